import Foundation
import NocturneSupport
import NocturneTestSupport
import Testing
@testable import NocturneProject

/// An Info.plist of our own in the XML form Xcode writes: an opt-out, a launch screen dictionary, entities, a comment.
let sampleInfoPlist = """
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>CFBundleName</key>
\t<string>Trips &amp; Tours &#x2708;</string>
\t<!-- a comment with <key>Fake</key> inside -->
\t<key>UIUserInterfaceStyle</key>
\t<string>Light</string>
\t<key>UIRequiresFullScreen</key>
\t<true/>
\t<key>LSMinimumSystemVersion</key>
\t<integer>15</integer>
\t<key>UILaunchScreen</key>
\t<dict>
\t\t<key>UIColorName</key>
\t\t<string>LaunchBackground</string>
\t\t<key>UIImageName</key>
\t\t<string/>
\t</dict>
\t<key>UISupportedInterfaceOrientations</key>
\t<array>
\t\t<string>UIInterfaceOrientationPortrait</string>
\t</array>
</dict>
</plist>
"""

@Suite("InfoPlist")
struct InfoPlistTests {
    @Test("the XML form: each top-level key with its value and line; entities decoded; booleans and numbers as text")
    func xml() throws {
        let plist = try InfoPlist.parse(Array(sampleInfoPlist.utf8))
        #expect(plist.values["CFBundleName"]?.string == "Trips & Tours ✈")
        #expect(plist.values["UIUserInterfaceStyle"]?.string == "Light")
        #expect(plist.lines["UIUserInterfaceStyle"] == 8)
        #expect(plist.values["UIRequiresFullScreen"]?.string == "true")
        #expect(plist.values["LSMinimumSystemVersion"]?.string == "15")
        #expect(plist.values["UILaunchScreen"]?["UIColorName"]?.string == "LaunchBackground")
        #expect(plist.values["UILaunchScreen"]?["UIImageName"]?.string == "")
        #expect(plist.values["UISupportedInterfaceOrientations"]?.array?.count == 1)
        #expect(plist.values["Fake"] == nil)
        #expect(plist.lines["UILaunchScreen"] == 14)
    }

    @Test("the old-style text form reads too")
    func openStep() throws {
        let plist = try InfoPlist.parse(Array(#"{ UIUserInterfaceStyle = Dark; CFBundleName = "A b"; }"#.utf8))
        #expect(plist.values["UIUserInterfaceStyle"]?.string == "Dark")
    }

    @Test("what cannot be read is an error that says why", arguments: [
        ("bplist00\u{0}\u{1}", "a binary property list (convert it with plutil -convert xml1 to read it) at offset 0"),
        ("<plist><dict><key>A</key><string>x</dict></plist>", "expected </string> at offset 41"),
        ("<plist><dict><key>A</key>", "expected a value for 'A' at offset 25"),
        ("<plist><array/></plist>", "expected <dict>, found <array> at offset 7"),
        ("<plist><dict><string>x</string></dict></plist>", "expected <key>, found <string> at offset 13"),
        ("<plist><dict><key>A</key><string>x</string>", "expected </dict>, found the end at offset 43"),
        ("<!-- never closed", "unterminated comment at offset 0"),
        ("", "no <dict> at the root at offset 0"),
    ])
    func malformed(text: String, message: String) {
        #expect(throws: PropertyListError.self) { try InfoPlist.parse(Array(text.utf8)) }
        do { _ = try InfoPlist.parse(Array(text.utf8)) } catch { #expect(error.description == message) }
    }

    @Test("nesting 100,000 deep is an error, not a stack overflow")
    func deepNesting() {
        let text = "<plist><dict><key>A</key>" + String(repeating: "<array>", count: 100_000)
        #expect(throws: PropertyListError.self) { try InfoPlist.parse(Array(text.utf8)) }
    }

    @Test("every truncation of the sample before its root dict closes is an error, never a trap")
    func truncations() {
        let bytes = Array(sampleInfoPlist.utf8)
        let closes = sampleInfoPlist.utf8.count - "</dict>\n</plist>".utf8.count
        for cut in 0..<closes { #expect(throws: PropertyListError.self) { try InfoPlist.parse(Array(bytes[0..<cut])) } }
        #expect((try? InfoPlist.parse(bytes))?.values.count == 6)
    }
}

@Suite("TargetAppearance")
struct TargetAppearanceTests {
    @Test("a target's Info.plist wins over its build settings; Light is an opt-out, with where it is written")
    func plistAndSettings() throws {
        let folder = try TemporaryFolder(["App/Info.plist": sampleInfoPlist])
        defer { folder.remove() }
        var target = ProjectTarget(name: "Trips", kind: .application, declaredIn: folder.path("App.xcodeproj/project.pbxproj"))
        target.infoPlist = folder.path("App/Info.plist")
        target.infoPlistSettings = ["UIUserInterfaceStyle": "Automatic", "UILaunchStoryboardName": "Launch"]
        let appearance = TargetAppearance.read(target)
        #expect(appearance.interfaceStyle?.value == "Light")
        #expect(appearance.optsOutOfDark)
        #expect(appearance.optOut?.description == "Info.plist:8")
        #expect(appearance.launchStoryboard?.description == "INFOPLIST_KEY_UILaunchStoryboardName in project.pbxproj")
        #expect(appearance.launchColorName?.value == "LaunchBackground")
        #expect(appearance.hasLaunchScreenDictionary)
        #expect(appearance.problem == nil)
    }

    @Test("build settings alone: INFOPLIST_KEY_UIUserInterfaceStyle = Light opts out; Automatic and Dark do not", arguments: [
        ("Light", true), ("Automatic", false), ("Dark", false),
    ])
    func settingsAlone(style: String, optsOut: Bool) {
        var target = ProjectTarget(name: "Trips", kind: .application, declaredIn: "App.xcodeproj/project.pbxproj")
        target.infoPlistSettings = ["UIUserInterfaceStyle": style]
        #expect(TargetAppearance.read(target).optsOutOfDark == optsOut)
    }

    @Test("NSRequiresAquaSystemAppearance true keeps a Mac app light")
    func aqua() throws {
        let text = "<plist><dict><key>NSRequiresAquaSystemAppearance</key><true/></dict></plist>"
        let folder = try TemporaryFolder(["Info.plist": text])
        defer { folder.remove() }
        let appearance = TargetAppearance.read(infoPlist: folder.path("Info.plist"))
        #expect(appearance.optsOutOfDark)
        #expect(appearance.optOut?.key == "NSRequiresAquaSystemAppearance")
    }

    @Test("a missing or malformed Info.plist is a problem that says why, never an opt-out")
    func unreadable() throws {
        let folder = try TemporaryFolder(["Bad.plist": "<plist><dict><key>A</key>"])
        defer { folder.remove() }
        let missing = TargetAppearance.read(infoPlist: folder.path("Missing.plist"))
        #expect(missing.problem?.contains("cannot open the file") == true)
        #expect(!missing.optsOutOfDark)
        let bad = TargetAppearance.read(infoPlist: folder.path("Bad.plist"))
        #expect(bad.problem?.hasSuffix("expected a value for 'A' at offset 25") == true)
    }
}
