import Foundation
import NocturneSupport
import NocturneTestSupport
import Testing
@testable import nocturne

/// #38 items 18 and 22–24: a linked catalog, UTF-16 files, a storyboard with a byte-order mark, `<color` and then a line break.
@Suite("hostile inputs, round three: catalogs and encodings")
struct HostileInputsRoundThreeTests {
    static let info = #"{ "info" : { "author" : "xcode", "version" : 1 } }"#
    static let cell = "import UIKit\nfunc f(_ l: UILabel) { l.textColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1) }\n"

    /// A storyboard with one label whose text color element starts with `opening` (`<color `, `<color\n\t`).
    static func storyboard(_ opening: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <label opaque="NO" text="Hi" id="lx-aa-bbb">
                                        <rect key="frame" x="0" y="0" width="10" height="1"/>
                                        \(opening)key="textColor" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    /// Every file below the tree, with its bytes.
    static func snapshot(_ tree: TemporaryFolder) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: tree.files().map { ($0, FileManager.default.contents(atPath: tree.path($0)) ?? Data()) })
    }

    @Test("a catalog that is a symbolic link is refused by name, never written through, and no second catalog is made beside it")
    func linkedCatalog() throws {
        let tree = try TemporaryFolder(["Shared/Real.xcassets/Contents.json": Self.info, "App/Cell.swift": Self.cell])
        defer { tree.remove() }
        try FileManager.default.createSymbolicLink(atPath: tree.path("App/Assets.xcassets"), withDestinationPath: "../Shared/Real.xcassets")
        let before = Self.snapshot(tree)
        let fix = Tool.run(["fix", tree.path("App")])
        #expect(fix.standardError.contains("Note: \(tree.path("App/Assets.xcassets")) is a symbolic link")
            && fix.standardError.contains("never writes through a link"), "\(fix.standardError)")
        #expect(Self.snapshot(tree) == before)
        let named = Tool.run(["fix", tree.path("App"), "--catalog", tree.path("App/Assets.xcassets")])
        #expect(named.status == .couldNotRun && named.standardError.contains("Assets.xcassets: is a symbolic link to ")
            && !named.standardError.contains("is a file"), "\(named.standardError)")
        #expect(Self.snapshot(tree) == before)
        let merge = Tool.run(["theme", "--into", tree.path("App/Assets.xcassets")])
        #expect(merge.status == .failure && merge.standardError.contains("is a symbolic link"), "\(merge.standardError)")
        #expect(Self.snapshot(tree) == before)
        // The folder itself is used.
        let real = Tool.run(["fix", tree.path("App"), "--catalog", tree.path("Shared/Real.xcassets")])
        #expect(real.status == .success, "\(real.standardError)")
        #expect(FileManager.default.fileExists(atPath: tree.path("Shared/Real.xcassets/Theme/ContentBlue.colorset/Contents.json")))
        #expect(!tree.files().contains { $0.hasPrefix("App/") && $0.contains(".xcassets/") && !$0.hasPrefix("App/Assets.xcassets") })
    }

    @Test("lint says the same in every run: a surface under many colors names the same pair each time (each process orders dictionaries its own way)",
          .enabled(if: BuildFolder.executable("nocturne") != nil, "needs the built nocturne binary (BuildFolder)"))
    func sameOutputEveryRun() throws {
        // One title's white background, set once; its gray text set in eight other methods: every pair names that background.
        var source = "import UIKit\nfinal class Card: UIView {\n    let title = UILabel()\n    func setUp() {\n        title.backgroundColor = UIColor.white\n    }\n"
        for index in 0..<8 {
            source += "    func state\(index)() {\n        title.textColor = UIColor(white: \(0.55 + Double(index) * 0.05), alpha: 1)\n    }\n"
        }
        let tree = try TemporaryFolder(["App/Screens.swift": source + "}\n"])
        defer { tree.remove() }
        // Separate processes: each seeds its hashing anew, so an order taken from a dictionary shows as a different output.
        let outputs = Set(try (0..<6).map { _ in try ThemeFileCommandTests.runBinary(["lint", tree.path("App"), "--json"], in: tree.root).output })
        #expect(outputs.count == 1, "\(outputs)")
        #expect(outputs.first?.isEmpty == false)
    }

    @Test("UTF-16 Swift files and storyboards are read by lint, and fix leaves their sites naming the encoding, the bytes untouched",
          arguments: [String.Encoding.utf16, .utf16LittleEndian, .utf16BigEndian])
    func utf16Files(_ encoding: String.Encoding) throws {
        let tree = try TemporaryFolder(["App/Assets.xcassets/Contents.json": Self.info])
        defer { tree.remove() }
        try #require(Self.cell.data(using: encoding)).write(to: URL(fileURLWithPath: tree.path("App/Cell.swift")))
        try #require(Self.storyboard("<color ").data(using: encoding)).write(to: URL(fileURLWithPath: tree.path("App/Main.storyboard")))
        let lint = Tool.run(["lint", tree.path("App")])
        #expect(lint.standardOutput.contains("Cell.swift:2:38: warning: ") && lint.standardOutput.contains("[constant-color]"), "\(lint.standardOutput)")
        #expect(lint.standardOutput.contains("Main.storyboard:12:") && lint.standardOutput.contains("[ib-custom-color]"), "\(lint.standardOutput)")
        let before = Self.snapshot(tree)
        let fix = Tool.run(["fix", tree.path("App")])
        for file in ["Cell.swift:2:38: constant-color", "Main.storyboard:12:"] {
            #expect(fix.standardOutput.split(separator: "\n").contains {
                $0.contains(file) && $0.contains("left: the file is UTF-16")
            }, "\(fix.standardOutput)")
        }
        #expect(Self.snapshot(tree) == before)
    }

    @Test("a storyboard with a UTF-8 byte-order mark, and a <color followed by a line break or a tab, are fixed like any other",
          arguments: [("\u{FEFF}", "<color "), ("", "<color\n\t"), ("", "<color\t"), ("\u{FEFF}", "<color\r\n")])
    func storyboardsOfEveryShape(mark: String, opening: String) throws {
        let tree = try TemporaryFolder(["App/Assets.xcassets/Contents.json": Self.info, "App/Main.storyboard": mark + Self.storyboard(opening)])
        defer { tree.remove() }
        let lint = Tool.run(["lint", tree.path("App")])
        #expect(lint.standardOutput.contains("Main.storyboard:12:") && lint.standardOutput.contains("[ib-custom-color]"), "\(lint.standardOutput)")
        let fix = Tool.run(["fix", tree.path("App")])
        #expect(fix.status == .success, "\(fix.standardError)")
        let text = try #require(tree.read("App/Main.storyboard"))
        #expect(text.hasPrefix(mark + "<?xml"))
        #expect(text.contains("<color key=\"textColor\" name=\"ContentBlue\"/>") && text.contains("<namedColor name=\"ContentBlue\">"), "\(text)")
        #expect(Tool.run(["fix", tree.path("App")]).standardError.contains("Fixed 0 of 0 findings"))
    }

    @Test("lint, fix, audit and pairs tell findings (1) from could not run (2), and their help says so; usage errors stay 64",
          arguments: ["lint", "fix", "audit", "pairs"])
    func exitStatuses(_ command: String) throws {
        let tree = try TemporaryFolder(["App/Card.swift": "import SwiftUI\nlet c = Color(\"NoSuchColor\")\n", "App/Assets.xcassets/Contents.json": Self.info,
                                        "App/Assets.xcassets/AppIcon.appiconset/Contents.json": #"{ "images" : [], "info" : { "author" : "xcode", "version" : 1 } }"#])
        defer { tree.remove() }
        #expect(Tool.run([command, tree.path("nowhere")]).status == .couldNotRun)
        #expect(ExitStatus.couldNotRun.rawValue == 2 && ExitStatus.failure.rawValue == 1)
        #expect(Tool.run([command, "--no-such-option"]).status == .usage)
        let help = Tool.run([command, "--help"]).standardOutput.replacingOccurrences(of: "\n", with: " ")
            .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        #expect(help.contains("2 when"), "\(help)")
        // Findings are 1 (audit and pairs read no Swift here: lint and fix only).
        if command == "lint" || command == "fix" { #expect(Tool.run([command, tree.path("App")]).status == .failure) }
    }
}
