/// An inline `// nocturne:ignore <rule>…` comment: after code it silences those rules on its own line; alone on its
/// line it silences them on the line below (two trailing comments on consecutive lines each cover their own line).
///
/// With no rule named it silences every rule. A suppression that silenced nothing is reported as unused.
struct Suppression: Sendable, Hashable {
    /// The 1-based line of the comment.
    var line: Int
    /// The 1-based column where `nocturne:ignore` starts.
    var column: Int
    /// The rule identifiers it names; empty for all rules.
    var rules: [String]
    /// The lines it silences.
    var coveredLines: ClosedRange<Int>

    /// Creates a suppression.
    ///
    /// - Parameters:
    ///   - line: The comment's line, 1-based (a smaller value is taken as 1).
    ///   - column: The comment's column, 1-based (a smaller value is taken as 1).
    ///   - rules: The rule identifiers it names; empty for all rules.
    ///   - coveredLines: The lines it silences; by default its own and the next (an XML comment in a storyboard).
    init(line: Int, column: Int, rules: [String], coveredLines: ClosedRange<Int>? = nil) {
        self.line = max(line, 1)
        self.column = max(column, 1)
        self.rules = rules
        self.coveredLines = coveredLines ?? self.line...(self.line + 1)
    }

    /// Whether it silences a finding of `rule` on `line`.
    func silences(rule: String, line findingLine: Int) -> Bool {
        coveredLines.contains(findingLine) && (rules.isEmpty || rules.contains(rule))
    }
}

extension Suppression {
    /// The words that start a suppression comment's text.
    static let marker = Array("nocturne:ignore".utf8)

    /// The suppression a comment holds, or `nil` when its text never spells `nocturne:ignore`.
    ///
    /// The rules are the words after the marker up to one starting with `-` or `*` (a description, or a block comment's
    /// close). The line and column are those of the marker itself (a block comment may span lines); a comment alone on
    /// its line covers the line after the comment's last, one after code covers its own line.
    ///
    /// - Parameters:
    ///   - start: The byte where the comment starts (its `//` or `/*`).
    ///   - text: The comment's text, without its delimiters.
    ///   - bytes: The file's bytes.
    ///   - lineStarts: The byte offset where each line of the file starts.
    init?(comment start: Int, text: Range<Int>, in bytes: [UInt8], lineStarts: [Int32]) {
        let marker = Self.marker
        guard text.count >= marker.count else { return nil }
        var offset = text.lowerBound
        while offset + marker.count <= text.upperBound {
            if bytes[offset] == marker[0], !(1..<marker.count).contains(where: { bytes[offset + $0] != marker[$0] }) { break }
            offset += 1
        }
        guard offset + marker.count <= text.upperBound else { return nil }
        let rest = String(decoding: bytes[(offset + marker.count)..<text.upperBound], as: UTF8.self)
        let rules = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\n" || $0 == "\r" })
            .prefix { !$0.hasPrefix("-") && !$0.hasPrefix("*") }
            .map(String.init)
        let line = SourcePosition(offset: offset, lineStarts: lineStarts).line
        let commentLine = SourcePosition(offset: start, lineStarts: lineStarts).line
        var lineStart = Int(lineStarts[commentLine - 1])
        while lineStart < start, bytes[lineStart] == UInt8(ascii: " ") || bytes[lineStart] == UInt8(ascii: "\t") { lineStart += 1 }
        let alone = lineStart == start
        let lastLine = SourcePosition(offset: text.upperBound, lineStarts: lineStarts).line
        self.init(line: line, column: offset - Int(lineStarts[line - 1]) + 1, rules: rules, coveredLines: alone ? (lastLine + 1)...(lastLine + 1) : commentLine...commentLine)
    }
}
