import Foundation
import Nocturne
import NocturneFix
import NocturneSupport

/// Benchmarks of NocturneFix: fixing duckduckgo-iOS (46,000 lines) against linting the same tree, in one run.
///
/// Target (issue 21): `fix-duckduckgo-ios` at most 3× `fix-lint-duckduckgo-ios`. The fix is everything
/// `nocturne fix --diff` computes — the lint it starts from, the plan (system colors, solved color sets, names),
/// the catalogs read and every file's new bytes — without the writes, which are one atomic rename per changed
/// file; the baseline is the same lint alone, with the same (default) configuration. Both read the reference
/// tree in place (`../shared/reference/real-inputs/swift/duckduckgo-iOS`, or under `$NOCTURNE_REFERENCE`),
/// which neither writes; `--filter fix` runs both and prints their ratio.
enum FixBenchmarks {
    static func register(into registry: inout BenchmarkRegistry) {
        let app = LintBenchmarks.referenceFolder + "/real-inputs/swift/duckduckgo-iOS"
        let absent: () -> String? = {
            (FileSystem.names(in: app) ?? []).contains { $0 != "_manifest.json" } ? nil
                : "needs the reference app \(app) (fetched, never stored: ../shared/reference/get-apps or Scripts/real-apps puts it in place)"
        }
        registry.add("fix-duckduckgo-ios", unavailable: absent) { iterations in
            for _ in 0..<iterations { blackHole(try? Fixer().run(paths: [app])) }
        }
        registry.add("fix-lint-duckduckgo-ios", unavailable: absent) { iterations in
            for _ in 0..<iterations { blackHole(try? Linter().lint(paths: [app])) }
        }
        registry.compare(["fix-duckduckgo-ios", "fix-lint-duckduckgo-ios"]) { figures in
            let ratio = figures[0] / figures[1]
            return "fix-vs-lint duckduckgo-iOS: fix \(BenchmarkOutput.format(figures[0] / 1e6)) ms, lint \(BenchmarkOutput.format(figures[1] / 1e6)) ms: "
                + "\(BenchmarkOutput.format(ratio))× (goal: at most 3×: \(ratio <= 3 ? "met" : "NOT met"))"
        }
    }
}
