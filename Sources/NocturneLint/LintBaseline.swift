import NocturneFormats
import NocturneSupport

/// Findings a team has accepted for now: `--baseline FILE` leaves them out, `--write-baseline FILE` records them.
///
/// A finding matches an entry with the same file, rule and source snippet, so the baseline keeps
/// matching when lines above move; each entry matches one finding (two identical lines need two
/// entries). The file is JSON:
///
/// ```json
/// {"version": 1, "findings": [{"file": "App/Card.swift", "rule": "constant-color", "line": 12, "snippet": "Color(hex: \"4285f4\")"}]}
/// ```
public struct LintBaseline: Sendable, Hashable {
    /// One accepted finding.
    public struct Entry: Sendable, Hashable {
        /// The file.
        public var file: String
        /// The rule identifier.
        public var rule: String
        /// The source snippet of the finding.
        public var snippet: String
        /// The line when recorded (informational; matching ignores it).
        public var line: Int
    }

    /// Findings split by a baseline: those it does not list, and those it does.
    public struct Partition: Sendable, Hashable {
        /// The findings the baseline does not list, to report.
        public var remaining: [LintFinding]
        /// The findings the baseline accepts, left out of the report.
        public var baselined: [LintFinding]
    }

    /// The accepted findings.
    public var entries: [Entry]

    /// A baseline of these findings.
    public init(findings: [LintFinding]) {
        entries = findings.map { Entry(file: $0.file, rule: $0.rule.id, snippet: $0.snippet, line: $0.line) }
    }

    /// Reads a baseline file's text.
    ///
    /// - Throws: ``LintError`` when it is not a baseline (not JSON, no `findings` array, an entry without `file` or `rule`).
    public init(text: String, file: String) throws(LintError) {
        let value: JSONValue
        do { value = try JSONParser().parse(text) } catch { throw LintError(file: file, message: "not valid JSON: \(error.message)") }
        guard let list = value["findings"]?.elements else { throw LintError(file: file, message: "expected an object with a 'findings' array") }
        var entries: [Entry] = []
        for (position, item) in list.enumerated() {
            guard let path = item["file"]?.stringValue, let rule = item["rule"]?.stringValue else {
                throw LintError(file: file, message: "findings[\(position)] needs a 'file' and a 'rule' string")
            }
            var line = 0
            if let given = item["line"] {
                // Checked before converting: `Int(1e19)` traps.
                guard let number = given.doubleValue, number.rounded() == number, number >= 0, number <= Double(Int32.max) else {
                    throw LintError(file: file, message: "findings[\(position)].line is \(String(given.serialized(style: .compact).prefix(40))), not a line number (a whole number from 0 to \(Int32.max))")
                }
                line = Int(number)
            }
            entries.append(Entry(file: path, rule: rule, snippet: item["snippet"]?.stringValue ?? "", line: line))
        }
        self.entries = entries
    }

    /// The baseline as JSON text, one finding per line, ending with a newline.
    public var text: String {
        var lines: [String] = []
        for entry in entries {
            let value = JSONValue.object([
                JSONMember("file", .string(entry.file)), JSONMember("rule", .string(entry.rule)),
                JSONMember("line", .number(String(entry.line))), JSONMember("snippet", .string(entry.snippet)),
            ])
            lines.append("    " + value.serialized(style: .compact))
        }
        return "{\n  \"version\": 1,\n  \"findings\": [\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "  ]\n}\n"
    }

    /// Writes the baseline file atomically (a reader sees the old file or the new one, never half of one).
    ///
    /// - Throws: ``LintError`` naming the path when it cannot be written.
    public func write(to path: String) throws(LintError) {
        do { try AtomicFile.write(text, to: path) } catch { throw LintError(file: path, message: error.description) }
    }

    /// Splits findings into those the baseline does not list and those it does.
    public func partition(_ findings: [LintFinding]) -> Partition {
        var matcher = Matcher(self)
        var remaining: [LintFinding] = []
        var baselined: [LintFinding] = []
        for finding in findings {
            if matcher.takes(finding) { baselined.append(finding) } else { remaining.append(finding) }
        }
        return Partition(remaining: remaining, baselined: baselined)
    }

    /// ``partition(_:)`` one finding at a time, for findings that come in order, file by file: each entry takes one finding.
    struct Matcher {
        private var available: [String: Int] = [:]

        init(_ baseline: LintBaseline) {
            for entry in baseline.entries { available[LintBaseline.key(entry.file, entry.rule, entry.snippet), default: 0] += 1 }
        }

        /// Whether an entry still free lists the finding (then it is taken, and the finding left out).
        mutating func takes(_ finding: LintFinding) -> Bool {
            let key = LintBaseline.key(finding.file, finding.rule.id, finding.snippet)
            guard let count = available[key], count > 0 else { return false }
            available[key] = count - 1
            return true
        }
    }

    fileprivate static func key(_ file: String, _ rule: String, _ snippet: String) -> String { file + "\u{0}" + rule + "\u{0}" + snippet }
}
