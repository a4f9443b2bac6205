extension AppearanceSystem {
    /// The user's System/Light/Dark choice, applied at every window root at once and saved to ``store``.
    ///
    /// A failed save keeps the new choice in effect and sets ``preferenceError``; use
    /// ``setPreference(_:)`` to handle the error directly.
    ///
    /// ``AppearancePreference/system`` here lets the device decide, and a window's content may
    /// still prefer a scheme (``ViewNode/preferredColorScheme``). That differs from a root
    /// `preferredColorScheme = .system`, which hides the content's preferences; see
    /// <doc:ColorSchemePreferencesAndPresentations>.
    public var preference: AppearancePreference {
        get { _preference }
        set { try? setPreference(newValue) }
    }

    /// Applies the user's choice at every window root and saves it under ``preferenceKey``.
    ///
    /// - Parameter preference: System, Light or Dark.
    /// - Throws: ``PreferenceStoreError/writeFailed(location:reason:)`` when it cannot be saved; the choice still applies.
    public func setPreference(_ preference: AppearancePreference) throws(PreferenceStoreError) {
        apply(preference)
        do {
            try store.setValue(preference.rawValue, forKey: preferenceKey)
        } catch {
            preferenceError = error
            throw error
        }
    }

    /// Reads the store again and applies its value: what a watched store does when someone else changes it.
    ///
    /// A value that cannot be read or is not a known choice never replaces the one in effect: the
    /// last good choice stays and ``preferenceError`` says why. A missing value means
    /// ``AppearancePreference/system``. Applying the value in effect again notifies nobody.
    /// - Returns: The choice in effect afterwards.
    @discardableResult
    public func reloadPreference() -> AppearancePreference {
        do {
            let raw = try store.value(forKey: preferenceKey)
            guard let value = raw.map({ AppearancePreference(rawValue: $0) }) ?? .system else {
                preferenceError = .unknownValue(raw ?? "", key: preferenceKey, location: store.location, setAsideAt: nil)
                return _preference
            }
            preferenceError = nil
            apply(value)
        } catch {
            preferenceError = error
        }
        return _preference
    }

    /// Puts a choice into effect without saving it.
    func apply(_ preference: AppearancePreference) {
        guard preference != _preference else { return }
        _preference = preference
        mutate { for entry in _windows { propagate(from: entry.presentation.root) } }
    }

    /// Loads the saved choice at launch, setting unusable data aside.
    func loadPreference() {
        let key = preferenceKey
        do {
            guard let raw = try store.value(forKey: key) else { return }
            if let value = AppearancePreference(rawValue: raw) {
                _preference = value
            } else {
                let kept = store.setAsideUnusableData(forKey: key)
                preferenceError = .unknownValue(raw, key: key, location: store.location, setAsideAt: kept)
            }
        } catch {
            let kept = store.setAsideUnusableData(forKey: key)
            preferenceError = error.settingAside(at: kept)
        }
    }

    /// Applies a change someone else made to ``store`` (another process, another window), once.
    ///
    /// Call it when the store's ``ObservablePreferenceStore/changeDescriptor`` becomes readable,
    /// or on a timer for stores without one. However many changes were made since the last
    /// call, the new value is read and applied once; a value that cannot be read never replaces
    /// the one in effect (see ``reloadPreference()``). Stores that cannot report changes report none.
    /// - Returns: Whether the store reported a change (the choice may be the same as before).
    @discardableResult
    public func applyStoreChanges() -> Bool {
        guard let observable = store as? any ObservablePreferenceStore, observable.checkForOutsideChanges() else { return false }
        reloadPreference()
        return true
    }
}
