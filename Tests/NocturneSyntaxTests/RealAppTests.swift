import Foundation
import NocturneTestSupport
import Testing
@testable import NocturneSyntax

/// Every Swift file of the real apps in `../shared/reference/real-inputs/swift` parses and prints back byte for byte.
@Suite("SyntaxTree on real apps", .requiresRealApps("real-inputs/swift"))
struct RealAppTests {
    /// The `.swift` files under the real apps' folder, by app (the first folder below it).
    static func files() -> [String: [URL]] {
        guard let folder = ReferenceFolder.url("real-inputs/swift"),
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [:] }
        var result: [String: [URL]] = [:]
        for case let url as URL in walker where url.pathExtension == "swift" {
            let app = url.path.dropFirst(folder.path.count + 1).split(separator: "/").first.map(String.init) ?? "?"
            result[app, default: []].append(url)
        }
        return result
    }

    @Test("every file round-trips; the unknown share is reported")
    func realApps() throws {
        var report: [String] = []
        for (app, urls) in Self.files().sorted(by: { $0.key < $1.key }) {
            var total = 0
            var unknown = 0
            var worst: (String, Int) = ("", 0)
            for url in urls {
                let bytes = try [UInt8](Data(contentsOf: url))
                let tree = SyntaxTree.parse(bytes)
                #expect(tree.printed == bytes, "\(url.path) does not round-trip")
                total += bytes.count
                let count = tree.unknownByteCount
                unknown += count
                if ProcessInfo.processInfo.environment["NOCTURNE_SYNTAX_SHOW_UNKNOWN"] == "1" {
                    for node in tree.nodes(of: .unknown) {
                        let (line, column) = node.location
                        print("\(url.lastPathComponent):\(line):\(column): unknown \(node.text.prefix(80).debugDescription)")
                    }
                }
                if count > worst.1 { worst = (url.lastPathComponent, count) }
            }
            let share = total == 0 ? 0 : Double(unknown) / Double(total) * 100
            let percent = (share * 10_000).rounded() / 10_000
            report.append("\(app): \(urls.count) files, \(total) bytes, \(unknown) unknown (\(percent)%), most in \(worst.0) (\(worst.1))")
        }
        print("NocturneSyntax unknown bytes on real apps:\n  " + report.joined(separator: "\n  "))
    }
}
