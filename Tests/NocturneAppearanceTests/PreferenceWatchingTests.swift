import Foundation
import Testing
@testable import NocturneAppearance

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The user's choice observed: a configurable key, outside changes applied once, bad files never
/// replacing a good value, and what a picker needs.
@Suite("AppearanceSystem preference observation")
struct PreferenceObservationTests {
    /// Writes `text` to `path` the way another process would: whole (via a rename) or in place.
    static func write(_ text: String, to path: String, inPlace: Bool = false) throws {
        if inPlace {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } else {
            let temporary = path + ".other-process"
            try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
            #expect(rename(temporary, path) == 0)
        }
    }

    /// A system over a file store in a fresh folder, and a counter of window color-scheme changes.
    static func fixture(_ folder: TemporaryFolder, initial: String?) throws -> (AppearanceSystem, FilePreferenceStore, Window, () -> Int) {
        let path = folder.path + "/preferences.json"
        if let initial { try write(initial, to: path) }
        let store = FilePreferenceStore(path: path)
        let system = AppearanceSystem(system: Traits(colorScheme: .light), store: store)
        let window = system.makeWindow()
        let counter = ChangeCounter()
        window.root.registerForTraitChanges([.colorScheme]) { [counter] _, _ in counter.count += 1 }
        return (system, store, window, { counter.count })
    }

    final class ChangeCounter { var count = 0 }

    @Test("the store key is configurable, so an @AppStorage(\"appColorScheme\") value is kept", arguments: AppearancePreference.allCases)
    func configurableKey(choice: AppearancePreference) throws {
        let store = InMemoryPreferenceStore(["appColorScheme": choice.rawValue, "appearance": "dark"])
        let system = AppearanceSystem(system: Traits(colorScheme: .dark), store: store, preferenceKey: "appColorScheme")
        #expect(system.preferenceKey == "appColorScheme")
        #expect(system.preference == choice)
        system.preference = choice == .light ? .dark : .light
        #expect(store.values["appColorScheme"] == system.preference.rawValue)
        #expect(store.values["appearance"] == "dark")  // another key is not touched
        #expect(AppearanceSystem(store: InMemoryPreferenceStore(["appearance": "dark"])).preferenceKey == "appearance")
    }

    @Test("changes another process makes are applied once, coalesced; this store's own writes are not outside changes")
    func outsideChangeCoalesced() throws {
        let folder = try TemporaryFolder()
        let (system, store, window, changes) = try Self.fixture(folder, initial: #"{"appearance": "light"}"#)
        #expect(system.preference == .light)
        #expect(!system.applyStoreChanges())
        try Self.write(#"{"appearance": "dark"}"#, to: store.path)
        try Self.write(#"{"appearance": "light"}"#, to: store.path, inPlace: true)
        try Self.write(#"{"appearance": "dark", "highlight": "mint"}"#, to: store.path)
        #expect(system.applyStoreChanges())
        #expect(system.preference == .dark)
        #expect(window.root.traits.colorScheme == .dark)
        #expect(changes() == 1)
        #expect(!system.applyStoreChanges())
        try system.setPreference(.light)
        #expect(!system.applyStoreChanges())
        #expect(changes() == 2)
        #expect(try FilePreferenceStore(path: store.path).value(forKey: "highlight") == "mint")
    }

    @Test("a file that appears, or disappears, is an outside change too")
    func appearsAndDisappears() throws {
        let folder = try TemporaryFolder()
        let (system, store, _, changes) = try Self.fixture(folder, initial: nil)
        #expect(system.preference == .system)
        try Self.write(#"{"appearance": "dark"}"#, to: store.path)
        #expect(system.applyStoreChanges())
        #expect(system.preference == .dark)
        try FileManager.default.removeItem(atPath: store.path)
        #expect(system.applyStoreChanges())
        #expect(system.preference == .system)
        #expect(changes() == 2)
    }

    @Test("a corrupt or half-written file never replaces the good value: the last one stays, the error is reported", arguments: [
        #"{"appearance": "da"#, "", #"{"appearance": "purple"}"#, #"["dark"]"#,
    ])
    func corruptFile(text: String) throws {
        let folder = try TemporaryFolder()
        let (system, store, window, changes) = try Self.fixture(folder, initial: #"{"appearance": "dark"}"#)
        try Self.write(text, to: store.path, inPlace: true)
        #expect(system.applyStoreChanges())
        #expect(system.preference == .dark)
        #expect(window.root.traits.colorScheme == .dark)
        #expect(system.preferenceError != nil)
        #expect(try String(contentsOfFile: store.path, encoding: .utf8) == text)  // not moved aside: it may be mid-write
        #expect(!system.applyStoreChanges())  // reported once, not at every check
        try Self.write(#"{"appearance": "light"}"#, to: store.path, inPlace: true)
        #expect(system.applyStoreChanges())
        #expect(system.preference == .light)
        #expect(system.preferenceError == nil)
        #expect(changes() == 1)
    }

    #if os(Linux)
    @Test("on Linux the store's inotify descriptor becomes readable when another process writes the file")
    func descriptor() throws {
        let folder = try TemporaryFolder()
        let (system, store, _, _) = try Self.fixture(folder, initial: #"{"appearance": "light"}"#)
        let descriptor = try #require(store.changeDescriptor)
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&entry, 1, 0) == 0)
        try Self.write(#"{"appearance": "dark"}"#, to: store.path)
        #expect(poll(&entry, 1, 0) == 1)
        #expect(system.applyStoreChanges())
        entry.revents = 0
        #expect(poll(&entry, 1, 0) == 0)  // drained
    }
    #endif

    @Test("a store that cannot report changes reports none")
    func unobservableStore() {
        let store = InMemoryPreferenceStore()
        let system = AppearanceSystem(store: store)
        try? store.setValue("dark", forKey: "appearance")
        #expect(!system.applyStoreChanges())
        #expect(system.preference == .system)
        #expect(system.reloadPreference() == .dark)
    }

    @Test("a picker lists each choice with a stable id and its label", arguments: [
        (AppearancePreference.system, "system", "System"), (.light, "light", "Light"), (.dark, "dark", "Dark"),
    ])
    func picker(choice: AppearancePreference, id: String, label: String) {
        #expect(choice.id == id)
        #expect(choice.label == label)
        #expect(AppearancePreference.allCases.map(\.label) == ["System", "Light", "Dark"])
    }
}
