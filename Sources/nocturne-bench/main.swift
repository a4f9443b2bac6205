// nocturne-bench: speed of Nocturne's hot operations, in a release build.
//
//   swift run -c release nocturne-bench [--json] [--filter <substring>]... [--list] [--quick] [--help]
//
// Output: one line per benchmark, `<name>  <ns> ns/op`; with --json, one object
// `{"benchmarks": [{"name": "srgb8-to-oklch", "nsPerOp": 81.2}, …]}` whose names are stable across
// commits. Compare against peers with Scripts/bench-peers, never with absolute times in tests.
//
// Adding benchmarks (one line here per area):
//   1. In your area's file in this folder (e.g. `AppearanceBenchmarks.swift`) write
//        enum AppearanceBenchmarks {
//            static func register(into registry: inout BenchmarkRegistry) {
//                let inputs = …                      // prepare outside the measured loop
//                registry.add("resolve-dynamic-color") { iterations in
//                    for i in 0..<iterations { blackHole(work(inputs[i & mask])) }
//                }
//            }
//        }
//   2. Add `AppearanceBenchmarks.register(into: &registry)` to the list below.
// Names are kebab-case and stable; the body runs the operation `iterations` times.

import NocturneSupport
import Nocturne

var registry = BenchmarkRegistry()
ColorBenchmarks.register(into: &registry)
ColorVisionBenchmarks.register(into: &registry)
AppearanceBenchmarks.register(into: &registry)
PaletteBenchmarks.register(into: &registry)
FormatsBenchmarks.register(into: &registry)
HostBenchmarks.register(into: &registry)
LintBenchmarks.register(into: &registry)
LintScalingBenchmarks.register(into: &registry)
SyntaxBenchmarks.register(into: &registry)
FixBenchmarks.register(into: &registry)
ScaleBenchmarks.register(into: &registry)
StandardInputBenchmarks.register(into: &registry)

switch BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
    BenchmarkOutput.warn(error.description)
    BenchmarkOutput.warn(BenchmarkOptions.usage)
    exit(64)
case .success(let options) where options.help:
    print(BenchmarkOptions.helpText)
case .success(let options):
    let selected = registry.benchmarks.filter(options.selects)
    if options.list {
        for benchmark in selected { print(benchmark.name) }
        exit(0)
    }
    if selected.isEmpty { BenchmarkOutput.warn("no benchmark matches the filter") }
    var runner = BenchmarkRunner()
    if options.quick { runner.batchSeconds = 0.005; runner.samples = 2 }
    var results: [BenchmarkResult] = []
    for benchmark in selected {
        if let reason = benchmark.unavailable() {
            // Never silently nothing: a benchmark that cannot run here says so where its figure would be.
            if options.json { BenchmarkOutput.warn("\(benchmark.name) skipped: \(reason)") } else { print("\(benchmark.name.padded(to: 28)) skipped: \(reason)") }
            continue
        }
        if let iterations = options.iterations {
            // One batch of exactly this many, untimed: for counting instructions (valgrind --tool=callgrind) per operation.
            benchmark.body(iterations)
            continue
        }
        let result = runner.run(benchmark)
        results.append(result)
        if !options.json { print(BenchmarkOutput.text(result, runsOnce: benchmark.runsOnce)) }
    }
    for comparison in registry.comparisons {
        let figures = comparison.names.compactMap { name in results.first { $0.name == name } }
        guard figures.count == comparison.names.count else { continue }
        let line = comparison.report(figures)
        if options.json { BenchmarkOutput.warn(line) } else { print(line) }
    }
    if options.json { print(BenchmarkOutput.json(results, withMemory: Set(selected.filter(\.runsOnce).map(\.name)))) }
}
