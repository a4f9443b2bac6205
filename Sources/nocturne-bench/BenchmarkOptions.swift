
/// The command line of `nocturne-bench`.
struct BenchmarkOptions {
    var json = false
    var list = false
    var quick = false
    var help = false
    var filters: [String] = []
    /// Runs each selected benchmark's body once with exactly this many iterations, untimed (`--iterations`).
    var iterations: Int?

    /// The usage line, printed with `--help` and after a usage error.
    static let usage = "usage: nocturne-bench [--json] [--filter <substring>]... [--list] [--quick] [--iterations <n>] [--help]"

    /// What `--help` prints: what the tool measures, the usage line and the options.
    static let helpText = """
        nocturne-bench: speed of Nocturne's hot operations, in ns/op (run it in a release build).

        \(usage)

          --json                  Print one JSON object with every result.
          --filter <substring>    Run only benchmarks whose name contains it (repeatable).
          --list                  Print the selected benchmark names and exit.
          --quick                 Shorter batches and fewer samples, for a smoke run.
          --iterations <n>        Run each selected benchmark once with n iterations, untimed, printing
                                  nothing: for counting instructions per operation with callgrind
                                  (run with two n and divide the difference by theirs).
          -h, --help              Show this help.
        """

    /// Whether a benchmark is selected: no filter, or its name contains one of the filters.
    func selects(_ benchmark: Benchmark) -> Bool {
        filters.isEmpty || filters.contains { benchmark.name.contains($0) }
    }

    /// Parses the arguments, or says what is wrong.
    static func parse(_ arguments: [String]) -> Result<BenchmarkOptions, BenchmarkOptionsError> {
        var options = BenchmarkOptions()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--json": options.json = true
            case "--list": options.list = true
            case "--quick": options.quick = true
            case "--help", "-h": options.help = true
            case "--filter":
                index += 1
                guard index < arguments.count else { return .failure(BenchmarkOptionsError("missing value for '--filter'")) }
                options.filters.append(arguments[index])
            case "--iterations":
                index += 1
                guard index < arguments.count, let count = Int(arguments[index]), count >= 1 else {
                    return .failure(BenchmarkOptionsError("'--iterations' needs a whole number of at least 1"))
                }
                options.iterations = count
            default:
                if argument.hasPrefix("--filter=") {
                    options.filters.append(String(argument.dropFirst("--filter=".count)))
                } else {
                    return .failure(BenchmarkOptionsError("unknown option '\(argument)'"))
                }
            }
            index += 1
        }
        return .success(options)
    }
}

/// A usage error on the command line.
struct BenchmarkOptionsError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
