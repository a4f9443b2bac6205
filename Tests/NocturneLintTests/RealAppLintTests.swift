import Foundation
import NocturneFormats
import NocturneTestSupport
import Testing
@testable import NocturneLint

/// `nocturne lint` on the real apps in ../shared/reference/real-inputs/swift: findings and non-findings the evaluation checked by hand.
@Suite(.requiresRealApps("real-inputs/swift"))
struct RealAppLintTests {
    /// Each app linted once, findings keyed `app-relative path:line:rule`.
    static let reports: [String: (report: LintReport, keys: Set<String>)] = {
        guard let root = ReferenceFolder.url("real-inputs/swift")?.path else { return [:] }
        var result: [String: (LintReport, Set<String>)] = [:]
        for app in RealAppLintTests.apps {
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
        "enchanted/Enchanted/UI/Shared/Chat/Components/Header.swift:20:fixed-black-white",
        "CodeEdit/CodeEdit/Features/UtilityArea/OutputUtility/Model/UtilityAreaLogLevel.swift:32:constant-color",
        "CodeEdit/CodeEdit/Features/NavigatorArea/OutlineView/FileSystemTableViewCell.swift:153:constant-color",
        "NetNewsWire/iOS/Add/AddFeedSelectFolderTableViewCell.xib:31:ib-custom-color",
        "duckduckgo-iOS/DuckDuckGo/VoiceSearchFeedbackView.swift:151:constant-color",
        "duckduckgo-iOS/DuckDuckGo/Base.lproj/Settings.storyboard:646:ib-custom-color",
    ])
    func realFindings(key: String) throws {
        let app = String(key.prefix { $0 != "/" })
        #expect(Self.reports[app]?.keys.contains(key) == true)
    }

    /// Hard-coded-looking colors that the issue says are not findings, each for its reason.
    @Test(arguments: [
        "NetNewsWire/Mac/Preferences/PreferencesControlsBackgroundView.swift:15",  // a dark-mode value chosen by isDarkMode
        "NetNewsWire/iOS/Settings/SettingsViewController.swift:146",  // gray build text: 5.3:1 on the dark page, better than light's 3.9:1
        "duckduckgo-iOS/LocalPackages/AIChat/Sources/AIChat/AIChatWebViewController.swift:59",  // a black screen holding the web view, black in both modes
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

    static let apps = ["CodeEdit", "NetNewsWire", "duckduckgo-iOS", "enchanted"]

    /// Every app was read and has findings, and each finding points at its snippet: the text at its line and UTF-8
    /// column in the file starts with the snippet's first line (a wrong line, column or file would not).
    @Test(arguments: apps)
    func everyFindingPointsAtItsSnippet(app: String) throws {
        let report = try #require(Self.reports[app]?.report, "\(app) was not read")
        #expect(!report.findings.isEmpty)
        var sources: [String: [Substring]] = [:]
        for finding in report.findings where !finding.snippet.isEmpty {
            if sources[finding.file] == nil {
                sources[finding.file] = try String(contentsOfFile: finding.file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            }
            let lines = try #require(sources[finding.file])
            try #require(finding.line >= 1 && finding.line <= lines.count, "\(finding.file):\(finding.line) is past the end")
            let text = Substring(lines[finding.line - 1].utf8.dropFirst(finding.column - 1))
            let snippet = finding.snippet.prefix { $0 != "\n" }
            #expect(text.hasPrefix(snippet), "\(finding.file):\(finding.line):\(finding.column) [\(finding.rule.id)] reads '\(text.prefix(40))', not '\(snippet)'")
        }
    }

    /// The SARIF of the largest app validates against the published schema.
    @Test(.enabled(if: SARIFSchema.pythonAvailable, "needs python3 with jsonschema (pip install jsonschema; .ci/run installs it)"),
          .requiresReference("sarif/sarif-schema-2.1.0.json"))
    func realSARIFValidates() throws {
        let report = try #require(Self.reports["duckduckgo-iOS"]?.report)
        let result = try SARIFSchema.validate(LintOutput.sarif(report, toolVersion: "0.0.0-test").serialized(style: .pretty))
        #expect(result.status == 0, "\(result.output)")
    }
}
