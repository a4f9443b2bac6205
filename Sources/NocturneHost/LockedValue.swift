#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a pthread mutex: the host's one lock.
///
/// Not `Synchronization.Mutex`: on Linux that lock waits on a futex inside the Swift runtime's uninstrumented
/// library, so ThreadSanitizer cannot see a contended hand-over and reports the guarded value as a data race (CI's
/// TSan pass did, for ``WakeupPipe``). ThreadSanitizer intercepts `pthread_mutex_lock`, so this lock is seen.
final class LockedValue<Value>: @unchecked Sendable {
    // @unchecked: every access to `value` happens between pthread_mutex_lock and pthread_mutex_unlock on `mutex`.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
