import Foundation
import NocturneSupport
import Testing
@testable import NocturneProject

/// A small project of our own, in the layout Xcode writes: an app target with sources in groups, a localized storyboard,
/// two catalogs, an Info.plist; a test target; an Xcode 16 synchronized folder; and a file from the SDK.
let samplePBXProject = """
// !$*UTF8*$!
{
	archiveVersion = 1;
	objectVersion = 77;
	objects = {
/* Begin PBXBuildFile section */
		B1 /* ProfileViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* ProfileViewController.swift */; };
		B2 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F2; };
		B3 /* Profile.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = V1; };
		B4 = {isa = PBXBuildFile; fileRef = F4; };
		B5 = {isa = PBXBuildFile; fileRef = F5; };
		B6 = {isa = PBXBuildFile; fileRef = F6; };
/* End PBXBuildFile section */
		F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ProfileViewController.swift; sourceTree = "<group>"; };
		F2 = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
		F3 = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Profile.storyboard; sourceTree = "<group>"; };
		F4 = {isa = PBXFileReference; path = "App Icons.xcassets"; sourceTree = SOURCE_ROOT; };
		F5 = {isa = PBXFileReference; path = ProfileTests.swift; sourceTree = "<group>"; };
		F6 = {isa = PBXFileReference; name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
		V1 = {isa = PBXVariantGroup; children = (F3, ); name = Profile.storyboard; sourceTree = "<group>"; };
		G0 = {isa = PBXGroup; children = (G1, G2, F4, ); sourceTree = "<group>"; };
		G1 = {isa = PBXGroup; children = (G3, F2, V1, ); path = Legacy; sourceTree = "<group>"; };
		G3 = {isa = PBXGroup; children = (F1, ); path = "Screens/Profile"; sourceTree = "<group>"; };
		G2 = {isa = PBXGroup; children = (F5, ); path = LegacyTests; sourceTree = "<group>"; };
		S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Widgets; sourceTree = "<group>"; };
		P1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
		P2 = {isa = PBXResourcesBuildPhase; files = (B2, B3, B4, ); };
		P3 = {isa = PBXSourcesBuildPhase; files = (B5, ); };
		P4 = {isa = PBXFrameworksBuildPhase; files = (B6, ); };
		T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, P2, P4, ); name = Legacy; productType = "com.apple.product-type.application"; };
		T2 = {isa = PBXNativeTarget; buildPhases = (P3, ); name = LegacyTests; productType = "com.apple.product-type.bundle.unit-test"; };
		T3 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S1, ); name = Widgets; productType = "com.apple.product-type.app-extension"; };
		L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
		C1 = {isa = XCBuildConfiguration; buildSettings = { ASSETCATALOG_COMPILER_APPICON_NAME = "Brand Icon"; INFOPLIST_FILE = Legacy/Info.plist; INFOPLIST_KEY_UIUserInterfaceStyle = Light; INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen; SDKROOT = iphoneos; }; name = Debug; };
		C2 = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = Legacy/Info.plist; SDKROOT = iphoneos; }; name = Release; };
		R1 /* Project object */ = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3, ); };
	};
	rootObject = R1 /* Project object */;
}
"""

@Suite("XcodeProjectReader")
struct XcodeProjectReaderTests {
    static let targets: [ProjectTarget] = (try? XcodeProjectReader.targets(bytes: Array(samplePBXProject.utf8), path: "Apps/Legacy.xcodeproj/project.pbxproj")) ?? []

    @Test("deployment targets: a target's lowest across its configurations, the project's where the target sets none")
    func deploymentTargets() throws {
        let text = samplePBXProject
            .replacingOccurrences(of: "SDKROOT = iphoneos; }; name = Debug;", with: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 10.0; }; name = Debug;")
            .replacingOccurrences(of: "SDKROOT = iphoneos; }; name = Release;", with: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 9.3; }; name = Release;")
            .replacingOccurrences(of: "R1 /* Project object */ = {isa = PBXProject;", with: """
                L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
                C0 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 12.0; MACOSX_DEPLOYMENT_TARGET = "$(RECOMMENDED_MACOSX_DEPLOYMENT_TARGET)"; }; name = Debug; };
                R1 = {isa = PBXProject; buildConfigurationList = L0;
                """)
        let targets = try XcodeProjectReader.targets(bytes: Array(text.utf8), path: "Apps/Legacy.xcodeproj/project.pbxproj")
        #expect(targets.map { $0.deploymentTargets["iOS"]?.description } == ["9.3", "12.0", "12.0"])
        #expect(targets.allSatisfy { $0.deploymentTargets["macOS"] == nil }, "a variable is not a version")
        #expect(Self.targets.allSatisfy { $0.deploymentTargets.isEmpty })
        let project = Project(targets: targets)
        #expect(project.deploymentTarget(for: "Apps/Legacy/Screens/Profile/ProfileViewController.swift", platform: "iOS") == OSVersion(9, 3))
        #expect(project.deploymentTarget(for: "Elsewhere/Loose.swift", platform: "iOS") == OSVersion(9, 3), "a file in no target: the lowest of all")
        #expect(project.deploymentTarget(for: "Elsewhere/Loose.swift", platform: "tvOS") == nil)
    }

    @Test("platforms: a target's SDK, or the project's where the target names none; a file's systems are its targets' union")
    func platforms() throws {
        let text = samplePBXProject.replacingOccurrences(of: "R1 /* Project object */ = {isa = PBXProject;", with: """
            L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
            C0 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = appletvos; SUPPORTED_PLATFORMS = "$(AVAILABLE_PLATFORMS)"; }; name = Debug; };
            R1 = {isa = PBXProject; buildConfigurationList = L0;
            """)
        let targets = try XcodeProjectReader.targets(bytes: Array(text.utf8), path: "Apps/Legacy.xcodeproj/project.pbxproj")
        #expect(targets.map(\.platforms) == [["iphoneos"], ["appletvos"], ["appletvos"]], "a variable is not a platform")
        let project = Project(targets: targets)
        #expect(project.availabilityPlatforms(for: "Apps/Legacy/Screens/Profile/ProfileViewController.swift") == ["iOS", "iPadOS", "macCatalyst"])
        #expect(project.availabilityPlatforms(for: "Apps/LegacyTests/ProfileTests.swift") == ["tvOS"])
        #expect(project.availabilityPlatforms(for: "Elsewhere/Loose.swift") == nil, "a file in no target: not known")
        #expect(Project(targets: Self.targets.map { var target = $0; target.platforms = []; return target })
            .availabilityPlatforms(for: "Apps/Legacy/Screens/Profile/ProfileViewController.swift") == nil, "a target that names none: not known")
    }

    @Test("versions compare part by part; a variable or text is no version", arguments: [
        ("13", "13.0", false), ("9.3", "10", true), ("10.15", "10.9", false), ("12.0.1", "12.1", true),
    ])
    func versions(_ lower: String, _ higher: String, _ less: Bool) throws {
        let (first, second) = (try #require(OSVersion(lower)), try #require(OSVersion(higher)))
        #expect((first < second) == less)
        #expect(OSVersion("$(X)") == nil && OSVersion("") == nil && OSVersion("1..2") == nil && OSVersion("v13") == nil)
        #expect(OSVersion(13).description == "13.0" && OSVersion("10.15")?.description == "10.15")
    }

    @Test("each native target, in the project's order, with its kind")
    func targetsAndKinds() {
        #expect(Self.targets.map(\.name) == ["Legacy", "LegacyTests", "Widgets"])
        #expect(Self.targets.map(\.kind) == [.application, .test, .appExtension])
    }

    @Test("INFOPLIST_KEY_ build settings are the keys of a generated Info.plist; the app icon set is named")
    func infoPlistSettings() {
        #expect(Self.targets.first?.infoPlistSettings == ["UIUserInterfaceStyle": "Light", "UILaunchStoryboardName": "LaunchScreen"])
        #expect(Self.targets.first?.appIconName == "Brand Icon")
        #expect(Self.targets.dropFirst().allSatisfy { $0.infoPlistSettings.isEmpty && $0.appIconName == nil })
    }

    @Test("files resolve through the group tree; a variant group gives its localizations; SDK files are left out")
    func files() throws {
        let app = try #require(Self.targets.first)
        #expect(app.files == ["Apps/Legacy/Screens/Profile/ProfileViewController.swift", "Apps/Legacy/Base.lproj/Profile.storyboard"])
        #expect(app.catalogs == ["Apps/Legacy/Assets.xcassets", "Apps/App Icons.xcassets"])
        #expect(app.infoPlist == "Apps/Legacy/Info.plist")
        #expect(app.platforms == ["iphoneos"])
        #expect(Self.targets[1].files == ["Apps/LegacyTests/ProfileTests.swift"])
    }

    @Test("a synchronized folder belongs whole to its target")
    func synchronizedFolder() throws {
        let widgets = try #require(Self.targets.last)
        #expect(widgets.folders == ["Apps/Widgets"])
        #expect(widgets.contains("Apps/Widgets/Clock/ClockView.swift"))
        #expect(!widgets.contains("Apps/WidgetsOld/ClockView.swift"))
    }

    @Test("a file that is not a property list is an error with the offset", arguments: [
        ("{ objects = { A = {isa = PBXGroup; }; }; rootObject = R; }", "no objects or rootObject at offset 0"),
        ("{ objects = { A = {isa = PBXGroup }; }; }", "expected ';' at offset 34"),
        ("{ a = \"unterminated; }", "unterminated string at offset 6"),
        ("( a b )", "expected ',' or ')' at offset 4"),
    ])
    func malformed(text: String, message: String) {
        #expect(throws: PropertyListError.self) { try XcodeProjectReader.targets(bytes: Array(text.utf8), path: "x/A.xcodeproj/project.pbxproj") }
        do {
            _ = try XcodeProjectReader.targets(bytes: Array(text.utf8), path: "x/A.xcodeproj/project.pbxproj")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("nesting deeper than the limit is an error, not a crash")
    func deepNesting() {
        let text = String(repeating: "(", count: 100_000)
        #expect(throws: PropertyListError(message: "nesting deeper than 256", offset: 256)) { try PropertyListText.parse(Array(text.utf8)) }
    }

    @Test("paths normalize . and .. segments", arguments: [("a/./b/../c", "a/c"), ("./App/x.swift", "App/x.swift"), ("../up/x", "../up/x"), ("/abs/./x", "/abs/x")])
    func normalized(path: String, expected: String) {
        #expect(XcodeProjectReader.normalized(path) == expected)
    }
}
