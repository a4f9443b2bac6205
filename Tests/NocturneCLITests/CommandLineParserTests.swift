import Testing
@testable import nocturne

@Suite("CommandLineParser")
struct CommandLineParserTests {
    static let parser = CommandLineParser(
        arguments: [Argument("color", help: "A color.", repeated: true)],
        options: [
            .option("to", value: "space", help: "Target.", choices: ["srgb", "oklch", "display-p3"]),
            .option("amount", value: "n", help: "Amount.", default: "0.5"),
            .option("out", value: "dir", help: "Folder.", short: "o"),
            .flag("json", help: "JSON."),
        ])

    struct Case: Sendable, CustomTestStringConvertible {
        let tokens: [String]
        let colors: [String]
        let to: String?
        let json: Bool
        var testDescription: String { tokens.joined(separator: " ") }
    }

    @Test("accepted forms", arguments: [
        Case(tokens: ["red", "--to", "oklch"], colors: ["red"], to: "oklch", json: false),
        Case(tokens: ["red", "--to=oklch"], colors: ["red"], to: "oklch", json: false),
        Case(tokens: ["--json", "red", "blue"], colors: ["red", "blue"], to: nil, json: true),
        Case(tokens: ["-", "--json"], colors: ["-"], to: nil, json: true),
        Case(tokens: ["--to", "srgb", "--to", "oklch", "x"], colors: ["x"], to: "oklch", json: false),
        Case(tokens: ["--", "--json", "-h"], colors: ["--json", "-h"], to: nil, json: false),
        Case(tokens: ["-0.5", "red"], colors: ["-0.5", "red"], to: nil, json: false),
    ])
    func accepted(_ example: Case) throws {
        guard case .run(let parsed) = try Self.parser.parse(example.tokens) else {
            Issue.record("expected a run")
            return
        }
        #expect(parsed.values("color") == example.colors)
        #expect(parsed.option("to") == example.to)
        #expect(parsed.flag("json") == example.json)
    }

    @Test("defaults apply only when the option is absent")
    func defaults() throws {
        guard case .run(let absent) = try Self.parser.parse(["red"]),
            case .run(let given) = try Self.parser.parse(["red", "--amount", "0.25", "-o", "Theme"])
        else {
            Issue.record("expected runs")
            return
        }
        #expect(absent.option("amount") == "0.5")
        #expect(!absent.isGiven("amount"))
        #expect(given.option("amount") == "0.25")
        #expect(given.option("out") == "Theme")
        #expect(try given.double("amount", in: 0...1) == 0.25)
    }

    @Test("help and version win anywhere before --", arguments: [
        (["red", "--help"], CommandLineParser.Outcome.help),
        (["-h"], .help),
        (["--to", "oklch", "--version"], .version),
    ])
    func helpAndVersion(_ tokens: [String], _ expected: CommandLineParser.Outcome) throws {
        #expect(try Self.parser.parse(tokens) == expected)
    }

    @Test("usage errors say what was wrong", arguments: [
        (["red", "--too", "oklch"], "unknown option '--too'; did you mean '--to'?"),
        (["red", "--jsno"], "unknown option '--jsno'; did you mean '--json'?"),
        (["red", "--hepl"], "unknown option '--hepl'; did you mean '--help'?"),
        (["red", "--frobnicate"], "unknown option '--frobnicate'"),
        (["red", "-x"], "unknown option '-x'"),
        (["red", "--to"], "missing value for '--to <space>'"),
        (["red", "--to", "--json"], "missing value for '--to <space>'"),
        (["red", "--to", "oklhc"], "invalid value 'oklhc' for '--to'; did you mean 'oklch'?"),
        (["red", "--to", "cmyk"], "invalid value 'cmyk' for '--to' (values: srgb, oklch, display-p3)"),
        (["red", "--json=yes"], "'--json' is a flag and takes no value"),
        ([], "missing expected argument '<color> ...'"),
        (["--json"], "missing expected argument '<color> ...'"),
    ])
    func usageErrors(_ tokens: [String], _ message: String) {
        #expect(throws: UsageError(message)) { try Self.parser.parse(tokens) }
    }

    @Test("positional counts")
    func positionalCounts() throws {
        let pair = CommandLineParser(
            arguments: [Argument("foreground", help: ""), Argument("background", help: ""), Argument("extra", help: "", optional: true)],
            options: [])
        #expect(throws: UsageError("missing expected argument '<background>'")) { try pair.parse(["black"]) }
        #expect(throws: UsageError("unexpected argument 'd'")) { try pair.parse(["a", "b", "c", "d"]) }
        guard case .run(let parsed) = try pair.parse(["a", "b"]) else {
            Issue.record("expected a run")
            return
        }
        #expect(parsed.value("background") == "b")
        #expect(parsed.value("extra") == nil)
    }

    @Test("number accessors reject bad values with the option's name", arguments: [
        ("abc", "invalid value 'abc' for '--amount': expected a number"),
        ("1.5", "invalid value '1.5' for '--amount': expected a number from 0 to 1"),
        ("nan", "invalid value 'nan' for '--amount': expected a number"),
    ])
    func numbers(_ text: String, _ message: String) throws {
        guard case .run(let parsed) = try Self.parser.parse(["red", "--amount", text]) else {
            Issue.record("expected a run")
            return
        }
        #expect(throws: UsageError(message)) { try parsed.double("amount", in: 0...1) }
    }
}
