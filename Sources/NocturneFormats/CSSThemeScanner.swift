import NocturneAppearance

/// One pass over a stylesheet's bytes that collects custom-property declarations with their mode and line.
///
/// It is iterative (an explicit stack of open blocks, never recursion), so its time is linear in the
/// text and its stack use constant; blocks nested deeper than ``CSSThemeReader/maximumNesting`` stop
/// the scan with an error. Comments, strings and parentheses are skipped as CSS tokenizes them, and
/// an unterminated comment, string or block is reported with the line where it starts.
struct CSSThemeScanner {
    /// The scope a block gives the declarations inside it.
    struct Scope {
        var scheme: ColorScheme?
        var increased = false
        var elevated = false
        var displayP3 = false
    }

    /// An open block: the scope inside it, whether it holds declarations, and where it opened.
    struct Block {
        var scope: Scope
        var isStyleRule: Bool
        var line: Int
    }

    let bytes: [UInt8]
    let file: String
    private(set) var declarations: [CSSThemeReader.Declaration] = []
    private(set) var diagnostics: [FormatError] = []

    private var index = 0
    private var line = 1
    private var blocks: [Block] = []
    /// The text since the last `{`, `}` or `;`, comments removed.
    private var buffer: [UInt8] = []
    /// The line where the text in `buffer` starts.
    private var bufferLine = 1
    private var parentheses = 0

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// Scans the whole text; afterwards ``declarations`` and ``diagnostics`` are complete.
    mutating func scan() {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                guard skipComment() else { return finish() }
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                scanString(quote: byte)
                continue
            case UInt8(ascii: "\\"):
                // An escape: the next byte is text, whatever it is.
                append(byte)
                index += 1
                if index < bytes.count { appendAdvancing() }
                continue
            case UInt8(ascii: "("):
                parentheses += 1
            case UInt8(ascii: ")"):
                parentheses = max(0, parentheses - 1)
            case UInt8(ascii: "{") where parentheses == 0:
                guard open() else { return }
                index += 1
                continue
            case UInt8(ascii: "}") where parentheses == 0:
                close()
                index += 1
                continue
            case UInt8(ascii: ";") where parentheses == 0:
                statement()
                index += 1
                continue
            default:
                break
            }
            appendAdvancing()
        }
        finish()
    }

    // MARK: - Pieces

    private mutating func append(_ byte: UInt8) {
        if buffer.isEmpty {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") { return }
            bufferLine = line
        }
        buffer.append(byte)
    }

    private mutating func appendAdvancing() {
        let byte = bytes[index]
        append(byte)
        if byte == UInt8(ascii: "\n") { line += 1 }
        index += 1
    }

    /// Skips `/* … */`; `false` (reported) when it never ends.
    private mutating func skipComment() -> Bool {
        let start = line
        index += 2
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
                index += 2
                append(UInt8(ascii: " "))
                return true
            }
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
        report(.syntax, line: start, "unterminated comment: '/*' at line \(start) is never closed; the rest of the file is not read")
        index = bytes.count
        return false
    }

    /// Copies a string to the buffer; a newline or the end of the file before the closing quote is reported.
    private mutating func scanString(quote: UInt8) {
        let start = line
        append(quote)
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                appendAdvancing()
                return
            }
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                appendAdvancing()
                appendAdvancing()
                continue
            }
            if byte == UInt8(ascii: "\n") { break }
            appendAdvancing()
        }
        report(.syntax, line: start, "unterminated string starting at line \(start)")
    }

    /// A `{`: opens an at-rule or a style rule with the scope its prelude gives; `false` when too deep.
    private mutating func open() -> Bool {
        let head = text(buffer).trimmingASCIIWhitespace()
        let headLine = buffer.isEmpty ? line : bufferLine
        buffer.removeAll(keepingCapacity: true)
        guard blocks.count < CSSThemeReader.maximumNesting else {
            report(.structure, line: line, "blocks nest deeper than \(CSSThemeReader.maximumNesting) at line \(line); the rest of the file is not read")
            index = bytes.count
            blocks.removeAll()
            return false
        }
        var scope = blocks.last?.scope ?? Scope()
        let isStyleRule: Bool
        if head.hasPrefix("@") {
            let lowered = head.lowercased()
            if lowered.hasPrefix("@media") {
                let compact = lowered.replacingOccurrences(of: " ", with: "")
                if compact.contains("prefers-color-scheme:dark") { scope.scheme = .dark }
                if compact.contains("prefers-color-scheme:light") { scope.scheme = .light }
                if compact.contains("prefers-contrast:more") { scope.increased = true }
            } else if lowered.hasPrefix("@supports"), lowered.contains("display-p3") {
                scope.displayP3 = true
            }
            isStyleRule = false
        } else {
            let selector = head.lowercased()
            let words = Set(selector.split(whereSeparator: { !$0.isLetter && $0 != "-" }).flatMap { $0.split(separator: "-") }.map(String.init))
            if words.contains("dark") { scope.scheme = .dark } else if words.contains("light") { scope.scheme = .light }
            if words.contains("hc") || selector.contains("contrast-more") || selector.contains("high-contrast") { scope.increased = true }
            if words.contains("elevated") { scope.elevated = true }
            isStyleRule = true
        }
        blocks.append(Block(scope: scope, isStyleRule: isStyleRule, line: headLine))
        return true
    }

    /// A `}`: the last declaration of the block, then the block ends; a `}` with no block open is reported.
    private mutating func close() {
        statement()
        if blocks.popLast() == nil {
            report(.syntax, line: line, "unmatched '}' at line \(line)")
        }
    }

    /// A `;` (or the end of a block): a declaration inside a style rule, an `@import` at the top.
    private mutating func statement() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard !buffer.isEmpty else { return }
        let statement = text(buffer).trimmingASCIIWhitespace()
        guard let block = blocks.last, block.isStyleRule else {
            if statement.lowercased().hasPrefix("@import") {
                diagnostics.append(FormatError(.structure, file: file, key: statement, line: bufferLine, message: "@import is not followed; audit the imported files on their own"))
            }
            return
        }
        guard let colon = statement.firstIndex(of: ":") else { return }
        let property = statement[..<colon].trimmingASCIIWhitespace()
        guard property.hasPrefix("--") else { return }
        var value = statement[statement.index(after: colon)...].trimmingASCIIWhitespace()
        var important = false
        if let bang = value.lastIndex(of: "!"), value[value.index(after: bang)...].trimmingASCIIWhitespace().lowercased() == "important" {
            important = true
            value = value[..<bang].trimmingASCIIWhitespace()
        }
        let scope = block.scope
        let mode = AppearanceMode(colorScheme: scope.scheme ?? .light, contrast: scope.increased ? .increased : .standard, level: scope.elevated ? .elevated : .base)
        declarations.append(CSSThemeReader.Declaration(
            property: property, value: value, mode: mode, schemeGiven: scope.scheme != nil,
            displayP3: scope.displayP3, important: important, line: bufferLine))
    }

    /// The end of the text: a last declaration, and every block still open reported.
    private mutating func finish() {
        statement()
        if let outermost = blocks.first {
            let count = blocks.count
            report(.syntax, line: outermost.line, "unterminated block: the '{' at line \(outermost.line)\(count > 1 ? " (and \(count - 1) inside it)" : "") is never closed")
        }
        blocks.removeAll()
    }

    private mutating func report(_ kind: FormatError.Kind, line: Int, _ message: String) {
        diagnostics.append(FormatError(kind, file: file, line: line, message: message))
    }

    private func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
