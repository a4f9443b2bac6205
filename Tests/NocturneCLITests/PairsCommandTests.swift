import NocturneSupport
import NocturneTestSupport
import Testing
@testable import nocturne

/// `nocturne pairs` and `nocturne lint --explain`: the pairs behind lint, worst first, in text and JSON.
@Suite("pairs command")
struct PairsCommandTests {
    static let card = """
        import SwiftUI
        struct Card: View {
            var body: some View {
                VStack {
                    Text("Lisbon").foregroundColor(.black)
                    Text("Book").foregroundColor(.white).background(Color(red: 0.04, green: 0.48, blue: 0.46))
                }
                .background(Color.white)
            }
        }

        """

    @Test("every pair, worst first, with its verdict, worst mode, ratio needed and APCA; --failing keeps the failing ones and exits 1")
    func listsPairs() throws {
        let tree = try TemporaryFolder(["App/Card.swift": Self.card])
        defer { tree.remove() }
        let all = Tool.run(["pairs", tree.path("App")])
        #expect(all.status == .success, "\(all.standardError)")
        let lines = all.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines == [
            ".white text (Card.swift:6) on #0A7A75 (Card.swift:6): passes in every mode; lowest 5.1:1 in Light (4.5 needed), APCA Lc -81",
            ".black text (Card.swift:5) on Color.white (Card.swift:8): passes in every mode; lowest 21.0:1 in Light (4.5 needed), APCA Lc 106",
        ], "\(lines)")
        #expect(all.standardError == "2 pairs: 0 failing in some mode (0 only in Dark), 0 on an assumed background\n")
        let failing = Tool.run(["pairs", tree.path("App"), "--failing"])
        #expect(failing.status == .success && failing.standardOutput.isEmpty)
    }

    @Test("--json: one object per pair with both sides and the eight modes")
    func json() throws {
        let tree = try TemporaryFolder(["App/V.swift": "import UIKit\nfunc f(_ l: UILabel) {\n    l.textColor = .black\n}\n"])
        defer { tree.remove() }
        let result = Tool.run(["pairs", tree.path("App"), "--json"])
        let objects = jsonLines(result.standardOutput)
        #expect(objects.count == 1)
        let pair = try #require(objects.first)
        #expect(pair["verdict"] as? String == "darkRegression" && pair["kind"] as? String == "text")
        let background = try #require(pair["background"] as? [String: Any])
        #expect(background["name"] as? String == "systemBackground" && background["assumed"] as? Bool == true)
        let modes = try #require(pair["modes"] as? [String: Any])
        #expect(modes.count == 8)
        let dark = try #require(modes["dark-standard-base"] as? [String: Any])
        #expect(dark["wcag"] as? Double == 1 && dark["passes"] as? Bool == false && dark["needed"] as? Double == 4.5)
        #expect(Tool.run(["pairs", tree.path("App"), "--failing"]).status == .failure)
    }

    @Test("lint --explain FILE:LINE prints the line's pairs with their eight modes, then its findings")
    func explain() throws {
        let tree = try TemporaryFolder(["App/Card.swift": Self.card])
        defer { tree.remove() }
        let result = Tool.run(["lint", tree.path("App"), "--explain", "Card.swift:8"])
        #expect(result.status == .success, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == ".black text (Card.swift:5) on Color.white (Card.swift:8): passes in every mode; lowest 21.0:1 in Light (4.5 needed), APCA Lc 106")
        #expect(lines.count == 10 && lines[2].hasPrefix("    Dark ") && lines[2].contains("21.0:1  needs 4.5"))
        #expect(lines.last?.hasSuffix("Card.swift:8:21: warning: 'Color.white' is a constant surface that stays bright in dark mode; make it adapt (.systemBackground, or a color set with a Dark variant), with the colors drawn on it [non-adapting-system-color]") == true)
        let usage = Tool.run(["lint", tree.path("App"), "--explain", "Card.swift"])
        #expect(usage.status == .usage && usage.standardError.contains("--explain takes FILE:LINE"))
    }
}
