// How to add a command to `nocturne` (one line):
//
// 1. Write `Sources/nocturne/<Name>Command.swift` with an `enum <Name>Command: Command` that declares
//    `name`, `abstract`, optional `discussion`, `arguments` (`Argument("color", help: …, repeated: true)`),
//    each option once as a static property (`static let to = Option.choice("to", value: "space", help: …,
//    of: Gamut.self)`, `static let json = Option.flag("json", help: …)`; the factories and an example are in
//    `Command.swift`), `options` listing them in help order, optional `conflicts`, and
//    `static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus`.
//    Read typed values with `arguments[Self.to]`, `arguments[Self.json]`, positionals with
//    `arguments.values("color")`; expand `-` to standard-input lines with `context.expandingStandardInput(_:)`.
//    Write with `context.print`, `context.printJSON` (one JSON Lines record: build a `JSONValue`; object
//    literals keep key order), `context.printError`; prefix swatches with `context.swatch(rgb8)` (empty
//    unless stdout is a color terminal); long work uses `context.progress(_:total:)`. Throw `UsageError`
//    for a wrong command line (exit 64, with usage), `CommandFailure` (or any error) for bad input (exit 1);
//    return `.failure` after printing per-item errors.
// 2. Add `<Name>Command.self,` on a line of its own in `Tool.commands` below (a blank line between
//    entries keeps parallel merges free of conflicts). Order is the order `nocturne --help` lists.
// 3. Test it in Tests/NocturneCLITests with `Tool.run(["<name>", …], standardInput: …, environment: …)`,
//    which returns the exit status, standard output and standard error.

extension Tool {
    /// Every subcommand, in the order `nocturne --help` lists them.
    static var commands: [any Command.Type] {
        [
            // The main job first, then its companions, then the color tools and Apple's appearance.
            ThemeCommand.self,

            AuditCommand.self,

            LintCommand.self,

            PairsCommand.self,

            ReportCommand.self,

            FixCommand.self,

            ConvertCommand.self,

            PaletteCommand.self,

            ColorCommand.self,

            ContrastCommand.self,

            MixCommand.self,

            ResolveCommand.self,

            SystemColorsCommand.self,

            AppearanceCommand.self,

            // New commands: add `<Name>Command.self,` on a line of its own above this comment.
        ]
    }
}
