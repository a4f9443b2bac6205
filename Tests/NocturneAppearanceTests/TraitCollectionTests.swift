import Testing
@testable import NocturneAppearance

@Suite("TraitCollection")
struct TraitCollectionTests {
    @Test("unspecified inherits from the parent, never means light")
    func inherits() {
        let parent = Traits(colorScheme: .dark, contrast: .increased, level: .elevated, displayScale: 3)
        #expect(TraitCollection().resolved(inheriting: parent) == parent)
        let child = TraitCollection(level: .base).resolved(inheriting: parent)
        #expect(child == Traits(colorScheme: .dark, contrast: .increased, level: .base, displayScale: 3))
    }

    @Test("unspecified resolves to the defaults at the root")
    func root() {
        #expect(TraitCollection().resolved() == Traits())
        #expect(Traits(TraitCollection(colorScheme: .dark)) == Traits(colorScheme: .dark))
    }

    @Test("round trip through a fully specified collection")
    func roundTrip() {
        let traits = Traits(colorScheme: .dark, contrast: .increased, level: .elevated, legibilityWeight: .bold,
                            displayScale: 2, reduceTransparency: true, reduceMotion: true, idiom: .pad)
        #expect(traits.collection.isFullySpecified)
        #expect(Traits(traits.collection, inheriting: Traits()) == traits)
        #expect(TraitCollection(contrast: .increased).specifiedKinds == [.contrast])
    }

    @Test("merging: the other collection wins")
    func merging() {
        let merged = TraitCollection(colorScheme: .dark, level: .elevated).merging(TraitCollection(colorScheme: .light))
        #expect(merged == TraitCollection(colorScheme: .light, level: .elevated))
    }

    @Test("differences name the changed kinds")
    func differences() {
        #expect(Traits(colorScheme: .dark).differences(from: Traits()) == [.colorScheme])
        #expect(Traits().differences(from: Traits()).isEmpty)
    }
}
