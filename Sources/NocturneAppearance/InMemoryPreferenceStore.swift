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
