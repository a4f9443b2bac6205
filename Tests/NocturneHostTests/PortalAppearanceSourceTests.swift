import Foundation
import NocturneAppearance
import NocturneColor
import Testing

@testable import NocturneHost

private let appearance = "org.freedesktop.appearance"
private let accessibility = "org.gnome.desktop.a11y.interface"

/// One mock portal configuration and what the source must report for it.
struct PortalCase: Sendable, CustomTestStringConvertible {
    var name: String
    var version: Int
    var settings: [String: [String: (String, any Sendable)]]
    var expected: SystemAppearance
    var testDescription: String { "\(name) (v\(version))" }
}

private func report(_ scheme: SystemColorScheme, _ contrast: ColorSchemeContrast = .standard, accent: ColorValue? = nil, reduced: Bool = false) -> SystemAppearance {
    SystemAppearance(colorScheme: scheme, contrast: contrast, accentColor: accent, reducedMotion: reduced, source: .portal)
}

private let allKeys: [String: (String, any Sendable)] = [
    "color-scheme": ("u", 1), "contrast": ("u", 1), "accent-color": ("(ddd)", [0.2, 0.4, 0.6]), "reduced-motion": ("u", 1),
]

private let readCases: [PortalCase] = [1, 2].flatMap { version in
    [
        PortalCase(name: "every key", version: version, settings: [appearance: allKeys],
                   expected: report(.dark, .increased, accent: .srgb(0.2, 0.4, 0.6), reduced: true)),
        PortalCase(name: "Debian 12: only color-scheme, light", version: version, settings: [appearance: ["color-scheme": ("u", 2)]],
                   expected: report(.light)),
        PortalCase(name: "no preference", version: version, settings: [appearance: ["color-scheme": ("u", 0)]], expected: report(.noPreference)),
        PortalCase(name: "unknown color-scheme 7 is no preference", version: version, settings: [appearance: ["color-scheme": ("u", 7)]],
                   expected: report(.noPreference)),
        PortalCase(name: "accent out of range is unset", version: version,
                   settings: [appearance: ["color-scheme": ("u", 1), "accent-color": ("(ddd)", [1.5, 0.0, -0.1])]], expected: report(.dark)),
        PortalCase(name: "unknown contrast 5 is standard", version: version, settings: [appearance: ["contrast": ("u", 5)]],
                   expected: report(.noPreference)),
        PortalCase(name: "contrast from GNOME's high-contrast", version: version,
                   settings: [appearance: ["color-scheme": ("u", 1)], accessibility: ["high-contrast": ("b", true)]], expected: report(.dark, .increased)),
        PortalCase(name: "appearance contrast wins over high-contrast", version: version,
                   settings: [appearance: ["contrast": ("u", 0)], accessibility: ["high-contrast": ("b", true)]], expected: report(.noPreference)),
        PortalCase(name: "nothing set (NotFound everywhere)", version: version, settings: [:], expected: report(.noPreference)),
    ]
}

/// A bus with the mock portal on it, stopped when the test ends.
private func withMockPortal<T>(
    _ settings: [String: [String: (String, any Sendable)]], version: Int, bus kind: PrivateBus.Kind = .path, flags: [String] = [],
    isolation: isolated (any Actor)? = #isolation, _ body: (PrivateBus, MockPortal) async throws -> T
) async throws -> T {
    let bus = try PrivateBus(kind)
    defer { bus.stop() }
    let portal = try MockPortal(bus: bus, settings: settings.mapValues { $0.mapValues { ($0.0, $0.1 as Any) } }, version: version, flags: flags)
    defer { portal.stop() }
    return try await body(bus, portal)
}

@Suite("PortalAppearanceSource against a mock portal on a private dbus-daemon", .enabled(if: HostTools.hasMockPortal || HostTools.required, HostTools.mockPortalReason))
struct PortalAppearanceSourceTests {
    @Test("reads every key with ReadAll (v2) or Read (v1)", arguments: readCases)
    func reads(_ testCase: PortalCase) async throws {
        let result = try await withMockPortal(testCase.settings, version: testCase.version) { bus, _ in
            try PortalAppearanceSource(environment: bus.environment).read()
        }
        #expect(result == testCase.expected)
    }

    @Test("speaks unix:path= and unix:abstract= addresses", arguments: PrivateBus.Kind.allCases)
    func addressForms(_ kind: PrivateBus.Kind) async throws {
        let result = try await withMockPortal([appearance: ["color-scheme": ("u", 1)]], version: 2, bus: kind) { bus, _ in
            #expect(bus.address.hasPrefix("unix:\(kind.rawValue)="))
            return try await PortalAppearanceSource(environment: bus.environment).current()
        }
        #expect(result.colorScheme == .dark)
        #expect(result.source == .portal)
    }

    @Test("reads the version and chooses ReadAll (v2) or Read (v1)", arguments: [1, 2, 3])
    func version(_ version: Int) async throws {
        try await withMockPortal([appearance: ["color-scheme": ("u", 1)]], version: version) { bus, _ in
            let session = try PortalSession(environment: bus.environment, timeoutMilliseconds: 2000)
            _ = try session.start(subscribe: false)
            #expect(session.version == UInt32(version))
        }
    }

    @Test("a value of the wrong type is a clear error", arguments: [
        ("color-scheme", "s", "prefer-dark" as any Sendable, "the portal's 'color-scheme' has type 's', expected 'u'"),
        ("accent-color", "u", 3 as any Sendable, "the portal's 'accent-color' has type 'u', expected '(ddd)'"),
        ("reduced-motion", "as", ["yes"] as any Sendable, "the portal's 'reduced-motion' has type 'as', expected 'u'"),
    ])
    func wrongType(_ key: String, _ signature: String, _ value: any Sendable, _ message: String) async throws {
        for version in [1, 2] {
            let error = try await withMockPortal([appearance: [key: (signature, value)]], version: version) { bus, _ in
                #expect(throws: AppearanceSourceError.self) { try PortalAppearanceSource(environment: bus.environment).read() }
            }
            #expect(error?.description == message)
        }
    }

    @Test("a portal that never answers times out, naming what it waited for")
    func timeout() async throws {
        let error = try await withMockPortal([appearance: ["color-scheme": ("u", 1)]], version: 2, flags: ["--never-answer"]) { bus, _ in
            #expect(throws: AppearanceSourceError.self) { try PortalAppearanceSource(environment: bus.environment, timeoutMilliseconds: 150).read() }
        }
        #expect(error == .timedOut(waitingFor: "the reply to the portal's Settings version", milliseconds: 150))
    }

    @Test("a portal without the version property, or no portal at all, is 'no portal'")
    func noPortal() async throws {
        let missing = try await withMockPortal([:], version: 2, flags: ["--no-version-property"]) { bus, _ in
            #expect(throws: AppearanceSourceError.self) { try PortalAppearanceSource(environment: bus.environment).read() }
        }
        guard case .noPortal(let reason) = missing else { Issue.record("expected noPortal, got \(String(describing: missing))"); return }
        #expect(reason.contains("no org.freedesktop.portal.Settings interface"))

        let bus = try PrivateBus()
        defer { bus.stop() }
        let absent = #expect(throws: AppearanceSourceError.self) { try PortalAppearanceSource(environment: bus.environment).read() }
        guard case .noPortal(let why) = absent else { Issue.record("expected noPortal, got \(String(describing: absent))"); return }
        #expect(why.contains("org.freedesktop.portal.Desktop is not on the session bus"))
    }

    @Test("follows SettingChanged: the current value first, then each change; other namespaces and keys are ignored")
    func changes() async throws {
        try await withMockPortal([appearance: ["color-scheme": ("u", 2)]], version: 1) { bus, portal in
            let changes = try await PortalAppearanceSource(environment: bus.environment).changes()
            var iterator = changes.makeAsyncIterator()
            #expect(try await iterator.next()?.colorScheme == .light)
            try portal.set("org.gnome.desktop.interface", "color-scheme", "s", "prefer-dark")  // the GTK backend's twin signal
            try portal.set(appearance, "unknown-key", "u", 1)
            try portal.set(appearance, "color-scheme", "u", 1)
            #expect(try await iterator.next() == report(.dark))
            try portal.set(appearance, "color-scheme", "u", 1, store: true)  // no change: nothing reported
            try portal.set(appearance, "contrast", "u", 1)
            #expect(try await iterator.next() == report(.dark, .increased))
            try portal.set(appearance, "accent-color", "(ddd)", [1.0, 0.5, 0.0])
            #expect(try await iterator.next()?.accentColor == .srgb(1, 0.5, 0))
            try portal.set(accessibility, "high-contrast", "b", false)
            try portal.set(appearance, "reduced-motion", "u", 1)
            #expect(try await iterator.next() == report(.dark, .increased, accent: .srgb(1, 0.5, 0), reduced: true))
            try portal.set(appearance, "color-scheme", "u", 9)
            #expect(try await iterator.next()?.colorScheme == .noPreference)
        }
    }

    @Test("a malformed signal value ends the changes with a typed error")
    func malformedSignal() async throws {
        try await withMockPortal([appearance: ["color-scheme": ("u", 2)]], version: 2) { bus, portal in
            var iterator = try await PortalAppearanceSource(environment: bus.environment).changes().makeAsyncIterator()
            _ = try await iterator.next()
            try portal.set(appearance, "color-scheme", "s", "dark", store: false)
            await #expect(throws: AppearanceSourceError.unexpectedValue(key: "color-scheme", type: "s", expected: "u")) { _ = try await iterator.next() }
        }
    }

    @Test("the blocking watch reports the current value, each change, and stops when woken")
    func watch() async throws {
        try await withMockPortal([appearance: ["color-scheme": ("u", 0)]], version: 2) { bus, portal in
            let source = PortalAppearanceSource(environment: bus.environment)
            let wakeup = try #require(WakeupPipe())
            let seen = Collected()
            let done = DispatchSemaphore(value: 0)
            Thread {
                try? source.watch(wakeup: wakeup.readDescriptor) { seen.append($0.colorScheme) }
                done.signal()
            }.start()
            try seen.wait(count: 1)
            try portal.set(appearance, "color-scheme", "u", 1)
            try seen.wait(count: 2)
            wakeup.signal()
            #expect(done.wait(timeout: .now() + 10) == .success)
            #expect(seen.values == [.noPreference, .dark])
        }
    }
}

/// `WakeupPipe` under contention: signals from many threads while another closes it. Under CI's ThreadSanitizer pass
/// this reported a race on the closed flag while the pipe was guarded by `Synchronization.Mutex`, whose futex wait
/// TSan cannot see; it must stay silent, and the pipe must never be written after it is closed.
@Suite("WakeupPipe")
struct WakeupPipeTests {
    @Test("signals from four threads racing a close: no trap, no hang, and (under TSan) no race")
    func signalsRaceClose() throws {
        for _ in 0..<50 {
            let wakeup = try #require(WakeupPipe())
            let group = DispatchGroup()
            for _ in 0..<4 {
                DispatchQueue.global().async(group: group) {
                    for _ in 0..<20 { wakeup.signal() }
                }
            }
            DispatchQueue.global().async(group: group) { wakeup.close() }
            #expect(group.wait(timeout: .now() + 10) == .success)
            wakeup.signal()
            wakeup.close()
        }
    }

    @Test("signals nobody reads never block: the 65,537th signal on a full pipe returns (it blocked, holding the lock)")
    func signalsOnAFullPipeReturn() throws {
        let wakeup = try #require(WakeupPipe())
        defer { wakeup.close() }
        let done = DispatchSemaphore(value: 0)
        Thread {
            for _ in 0..<100_000 { wakeup.signal() }
            done.signal()
        }.start()
        let finished = done.wait(timeout: .now() + 10) == .success
        var descriptor = pollfd(fd: wakeup.readDescriptor, events: Int16(POLLIN), revents: 0)
        if !finished {
            // Drain the pipe until the blocked loop ends, so that the test fails rather than hangs in close().
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while done.wait(timeout: .now()) != .success {
                if poll(&descriptor, 1, 100) == 1 { _ = read(wakeup.readDescriptor, &buffer, buffer.count) }
            }
        }
        #expect(finished, "signal() blocked on a full pipe")
        #expect(poll(&descriptor, 1, 0) == 1)
    }

    @Test("a signal makes the read end readable")
    func signalWakes() throws {
        let wakeup = try #require(WakeupPipe())
        defer { wakeup.close() }
        var descriptor = pollfd(fd: wakeup.readDescriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&descriptor, 1, 0) == 0)
        wakeup.signal()
        #expect(poll(&descriptor, 1, 1000) == 1)
    }
}

/// Values appended from another thread, with a bounded wait for a count.
final class Collected: @unchecked Sendable {
    private let lock = NSCondition()
    private var storage: [SystemColorScheme] = []
    var values: [SystemColorScheme] { lock.lock(); defer { lock.unlock() }; return storage }
    func append(_ value: SystemColorScheme) { lock.lock(); storage.append(value); lock.broadcast(); lock.unlock() }
    func wait(count: Int) throws {
        lock.lock()
        defer { lock.unlock() }
        let limit = Date().addingTimeInterval(10)
        while storage.count < count { guard lock.wait(until: limit) else { throw TestFailure("only \(storage.count) reports arrived") } }
    }
}

@Suite("AppearanceSystem.follow(_:)", .enabled(if: HostTools.hasMockPortal || HostTools.required, HostTools.mockPortalReason))
struct AppearanceSystemFollowingTests {
    @Test("a tree following the portal flips: the handler runs once per change and elevated dark backgrounds resolve to #1C1C1E")
    @MainActor
    func follow() async throws {
        try await withMockPortal([appearance: ["color-scheme": ("u", 2)]], version: 1) { bus, portal in
            let system = AppearanceSystem()
            let window = system.makeWindow()
            let sheet = window.root.present(.sheet)
            let card = sheet.root.addChild()
            var calls = 0
            card.registerForTraitChanges([.colorScheme]) { _, _ in calls += 1 }
            let (applied, appliedContinuation) = AsyncStream.makeStream(of: SystemAppearance.self)
            let following = Task { @MainActor in
                try await system.follow(PortalAppearanceSource(environment: bus.environment)) { appliedContinuation.yield($0) }
            }
            var reports = applied.makeAsyncIterator()
            #expect(await reports.next()?.colorScheme == .light)
            #expect(card.resolve(.systemBackground).hex == "#FFFFFF")
            #expect(calls == 0)
            try portal.set(appearance, "color-scheme", "u", 1)
            #expect(await reports.next()?.colorScheme == .dark)
            #expect(calls == 1)
            #expect(card.resolve(.systemBackground).hex == "#1C1C1E")
            #expect(window.root.resolve(.systemBackground).hex == "#000000")
            following.cancel()
            try portal.set(appearance, "color-scheme", "u", 2)  // wakes the reader, which sees the cancellation
            _ = await following.result
        }
    }

    @Test("no preference resolves to light at the root; contrast and reduced motion reach the system traits")
    @MainActor
    func apply() {
        let system = AppearanceSystem(system: Traits(colorScheme: .dark, displayScale: 2))
        system.apply(SystemAppearance(colorScheme: .noPreference, contrast: .increased, reducedMotion: true, source: .portal))
        #expect(system.systemTraits == Traits(colorScheme: .light, contrast: .increased, displayScale: 2, reduceMotion: true))
        system.apply(SystemAppearance(colorScheme: .dark, accentColor: .srgb(1, 0, 0), source: .portal))
        #expect(system.systemTraits.colorScheme == .dark)
        #expect(system.accentColor?.resolve(in: system.systemTraits).hex == "#FF0000")
    }
}

@Suite("AppearanceChanges")
struct AppearanceChangesTests {
    @Test("a burst of changes the consumer has not read yet is coalesced to the newest")
    func coalesces() async throws {
        let produced = DispatchSemaphore(value: 0)
        let changes = try AppearanceChanges.running { wakeup, yield in
            for scheme in [SystemColorScheme.light, .dark, .noPreference] { yield(SystemAppearance(colorScheme: scheme, source: .portal)) }
            produced.signal()
            var entry = pollfd(fd: wakeup, events: Int16(POLLIN), revents: 0)
            _ = poll(&entry, 1, 10_000)
        }
        produced.wait()
        var iterator = changes.makeAsyncIterator()
        #expect(try await iterator.next()?.colorScheme == .noPreference)
    }
}
