/// A `nocturne` subcommand: its declaration (name, help, arguments, options) and what it does.
///
/// A command is a type with static members only; the framework parses the command line against its
/// declaration, prints help and usage errors, and calls ``run(_:in:)`` with the parsed values. Write
/// output through the ``CommandContext`` (never `print`), so that tests can run the command in-process.
/// Register a new command with one line in `CommandRegistry.swift`.
///
/// Declare each option once, as a static property, and list it in ``options``; everything else
/// (usage, help with values and default, parsing, validation, the default when absent) comes from
/// that declaration:
///
///     enum MixCommand: Command {
///         static let space = Option.choice("in", value: "space", help: "The interpolation space.",
///                                          choices: ColorSpace.commandLineChoices, default: .oklab)
///         static let steps = Option.integer("steps", value: "n", help: "…", in: 2...10_000)
///         static let json = Option.flag("json", help: "Print JSON Lines.")
///         static let options: [any CommandOption] = [space, steps, json]
///
///         static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus {
///             let space = arguments[Self.space]     // ColorSpace: the default when absent
///             let steps = arguments[Self.steps]     // Int?: nil when absent, already range-checked
///             if arguments[Self.json] { … }
///         }
///     }
///
/// Factories: `Option.flag`, `.text` (any text), `.choice` (an enum's cases, or listed spellings),
/// `.number`/`.integer` (in a range), `.fraction` (0…1 or a percentage), `.custom` (your conversion,
/// such as a color). Give a `default:` to get a non-optional value. Pass `repeatable: true` to `.text`
/// to accept the option more than once (read every value with `arguments[all: option]`); any other
/// option given twice is a usage error. Options that cannot go together are listed in ``conflicts``.
protocol Command {
    /// The subcommand name (`color`).
    static var name: String { get }
    /// One sentence for `OVERVIEW:` and the `SUBCOMMANDS:` list.
    static var abstract: String { get }
    /// Further paragraphs for the help page (may be empty); separate paragraphs with a blank line.
    static var discussion: String { get }
    /// Positional arguments in order; only the last may be repeated.
    static var arguments: [Argument] { get }
    /// Options and flags in help order (`-h, --help` is added by the framework); each declared once as a static property.
    static var options: [any CommandOption] { get }
    /// Pairs of options that cannot be given together; the parser refuses them with a usage error.
    static var conflicts: [(any CommandOption, any CommandOption)] { get }

    /// Does the work.
    ///
    /// - Parameters:
    ///   - arguments: The parsed command line, already checked against the declaration.
    ///   - context: Standard output, standard error, standard input, the environment and the terminal.
    /// - Returns: `.success`, or `.failure` when some input was bad or a check failed (after printing why).
    /// - Throws: ``UsageError`` for a wrong command line (exit 64), ``CommandFailure`` or any other
    ///   error for bad input (printed as `Error: …`, exit ``failureStatus``).
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus

    /// The exit status of an error `run` throws: `.failure` (1), or `.couldNotRun` (2) for the commands whose 1 means findings.
    static var failureStatus: ExitStatus { get }
}

extension Command {
    static var discussion: String { "" }
    static var arguments: [Argument] { [] }
    static var options: [any CommandOption] { [] }
    static var conflicts: [(any CommandOption, any CommandOption)] { [] }
    static var failureStatus: ExitStatus { .failure }

    /// The usage line without `USAGE: `: `nocturne color <color> ... [--to <space>] [--json]`.
    static var usage: String {
        var parts = ["\(Tool.name) \(name)"]
        for argument in arguments { parts.append(argument.usageLabel) }
        for option in options { parts.append("[\(option.option.usageLabel)]") }
        return parts.joined(separator: " ")
    }
}
