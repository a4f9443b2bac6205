import Testing
@testable import NocturneAppearance

@Suite("AppearanceMode")
struct AppearanceModeTests {
    /// Every mode with its index and key, written out by hand: the layout every per-mode table uses.
    static let table: [(index: Int, key: String)] = [
        (0, "light-standard-base"), (1, "dark-standard-base"),
        (2, "light-increased-base"), (3, "dark-increased-base"),
        (4, "light-standard-elevated"), (5, "dark-standard-elevated"),
        (6, "light-increased-elevated"), (7, "dark-increased-elevated"),
    ]

    @Test("index, init(index:), all and the key agree", arguments: table)
    func index(index: Int, key: String) throws {
        let mode = try #require(AppearanceMode(key: key))
        #expect(mode.index == index)
        #expect(AppearanceMode(index: index) == mode)
        #expect(AppearanceMode.all[index] == mode)
    }

    @Test("count is the number of modes, and indexes outside it are rejected", arguments: [-1, 8, 9, Int.max, Int.min])
    func outOfRange(index: Int) {
        #expect(AppearanceMode.count == AppearanceMode.all.count)
        #expect(Set(AppearanceMode.all).count == AppearanceMode.count)
        #expect(AppearanceMode(index: index) == nil)
    }

    @Test("modes order as all lists them")
    func order() {
        #expect(AppearanceMode.all.sorted() == AppearanceMode.all)
        #expect(AppearanceMode.all.shuffled().sorted() == AppearanceMode.all)
    }

    @Test("traits resolve to the mode's index; watch is always dark", arguments: AppearanceMode.all)
    func traitsIndex(mode: AppearanceMode) {
        #expect(AppearanceMode.index(of: mode.traits) == mode.index)
        var watch = mode.traits
        watch.idiom = .watch
        #expect(AppearanceMode.index(of: watch) == AppearanceMode(colorScheme: .dark, contrast: mode.contrast, level: mode.level).index)
    }

    @Test("fallback chains: nearest first, dropping elevated, then Increase Contrast, then dark", arguments: [
        ("light-standard-base", ["light-standard-base"]),
        ("light-standard-elevated", ["light-standard-elevated", "light-standard-base"]),
        ("dark-increased-base", ["dark-increased-base", "dark-standard-base", "light-increased-base", "light-standard-base"]),
        ("dark-increased-elevated", [
            "dark-increased-elevated", "dark-increased-base", "dark-standard-elevated", "dark-standard-base",
            "light-increased-elevated", "light-increased-base", "light-standard-elevated", "light-standard-base",
        ]),
    ])
    func fallbackChain(key: String, chain: [String]) throws {
        let mode = try #require(AppearanceMode(key: key))
        #expect(mode.fallbackChain.map(\.key) == chain)
    }
}
