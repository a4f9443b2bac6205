import Foundation
import Nocturne
import NocturneSupport

/// Benchmarks of NocturneLint: linting a million lines of real Swift, against `grep -rE` on the same files.
///
/// Targets (issue 13): `lint-swift-1m-lines` under 2 s (2,000,000,000 ns/op) on two cores, and at most
/// 3× `grep-swift-1m-lines`, which scans the same files for the same constructor names; both run in
/// the same `nocturne-bench` invocation, so the ratio compares like with like, and
/// `lint-vs-grep-swift-1m-lines` runs them alternately and prints both wall and processor times and
/// their ratios on standard error. The corpus repeats the real apps in
/// `../shared/reference/real-inputs/swift` (or `$NOCTURNE_REFERENCE/real-inputs/swift`) until it holds a
/// million lines; without them the benchmarks say so and measure nothing.
///
/// What grep does: `grep -rEc --include=*.swift` with ``grepPattern`` over the same folder, one
/// process on one core, reading every file to its end (`-c` counts matching lines; `-l` would stop at a
/// file's first match, which a linter cannot). The pattern names the constructors and fixed colors the
/// linter reports; grep only finds lines, where the linter lexes every file and judges each color in
/// context. Its locale does not change its speed on this pattern (C and C.UTF-8 measured the same).
enum LintBenchmarks {
    /// The constructor names both the linter and grep look for.
    static let grepPattern = #"(UI|NS|CG)?Color\((red|white|hue|hex|rgba|displayP3Red|calibratedRed|srgbRed|\.sRGB)|#colorLiteral|\.(black|white|lightGray|darkGray)\b"#

    static func register(into registry: inout BenchmarkRegistry) {
        let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-bench-lint-corpus").path
        registry.add("lint-swift-1m-lines") { iterations in
            guard prepareCorpus(at: corpus) else { return }
            for _ in 0..<iterations { blackHole(try? Linter().lint(paths: [corpus])) }
        }
        registry.add("grep-swift-1m-lines") { iterations in
            guard prepareCorpus(at: corpus) else { return }
            for _ in 0..<iterations { blackHole(grep(corpus)) }
        }
        // Lint and grep alternately, so that both meet the same load from the rest of the machine; prints the figures
        // the targets are about. Its ns/op is one lint plus one grep.
        registry.add("lint-vs-grep-swift-1m-lines") { iterations in
            guard prepareCorpus(at: corpus) else { return }
            var best = (lintWall: Double.infinity, lintCPU: Double.infinity, grepWall: Double.infinity, grepCPU: Double.infinity)
            for _ in 0..<max(iterations, 3) {
                var start = (wall: BenchmarkRunner.now(), cpu: cpuSeconds(ownUsage))
                blackHole(try? Linter().lint(paths: [corpus]))
                best.lintWall = min(best.lintWall, BenchmarkRunner.now() - start.wall)
                best.lintCPU = min(best.lintCPU, cpuSeconds(ownUsage) - start.cpu)
                start = (BenchmarkRunner.now(), cpuSeconds(childrenUsage))
                blackHole(grep(corpus))
                best.grepWall = min(best.grepWall, BenchmarkRunner.now() - start.wall)
                best.grepCPU = min(best.grepCPU, cpuSeconds(childrenUsage) - start.cpu)
            }
            func seconds(_ value: Double) -> String { NumberText.cut(value, places: 3, notFinite: "?") + " s" }
            func ratio(_ value: Double) -> String { NumberText.cut(value, places: 2, notFinite: "?") + "×" }
            BenchmarkOutput.warn(
                "lint-vs-grep (best of \(max(iterations, 3)) alternating runs, \(ProcessInfo.processInfo.activeProcessorCount) cores): "
                    + "lint \(seconds(best.lintWall)) wall (target ≤ 2 s), \(seconds(best.lintCPU)) CPU; "
                    + "grep \(seconds(best.grepWall)) wall, \(seconds(best.grepCPU)) CPU; "
                    + "wall ratio \(ratio(best.lintWall / best.grepWall)) (target ≤ 3×), CPU ratio \(ratio(best.lintCPU / best.grepCPU))")
        }
    }

    #if canImport(Glibc)
    static let ownUsage = RUSAGE_SELF.rawValue, childrenUsage = RUSAGE_CHILDREN.rawValue
    #else
    static let ownUsage = RUSAGE_SELF, childrenUsage = RUSAGE_CHILDREN
    #endif

    /// User plus system processor time of this process (all threads) or of its waited-for children, in seconds.
    static func cpuSeconds(_ who: Int32) -> Double {
        var usage = rusage()
        getrusage(who, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
    }

    /// Runs `grep -rEc` over the corpus (every file read to its end) and returns its exit status.
    static func grep(_ folder: String) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["grep", "-rEc", "--include=*.swift", grepPattern, folder]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The shared reference data: `$NOCTURNE_REFERENCE`, else `../shared/reference` from the current folder.
    static var referenceFolder: String {
        ProcessInfo.processInfo.environment["NOCTURNE_REFERENCE"] ?? FileManager.default.currentDirectoryPath + "/../shared/reference"
    }

    /// Copies the real apps' Swift files into `folder` as many times as it takes to reach a million lines (once per machine).
    static func prepareCorpus(at folder: String) -> Bool {
        let marker = folder + "/.complete"
        if FileManager.default.fileExists(atPath: marker) { return true }
        let reference = referenceFolder + "/real-inputs/swift"
        let absent = "lint benchmarks need the real apps in \(reference) (fetched, never stored: put them in place with "
            + "../shared/reference/get-apps or Scripts/real-apps, README → Contributing); nothing measured"
        guard let walker = FileManager.default.enumerator(atPath: reference) else {
            BenchmarkOutput.warn(absent)
            return false
        }
        var files: [(path: String, text: String, lines: Int)] = []
        while let entry = walker.nextObject() as? String {
            guard entry.hasSuffix(".swift"), let text = try? String(contentsOfFile: reference + "/" + entry, encoding: .utf8) else { continue }
            files.append((entry, text, text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }))
        }
        let perCopy = files.reduce(0) { $0 + $1.lines }
        guard perCopy > 0 else {
            BenchmarkOutput.warn(absent)
            return false
        }
        try? FileManager.default.removeItem(atPath: folder)
        var total = 0
        var copy = 0
        while total < 1_000_000 {
            for file in files {
                let path = folder + "/copy\(copy)/" + file.path
                try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try? file.text.write(toFile: path, atomically: false, encoding: .utf8)
            }
            total += perCopy
            copy += 1
        }
        _ = FileManager.default.createFile(atPath: marker, contents: Data("\(total) lines in \(copy) copies\n".utf8))
        return true
    }
}
