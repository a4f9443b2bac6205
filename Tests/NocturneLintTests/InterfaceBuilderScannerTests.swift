import Testing
@testable import NocturneLint

@Suite struct InterfaceBuilderScannerTests {
    static func rules(_ xml: String, catalogs: ColorCatalogIndex = ColorCatalogIndex()) -> [String] {
        InterfaceBuilderScanner.scan(Array(xml.utf8), catalogs: catalogs).findings.map { "\($0.site.range.start.line):\($0.rule.id)" }
    }

    @Test(arguments: [
        (#"<color key="textColor" red="0.2" green="0.2" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#, ["1:ib-custom-color"]),
        (#"<color key="backgroundColor" white="0.9" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#, ["1:ib-custom-color"]),
        (#"<color key="textColor" red="0.2" green="0.2" blue="0.2" alpha="1" colorSpace="calibratedRGB"/>"#, ["1:ib-custom-color"]),
        (#"<color key="textColor" cocoaTouchSystemColor="darkTextColor"/>"#, ["1:non-adapting-system-color"]),
        (#"<color key="textColor" systemColor="labelColor"/>"#, []),
        (#"<color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>"#, []),
        (#"<color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#, []),
        (#"<color key="shadowColor" white="0" alpha="1" colorSpace="calibratedWhite"/>"#, []),
        (#"<color key="tintColor" name="Brand"/>"#, []),
        ("<!-- <color key=\"textColor\" red=\"1\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"calibratedRGB\"/> -->", []),
        ("<resources>\n<namedColor name=\"Brand\">\n<color red=\"1\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n</namedColor>\n</resources>", []),
        ("<view>\n<color key=\"backgroundColor\" red=\"1\" green=\"1\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n</view>\n<resources>\n<systemColor name=\"x\"><color white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/></systemColor>\n</resources>", ["2:ib-custom-color"]),
    ])
    func colors(xml: String, expected: [String]) {
        #expect(Self.rules(xml) == expected)
    }

    @Test func namedColorsAreCheckedAgainstCatalogsWhenThereAreSome() throws {
        let fixture = try LintFixture([
            "App/Main.storyboard": "<document>\n<color key=\"tintColor\" name=\"Brand\"/>\n<color key=\"textColor\" name=\"Missing\"/>\n</document>",
            "App/Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
            // A dark navy tint without a Dark variant: it fades on the dark page (a mid red would read on either).
            "App/Assets.xcassets/Brand.colorset/Contents.json": #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0.100","green":"0.100","blue":"0.300","alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let storyboard = report.findings.filter { $0.file == "App/Main.storyboard" }.map { "\($0.line):\($0.rule.id)" }
        #expect(storyboard == ["2:named-color-no-dark", "3:named-color-missing"])
        #expect(report.findings.contains { $0.rule.id == "asset-no-dark" && $0.file == "App/Assets.xcassets/Brand.colorset/Contents.json" })
        #expect(report.hasErrors)
    }

    @Test("a catalog value that reads but not as written is an asset-questionable warning; one that cannot be read, asset-unreadable")
    func catalogWarningsAndErrorsAreTwoRules() throws {
        let dark = #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0","alpha":"1"}},"idiom":"universal"}"#
        let fixture = try LintFixture([
            "App/Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
            "App/Assets.xcassets/Odd.colorset/Contents.json": #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}},"idiom":"toaster"},"# + dark + "]}",
            "App/Assets.xcassets/Bad.colorset/Contents.json": #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"2"}},"idiom":"universal"},"# + dark + "]}",
        ])
        defer { fixture.remove() }
        let findings = try fixture.lint().findings.filter { ["asset-questionable", "asset-unreadable"].contains($0.rule.id) }
            .map { "\($0.file):\($0.rule.id):\($0.severity)" }.sorted()
        #expect(findings == [
            "App/Assets.xcassets/Bad.colorset/Contents.json:asset-unreadable:error",
            "App/Assets.xcassets/Odd.colorset/Contents.json:asset-questionable:warning",
        ])
    }
}
