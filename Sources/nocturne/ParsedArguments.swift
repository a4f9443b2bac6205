import NocturneSupport

/// The values of one command line, checked against a command's declaration.
///
/// Accessors that convert text (``double(_:in:)``, ``integer(_:in:)``, ``choice(_:as:)``) throw a
/// ``UsageError`` that names the option, so a command never has to format those messages itself.
struct ParsedArguments: Sendable, Hashable {
    /// Positional values by argument name, in command-line order.
    var positionals: [String: [String]] = [:]
    /// Option values by long name, in command-line order (an option given twice keeps both).
    var optionValues: [String: [String]] = [:]
    /// The flags that were given, by long name.
    var flags: Set<String> = []
    /// Declared defaults by long name, used when an option is absent.
    var defaults: [String: String] = [:]

    /// The values of a positional argument (empty when an optional one is absent).
    func values(_ argument: String) -> [String] { positionals[argument] ?? [] }

    /// The single value of a positional argument, or `nil` when an optional one is absent.
    func value(_ argument: String) -> String? { positionals[argument]?.first }

    /// The last value given for an option, else its declared default, else `nil`.
    func option(_ name: String) -> String? { optionValues[name]?.last ?? defaults[name] }

    /// Whether the option was given on the command line (a default does not count).
    func isGiven(_ name: String) -> Bool { optionValues[name] != nil || flags.contains(name) }

    /// Whether a flag was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// An option's value as a number within a range, or `nil` when absent.
    ///
    /// - Throws: ``UsageError`` when the value is not a finite number or lies outside `range`.
    func double(_ name: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let text = option(name) else { return nil }
        guard let number = Double(text), number.isFinite else {
            throw UsageError("invalid value '\(text)' for '--\(name)': expected a number")
        }
        guard range.contains(number) else {
            throw UsageError("invalid value '\(text)' for '--\(name)': expected a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))")
        }
        return number
    }

    /// An option's value as a fraction 0…1, written as a number (`0.25`) or a percentage (`25%`), or `nil` when absent.
    ///
    /// - Throws: ``UsageError`` when the value is neither, or lies outside 0…1 (0%…100%).
    func fraction(_ name: String) throws -> Double? {
        guard let text = option(name) else { return nil }
        let isPercentage = text.hasSuffix("%")
        guard let number = Double(isPercentage ? String(text.dropLast()) : text), number.isFinite else {
            throw UsageError("invalid value '\(text)' for '--\(name)': expected a number from 0 to 1 or a percentage")
        }
        let value = isPercentage ? number / 100 : number
        guard (0...1).contains(value) else {
            throw UsageError("invalid value '\(text)' for '--\(name)': expected a number from 0 to 1 or a percentage")
        }
        return value
    }

    /// An option's value as an integer within a range, or `nil` when absent.
    ///
    /// - Throws: ``UsageError`` when the value is not an integer or lies outside `range`.
    func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = option(name) else { return nil }
        guard let number = Int(text) else {
            throw UsageError("invalid value '\(text)' for '--\(name)': expected a whole number")
        }
        guard range.contains(number) else {
            throw UsageError("invalid value '\(text)' for '--\(name)': expected a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// An option's value converted by a failable initializer (an enum's `init(rawValue:)`), or `nil` when absent.
    ///
    /// - Throws: ``UsageError`` when the conversion fails.
    func choice<Value>(_ name: String, as convert: (String) -> Value?) throws -> Value? {
        guard let text = option(name) else { return nil }
        guard let value = convert(text) else { throw UsageError("invalid value '\(text)' for '--\(name)'") }
        return value
    }

    private static func format(_ number: Double) -> String { NumberText.shortest(number) }
}
