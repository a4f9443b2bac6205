/// A store that can tell that someone else changed it: another process writing its file, another window.
///
/// ``AppearanceSystem/applyStoreChanges()`` asks it and applies the new value once, however
/// many changes were made in between. A host calls that when ``changeDescriptor`` becomes
/// readable (add it to the `poll`/`epoll` loop it already runs), or on a timer when there is
/// no descriptor. Nothing here blocks.
///
/// ```swift
/// let store = try FilePreferenceStore(applicationName: "trips")
/// let system = AppearanceSystem(store: store)
/// // In the host's event loop, when store.changeDescriptor is readable (or once a second):
/// system.applyStoreChanges()      // another process chose Dark: every window turns dark, once
/// ```
public protocol ObservablePreferenceStore: PreferenceStore {
    /// Whether the stored data changed since this store last read or wrote it; never blocks.
    ///
    /// Many changes between two calls are reported once. After `true`, the next
    /// ``PreferenceStore/value(forKey:)`` reads the new data.
    func checkForOutsideChanges() -> Bool

    /// A file descriptor that becomes readable when a change may have happened, or `nil` when
    /// changes are found by polling ``checkForOutsideChanges()``.
    var changeDescriptor: Int32? { get }
}
