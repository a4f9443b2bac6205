import NocturneFormats
import NocturneSupport

/// What to lint and how: rules switched off or given other severities, paths excluded, tests and previews included or not.
///
/// Read from `.nocturne.json` at the root of the scanned tree, or from the file `--config` names:
///
/// ```json
/// {
///   "rules": {"constant-color": "error", "named-color-no-high-contrast": "off"},
///   "exclude": ["Generated/", "**/*.generated.swift"],
///   "includeTests": false,
///   "includePreviews": false,
///   "includeWatch": false,
///   "gitignore": true,
///   "followLinks": false
/// }
/// ```
public struct LintConfiguration: Sendable, Hashable {
    /// Severities that differ from the rules' defaults; `nil` turns a rule off.
    public var severities: [String: LintSeverity?]
    /// `.gitignore`-style patterns of paths to skip, besides `.build`, `Pods`, `Carthage`, `DerivedData` and `.git`.
    ///
    /// They are matched like a `.gitignore` at the root of each folder linted, and win over the `.gitignore`
    /// files: a `!pattern` here lints what a `.gitignore` leaves out.
    public var excludes: [String]
    /// Whether `.gitignore` files are honoured: each one's rules skip paths below its folder, as git skips them.
    public var readsGitignore: Bool
    /// Whether test files (under a `…Tests` folder, or named `…Tests.swift`) are linted.
    public var includeTests: Bool
    /// Whether SwiftUI previews (`#Preview`, `PreviewProvider`) are linted.
    public var includePreviews: Bool
    /// Whether watchOS-only code (`#if os(watchOS)`, folders named `…Watch…`) is linted; watchOS is always dark.
    public var includeWatch: Bool
    /// Whether symbolic links to folders and files outside the paths given are followed (`--follow-links`).
    ///
    /// Links whose target is inside one of the paths given are always followed; loops end either way.
    public var followsLinks = false

    /// The folders never walked into.
    public static let alwaysExcluded: Set<String> = [".build", "Pods", "Carthage", "DerivedData", ".git", ".swiftpm", "node_modules"]

    /// Creates a configuration; the defaults lint app code only, with every rule at its default severity.
    public init(severities: [String: LintSeverity?] = [:], excludes: [String] = [], includeTests: Bool = false,
                includePreviews: Bool = false, includeWatch: Bool = false, readsGitignore: Bool = true) {
        self.severities = severities
        self.excludes = excludes
        self.includeTests = includeTests
        self.includePreviews = includePreviews
        self.includeWatch = includeWatch
        self.readsGitignore = readsGitignore
    }

    /// The severity of a rule, or `nil` when it is off.
    public func severity(of rule: LintRule) -> LintSeverity? {
        if let configured = severities[rule.id] { return configured }
        return rule.defaultSeverity
    }

    /// Reads a configuration file.
    ///
    /// - Parameter text: The file's contents.
    /// - Parameter file: The file's path, for errors.
    /// - Throws: ``LintError`` naming the key that is wrong: an unknown rule, a severity other than
    ///   `error`, `warning`, `note` or `off`, a value of the wrong type, or a key it does not know.
    public static func parse(_ text: String, file: String) throws(LintError) -> LintConfiguration {
        let value: JSONValue
        do { value = try JSONParser().parse(text) } catch {
            throw LintError(file: file, line: error.line, column: error.column, message: "not valid JSON: \(error.message)")
        }
        do { return try parse(value) } catch {
            // Only a wrong file pays for the second pass that places the key.
            let place = error.path.isEmpty ? nil : JSONLocator(bytes: Array(text.utf8), allowsJSON5: false).position(of: error.path)
            throw LintError(file: file, line: place?.line, column: place?.column, message: error.message)
        }
    }

    /// A problem with a member of the configuration, with the member's path for the error's line.
    private struct KeyedProblem: Error {
        var path: [JSONPathComponent]
        var message: String
    }

    private static func parse(_ value: JSONValue) throws(KeyedProblem) -> LintConfiguration {
        guard let members = value.members else { throw KeyedProblem(path: [], message: "expected a JSON object at the top level") }
        var configuration = LintConfiguration()
        for member in members {
            switch member.key {
            case "rules":
                guard let rules = member.value.members else { throw KeyedProblem(path: [.key("rules")], message: "'rules' must be an object of rule identifiers to severities") }
                for rule in rules {
                    guard LintRule.named(rule.key) != nil else {
                        throw KeyedProblem(path: [.key("rules"), .key(rule.key)], message: "unknown rule '\(rule.key)' in 'rules'; rules are \(LintRule.all.map(\.id).joined(separator: ", "))")
                    }
                    switch rule.value.stringValue {
                    case "off"?: configuration.severities[rule.key] = .some(nil)
                    case let name? where LintSeverity(rawValue: name) != nil: configuration.severities[rule.key] = LintSeverity(rawValue: name)
                    default:
                        throw KeyedProblem(path: [.key("rules"), .key(rule.key)], message: "the severity of '\(rule.key)' must be \"error\", \"warning\", \"note\" or \"off\"")
                    }
                }
            case "exclude":
                guard let patterns = member.value.elements?.compactMap(\.stringValue), patterns.count == member.value.elements?.count else {
                    throw KeyedProblem(path: [.key("exclude")], message: "'exclude' must be an array of strings")
                }
                configuration.excludes = patterns
            case "includeTests", "includePreviews", "includeWatch", "gitignore", "followLinks":
                guard let flag = member.value.boolValue else { throw KeyedProblem(path: [.key(member.key)], message: "'\(member.key)' must be true or false") }
                switch member.key {
                case "includeTests": configuration.includeTests = flag
                case "includePreviews": configuration.includePreviews = flag
                case "gitignore": configuration.readsGitignore = flag
                case "followLinks": configuration.followsLinks = flag
                default: configuration.includeWatch = flag
                }
            case "theme", "$schema":
                break // the theme file, read by nocturne theme --config; the schema editors check the file against
            default:
                throw KeyedProblem(path: [.key(member.key)],
                                message: "unknown key '\(member.key)'; expected rules, exclude, includeTests, includePreviews, includeWatch, gitignore, followLinks, theme or $schema")
            }
        }
        return configuration
    }
}
