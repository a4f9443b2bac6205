import Foundation
import NocturneFormats
import NocturneSupport
import NocturneTestSupport
import Testing
@testable import nocturne

/// `nocturne fix --json`: one line per site, naming every color set the site became.
@Suite("fix command")
struct FixCommandTests {
    /// A String palette constant a helper makes a color at each use: once as text, once as a background.
    static let header = """
        import SwiftUI

        extension Color {
            init(hex: String) {
                let value = Int(hex, radix: 16) ?? 0
                self.init(red: Double((value >> 16) & 255) / 255, green: Double((value >> 8) & 255) / 255, blue: Double(value & 255) / 255)
            }
        }

        enum Palette {
            static let brand = "0b5cad"
        }

        struct Header: View {
            var body: some View {
                VStack {
                    Text("Trips").foregroundStyle(Color(hex: Palette.brand))
                    Text("Lisbon").padding().background(Color(hex: Palette.brand))
                }
            }
        }

        """

    @Test("a palette constant used as text and as a background is two sets, and its JSON line names both with their roles")
    func aConstantInTwoRolesNamesBothSets() throws {
        let tree = try TemporaryFolder([
            "App/Header.swift": Self.header,
            "App/Assets.xcassets/Contents.json": AssetCatalogWriter.infoDocument().serialized(),
        ])
        defer { tree.remove() }
        let result = Tool.run(["fix", tree.root.path, "--json", "--dry-run"])
        #expect(result.status == .success, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 1, "one site, the constant's definition: \(lines)")
        let line = try JSONParser().parse(try #require(lines.first))
        #expect(line["colorSet"]?.stringValue == "Brand" && line["light"]?.stringValue == "#0B5CAD")
        let sets = (line["colorSets"]?.elements ?? []).map { ($0["name"]?.stringValue ?? "", $0["role"]?.stringValue ?? "") }
        #expect(sets.map(\.0) == ["Brand", "Brand2"] && sets.map(\.1) == ["content", "background"], "\(sets)")
        // The text output names both too.
        let text = Tool.run(["fix", tree.root.path, "--dry-run"]).standardOutput
        #expect(text.contains("constant-color: became the color sets 'Brand', 'Brand2'"), "\(text)")
        #expect(tree.read("App/Header.swift") == Self.header, "a dry run writes nothing")
    }
}
