import NocturneSupport

/// Runs blocking work (socket and terminal waits) on a thread of its own, never on Swift's cooperative pool.
enum HostThread {
    private final class Box {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Starts `body` on a new detached thread; runs it inline if no thread can be created.
    static func start(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { argument in
            guard let argument else { return nil }
            Unmanaged<Box>.fromOpaque(argument).takeRetainedValue().body()
            return nil
        }, box)
        if result == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<Box>.fromOpaque(box).takeRetainedValue().body()
        }
    }

    /// Runs blocking work on its own thread and returns its result without blocking the caller's thread.
    static func run<Value: Sendable>(
        _ body: @escaping @Sendable () throws(AppearanceSourceError) -> Value
    ) async throws(AppearanceSourceError) -> Value {
        let result: Result<Value, AppearanceSourceError> = await withCheckedContinuation { continuation in
            start {
                do throws(AppearanceSourceError) { continuation.resume(returning: .success(try body())) } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }
}

/// A pipe whose read end becomes readable when ``signal()`` is called: how a blocked `poll` is told to stop.
///
/// Safe to signal from any thread, any number of times, before or after ``close()``.
final class WakeupPipe: Sendable {
    /// The end to `poll` for readability.
    let readDescriptor: Int32
    private let writeDescriptor: Int32
    /// Whether both ends are closed; held while writing, so a signal never writes to a descriptor closed (or reused).
    private let closed = LockedValue(false)

    /// Creates the pipe; `nil` when the process has no descriptors left.
    init?() {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { return nil }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        // A full pipe is readable already: a signal must then return, not block holding the lock (and with it close()).
        _ = fcntl(writeDescriptor, F_SETFL, fcntl(writeDescriptor, F_GETFL) | O_NONBLOCK)
    }

    /// Makes the read end readable; returns at once, even when nothing has read the earlier signals.
    func signal() {
        closed.withLock { closed in
            guard !closed else { return }
            var byte: UInt8 = 1
            _ = write(writeDescriptor, &byte, 1)
        }
    }

    /// Closes both ends; later signals do nothing.
    func close() {
        closed.withLock { closed in
            guard !closed else { return }
            closed = true
            _ = Glibc.close(readDescriptor)
            _ = Glibc.close(writeDescriptor)
        }
    }

    deinit { close() }
}
