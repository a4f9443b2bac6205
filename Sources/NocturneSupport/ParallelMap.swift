import Dispatch

/// The one parallel map: runs a function for every index on all cores and returns the results in index order.
///
/// The linter's passes over Swift files and the catalog reader's color sets both use it. Indices are dealt to
/// workers interleaved (worker `w` takes `w`, `w + workers`, …), which keeps big and small inputs spread.
package enum ParallelMap {
    /// How many cores the system has online (at least 1): how many indices run at once.
    package static let coreCount = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))

    /// Lets `value` go on another thread: what it holds (a project's parsed files, a million lines' trees) is freed there
    /// once the caller's own copies are gone, while the caller goes on with its result instead of waiting for the frees.
    /// (Whichever side lets go last frees: at worst the caller, as without this.)
    package static func release<Value: Sendable>(_ value: Value) {
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(value) {} }
    }

    /// The results of `body` for `0..<count`, computed on every core.
    ///
    /// - Parameters:
    ///   - count: How many indices.
    ///   - minimumPerWorker: Below this many indices per worker the work runs on the calling thread.
    ///   - state: Makes each worker's scratch state (a buffer reused from index to index).
    ///   - body: The work for one index, with the worker's state.
    /// - Returns: The results, in index order.
    package static func map<Result, State>(_ count: Int, minimumPerWorker: Int = 1, state: @Sendable () -> State,
                                           _ body: @Sendable (Int, inout State) -> Result) -> [Result] {
        let workers = min(count / max(minimumPerWorker, 1), 64)
        guard workers > 1 else {
            var scratch = state()
            return (0..<count).map { body($0, &scratch) }
        }
        let slots = Slots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var scratch = state()
            var index = worker
            while index < count {
                slots.store(body(index, &scratch), at: index)
                index += workers
            }
        }
        return slots.values()
    }

    /// The results of `body` for `0..<count`, computed on every core, in index order.
    package static func map<Result>(_ count: Int, minimumPerWorker: Int = 1, _ body: @Sendable (Int) -> Result) -> [Result] {
        map(count, minimumPerWorker: minimumPerWorker, state: {}) { index, _ in body(index) }
    }

    /// Slots written by disjoint indices from several threads and read once they all finished.
    ///
    /// Synchronized by construction: each index is stored by exactly one worker, and `concurrentPerform`
    /// returns only after every worker has, so the reads in ``values()`` happen after every write.
    private final class Slots<Value>: @unchecked Sendable {
        private let pointer: UnsafeMutableBufferPointer<Value?>

        init(count: Int) {
            pointer = UnsafeMutableBufferPointer<Value?>.allocate(capacity: count)
            pointer.initialize(repeating: nil)
        }

        deinit {
            pointer.deinitialize()
            pointer.deallocate()
        }

        func store(_ value: Value, at index: Int) { pointer[index] = value }

        func values() -> [Value] { pointer.compactMap { $0 } }
    }
}
