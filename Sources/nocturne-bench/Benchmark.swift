import NocturneColor

/// One named benchmark: a body that performs the measured operation `iterations` times.
///
/// The body owns its loop, so the harness's per-call overhead is paid once per batch, not once per
/// operation. Prepare inputs before returning the body (in the registration), never inside the loop,
/// and feed every result into ``blackHole(_:)`` (or fold results into one value and sink that once)
/// so the optimizer cannot delete the work.
struct Benchmark {
    /// The stable name printed in reports and compared across commits (`srgb8-to-oklch`).
    let name: String
    /// Says why the benchmark cannot run here (a tool or service missing), or `nil` when it can; asked once, before the first batch.
    var unavailable: () -> String? = { nil }
    /// Whether one run is the measurement (an operation of many seconds, whose batches would take minutes), its peak
    /// resident memory reported beside its time.
    var runsOnce = false
    /// Runs the operation `iterations` times.
    let body: (_ iterations: Int) -> Void
}

/// A line printed after the results, comparing benchmarks measured in the same run (a ratio, a goal met or not).
struct BenchmarkComparison {
    /// The benchmarks compared, by name; the line is printed only when all of them ran.
    let names: [String]
    /// Makes the line from their results, in the order of ``names``.
    let report: (_ results: [BenchmarkResult]) -> String
}

/// The benchmarks of every area, in registration order.
///
/// Each area adds its benchmarks from a `static func register(into registry: inout BenchmarkRegistry)`
/// in its own file; `main.swift` calls each of those once.
struct BenchmarkRegistry {
    private(set) var benchmarks: [Benchmark] = []
    private(set) var comparisons: [BenchmarkComparison] = []

    /// Adds a benchmark; names must be unique (a duplicate replaces nothing and is reported).
    ///
    /// - Parameters:
    ///   - name: The stable, kebab-case name.
    ///   - body: Runs the operation the given number of times.
    ///   - unavailable: Says why the benchmark cannot run here, or `nil`; asked only when the benchmark is selected.
    ///   - runsOnce: Whether one run is the measurement, with its peak memory (``Benchmark/runsOnce``).
    mutating func add(_ name: String, unavailable: @escaping () -> String? = { nil }, runsOnce: Bool = false,
                      _ body: @escaping (_ iterations: Int) -> Void) {
        if benchmarks.contains(where: { $0.name == name }) {
            BenchmarkOutput.warn("duplicate benchmark name '\(name)' ignored")
            return
        }
        benchmarks.append(Benchmark(name: name, unavailable: unavailable, runsOnce: runsOnce, body: body))
    }

    /// Adds a line printed after the results when every named benchmark ran (`gdbus call 9.1 ms, ours 0.4 ms: 23× faster`).
    ///
    /// - Parameters:
    ///   - names: The benchmarks compared.
    ///   - report: Makes the line from their ns/op, in the order of `names`.
    mutating func compare(_ names: [String], _ report: @escaping (_ nanosecondsPerOperation: [Double]) -> String) {
        comparisons.append(BenchmarkComparison(names: names) { results in report(results.map(\.nanosecondsPerOperation)) })
    }

    /// Adds a line made from whole results (time and peak memory) when every named benchmark ran.
    ///
    /// - Parameters:
    ///   - names: The benchmarks compared.
    ///   - report: Makes the line from their results, in the order of `names`.
    mutating func compareResults(_ names: [String], _ report: @escaping (_ results: [BenchmarkResult]) -> String) {
        comparisons.append(BenchmarkComparison(names: names, report: report))
    }
}

/// Keeps a value alive as far as the optimizer can tell, so the work that made it is not removed.
///
/// Unoptimized and never inlined: the compiler cannot see that it ignores its argument.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// A small deterministic generator for benchmark inputs (SplitMix64), so runs are comparable.
struct BenchmarkRandom {
    private var state: UInt64

    /// Creates a generator from a seed.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `count` random 8-bit colors, the input table of the color and color-vision benchmarks.
    mutating func pixels(_ count: Int) -> [RGB8] {
        (0..<count).map { _ in RGB8(UInt32(truncatingIfNeeded: next())) }
    }

    /// A uniform value in `range`.
    mutating func next(in range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }
}
