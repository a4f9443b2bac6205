import NocturneFormats
import NocturneTestSupport
import Testing
@testable import NocturneLint

/// `nocturne lint` on the real apps in ../shared/reference/real-inputs/swift: findings and non-findings the evaluation checked by hand.
@Suite(.requiresReference("real-inputs/swift"))
struct RealAppLintTests {
    /// Each app linted once, findings keyed `app-relative path:line:rule`.
    static let reports: [String: (report: LintReport, keys: Set<String>)] = {
        guard let root = ReferenceFolder.url("real-inputs/swift")?.path else { return [:] }
        var result: [String: (LintReport, Set<String>)] = [:]
        for app in ["CodeEdit", "NetNewsWire", "duckduckgo-iOS", "enchanted"] {
            guard let report = try? Linter().lint(paths: [root + "/" + app]) else { continue }
            let prefix = root + "/"
            let keys = Set(report.findings.map { String($0.file.dropFirst(prefix.count)) + ":\($0.line):\($0.rule.id)" })
            result[app] = (report, keys)
        }
        return result
    }()

    static func lines(_ app: String) -> Set<String> {
        Set((reports[app]?.keys ?? []).map { $0.split(separator: ":").prefix(2).joined(separator: ":") })
    }

    @Test(arguments: [
        "enchanted/Enchanted/UI/Shared/Chat/Components/ChatMessages/MarkdownColours.swift:36:constant-color",
        "enchanted/Enchanted/UI/Shared/Chat/Components/Header.swift:20:fixed-black-white",
        "CodeEdit/CodeEdit/Features/UtilityArea/OutputUtility/Model/UtilityAreaLogLevel.swift:32:constant-color",
        "CodeEdit/CodeEdit/Features/NavigatorArea/OutlineView/FileSystemTableViewCell.swift:153:constant-color",
        "NetNewsWire/iOS/Settings/SettingsViewController.swift:146:non-adapting-system-color",
        "NetNewsWire/iOS/Add/AddFeedSelectFolderTableViewCell.xib:31:ib-custom-color",
        "duckduckgo-iOS/DuckDuckGo/VoiceSearchFeedbackView.swift:151:constant-color",
        "duckduckgo-iOS/Core/UIColorExtension.swift:85:constant-color",
        "duckduckgo-iOS/DuckDuckGo/Base.lproj/Settings.storyboard:646:ib-custom-color",
        "duckduckgo-iOS/LocalPackages/AIChat/Sources/AIChat/AIChatWebViewController.swift:59:non-adapting-system-color",
    ])
    func realFindings(key: String) throws {
        let app = String(key.prefix { $0 != "/" })
        #expect(Self.reports[app]?.keys.contains(key) == true)
    }

    /// Hard-coded-looking colors that the issue says are not findings, each for its reason.
    @Test(arguments: [
        "NetNewsWire/Mac/Preferences/PreferencesControlsBackgroundView.swift:15",  // a dark-mode value chosen by isDarkMode
        "NetNewsWire/Mac/MainWindow/Timeline/Cell/UnreadIndicatorView.swift:38",  // white on the selection
        "NetNewsWire/Mac/Dinosaurs/Base.lproj/DinosaursWindow.xib:228",  // alpha 0
        "enchanted/Enchanted/UI/Shared/Chat/Components/ChatMessages/MarkdownColours.swift:13",  // light:/dark: helper
        "enchanted/Enchanted/UI/Shared/Chat/Components/UnreachableAPIView.swift:32",  // white on a black button
        "CodeEdit/CodeEdit/Features/SplitView/Model/CodeEditDividerStyle.swift:28",  // inside NSColor(name:) { appearance in }
        "CodeEdit/CodeEdit/Features/Settings/Views/FontWeightPicker.swift:23",  // NSFont.Weight.black
        "CodeEdit/CodeEdit/Features/CodeEditUI/Views/FeatureIcon.swift:77",  // a shadow
        "duckduckgo-iOS/Core/UIColorExtension.swift:49",  // used only as lightColor:
        "duckduckgo-iOS/DuckDuckGo/TabViewCell.swift:82",  // shadowColor
        "duckduckgo-iOS/DuckDuckGo/JSAlertController.storyboard:22",  // translucent black scrim
        "duckduckgo-iOS/DuckDuckGo/Subscription/Feedback/UnifiedFeedbackRootView.swift:239",  // colorScheme ternary
        "duckduckgo-iOS/DuckDuckGo/DuckPlayer/DuckPlayerView.swift:116",  // media view
        "duckduckgo-iOS/DuckDuckGoTests/UIColorExtensionTests.swift:27",  // tests are skipped
    ])
    func realNonFindings(location: String) {
        let app = String(location.prefix { $0 != "/" })
        #expect(Self.reports[app] != nil)
        #expect(!Self.lines(app).contains(location))
    }

    @Test func everyAppHasFindingsOnlyFromKnownRules() {
        for (_, entry) in Self.reports {
            #expect(!entry.report.findings.isEmpty)
            #expect(entry.report.findings.allSatisfy { LintRule.named($0.rule.id) != nil })
        }
    }

    /// The SARIF of the largest app validates against the published schema.
    @Test(.enabled(if: SARIFSchema.pythonAvailable, "needs python3 with jsonschema (pip install jsonschema; .ci/run installs it)"),
          .requiresReference("sarif/sarif-schema-2.1.0.json"))
    func realSARIFValidates() throws {
        let report = try #require(Self.reports["duckduckgo-iOS"]?.report)
        let result = try SARIFSchema.validate(LintOutput.sarif(report).serialized(style: .pretty))
        #expect(result.status == 0, "\(result.output)")
    }
}
