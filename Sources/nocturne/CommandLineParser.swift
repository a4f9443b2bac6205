import NocturneSupport

/// Parses a subcommand's arguments against its declaration, the way swift-argument-parser does.
///
/// Accepted forms: `--name value`, `--name=value`, `-x value` for a declared short name, flags,
/// positionals in order (the last may repeat), `-` as a positional (standard input), `--` after which
/// everything is positional, and `-h`/`--help`/`--version` anywhere before `--`. A token that starts with
/// `-` and reads as a number (`-0.5`) is a positional.
struct CommandLineParser {
    /// What the command line asks for.
    enum Outcome: Sendable, Hashable {
        /// Run the command with these values.
        case run(ParsedArguments)
        /// Print the command's help (`-h`, `--help`).
        case help
        /// Print the version (`--version`).
        case version
    }

    /// The declared arguments.
    let arguments: [Argument]
    /// The declared options and flags.
    let options: [Option]

    /// Creates a parser for a command's declaration.
    init(arguments: [Argument], options: [Option]) {
        self.arguments = arguments
        self.options = options
    }

    /// Creates a parser for a registered command.
    init(for command: any Command.Type) {
        self.init(arguments: command.arguments, options: command.options)
    }

    /// Parses the tokens after the subcommand name.
    ///
    /// - Throws: ``UsageError`` for an unknown option (with a suggestion), a missing or unexpected value,
    ///   a value outside the declared choices, or a missing or surplus positional.
    func parse(_ tokens: [String]) throws -> Outcome {
        var result = ParsedArguments()
        for option in options { if let value = option.defaultValue { result.defaults[option.name] = value } }
        var positionals: [String] = []
        var index = 0
        var terminated = false
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if terminated || token == "-" || !token.hasPrefix("-") || Double(token) != nil {
                positionals.append(token)
                continue
            }
            if token == "--" { terminated = true; continue }
            if token == "-h" || token == "--help" { return .help }
            if token == "--version" { return .version }

            let (spelled, inlineValue) = Self.split(token)
            guard let option = lookUp(spelled) else { throw unknownOption(spelled) }
            switch option.kind {
            case .flag:
                if inlineValue != nil { throw UsageError("'--\(option.name)' is a flag and takes no value") }
                result.flags.insert(option.name)
            case .value:
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < tokens.count, !Self.looksLikeOption(tokens[index]) {
                    value = tokens[index]
                    index += 1
                } else {
                    throw UsageError("missing value for '\(option.usageLabel)'")
                }
                result.optionValues[option.name, default: []].append(try canonical(value, for: option))
            }
        }
        try assign(positionals, into: &result)
        return .run(result)
    }

    private func lookUp(_ spelled: String) -> Option? {
        if spelled.hasPrefix("--") {
            let name = spelled.dropFirst(2)
            return options.first { $0.name == name }
        }
        guard spelled.count == 2, let letter = spelled.last else { return nil }
        return options.first { $0.short == letter }
    }

    private func unknownOption(_ spelled: String) -> UsageError {
        let typed = String(spelled.drop { $0 == "-" })
        let names = options.map(\.name) + ["help"]
        if let suggestion = EditDistance.suggestion(for: typed, among: names) {
            return UsageError("unknown option '\(spelled)'; did you mean '--\(suggestion)'?")
        }
        return UsageError("unknown option '\(spelled)'")
    }

    /// The value in its declared spelling: choices match ignoring ASCII case (`OKLCH` is `oklch`).
    ///
    /// - Throws: ``UsageError`` when the option has choices and the value is none of them.
    private func canonical(_ value: String, for option: Option) throws -> String {
        guard !option.choices.isEmpty else { return value }
        if let match = option.choices.first(where: { $0.lowercased() == value.lowercased() }) { return match }
        let list = option.choices.joined(separator: ", ")
        if let suggestion = EditDistance.suggestion(for: value, among: option.choices) {
            throw UsageError("invalid value '\(value)' for '--\(option.name)'; did you mean '\(suggestion)'?")
        }
        throw UsageError("invalid value '\(value)' for '--\(option.name)' (values: \(list))")
    }

    private func assign(_ values: [String], into result: inout ParsedArguments) throws {
        var remaining = values[...]
        for argument in arguments {
            if argument.isRepeated {
                if remaining.isEmpty, !argument.isOptional {
                    throw UsageError("missing expected argument '\(argument.usageLabel)'" + argument.hintWhenMissing)
                }
                result.positionals[argument.name] = Array(remaining)
                remaining = []
            } else if let value = remaining.popFirst() {
                result.positionals[argument.name] = [value]
            } else if !argument.isOptional {
                throw UsageError("missing expected argument '<\(argument.name)>'" + argument.hintWhenMissing)
            }
        }
        if let surplus = remaining.first {
            throw UsageError("unexpected argument '\(surplus)'")
        }
    }

    /// Splits `--name=value` into the name and the value.
    private static func split(_ token: String) -> (String, String?) {
        guard token.hasPrefix("--"), let equals = token.firstIndex(of: "=") else { return (token, nil) }
        return (String(token[..<equals]), String(token[token.index(after: equals)...]))
    }

    /// Whether a token would be read as an option rather than as the value of the one before it.
    private static func looksLikeOption(_ token: String) -> Bool {
        token.hasPrefix("-") && token != "-" && Double(token) == nil
    }
}
