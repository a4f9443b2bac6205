import Testing
@testable import nocturne

@Suite("CommandLineParser")
struct CommandLineParserTests {
    enum Space: String, CaseIterable, Sendable { case srgb, oklch, displayP3 = "display-p3" }

    static let to = Option.choice("to", value: "space", help: "Target.", of: Space.self)
    static let amount = Option.fraction("amount", value: "n", help: "Amount.", default: 0.5)
    static let out = Option.text("out", value: "dir", help: "Folder.", short: "o")
    static let tag = Option.text("tag", value: "t", help: "A tag.", repeatable: true)
    static let steps = Option.integer("steps", value: "n", help: "Steps.", in: 2...10)
    static let json = Option.flag("json", help: "JSON.")
    static let parser = CommandLineParser(
        arguments: [Argument("color", help: "A color.", repeated: true)], options: [to, amount, out, tag, steps, json], conflicts: [(amount, steps)])

    struct Case: Sendable, CustomTestStringConvertible {
        let tokens: [String]
        let colors: [String]
        let to: Space?
        let json: Bool
        var testDescription: String { tokens.joined(separator: " ") }
    }

    @Test("accepted forms", arguments: [
        Case(tokens: ["red", "--to", "oklch"], colors: ["red"], to: .oklch, json: false),
        Case(tokens: ["red", "--to=oklch"], colors: ["red"], to: .oklch, json: false),
        Case(tokens: ["--json", "red", "blue"], colors: ["red", "blue"], to: nil, json: true),
        Case(tokens: ["-", "--json"], colors: ["-"], to: nil, json: true),
        Case(tokens: ["--to", "OKLCH", "x"], colors: ["x"], to: .oklch, json: false),
        Case(tokens: ["--", "--json", "-h"], colors: ["--json", "-h"], to: nil, json: false),
        Case(tokens: ["-0.5", "red"], colors: ["-0.5", "red"], to: nil, json: false),
        Case(tokens: ["-5%", "-.5"], colors: ["-5%", "-.5"], to: nil, json: false),
    ])
    func accepted(_ example: Case) throws {
        guard case .run(let parsed) = try Self.parser.parse(example.tokens) else {
            Issue.record("expected a run")
            return
        }
        #expect(parsed.values("color") == example.colors)
        #expect(parsed[Self.to] == example.to)
        #expect(parsed[Self.json] == example.json)
    }

    @Test("defaults apply only when the option is absent")
    func defaults() throws {
        guard case .run(let absent) = try Self.parser.parse(["red"]),
            case .run(let given) = try Self.parser.parse(["red", "--amount", "0.25", "-o", "Theme"])
        else {
            Issue.record("expected runs")
            return
        }
        #expect(absent[Self.amount] == 0.5)
        #expect(!absent.isGiven(Self.amount))
        #expect(absent[Self.out] == nil)
        #expect(given[Self.amount] == 0.25)
        #expect(given.isGiven(Self.amount))
        #expect(given[Self.out] == "Theme")
    }

    @Test("a repeatable option keeps every value in order")
    func repeatable() throws {
        guard case .run(let parsed) = try Self.parser.parse(["red", "--tag", "a", "--tag=b"]) else {
            Issue.record("expected a run")
            return
        }
        #expect(parsed[all: Self.tag] == ["a", "b"])
        #expect(parsed[Self.tag] == "b")
    }

    @Test("help derives values and default from the declaration")
    func helpText() {
        #expect(Self.to.option.helpText == "Target. (values: srgb, oklch, display-p3)")
        #expect(Self.amount.option.helpText == "Amount. (default: 0.5)")
        #expect(Self.out.option.helpLabel == "-o, --out <dir>")
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
        (["red", "--help=yes"], "'--help' takes no value"),
        (["red", "--version=2"], "'--version' takes no value"),
        (["red", "--to", "srgb", "--to", "oklch"], "'--to' was given more than once; give it once"),
        (["red", "--json", "--json"], "'--json' was given more than once; give it once"),
        (["red", "-o", "a", "--out", "b"], "'--out' was given more than once; give it once"),
        (["red", "--amount", "-5%"], "invalid value '-5%' for '--amount': expected a number from 0 to 1 or a percentage"),
        (["red", "--amount", "-0.5"], "invalid value '-0.5' for '--amount': expected a number from 0 to 1 or a percentage"),
        (["red", "--steps", "-3"], "invalid value '-3' for '--steps': expected a whole number from 2 to 10"),
        (["red", "--steps", "3", "--amount", "1"], "'--amount' and '--steps' cannot be used together"),
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

    @Test("numbers are checked when parsed, naming the option", arguments: [
        (["--amount", "abc"], "invalid value 'abc' for '--amount': expected a number from 0 to 1 or a percentage"),
        (["--amount", "150%"], "invalid value '150%' for '--amount': expected a number from 0 to 1 or a percentage"),
        (["--amount", "nan"], "invalid value 'nan' for '--amount': expected a number from 0 to 1 or a percentage"),
        (["--steps", "2.5"], "invalid value '2.5' for '--steps': expected a whole number"),
        (["--steps", "11"], "invalid value '11' for '--steps': expected a whole number from 2 to 10"),
    ])
    func numbers(_ tokens: [String], _ message: String) throws {
        #expect(throws: UsageError(message)) { try Self.parser.parse(["red"] + tokens) }
    }

    @Test("number options: percentages and fractions read the same")
    func fractions() throws {
        guard case .run(let percent) = try Self.parser.parse(["red", "--amount", "25%"]),
            case .run(let fraction) = try Self.parser.parse(["red", "--amount=0.25"])
        else {
            Issue.record("expected runs")
            return
        }
        #expect(percent[Self.amount] == 0.25)
        #expect(fraction[Self.amount] == 0.25)
    }
}
