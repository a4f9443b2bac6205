/// A positional argument a command declares, shown as `<name>` in usage and help.
///
/// Colors and files are declared with ``color(_:help:)``, ``colors(_:help:)`` and ``file(_:help:)``:
/// they accept `-` for standard input, and their help says so.
struct Argument: Sendable, Hashable {
    /// The name shown between angle brackets and used to read the values (`color`).
    let name: String
    /// One or more sentences for the `ARGUMENTS:` section, without the standard-input note.
    let help: String
    /// Whether the argument takes every remaining positional value (`<color> ...`); only the last may.
    let isRepeated: Bool
    /// Whether the argument may be left out (`[<name>]`).
    let isOptional: Bool
    /// Text added to the "missing expected argument" error (see ``quoteColorsHint``).
    let hintWhenMissing: String
    /// What `-` means for this argument, or `nil` when it is an ordinary value.
    let standardInput: StandardInputUse?

    /// Declares a positional argument.
    ///
    /// - Parameters:
    ///   - name: The name shown as `<name>`.
    ///   - help: The help text.
    ///   - repeated: Whether it takes all remaining values (at least one unless `optional`).
    ///   - optional: Whether it may be absent.
    ///   - hintWhenMissing: Text added to the error when it is missing.
    ///   - standardInput: What `-` means for it, or `nil` when it is an ordinary value.
    init(
        _ name: String, help: String, repeated: Bool = false, optional: Bool = false, hintWhenMissing: String = "",
        standardInput: StandardInputUse? = nil
    ) {
        self.name = name
        self.help = help
        self.isRepeated = repeated
        self.isOptional = optional
        self.hintWhenMissing = hintWhenMissing
        self.standardInput = standardInput
    }

    /// Declares one color; `-` reads colors from standard input, one per line, each giving its own result.
    static func color(_ name: String, help: String) -> Argument {
        Argument(name, help: help, hintWhenMissing: quoteColorsHint, standardInput: .lines)
    }

    /// Declares one or more colors (`<color> ...`); `-` among them reads more from standard input, one per line.
    static func colors(_ name: String, help: String) -> Argument {
        Argument(name, help: help, repeated: true, hintWhenMissing: quoteColorsHint, standardInput: .lines)
    }

    /// Declares a file or folder to read; `-` reads the file's text from standard input.
    static func file(_ name: String, help: String) -> Argument {
        Argument(name, help: help, standardInput: .text)
    }

    /// The reminder for color arguments: an unquoted `#0B7A75` is a shell comment, the usual reason a color vanishes.
    static let quoteColorsHint = " (in a shell, quote colors that start with #: \"#0B7A75\")"

    /// The label in usage and help: `<color>`, `<color> ...`, `[<name>]`.
    var usageLabel: String {
        let base = isRepeated ? "<\(name)> ..." : "<\(name)>"
        return isOptional ? "[\(base)]" : base
    }

    /// The help text with what `-` does, for the `ARGUMENTS:` section.
    var helpText: String {
        standardInput.map { help + " " + $0.note } ?? help
    }
}

/// What `-` stands for where an argument or option accepts standard input.
enum StandardInputUse: Sendable, Hashable {
    /// Values, one per non-blank line, read and answered one at a time.
    case lines
    /// One value: the only non-blank line.
    case line
    /// The whole text, as the contents of a file.
    case text

    /// The sentence help adds.
    var note: String {
        switch self {
        case .lines: "Use - to read one per line from standard input."
        case .line: "Use - to read it from standard input."
        case .text: "Use - to read a stylesheet or token JSON from standard input."
        }
    }
}
