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

@Suite struct AutomaticAppearanceSourceTests {
    @Test("read(): the environment override answers first, with no failed attempts")
    func overrideAnswers() throws {
        let reading = try AutomaticAppearanceSource(environment: ["NOCTURNE_COLOR_SCHEME": "dark"]).read()
        #expect(reading.appearance.colorScheme == .dark)
        #expect(reading.appearance.source == .environment)
        #expect(reading.attempts.isEmpty)
    }

    @Test("read(): with no bus, settings or terminal every source is an attempt, in order, and the answer is none")
    func nothingAnswers() throws {
        let empty = "/nonexistent-nocturne-test"
        let source = AutomaticAppearanceSource(
            environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=\(empty)/bus", "HOME": empty, "XDG_CONFIG_HOME": empty, "PATH": empty],
            portalTimeoutMilliseconds: 100, asksTerminal: false)
        let reading = try source.read()
        #expect(reading.appearance.source == .none)
        #expect(reading.attempts.map { String($0.prefix { $0 != ":" }) } == ["portal", "gsettings", "kdeglobals", "terminal"])
    }
}
