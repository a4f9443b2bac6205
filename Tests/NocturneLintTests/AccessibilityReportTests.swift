import Foundation
import NocturneAppearance
import NocturneColor
import NocturneSupport
import NocturneTestSupport
import Testing
@testable import NocturneLint

/// Small apps of our own: an Info.plist, a launch screen, an icon set with PNGs the tests draw, a view or two.
enum ReportApps {
    static func plist(_ keys: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(keys)\n</dict>\n</plist>\n"
    }

    static func launchStoryboard(background: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" launchScreen="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="v1">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                \(background)
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static let iconContents = """
        { "images" : [
            { "filename" : "light.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "dark.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "tinted" } ], "filename" : "tinted.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" }
          ], "info" : { "author" : "xcode", "version" : 1 } }
        """

    /// A 16 × 16 icon: a mark in the middle on a background (transparent when `background` is nil).
    static func icon(background: [UInt8]?, mark: [UInt8]) -> [UInt8] {
        PNGFixture.image(width: 16, height: 16) { x, y in
            (4..<12).contains(x) && (4..<12).contains(y) ? mark : (background ?? [0, 0, 0, 0])
        }
    }

    /// Writes an app: text files, then binary ones.
    static func write(_ files: [String: String], binary: [String: [UInt8]] = [:], label: String = #function) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(files, label: label)
        for (path, bytes) in binary {
            let url = URL(fileURLWithPath: folder.path(path))
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return folder
    }

    static func report(_ folder: TemporaryFolder) throws -> AccessibilityReport {
        try AccessibilityReport.make(paths: [folder.path("App")])
    }

    static func evidence(_ report: AccessibilityReport, _ topic: String) -> [ReportEvidence] {
        report.criteria[0].evidence.filter { $0.topic == topic }
    }
}

@Suite("AccessibilityReport: Dark Interface")
struct DarkInterfaceReportTests {
    @Test("UIUserInterfaceStyle = Light in an Info.plist is not met, with the file and line; Automatic is met")
    func optOut() throws {
        for (style, verdict) in [("Light", ReportVerdict.notMet), ("Automatic", .met)] {
            let folder = try ReportApps.write(["App/Info.plist": ReportApps.plist("<key>UIUserInterfaceStyle</key>\n<string>\(style)</string>")])
            defer { folder.remove() }
            let optOut = ReportApps.evidence(try ReportApps.report(folder), "opt-out")
            #expect(optOut.map(\.verdict) == [verdict])
            if verdict == .notMet {
                #expect(optOut.first?.location == "Info.plist:4")
                #expect(optOut.first?.message.hasSuffix("UIUserInterfaceStyle = Light: the app never shows dark") == true)
            }
        }
    }

    @Test("no Info.plist and no project: the opt-out and the launch screen cannot be told, never met")
    func nothingToRead() throws {
        let folder = try ReportApps.write(["App/View.swift": "import SwiftUI\n"])
        defer { folder.remove() }
        let report = try ReportApps.report(folder)
        #expect(ReportApps.evidence(report, "opt-out").map(\.verdict) == [.cannotTell])
        #expect(ReportApps.evidence(report, "launch screen").map(\.verdict) == [.cannotTell])
        #expect(report.criteria[0].verdict == .cannotTell)
    }

    @Test("a launch storyboard whose view is white is a bright flash in dark; systemBackground is met", arguments: [
        (#"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#, ReportVerdict.notMet),
        (#"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#, .met),
        (#"<color key="backgroundColor" name="Missing"/>"#, .cannotTell),
        ("", .met),
    ])
    func launchStoryboard(background: String, verdict: ReportVerdict) throws {
        let folder = try ReportApps.write([
            "App/Info.plist": ReportApps.plist("<key>UILaunchStoryboardName</key>\n<string>LaunchScreen</string>"),
            "App/Base.lproj/LaunchScreen.storyboard": ReportApps.launchStoryboard(background: background),
        ])
        defer { folder.remove() }
        let launch = ReportApps.evidence(try ReportApps.report(folder), "launch screen")
        #expect(launch.map(\.verdict) == [verdict], "\(launch)")
        if verdict == .notMet { #expect(launch.first?.location == "LaunchScreen.storyboard:9") }
    }

    @Test("UILaunchScreen's UIColorName resolves in the catalog: a light-only white set is not met, one with a dark value is met")
    func launchScreenColor() throws {
        let white = #"{ "color" : { "color-space" : "srgb", "components" : { "red" : "1.000", "green" : "1.000", "blue" : "1.000", "alpha" : "1.000" } }, "idiom" : "universal" }"#
        let dark = #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "red" : "0.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000" } }, "idiom" : "universal" }"#
        for (colors, verdict) in [("[\(white)]", ReportVerdict.notMet), ("[\(white), \(dark)]", .met)] {
            let folder = try ReportApps.write([
                "App/Info.plist": ReportApps.plist("<key>UILaunchScreen</key>\n<dict><key>UIColorName</key><string>Launch</string></dict>"),
                "App/Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
                "App/Assets.xcassets/Launch.colorset/Contents.json": #"{ "colors" : \#(colors), "info" : { "author" : "xcode", "version" : 1 } }"#,
            ])
            defer { folder.remove() }
            let launch = ReportApps.evidence(try ReportApps.report(folder), "launch screen")
            #expect(launch.map(\.verdict) == [verdict], "\(launch)")
        }
    }

    @Test("app icons: a transparent dark variant is met, a bright full-bleed one is not; a colored tinted one is advisory")
    func icons() throws {
        let cases: [(dark: [UInt8], verdict: ReportVerdict)] = [
            (ReportApps.icon(background: nil, mark: [255, 200, 0, 255]), .met),
            (ReportApps.icon(background: [250, 250, 250, 255], mark: [255, 200, 0, 255]), .notMet),
            (ReportApps.icon(background: [20, 20, 24, 255], mark: [255, 200, 0, 255]), .met),
            (Array("not a png".utf8), .cannotTell),
            (Array(ReportApps.icon(background: nil, mark: [1, 2, 3, 255]).prefix(60)), .cannotTell),
        ]
        for (dark, verdict) in cases {
            let folder = try ReportApps.write([
                "App/Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
                "App/Assets.xcassets/AppIcon.appiconset/Contents.json": ReportApps.iconContents,
            ], binary: [
                "App/Assets.xcassets/AppIcon.appiconset/light.png": ReportApps.icon(background: [255, 255, 255, 255], mark: [0, 0, 0, 255]),
                "App/Assets.xcassets/AppIcon.appiconset/dark.png": dark,
                "App/Assets.xcassets/AppIcon.appiconset/tinted.png": ReportApps.icon(background: nil, mark: [200, 60, 60, 255]),
            ])
            defer { folder.remove() }
            let icons = ReportApps.evidence(try ReportApps.report(folder), "app icon")
            let deciding = icons.filter { !$0.isAdvisory }
            #expect(deciding.map(\.verdict) == [verdict], "\(deciding)")
            #expect(icons.filter(\.isAdvisory).map(\.verdict) == [.notMet], "the tinted icon has color")
            #expect(icons.filter(\.isAdvisory).first?.message.contains("not grayscale: 100% of its visible pixels have color") == true)
        }
    }

    @Test("an icon set without dark and tinted appearances is advisory; a dark variant whose file is missing cannot be told")
    func iconVariants() throws {
        let missing = #"{ "images" : [ { "filename" : "light.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" }, { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "gone.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ] }"#
        let folder = try ReportApps.write([
            "App/Assets.xcassets/AppIcon.appiconset/Contents.json": #"{ "images" : [ { "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ] }"#,
            "App/More.xcassets/Other.appiconset/Contents.json": missing,
        ])
        defer { folder.remove() }
        let icons = ReportApps.evidence(try ReportApps.report(folder), "app icon")
        #expect(icons.map(\.verdict) == [.cannotTell, .notMet, .notMet, .notMet, .cannotTell], "\(icons.map(\.message))")
        #expect(icons.map(\.isAdvisory) == [true, true, true, true, false])
        #expect(icons.last?.message.contains("Other/gone.png cannot be read: cannot open the file") == true)
    }

    @Test("bad input is cannot tell with the reason, never met and never a crash: a malformed Info.plist, a folder named like a PNG, a truncated launch storyboard")
    func badInput() throws {
        let folder = try ReportApps.write([
            "App/Info.plist": "<plist><dict><key>UIUserInterfaceStyle</key>",
            "App/Assets.xcassets/AppIcon.appiconset/Contents.json": ReportApps.iconContents,
            "App/Assets.xcassets/AppIcon.appiconset/dark.png/inside.txt": "a folder, not a file",
            "App/Base.lproj/LaunchScreen.storyboard": String(ReportApps.launchStoryboard(background: "").prefix(300)),
        ])
        defer { folder.remove() }
        let report = try ReportApps.report(folder)
        let optOut = ReportApps.evidence(report, "opt-out")
        #expect(optOut.map(\.verdict) == [.cannotTell])
        #expect(optOut.first?.message.contains("the Info.plist cannot be read") == true, "\(optOut)")
        let dark = ReportApps.evidence(report, "app icon").filter { !$0.isAdvisory }
        #expect(dark.map(\.verdict) == [.cannotTell])
        #expect(dark.first?.message.contains("not a regular file") == true, "\(dark)")
        #expect(report.criteria[0].verdict != .met)
    }

    @Test("a constant white surface in SwiftUI is a bright surface, with its line")
    func brightSurface() throws {
        let folder = try ReportApps.write([
            "App/Card.swift": "import SwiftUI\nstruct Card: View {\n    var body: some View {\n        Text(\"a\").foregroundColor(.black)\n            .background(Color.white)\n    }\n}\n",
        ])
        defer { folder.remove() }
        let surfaces = ReportApps.evidence(try ReportApps.report(folder), "bright surface")
        #expect(surfaces.map(\.verdict) == [.notMet])
        #expect(surfaces.first?.location == "Card.swift:5")
    }
}

@Suite("AccessibilityReport: Sufficient Contrast")
struct SufficientContrastReportTests {
    static let white = PairSide.constant(ResolvedColor(RGB8(red: 255, green: 255, blue: 255)), at: SourceLine(file: "A.swift", line: 1))
    static let black = PairSide.constant(ResolvedColor(RGB8(red: 0, green: 0, blue: 0)), at: SourceLine(file: "A.swift", line: 2))
    static let gray = PairSide.constant(ResolvedColor(RGB8(red: 150, green: 150, blue: 150)), at: SourceLine(file: "A.swift", line: 3))

    @Test("the share meeting the minimum per mode; a failing pair on a named background is not met, worst first")
    func shares() {
        let pairs = [
            ColorPair(.text, Self.black, on: Self.white).judged(),          // passes everywhere
            ColorPair(.text, Self.gray, on: Self.white).judged(),           // 2.9:1: fails everywhere
            ColorPair(.text, .system(.label), on: .system(.systemBackground)).judged(),
            ColorPair(.text, .unknown("an image"), on: Self.white).judged(),
        ]
        let criterion = SufficientContrastEvidence.criterion(pairs: pairs)
        #expect(criterion.verdict == .notMet)
        #expect(criterion.modeShares.count == 8)
        #expect(criterion.modeShares.allSatisfy { $0.meeting == 2 && $0.judged == 3 })
        #expect(criterion.pairs.first?.pair.foreground.location?.line == 3)
        #expect(criterion.evidence.map(\.topic) == ["pair", "unresolved"])
        #expect(criterion.evidence.first?.message == "#969696 text (A.swift:3) on white (A.swift:1): 2.9:1 in Light, 4.5 needed")
        #expect(criterion.evidence.last?.isAdvisory == true)
    }

    @Test("a pair failing only on an assumed background cannot be told; no pair at all cannot be told; all passing is met")
    func verdicts() {
        let assumed = ColorPair(.text, Self.black, on: .unknown("an image")).judged()
        #expect(SufficientContrastEvidence.criterion(pairs: [assumed]).verdict == .cannotTell)
        #expect(SufficientContrastEvidence.criterion(pairs: []).verdict == .cannotTell)
        let passing = ColorPair(.text, Self.black, on: Self.white).judged()
        let met = SufficientContrastEvidence.criterion(pairs: [passing])
        #expect(met.verdict == .met)
        #expect(met.evidence.map(\.message) == ["every one of 1 judged pair meets its minimum in all eight modes"])
    }
}

@Suite("ReportVerdict")
struct ReportVerdictTests {
    @Test("not met wins over cannot tell, which wins over met", arguments: [
        ([ReportVerdict.met, .met], ReportVerdict.met), ([.met, .cannotTell], .cannotTell), ([.cannotTell, .notMet, .met], .notMet), ([], .met),
    ])
    func combined(verdicts: [ReportVerdict], expected: ReportVerdict) {
        #expect(ReportVerdict.combined(verdicts) == expected)
    }

    @Test("advisory evidence never decides; a criterion with no deciding evidence cannot be told")
    func advisory() {
        let advisoryOnly = ReportCriterion(name: "X", question: "", evidence: [ReportEvidence("app icon", .notMet, "m", advisory: true)])
        #expect(advisoryOnly.verdict == .cannotTell)
        let mixed = ReportCriterion(name: "X", question: "", evidence: [ReportEvidence("a", .met, "m"), ReportEvidence("b", .notMet, "m", advisory: true)])
        #expect(mixed.verdict == .met)
    }
}
