import NocturneTestSupport
import Testing
@testable import NocturneAppearance

/// The debug-build checker of TreeInvariants.swift: it runs after every mutation in these tests
/// and in the randomized propagation test, and it catches each kind of broken bookkeeping.
@Suite("Tree invariants")
struct TreeInvariantsTests {
    /// What the checker reported, and how often it ran.
    final class Violations {
        var lines: [String] = []
        var checks = 0
    }

    /// Turns the checker on for `system` (debug builds; release builds check nothing and report no violation).
    static func collectViolations(of system: AppearanceSystem) -> Violations {
        let violations = Violations()
        #if DEBUG
        system._invariantCheckHandler = { [unowned violations] lines in
            violations.lines += lines
            violations.checks += 1
        }
        #endif
        return violations
    }

    @Test("structural changes keep every invariant", arguments: [7, 8, 9] as [UInt64])
    func randomizedStructure(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let system = AppearanceSystem()
        let violations = Self.collectViolations(of: system)
        var windows = [system.makeWindow(), system.makeWindow()]
        var nodes: [ViewNode] = windows.map(\.root)
        var registrations: [TraitRegistration] = []
        for _ in 0..<600 {
            let node = nodes[Int(random.next() % UInt64(nodes.count))]
            switch random.next() % 16 {
            case 0: nodes.append(node.present([.sheet, .popover, .alert, .fullScreenCover][Int(random.next() % 4)]).root)
            case 1: nodes.append(node.attach([.keyboard, .menu, .bar(.navigationBar), .bar(.tabBar)][Int(random.next() % 4)]))
            case 2: node.removeFromParent()
            case 3: node.presentations.first?.dismiss()
            case 4: node.preferredColorScheme = [nil, .system, .light, .dark][Int(random.next() % 4)]
            case 5: node.setToolbarColorScheme([nil, .light, .dark][Int(random.next() % 3)], for: .navigationBar)
            case 6: node.setToolbarBackground([nil, .visible, .hidden][Int(random.next() % 3)], for: .navigationBar)
            case 7: node.overrides.colorScheme = [nil, .light, .dark][Int(random.next() % 3)]
            case 8: registrations.append(node.registerForTraitChanges([.colorScheme, .level]) { _, _ in })
            case 9: registrations.popLast()?.cancel()
            case 10: _ = node.resolve(.systemBackground)
            case 11: system.update(system: Traits(colorScheme: random.next() % 2 == 0 ? .dark : .light))
            case 12: system.preference = [.system, .light, .dark][Int(random.next() % 3)]
            case 13:
                system.performBatchUpdates {
                    node.overrides.level = .elevated
                    system.forcedColorScheme = random.next() % 2 == 0 ? nil : .dark
                }
            case 14 where random.next() % 8 == 0:
                windows.removeFirst().close()
                let window = system.makeWindow()
                windows.append(window)
                nodes.append(window.root)
            default: nodes.append(node.addChild())
            }
        }
        #if DEBUG
        #expect(violations.checks > 100, "the checker ran after the mutations")
        #endif
        #expect(violations.lines.isEmpty, "invariants broken: \(violations.lines.prefix(3))")
        #expect(system.checkInvariants().isEmpty)
    }

    /// One way to break the bookkeeping, and the invariant that must catch it.
    static let corruptions: [(name: String, invariant: String, corrupt: @Sendable (ViewNode, ViewNode) -> Void)] = [
        ("an interest count off by one", "B1", { _, leaf in leaf._interestCount += 1 }),
        ("stale traits on an interested node", "B2", { _, leaf in leaf._traits.colorScheme = .dark }),
        ("a preference count off by one", "B3", { parent, _ in parent._preferenceCount += 1 }),
        ("a parent link that does not match", "B4", { parent, leaf in leaf._parent = parent._parent }),
        ("an override flag without overrides", "B5", { parent, _ in parent._flags.insert(.hasOverrides) }),
    ]

    @Test("the checker catches each kind of broken bookkeeping", arguments: corruptions.indices)
    func catchesCorruption(index: Int) {
        let corruption = Self.corruptions[index]
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let parent = window.root.addChild()
        let leaf = parent.addChild()
        _ = leaf.resolve(.label)
        #expect(system.checkInvariants().isEmpty)
        corruption.corrupt(parent, leaf)
        let violations = system.checkInvariants()
        #expect(violations.contains { $0.hasPrefix(corruption.invariant + ":") }, "\(corruption.name): \(violations)")
    }
}
