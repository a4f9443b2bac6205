import Foundation
import NocturneLint
import NocturneSupport

/// Benchmarks of the linter's cost on hostile shapes, as ratios of one size to four times it, in one run: a linear
/// cost is about 4×, a quadratic one 16×. The tests check these inputs for their results under a hang guard; the
/// growth is measured here, not in a timed test.
///
/// - `lint-suppressions-10k-lines` / `-40k-lines`: a file whose every line is a constant color with a trailing
///   `nocturne:ignore` (each suppression is looked up by its line).
/// Target (issue 19): at most 6× from 10,000 to 40,000 lines.
enum LintScalingBenchmarks {
    static func register(into registry: inout BenchmarkRegistry) {
        let sizes = [10_000, 40_000]
        let folders = sizes.map { FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-bench-suppressions-\($0)").path }
        for (size, folder) in zip(sizes, folders) {
            registry.add("lint-suppressions-\(size / 1000)k-lines") { iterations in
                guard prepare(folder, lines: size) else { return }
                for _ in 0..<iterations { blackHole(try? Linter().lint(paths: [folder])) }
            }
        }
        registry.compare(sizes.map { "lint-suppressions-\($0 / 1000)k-lines" }) { figures in
            let ratio = figures[1] / figures[0]
            return "lint-suppressions 10k → 40k lines: \(BenchmarkOutput.format(figures[0] / 1e6)) ms → \(BenchmarkOutput.format(figures[1] / 1e6)) ms: "
                + "\(BenchmarkOutput.format(ratio))× for 4× the lines (goal: at most 6×, linear: \(ratio <= 6 ? "met" : "NOT met"))"
        }
    }

    /// Writes `<folder>/a.swift` with `lines` suppressed constant colors, once.
    private static func prepare(_ folder: String, lines: Int) -> Bool {
        let file = folder + "/a.swift"
        if FileSystem.isRegularFile(file) { return true }
        let line = "let c = UIColor(red: 1, green: 0, blue: 0, alpha: 1) // nocturne:ignore\n"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try String(repeating: line, count: lines).write(toFile: file, atomically: true, encoding: .utf8)
            return true
        } catch {
            BenchmarkOutput.warn("cannot write \(file): \(error)")
            return false
        }
    }
}
