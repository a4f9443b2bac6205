/// A positional argument a command declares, shown as `<name>` in usage and help.
struct Argument: Sendable, Hashable {
    /// The name shown between angle brackets and used to read the values (`color`).
    let name: String
    /// One or more sentences for the `ARGUMENTS:` section.
    let help: String
    /// Whether the argument takes every remaining positional value (`<color> ...`); only the last may.
    let isRepeated: Bool
    /// Whether the argument may be left out (`[<name>]`).
    let isOptional: Bool
    /// Text added to the "missing expected argument" error (see ``quoteColorsHint``).
    let hintWhenMissing: String

    /// Declares a positional argument.
    ///
    /// - Parameters:
    ///   - name: The name shown as `<name>`.
    ///   - help: The help text.
    ///   - repeated: Whether it takes all remaining values (at least one unless `optional`).
    ///   - optional: Whether it may be absent.
    ///   - hintWhenMissing: Text added to the error when it is missing.
    init(_ name: String, help: String, repeated: Bool = false, optional: Bool = false, hintWhenMissing: String = "") {
        self.name = name
        self.help = help
        self.isRepeated = repeated
        self.isOptional = optional
        self.hintWhenMissing = hintWhenMissing
    }

    /// The reminder for color arguments: an unquoted `#0B7A75` is a shell comment, the usual reason a color vanishes.
    static let quoteColorsHint = " (in a shell, quote colors that start with #: \"#0B7A75\")"

    /// The label in usage and help: `<color>`, `<color> ...`, `[<name>]`.
    var usageLabel: String {
        let base = isRepeated ? "<\(name)> ..." : "<\(name)>"
        return isOptional ? "[\(base)]" : base
    }
}

/// A named option (`--to <space>`) or flag (`--json`) a command declares.
struct Option: Sendable, Hashable {
    /// Whether the option takes a value.
    enum Kind: Sendable, Hashable {
        /// `--name <valueName>`, also written `--name=value`.
        case value(valueName: String)
        /// `--name` alone; present or not.
        case flag
    }

    /// The long name without dashes (`to`, `json`).
    let name: String
    /// An optional one-letter alias (`-o`).
    let short: Character?
    /// Whether it takes a value.
    let kind: Kind
    /// One or more sentences for the `OPTIONS:` section.
    let help: String
    /// The accepted values; empty means any value. The parser rejects others with a suggestion.
    let choices: [String]
    /// The value used when the option is absent, shown in help as `default: …`.
    let defaultValue: String?

    /// Declares an option that takes a value.
    ///
    /// - Parameters:
    ///   - name: The long name without dashes.
    ///   - value: The placeholder shown as `<value>` in usage and help.
    ///   - help: The help text.
    ///   - choices: The only accepted values, or empty for any.
    ///   - defaultValue: The value when absent.
    ///   - short: A one-letter alias.
    static func option(
        _ name: String, value: String, help: String, choices: [String] = [], default defaultValue: String? = nil,
        short: Character? = nil
    ) -> Option {
        Option(name: name, short: short, kind: .value(valueName: value), help: help, choices: choices, defaultValue: defaultValue)
    }

    /// Declares a flag: an option without a value.
    ///
    /// - Parameters:
    ///   - name: The long name without dashes.
    ///   - help: The help text.
    ///   - short: A one-letter alias.
    static func flag(_ name: String, help: String, short: Character? = nil) -> Option {
        Option(name: name, short: short, kind: .flag, help: help, choices: [], defaultValue: nil)
    }

    /// The label in usage: `--to <space>` or `--json`.
    var usageLabel: String {
        switch kind {
        case .value(let valueName): "--\(name) <\(valueName)>"
        case .flag: "--\(name)"
        }
    }

    /// The label in help: `-o, --out <dir>` or `--json`.
    var helpLabel: String {
        if let short { return "-\(short), \(usageLabel)" }
        return usageLabel
    }

    /// The help text followed by the accepted values and the default, as swift-argument-parser shows them.
    var helpText: String {
        var notes: [String] = []
        if !choices.isEmpty { notes.append("values: " + choices.joined(separator: ", ")) }
        if let defaultValue { notes.append("default: " + defaultValue) }
        return notes.isEmpty ? help : "\(help) (\(notes.joined(separator: "; ")))"
    }
}
