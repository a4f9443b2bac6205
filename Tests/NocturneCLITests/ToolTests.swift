import Foundation
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
                   [--cvd <deficiency>] [--severity <0…1>]

            ARGUMENTS:
              <foreground>            The text or icon color, in any CSS color syntax. Use -
                                      to read one per line from standard input.
              <background>            The color behind it. Use - to read one per line from
                                      standard input.

            OPTIONS:
              --method <method>       Which contrast to report. (values: wcag, apca, all;
                                      default: all)
              --json                  Print one JSON object per result (JSON Lines).
              --cvd <deficiency>      Simulate this color vision deficiency: the -opias with
                                      Viénot 1999 (protan, deutan) and Brettel 1997
                                      (tritan), the -omalies with Machado 2009. (values:
                                      protanopia, deuteranopia, tritanopia, protanomaly,
                                      deuteranomaly, tritanomaly)
              --severity <0…1>        How strong the deficiency is, 0 (normal vision) to 1
                                      (the full deficiency, the default); needs --cvd.
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
            "       [--cvd <deficiency>] [--severity <0…1>]",
            "  See 'nocturne contrast --help' for more information.",
        ]),
        (["contrast", "#000", "#fff", "--method", "wcga"], [
            "Error: invalid value 'wcga' for '--method'; did you mean 'wcag'?",
            "Usage: nocturne contrast <foreground> <background> [--method <method>] [--json]",
            "       [--cvd <deficiency>] [--severity <0…1>]",
            "  See 'nocturne contrast --help' for more information.",
        ]),
        (["color", "#f00", "--too", "oklch"], [
            "Error: unknown option '--too'; did you mean '--to'?",
            "Usage: nocturne color <color> ... [--to <space>] [--gamut <gamut>] [--json]",
            "       [--specified] [--cvd <deficiency>] [--severity <0…1>]",
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

    /// Issue #38 item 25: `--format css,css` wrote one CSS file as if the repeat meant nothing; it is a usage error, as a repeated option is.
    @Test("a format named twice in --format is a usage error naming it, and nothing is written", arguments: [("css,css", "css"), ("css,tokens, css", "css"), ("swift,html,html", "html")])
    func repeatedFormat(list: String, repeated: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-format-\(UUID().uuidString)").path
        let result = Tool.run(["theme", "--format", list, "--out", folder])
        #expect(result.status == .usage)
        #expect(result.standardError.hasPrefix("Error: invalid value '\(list)' for '--format': '\(repeated)' is given twice; name each format once\nUsage: nocturne theme "),
                "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder))
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
                standardInput: StandardInput(text: ""), output: { _ in }, error: { error += $0 })
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
        let bytes = Array(" red \n\n\tblue\r\n#fff".utf8)
        let input = StandardInput(read: { buffer in
            reads += 1
            guard reads == 1 else { return 0 }
            buffer += bytes
            return bytes.count
        })
        let context = CommandContext(
            environment: [:], standardOutputIsTerminal: false, standardErrorIsTerminal: false,
            standardInput: input, output: { _ in }, error: { _ in })
        #expect(Array(context.expandingStandardInput(["a", "-", "b", "-"])) == ["a", "red", "blue", "#fff", "b"])
        #expect(reads == 2)
    }

    @Test("on a terminal, reading standard input first says how to end it")
    func standardInputHint() {
        var error = ""
        let context = CommandContext(
            environment: [:], standardOutputIsTerminal: true, standardErrorIsTerminal: true, standardInputIsTerminal: true,
            standardInput: StandardInput(text: "red"), output: { _ in }, error: { error += $0 })
        #expect(Array(context.expandingStandardInput(["-"])) == ["red"])
        #expect(error == "Reading standard input, one per line; end with Ctrl-D.\n")
    }

    @Test("standard input streams: each answer is written before the next line is read", arguments: [
        ["color", "-", "--to", "oklch"], ["contrast", "-", "black"], ["mix", "-", "white"], ["resolve", "-"], ["palette", "--seed", "-", "--json"],
    ])
    func streaming(_ arguments: [String]) {
        var output = ""
        var outputBeforeRead: [Int] = []
        var lines = ["red\n", "blue\n"][...]
        let input = StandardInput(read: { buffer in
            outputBeforeRead.append(output.count)
            guard let line = lines.popFirst() else { return 0 }
            buffer += Array(line.utf8)
            return line.utf8.count
        })
        let context = CommandContext(
            environment: [:], standardOutputIsTerminal: false, standardErrorIsTerminal: false,
            standardInput: input, output: { output += $0 }, error: { _ in })
        #expect(Tool.run(arguments, in: context) == .success)
        // Reads: before "red", before "blue" (red answered), at the end (both answered).
        #expect(outputBeforeRead.count == 3)
        #expect(outputBeforeRead[0] == 0)
        #expect(outputBeforeRead[1] > 0)
        #expect(outputBeforeRead[2] > outputBeforeRead[1])
    }

    struct StandardInputCase: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let input: String
        let output: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    /// Issue #9: `-` reads standard input in every subcommand that takes colors or files.
    @Test("'-' reads standard input wherever a color or a file is taken", arguments: [
        StandardInputCase(arguments: ["color", "-", "--to", "oklch"], input: "red\n", output: "oklch(0.627955 0.257683 29.2339)\n"),
        StandardInputCase(arguments: ["contrast", "-", "white", "--method", "wcag"], input: "black\n", output: "black on white\n  WCAG 2.2  21.00:1  passes AA, AA Large, AAA, AAA Large\n"),
        StandardInputCase(arguments: ["contrast", "black", "-", "--method", "wcag"], input: "white\n", output: "black on white\n  WCAG 2.2  21.00:1  passes AA, AA Large, AAA, AAA Large\n"),
        StandardInputCase(arguments: ["mix", "-", "white", "--amount", "0"], input: "#0b7a75\n", output: "#0b7a75  oklab(0.523881 -0.0870444 -0.0148866)\n"),
        StandardInputCase(arguments: ["mix", "#0b7a75", "-", "--amount", "0"], input: "white\n", output: "#0b7a75  oklab(0.523881 -0.0870444 -0.0148866)\n"),
        StandardInputCase(arguments: ["resolve", "-", "--scheme", "dark"], input: "systemBackground\n", output: "#000000  0 0 0  systemBackground (dark-standard-base)\n"),
        StandardInputCase(arguments: ["palette", "--seed", "-"], input: "#0B7A75\n", output: "seed-0b7a75 (OKLCH hue"),
        StandardInputCase(arguments: ["theme", "--accent", "-", "--no-files"], input: "\n#7C3AED\n", output: "Theme #7C3AED"),
        StandardInputCase(arguments: ["audit", "-"], input: ":root { --text-primary: #111111; }\n", output: "Audit of <stdin>: 1 colors"),
        StandardInputCase(arguments: ["convert", "-", "--to", "css"], input: "{\"text\": {\"$type\": \"color\", \"$value\": \"#123456\"}}", output: "/* Colors: generated by Nocturne."),
    ])
    func standardInputEverywhere(_ example: StandardInputCase) {
        let result = Tool.run(example.arguments, standardInput: example.input)
        #expect(result.status == .success, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix(example.output), "\(result.standardOutput)")
    }

    @Test("audit --pairs - reads the pairs from standard input")
    func pairsFromStandardInput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-pairs-\(UUID().uuidString).css")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ":root { --text-primary: #111111; --background-primary: #ffffff; }".write(to: folder, atomically: true, encoding: .utf8)
        let pairs = #"[{"foreground": "text-primary", "background": "background-primary", "minimum": 4.5}]"#
        let result = Tool.run(["audit", folder.path, "--pairs", "-", "--json"], standardInput: pairs)
        #expect(result.status == .success, "\(result.standardError)")
        #expect(result.standardOutput.contains(#""pairsInferred":false"#) || result.standardOutput.contains(#""pairsInferred": false"#))
    }

    /// Issue #9, "The command line": each reproduction is a usage error (exit 64) that says what is wrong.
    @Test("command-line mistakes are usage errors that say what is wrong", arguments: [
        (["color", "red", "--to", "oklch", "--to", "lab"], "Error: '--to' was given more than once; give it once"),
        (["contrast", "red", "white", "--json", "--json"], "Error: '--json' was given more than once; give it once"),
        (["palette", "--family", "tael"], "Error: invalid value 'tael' for '--family'; did you mean 'teal'?"),
        (["color", "red", "--help=yes"], "Error: '--help' takes no value"),
        (["mix", "red", "blue", "--amount", "-5%"], "Error: invalid value '-5%' for '--amount': expected a number from 0 to 1 or a percentage"),
        (["mix", "red", "blue", "--steps", "-2"], "Error: invalid value '-2' for '--steps': expected a whole number from 2 to 10000"),
        (["contrast", "-", "-"], "Error: '<foreground>' and '<background>' cannot both read standard input ('-')"),
        (["audit", "-", "--pairs", "-"], "Error: '<path>' and '--pairs' cannot both read standard input ('-')"),
        (["theme", "--accent", "-", "--neutral", "-", "--no-files"], "Error: '--accent' and '--neutral' cannot both read standard input ('-')"),
        (["theme", "--no-files", "--out", "x"], "Error: '--no-files' and '--out' cannot be used together"),
    ])
    func commandLineMistakes(_ arguments: [String], _ firstLine: String) {
        let result = Tool.run(arguments, standardInput: "red\n")
        #expect(result.status == .usage)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.split(separator: "\n").first.map(String.init) == firstLine)
    }

    @Test("a repeated color on standard input keeps going after a bad line, and says which")
    func badLineContinues() throws {
        let result = Tool.run(["contrast", "-", "white", "--json"], standardInput: "black\nnotacolor\n#777\n")
        #expect(result.status == .failure)
        let objects = jsonLines(result.standardOutput)
        try #require(objects.count == 3)
        #expect(objects[1]["input"] as? String == "notacolor")
        #expect(objects[2]["foreground"] as? String == "#777")
    }

    /// Issue #9: one bad megabyte-long line wrote a megabyte to standard error.
    @Test("an error quotes a window of a long bad line, not the whole line")
    func longBadLine() {
        let line = "#" + String(repeating: "g", count: 1_000_000)
        let result = Tool.run(["color", "-"], standardInput: "red\n" + line + "\nblue\n")
        #expect(result.status == .failure)
        #expect(result.standardOutput.split(separator: "\n").count == 2)
        #expect(result.standardError.utf8.count < 200, "\(result.standardError.prefix(300))")
    }
}
