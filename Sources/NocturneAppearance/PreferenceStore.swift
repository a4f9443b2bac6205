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

/// Why a stored preference could not be read or written: what, and where.
public enum PreferenceStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stored data exists but cannot be read (bad JSON, not an object, an I/O error).
    case unreadable(location: String, reason: String, setAsideAt: String?)
    /// The stored value is not one the reader knows (e.g. `"appearance": "purple"`).
    case unknownValue(String, key: String, location: String, setAsideAt: String?)
    /// A value could not be saved.
    case writeFailed(location: String, reason: String)

    /// Says what went wrong and where, e.g. `unreadable preference store /home/a/.config/trips/preferences.json: …`.
    public var description: String {
        func kept(_ path: String?) -> String { path.map { "; the bad data was kept at \($0)" } ?? "" }
        switch self {
        case .unreadable(let location, let reason, let setAsideAt):
            return "unreadable preference store \(location): \(reason)\(kept(setAsideAt))"
        case .unknownValue(let value, let key, let location, let setAsideAt):
            return "unknown value \"\(value)\" for \"\(key)\" in \(location)\(kept(setAsideAt))"
        case .writeFailed(let location, let reason):
            return "could not save preferences to \(location): \(reason)"
        }
    }

    /// The same error with the place its bad data was kept.
    func settingAside(at path: String?) -> PreferenceStoreError {
        switch self {
        case .unreadable(let location, let reason, _): .unreadable(location: location, reason: reason, setAsideAt: path)
        case .unknownValue(let value, let key, let location, _): .unknownValue(value, key: key, location: location, setAsideAt: path)
        case .writeFailed: self
        }
    }
}

/// A store that keeps values in memory only: for tests and for hosts that persist elsewhere.
///
/// Not thread-safe; like the rest of the tree it belongs to one owner.
public final class InMemoryPreferenceStore: PreferenceStore {
    /// The stored values.
    public private(set) var values: [String: String]
    /// Values moved aside as unusable, by their original key.
    public private(set) var setAside: [String: String] = [:]

    /// Creates a store with initial values.
    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// The stored value for `key`.
    public func value(forKey key: String) throws(PreferenceStoreError) -> String? { values[key] }

    /// Stores or removes a value.
    public func setValue(_ value: String?, forKey key: String) throws(PreferenceStoreError) { values[key] = value }

    /// Moves the value to ``setAside``.
    public func setAsideUnusableData(forKey key: String) -> String? {
        guard let value = values.removeValue(forKey: key) else { return nil }
        setAside[key] = value
        return "memory (set-aside key \(key))"
    }

    /// `memory`.
    public var location: String { "memory" }
}
