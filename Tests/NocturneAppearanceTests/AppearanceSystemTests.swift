import Foundation
import NocturneTestSupport
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

    @Test("Trips: the boarding pass reads the scheme to choose shadow or outline, and is redrawn once per batch")
    func boardingPass() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let pass = window.root.addChild().addChild()
        func draw() -> String {
            pass.recordRead(of: [.colorScheme])
            return pass.traits.colorScheme == .dark ? "outline white 35% 1pt" : "soft shadow"
        }
        #expect(draw() == "soft shadow")
        var redraws: [String] = []
        system.onNeedsRedraw = { nodes in
            for node in nodes where node === pass { redraws.append(draw()) }
        }
        system.performBatchUpdates {
            system.update(system: Traits(colorScheme: .dark))
            system.update(system: Traits(colorScheme: .dark, contrast: .increased))
        }
        #expect(redraws == ["outline white 35% 1pt"])
        system.update(system: Traits(colorScheme: .dark, contrast: .standard))
        #expect(redraws.count == 1)  // contrast is not what the pass read
        system.preference = .light
        #expect(redraws == ["outline white 35% 1pt", "soft shadow"])
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

@Suite("AppearanceSystem propagation model")
struct PropagationModelTests {
    /// Every node's traits recomputed from scratch, parents first.
    static func reference(_ system: AppearanceSystem) -> [ObjectIdentifier: Traits] {
        var result: [ObjectIdentifier: Traits] = [:]
        var stack: [(ViewNode, Traits)] = system.windows.map { ($0.root, system.windowBase) }
        while let (node, inherited) = stack.popLast() {
            let traits = system.computeTraits(node, inherited: inherited)
            result[ObjectIdentifier(node)] = traits
            for child in node._children { stack.append((child, traits)) }
        }
        return result
    }

    @Test("lazy and eager traits match a full recomputation, and handlers fire exactly on observed changes", arguments: [1, 2, 3] as [UInt64])
    func randomized(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let system = AppearanceSystem()
        let violations = TreeInvariantsTests.collectViolations(of: system)
        let window = system.makeWindow()
        var nodes: [ViewNode] = [window.root]
        var calls: [ObjectIdentifier: Int] = [:]
        var observed: [ObjectIdentifier: (ViewNode, TraitMask)] = [:]
        for _ in 0..<300 {
            let parent = nodes[Int(random.next() % UInt64(nodes.count))]
            let roll = random.next() % 20
            if roll == 0 {
                nodes.append(parent.present(random.next() % 2 == 0 ? .sheet : .fullScreenCover).root)
            } else if roll == 1 {
                nodes.append(parent.attach(.menu))
            } else {
                nodes.append(parent.addChild())
            }
        }
        let kindsList: [[TraitKind]] = [[.colorScheme], [.contrast], [.level], [.colorScheme, .level]]
        for (index, node) in nodes.enumerated() where index % 7 == 3 {
            let kinds = kindsList[index % kindsList.count]
            let id = ObjectIdentifier(node)
            observed[id] = (node, TraitMask(kinds))
            node.registerForTraitChanges(kinds) { node, _ in calls[ObjectIdentifier(node), default: 0] += 1 }
        }
        for step in 0..<200 {
            let before = Self.reference(system)
            var expectedCalls = calls
            let node = nodes[Int(random.next() % UInt64(nodes.count))]
            switch random.next() % 6 {
            case 0: node.overrides.colorScheme = [nil, .light, .dark][Int(random.next() % 3)]
            case 1: node.overrides.contrast = [nil, .standard, .increased][Int(random.next() % 3)]
            case 2: node.overrides.level = [nil, .base, .elevated][Int(random.next() % 3)]
            case 3: node.preferredColorScheme = [nil, .system, .light, .dark][Int(random.next() % 4)]
            case 4: system.update(system: Traits(colorScheme: random.next() % 2 == 0 ? .dark : .light, contrast: random.next() % 2 == 0 ? .increased : .standard))
            default: _ = node.resolve(.systemBackground)
            }
            let after = Self.reference(system)
            for (id, (_, mask)) in observed {
                guard let old = before[id], let new = after[id] else { continue }
                if TraitMask.differences(old, new).intersects(mask) { expectedCalls[id, default: 0] += 1 }
            }
            #expect(calls == expectedCalls, "handler counts differ after step \(step)")
            // Read lazily in a random order: each value must equal the full recomputation.
            for node in nodes.shuffled(using: &random) {
                #expect(node.traits == after[ObjectIdentifier(node)], "traits differ after step \(step)")
            }
        }
        #expect(violations.lines.isEmpty, "invariants broken: \(violations.lines.prefix(3))")
        #if DEBUG
        #expect(violations.checks > 200, "the invariant checker ran after every mutation")
        #endif
    }
}
