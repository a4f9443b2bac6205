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
