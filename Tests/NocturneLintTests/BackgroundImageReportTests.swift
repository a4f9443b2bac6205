import NocturneTestSupport
import Testing
@testable import NocturneLint

/// Image sets of our own, drawn by the tests: a bright white and a dark near-black picture.
enum ReportImages {
    static let white = PNGFixture.solid(width: 8, height: 8, rgba: [250, 250, 250, 255])
    static let dark = PNGFixture.solid(width: 8, height: 8, rgba: [20, 22, 26, 255])

    static let catalog = #"{ "info" : { "author" : "xcode", "version" : 1 } }"#

    /// An image set's `Contents.json`: a light image and, when given, a dark one.
    static func contents(light: String?, dark: String? = nil) -> String {
        var images: [String] = []
        if let light { images.append(#"{ "filename" : "\#(light)", "idiom" : "universal", "scale" : "1x" }"#) }
        if let dark {
            images.append(#"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "\#(dark)", "idiom" : "universal", "scale" : "1x" }"#)
        }
        return #"{ "images" : [ \#(images.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }"#
    }
}

@Suite("AccessibilityReport: background images")
struct BackgroundImageReportTests {
    static let home = "import SwiftUI\nstruct Home: View {\n    var body: some View {\n        Text(\"a\")\n            .background(Image(\"Sky\").resizable())\n    }\n}\n"

    @Test("an image set drawn as a background is judged in dark by its Dark image, else its only one; what cannot be read cannot be told", arguments: [
        (ReportImages.contents(light: "sky.png"), ["sky.png": ReportImages.white], ReportVerdict.notMet, "which has no Dark appearance and is bright"),
        (ReportImages.contents(light: "sky.png", dark: "night.png"), ["sky.png": ReportImages.white, "night.png": ReportImages.dark], .met,
         "whose Dark image night.png is dark"),
        (ReportImages.contents(light: "sky.png", dark: "night.png"), ["sky.png": ReportImages.dark, "night.png": ReportImages.white], .notMet,
         "whose Dark image night.png is itself bright"),
        (ReportImages.contents(light: "sky.png"), ["sky.png": ReportImages.dark], .met, "which has no Dark appearance but is dark itself"),
        (ReportImages.contents(light: "sky.jpg"), ["sky.jpg": [0xFF, 0xD8, 0xFF]], .cannotTell, "sky.jpg is a JPEG, which the report does not decode"),
        (ReportImages.contents(light: "sky.png"), [:], .cannotTell, "sky.png cannot be read: cannot open the file"),
        (ReportImages.contents(light: "sky.png"), ["sky.png": Array(ReportImages.white.prefix(40))], .cannotTell, "sky.png does not decode as a PNG"),
        ("{ \"images\" : [", [:], .cannotTell, "its Contents.json cannot be read"),
    ])
    func judged(contents: String, files: [String: [UInt8]], verdict: ReportVerdict, says: String) throws {
        var binary: [String: [UInt8]] = [:]
        for (name, bytes) in files { binary["App/Assets.xcassets/Sky.imageset/" + name] = bytes }
        let folder = try ReportApps.write([
            "App/Home.swift": Self.home,
            "App/Assets.xcassets/Contents.json": ReportImages.catalog,
            "App/Assets.xcassets/Sky.imageset/Contents.json": contents,
        ], binary: binary)
        defer { folder.remove() }
        let report = try ReportApps.report(folder)
        let images = ReportApps.evidence(report, "background image")
        #expect(images.map(\.verdict) == [verdict], "\(images.map(\.message))")
        #expect(images.first?.message.contains(says) == true, "\(images.map(\.message))")
        #expect(images.first?.message.hasPrefix(".background(…) at Home.swift:5 draws the image set Sky.imageset") == true)
        #expect(images.first?.location == "Home.swift:5")
        #expect(report.criteria[0].verdict != .met || verdict == .met)
    }

    @Test("a name no catalog defines cannot be told; an image set used twice is one piece of evidence naming both places; none at all is advisory")
    func namesAndPlaces() throws {
        let twice = "import SwiftUI\nstruct A: View {\n    var body: some View {\n        ZStack { Image(\"Sky\"); Text(\"a\") }\n"
            + "        Text(\"b\").background(Image(\"Sky\"))\n        Text(\"c\").background(Image(\"Gone\"))\n    }\n}\n"
        let folder = try ReportApps.write([
            "App/A.swift": twice,
            "App/Assets.xcassets/Contents.json": ReportImages.catalog,
            "App/Assets.xcassets/Sky.imageset/Contents.json": ReportImages.contents(light: "sky.png"),
        ], binary: ["App/Assets.xcassets/Sky.imageset/sky.png": ReportImages.dark])
        defer { folder.remove() }
        let images = ReportApps.evidence(try ReportApps.report(folder), "background image")
        #expect(images.map(\.verdict) == [.met, .cannotTell])
        #expect(images.first?.message.hasPrefix("a ZStack's first child at A.swift:4 and 1 more place draws the image set Sky.imageset") == true)
        #expect(images.last?.message == ".background(…) at A.swift:6 draws the image 'Gone', which no catalog read defines as an image set and no file of that name holds")

        let plain = try ReportApps.write(["App/A.swift": "import SwiftUI\nlet a = Text(\"a\").background(Color.black)\n"])
        defer { plain.remove() }
        let none = ReportApps.evidence(try ReportApps.report(plain), "background image")
        #expect(none.map(\.isAdvisory) == [true])
        #expect(none.first?.message.hasPrefix("no image set is drawn as a background") == true)
    }

    @Test("a generated symbol finds its set (Image(.skyBackground) draws Sky Background), in a group that provides a namespace too")
    func symbols() throws {
        let source = "import SwiftUI\nlet a = Text(\"a\").background(Image(.skyBackground))\nlet b = Text(\"b\").background(Image(\"Scenes/Dune\"))\n"
        let folder = try ReportApps.write([
            "App/A.swift": source,
            "App/Assets.xcassets/Contents.json": ReportImages.catalog,
            "App/Assets.xcassets/Sky Background.imageset/Contents.json": ReportImages.contents(light: "sky.png"),
            "App/Assets.xcassets/Scenes/Contents.json": #"{ "properties" : { "provides-namespace" : true } }"#,
            "App/Assets.xcassets/Scenes/Dune.imageset/Contents.json": ReportImages.contents(light: "dune.png"),
        ], binary: ["App/Assets.xcassets/Sky Background.imageset/sky.png": ReportImages.white,
                    "App/Assets.xcassets/Scenes/Dune.imageset/dune.png": ReportImages.white])
        defer { folder.remove() }
        let images = ReportApps.evidence(try ReportApps.report(folder), "background image")
        #expect(images.map(\.verdict) == [.notMet, .notMet], "\(images.map(\.message))")
        #expect(images.first?.message.contains("Sky Background.imageset") == true)
        #expect(images.last?.message.contains("Dune.imageset") == true)
    }

    @Test("UILaunchScreen's UIImageName is judged as a background image is: bright without a Dark image is not met, a Dark image is met, a missing set cannot be told")
    func launchImage() throws {
        let cases: [(contents: String?, files: [String: [UInt8]], verdict: ReportVerdict)] = [
            (ReportImages.contents(light: "splash.png"), ["splash.png": ReportImages.white], .notMet),
            (ReportImages.contents(light: "splash.png", dark: "splash-dark.png"), ["splash.png": ReportImages.white, "splash-dark.png": ReportImages.dark], .met),
            (nil, [:], .cannotTell),
        ]
        for (contents, files, verdict) in cases {
            var text = [
                "App/Info.plist": ReportApps.plist("<key>UILaunchScreen</key>\n<dict><key>UIImageName</key><string>Splash</string></dict>"),
                "App/Assets.xcassets/Contents.json": ReportImages.catalog,
            ]
            if let contents { text["App/Assets.xcassets/Splash.imageset/Contents.json"] = contents }
            var binary: [String: [UInt8]] = [:]
            for (name, bytes) in files { binary["App/Assets.xcassets/Splash.imageset/" + name] = bytes }
            let folder = try ReportApps.write(text, binary: binary)
            defer { folder.remove() }
            let launch = ReportApps.evidence(try ReportApps.report(folder), "launch screen")
            // The dictionary names no color (the system background, met), and its image is judged.
            #expect(launch.map(\.verdict) == [.met, verdict], "\(launch.map(\.message))")
            #expect(launch.last?.message.hasPrefix("App/Info.plist's UILaunchScreen (UIImageName) shows the image") == true, "\(launch.map(\.message))")
            #expect(launch.last?.isAdvisory == false)
            #expect(launch.last?.location == "Info.plist:4")
        }
    }

    @Test("a launch storyboard's image view filling the screen is judged as the launch screen's, not again as a background image")
    func launchStoryboardImage() throws {
        let imageView = """
            <subviews>
                <imageView image="Splash" id="splash">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                </imageView>
            </subviews>
            """
        let folder = try ReportApps.write([
            "App/Info.plist": ReportApps.plist("<key>UILaunchStoryboardName</key>\n<string>LaunchScreen</string>"),
            "App/Base.lproj/LaunchScreen.storyboard": ReportApps.launchStoryboard(background: imageView),
            "App/Assets.xcassets/Contents.json": ReportImages.catalog,
            "App/Assets.xcassets/Splash.imageset/Contents.json": ReportImages.contents(light: "splash.png"),
        ], binary: ["App/Assets.xcassets/Splash.imageset/splash.png": ReportImages.white])
        defer { folder.remove() }
        let report = try ReportApps.report(folder)
        let launch = ReportApps.evidence(report, "launch screen")
        #expect(launch.map(\.verdict) == [.met, .notMet], "\(launch.map(\.message))")
        #expect(launch.last?.location == "LaunchScreen.storyboard:10")
        #expect(launch.last?.message.contains("a bright background in dark") == true)
        #expect(ReportApps.evidence(report, "background image").map(\.isAdvisory) == [true])
        #expect(report.criteria[0].verdict == .notMet)
    }

    @Test("a name no catalog defines is looked for as files in the bundle: each folder's smallest scale, agreeing files judged once, disagreeing ones cannot be told")
    func looseFiles() throws {
        let imageView = """
            <subviews>
                <imageView image="splash-bg.png" id="splash">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                </imageView>
            </subviews>
            """
        let cases: [(second: [UInt8], verdict: ReportVerdict, says: String)] = [
            (ReportImages.white, .notMet, "the image file a/splash-bg.png (outside the asset catalogs, one of 2 files of that name, which agree), which has no Dark"),
            (ReportImages.dark, .cannotTell, "the image file a/splash-bg.png (outside the asset catalogs): 2 files of that name in different folders "
             + "(a/splash-bg.png, b/splash-bg@2x.png) differ in dark"),
        ]
        for (second, verdict, says) in cases {
            let folder = try ReportApps.write([
                "App/Info.plist": ReportApps.plist("<key>UILaunchStoryboardName</key>\n<string>LaunchScreen</string>"),
                "App/LaunchScreen.storyboard": ReportApps.launchStoryboard(background: imageView),
                "App/Paper.swift": "import UIKit\nfunc style(_ view: UIView) {\n    view.backgroundColor = UIColor(patternImage: UIImage(named: \"Paper\")!)\n}\n",
            ], binary: [
                "App/Theming/a/splash-bg.png": ReportImages.white,
                "App/Theming/a/splash-bg@3x.png": ReportImages.dark,
                "App/Theming/b/splash-bg@2x.png": second,
                "App/Resources/Paper@2x.png": ReportImages.dark,
            ])
            defer { folder.remove() }
            let report = try ReportApps.report(folder)
            let launch = ReportApps.evidence(report, "launch screen").filter { $0.message.contains("splash-bg") }
            #expect(launch.map(\.verdict) == [verdict], "\(launch.map(\.message))")
            #expect(launch.first?.message.contains(says) == true, "\(launch.map(\.message))")
            let paper = ReportApps.evidence(report, "background image")
            #expect(paper.map(\.verdict) == [.met], "\(paper.map(\.message))")
            #expect(paper.first?.message.contains("the image file Resources/Paper@2x.png (outside the asset catalogs), which has no Dark appearance but is dark itself") == true)
        }
    }
}
