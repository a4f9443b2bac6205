import Foundation
import NocturneFormats
import Testing
@testable import nocturne

@Suite("ConvertCommand")
struct ConvertCommandTests {
    /// A small stylesheet in a temporary file, removed by the caller.
    static func stylesheet() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-convert-\(UUID().uuidString).css")
        try ":root { --text-primary: #111111; --background-primary: #ffffff; }\n".write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("--to takes exactly the exporter's formats; anything else is a usage error, never a silent default", arguments: [
        ("andriod", "Error: invalid value 'andriod' for '--to'; did you mean 'android'?"),
        ("pdf", "Error: invalid value 'pdf' for '--to' (values: " + ThemeExporter.Format.allCases.map(\.rawValue).joined(separator: ", ") + ")"),
    ])
    func unknownFormat(_ format: String, _ firstLine: String) throws {
        let input = try Self.stylesheet()
        defer { try? FileManager.default.removeItem(at: input) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-convert-\(UUID().uuidString)")
        let result = Tool.run(["convert", input.path, "--to", format, "--out", folder.path])
        #expect(result.status == .usage)
        #expect(result.standardError.split(separator: "\n").first.map(String.init) == firstLine)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("every format the help lists is written", arguments: ThemeExporter.Format.allCases)
    func everyFormat(_ format: ThemeExporter.Format) throws {
        let input = try Self.stylesheet()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-convert-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: input)
            try? FileManager.default.removeItem(at: folder)
        }
        let result = Tool.run(["convert", input.path, "--to", format.rawValue, "--out", folder.appendingPathComponent("out").path])
        #expect(result.status == .success, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("Wrote "))
        let written = FileManager.default.enumerator(atPath: folder.path)?.allObjects.compactMap { $0 as? String } ?? []
        let expected: String
        switch format {
        case .xcassets: expected = ".colorset/Contents.json"
        case .swift, .css, .html: expected = "out"
        case .tokens: expected = ".json"
        case .android: expected = "values/colors.xml"
        }
        #expect(written.contains { $0.hasSuffix(expected) }, "\(written)")
    }

    @Test("--to html writes the self-checking preview to standard output")
    func html() throws {
        let input = try Self.stylesheet()
        defer { try? FileManager.default.removeItem(at: input) }
        let result = Tool.run(["convert", input.path, "--to", "html"])
        #expect(result.status == .success, "\(result.standardError)")
        #expect(result.standardOutput.contains("<html"))
        #expect(result.standardOutput.contains("#111111"))
    }
}
