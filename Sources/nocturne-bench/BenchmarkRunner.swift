import NocturneSupport

/// The measured cost of one benchmark.
struct BenchmarkResult {
    let name: String
    let nanosecondsPerOperation: Double
    /// The peak resident memory while it ran, in bytes (``PeakMemory``), or `nil` where it cannot be measured.
    var peakBytes: Int?
}

/// Runs benchmarks: a warm-up that also sizes the batch, then several timed batches; the fastest counts.
struct BenchmarkRunner {
    /// How long one timed batch should take, in seconds.
    var batchSeconds = 0.05
    /// How many timed batches to run; the minimum time per operation is reported (least disturbed by others).
    var samples = 7

    /// Measures one benchmark, and the peak resident memory while it runs.
    func run(_ benchmark: Benchmark) -> BenchmarkResult {
        let reset = PeakMemory.reset()
        var result = measure(benchmark)
        result.peakBytes = reset ? PeakMemory.peakBytes : nil
        return result
    }

    private func measure(_ benchmark: Benchmark) -> BenchmarkResult {
        if benchmark.runsOnce {
            return BenchmarkResult(name: benchmark.name, nanosecondsPerOperation: time(benchmark, 1) * 1e9)
        }
        // Warm-up: grow the batch until it takes a tenth of the target, which also warms caches and tables.
        var iterations = 1
        var elapsed = time(benchmark, iterations)
        while elapsed < batchSeconds / 10 && iterations < 1 << 40 {
            iterations *= 4
            elapsed = time(benchmark, iterations)
        }
        let perOperation = max(elapsed / Double(iterations), 1e-12)
        let batch = max(1, Int(batchSeconds / perOperation))
        var best = Double.infinity
        for _ in 0..<samples {
            best = min(best, time(benchmark, batch) / Double(batch))
        }
        return BenchmarkResult(name: benchmark.name, nanosecondsPerOperation: best * 1e9)
    }

    private func time(_ benchmark: Benchmark, _ iterations: Int) -> Double {
        let start = BenchmarkRunner.now()
        benchmark.body(iterations)
        return BenchmarkRunner.now() - start
    }

    /// Monotonic time in seconds.
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }
}

/// Printing of results and diagnostics.
enum BenchmarkOutput {
    /// Writes a line to standard error.
    static func warn(_ message: String) {
        var line = "nocturne-bench: \(message)\n"
        line.withUTF8 { buffer in _ = write(2, buffer.baseAddress, buffer.count) }
    }

    /// One human-readable line: the name in a 28-column gutter, then ns/op, then the peak memory of one that runs once.
    static func text(_ result: BenchmarkResult, runsOnce: Bool = false) -> String {
        let padded = result.name.padded(to: 28)
        return "\(padded) \(format(result.nanosecondsPerOperation)) ns/op" + (runsOnce ? ", peak \(PeakMemory.megabytes(result.peakBytes))" : "")
    }

    /// `{"benchmarks": [{"name": …, "nsPerOp": …}, …]}`, with `"peakBytes"` after `"nsPerOp"` for those in `withMemory`.
    static func json(_ results: [BenchmarkResult], withMemory: Set<String> = []) -> String {
        let entries = results.map { result in
            let memory = withMemory.contains(result.name) ? ", \"peakBytes\": " + (result.peakBytes.map(String.init) ?? "null") : ""
            return "{\"name\": \"\(result.name)\", \"nsPerOp\": \(format(result.nanosecondsPerOperation))\(memory)}"
        }
        return "{\"benchmarks\": [" + entries.joined(separator: ", ") + "]}"
    }

    /// A figure with 3 significant decimals below 100 and one decimal above.
    static func format(_ value: Double) -> String {
        let scaled = value < 100 ? (value * 1000).rounded() / 1000 : (value * 10).rounded() / 10
        return "\(scaled)"
    }
}
