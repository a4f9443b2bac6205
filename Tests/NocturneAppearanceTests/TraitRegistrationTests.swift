import Testing
@testable import NocturneAppearance

@Suite("TraitRegistration")
struct TraitRegistrationTests {
    final class Counter { var calls: [(ViewNode, Traits)] = [] }

    @Test("a handler runs once per real change of a named trait, never for others")
    func scoped() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let node = window.root.addChild()
        let scheme = Counter(), contrast = Counter()
        node.registerForTraitChanges([.colorScheme]) { scheme.calls.append(($0, $1)) }
        node.registerForTraitChanges([.contrast]) { contrast.calls.append(($0, $1)) }
        system.update(system: Traits(colorScheme: .dark))
        #expect(scheme.calls.count == 1)
        #expect(scheme.calls.first?.1.colorScheme == .light)
        #expect(scheme.calls.first?.0 === node)
        #expect(contrast.calls.isEmpty)
        system.update(system: Traits(colorScheme: .dark))
        #expect(scheme.calls.count == 1)
        system.update(system: Traits(colorScheme: .dark, contrast: .increased))
        #expect(scheme.calls.count == 1)
        #expect(contrast.calls.count == 1)
        system.update(system: Traits(colorScheme: .dark, contrast: .increased, reduceMotion: true))
        #expect(scheme.calls.count == 1 && contrast.calls.count == 1)
    }

    @Test("nodes whose effective traits did not change are not notified")
    func unchangedNodes() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let pinned = window.root.addChild()
        pinned.overrides.colorScheme = .light
        let below = pinned.addChild()
        let free = window.root.addChild().addChild()
        let pinnedCount = Counter(), freeCount = Counter()
        below.registerForTraitChanges([.colorScheme]) { pinnedCount.calls.append(($0, $1)) }
        free.registerForTraitChanges([.colorScheme]) { freeCount.calls.append(($0, $1)) }
        system.update(system: Traits(colorScheme: .dark))
        #expect(pinnedCount.calls.isEmpty)
        #expect(freeCount.calls.count == 1)
        pinned.overrides.colorScheme = .dark
        #expect(pinnedCount.calls.count == 1)
        #expect(freeCount.calls.count == 1)
    }

    @Test("a batch notifies once per node, and not at all when the trait ends where it began")
    func batches() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let node = window.root.addChild()
        let counter = Counter()
        node.registerForTraitChanges([.colorScheme, .contrast]) { counter.calls.append(($0, $1)) }
        system.performBatchUpdates {
            system.update(system: Traits(colorScheme: .dark))
            node.overrides.contrast = .increased
            window.root.overrides.level = .elevated
            #expect(node.traits.colorScheme == .dark)
            #expect(counter.calls.isEmpty)
        }
        #expect(counter.calls.count == 1)
        #expect(counter.calls.first?.1 == Traits())
        system.performBatchUpdates {
            system.update(system: Traits(colorScheme: .light))
            system.update(system: Traits(colorScheme: .dark))
        }
        #expect(counter.calls.count == 1)
    }

    @Test("handler counts over a tree: exactly the observers below a flipped override")
    func counts() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let left = window.root.addChild(), right = window.root.addChild()
        var leftCalls = 0, rightCalls = 0
        for _ in 0..<10 {
            let a = left.addChild().addChild()
            a.registerForTraitChanges([.colorScheme]) { _, _ in leftCalls += 1 }
            let b = right.addChild().addChild()
            b.registerForTraitChanges([.colorScheme]) { _, _ in rightCalls += 1 }
        }
        left.overrides.colorScheme = .dark
        #expect(leftCalls == 10 && rightCalls == 0)
        system.update(system: Traits(colorScheme: .dark))
        #expect(leftCalls == 10 && rightCalls == 10)
        window.root.preferredColorScheme = .light
        #expect(leftCalls == 10 && rightCalls == 20)
    }

    @Test("cancel stops the handler; cancelling twice is harmless; registrations end with their node")
    func cancellation() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let node = window.root.addChild()
        var calls = 0
        let registration = node.registerForTraitChanges([.colorScheme]) { _, _ in calls += 1 }
        registration.cancel()
        registration.cancel()
        #expect(!registration.isActive)
        system.update(system: Traits(colorScheme: .dark))
        #expect(calls == 0)
        let other = node.addChild()
        let ended = other.registerForTraitChanges([.colorScheme]) { _, _ in calls += 1 }
        node.removeFromParent()
        #expect(!ended.isActive)
        ended.cancel()
        system.update(system: Traits(colorScheme: .light))
        #expect(calls == 0)
        #expect(other.registerForTraitChanges([.colorScheme]) { _, _ in }.isActive == false)
    }

    @Test("handlers that mutate the tree do not corrupt it; their changes notify afterwards")
    func reentrancy() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let a = window.root.addChild()
        let b = window.root.addChild()
        let bChild = b.addChild()
        var bCalls = 0
        var added: ViewNode?
        a.registerForTraitChanges([.colorScheme]) { node, _ in
            b.overrides.contrast = .increased
            added = node.addChild()
            node.children.first?.removeFromParent()
        }
        bChild.registerForTraitChanges([.colorScheme, .contrast]) { _, _ in bCalls += 1 }
        system.update(system: Traits(colorScheme: .dark))
        #expect(bChild.traits == Traits(colorScheme: .dark, contrast: .increased))
        #expect(bCalls == 2)  // once for the scheme, once for the contrast the handler set after it ran
        // The handler added a child and removed it again, mid-notification.
        #expect(added?.isRemoved == true)
        #expect(a.children.isEmpty)
    }

    @Test("a handler loop is cut off and counted")
    func loop() {
        let system = AppearanceSystem()
        system.maximumNotificationRounds = 5
        let window = system.makeWindow()
        let node = window.root.addChild()
        var calls = 0
        node.registerForTraitChanges([.contrast]) { node, _ in
            calls += 1
            node.overrides.contrast = node.traits.contrast == .increased ? .standard : .increased
        }
        node.overrides.contrast = .increased
        #expect(calls == 5)
        #expect(system.droppedNotifications == 1)
    }
}
