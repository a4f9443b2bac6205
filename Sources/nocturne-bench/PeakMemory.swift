import Foundation
import NocturneSupport

/// The process's peak resident memory, reset before a benchmark so that its figure is that benchmark's own.
///
/// Linux keeps the peak (`VmHWM` in `/proc/self/status`) and resets it to the current resident size when `5` is written
/// to `/proc/self/clear_refs` (Linux 4.0 and later). The figure includes what the process held before the benchmark
/// started (a few megabytes for `nocturne-bench` itself, more after benchmarks that left memory with the allocator):
/// run a benchmark alone (`--filter`) for the figure a goal is about. Elsewhere nothing is measured, and the figure is `nil`.
enum PeakMemory {
    /// Makes the current resident size the peak; `false` when the system cannot.
    @discardableResult
    static func reset() -> Bool {
        let handle = open("/proc/self/clear_refs", O_WRONLY)
        guard handle >= 0 else { return false }
        defer { close(handle) }
        return write(handle, "5", 1) == 1
    }

    /// The peak resident memory since the last ``reset()`` (or the process's start), in bytes, or `nil` where unknown.
    static var peakBytes: Int? {
        guard let status = try? FileSystem.readText("/proc/self/status") else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            // `VmHWM:     123456 kB`
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }

    /// `362 MB`, or `? MB` when unknown.
    static func megabytes(_ bytes: Int?) -> String {
        bytes.map { NumberText.rounded(Double($0) / 1_048_576, places: 0) } .map { $0 + " MB" } ?? "? MB"
    }
}
