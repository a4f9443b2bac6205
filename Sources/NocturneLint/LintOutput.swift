import NocturneFormats
import NocturneSupport

/// The four ways `nocturne lint` prints findings: compiler-style text, JSON Lines, GitHub workflow commands and SARIF 2.1.0.
public enum LintOutput {
    /// The output formats.
    public enum Format: String, Sendable, CaseIterable {
        /// `path:line:column: warning: message [rule]`, as compilers print, so editors jump to it.
        case text
        /// One JSON object per finding.
        case json
        /// GitHub Actions workflow commands (`::warning file=…,line=…::…`), shown as annotations on the pull request.
        case github
        /// One SARIF 2.1.0 log for code-scanning upload.
        case sarif
        /// ``text`` for build tools (Xcode, SwiftPM plugins): a problem with the input, such as a malformed
        /// `.nocturne.json`, is a diagnostic too, `file:line:column: error: message`, so the build shows it at its line.
        case xcode
    }

    /// `file:line:column: error: message` for a problem with the linter's input, as ``Format/xcode`` prints it.
    public static func diagnostic(_ error: LintError) -> String {
        "\(error.file.isEmpty ? "nocturne" : error.place): error: \(error.message)"
    }

    /// `path:line:column: warning: message [rule]`.
    ///
    /// What comes from the files read (the path, the message quoting a comment or a color name) is written with
    /// ``escaped(_:)``: an escape sequence cannot reach the terminal, and a newline in a file name cannot forge a line.
    public static func text(_ finding: LintFinding) -> String {
        "\(escaped(finding.file)):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(escaped(finding.message)) [\(finding.rule.id)]"
    }

    /// Text with its control characters written as Swift escapes (`ESC` as `\u{1B}`, a newline as `\u{A}`), as text output shows them.
    ///
    /// Also C1 controls and the bidirectional overrides; a byte of a file name that is not UTF-8 is written `\x{E9}`.
    public static func escaped(_ text: String) -> String { text.escapingControlCharacters() }

    /// The finding as a JSON object: file, line, column, rule, severity, message, fix, snippet.
    package static func json(_ finding: LintFinding) -> JSONValue {
        .object([
            JSONMember("file", .string(finding.file)), JSONMember("line", .number(String(finding.line))),
            JSONMember("column", .number(String(finding.column))), JSONMember("rule", .string(finding.rule.id)),
            JSONMember("severity", .string(finding.severity.rawValue)), JSONMember("message", .string(finding.message)),
            JSONMember("fix", .string(finding.fix)), JSONMember("snippet", .string(finding.snippet)),
        ])
    }

    /// A rule as a JSON object: id, severity (as configured; `null` when it is off), defaultSeverity, summary, fix.
    package static func json(_ rule: LintRule, severity: LintSeverity?) -> JSONValue {
        .object([
            JSONMember("id", .string(rule.id)), JSONMember("severity", severity.map { .string($0.rawValue) } ?? .null),
            JSONMember("defaultSeverity", .string(rule.defaultSeverity.rawValue)), JSONMember("summary", .string(rule.summary)),
            JSONMember("fix", .string(rule.fix)),
        ])
    }

    /// A GitHub Actions workflow command: `::warning file=App/Card.swift,line=12,col=5,title=…::message`.
    ///
    /// Notes become `::notice`. Property values escape `%`, CR, LF, `:` and `,`; the message escapes `%`, CR and LF.
    public static func github(_ finding: LintFinding) -> String {
        let command: String
        switch finding.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        let title = "nocturne lint: \(finding.rule.id)"
        return "::\(command) file=\(escapeProperty(finding.file)),line=\(finding.line),col=\(finding.column),title=\(escapeProperty(title))::"
            + escapeData("\(finding.message)\nFix: \(finding.fix)")
    }

    static func escapeData(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    static func escapeProperty(_ text: String) -> String {
        var result = ""
        for character in escapeData(text).unicodeScalars {
            switch character {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// The report as one SARIF 2.1.0 log: the rules, every finding as a result, and inline-suppressed findings with an `inSource` suppression.
    ///
    /// Paths become relative URIs (percent-encoded, `/`-separated); absolute paths become `file://` URIs.
    /// Columns count Unicode code points (`columnKind` `unicodeCodePoints`).
    package static func sarif(_ report: LintReport, toolVersion: String) -> JSONValue {
        let rules = LintRule.all
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let descriptors: [JSONValue] = rules.map { rule in
            .object([
                JSONMember("id", .string(rule.id)),
                JSONMember("shortDescription", .object([JSONMember("text", .string(rule.summary))])),
                JSONMember("help", .object([JSONMember("text", .string(rule.fix))])),
                JSONMember("defaultConfiguration", .object([JSONMember("level", .string(level(rule.defaultSeverity)))])),
            ])
        }
        var results: [JSONValue] = []
        for finding in report.findings { results.append(result(finding, ruleIndex: ruleIndex, suppressed: false)) }
        for finding in report.suppressed.map(\.finding) { results.append(result(finding, ruleIndex: ruleIndex, suppressed: true)) }
        let driver = JSONValue.object([
            JSONMember("name", .string("nocturne")),
            JSONMember("informationUri", .string("https://github.com/nocturne-swift/nocturne")),
            JSONMember("semanticVersion", .string(toolVersion)),
            JSONMember("rules", .array(descriptors)),
        ])
        let run = JSONValue.object([
            JSONMember("tool", .object([JSONMember("driver", driver)])),
            JSONMember("columnKind", .string("unicodeCodePoints")),
            JSONMember("results", .array(results)),
        ])
        return .object([
            JSONMember("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            JSONMember("version", .string("2.1.0")),
            JSONMember("runs", .array([run])),
        ])
    }

    private static func level(_ severity: LintSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    private static func result(_ finding: LintFinding, ruleIndex: [String: Int], suppressed: Bool) -> JSONValue {
        let region = JSONValue.object([
            JSONMember("startLine", .number(String(finding.line))), JSONMember("startColumn", .number(String(finding.column))),
        ])
        let location = JSONValue.object([
            JSONMember("physicalLocation", .object([
                JSONMember("artifactLocation", .object([JSONMember("uri", .string(uri(for: finding.file)))])),
                JSONMember("region", region),
            ])),
        ])
        var members = [
            JSONMember("ruleId", .string(finding.rule.id)),
            JSONMember("ruleIndex", .number(String(ruleIndex[finding.rule.id] ?? 0))),
            JSONMember("level", .string(level(finding.severity))),
            JSONMember("message", .object([JSONMember("text", .string(finding.message + ". " + finding.fix))])),
            JSONMember("locations", .array([location])),
            JSONMember("partialFingerprints", .object([
                JSONMember("nocturneFinding/v1", .string(String(WordTable.hash((finding.file + "|" + finding.rule.id + "|" + finding.snippet).utf8), radix: 16))),
            ])),
        ]
        if suppressed { members.append(JSONMember("suppressions", .array([.object([JSONMember("kind", .string("inSource"))])]))) }
        return .object(members)
    }

    /// A path as a URI reference: relative paths stay relative, absolute ones become `file://` URIs; reserved bytes are percent-encoded.
    static func uri(for path: String) -> String {
        var result = path.hasPrefix("/") ? "file://" : ""
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        for byte in trimmed.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
