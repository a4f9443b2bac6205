/// An advisory lock on a folder, so that two runs writing the same folder (two `nocturne theme --into` of one
/// catalog, `nocturne fix` and `nocturne theme --into`, two `nocturne fix` of one tree) take turns instead of
/// interleaving their writes.
///
/// The lock is `flock(2)` on the folder itself: it lives exactly as long as the holder's descriptor, so a run that is
/// killed holds nothing afterwards, and no lock file is left in the folder. Two descriptors of one process exclude each
/// other too, as two processes do. Where the folder cannot be opened or the file system has no `flock`, the body runs
/// without it; what the lock adds is order, and the writers' own checks (that a file still holds what was read) remain.
package enum FolderLock {
    /// Runs `body` while holding the folder's exclusive lock, waiting for another holder to finish first.
    ///
    /// - Parameters:
    ///   - folder: An existing folder.
    ///   - body: The work to do under the lock.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws; the lock is released either way.
    package static func withExclusiveLock<Result, Failure: Error>(on folder: String, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { _ = close(descriptor) } // closing the descriptor releases the lock
        while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        return try body()
    }

    /// Runs `body` while holding the exclusive locks of several folders, taken one after another in one order (their resolved
    /// paths, sorted), so that two runs locking overlapping sets never wait for each other in a cycle.
    ///
    /// - Parameters:
    ///   - folders: Existing folders; repeats (however spelled) and `held` are locked once, folders that do not exist not at all.
    ///   - held: Folders this process already holds the lock of (a second descriptor would wait for the first forever).
    ///   - body: The work to do under the locks.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws; the locks are released either way.
    package static func withExclusiveLocks<Result, Failure: Error>(on folders: [String], holding held: [String] = [],
                                                                    _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let skipped = Set(held.compactMap { PathText.resolved($0.isEmpty ? "." : $0) })
        let ordered = Set(folders.compactMap { PathText.resolved($0.isEmpty ? "." : $0) }).subtracting(skipped).sorted()
        return try lockInOrder(ordered[...], body)
    }

    private static func lockInOrder<Result, Failure: Error>(_ folders: ArraySlice<String>, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        guard let first = folders.first else { return try body() }
        return try withExclusiveLock(on: first) { () throws(Failure) -> Result in try lockInOrder(folders.dropFirst(), body) }
    }
}
