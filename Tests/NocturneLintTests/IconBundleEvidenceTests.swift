import Testing
@testable import NocturneLint

@Suite("IconBundleEvidence")
struct IconBundleEvidenceTests {
    /// An icon.json with one layer, a default fill and, when given, a dark fill and a tinted layer image.
    static func iconJSON(darkFill: String?, tinted: Bool = false) -> String {
        let fills = [#"{ "value" : { "solid" : "display-p3:0.20000,0.50000,0.90000,1.00000" } }"#]
            + (darkFill.map { [#"{ "appearance" : "dark", "value" : \#($0) }"#] } ?? [])
        let names = [#"{ "value" : "mark.png" }"#] + (tinted ? [#"{ "appearance" : "tinted", "value" : "mark-tinted.png" }"#] : [])
        return #"{ "fill-specializations" : [ \#(fills.joined(separator: ", ")) ], "groups" : [ { "layers" : [ { "image-name-specializations" : [ \#(names.joined(separator: ", ")) ], "name" : "mark" } ] } ], "supported-platforms" : { "squares" : "shared" } }"#
    }

    @Test("an .icon's dark fill is judged: bright is not met, dark is met, automatic is left to the system; its appearances are advisory", arguments: [
        (#"{ "solid" : "extended-gray:1.00000,1.00000" }"#, [ReportVerdict.met, .notMet, .notMet], [true, true, false]),
        (#"{ "solid" : "display-p3:0.08000,0.08000,0.10000,1.00000" }"#, [.met, .notMet, .met], [true, true, false]),
        (#"{ "linear-gradient" : [ "srgb:1.0,1.0,1.0,1.0", "srgb:0.9,0.9,0.9,1.0" ] }"#, [.met, .notMet, .notMet], [true, true, false]),
        (#""automatic""#, [.met, .notMet, .met], [true, true, true]),
        (#""system-dark""#, [.met, .notMet, .met], [true, true, true]),
        (#""system-light""#, [.met, .notMet, .notMet], [true, true, true]),
        (#""glow""#, [.met, .notMet, .cannotTell], [true, true, true]),
    ])
    func darkFill(fill: String, verdicts: [ReportVerdict], advisory: [Bool]) throws {
        let folder = try ReportApps.write(["App/AppIcon.icon/icon.json": Self.iconJSON(darkFill: fill)])
        defer { folder.remove() }
        let icons = ReportApps.evidence(try ReportApps.report(folder), "app icon")
        #expect(icons.map(\.verdict) == verdicts, "\(icons.map(\.message))")
        #expect(icons.map(\.isAdvisory) == advisory)
        #expect(icons.allSatisfy { $0.location?.hasSuffix("AppIcon.icon/icon.json") == true })
    }

    @Test("no dark specialization and a tinted layer: the dark appearance is the system's (advisory), the tinted one is specialized")
    func appearances() throws {
        let folder = try ReportApps.write(["App/AppIcon.icon/icon.json": Self.iconJSON(darkFill: nil, tinted: true)])
        defer { folder.remove() }
        let icons = ReportApps.evidence(try ReportApps.report(folder), "app icon")
        #expect(icons.map(\.message) == [
            "the Icon Composer icon AppIcon.icon specializes nothing for the Dark appearance: the system derives it from the default one",
            "the Icon Composer icon AppIcon.icon specializes 1 value for the Tinted appearance",
        ])
        #expect(icons.map(\.verdict) == [.notMet, .met])
    }

    @Test("an icon.json that is missing, malformed or of another shape is cannot tell with the reason, never met", arguments: [
        (nil, "cannot be read: cannot open the file"),
        ("{ \"groups\" : [", "cannot be read"),
        ("{ \"images\" : [] }", "is not the format read here"),
    ])
    func badInput(json: String?, says: String) throws {
        var files = ["App/AppIcon.icon/Assets/readme.txt": "layers"]
        if let json { files["App/AppIcon.icon/icon.json"] = json }
        let folder = try ReportApps.write(files)
        defer { folder.remove() }
        let icons = ReportApps.evidence(try ReportApps.report(folder), "app icon")
        #expect(icons.map(\.verdict) == [.cannotTell])
        #expect(icons.first?.isAdvisory == false)
        #expect(icons.first?.message.contains(says) == true, "\(icons.map(\.message))")
    }

    @Test("Icon Composer colors: P3 and sRGB components, gray and linear gray with alpha over black; other spaces are not read", arguments: [
        ("display-p3:1.00000,1.00000,1.00000,1.00000", 1.0 as Double?),
        ("extended-gray:0.50000,1.00000", 0.214),
        ("extended-linear-gray:0.50000,1.00000", 0.5),
        ("srgb:1.0,1.0,1.0,0.5", 0.5),
        ("cmyk:0,0,0,1", nil),
        ("srgb:1.0,x,1.0,1.0", nil),
        ("srgb", nil),
    ])
    func colors(text: String, expected: Double?) {
        let luminance = IconBundleEvidence.luminance(text)
        #expect((luminance == nil) == (expected == nil))
        if let luminance, let expected { #expect(abs(luminance - expected) < 0.002, "\(luminance)") }
    }
}
