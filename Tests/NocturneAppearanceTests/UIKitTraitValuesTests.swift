import Testing
@testable import NocturneAppearance

@Suite("UIKitTraitValues")
struct UIKitTraitValuesTests {
    /// UIKit's documented raw values (UIInterface.h, UIDevice.h) and the traits they mean.
    static let cases: [(UIKitTraitValues, TraitCollection)] = [
        (UIKitTraitValues(), TraitCollection()),
        (UIKitTraitValues(userInterfaceStyle: 1), TraitCollection(colorScheme: .light)),
        (UIKitTraitValues(userInterfaceStyle: 2), TraitCollection(colorScheme: .dark)),
        (UIKitTraitValues(accessibilityContrast: 0), TraitCollection(contrast: .standard)),
        (UIKitTraitValues(accessibilityContrast: 1), TraitCollection(contrast: .increased)),
        (UIKitTraitValues(userInterfaceLevel: 0), TraitCollection(level: .base)),
        (UIKitTraitValues(userInterfaceLevel: 1), TraitCollection(level: .elevated)),
        (UIKitTraitValues(legibilityWeight: 0), TraitCollection(legibilityWeight: .regular)),
        (UIKitTraitValues(legibilityWeight: 1), TraitCollection(legibilityWeight: .bold)),
        (UIKitTraitValues(displayScale: 3), TraitCollection(displayScale: 3)),
        (UIKitTraitValues(userInterfaceIdiom: 0), TraitCollection(idiom: .phone)),
        (UIKitTraitValues(userInterfaceIdiom: 1), TraitCollection(idiom: .pad)),
        (UIKitTraitValues(userInterfaceIdiom: 2), TraitCollection(idiom: .tv)),
        (UIKitTraitValues(userInterfaceIdiom: 5), TraitCollection(idiom: .mac)),
        (UIKitTraitValues(userInterfaceIdiom: 6), TraitCollection(idiom: .vision)),
        (UIKitTraitValues(userInterfaceStyle: 2, accessibilityContrast: 1, userInterfaceLevel: 1, legibilityWeight: 1, displayScale: 2, userInterfaceIdiom: 1),
         TraitCollection(colorScheme: .dark, contrast: .increased, level: .elevated, legibilityWeight: .bold, displayScale: 2, idiom: .pad)),
    ]

    @Test("raw values map to the traits UIKit documents", arguments: cases)
    func rawToTraits(values: UIKitTraitValues, expected: TraitCollection) {
        #expect(values.traitCollection == expected)
    }

    @Test("traits map back to the same raw values", arguments: cases)
    func traitsToRaw(values: UIKitTraitValues, collection: TraitCollection) {
        #expect(UIKitTraitValues(collection) == values)
    }

    /// Unspecified, CarPlay and values a later UIKit may add all mean "inherit", never light or standard.
    @Test("unknown and unspecified raw values inherit",
          arguments: [UIKitTraitValues(userInterfaceStyle: 7), UIKitTraitValues(accessibilityContrast: 2),
                      UIKitTraitValues(userInterfaceLevel: 9), UIKitTraitValues(legibilityWeight: -5),
                      UIKitTraitValues(displayScale: -1), UIKitTraitValues(displayScale: .nan),
                      UIKitTraitValues(userInterfaceIdiom: 3), UIKitTraitValues(userInterfaceIdiom: 4)])
    func unknownInherits(values: UIKitTraitValues) {
        #expect(values.traitCollection.isEmpty)
        let parent = Traits(colorScheme: .dark, contrast: .increased, level: .elevated, legibilityWeight: .bold, displayScale: 2, idiom: .pad)
        #expect(values.traitCollection.resolved(inheriting: parent) == parent)
    }

    @Test("a dark elevated sheet on iPhone resolves systemBackground as UIKit does")
    func resolvesSystemColor() {
        let traits = UIKitTraitValues(userInterfaceStyle: 2, userInterfaceLevel: 1, displayScale: 3, userInterfaceIdiom: 0)
            .traitCollection.resolved()
        #expect(DynamicColor.systemBackground.resolve(in: traits).hex == "#1C1C1E")
    }

    @Test("watch has no UIKit idiom and reduce transparency/motion are not UIKit traits")
    func notCarried() {
        let values = UIKitTraitValues(TraitCollection(reduceTransparency: true, reduceMotion: true, idiom: .watch))
        #expect(values == UIKitTraitValues())
    }
}

@Suite("AppKitAppearanceName")
struct AppKitAppearanceNameTests {
    static let cases: [(String, ColorScheme, ColorSchemeContrast)] = [
        ("NSAppearanceNameAqua", .light, .standard),
        ("NSAppearanceNameDarkAqua", .dark, .standard),
        ("NSAppearanceNameVibrantLight", .light, .standard),
        ("NSAppearanceNameVibrantDark", .dark, .standard),
        ("NSAppearanceNameAccessibilityHighContrastAqua", .light, .increased),
        ("NSAppearanceNameAccessibilityHighContrastDarkAqua", .dark, .increased),
        ("NSAppearanceNameAccessibilityHighContrastVibrantLight", .light, .increased),
        ("NSAppearanceNameAccessibilityHighContrastVibrantDark", .dark, .increased),
    ]

    @Test("AppKit's appearance names mean a scheme and a contrast", arguments: cases)
    func meaning(rawValue: String, scheme: ColorScheme, contrast: ColorSchemeContrast) throws {
        let name = try #require(AppKitAppearanceName(rawValue: rawValue))
        #expect(name.colorScheme == scheme)
        #expect(name.contrast == contrast)
        #expect(name.traitCollection == TraitCollection(colorScheme: scheme, contrast: contrast))
    }

    @Test("scheme and contrast choose the non-vibrant name, which is one of the match candidates",
          arguments: ColorScheme.allCases, ColorSchemeContrast.allCases)
    func reverse(scheme: ColorScheme, contrast: ColorSchemeContrast) {
        let name = AppKitAppearanceName(colorScheme: scheme, contrast: contrast)
        #expect(name.colorScheme == scheme && name.contrast == contrast)
        #expect(AppKitAppearanceName.matchCandidates.contains(name))
    }

    @Test("an unknown name is not guessed")
    func unknown() {
        #expect(AppKitAppearanceName(rawValue: "NSAppearanceNameSolarized") == nil)
        #expect(AppKitAppearanceName.matchCandidates.count == 4)
    }
}
