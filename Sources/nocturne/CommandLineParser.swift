import NocturneSupport

/// Parses a subcommand's arguments against its declaration, the way swift-argument-parser does.
///
/// Accepted forms: `--name value`, `--name=value`, `-x value` for a declared short name, flags,
/// positionals in order (the last may repeat), `-` as a positional (standard input), `--` after which
/// everything is positional, and `-h`/`--help`/`--version` anywhere before `--`. A token whose dash
/// starts a number (`-0.5`, `-5%`) is a value, not an option. Each option is given at most once unless
/// declared repeatable, and its value is converted and checked here, so a command only reads typed values.
struct CommandLineParser {
    /// What the command line asks for.
    enum Outcome: Sendable, Equatable {
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
    /// Pairs of options that cannot be given together.
    let conflicts: [(any CommandOption, any CommandOption)]

    /// Creates a parser for a command's declaration.
    init(arguments: [Argument], options: [any CommandOption], conflicts: [(any CommandOption, any CommandOption)] = []) {
        self.arguments = arguments
        self.options = options.map(\.option)
        self.conflicts = conflicts
    }

    /// Creates a parser for a registered command.
    init(for command: any Command.Type) {
        self.init(arguments: command.arguments, options: command.options, conflicts: command.conflicts)
    }

    /// Parses the tokens after the subcommand name.
    ///
    /// - Throws: ``UsageError`` for an unknown option (with a suggestion), a missing or unexpected value,
    ///   a value the option's declaration refuses (outside its choices or range), an option given twice
    ///   that is not repeatable, two options that conflict, or a missing or surplus positional.
    func parse(_ tokens: [String]) throws(UsageError) -> Outcome {
        var result = ParsedArguments()
        var positionals: [String] = []
        var index = 0
        var terminated = false
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if terminated || !Self.looksLikeOption(token) {
                positionals.append(token)
                continue
            }
            if token == "--" { terminated = true; continue }
            let (spelled, inlineValue) = Self.split(token)
            if spelled == "-h" || spelled == "--help" || spelled == "--version" {
                if inlineValue != nil { throw UsageError("'\(spelled)' takes no value") }
                return spelled == "--version" ? .version : .help
            }
            guard let option = lookUp(spelled) else { throw unknownOption(spelled) }
            if !option.isRepeatable, result.optionTexts[option.name] != nil || result.flags.contains(option.name) {
                throw UsageError("'\(spelled)' was given more than once; give it once")
            }
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
                do {
                    result.optionValues[option.name, default: []].append(try option.convert(value))
                } catch {
                    throw UsageError("invalid value '\(value)' for '--\(option.name)'\(error.detail)")
                }
                result.optionTexts[option.name, default: []].append(value)
            }
        }
        for (first, second) in conflicts where result.isGiven(first) && result.isGiven(second) {
            throw UsageError("'--\(first.option.name)' and '--\(second.option.name)' cannot be used together")
        }
        try assign(positionals, into: &result)
        var readers = arguments.filter { $0.standardInput != nil && result.values($0.name).contains("-") }.map { "'<\($0.name)>'" }
        readers += options.filter { $0.standardInput != nil && result.optionTexts[$0.name]?.contains("-") == true }.map { "'--\($0.name)'" }
        if readers.count > 1 {
            throw UsageError("\(readers[0]) and \(readers[1]) cannot both read standard input ('-')")
        }
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

    private func assign(_ values: [String], into result: inout ParsedArguments) throws(UsageError) {
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

    /// Whether a token is an option rather than a positional or the value of the option before it.
    ///
    /// `-` (standard input) is not, and neither is a token whose dash starts a number (`-0.5`, `-5%`,
    /// `-.5`): no option is spelled with a digit, so a negative value reaches its option's range check.
    private static func looksLikeOption(_ token: String) -> Bool {
        guard token.hasPrefix("-"), token != "-" else { return false }
        let next = token.dropFirst().first
        return !(next?.isASCII == true && (next?.isNumber == true || next == "."))
    }
}
