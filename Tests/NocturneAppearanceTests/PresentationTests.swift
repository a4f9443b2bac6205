import Testing
@testable import NocturneAppearance

@Suite("Presentation")
struct PresentationTests {
    @Test("a sheet whose content prefers dark is dark while the window stays light")
    func sheetPrefersDark() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let button = window.root.addChild()
        let sheet = button.present(.sheet)
        let content = sheet.root.addChild().addChild()
        content.preferredColorScheme = .dark
        #expect(sheet.root.traits.colorScheme == .dark)
        #expect(content.traits.colorScheme == .dark)
        #expect(window.root.traits.colorScheme == .light)
        #expect(button.traits.colorScheme == .light)
        #expect(sheet.preferredColorScheme == .dark)
        #expect(window.preferredColorScheme == nil)
    }

    @Test("Apple's example: [.light then outer .system], [.dark], [.light] make the window dark")
    func applesExample() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let first = window.root.addChild()
        first.preferredColorScheme = .system
        first.addChild().preferredColorScheme = .light
        window.root.addChild().preferredColorScheme = .dark
        window.root.addChild().preferredColorScheme = .light
        #expect(window.preferredColorScheme == .dark)
        #expect(window.root.traits.colorScheme == .dark)
        #expect(first.children[0].traits.colorScheme == .dark)
    }

    @Test("an outer .system hides an inner .dark")
    func outerSystemHides() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let outer = window.root.addChild()
        let inner = outer.addChild()
        inner.preferredColorScheme = .dark
        #expect(window.root.traits.colorScheme == .dark)
        outer.preferredColorScheme = .system
        #expect(window.root.traits.colorScheme == .light)
        outer.preferredColorScheme = nil
        #expect(window.root.traits.colorScheme == .dark)
        inner.removeFromParent()
        #expect(window.root.traits.colorScheme == .light)
    }

    @Test("outer .light replaces inner .dark; first non-nil sibling wins")
    func outerReplaces() {
        let system = AppearanceSystem(system: Traits(colorScheme: .dark))
        let window = system.makeWindow()
        let a = window.root.addChild()
        let b = window.root.addChild()
        b.preferredColorScheme = .dark
        a.addChild().preferredColorScheme = .light
        #expect(window.root.traits.colorScheme == .light)
        a.preferredColorScheme = .system
        #expect(window.root.traits.colorScheme == .dark)
    }

    @Test("levels: sheet, popover, alert elevated; full-screen cover base", arguments: PresentationStyle.allCases)
    func levels(style: PresentationStyle) {
        let system = AppearanceSystem(system: Traits(colorScheme: .dark))
        let window = system.makeWindow()
        let presentation = window.root.present(style)
        let node = presentation.root.addChild()
        let background = node.resolve(.systemBackground)
        if style == .fullScreenCover {
            #expect(node.traits.level == .base)
            #expect(background.hex == "#000000")
        } else {
            #expect(node.traits.level == .elevated)
            #expect(background.hex == "#1C1C1E")
        }
        #expect(window.root.resolve(.systemBackground).hex == "#000000")
    }

    @Test("a presentation inherits the presenting node's environment")
    func inheritsEnvironment() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let panel = window.root.addChild()
        panel.overrides.colorScheme = .dark
        panel.overrides.contrast = .increased
        let sheet = panel.present(.popover)
        #expect(sheet.root.traits == Traits(colorScheme: .dark, contrast: .increased, level: .elevated))
        panel.overrides = TraitCollection()
        #expect(sheet.root.traits == Traits(level: .elevated))
    }

    @Test("dismissing twice and presenting from a dismissed presentation are harmless")
    func dismissal() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let sheet = window.root.present(.sheet)
        let node = sheet.root.addChild()
        var calls = 0
        let registration = node.registerForTraitChanges([.colorScheme]) { _, _ in calls += 1 }
        sheet.dismiss()
        sheet.dismiss()
        #expect(sheet.isDismissed)
        #expect(node.isRemoved)
        #expect(!registration.isActive)
        #expect(window.root.presentations.isEmpty)
        let late = node.present(.alert)
        #expect(late.isDismissed)
        node.preferredColorScheme = .dark
        system.update(system: Traits(colorScheme: .dark))
        #expect(calls == 0)
        #expect(node.traits.colorScheme == .light)
    }

    @Test("closing a window removes it")
    func closeWindow() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let other = system.makeWindow()
        window.close()
        #expect(system.windows.count == 1)
        #expect(system.windows[0] === other)
        #expect(window.root.isRemoved)
    }
}
