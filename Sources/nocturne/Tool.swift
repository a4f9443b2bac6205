import NocturneSupport

/// The `nocturne` tool: routes a command line to a subcommand, prints help, usage errors and versions.
enum Tool {
    /// The executable's name, as usage lines spell it.
    static let name = "nocturne"
    /// The version `--version` prints.
    static let version = "0.1.0"
    /// One sentence for the top-level `OVERVIEW:`.
    static let abstract = "Dark mode and color theming: build and audit themes; convert, mix and compare colors; resolve Apple's system colors."

    /// What one in-process run produced.
    struct Result: Sendable, Hashable {
        /// The exit status.
        var status: ExitStatus
        /// Everything written to standard output.
        var standardOutput: String
        /// Everything written to standard error.
        var standardError: String
    }

    /// Runs a command line in-process and captures its output; tests use this.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the executable name (`["color", "#ff0000", "--json"]`).
    ///   - standardInput: The text standard input holds.
    ///   - environment: The environment variables (none by default, so `COLUMNS` is 80).
    ///   - terminal: Whether standard output and standard error pretend to be a terminal.
    static func run(
        _ arguments: [String], standardInput: String = "", environment: [String: String] = [:], terminal: Bool = false
    ) -> Result {
        var output = ""
        var error = ""
        let context = CommandContext(
            environment: environment, standardOutputIsTerminal: terminal, standardErrorIsTerminal: terminal,
            standardInput: StandardInput(text: standardInput), output: { output += $0 }, error: { error += $0 })
        let status = run(arguments, in: context)
        return Result(status: status, standardOutput: output, standardError: error)
    }

    /// Runs a command line against a context.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the executable name.
    ///   - context: Where input comes from and output goes.
    /// - Returns: The exit status; every error has been printed.
    static func run(_ arguments: [String], in context: CommandContext) -> ExitStatus {
        let formatter = HelpFormatter(width: context.width)
        guard let first = arguments.first else {
            context.write(formatter.rootHelp(commands: commands))
            return .success
        }
        switch first {
        case "-h", "--help":
            context.write(formatter.rootHelp(commands: commands))
            return .success
        case "--version":
            context.print(version)
            return .success
        case "help":
            guard arguments.count > 1 else {
                context.write(formatter.rootHelp(commands: commands))
                return .success
            }
            guard let command = command(named: arguments[1]) else {
                return usageError(unknownSubcommand(arguments[1]), command: nil, in: context)
            }
            context.write(formatter.help(for: command))
            return .success
        default:
            break
        }
        guard let command = command(named: first) else {
            let error = first.hasPrefix("-") ? misplacedOption(first) : unknownSubcommand(first)
            return usageError(error, command: nil, in: context)
        }
        do {
            switch try CommandLineParser(for: command).parse(Array(arguments.dropFirst())) {
            case .help:
                context.write(formatter.help(for: command))
                return .success
            case .version:
                context.print(version)
                return .success
            case .run(let parsed):
                return try command.run(parsed, in: context)
            }
        } catch let error as UsageError {
            return usageError(error, command: command, in: context)
        } catch let error as CommandFailure {
            context.printError("Error: \(error.message)")
            return command.failureStatus
        } catch {
            context.printError("Error: \(error)")
            return command.failureStatus
        }
    }

    /// The registered command with this name.
    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    private static func misplacedOption(_ option: String) -> UsageError {
        let name = option.split(separator: "=").first.map(String.init) ?? option
        if commands.contains(where: { command in command.options.contains { "--" + $0.option.name == name } }) {
            return UsageError("'\(name)' must come after a subcommand, as in 'nocturne <subcommand> \(name)'")
        }
        return UsageError("unknown option '\(option)'")
    }

    private static func unknownSubcommand(_ name: String) -> UsageError {
        if let suggestion = EditDistance.suggestion(for: name, among: commands.map { $0.name }) {
            return UsageError("unknown subcommand '\(name)'; did you mean '\(suggestion)'?")
        }
        return UsageError("unknown subcommand '\(name)'")
    }

    /// Prints `Error: …`, the usage line and where to find help; returns ``ExitStatus/usage``.
    private static func usageError(_ error: UsageError, command: (any Command.Type)?, in context: CommandContext) -> ExitStatus {
        let formatter = HelpFormatter(width: context.width)
        let usage = command?.usage ?? "\(name) <subcommand>"
        let help = command.map { "\(name) \($0.name) --help" } ?? "\(name) --help"
        context.printError("Error: \(error.message)")
        context.printError(formatter.usageLines("Usage: ", usage))
        context.printError("  See '\(help)' for more information.")
        return .usage
    }
}
