#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the process that left a work folder or a temporary file behind is still running.
///
/// The atomic writers remove what an interrupted run left only when its owner is gone.
package enum ProcessLiveness {
    /// Whether a process with this id exists. A reused id counts as running, so what it would prove is left alone.
    package static func isRunning(_ pid: pid_t) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}
