import Foundation
import Testing
@testable import NocturneAppearance

@Suite("FilePreferenceStore")
struct FilePreferenceStoreTests {
    @Test("a file with other keys keeps them when the choice is saved")
    func keepsOtherKeys() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/sub/preferences.json"
        let store = FilePreferenceStore(path: path)
        try store.setValue("mint", forKey: "highlight")
        let system = AppearanceSystem(store: store)
        system.preference = .light
        let reopened = FilePreferenceStore(path: path)
        #expect(try reopened.value(forKey: "highlight") == "mint")
        #expect(try reopened.value(forKey: "appearance") == "light")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/sub")
        #expect(leftovers == ["preferences.json"])
    }

    @Test("the default folder is ~/.config/<app> without XDG_CONFIG_HOME, and bad names are errors")
    func defaultFolder() throws {
        let store = try FilePreferenceStore(applicationName: "trips", environment: ["HOME": "/home/ana"])
        #expect(store.path == "/home/ana/.config/trips/preferences.json")
        // Each refusal for its own reason: a name that is not a plain folder name, and no home to put the folder in.
        #expect(throws: PreferenceStoreError.writeFailed(location: "a/b", reason: "the application name must be a plain folder name")) {
            try FilePreferenceStore(applicationName: "a/b", environment: ["HOME": "/h"])
        }
        #expect(throws: PreferenceStoreError.writeFailed(location: "trips", reason: "neither XDG_CONFIG_HOME nor HOME is set")) {
            try FilePreferenceStore(applicationName: "trips", environment: [:])
        }
    }

    @Test("writes are atomic: no temporary file is left, and a failed write keeps the previous file")
    func atomic() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/preferences.json"
        let store = FilePreferenceStore(path: path)
        try store.setValue("dark", forKey: "appearance")
        try store.setValue("light", forKey: "appearance")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["preferences.json"])
        // A path whose folder is a file cannot be written: the error says where, nothing is destroyed.
        let blocked = FilePreferenceStore(path: path + "/inner.json")
        #expect(throws: PreferenceStoreError.self) { try blocked.setValue("dark", forKey: "appearance") }
        #expect(try FilePreferenceStore(path: path).value(forKey: "appearance") == "light")
    }

    @Test("a JSON file that is not an object of strings is unreadable, and setting aside renames it")
    func unreadable() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/preferences.json"
        try Data("[1, 2]".utf8).write(to: URL(fileURLWithPath: path))
        let store = FilePreferenceStore(path: path)
        #expect(throws: PreferenceStoreError.self) { try store.value(forKey: "appearance") }
        #expect(store.setAsideUnusableData(forKey: "appearance") == path + ".unreadable-1")
        #expect(try store.value(forKey: "appearance") == nil)
        #expect(store.setAsideUnusableData(forKey: "appearance") == nil)
    }
}

@Suite("InMemoryPreferenceStore")
struct InMemoryPreferenceStoreTests {
    @Test("stores, removes and sets aside values")
    func values() throws {
        let store = InMemoryPreferenceStore()
        try store.setValue("dark", forKey: "appearance")
        #expect(try store.value(forKey: "appearance") == "dark")
        try store.setValue(nil, forKey: "appearance")
        #expect(try store.value(forKey: "appearance") == nil)
        #expect(store.setAsideUnusableData(forKey: "appearance") == nil)
        #expect(store.location == "memory")
    }

    @Test("a new system over the same store starts with the saved choice")
    func restart() {
        let store = InMemoryPreferenceStore()
        AppearanceSystem(store: store).preference = .dark
        #expect(AppearanceSystem(store: store).preference == .dark)
        #expect(store.values == ["appearance": "dark"])
    }
}

@Suite("AppearancePreference")
struct AppearancePreferenceTests {
    @Test("colorScheme: system follows (nil), light and dark force", arguments: [
        (AppearancePreference.system, nil as ColorScheme?), (.light, .light), (.dark, .dark),
    ])
    func scheme(preference: AppearancePreference, scheme: ColorScheme?) {
        #expect(preference.colorScheme == scheme)
        #expect(AppearancePreference(scheme) == preference)
        #expect(AppearancePreference(rawValue: preference.rawValue) == preference)
    }

    @Test("raw values and the store key are stable")
    func rawValues() {
        #expect(AppearancePreference.allCases.map(\.rawValue) == ["system", "light", "dark"])
        #expect(AppearancePreference.storeKey == "appearance")
    }
}

@Suite("PreferenceStoreError")
struct PreferenceStoreErrorTests {
    @Test("descriptions say what and where")
    func descriptions() {
        #expect(PreferenceStoreError.unreadable(location: "/a/p.json", reason: "bad", setAsideAt: "/a/p.json.unreadable-1").description
            == "unreadable preference store /a/p.json: bad; the bad data was kept at /a/p.json.unreadable-1")
        #expect(PreferenceStoreError.unknownValue("purple", key: "appearance", location: "memory", setAsideAt: nil).description
            == "unknown value \"purple\" for \"appearance\" in memory")
        #expect(PreferenceStoreError.writeFailed(location: "/x", reason: "denied").description == "could not save preferences to /x: denied")
    }
}
