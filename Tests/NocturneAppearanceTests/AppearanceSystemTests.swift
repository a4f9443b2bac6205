import Foundation
import Testing
@testable import NocturneAppearance

@Suite("AppearanceSystem")
struct AppearanceSystemTests {
    @Test("the forced style wins over a dark system")
    func forcedStyle() {
        let system = AppearanceSystem(system: Traits(colorScheme: .dark), forcedColorScheme: .light)
        let window = system.makeWindow()
        let node = window.root.addChild().addChild()
        #expect(node.traits.colorScheme == .light)
        system.update(system: Traits(colorScheme: .dark, contrast: .increased))
        #expect(node.traits.colorScheme == .light)
        #expect(node.traits.contrast == .increased)
        system.forcedColorScheme = nil
        #expect(node.traits.colorScheme == .dark)
    }

    @Test("the host pushes system traits; unspecified fields resolve to the defaults")
    func update() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        system.update(system: TraitCollection(colorScheme: .dark))
        #expect(window.root.traits == Traits(colorScheme: .dark))
        system.update(system: TraitCollection(contrast: .increased))
        #expect(window.root.traits == Traits(contrast: .increased))
    }

    @Test("the user's choice applies at every window root at once", arguments: AppearancePreference.allCases)
    func preference(choice: AppearancePreference) {
        let system = AppearanceSystem(system: Traits(colorScheme: .dark))
        let windows = [system.makeWindow(), system.makeWindow()]
        let sheet = windows[1].root.addChild().present(.sheet)
        system.preference = choice
        let expected = choice.colorScheme ?? .dark
        for window in windows { #expect(window.root.traits.colorScheme == expected) }
        #expect(sheet.root.traits.colorScheme == expected)
        #expect(system.preferenceError == nil)
    }

    @Test("the choice survives a restart over a file store", arguments: AppearancePreference.allCases)
    func restart(choice: AppearancePreference) throws {
        let folder = try TemporaryFolder()
        let store = try FilePreferenceStore(applicationName: "trips", environment: ["XDG_CONFIG_HOME": folder.path])
        #expect(store.path == folder.path + "/trips/preferences.json")
        do {
            let system = AppearanceSystem(store: store)
            try system.setPreference(choice)
        }
        let reopened = try FilePreferenceStore(applicationName: "trips", environment: ["XDG_CONFIG_HOME": folder.path])
        let system = AppearanceSystem(system: Traits(colorScheme: .dark), store: reopened)
        #expect(system.preference == choice)
        #expect(system.makeWindow().root.traits.colorScheme == choice.colorScheme ?? .dark)
        #expect(system.preferenceError == nil)
    }

    @Test("an unreadable store file is reported, the default used, the file kept aside")
    func unreadableFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/preferences.json"
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: path))
        let system = AppearanceSystem(store: FilePreferenceStore(path: path))
        #expect(system.preference == .system)
        guard case .unreadable(let location, _, let kept)? = system.preferenceError else {
            Issue.record("expected an unreadable error, got \(String(describing: system.preferenceError))")
            return
        }
        #expect(location == path)
        let keptPath = try #require(kept)
        #expect(keptPath == path + ".unreadable-1")
        #expect(try String(contentsOfFile: keptPath, encoding: .utf8) == "{ not json")
        system.preference = .dark
        #expect(try String(contentsOfFile: keptPath, encoding: .utf8) == "{ not json")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"appearance\" : \"dark\""))
        #expect(system.preferenceError?.description.contains("kept at") == true)
    }

    @Test("an unknown stored value is reported and set aside")
    func unknownValue() {
        let store = InMemoryPreferenceStore(["appearance": "purple"])
        let system = AppearanceSystem(store: store)
        #expect(system.preference == .system)
        #expect(system.preferenceError == .unknownValue("purple", key: "appearance", location: "memory", setAsideAt: "memory (set-aside key appearance)"))
        #expect(store.setAside["appearance"] == "purple")
        #expect(store.values["appearance"] == nil)
    }

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
        #expect(throws: PreferenceStoreError.self) { try FilePreferenceStore(applicationName: "a/b", environment: ["HOME": "/h"]) }
        #expect(throws: PreferenceStoreError.self) { try FilePreferenceStore(applicationName: "trips", environment: [:]) }
    }

    @Test("onNeedsRedraw reports exactly the nodes whose resolved colors read a changed trait")
    func automaticTracking() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let label = window.root.addChild()
        let background = window.root.addChild()
        let untouched = window.root.addChild()
        let fixed = window.root.addChild()
        _ = label.resolve(.label)
        _ = background.resolve(.systemBackground)
        _ = fixed.resolve(.darkText)
        var reports: [[ViewNode]] = []
        system.onNeedsRedraw = { reports.append($0) }
        system.update(system: Traits(level: .elevated))
        #expect(reports.isEmpty)  // light: level changes nothing, and no node recorded it from a color that differs
        system.update(system: Traits(colorScheme: .dark, level: .elevated))
        #expect(reports.count == 1)
        #expect(Set(reports[0].map(ObjectIdentifier.init)) == Set([label, background].map(ObjectIdentifier.init)))
        #expect(!reports[0].contains { $0 === untouched || $0 === fixed })
        // Reported nodes are re-recorded when they redraw.
        system.update(system: Traits(colorScheme: .light))
        #expect(reports.count == 1)
        _ = background.resolve(.systemBackground)
        system.update(system: Traits(colorScheme: .light, level: .base))
        #expect(reports.count == 1)
        system.update(system: Traits(colorScheme: .dark))
        #expect(reports.count == 2)
        #expect(reports[1].count == 1 && reports[1][0] === background)
    }

    @Test("without onNeedsRedraw, the nodes accumulate for takeNodesNeedingRedraw")
    func redrawBacklog() {
        let system = AppearanceSystem()
        let node = system.makeWindow().root.addChild()
        _ = node.resolve(.systemRed)
        system.update(system: Traits(colorScheme: .dark))
        let nodes = system.takeNodesNeedingRedraw()
        #expect(nodes.count == 1 && nodes[0] === node)
        #expect(system.takeNodesNeedingRedraw().isEmpty)
    }
}

/// A fresh folder under the system's temporary directory, removed when the value goes away.
final class TemporaryFolder {
    let path: String
    init() throws {
        path = NSTemporaryDirectory() + "nocturne-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
}
