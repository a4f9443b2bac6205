/// The values of one command line, checked and converted against a command's declaration.
///
/// Read an option through its declaration: `arguments[Self.to]` is a `ColorSpace?`, `arguments[Self.amount]`
/// a `Double` (its default when absent), `arguments[Self.json]` a `Bool`. Every value was converted and
/// validated by the parser, so reading never fails and never restates a default.
struct ParsedArguments: Sendable, Equatable {
    /// Positional values by argument name, in command-line order.
    var positionals: [String: [String]] = [:]
    /// Option texts by long name, as given (a repeatable option keeps every one, in order).
    var optionTexts: [String: [String]] = [:]
    /// The flags that were given, by long name.
    var flags: Set<String> = []
    /// Converted option values by long name, parallel to ``optionTexts``.
    var optionValues: [String: [any Sendable]] = [:]

    /// The values of a positional argument (empty when an optional one is absent).
    func values(_ argument: String) -> [String] { positionals[argument] ?? [] }

    /// The single value of a positional argument, or `nil` when an optional one is absent.
    func value(_ argument: String) -> String? { positionals[argument]?.first }

    /// An option's value: the converted value given, else its declared default.
    subscript<Value>(_ option: ValueOption<Value>) -> Value {
        optionValues[option.option.name]?.last.flatMap { $0 as? Value } ?? option.defaultValue
    }

    /// Every value given for a repeatable option, in command-line order (empty when absent).
    subscript<Value>(all option: ValueOption<Value?>) -> [Value] {
        (optionValues[option.option.name] ?? []).compactMap { $0 as? Value? }.compactMap { $0 }
    }

    /// Whether a flag was given.
    subscript(_ flag: Flag) -> Bool { flags.contains(flag.option.name) }

    /// Whether the option or flag was given on the command line (a default does not count).
    func isGiven(_ option: any CommandOption) -> Bool {
        optionTexts[option.option.name] != nil || flags.contains(option.option.name)
    }

    /// The text an option was given as (the last one), for messages that quote it.
    func text(_ option: any CommandOption) -> String? { optionTexts[option.option.name]?.last }

    static func == (left: ParsedArguments, right: ParsedArguments) -> Bool {
        left.positionals == right.positionals && left.optionTexts == right.optionTexts && left.flags == right.flags
    }
}
