import NocturneAppearance
import Testing

@testable import NocturneHost

/// README's "Follow the system appearance on Linux" example, line for line, with the environment pinning the answer.
@Suite("README: following the system appearance")
struct FollowingExampleTests {
    @Test("the README's app repaints once with the dark background when the system says dark")
    @MainActor
    func example() async throws {
        var repaints: [String] = []
        let system = AppearanceSystem()
        let window = system.makeWindow()
        let card = window.root.addChild()
        card.registerForTraitChanges([.colorScheme]) { node, _ in
            repaints.append(node.resolve(.systemBackground).hex)
        }
        // The portal first, then gsettings, kdeglobals, the terminal; NOCTURNE_COLOR_SCHEME=dark pins it.
        try await system.follow(AutomaticAppearanceSource(environment: ["NOCTURNE_COLOR_SCHEME": "dark"]))
        #expect(repaints == ["#000000"])
    }
}
