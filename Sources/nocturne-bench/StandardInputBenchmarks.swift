import Foundation
import Nocturne
import NocturneSupport

/// Streaming standard input through `nocturne color -`: lines per second of processor time, for each output form.
///
/// Target (issue 9): at least 200,000 lines/s in every form. Each benchmark runs the release `nocturne` found next
/// to this executable (`swift build -c release` builds both) on a million mixed lines, output to /dev/null: hex,
/// `rgb()`, `oklch()`, `hsl()` and names, a fifth each, from a fixed seed. One operation is one such run; its ns/op
/// is wall time, process start included. Standard error gets what the target is about: the child's processor
/// time (user + system) and lines per second. No peer in `../shared/bench` does this work (`limit.c` times one
/// conversion, not parsing and printing a line), so the forms are compared with one another: `--to oklch` and
/// `--json` against the default output, in the same invocation.
enum StandardInputBenchmarks {
    static let lines = 1_000_000
    static let forms: [(name: String, arguments: [String])] = [
        ("stdin-color", []), ("stdin-color-to-oklch", ["--to", "oklch"]), ("stdin-color-json", ["--json"]),
    ]

    static func register(into registry: inout BenchmarkRegistry) {
        for form in forms {
            registry.add(form.name) { iterations in
                guard let tool = nocturne, let input = prepareInput() else { return }
                var best = Double.infinity
                for _ in 0..<iterations { best = min(best, run(tool, form.arguments, input: input)) }
                // A run that could not start took infinite time: its figures print as "?", never trap.
                let perLine = best / Double(lines)
                BenchmarkOutput.warn(
                    "\(form.name): \(lines) lines in \(NumberText.cut(best, places: 3, notFinite: "?")) s of processor time, "
                        + "\(NumberText.cut(1 / perLine / 1000, places: 0, notFinite: "?"))k lines/s (target ≥ 200k), "
                        + "\(NumberText.cut(perLine * 1e9, places: 0, notFinite: "?")) ns/line")
            }
        }
    }

    /// The `nocturne` executable beside this one, or `nil` (said once) when it has not been built.
    static let nocturne: String? = {
        let own = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let path = URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent("nocturne").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            BenchmarkOutput.warn("stdin benchmarks need \(path): run 'swift build -c release' first; nothing measured")
            return nil
        }
        return path
    }()

    /// Runs `nocturne color - <arguments>` on the input file; returns the child's processor time in seconds.
    static func run(_ tool: String, _ arguments: [String], input: String) -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["color", "-"] + arguments
        process.standardInput = FileHandle(forReadingAtPath: input)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = LintBenchmarks.cpuSeconds(LintBenchmarks.childrenUsage)
        do { try process.run() } catch { return .infinity }
        process.waitUntilExit()
        return LintBenchmarks.cpuSeconds(LintBenchmarks.childrenUsage) - start
    }

    /// Writes the million input lines to a temporary file once per machine; returns its path.
    static func prepareInput() -> String? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-bench-stdin-\(lines).txt").path
        if FileManager.default.fileExists(atPath: path) { return path }
        let names = ["red", "rebeccapurple", "teal", "white", "black", "cornflowerblue", "tomato", "navy", "gold", "slategray"]
        var random = BenchmarkRandom(seed: 9)
        func fixed(_ value: Double, _ places: Int) -> String { NumberText.rounded(value, places: places, keepsTrailingZeros: true) }
        var text = ""
        text.reserveCapacity(lines * 20)
        for index in 0..<lines {
            switch index % 5 {
            case 0: text += RGB8(UInt32(truncatingIfNeeded: random.next())).hex
            case 1: text += "rgb(\(random.next() % 256) \(random.next() % 256) \(random.next() % 256))"
            case 2: text += "oklch(\(fixed(random.next(in: 0...1), 3)) \(fixed(random.next(in: 0...0.4), 3)) \(fixed(random.next(in: 0...360), 1)))"
            case 3: text += "hsl(\(fixed(random.next(in: 0...360), 1)) \(fixed(random.next(in: 0...100), 1))% \(fixed(random.next(in: 0...100), 1))%)"
            default: text += names[Int(random.next() % UInt64(names.count))]
            }
            text += "\n"
        }
        return (try? AtomicFile.write(text, to: path)) != nil ? path : nil
    }
}
