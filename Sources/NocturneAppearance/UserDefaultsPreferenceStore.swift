#if canImport(Foundation) && (os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
import Foundation

/// A store over `UserDefaults`, on Apple platforms only.
///
/// Values are strings under their keys; an unusable value is moved to `<key>.unusable`.
public final class UserDefaultsPreferenceStore: PreferenceStore {
    private let defaults: UserDefaults

    /// Creates a store over a defaults database.
    ///
    /// - Parameter defaults: `UserDefaults.standard` by default.
    public init(_ defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    /// The string stored under `key`; a non-string value is unreadable.
    public func value(forKey key: String) throws(PreferenceStoreError) -> String? {
        guard let object = defaults.object(forKey: key) else { return nil }
        guard let string = object as? String else {
            throw .unreadable(location: location, reason: "the value for \"\(key)\" is not a string", setAsideAt: nil)
        }
        return string
    }

    /// Stores or removes a string.
    public func setValue(_ value: String?, forKey key: String) throws(PreferenceStoreError) {
        if let value { defaults.set(value, forKey: key) } else { defaults.removeObject(forKey: key) }
    }

    /// Moves the value to `<key>.unusable`.
    public func setAsideUnusableData(forKey key: String) -> String? {
        guard let object = defaults.object(forKey: key) else { return nil }
        defaults.set(object, forKey: key + ".unusable")
        defaults.removeObject(forKey: key)
        return "UserDefaults key \(key).unusable"
    }

    /// `UserDefaults`.
    public var location: String { "UserDefaults" }
}
#endif
