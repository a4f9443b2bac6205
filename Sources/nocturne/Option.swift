import NocturneSupport

/// A named option (`--to <space>`) or flag (`--json`) as the parser and the help page see it.
///
/// Commands do not build these directly: they declare a typed ``ValueOption`` or ``Flag`` with one of
/// the factories (``text(_:value:help:short:repeatable:)``, ``choice(_:value:help:of:)``,
/// ``number(_:value:help:in:)``, ``flag(_:help:short:)``, …), which fills in the choices, the default's
/// text and the conversion from the one declaration. Help, parsing, validation and defaults all read it.
struct Option: Sendable {
    /// Whether the option takes a value.
    enum Kind: Sendable, Hashable {
        /// `--name <valueName>`, also written `--name=value`.
        case value(valueName: String)
        /// `--name` alone; present or not.
        case flag
    }

    /// Why a value was refused, said after `invalid value 'x' for '--name'` (`: expected a number`).
    struct InvalidValue: Error, Sendable, Hashable {
        /// The text that follows the quoted option name, starting with `:`, `;` or ` (`.
        let detail: String
    }

    /// The long name without dashes (`to`, `json`).
    let name: String
    /// An optional one-letter alias (`-o`).
    let short: Character?
    /// Whether it takes a value.
    let kind: Kind
    /// One or more sentences for the `OPTIONS:` section.
    let help: String
    /// The accepted spellings, shown in help; empty means any value the conversion accepts.
    let choices: [String]
    /// The default as help shows it (`default: oklab`), or `nil` when the option has none.
    let defaultText: String?
    /// Whether the option may be given more than once (each value is kept); otherwise a repeat is a usage error.
    let isRepeatable: Bool
    /// What the value `-` means, or `nil` when `-` is an ordinary value.
    let standardInput: StandardInputUse?
    /// Turns one value's text into the typed value the command reads, or says why it cannot.
    let convert: @Sendable (String) throws(InvalidValue) -> any Sendable

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
        if let defaultText { notes.append("default: " + defaultText) }
        let text = standardInput.map { help + " " + $0.note } ?? help
        return notes.isEmpty ? text : "\(text) (\(notes.joined(separator: "; ")))"
    }
}

/// Something a command lists in ``Command/options``: a ``ValueOption`` or a ``Flag``.
protocol CommandOption: Sendable {
    /// The untyped declaration the parser and the help page read.
    var option: Option { get }
}

/// An option that takes a value, declared once with its type: `arguments[Self.to]` reads it.
///
/// `Value` is optional (`ColorSpace?`) for an option without a default and the plain type for one
/// with a default, so reading it never restates the default.
struct ValueOption<Value: Sendable>: CommandOption {
    let option: Option
    /// The value when the option is absent (`nil` for an optional `Value` without a default).
    let defaultValue: Value
}

/// A flag (`--json`): present or not. `arguments[Self.json]` reads it.
struct Flag: CommandOption {
    let option: Option
}

// MARK: - Declaring options

extension Option {
    /// Declares a flag.
    ///
    /// - Parameters:
    ///   - name: The long name without dashes.
    ///   - help: The help text.
    ///   - short: A one-letter alias.
    static func flag(_ name: String, help: String, short: Character? = nil) -> Flag {
        Flag(option: Option(
            name: name, short: short, kind: .flag, help: help, choices: [], defaultText: nil, isRepeatable: false, standardInput: nil,
            convert: { _ in true }))
    }

    /// Declares an option that takes any text, absent unless given.
    ///
    /// - Parameters:
    ///   - name: The long name without dashes.
    ///   - value: The placeholder shown as `<value>` in usage and help.
    ///   - help: The help text.
    ///   - short: A one-letter alias.
    ///   - repeatable: Whether it may be given more than once (read every value with `arguments[all:]`).
    static func text(_ name: String, value: String, help: String, short: Character? = nil, repeatable: Bool = false) -> ValueOption<String?> {
        declare(name, value: value, help: help, short: short, repeatable: repeatable, default: nil) { text throws(InvalidValue) in text }
    }

    /// Declares an option that takes a color in CSS syntax, absent unless given; the command parses it
    /// (a bad color is bad input, exit 1), and `-` reads it from standard input as `use` says.
    ///
    /// - Parameter use: `.line` for one color, `.lines` for one result per line.
    static func color(_ name: String, help: String, standardInput use: StandardInputUse) -> ValueOption<String?> {
        declare(name, value: "color", help: help, standardInput: use, default: nil) { text throws(InvalidValue) in text }
    }

    /// Declares an option that names a file to read, absent unless given; `-` reads the file's text from standard input.
    static func file(_ name: String, value: String, help: String) -> ValueOption<String?> {
        declare(name, value: value, help: help, standardInput: .text, default: nil) { text throws(InvalidValue) in text }
    }

    /// Declares an option that takes any text, with a default.
    static func text(_ name: String, value: String, help: String, default defaultValue: String, short: Character? = nil) -> ValueOption<String> {
        declare(name, value: value, help: help, short: short, default: defaultValue, defaultText: defaultValue) { text throws(InvalidValue) in text }
    }

    /// Declares an option whose value is one of an enumeration's cases, spelled as their raw values.
    ///
    /// The choices shown in help and offered as suggestions are `Choice.allCases`, matched ignoring ASCII case.
    static func choice<Choice: CaseIterable & RawRepresentable<String> & Sendable>(
        _ name: String, value: String, help: String, of type: Choice.Type
    ) -> ValueOption<Choice?> {
        choice(name, value: value, help: help, choices: Choice.allCases.map { ($0.rawValue, $0) })
    }

    /// Declares an option whose value is one of an enumeration's cases, with a default.
    static func choice<Choice: CaseIterable & RawRepresentable<String> & Sendable & Equatable>(
        _ name: String, value: String, help: String, default defaultValue: Choice
    ) -> ValueOption<Choice> {
        choice(name, value: value, help: help, choices: Choice.allCases.map { ($0.rawValue, $0) }, default: defaultValue)
    }

    /// Declares an option whose value is one of the listed spellings, absent unless given.
    ///
    /// - Parameter choices: Each accepted spelling with the value it stands for, in the order help lists them.
    static func choice<Choice: Sendable>(_ name: String, value: String, help: String, choices: [(String, Choice)]) -> ValueOption<Choice?> {
        let match = matcher(choices)
        return declare(name, value: value, help: help, choices: choices.map(\.0), default: nil) { text throws(InvalidValue) in try match(text) }
    }

    /// Declares an option whose value is one of the listed spellings, with a default (which must be among them).
    static func choice<Choice: Sendable & Equatable>(
        _ name: String, value: String, help: String, choices: [(String, Choice)], default defaultValue: Choice
    ) -> ValueOption<Choice> {
        let match = matcher(choices)
        let defaultText = choices.first { $0.1 == defaultValue }?.0
        return declare(name, value: value, help: help, choices: choices.map(\.0), default: defaultValue, defaultText: defaultText) {
            text throws(InvalidValue) in try match(text)
        }
    }

    /// Declares an option that takes a finite number within a range, absent unless given.
    static func number(_ name: String, value: String, help: String, in range: ClosedRange<Double>) -> ValueOption<Double?> {
        declare(name, value: value, help: help, default: nil) { text throws(InvalidValue) in
            guard let number = Double(text), number.isFinite else { throw InvalidValue(detail: ": expected a number") }
            guard range.contains(number) else {
                throw InvalidValue(detail: ": expected a number from \(plain(range.lowerBound)) to \(plain(range.upperBound))")
            }
            return number
        }
    }

    /// Declares an option that takes a whole number within a range, absent unless given.
    static func integer(_ name: String, value: String, help: String, in range: ClosedRange<Int>) -> ValueOption<Int?> {
        declare(name, value: value, help: help, default: nil) { text throws(InvalidValue) in
            guard let number = Int(text) else { throw InvalidValue(detail: ": expected a whole number") }
            guard range.contains(number) else {
                throw InvalidValue(detail: ": expected a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return number
        }
    }

    /// Declares an option that takes a fraction 0…1, written as a number (`0.25`) or a percentage (`25%`), with a default.
    static func fraction(_ name: String, value: String, help: String, default defaultValue: Double) -> ValueOption<Double> {
        declare(name, value: value, help: help, default: defaultValue, defaultText: plain(defaultValue)) { text throws(InvalidValue) in
            let isPercentage = text.hasSuffix("%")
            let problem = InvalidValue(detail: ": expected a number from 0 to 1 or a percentage")
            guard let number = Double(isPercentage ? String(text.dropLast()) : text), number.isFinite else { throw problem }
            let fraction = isPercentage ? number / 100 : number
            guard (0...1).contains(fraction) else { throw problem }
            return fraction
        }
    }

    /// Declares an option whose text `convert` turns into a value (a color), absent unless given.
    ///
    /// - Parameter convert: Returns the value, or throws ``InvalidValue`` saying why the text is wrong.
    static func custom<Value: Sendable>(
        _ name: String, value: String, help: String, short: Character? = nil,
        convert: @escaping @Sendable (String) throws(InvalidValue) -> Value
    ) -> ValueOption<Value?> {
        declare(name, value: value, help: help, short: short, default: nil) { text throws(InvalidValue) in try convert(text) }
    }

    /// Declares an option whose text `convert` turns into a value, with a default (shown in help as given).
    static func custom<Value: Sendable>(
        _ name: String, value: String, help: String, default defaultValue: Value, defaultText: String? = nil,
        convert: @escaping @Sendable (String) throws(InvalidValue) -> Value
    ) -> ValueOption<Value> where Value: CustomStringConvertible {
        declare(name, value: value, help: help, default: defaultValue, defaultText: defaultText ?? defaultValue.description, convert: convert)
    }

    /// Declares an option that takes a comma-separated list of an enumeration's cases (`css,swift`); absent means all of them.
    ///
    /// Repeats are dropped and order kept; an unknown item is refused with a suggestion.
    static func list<Choice: CaseIterable & RawRepresentable<String> & Sendable & Equatable>(
        _ name: String, value: String, help: String, of type: Choice.Type, defaultText: String
    ) -> ValueOption<[Choice]> {
        let match = matcher(Choice.allCases.map { ($0.rawValue, $0) })
        return declare(
            name, value: value, help: help, choices: Choice.allCases.map(\.rawValue), default: Array(Choice.allCases), defaultText: defaultText
        ) { text throws(InvalidValue) in
            var chosen: [Choice] = []
            for item in text.split(separator: ",").map({ $0.trimmingASCIIWhitespace() }) where !item.isEmpty {
                let choice: Choice
                do throws(InvalidValue) { choice = try match(item) } catch {
                    throw InvalidValue(detail: ": unknown \(name) '\(item)'\(error.detail)")
                }
                // A repeat is a mistake, as a repeated option is: `--format css,css` meant another format.
                guard !chosen.contains(choice) else { throw InvalidValue(detail: ": '\(choice.rawValue)' is given twice; name each \(name) once") }
                chosen.append(choice)
            }
            if chosen.isEmpty { throw InvalidValue(detail: ": expected at least one of \(Choice.allCases.map(\.rawValue).joined(separator: ", "))") }
            return chosen
        }
    }

    /// The one place a value option is put together; the typed factories above all end here.
    private static func declare<Value: Sendable>(
        _ name: String, value: String, help: String, short: Character? = nil, repeatable: Bool = false, choices: [String] = [],
        standardInput: StandardInputUse? = nil, default defaultValue: Value, defaultText: String? = nil,
        convert: @escaping @Sendable (String) throws(InvalidValue) -> Value
    ) -> ValueOption<Value> {
        let option = Option(
            name: name, short: short, kind: .value(valueName: value), help: help, choices: choices, defaultText: defaultText,
            isRepeatable: repeatable, standardInput: standardInput, convert: { text throws(InvalidValue) in try convert(text) })
        return ValueOption(option: option, defaultValue: defaultValue)
    }

    /// A conversion that finds a spelling among `choices` ignoring ASCII case, and otherwise suggests the nearest.
    private static func matcher<Choice: Sendable>(_ choices: [(String, Choice)]) -> @Sendable (String) throws(InvalidValue) -> Choice {
        { text throws(InvalidValue) in
            let lowered = text.lowercased()
            if let match = choices.first(where: { $0.0.lowercased() == lowered }) { return match.1 }
            let names = choices.map(\.0)
            if let suggestion = EditDistance.suggestion(for: text, among: names) {
                throw InvalidValue(detail: "; did you mean '\(suggestion)'?")
            }
            throw InvalidValue(detail: " (values: \(names.joined(separator: ", ")))")
        }
    }

    /// A number as help and errors print it: `1` for whole numbers, `0.5` otherwise.
    static func plain(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15, let whole = Int(exactly: number) { return String(whole) }
        return String(number)
    }
}
