import Testing
@testable import nocturne

@Suite("Tool")
struct ToolTests {
    @Test("a help page in swift-argument-parser layout, on stdout, exit 0")
    func helpSnapshot() {
        let result = Tool.run(["contrast", "--help"])
        #expect(result.status == .success)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.hasSuffix("""

            USAGE: nocturne contrast <foreground> <background> [--method <method>] [--json]

            ARGUMENTS:
              <foreground>            The text or icon color, in any CSS color syntax.
              <background>            The color behind it.

            OPTIONS:
              --method <method>       Which contrast to report. (values: wcag, apca, all;
                                      default: all)
              --json                  Print a JSON object.
              -h, --help              Show help information.

            """))
        #expect(result.standardOutput.hasPrefix("OVERVIEW: Measure the contrast of a foreground color on a background (WCAG 2.2\nand APCA).\n\n"))
    }

    @Test("every help page has its sections, labels in a 26-column gutter, lines within $COLUMNS", arguments: [60, 80, 132])
    func helpLayout(_ columns: Int) {
        for command in Tool.commands {
            let result = Tool.run([command.name, "-h"], environment: ["COLUMNS": String(columns)])
            let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            for section in ["OVERVIEW: ", "USAGE: ", "OPTIONS:"] {
                #expect(lines.contains { $0.hasPrefix(section) }, "\(command.name) lacks \(section)")
            }
            for line in lines {
                #expect(line.count <= columns, "\(command.name): \(line)")
            }
            // USAGE wraps between groups, never inside `[--to <space>]`.
            if let start = lines.firstIndex(where: { $0.hasPrefix("USAGE: ") }) {
                for line in lines[start...].prefix(while: { !$0.isEmpty }) {
                    #expect(line.filter { $0 == "[" }.count == line.filter { $0 == "]" }.count, "\(command.name): \(line)")
                }
            }
            let helpRow = lines.first { $0.hasPrefix("  -h, --help") }
            #expect(helpRow == "  -h, --help              Show help information.")
        }
    }

    @Test("the root help lists every subcommand", arguments: [[], ["--help"], ["-h"], ["help"]])
    func rootHelp(_ arguments: [String]) {
        let result = Tool.run(arguments)
        #expect(result.status == .success)
        #expect(result.standardOutput.hasPrefix("OVERVIEW: "))
        #expect(result.standardOutput.contains("USAGE: nocturne <subcommand>\n"))
        #expect(result.standardOutput.contains("SUBCOMMANDS:\n  theme                   "))
        for command in Tool.commands {
            #expect(result.standardOutput.contains("\n  \(command.name)" + String(repeating: " ", count: 24 - command.name.count)))
        }
        #expect(result.standardOutput.hasSuffix("\n  See 'nocturne help <subcommand>' for detailed help.\n"))
    }

    @Test("help <command> is the command's --help")
    func helpSubcommand() {
        #expect(Tool.run(["help", "mix"]).standardOutput == Tool.run(["mix", "--help"]).standardOutput)
        #expect(Tool.run(["help", "mix"]).standardOutput.contains("USAGE: nocturne mix <a> <b>"))
    }

    @Test("--version", arguments: [["--version"], ["color", "--version"]])
    func version(_ arguments: [String]) {
        let result = Tool.run(arguments)
        #expect(result.status == .success)
        #expect(result.standardOutput == Tool.version + "\n")
    }

    @Test("usage errors: Error line, usage line and help pointer on stderr, exit 64", arguments: [
        (["colr", "red"], ["Error: unknown subcommand 'colr'; did you mean 'color'?", "Usage: nocturne <subcommand>", "  See 'nocturne --help' for more information."]),
        (["--frob"], ["Error: unknown option '--frob'", "Usage: nocturne <subcommand>", "  See 'nocturne --help' for more information."]),
        (["--json", "red"], ["Error: '--json' must come after a subcommand, as in 'nocturne <subcommand> --json'", "Usage: nocturne <subcommand>", "  See 'nocturne --help' for more information."]),
        (["help", "contrats"], ["Error: unknown subcommand 'contrats'; did you mean 'contrast'?", "Usage: nocturne <subcommand>", "  See 'nocturne --help' for more information."]),
        (["contrast", "#000"], [
            "Error: missing expected argument '<background>' (in a shell, quote colors that start with #: \"#0B7A75\")",
            "Usage: nocturne contrast <foreground> <background> [--method <method>] [--json]",
            "  See 'nocturne contrast --help' for more information.",
        ]),
        (["contrast", "#000", "#fff", "--method", "wcga"], [
            "Error: invalid value 'wcga' for '--method'; did you mean 'wcag'?",
            "Usage: nocturne contrast <foreground> <background> [--method <method>] [--json]",
            "  See 'nocturne contrast --help' for more information.",
        ]),
        (["color", "#f00", "--too", "oklch"], [
            "Error: unknown option '--too'; did you mean '--to'?",
            "Usage: nocturne color <color> ... [--to <space>] [--gamut <gamut>] [--json]",
            "       [--specified]",
            "  See 'nocturne color --help' for more information.",
        ]),
        (["mix", "#f00", "#00f", "--amount", "2"], [
            "Error: invalid value '2' for '--amount': expected a number from 0 to 1 or a percentage",
            "Usage: nocturne mix <a> <b> [--in <space>] [--hue <method>] [--amount <0…1>]",
            "       [--steps <n>] [--json]",
            "  See 'nocturne mix --help' for more information.",
        ]),
        (["resolve"], [
            "Error: missing expected argument '<name-or-css-color>' (in a shell, quote colors that start with #: \"#0B7A75\")",
            "Usage: nocturne resolve <name-or-css-color> [--scheme <scheme>]",
            "       [--contrast <contrast>] [--level <level>] [--palette <palette>] [--json]",
            "  See 'nocturne resolve --help' for more information.",
        ]),
    ])
    func usageErrors(_ arguments: [String], _ expected: [String]) {
        let result = Tool.run(arguments)
        #expect(result.status == .usage)
        #expect(result.status.rawValue == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == expected.joined(separator: "\n") + "\n")
    }

    @Test("swatches only on a terminal without NO_COLOR", arguments: [
        (true, [:], true), (false, [:], false), (true, ["NO_COLOR": "1"], false), (true, ["NO_COLOR": ""], true),
        (true, ["TERM": "dumb"], false),
    ] as [(Bool, [String: String], Bool)])
    func swatches(_ terminal: Bool, _ environment: [String: String], _ colored: Bool) {
        let result = Tool.run(["color", "#0b7a75"], environment: environment, terminal: terminal)
        #expect(result.standardOutput.contains("\u{1B}[48;2;11;122;117m  \u{1B}[0m ") == colored)
        #expect(result.standardOutput.contains("\u{1B}") == colored)
    }

    @Test("progress draws on stderr only when it is a terminal")
    func progress() {
        for terminal in [false, true] {
            var error = ""
            let context = CommandContext(
                environment: [:], standardOutputIsTerminal: false, standardErrorIsTerminal: terminal,
                standardInput: { "" }, output: { _ in }, error: { error += $0 })
            let progress = context.progress("Writing", total: 2)
            progress.advance(note: "a.css")
            progress.advance()
            progress.finish()
            #expect(error == (terminal ? "\r\u{1B}[2KWriting 1/2 a.css\r\u{1B}[2KWriting 2/2\r\u{1B}[2K" : ""))
        }
    }

    @Test("standard input is read once and split into trimmed, non-blank lines")
    func standardInput() {
        var reads = 0
        let context = CommandContext(
            environment: [:], standardOutputIsTerminal: false, standardErrorIsTerminal: false,
            standardInput: { reads += 1; return " red \n\n\tblue\r\n#fff" }, output: { _ in }, error: { _ in })
        #expect(context.expandingStandardInput(["a", "-", "b", "-"]) == ["a", "red", "blue", "#fff", "b"])
        #expect(reads == 1)
    }

    @Test("on a terminal, reading standard input first says how to end it")
    func standardInputHint() {
        var error = ""
        let context = CommandContext(
            environment: [:], standardOutputIsTerminal: true, standardErrorIsTerminal: true, standardInputIsTerminal: true,
            standardInput: { "red" }, output: { _ in }, error: { error += $0 })
        #expect(context.expandingStandardInput(["-"]) == ["red"])
        #expect(error == "Reading standard input, one per line; end with Ctrl-D.\n")
    }
}
