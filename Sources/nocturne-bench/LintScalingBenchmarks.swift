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
/// - `lint-findings-1.2M`: `nocturne lint`'s work and output (each finding's text line, written to `/dev/null`) on 120
///   files of 10,000 constant colors each, one finding a line; one run, with its peak resident memory. Target (issue 38,
///   item 14): at most 60 s and 600 MB. Run it alone (`--filter lint-findings`) for a peak that is its own.
enum LintScalingBenchmarks {
    /// The files and lines of `lint-findings-1.2M`.
    static let findingFiles = 120, findingLines = 10_000

    static func register(into registry: inout BenchmarkRegistry) {
        let sizes = [10_000, 40_000]
        let folders = sizes.map { FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-bench-suppressions-\($0)").path }
        for (size, folder) in zip(sizes, folders) {
            registry.add("lint-suppressions-\(size / 1000)k-lines") { iterations in
                guard prepare(folder, lines: size) else { return }
                for _ in 0..<iterations { blackHole(try? Linter().lint(paths: [folder])) }
            }
        }
        let findings = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-bench-findings-1.2M").path
        registry.add("lint-findings-1.2M", runsOnce: true) { iterations in
            guard prepareFindings(findings) else { return }
            for _ in 0..<iterations { blackHole(lintPrinting(findings)) }
        }
        registry.compareResults(["lint-findings-1.2M"]) { results in
            let time = results[0].nanosecondsPerOperation / 1e9, peak = results[0].peakBytes
            return "lint with \(findingFiles * findingLines) findings, printed: \(BenchmarkOutput.format(time)) s, peak \(PeakMemory.megabytes(peak)) "
                + "(goal: at most 60 s and 600 MB: \(time <= 60 && (peak ?? .max) <= 600 << 20 ? "met" : "NOT met"))"
        }
        registry.compare(sizes.map { "lint-suppressions-\($0 / 1000)k-lines" }) { figures in
            let ratio = figures[1] / figures[0]
            return "lint-suppressions 10k → 40k lines: \(BenchmarkOutput.format(figures[0] / 1e6)) ms → \(BenchmarkOutput.format(figures[1] / 1e6)) ms: "
                + "\(BenchmarkOutput.format(ratio))× for 4× the lines (goal: at most 6×, linear: \(ratio <= 6 ? "met" : "NOT met"))"
        }
    }

    /// Lints `folder` as `nocturne lint` does (each file's findings printed as it is done) and writes each finding's line to
    /// `/dev/null` through a 64 KiB buffer, as the command's console does; returns how many findings were written.
    static func lintPrinting(_ folder: String) -> Int {
        let sink = open("/dev/null", O_WRONLY)
        defer { close(sink) }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 16)
        func flush() {
            buffer.withUnsafeBytes { _ = write(sink, $0.baseAddress, $0.count) }
            buffer.removeAll(keepingCapacity: true)
        }
        let report = try? Linter().lint(paths: [folder]) { finding in
            buffer.append(contentsOf: LintOutput.text(finding).utf8)
            buffer.append(UInt8(ascii: "\n"))
            if buffer.count >= 1 << 16 { flush() }
        }
        flush()
        return report?.counts.findings ?? 0
    }

    /// Writes the `lint-findings-1.2M` files once: each a function setting a constant color on every line.
    private static func prepareFindings(_ folder: String) -> Bool {
        let marker = folder + "/.complete"
        if FileSystem.exists(marker) { return true }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for file in 0..<findingFiles {
                var text = "import UIKit\n\nfunc paint\(file)(_ view: UIView) {\n"
                for line in 0..<findingLines {
                    text += "    view.backgroundColor = UIColor(red: 0.\(line % 1000), green: 0.\(file % 10), blue: 0.3, alpha: 1)\n"
                }
                try (text + "}\n").write(toFile: folder + "/Paint\(String(1000 + file).dropFirst()).swift", atomically: false, encoding: .utf8)
            }
            try "".write(toFile: marker, atomically: false, encoding: .utf8)
            return true
        } catch {
            BenchmarkOutput.warn("cannot write \(folder): \(error)")
            return false
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
