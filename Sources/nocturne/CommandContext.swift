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
    private let readInput: () -> String
    private var cachedInput: String?

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - environment: The environment variables.
    ///   - standardOutputIsTerminal: Whether standard output is a terminal.
    ///   - standardErrorIsTerminal: Whether standard error is a terminal.
    ///   - standardInputIsTerminal: Whether standard input is a terminal.
    ///   - standardInput: Reads all of standard input; called at most once, and only when a command asks.
    ///   - output: Writes text to standard output.
    ///   - error: Writes text to standard error.
    init(
        environment: [String: String], standardOutputIsTerminal: Bool, standardErrorIsTerminal: Bool,
        standardInputIsTerminal: Bool = false, standardInput: @escaping () -> String, output: @escaping (String) -> Void, error: @escaping (String) -> Void
    ) {
        self.environment = environment
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.standardErrorIsTerminal = standardErrorIsTerminal
        self.standardInputIsTerminal = standardInputIsTerminal
        self.readInput = standardInput
        self.outputSink = output
        self.errorSink = error
    }

    /// Writes text to standard output as is.
    func write(_ text: String) { outputSink(text) }

    /// Writes a line to standard output.
    func print(_ line: String = "") { outputSink(line + "\n") }

    /// Writes one JSON value as one line (a JSON Lines record) to standard output.
    func printJSON(_ value: JSONValue) { outputSink(value.text + "\n") }

    /// Writes a line to standard error.
    func printError(_ line: String) { errorSink(line + "\n") }

    /// All of standard input, read once on first use; on a terminal, first says how to end it.
    func standardInput() -> String {
        if let cachedInput { return cachedInput }
        if standardInputIsTerminal { errorSink("Reading standard input, one per line; end with Ctrl-D.\n") }
        let input = readInput()
        cachedInput = input
        return input
    }

    /// The values with each `-` replaced by the non-blank lines of standard input, trimmed.
    ///
    /// Standard input is read once; a second `-` adds nothing more.
    func expandingStandardInput(_ values: [String]) -> [String] {
        var result: [String] = []
        var consumed = false
        for value in values {
            guard value == "-" else { result.append(value); continue }
            guard !consumed else { continue }
            consumed = true
            for line in standardInput().split(whereSeparator: \.isNewline) {
                let trimmed = line.trimmingWhitespace()
                if !trimmed.isEmpty { result.append(trimmed) }
            }
        }
        return result
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
