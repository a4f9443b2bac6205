import Testing
import NocturneColor
@testable import NocturneAppearance

@Suite("ViewNode")
struct ViewNodeTests {
    @Test("overrides.colorScheme darkens one subtree while preferredColorScheme(.dark) on the same node darkens the window")
    func overrideVersusPreference() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let node = window.root.addChild()
        let child = node.addChild()
        let sibling = window.root.addChild()
        node.overrides.colorScheme = .dark
        #expect(node.traits.colorScheme == .dark)
        #expect(child.traits.colorScheme == .dark)
        #expect(sibling.traits.colorScheme == .light)
        #expect(window.root.traits.colorScheme == .light)
        node.overrides.colorScheme = nil
        node.preferredColorScheme = .dark
        #expect(sibling.traits.colorScheme == .dark)
        #expect(window.root.traits.colorScheme == .dark)
        #expect(child.traits.colorScheme == .dark)
    }

    @Test("a child under a dark override reads dark, as a hosted UIKit view would")
    func childUnderOverride() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let host = window.root.addChild()
        host.overrides = TraitCollection(colorScheme: .dark)
        let hosted = host.addChild().addChild()
        #expect(hosted.traits.colorScheme == .dark)
        #expect(hosted.resolve(.label).hex == "#FFFFFF")
        let relight = hosted.addChild()
        relight.overrides.colorScheme = .light
        system.update(system: Traits(colorScheme: .dark))
        #expect(relight.traits.colorScheme == .light)
        #expect(window.root.traits.colorScheme == .dark)
    }

    @Test("a keyboard follows its field, not the window")
    func keyboardFollowsField() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let panel = window.root.addChild()
        panel.overrides.colorScheme = .dark
        let field = panel.addChild()
        let keyboard = field.attach(.keyboard)
        #expect(keyboard.traits.colorScheme == .dark)
        #expect(keyboard.traits.level == .base)
        #expect(window.root.traits.colorScheme == .light)
        panel.overrides.colorScheme = nil
        #expect(keyboard.traits.colorScheme == .light)
        #expect(field.children.isEmpty)
        #expect(field.attachedNodes.count == 1)
        #expect(keyboard.kind == .attached(.keyboard))
    }

    @Test("menus are elevated and follow the node they serve")
    func menus() {
        let system = AppearanceSystem(system: Traits(colorScheme: .dark))
        let window = system.makeWindow()
        let button = window.root.addChild()
        let menu = button.attach(.menu)
        #expect(menu.traits.level == .elevated)
        #expect(menu.resolve(.systemBackground).hex == "#1C1C1E")
        button.overrides.colorScheme = .light
        #expect(menu.traits.colorScheme == .light)
    }

    @Test("preferences on attached UI are not gathered")
    func attachedPreferences() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let menu = window.root.attach(.menu)
        menu.preferredColorScheme = .dark
        #expect(window.root.traits.colorScheme == .light)
    }

    @Test("toolbar color scheme applies to its bar only while the bar background is visible")
    func toolbar() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let stack = window.root.addChild()
        let navigationBar = stack.attach(.bar(.navigationBar))
        let tabBar = stack.attach(.bar(.tabBar))
        let content = stack.addChild()
        content.setToolbarColorScheme(.dark, for: .navigationBar)
        #expect(navigationBar.traits.colorScheme == .light)
        content.setToolbarBackground(.visible, for: .navigationBar)
        #expect(navigationBar.traits.colorScheme == .dark)
        #expect(tabBar.traits.colorScheme == .light)
        #expect(content.traits.colorScheme == .light)
        #expect(window.root.traits.colorScheme == .light)
        content.setToolbarBackground(.hidden, for: .navigationBar)
        #expect(navigationBar.traits.colorScheme == .light)
        content.setToolbarBackground(.visible, for: .navigationBar)
        content.removeFromParent()
        #expect(navigationBar.traits.colorScheme == .light)
    }

    @Test("tint: nearest override, else the host's accent, else system blue")
    func tint() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let node = window.root.addChild().addChild()
        #expect(node.resolvedTint.hex == "#0088FF")
        let teal = DynamicColor(light: ResolvedColor(RGB8(hex: "#0B7A75")!), dark: ResolvedColor(RGB8(hex: "#5FD4CC")!))
        system.accentColor = .systemPink
        #expect(node.resolvedTint.hex == "#FF2D55")
        window.root.tint = teal
        #expect(node.resolvedTint.hex == "#0B7A75")
        node.overrides.colorScheme = .dark
        #expect(node.resolvedTint.hex == "#5FD4CC")
    }

    @Test("mutating a removed node is harmless")
    func removedNode() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let node = window.root.addChild()
        let grandchild = node.addChild()
        node.removeFromParent()
        node.removeFromParent()
        #expect(node.isRemoved && grandchild.isRemoved)
        #expect(window.root.children.isEmpty)
        node.overrides.colorScheme = .dark
        node.preferredColorScheme = .dark
        let orphan = node.addChild()
        #expect(orphan.isRemoved)
        #expect(node.attach(.keyboard).isRemoved)
        #expect(window.root.traits.colorScheme == .light)
        #expect(grandchild.parent == nil)
    }

    @Test("a deep chain is built, flipped and removed without recursion")
    func deepChain() {
        let system = AppearanceSystem()
        let window = system.makeWindow()
        var node = window.root
        for _ in 0..<20_000 { node = node.addChild() }
        system.update(system: Traits(colorScheme: .dark))
        #expect(node.traits.colorScheme == .dark)
        window.root.children[0].removeFromParent()
        #expect(node.isRemoved)
    }

    @Test("watch is always dark")
    func watch() {
        let system = AppearanceSystem(system: Traits(idiom: .watch))
        let window = system.makeWindow()
        #expect(window.root.traits.colorScheme == .dark)
        window.root.overrides.colorScheme = .light
        #expect(window.root.traits.colorScheme == .dark)
    }
}
