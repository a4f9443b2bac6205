import Foundation
import Nocturne

/// Benchmarks of NocturneLint: linting a million lines of real Swift, against `grep -rE` on the same files.
///
/// Targets (issue 13): `lint-swift-1m-lines` under 2 s (2,000,000,000 ns/op) on two cores, and at most
/// 3× `grep-swift-1m-lines`, which scans the same files for the same constructor names; both run in
/// the same `nocturne-bench` invocation, so the ratio compares like with like. The corpus repeats the
/// real apps in `../shared/reference/real-inputs/swift` (or `$NOCTURNE_REFERENCE/real-inputs/swift`)
/// until it holds a million lines; without them both benchmarks say so and measure nothing.
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

    /// Copies the real apps' Swift files into `folder` as many times as it takes to reach a million lines (once per machine).
    static func prepareCorpus(at folder: String) -> Bool {
        let marker = folder + "/.complete"
        if FileManager.default.fileExists(atPath: marker) { return true }
        let reference = ProcessInfo.processInfo.environment["NOCTURNE_REFERENCE"].map { $0 + "/real-inputs/swift" }
            ?? FileManager.default.currentDirectoryPath + "/../shared/reference/real-inputs/swift"
        guard let walker = FileManager.default.enumerator(atPath: reference) else {
            BenchmarkOutput.warn("lint benchmarks need the real apps in \(reference); nothing measured")
            return false
        }
        var files: [(path: String, text: String, lines: Int)] = []
        while let entry = walker.nextObject() as? String {
            guard entry.hasSuffix(".swift"), let text = try? String(contentsOfFile: reference + "/" + entry, encoding: .utf8) else { continue }
            files.append((entry, text, text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }))
        }
        let perCopy = files.reduce(0) { $0 + $1.lines }
        guard perCopy > 0 else { return false }
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
