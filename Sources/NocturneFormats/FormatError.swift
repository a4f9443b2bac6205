import NocturneSupport

/// A problem in a file being read or written, saying what was wrong and where: the file, the key and the line.
///
/// Readers collect these as diagnostics and keep loading the rest of the input; an error is
/// thrown only when nothing usable could be read.
public struct FormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The text is not valid JSON (or JSON5).
        case syntax
        /// A key is missing or has the wrong type.
        case structure
        /// A color space the reader does not know.
        case unknownColorSpace
        /// A component string that is not a number.
        case badComponent
        /// A color written in a syntax the reader cannot parse.
        case badColor
        /// An alias or system-color reference that cannot be resolved.
        case unresolvedReference
        /// Two names that would become the same name in a generated file (a Swift symbol, a CSS property, an Android resource).
        case symbolCollision
        /// A name that cannot be written into a generated file (a control character, no letter or digit).
        case invalidName
        /// A file or folder that cannot be read or written.
        case io
        /// A usage problem: a folder the tool refuses to overwrite, an unknown format.
        case usage
        /// A folder that holds what the tool did not write: replacing it has to be forced (the caller decides how to say so).
        case replaceRefused
    }

    /// Whether a problem changes what is read (an error) or can be ignored (a warning).
    public enum Severity: String, Sendable, Hashable, Codable {
        /// A value was lost or would ship differently from what the file says: the audit fails.
        case error
        /// Something odd that changes nothing that ships (an idiom Nocturne does not know): reported, never failed.
        case warning
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// Whether it fails an audit; readers report most problems as errors.
    public var severity: Severity
    /// The file, as given or relative to the input root; empty when there is no file.
    public var file: String
    /// The key path inside the file, such as `colors[1].color.components.red`; empty for the whole file.
    public var key: String
    /// The 1-based line, or 0 when unknown.
    public var line: Int
    /// The 1-based column, or 0 when unknown.
    public var column: Int
    /// What was wrong, in a sentence without the location.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, severity: Severity = .error, file: String = "", key: String = "", line: Int = 0, column: Int = 0, message: String) {
        self.kind = kind
        self.severity = severity
        self.file = file
        self.key = key
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: key 'k': message`, leaving out the parts that are unknown.
    public var description: String {
        var location = file
        if line > 0 { location += location.isEmpty ? "line \(line)" : ":\(line)" }
        if column > 0 { location += ":\(column)" }
        var text = location.isEmpty ? "" : location + ": "
        if !key.isEmpty { text += "key '\(key)': " }
        return text + message
    }

    /// A JSON syntax error from the package's parser, at its line and column, in `file`.
    package init(_ error: JSONSyntaxError, file: String = "") {
        self.init(.syntax, file: file, line: error.line, column: error.column, message: error.message)
    }

    /// The same error attributed to a file.
    public func inFile(_ file: String) -> FormatError {
        var copy = self
        copy.file = file
        return copy
    }

    /// The same error at the line of the value at `path` in a document, when the locator finds it and no line is set.
    package func located(at path: [JSONPathComponent], by locator: JSONLocator) -> FormatError {
        guard line == 0, let position = locator.position(of: path) else { return self }
        var copy = self
        copy.line = position.line
        return copy
    }
}
