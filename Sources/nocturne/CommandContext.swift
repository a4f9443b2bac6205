import Nocturne
import NocturneSupport

/// What a command reads from and writes to: standard streams, the environment and the terminal.
///
/// Commands write only through a context, never with `print`, so that ``Tool/run(_:standardInput:environment:terminal:)``
/// can run them in-process for tests. A context belongs to one run on one thread; it is not `Sendable`.
final class CommandContext {
    /// The environment variables (`COLUMNS`, `NO_COLOR`, …).
    let environment: [String: String]
    /// Whether standard output is a terminal (swatches and tables may use ANSI color).
    let standardOutputIsTerminal: Bool
    /// Whether standard error is a terminal (progress is shown only then).
    let standardErrorIsTerminal: Bool
    /// Whether standard input is a terminal (someone is about to type; `-` then says how to end).
    let standardInputIsTerminal: Bool
    private let outputSink: (String) -> Void
    private let errorSink: (String) -> Void
    private let input: StandardInput
    private var hasExplainedInput = false
    private let flushOutput: () -> Void

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - environment: The environment variables.
    ///   - standardOutputIsTerminal: Whether standard output is a terminal.
    ///   - standardErrorIsTerminal: Whether standard error is a terminal.
    ///   - standardInputIsTerminal: Whether standard input is a terminal.
    ///   - standardInput: Standard input, read only when a command asks (an argument or option is `-`).
    ///   - output: Writes text to standard output.
    ///   - error: Writes text to standard error.
    ///   - flush: Pushes buffered standard output out now (for output that must appear as it happens).
    init(
        environment: [String: String], standardOutputIsTerminal: Bool, standardErrorIsTerminal: Bool,
        standardInputIsTerminal: Bool = false, standardInput: StandardInput, output: @escaping (String) -> Void, error: @escaping (String) -> Void,
        flush: @escaping () -> Void = {}
    ) {
        self.environment = environment
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.standardErrorIsTerminal = standardErrorIsTerminal
        self.standardInputIsTerminal = standardInputIsTerminal
        self.input = standardInput
        self.outputSink = output
        self.errorSink = error
        self.flushOutput = flush
    }

    /// Pushes buffered standard output out now: a line of `--watch` output must not wait for the buffer to fill.
    func flush() { flushOutput() }

    /// Writes text to standard output as is.
    func write(_ text: String) { outputSink(text) }

    /// Writes a line to standard output (the text, then the line end: no copy of the line is made to join them).
    func print(_ line: String = "") {
        outputSink(line)
        outputSink("\n")
    }

    /// Writes one JSON value as one line (a JSON Lines record) to standard output.
    func printJSON(_ value: JSONValue) { print(value.text) }

    /// Writes a line to standard error.
    func printError(_ line: String) { errorSink(line + "\n") }

    /// The values with each `-` replaced by the non-blank lines of standard input, trimmed, read one
    /// at a time as the sequence is iterated (so that each answer can be printed before the next line arrives).
    ///
    /// Standard input is read once; a second `-` adds nothing more.
    func expandingStandardInput(_ values: [String]) -> ExpandedInput {
        ExpandedInput(values: values[...], context: self)
    }

    /// All of standard input as one text (a file given as `-`); on a terminal, first says how to end it.
    ///
    /// - Throws: ``FormatError`` naming `<stdin>` when it holds more than a file may (16 MB), with the files' message.
    func standardInputText() throws(FormatError) -> String {
        explainInput(what: "a file")
        do { return try input.remainingText() } catch { throw FormatError(.io, file: Self.standardInputName, message: error.description) }
    }

    /// The next non-blank line of standard input, trimmed, or `nil` at its end.
    func nextInputValue() -> String? {
        explainInput(what: "one per line")
        return input.nextValue()
    }

    /// The value itself, or, when it is `-`, the only non-blank line of standard input.
    ///
    /// - Parameter label: How errors name the argument or option (`'--accent'`).
    /// - Throws: ``CommandFailure`` when standard input holds no value or more than one.
    func singleValue(_ value: String, for label: String) throws -> String {
        guard value == "-" else { return value }
        let lines = try standardInputText().split(whereSeparator: \.isNewline).map { $0.trimmingASCIIWhitespace() }.filter { !$0.isEmpty }
        guard lines.count == 1, let line = lines.first else {
            throw CommandFailure("\(label) is '-', so standard input must hold one value; it holds \(lines.count)")
        }
        return line
    }

    /// Runs `body` for each input in turn; a failure is printed the way every color command prints it
    /// (`Error: …` on standard error, or an `{"input", "error"}` JSON Lines record) and the rest still run.
    ///
    /// - Returns: `.failure` when any input failed, else `.success`.
    func forEachInput(_ inputs: some Sequence<String>, json: Bool, _ body: (String) throws -> Void) -> ExitStatus {
        var status = ExitStatus.success
        for input in inputs {
            do {
                try body(input)
            } catch {
                status = .failure
                let message = (error as? CommandFailure)?.message ?? String(describing: error)
                if json {
                    printJSON(["input": .string(input), "error": .string(message)])
                } else {
                    printError("Error: \(message)")
                }
            }
        }
        if let failure = input.failure {
            printError("Error: \(FormatError(.io, file: Self.standardInputName, message: "a line " + failure.description))")
            status = .failure
        }
        return status
    }

    private func explainInput(what: String) {
        guard standardInputIsTerminal, !hasExplainedInput else { return }
        hasExplainedInput = true
        errorSink("Reading standard input, \(what); end with Ctrl-D.\n")
    }

    /// The width to lay text out in: `$COLUMNS` when it is a positive number, else 80.
    var width: Int {
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
        return 80
    }

    /// Whether to use ANSI color on standard output: only on a terminal, and not when `NO_COLOR` is set
    /// to a non-empty value (no-color.org) or `TERM` is `dumb`.
    var usesColor: Bool {
        guard standardOutputIsTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// A two-cell swatch of the color in 24-bit ANSI color followed by a space, or `""` when color is off.
    func swatch(_ color: RGB8) -> String {
        guard usesColor else { return "" }
        return ANSI.swatch(color) + " "
    }

    /// A progress reporter for `total` steps that draws on standard error only when it is a terminal.
    func progress(_ label: String, total: Int) -> ProgressLine {
        ProgressLine(label: label, total: total, enabled: standardErrorIsTerminal, write: errorSink)
    }
}

/// The values of an argument with `-` replaced by standard-input lines, read lazily (see ``CommandContext/expandingStandardInput(_:)``).
struct ExpandedInput: Sequence, IteratorProtocol {
    fileprivate var values: ArraySlice<String>
    fileprivate let context: CommandContext
    private var reading = false
    private var consumed = false

    fileprivate init(values: ArraySlice<String>, context: CommandContext) {
        self.values = values
        self.context = context
    }

    /// The next value: a command-line value, or the next line of standard input while a `-` is being read.
    mutating func next() -> String? {
        while true {
            if reading {
                if let line = context.nextInputValue() { return line }
                reading = false
            }
            guard let value = values.popFirst() else { return nil }
            guard value == "-" else { return value }
            if !consumed {
                consumed = true
                reading = true
            }
        }
    }
}
