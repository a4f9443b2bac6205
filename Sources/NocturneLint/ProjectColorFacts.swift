import NocturneAppearance
import NocturneColor
import NocturneProject
import NocturneSupport
import NocturneSyntax

/// What the linter learns from every Swift file before judging any: the app's color helpers, its named constants,
/// the catalogs, and (after the walk) how often each constant is used. Gathered once, in one place, for the whole tree.
///
/// A constant color that is given a name (`static let checkbox = Color(rgba: 0xb9b9_bbff)`) is judged by its
/// uses across every file: it is reported once, at its definition, with its use count and first use, unless
/// every use found chooses it by mode.
struct ProjectColorFacts: Sendable {
    /// What the first pass found in one lexed file: all the later passes need of it before they read it again.
    struct File: Sendable {
        var path: String
        var definitions: ColorDefinitions
        var isWatch: Bool
        /// Its color-typed declarations, for the project's table.
        var declarations: ColorDeclarations.File
        /// The helpers it defines (its literal properties, then its helper names), by name hash, as a site names them.
        var helpers: [(hash: UInt32, definition: ColorSite.Definition)]

        /// What the first pass finds in a lexed file.
        init(source: SwiftSourceFile, definitions: ColorDefinitions, isWatch: Bool, declarations: ColorDeclarations.File) {
            self.path = source.path
            self.definitions = definitions
            self.isWatch = isWatch
            self.declarations = declarations
            self.declarations.path = source.path
            helpers = (definitions.literalProperties.map { $0 } + definitions.helperNameTokens.map { $0 }).map { hash, token in
                (hash, ColorSite.Definition(kind: .helper, name: source.text(token), file: source.path, range: source.range(token, token)))
            }
        }
    }

    /// The color-returning functions of the whole project.
    var wrappers = ColorDefinitions.ColorWrappers()
    /// The name hashes of `wrappers`, global and member.
    var wrapperHashes = FilteredHashSet([])
    /// The name hashes of every named constant color in the project.
    var definitionHashes = FilteredHashSet([])
    /// The color set each name a color-type extension gives a catalog color stands for (``ColorDefinitions/NamedConstant``),
    /// by name hash; a name two declarations give different sets is left out.
    var namedConstants: [UInt32: String] = [:]
    /// The catalogs of the tree.
    var catalogs = ColorCatalogIndex()
    /// The contexts left alone (previews, watchOS code, unless the configuration includes them).
    var excluded = ColorContext.excluded
    /// The name hashes of computed properties of `String` and integers that return a color (`"1f2328".color`).
    var literalPropertyHashes = FilteredHashSet([])
    /// The name hashes of hex strings and integers bound to names (`static let dark = "1f2328"`).
    var literalConstantHashes = FilteredHashSet([])
    /// Each helper's definition, by name hash.
    var helpers: [UInt32: ColorSite.Definition] = [:]
    /// The app's methods another type calls where the traits change, as `Type.method` (``RedrawCallers``).
    var redrawnMethods: Set<String> = []

    /// Gathers the facts of the files, and each file's named constants (found again where the project's own helpers make them).
    ///
    /// - Parameters:
    ///   - redrawnMethods: The app's methods another type calls where the traits change (``RedrawCallers``).
    ///   - source: File `index` lexed (kept from the first pass, or read again), for the files whose constants are found again.
    static func gather(_ files: [File?], catalogs: ColorCatalogIndex, excluded: ColorContext, redrawnMethods: Set<String> = [],
                       source: @Sendable (_ index: Int) -> SwiftSourceFile?) -> (facts: ProjectColorFacts, definitions: [ColorDefinitions]) {
        var facts = ProjectColorFacts()
        facts.catalogs = catalogs
        facts.excluded = excluded
        facts.redrawnMethods = redrawnMethods
        var definitionHashes: Set<UInt32> = []
        var namedSets: [UInt32: String] = [:]
        var ambiguous: Set<UInt32> = []
        var literalProperties: Set<UInt32> = []
        var literalConstants: Set<UInt32> = []
        var dependencies: [UInt32: [UInt32]] = [:]
        for file in files {
            guard let file else { continue }
            dependencies.merge(file.definitions.helperDependencies) { $0 + $1 }
            literalProperties.formUnion(file.definitions.literalProperties.keys)
            literalConstants.formUnion(file.definitions.literalConstants.map(\.hash))
            facts.wrappers.global.formUnion(file.definitions.wrappers.keys)
            facts.wrappers.member.formUnion(file.definitions.memberWrappers.keys)
            definitionHashes.formUnion(file.definitions.definitions.map(\.hash))
            for named in file.definitions.namedConstants {
                if let known = namedSets[named.hash], known != named.set { ambiguous.insert(named.hash) } else { namedSets[named.hash] = named.set }
            }
            for (hash, definition) in file.helpers where facts.helpers[hash] == nil { facts.helpers[hash] = definition }
        }
        // A helper that calls other functions counts when each is a helper that calls none (one level; recursion never counts).
        let leaves = facts.wrappers.global.union(facts.wrappers.member).union(literalProperties).subtracting(dependencies.keys)
        let invalid = Set(dependencies.filter { !Set($0.value).isSubset(of: leaves) }.keys)
        facts.wrappers.global.subtract(invalid)
        facts.wrappers.member.subtract(invalid)
        literalProperties.subtract(invalid)
        for hash in invalid { facts.helpers[hash] = nil }
        // Constants built by the project's own functions (`static let x = srgb(…)`) are definitions too: each file that
        // binds a call scanned again, on every core.
        let wrappers = facts.wrappers
        let definitions: [ColorDefinitions] = ParallelMap.map(files.count) { index in
            guard let file = files[index] else { return ColorDefinitions() }
            guard !wrappers.isEmpty, file.definitions.bindsFunctionCalls, let lexed = source(index) else { return file.definitions }
            return ColorDefinitions.scan(lexed, wrappers: wrappers)
        }
        for definition in definitions { definitionHashes.formUnion(definition.definitions.map(\.hash)) }
        facts.wrapperHashes = FilteredHashSet(facts.wrappers.global.union(facts.wrappers.member))
        facts.definitionHashes = FilteredHashSet(definitionHashes)
        facts.namedConstants = namedSets.filter { !ambiguous.contains($0.key) }
        facts.literalPropertyHashes = FilteredHashSet(literalProperties)
        facts.literalConstantHashes = FilteredHashSet(literalConstants)
        return (facts, definitions)
    }

    /// The helper a call goes through, by its name's hash.
    func helperDefinition(named hash: UInt32, member: Bool) -> ColorSite.Definition? {
        guard member ? wrappers.member.contains(hash) : wrappers.global.contains(hash) else { return nil }
        return helpers[hash]
    }

    /// The uses of every named constant in every file, added up.
    static func totalUses(_ outputs: [ColorSiteWalker.Output?]) -> [UInt32: ColorSiteWalker.UseCount] {
        var uses: [UInt32: ColorSiteWalker.UseCount] = [:]
        for output in outputs {
            for (hash, count) in output?.uses ?? [:] {
                var total = uses[hash] ?? ColorSiteWalker.UseCount()
                total.adapting += count.adapting
                total.fixed += count.fixed
                if total.firstFixed == nil { total.firstFixed = count.firstFixed }
                total.sites += count.sites
                total.mentions += count.mentions
                total.roles.formUnion(count.roles)
                total.unknownRoles += count.unknownRoles
                uses[hash] = total
            }
        }
        return uses
    }

    /// The palette constants of one file as sites, each with its use count and first use, and those `constant-color` reports.
    ///
    /// A constant is reported unless it is defined where a color is chosen by mode, on a shadow, in excluded code,
    /// or its name says it is one mode's value (`darkFill`), or every use picks it by mode, or it is public and never used
    /// (`isPublic`, by the byte offset of its name: a library's API, drawn by its callers).
    func paletteSites(in file: SwiftSourceFile, definitions: ColorDefinitions, output: ColorSiteWalker.Output,
                      uses: [UInt32: ColorSiteWalker.UseCount], isPublic: (_ offset: Int) -> Bool = { _ in false }) -> [(site: ColorSite, message: String?)] {
        var result: [(ColorSite, String?)] = []
        for definition in definitions.definitions {
            guard let context = output.definitionContexts[definition.callToken] else { continue }
            let open = ColorCall.open(in: file, at: definition.callToken, wrappers: wrappers, initIsColor: true) ?? definition.callToken
            let close = file.close(of: open)
            let text = file.snippet(definition.callToken, close)
            let range = file.range(definition.callToken, close)
            var site = ColorSite(kind: .paletteConstant, file: file.path, range: range, text: text,
                                 value: open != definition.callToken ? ColorSiteValue.read(in: file, open: open) : nil, context: context,
                                 definition: ColorSite.Definition(kind: .paletteConstant, name: definition.name, file: file.path, range: range),
                                 name: definition.name)
            site.firstToken = definition.callToken
            site.lastToken = close
            let count = uses[definition.hash] ?? ColorSiteWalker.UseCount()
            site.useCount = count.fixed + count.adapting
            site.firstUse = count.firstFixed
            // Public and never used in the project (a library's swatch offered to its callers): what it is drawn on is theirs.
            let offeredOnly = count.fixed == 0 && count.adapting == 0 && isPublic(Int(file.tokens[definition.nameToken].start))
            // A value that reads on either page and glares on neither (a brand green, a mid purple) does no harm as a
            // foreground or a surface, whatever its uses draw it as: judged where it is drawn on something, not here.
            // So does one each of whose fixed uses says what it is drawn as, harmlessly so (a red strip's fill, a pale
            // hairline): what it is drawn on is judged where it is used.
            let harmless = Self.isHarmless(site.value, uses: count)
            let reported = ConstantColorRule.reportsDefinition(in: context, excluded: excluded)
                && !file.contains(definition.nameToken, anyOf: NameParts.mode) && (count.fixed > 0 || count.adapting == 0) && !offeredOnly && !harmless
                && !definition.isState
            result.append((site, reported ? ConstantColorRule.definitionMessage(name: definition.name, text: text, fixedUses: count.fixed,
                                                                                 firstUse: count.firstFixed) : nil))
        }
        for constant in definitions.literalConstants {
            let count = uses[constant.hash] ?? ColorSiteWalker.UseCount()
            guard count.fixed + count.adapting > 0 else { continue }
            let range = file.range(constant.callToken, constant.callToken)
            let text = file.text(constant.callToken)
            var site = ColorSite(kind: .paletteConstant, file: file.path, range: range, text: text,
                                 value: ColorSiteValue.hex(file, at: constant.callToken).flatMap { Self.value(hex: $0) },
                                 definition: ColorSite.Definition(kind: .paletteConstant, name: constant.name, file: file.path, range: range),
                                 name: constant.name)
            site.firstToken = constant.callToken
            site.lastToken = constant.callToken
            site.useCount = count.fixed + count.adapting
            site.firstUse = count.firstFixed
            site.uses = count.sites
            site.mentionCount = count.mentions
            // Uses decide, not the name: `Palette.Slate.dark` is a dark shade of slate, not a dark-mode value. A value that
            // reads on either page, or that each use draws harmlessly, is judged where it is drawn, as a definition's is.
            let reported = count.fixed > 0 && !Self.isHarmless(site.value, uses: count)
            result.append((site, reported ? ConstantColorRule.definitionMessage(name: constant.name, text: text, fixedUses: count.fixed,
                                                                                 firstUse: count.firstFixed, how: "hex color") : nil))
        }
        return result
    }

    /// Whether a palette constant's value does no harm in dark: it reads in either mode whatever it is drawn as
    /// (``readsInEitherMode(_:)``), or each of its fixed uses says what it is drawn as, harmlessly so.
    static func isHarmless(_ value: ColorSiteValue?, uses count: ColorSiteWalker.UseCount) -> Bool {
        guard let value else { return false }
        let side = PairSide.constant(value)
        return readsInEitherMode(side) || isMark(side) && count.fixed > 0 && count.unknownRoles == 0 && !count.roles.contains(.foreground(.text))
            || count.fixed > 0 && count.unknownRoles == 0 && !count.roles.contains { $0.harms(side) }
    }

    /// Whether a constant meets 3:1 on dark mode's black page as on white, opaque (a status red, a link blue, a mid gray):
    /// as a mark or large text it reads on either page; as body text it is judged where it is drawn on something.
    static func isMark(_ side: PairSide) -> Bool {
        guard let value = side.values?[AppearanceMode(colorScheme: .dark)], value.opacity >= 1 else { return false }
        let luminance = WCAG.relativeLuminance(value.rgb8)
        // The package's one pass rule, at WCAG's level for marks and large text.
        return WCAGLevel.aaLarge.isMet(by: WCAG.contrastRatio(luminance: luminance, 0)) && WCAGLevel.aaLarge.isMet(by: WCAG.contrastRatio(luminance: luminance, 1))
    }

    /// Whether a constant does no harm in dark whatever it is drawn as: not bright in dark (a near-white or light gray
    /// surface that would glare, or a hue as light as a lemon yellow; a brand orange or a mid green is the design's) and
    /// not worse on the dark page than on the light one (text that would fade).
    static func readsInEitherMode(_ side: PairSide) -> Bool {
        !side.isBrightInDark && !Linter.isWorseOnDarkPage(side, kind: .text)
    }

    /// The value of a hex color's bits (`0x1f2328`, `"#1f2328"`): 3, 6 or 8 digits, 8 as `RRGGBBAA`.
    static func value(hex: (bits: UInt64, digits: Int)) -> ColorSiteValue? {
        let bits = hex.bits
        switch hex.digits {
        case 6: return ColorSiteValue(space: .sRGB, writtenComponents: [Double(bits >> 16 & 0xFF) / 255, Double(bits >> 8 & 0xFF) / 255, Double(bits & 0xFF) / 255], alpha: 1)
        case 8: return ColorSiteValue(space: .sRGB, writtenComponents: [Double(bits >> 24 & 0xFF) / 255, Double(bits >> 16 & 0xFF) / 255, Double(bits >> 8 & 0xFF) / 255],
                                      alpha: Double(bits & 0xFF) / 255)
        default: return nil
        }
    }
}
