import NocturneProject
import NocturneSyntax

/// What the tree says of a color site before the rules judge it: the type it must have (``ColorTypeResolver``), whether
/// it is code that runs only before dark mode (``DarkModeAvailability``), a mask's content (``MaskContent``) or a shadow
/// parameter's default (``ShadowParameters``), a theme type's default its initializer replaces (``ThemeDefaults``), and
/// whether it is a palette protocol's implementation (a theme engine's).
struct SiteTyping {
    let types: ColorTypeResolver
    let beforeDarkMode: [Range<Int>]
    let masks: [Range<Int>]
    let shadows: [Range<Int>]
    let themeDefaults: [Range<Int>]

    /// - Parameters:
    ///   - beforeDarkMode: The file's code that runs only before dark mode (``DarkModeAvailability/fallbackRanges(in:)``),
    ///     as the walk already found it.
    ///   - themeDefaults: The defaults of theme types their initializers replace (``ThemeDefaults``), as the walk found them.
    init(tree: SyntaxTree, declarations: ColorDeclarations, projectPlatform: ColorType?, beforeDarkMode: [Range<Int>], themeDefaults: [Range<Int>] = []) {
        types = ColorTypeResolver(tree: tree, declarations: declarations, projectPlatform: projectPlatform)
        self.beforeDarkMode = beforeDarkMode
        masks = MaskContent.ranges(in: tree)
        shadows = ShadowParameters.ranges(in: tree)
        self.themeDefaults = themeDefaults
    }

    /// Gives a site its type and the contexts the tree knows.
    func type(_ site: inout ColorSite) {
        guard site.kind != .interfaceBuilder else { return }
        let range = site.range.offsets
        func holds(_ ranges: [Range<Int>]) -> Bool { ranges.contains { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound } }
        if holds(beforeDarkMode) { site.context.insert(.beforeDarkMode) }
        if holds(masks) { site.context.insert(.maskContent) }
        if holds(shadows) { site.context.insert(.shadowOrMask) }
        // A theme type's default its own initializer replaces is one theme's value, chosen per theme.
        if holds(themeDefaults) { site.context.insert(.modeVariant) }
        let facts = types.classify(range, systemColor: site.kind == .systemColor)
        site.type = facts.type
        site.notAColor = facts.notAColor
        // A palette protocol's implementation is the app's theme engine choosing colors per theme.
        if facts.isPaletteMember { site.context.insert(.modeVariant) }
    }
}
