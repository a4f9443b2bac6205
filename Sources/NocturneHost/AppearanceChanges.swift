/// The appearance a source reports now and then after every change, coalesced, until the source stops or the consumer does.
///
/// When the consumer falls behind, only the newest report waits for it: a burst of changes is
/// applied once. Ending the iteration (or cancelling its task) releases the source's connection.
public struct AppearanceChanges: AsyncSequence, Sendable {
    /// Each element is a whole report, not a single changed key.
    public typealias Element = SystemAppearance
    /// Why the source stopped reporting.
    public typealias Failure = AppearanceSourceError

    let stream: AsyncStream<Result<SystemAppearance, AppearanceSourceError>>

    /// Iterates the reports.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: AsyncStream<Result<SystemAppearance, AppearanceSourceError>>.Iterator

        /// The next report; `nil` when the source has nothing more to say.
        ///
        /// - Throws: ``AppearanceSourceError`` when the source failed (the connection closed, a malformed message).
        public mutating func next() async throws(AppearanceSourceError) -> SystemAppearance? {
            guard let result = await base.next() else { return nil }
            return try result.get()
        }

        /// The next report, on the caller's isolation.
        ///
        /// - Throws: ``AppearanceSourceError`` when the source failed.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(AppearanceSourceError) -> SystemAppearance? {
            guard let result = await base.next(isolation: actor) else { return nil }
            return try result.get()
        }
    }

    /// Starts iterating.
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: stream.makeAsyncIterator()) }

    /// A sequence of exactly these reports (for sources that cannot report changes).
    ///
    /// - Parameter reports: What to yield, in order, before finishing.
    public static func finished(after reports: [SystemAppearance]) -> AppearanceChanges {
        let (stream, continuation) = AsyncStream.makeStream(of: Result<SystemAppearance, AppearanceSourceError>.self)
        for report in reports { continuation.yield(.success(report)) }
        continuation.finish()
        return AppearanceChanges(stream: stream)
    }

    /// A sequence fed by blocking work on a thread of its own.
    ///
    /// `body` gets a descriptor that becomes readable when the consumer stops (to end its `poll`),
    /// and a function that yields a report and says whether anyone still listens.
    static func running(
        _ body: @escaping @Sendable (_ wakeup: Int32, _ yield: @escaping @Sendable (SystemAppearance) -> Void) throws(AppearanceSourceError) -> Void
    ) throws(AppearanceSourceError) -> AppearanceChanges {
        guard let wakeup = WakeupPipe() else { throw .commandFailed(command: "pipe", reason: "no file descriptors left") }
        let (stream, continuation) = AsyncStream.makeStream(
            of: Result<SystemAppearance, AppearanceSourceError>.self, bufferingPolicy: .bufferingNewest(1))
        continuation.onTermination = { _ in wakeup.signal() }
        HostThread.start {
            do throws(AppearanceSourceError) {
                try body(wakeup.readDescriptor) { continuation.yield(.success($0)) }
            } catch {
                continuation.yield(.failure(error))
            }
            continuation.finish()
            wakeup.close()
        }
        return AppearanceChanges(stream: stream)
    }
}
