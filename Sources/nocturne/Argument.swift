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
