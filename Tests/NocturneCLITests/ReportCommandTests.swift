import Foundation
import NocturneSupport
import NocturneTestSupport
import Testing
@testable import nocturne

/// Headless Chromium, found as `.ci/steps/66-theme-chromium.sh` finds it (chromium, chromium-browser, google-chrome on PATH).
enum HeadlessChromium {
    static let executable: String? = {
        guard let found = try? ExternalCommand.run(["sh", "-c", "command -v chromium || command -v chromium-browser || command -v google-chrome"]),
              found.status == 0 else { return nil }
        let path = found.output.split(separator: "\n").first.map(String.init) ?? ""
        return path.isEmpty ? nil : path
    }()

    static let reason: Comment = "needs headless Chromium (chromium, chromium-browser or google-chrome on PATH; .ci/steps/10-test-tools.sh installs it)"

    /// Runs Chromium headless on a page with extra flags (`--dump-dom`, `--print-to-pdf=…`) and returns what it printed.
    static func run(_ page: String, _ flags: [String]) throws -> (status: Int32, output: String) {
        let profile = NSTemporaryDirectory() + "nocturne-chrome-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: profile) }
        return try ExternalCommand.run(["timeout", "120", executable ?? "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                        "--user-data-dir=\(profile)"] + flags + ["file://" + page])
    }
}

/// `nocturne report`: the verdicts, the exit status, --json, and the HTML page read back by Chromium.
@Suite("report command")
struct ReportCommandTests {
    static func plist(_ style: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>UIUserInterfaceStyle</key>\n<string>\(style)</string>\n"
            + "<key>UILaunchScreen</key>\n<dict/>\n</dict>\n</plist>\n"
    }
    static let view = """
        import SwiftUI
        struct Card: View {
            var body: some View {
                Text("Book").foregroundColor(.white).background(Color(red: 0.04, green: 0.48, blue: 0.46))
            }
        }

        """

    static func app(style: String) throws -> TemporaryFolder {
        try TemporaryFolder(["App/Info.plist": plist(style), "App/Card.swift": view])
    }

    @Test("every criterion met exits 0; an opt-out (not met) exits 1, with the evidence on stdout")
    func exitStatus() throws {
        let met = try Self.app(style: "Automatic")
        defer { met.remove() }
        let ok = Tool.run(["report", met.path("App")])
        #expect(ok.status == .success, "\(ok.standardOutput)\(ok.standardError)")
        #expect(ok.standardOutput.hasPrefix("Dark Interface: met\n"), "\(ok.standardOutput)")
        #expect(ok.standardOutput.contains("Sufficient Contrast: met\n"))
        let light = try Self.app(style: "Light")
        defer { light.remove() }
        let failed = Tool.run(["report", light.path("App")])
        #expect(failed.status == .failure)
        #expect(failed.standardOutput.contains("  not met       opt-out            App/Info.plist: UIUserInterfaceStyle = Light: the app never shows dark (Info.plist:4)"),
                "\(failed.standardOutput)")
    }

    @Test("cannot tell exits 0 with a warning, and 1 with --strict")
    func cannotTell() throws {
        let folder = try TemporaryFolder(["App/Card.swift": Self.view])
        defer { folder.remove() }
        let lenient = Tool.run(["report", folder.path("App")])
        #expect(lenient.status == .success)
        #expect(lenient.standardError.hasPrefix("warning: cannot tell Dark Interface from the code and assets alone"), "\(lenient.standardError)")
        #expect(Tool.run(["report", folder.path("App"), "--strict"]).status == .failure)
    }

    @Test("--json is one object: the verdict, each criterion's evidence, the share of pairs per mode")
    func json() throws {
        let folder = try Self.app(style: "Light")
        defer { folder.remove() }
        let result = Tool.run(["report", folder.path("App"), "--json"])
        let value = try JSONParser().parse(result.standardOutput)
        #expect(value["verdict"]?.stringValue == "not met")
        #expect(value["criteria"]?.elements?.map { $0["id"]?.stringValue ?? "" } == ["dark-interface", "sufficient-contrast"])
        #expect(value["criteria"]?.elements?.first?["evidence"]?.elements?.first?["location"]?.stringValue == "Info.plist:4")
        let dark = value["criteria"]?.elements?.last?["modes"]?["dark-standard-base"]
        #expect(dark?["meeting"]?.doubleValue == 1 && dark?["judged"]?.doubleValue == 1)
    }

    @Test("a path that does not exist is an error (exit 1), never a verdict")
    func missingPath() {
        let result = Tool.run(["report", "/nonexistent/nocturne-app"])
        #expect(result.status == .failure)
        #expect(result.standardError.hasPrefix("Error: "))
    }

    @Test("help says what exits 0 and 1")
    func help() {
        let help = Tool.run(["report", "--help"]).standardOutput
        #expect(help.contains("Exit status: 0 when every criterion is met; 1 when one is not met"))
        #expect(help.contains("--strict"))
    }

    @Test("--html writes a self-contained page: no external resource, one section per criterion with its verdict")
    func html() throws {
        let folder = try Self.app(style: "Light")
        defer { folder.remove() }
        let page = folder.path("report.html")
        let result = Tool.run(["report", folder.path("App"), "--html", page])
        #expect(result.status == .failure)
        let text = try String(contentsOfFile: page, encoding: .utf8)
        #expect(text.contains(#"<section class="criterion" id="dark-interface" data-criterion="dark-interface" data-verdict="not-met">"#))
        #expect(text.contains(#"data-criterion="sufficient-contrast" data-verdict="met">"#))
        #expect(!text.contains("src=") && !text.contains("href=\"http") && !text.contains("@import") && !text.contains("url("))
        #expect(text.contains("@media print"))
    }

    @Test("headless Chromium opens the page offline, builds both sections and reads their verdicts", .enabled(if: HeadlessChromium.executable != nil, HeadlessChromium.reason))
    func chromium() throws {
        let folder = try Self.app(style: "Light")
        defer { folder.remove() }
        let page = folder.path("report.html")
        _ = Tool.run(["report", folder.path("App"), "--html", page])
        let dom = try HeadlessChromium.run(page, ["--virtual-time-budget=2000", "--dump-dom"])
        #expect(dom.status == 0, "\(dom.output.suffix(500))")
        // data-sections is written by the page's script: the browser built the page, it did not just hold the file.
        #expect(dom.output.contains(#"data-verdict="not-met" data-sections="2""#), "\(dom.output.prefix(600))")
        let verdicts = dom.output.components(separatedBy: #"<section class="criterion""#).dropFirst().compactMap { part -> String? in
            guard let range = part.range(of: #"data-verdict=""#) else { return nil }
            return String(part[range.upperBound...].prefix { $0 != "\"" })
        }
        #expect(verdicts == ["not-met", "met"])
        let pdf = folder.path("report.pdf")
        let printed = try HeadlessChromium.run(page, ["--print-to-pdf=\(pdf)", "--no-pdf-header-footer"])
        #expect(printed.status == 0, "\(printed.output.suffix(500))")
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: pdf)), as: UTF8.self)
        let pages = try NSRegularExpression(pattern: #"/Type\s*/Page[^s]"#).numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
        // The summary, then each criterion from a new page, one or two pages each.
        #expect((3...5).contains(pages), "\(pages) pages")
    }
}
