import NocturneProject
import NocturneSupport

/// `interface-style-opt-out`: an app target that never shows dark: `UIUserInterfaceStyle` = `Light` in its Info.plist or
/// its `INFOPLIST_KEY_UIUserInterfaceStyle` build setting, or `NSRequiresAquaSystemAppearance` on the Mac.
///
/// One note per target, at the line that says it (a build setting's first line in `project.pbxproj`): until it goes,
/// every other dark-mode finding is moot, and the app cannot claim Apple's Dark Interface label. Read by
/// ``/NocturneProject/TargetAppearance``, the reader `nocturne report` shares.
enum InterfaceStyleOptOutRule: LintRuleDefinition {
    static let rule = LintRule(
        id: "interface-style-opt-out",
        defaultSeverity: .note,
        summary: "The app opts out of dark mode (UIUserInterfaceStyle = Light, or NSRequiresAquaSystemAppearance): it never shows dark.",
        fix: "Remove the key (or set UIUserInterfaceStyle to Automatic) once the app's colors adapt; until then every dark-mode finding is moot.",
        triggeringExamples: [
            LintExample(files: ["App/Info.plist": plist("<key>UIUserInterfaceStyle</key>\n<string>Light</string>")]),
            LintExample(files: ["Mac/Info.plist": plist("<key>NSRequiresAquaSystemAppearance</key>\n<true/>")]),
        ],
        nonTriggeringExamples: [
            LintExample(files: ["App/Info.plist": plist("<key>UIUserInterfaceStyle</key>\n<string>Automatic</string>")]),
            LintExample(files: ["App/Info.plist": plist("<key>UIUserInterfaceStyle</key>\n<string>Dark</string>")]),
            LintExample(files: ["AppTests/Info.plist": plist("<key>UIUserInterfaceStyle</key>\n<string>Light</string>")]),
        ])

    /// An Info.plist around some keys, in the XML form Xcode writes.
    static func plist(_ keys: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(keys)\n</dict>\n</plist>\n"
    }

    /// One note per target that opts out.
    ///
    /// - Parameter appearances: What the app's targets say (``/NocturneProject/Project/appAppearances()``).
    static func findings(_ appearances: [TargetAppearance]) -> [LintFinding] {
        appearances.compactMap { appearance in
            guard let optOut = appearance.optOut else { return nil }
            let line = optOut.line ?? lineOf(optOut.key, in: optOut.file)
            return LintFinding(file: optOut.file, line: line, column: 1, rule: rule,
                               message: "\(appearance.target): \(optOut.key) = \(optOut.value): the app never shows dark",
                               snippet: "\(optOut.key) = \(optOut.value)")
        }
    }

    /// The 1-based line where `key` first occurs in a file, or 1.
    static func lineOf(_ key: String, in file: String) -> Int {
        guard let bytes = try? FileSystem.readRegularFile(file) else { return 1 }
        let needle = Array(key.utf8)
        var line = 1
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == 0x0A { line += 1 }
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) { return line }
            index += 1
        }
        return 1
    }
}
