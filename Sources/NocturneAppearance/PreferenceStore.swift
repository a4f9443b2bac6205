/// Where the user's choices persist across launches: string values under string keys.
///
/// Nocturne ships ``InMemoryPreferenceStore``, ``FilePreferenceStore`` (JSON in the XDG config
/// folder, written atomically) and, on Apple platforms, `UserDefaultsPreferenceStore`. A store
/// is used by one ``AppearanceSystem`` at a time, on that system's owner (see ``AppearanceSystem``).
public protocol PreferenceStore: AnyObject {
    /// The stored value for `key`, or `nil` when nothing is stored.
    ///
    /// - Throws: ``PreferenceStoreError/unreadable(location:reason:setAsideAt:)`` when the backing
    ///   data exists but cannot be read.
    func value(forKey key: String) throws(PreferenceStoreError) -> String?

    /// Stores `value` under `key`, or removes the key for `nil`.
    ///
    /// - Throws: ``PreferenceStoreError/writeFailed(location:reason:)`` when it cannot be saved.
    func setValue(_ value: String?, forKey key: String) throws(PreferenceStoreError)

    /// Moves unusable data out of the way, keeping it for inspection, so that the next write does not destroy it.
    ///
    /// - Parameter key: The key whose value could not be used.
    /// - Returns: Where the data was kept (a file path or a key), or `nil` when there was nothing to keep.
    func setAsideUnusableData(forKey key: String) -> String?

    /// A human-readable description of where values live (a path, "memory", "UserDefaults").
    var location: String { get }
}
