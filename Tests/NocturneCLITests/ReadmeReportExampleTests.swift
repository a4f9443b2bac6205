import Foundation
import NocturneTestSupport
import Testing
@testable import nocturne

/// The `nocturne report` example in README.md, read from the README itself: its source and Info.plist give the output shown.
@Suite("README: nocturne report")
struct ReadmeReportExampleTests {
    /// The README's text from the section's heading to the next heading.
    static func section() throws -> String {
        let readme = try String(contentsOf: ReferenceFolder.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "### Evidence for Apple's labels: `nocturne report`"))
        let rest = readme[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// The fenced blocks of a text, in order.
    static func blocks(_ text: String) -> [String] {
        let parts = text.components(separatedBy: "```")
        return stride(from: 1, to: parts.count, by: 2).map { part in
            let block = parts[part]
            return String(block.drop { $0 != "\n" }.dropFirst())
        }
    }

    @Test("the README's Card.swift and an Info.plist with an empty UILaunchScreen give the README's output, and exit 1; Tests/DocExamples/Report holds the same two files")
    func readmeOutput() throws {
        let blocks = Self.blocks(try Self.section())
        try #require(blocks.count == 2)
        let plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>UILaunchScreen</key>\n\t<dict/>\n</dict>\n</plist>\n"
        let folder = try TemporaryFolder(["Report/Card.swift": blocks[0], "Report/Info.plist": plist])
        defer { folder.remove() }
        let lines = blocks[1].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let command = try #require(lines.first)
        #expect(command == "$ nocturne report Report --html report.html")
        let page = folder.path("report.html")
        let result = Tool.run(["report", folder.path("Report"), "--html", page])
        #expect(result.status == .failure)
        #expect(result.standardOutput == lines.dropFirst().joined(separator: "\n"), "\(result.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: page))
        // CI step 55 runs the README's command in Tests/DocExamples: its Report folder must be these files.
        let examples = ReferenceFolder.packageRoot.appendingPathComponent("Tests/DocExamples/Report")
        #expect(try String(contentsOf: examples.appendingPathComponent("Card.swift"), encoding: .utf8) == blocks[0])
        #expect(try String(contentsOf: examples.appendingPathComponent("Info.plist"), encoding: .utf8) == plist)
    }
}
