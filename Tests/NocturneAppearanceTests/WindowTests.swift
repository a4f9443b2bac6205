import Testing
@testable import NocturneAppearance

/// Who keeps whom alive: a window keeps its system, the system keeps its windows, and nothing
/// leaks once neither is held (TreeInvariants.swift, O1–O3).
@Suite("Window")
struct WindowTests {
    /// The Trips screen, built the way a new user writes it: in a function that returns only the window.
    ///
    /// root → overview (content) → panel (overridden dark) → field → keyboard;
    /// overview presents a sheet whose content prefers dark.
    static func tripsWindow(device: ColorScheme = .light) -> Window {
        let system = AppearanceSystem(system: Traits(colorScheme: device))
        let window = system.makeWindow()
        let overview = window.root.addChild()
        let panel = overview.addChild()
        panel.overrides.colorScheme = .dark
        panel.addChild().attach(.keyboard)
        overview.present(.sheet).root.addChild().preferredColorScheme = .dark
        return window
    }

    /// The same screen's keyboard, returned alone.
    static func tripsKeyboard() -> ViewNode {
        let window = tripsWindow()
        return window.root.children[0].children[0].children[0].attachedNodes[0]
    }

    @Test("a window returned alone keeps its system, and the tree's semantics keep working")
    func windowAlone() throws {
        let window = Self.tripsWindow()
        let overview = try #require(window.root.children.first)
        let panel = try #require(overview.children.first)
        let keyboard = try #require(panel.children.first?.attachedNodes.first)
        let sheet = try #require(overview.presentations.first)
        #expect(window.root.isAttached && keyboard.isAttached && !sheet.isDismissed)
        // The keyboard takes its field's traits: dark in a dark panel on a light screen.
        #expect(keyboard.traits.colorScheme == .dark)
        // The sheet's preference darkens only the sheet, which is elevated.
        #expect(sheet.root.traits == Traits(colorScheme: .dark, level: .elevated))
        #expect(overview.traits.colorScheme == .light)
        // The system is still there to take the host's reports.
        window.system.update(system: Traits(colorScheme: .dark, contrast: .increased))
        #expect(overview.traits == Traits(colorScheme: .dark, contrast: .increased))
        #expect(keyboard.traits.contrast == .increased)
        // An override wins over a preference below it; the preference still floats up to the window.
        let card = overview.addChild()
        card.overrides.colorScheme = .light
        card.preferredColorScheme = .dark
        window.system.update(system: Traits(colorScheme: .light))
        #expect(card.traits.colorScheme == .light)
        #expect(window.root.traits.colorScheme == .dark)
        // An outer nil preference hides the inner one: the window follows the device again.
        overview.preferredColorScheme = .system
        #expect(window.root.traits.colorScheme == .light)
        #expect(window.system.windows.count == 1 && window.system.windows[0] === window)
        #expect(window.root.presentation === window)
    }

    @Test("a node returned alone is detached: it says so and keeps the traits it had")
    func nodeAlone() {
        weak var system: AppearanceSystem?
        let keyboard: ViewNode
        do {
            keyboard = Self.tripsKeyboard()
            system = keyboard.system
        }
        #expect(system == nil)
        #expect(!keyboard.isAttached)
        #expect(keyboard.isRemoved)
        #expect(keyboard.parent == nil && keyboard.system == nil && keyboard.presentation == nil)
        // The traits it had when it was detached, not the defaults.
        #expect(keyboard.traits == Traits(colorScheme: .dark))
        keyboard.overrides.colorScheme = .light
        #expect(keyboard.traits.colorScheme == .dark)
        #expect(!keyboard.addChild().isAttached)
        #expect(keyboard.present(.sheet).isDismissed)
    }

    @Test("holding only the system keeps a window nobody else holds open")
    func systemAlone() {
        let system = AppearanceSystem()
        let node = system.makeWindow().root.addChild()
        node.overrides.contrast = .increased
        system.update(system: Traits(colorScheme: .dark))
        #expect(node.isAttached)
        #expect(node.traits == Traits(colorScheme: .dark, contrast: .increased))
        #expect(system.windows.count == 1)
        #expect(system.windows[0].root === node.parent)
    }

    @Test("nothing leaks: the system, windows, nodes, presentations and handlers are freed when nothing holds them")
    func noLeak() {
        final class Token {}
        weak var system: AppearanceSystem?
        weak var window: Window?
        weak var root: ViewNode?
        weak var leaf: ViewNode?
        weak var sheet: Presentation?
        weak var bar: ViewNode?
        weak var captured: Token?
        var calls = 0
        do {
            let built = Self.tripsWindow()
            let token = Token()
            window = built
            system = built.system
            root = built.root
            sheet = built.root.children[0].presentations[0]
            bar = built.root.children[0].attach(.bar(.navigationBar))
            built.root.children[0].setToolbarColorScheme(.dark, for: .navigationBar)
            built.root.children[0].setToolbarBackground(.visible, for: .navigationBar)
            let node = built.root.children[0].children[0].addChild()
            leaf = node
            captured = token
            node.registerForTraitChanges([.colorScheme]) { _, _ in
                _ = token
                calls += 1
            }
            _ = node.resolve(.systemBackground)
            built.system.makeWindow().root.addChild().preferredColorScheme = .dark
            built.system.update(system: Traits(colorScheme: .dark))
            #expect(system != nil && root != nil && leaf != nil && sheet != nil && bar != nil && captured != nil)
        }
        #expect(calls == 0)  // the leaf sits in a dark panel: the device's change did not reach it
        #expect(window == nil)
        #expect(system == nil)
        #expect(root == nil)
        #expect(leaf == nil)
        #expect(sheet == nil)
        #expect(bar == nil)
        #expect(captured == nil)
    }

    @Test("a held window keeps its system; closing it or letting it go frees the system")
    func windowKeepsSystem() {
        weak var system: AppearanceSystem?
        var window: Window? = AppearanceSystem().makeWindow()
        system = window?.system
        #expect(system != nil)
        window?.close()
        #expect(window?.root.isAttached == false)
        #expect(system?.windows.isEmpty == true)
        window = nil
        #expect(system == nil)
    }

    /// The user's stored choice and a root `preferredColorScheme` of `.system`, side by side.
    ///
    /// SwiftUI: a content preference "overrides the user's Dark Mode selection for that
    /// presentation", and an outer `.preferredColorScheme(nil)` replaces inner preferences. The
    /// stored choice System stands for the user's own selection (it forces nothing), so content
    /// may still prefer a scheme; a root `nil` modifier is part of the tree and hides it.
    @Test("the stored choice System lets content prefer; a root nil preference hides content preferences", arguments: [
        // (stored choice, root modifier, content modifier, device) → window scheme
        (AppearancePreference.system, AppearancePreference?.none, AppearancePreference?.some(.dark), ColorScheme.light, ColorScheme.dark),
        (.system, .some(.system), .some(.dark), .light, .light),
        (.system, .none, .none, .dark, .dark),
        (.system, .some(.system), .some(.light), .dark, .dark),
        (.light, .none, .some(.dark), .dark, .light),
        (.light, .some(.system), .some(.dark), .dark, .light),
        (.dark, .some(.system), .some(.light), .light, .dark),
    ])
    func systemChoiceVersusRootNil(
        stored: AppearancePreference, rootModifier: AppearancePreference?, content: AppearancePreference?, device: ColorScheme, expected: ColorScheme
    ) {
        let system = AppearanceSystem(system: Traits(colorScheme: device))
        system.preference = stored
        let window = system.makeWindow()
        window.root.preferredColorScheme = rootModifier
        window.root.addChild().addChild().preferredColorScheme = content
        #expect(window.root.traits.colorScheme == expected)
        #expect(window.root.children[0].children[0].traits.colorScheme == expected)
    }
}
