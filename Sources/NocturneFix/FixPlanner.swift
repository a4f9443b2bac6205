import NocturneAppearance
import NocturneColor
import NocturneFormats
import NocturneLint
import NocturnePalette
import NocturneProject
import NocturneSupport

/// Decides, per site, the smallest change that adapts, and turns the decisions into edits.
///
/// In order: a fixed system color with an adapting equivalent of the same meaning becomes it; a
/// constant within ΔE_OK 0.02 of a system color of its role becomes that; anything else constant
/// becomes a named color set (light value kept, the rest solved by the ``VariantSolving`` for the
/// site's role), equal colors sharing a set; existing light-only sets gain their missing slots; what
/// cannot be changed safely is left with the reason.
package struct FixPlanner: Sendable {
    /// A catalog the sets may go in: its folder and what it holds.
    package struct Catalog: Sendable {
        /// The `.xcassets` folder.
        package var path: String
        /// The catalog as read, `nil` for a new one.
        package var catalog: AssetCatalog?

        /// Creates a catalog entry.
        package init(path: String, catalog: AssetCatalog?) {
            self.path = path
            self.catalog = catalog
        }

        /// Every asset name in the catalog, color sets and the other kinds (image, data, symbol sets).
        var assetNames: [String] {
            var names = catalog?.colorSets.map(\.name) ?? []
            for path in catalog?.ignored ?? [] {
                let last = PathText.lastComponent(path)
                if let dot = last.lastIndex(of: ".") { names.append(String(last[..<dot])) }
            }
            return names
        }
    }

    /// How named colors are written in Swift.
    package var style: FixStyle
    /// The solver of the other modes.
    package var solver: any VariantSolving
    /// The system palette whose light values constants are compared with.
    package var palette: SystemPalette
    /// The catalogs found, nearest first for each site (see ``catalog(for:)``).
    package var catalogs: [Catalog]
    /// The catalog every set goes in (`--catalog`), else the nearest up each site's folders.
    package var chosenCatalog: String?
    /// The catalog made when none exists (`<first path>/Colors.xcassets`).
    package var fallbackCatalog: String
    /// Names no new set may take besides the catalogs' assets: the tokens of the theme file's colors.
    package var takenNames: [String] = []
    /// The theme's name (the theme file's `name`, else `Theme`): the group folder the new sets go in, as `nocturne theme --into` puts them.
    package var themeName = "Theme"

    /// Creates a planner.
    package init(style: FixStyle = .named, solver: any VariantSolving, palette: SystemPalette = .default, catalogs: [Catalog],
                chosenCatalog: String? = nil, fallbackCatalog: String) {
        self.style = style
        self.solver = solver
        self.palette = palette
        self.catalogs = catalogs
        self.chosenCatalog = chosenCatalog
        self.fallbackCatalog = fallbackCatalog
    }

    /// The app as its targets, when the run read it: it decides the catalog of each file's new sets and their bundle.
    package var project: Project?
    /// Sites (``FixSite/key``) whose system-color substitution lowered a pair (``PairGuard``): they become named colors,
    /// whose dark and Increase Contrast values are solved for their role, instead.
    package var namedOnly: Set<String> = []
    /// Constant colors within this ΔE (OKLab) of a color already named for the same role and catalog share its set: near
    /// duplicates (`#333333` and `#343434`) become one named color. 0 keeps every distinct 8-bit value apart.
    package var mergeWithin = 0.02

    /// The catalog a site's new sets go in, or `nil` when none may take them.
    ///
    /// `--catalog` first; else, with a ``project``, the catalog of the target that compiles the file (never an icon-only
    /// catalog, nor a new one: `nil` when the app has none that takes colors); without one, the nearest existing catalog
    /// up the site's folders, else the fallback.
    package func catalog(for file: String) -> String? {
        if let chosenCatalog { return chosenCatalog }
        if let project {
            guard let chosen = project.colorCatalog(for: file) else { return nil }
            return catalogs.first { XcodeProjectReader.normalized($0.path) == chosen }?.path ?? chosen
        }
        var best: (path: String, depth: Int)?
        for catalog in catalogs where catalog.catalog != nil {
            let folder = PathText.parent(catalog.path)
            guard folder.isEmpty || file.hasPrefix(folder + "/") else { continue }
            let depth = folder.split(separator: "/").count
            if depth > (best?.depth ?? -1) { best = (catalog.path, depth) }
        }
        return best?.path ?? fallbackCatalog
    }

    /// Plans every site.
    ///
    /// - Parameters:
    ///   - sites: The sites, in file order.
    ///   - contents: The bytes of every file with a site, as read.
    /// - Returns: The plan.
    /// - Throws: ``FixError`` for a storyboard that is not XML or a catalog that cannot take the sets, naming it.
    package func plan(_ sites: [FixSite], contents: [String: [UInt8]]) throws(FixError) -> FixPlan {
        var plan = FixPlan()
        var naming = ColorSetNaming(existing: catalogs.flatMap(\.assetNames) + takenNames)
        var shared: [String: [SiteColor: String]] = [:]
        var resources: [String: [(name: String, light: SiteColor)]] = [:]
        var completed: Set<String> = []
        var importsUIKit: [String: Bool] = [:]
        for file in Set(sites.filter { $0.framework == .interfaceBuilder }.map(\.file)) {
            guard let bytes = contents[file] else { continue }
            if let problem = XMLCheck.problem(in: bytes) {
                throw FixError(.malformedInterfaceBuilder, path: file, line: problem.line, message: "is not well-formed XML (\(problem.message)); fix it in Xcode first")
            }
        }
        for site in sites {
            // Whether the file imports UIKit, looked up once per file (a file can hold hundreds of sites).
            if site.framework != .interfaceBuilder, importsUIKit[site.file] == nil {
                importsUIKit[site.file] = contents[site.file].map { Self.imports("UIKit", in: $0) } ?? false
            }
            let result = try decide(site, contents: contents, importsUIKit: importsUIKit[site.file] ?? false, naming: &naming, shared: &shared,
                                    resources: &resources, completed: &completed, plan: &plan)
            plan.outcomes.append(FixOutcome(site: site, result: result))
        }
        for (file, list) in resources {
            guard let bytes = contents[file] else { continue }
            let declared = InterfaceBuilderRewriter.declaredNamedColors(in: bytes)
            var seen = declared
            let elements = list.filter { seen.insert($0.name).inserted }.map { InterfaceBuilderRewriter.namedColorResource(name: $0.name, light: $0.light) }
            guard let insertion = InterfaceBuilderRewriter.resourceInsertion(elements, in: bytes) else { continue }
            plan.changes.add(SourceEdit(file: file, range: insertion.offset..<insertion.offset, replacement: insertion.text))
        }
        // The theme file will hold every new set in one theme, whose solve pairs each text color with the app's own backgrounds too.
        plan.newColorSets = solver.solvedTogether(plan.newColorSets)
        try addColorSetFiles(&plan)
        return plan
    }

    /// The outcome of one site, adding its edits to the plan.
    private func decide(_ site: FixSite, contents: [String: [UInt8]], importsUIKit: Bool, naming: inout ColorSetNaming, shared: inout [String: [SiteColor: String]],
                        resources: inout [String: [(name: String, light: SiteColor)]], completed: inout Set<String>,
                        plan: inout FixPlan) throws(FixError) -> FixOutcome.Result {
        if let refusal = site.refusal { return .left(refusal) }
        // The original that a guard this tool wrote keeps for systems without the replacement's API: fixed already.
        if site.framework != .interfaceBuilder, let bytes = contents[site.file], Self.isInsideAvailabilityGuard(site.range, in: bytes) {
            return .left("the fallback an #available guard keeps for systems without the replacement (nocturne fix wrote it)")
        }
        if !site.uses.isEmpty {
            // All or nothing: a use that cannot change leaves the plan as it was before the first.
            let before = (plan, naming, shared)
            var results: [FixOutcome.Result] = []
            for use in site.uses {
                let result = try decide(use, contents: contents, importsUIKit: Self.imports("UIKit", in: contents[use.file] ?? []), naming: &naming,
                                        shared: &shared, resources: &resources, completed: &completed, plan: &plan)
                if case .left(let reason) = result {
                    (plan, naming, shared) = before
                    return .left("the use at \(use.file):\(use.line) cannot change (\(reason)); the constant is left for all its uses")
                }
                results.append(result)
            }
            // Every set the uses became, once each: a constant used as text and as a background is two sets.
            var names: [String] = []
            for result in results { if case .namedColor(let name) = result, !names.contains(name) { names.append(name) } }
            if names.count > 1 { return .namedColors(names) }
            if let name = names.first { return .namedColor(name) }
            return results[0]
        }
        if site.framework == .catalog { return completeColorSet(site, completed: &completed, plan: &plan) }
        // Interface Builder's fixed system color (`systemColor="darkTextColor"`, `cocoaTouchSystemColor="darkTextColor"`) with an
        // adapting equivalent of the same meaning: UIKit's, as Interface Builder names it (`labelColor`).
        if site.framework == .interfaceBuilder, let fixed = InterfaceBuilderRewriter.fixedSystemColor(in: site.text) {
            guard let replacement = SystemSubstitution.replacement(forFixed: String(fixed.dropLast("Color".count)), framework: .uiKit, role: site.role),
                  let element = InterfaceBuilderRewriter.systemElement(replacing: site.text, systemColor: replacement + "Color") else {
                return .left("no adapting system color means the same as '\(site.text)' here; pick one by hand")
            }
            plan.changes.add(SourceEdit(file: site.file, range: site.range, replacement: element))
            return .systemColor(replacement + "Color")
        }
        // A fixed system color with an equivalent of the same meaning: replace its member name.
        if site.value == nil || (site.rule == "non-adapting-system-color" || site.rule == "fixed-black-white") && !namedOnly.contains(site.key) {
            // `UIColor.darkGrayColor()`, the spelling before Swift 3, is replaced whole: its name is `darkGray`.
            let written = site.text.split(separator: ".").last.map(String.init)
            let member = written.map { $0.hasSuffix("Color()") ? String($0.dropLast(7)) : $0 }
            guard let written, let member,
                  let replacement = SystemSubstitution.replacement(forFixed: member, framework: site.framework, role: site.role) else {
                if site.value == nil { return .left("no adapting system color means the same as '\(site.text)' here; pick one by hand") }
                return try named(site, contents: contents, naming: &naming, shared: &shared, resources: &resources, plan: &plan)
            }
            let needs = SystemSubstitution.introduced(replacement)
            // `.systemCyan` for an app that deploys to iOS 13: the guard's fallback, the fixed cyan, would still show in dark
            // mode on iOS 13 and 14. A color set adapts on every system that has dark mode.
            if fallbackShowsInDark(site: site, needs: needs) {
                if site.value == nil { return .left("the adapting '\(replacement)' needs a newer system than the app deploys to, which has dark mode too; pick a color by hand") }
                return try named(site, contents: contents, naming: &naming, shared: &shared, resources: &resources, plan: &plan)
            }
            let text = compilable(String(site.text.dropLast(written.utf8.count)) + replacement, site: site, needs: needs)
            plan.changes.add(SourceEdit(file: site.file, range: site.range, replacement: text))
            return .systemColor(text)
        }
        guard let value = site.value else { return .left("the color is computed at run time") }
        if !namedOnly.contains(site.key), let system = SystemSubstitution.nearest(to: value, role: site.role, palette: palette) {
            if site.framework == .interfaceBuilder {
                let name = system.rawValue + "Color"
                if let element = InterfaceBuilderRewriter.systemElement(replacing: site.text, systemColor: name) {
                    // The <systemColor> resource Xcode writes is optional: Interface Builder resolves system colors by name.
                    plan.changes.add(SourceEdit(file: site.file, range: site.range, replacement: element))
                    return .systemColor(name)
                }
            } else if let spelling = SystemSubstitution.spelling(of: system, framework: site.framework, importsUIKit: importsUIKit),
                      site.constantName == nil || site.framework != .swiftUI || spelling.hasPrefix("Color") {
                // iOS's release by the system color's name (SwiftUI's `.mint` is `systemMint`'s), macOS's by AppKit's spelling.
                var needs = SystemSubstitution.introduced(system.rawValue)
                needs.macOS = SystemSubstitution.introduced(spelling).macOS
                if !fallbackShowsInDark(site: site, needs: needs) {
                    let text = compilable(spelling, site: site, needs: needs)
                    plan.changes.add(SourceEdit(file: site.file, range: site.range, replacement: text))
                    return .systemColor(text)
                }
            }
        }
        return try named(site, contents: contents, naming: &naming, shared: &shared, resources: &resources, plan: &plan)
    }

    /// `replacement` as the site's file can compile it: when it needs a newer system than the lowest the file's targets
    /// deploy to (`.label` needs iOS 13, `UIColor(named:)` iOS 11, `NSColor.separatorColor` macOS 10.14), `#available`
    /// chooses it at run time and the older systems keep the original; as it is when every target is new enough, or when
    /// no target says.
    ///
    /// UIKit and SwiftUI sites are checked against iOS and tvOS (SwiftUI itself needs iOS 13: only what came later is
    /// guarded), AppKit's against macOS.
    func compilable(_ replacement: String, site: FixSite, needs availability: Availability) -> String {
        let type: String, systems: [String], version: OSVersion
        switch site.framework {
        case .uiKit: (type, systems, version) = ("UIColor", ["iOS", "tvOS"], availability.iOS)
        case .swiftUI: (type, systems, version) = ("Color", ["iOS", "tvOS"], availability.iOS)
        case .appKit: (type, systems, version) = ("NSColor", ["macOS"], availability.macOS)
        case .interfaceBuilder, .catalog: return replacement
        }
        // The platforms whose deployment target is older than the replacement: only those are named (`*` stands for the
        // others at their minimum), so an iOS app's check reads `#available(iOS 13.0, *)`.
        let older = systems.filter { project?.deploymentTarget(for: site.file, platform: $0).map { $0 < version } ?? false }
        guard !older.isEmpty else { return replacement }
        let platforms = older.map { "\($0) \(version), " }.joined()
        return "\(Self.guardStart)\(type)\(Self.guardCheck)\(platforms)*) \(Self.availableOpen)\(replacement)\(Self.availableClose)\(site.text) } }()"
    }

    /// Whether the original kept by ``compilable(_:site:needs:)`` for older systems would run on one with dark mode (lint's
    /// ``/NocturneLint/DarkModeAvailability/firstDarkRelease``: iOS 13, tvOS 10, macOS 10.14): the replacement needs a later
    /// release than that, and a target of the site's file deploys below it.
    func fallbackShowsInDark(site: FixSite, needs availability: Availability) -> Bool {
        let checks: [(systems: [String], version: OSVersion)]
        switch site.framework {
        case .uiKit, .swiftUI: checks = [(["iOS", "tvOS"], availability.iOS)]
        case .appKit: checks = [(["macOS"], availability.macOS)]
        case .interfaceBuilder, .catalog: return false
        }
        return checks.contains { check in
            check.systems.contains { system in
                guard let darkMode = DarkModeAvailability.firstDarkRelease[system], check.version > darkMode else { return false }
                return project?.deploymentTarget(for: site.file, platform: system).map { $0 < check.version } ?? false
            }
        }
    }

    /// The words of the guard ``compilable(_:site:needs:)`` writes, which the readers of its output look for: before the
    /// type, before the platforms, before the replacement, and between it and the original.
    static let guardStart = "{ () -> ", guardCheck = " in if #available(", availableOpen = "{ return ", availableClose = " } else { return "

    /// Whether a byte range lies in a guard ``compilable(_:site:needs:)`` wrote, after its `#available` (the replacement's
    /// own fallback or the original kept for older systems): the line holds the guard's words before the range.
    static func isInsideAvailabilityGuard(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
        guard range.lowerBound <= bytes.count else { return false }
        let lineStart = bytes[..<range.lowerBound].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let before = String(decoding: bytes[lineStart..<range.lowerBound], as: UTF8.self)
        guard let open = before.range(of: guardStart) else { return false }
        return before[open.upperBound...].contains(bytesOf: guardCheck)
    }

    /// The replacement inside text ``compilable(_:site:needs:)`` guarded, or `nil` for text it did not guard.
    static func availableReplacement(in text: String) -> String? {
        guard text.hasPrefix(guardStart), let open = text.range(of: ") " + availableOpen),
              let close = text.range(of: availableClose, range: open.upperBound..<text.endIndex) else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
    }

    /// The set of the color nearest `value` within `limit` (ΔE OKLab) and of the same alpha, or `nil`; ties go to the
    /// first name in order, so a run is reproducible.
    static func nearest(to value: SiteColor, in named: [SiteColor: String], within limit: Double) -> String? {
        guard limit > 0 else { return nil }
        let lab = OKLab(value.rgb)
        var best: (distance: Double, name: String)?
        for (color, name) in named where color.alpha == value.alpha {
            let distance = lab.deltaE(OKLab(color.rgb))
            guard distance <= limit else { continue }
            if best.map({ distance < $0.distance || distance == $0.distance && name < $0.name }) ?? true { best = (distance, name) }
        }
        return best?.name
    }

    /// The least opacity of a text color fix solves a set for: below it, the color's contrast is what it is drawn on.
    static let leastContentOpacity = 0.5

    /// Makes (or shares) a named color set for a constant site and rewrites the site to it.
    private func named(_ site: FixSite, contents: [String: [UInt8]], naming: inout ColorSetNaming, shared: inout [String: [SiteColor: String]],
                       resources: inout [String: [(name: String, light: SiteColor)]], plan: inout FixPlan) throws(FixError) -> FixOutcome.Result {
        guard let value = site.value else { return .left("the color is computed at run time") }
        guard let catalog = catalog(for: site.file) else {
            return .left("no asset catalog of the app takes colors for this file (an icon-only catalog never does, and fix makes none); "
                + "name one with --catalog")
        }
        // Equal colors share a set in one catalog when the engine solves them for the same role: one Dark value cannot be both
        // a text color's (lighter) and a background's (darker).
        let role = site.role.refined(light: value)
        // Text drawn mostly see-through takes its contrast from what is under it: no solved variant of it can promise one.
        if role == .content, value.opacity < Self.leastContentOpacity {
            return .left("a text color \(Int((value.opacity * 100).rounded()))% opaque takes its contrast from what it is drawn on; "
                + "choose it by hand (or make it opaque)")
        }
        let sharing = catalog + "\n" + ThemeVariantSolver.themeRole(role, opacity: value.opacity).rawValue
        let name: String
        if let existing = shared[sharing]?[value] ?? Self.nearest(to: value, in: shared[sharing] ?? [:], within: mergeWithin) {
            name = existing
        } else {
            guard let variants = solver.provisionalVariants(light: value, role: role) else {
                return .left("no dark variant of \(value.rgb.hex.uppercased()) passes the \(role.rawValue) contrast pairs; choose one by hand")
            }
            if let constant = site.constantName, let own = ColorSetNaming.name(forConstant: constant), let asset = otherAsset(named: own, in: catalog) {
                // Not fix's to rename: the constant names its set, and a name the catalog uses for an image set (or any other
                // kind) cannot be shared, so the run stops here, before anything is written.
                throw FixError(.catalog, path: asset, message: "is named '\(own)', the color set the palette constant '\(constant)' at "
                    + "\(site.file):\(site.line) becomes; an asset's name must be unique across every kind in the catalog: rename the constant or this asset")
            }
            name = naming.name(constant: site.constantName, role: role, color: value)
            shared[sharing, default: [:]][value] = name
            plan.newColorSets.append(NewColorSet(name: name, catalog: catalog, light: value, role: role, variants: variants))
        }
        if site.framework == .interfaceBuilder {
            guard let element = InterfaceBuilderRewriter.namedElement(replacing: site.text, name: name) else {
                return .left("the <color> element is not one self-closing element as Interface Builder writes it")
            }
            plan.changes.add(SourceEdit(file: site.file, range: site.range, replacement: element))
            resources[site.file, default: []].append((name, value))
            return .namedColor(name)
        }
        let following = contents[site.file].flatMap { site.range.upperBound < $0.count ? $0[site.range.upperBound] : nil }
        let moduleBundle = project?.usesModuleBundle(file: site.file, catalog: XcodeProjectReader.normalized(catalog)) ?? false
        guard var replacement = SwiftRewriter.replacement(for: site, name: name, style: style, following: following, moduleBundle: moduleBundle) else {
            return .left("the color's type is not written at the site")
        }
        if let needs = Self.namedColorAvailability(style) { replacement = compilable(replacement, site: site, needs: needs) }
        plan.changes.add(SourceEdit(file: site.file, range: site.range, replacement: replacement))
        return .namedColor(name)
    }

    /// The releases a style's spelling of a color set needs: `UIColor(named:)` iOS 11 and macOS 10.13, `ColorResource` iOS 17
    /// and macOS 14; `nil` for the app's own accessors, which compile wherever the app does.
    static func namedColorAvailability(_ style: FixStyle) -> Availability? {
        switch style {
        case .named: Availability(iOS: OSVersion(11), macOS: OSVersion(10, 13))
        case .assetSymbols: Availability(iOS: OSVersion(17), macOS: OSVersion(14))
        case .accessors: nil
        }
    }

    /// Gives an existing color set the slots it lacks (once per set, however many sites name it).
    private func completeColorSet(_ site: FixSite, completed: inout Set<String>, plan: inout FixPlan) -> FixOutcome.Result {
        guard let name = site.constantName else { return .left("the color set is not known") }
        guard let (catalog, set) = colorSet(named: name, file: site.file) else { return .left("no catalog read holds the color set '\(name)'") }
        let path = PathText.join(catalog.path, set.file)
        if completed.contains(path) { return .completedColorSet(name) }
        guard let light = set.entry(luminosity: nil, highContrast: false, idiom: set.primaryIdiom) else {
            return .left(Self.unreadableAny)
        }
        // Only a reference is a system color; a value the reader refused (alpha "2.000") is absent, and says so.
        switch light.color {
        case .components(_, let color)?:
            return solveMissingSlots(site, name: name, path: path, color: color, completed: &completed, plan: &plan)
        case .reference?:
            return .left("the color set's Any appearance is a system color, which adapts by itself")
        case nil:
            return .left(Self.unreadableAny)
        }
    }

    /// Why a color set without a readable Any appearance is left (an alpha of "2.000" is refused by the reader, not a system color).
    static let unreadableAny = "the color set's Any appearance is missing or could not be read (its asset-unreadable finding says why); fix it first"

    /// Gives the color set at `path` the slots it lacks, solved from its Any appearance `color`.
    private func solveMissingSlots(_ site: FixSite, name: String, path: String, color: ColorValue, completed: inout Set<String>,
                                  plan: inout FixPlan) -> FixOutcome.Result {
        guard let (_, set) = colorSet(named: name, file: site.file) else { return .left("no catalog read holds the color set '\(name)'") }
        let rgb = color.converted(to: .srgb)
        let value = SiteColor(red: rgb.coordinates.x, green: rgb.coordinates.y, blue: rgb.coordinates.z, alpha: rgb.alpha)
        guard let bytes = FileSnapshot.read(path) else { return .left("cannot read \(path)") }
        let role = site.role.refined(light: value)
        guard let variants = solver.variants(light: value, role: role) else {
            return .left("no dark variant of \(value.rgb.hex.uppercased()) passes the \(site.role.rawValue) contrast pairs")
        }
        guard let insertion = ColorSetDocuments.missingSlots(in: bytes, set: set, variants: variants) else {
            return .left("the color set's Contents.json is not laid out as Xcode writes it, or lacks nothing")
        }
        completed.insert(path)
        plan.changes.add(SourceEdit(file: path, range: insertion.offset..<insertion.offset, replacement: insertion.text), readFrom: bytes)
        // The set as it will be: its own slots where it has them, the solved ones where it lacked them.
        var after = variants
        func own(_ scheme: ColorScheme?, highContrast: Bool) -> SiteColor? {
            guard case .components(_, let color)? = set.entry(luminosity: scheme, highContrast: highContrast, idiom: set.primaryIdiom)?.color else { return nil }
            let rgb = color.converted(to: .srgb)
            return SiteColor(red: rgb.coordinates.x, green: rgb.coordinates.y, blue: rgb.coordinates.z, alpha: rgb.alpha)
        }
        if let dark = own(.dark, highContrast: false) { after.dark = dark }
        if let lightIncreased = own(nil, highContrast: true) { after.lightIncreased = lightIncreased }
        if let darkIncreased = own(.dark, highContrast: true) { after.darkIncreased = darkIncreased }
        plan.completedSets[name] = NewColorSet(name: name, catalog: path, light: value, role: role, variants: after)
        return .completedColorSet(name)
    }

    /// The path of an asset of another kind than a color set (an image set, a data set) named `name` in `catalog`, as macOS compares names.
    private func otherAsset(named name: String, in catalog: String) -> String? {
        let wanted = name.lowercased()
        for path in catalogs.first(where: { $0.path == catalog })?.catalog?.ignored ?? [] {
            let last = PathText.lastComponent(path)
            guard let dot = last.lastIndex(of: "."), last[..<dot].lowercased() == wanted else { continue }
            return PathText.join(catalog, path)
        }
        return nil
    }

    /// The catalog and color set of a name, preferring the catalog that holds `file`.
    private func colorSet(named name: String, file: String) -> (Catalog, ColorSet)? {
        let ordered = catalogs.sorted { lhs, rhs in file.hasPrefix(lhs.path) && !file.hasPrefix(rhs.path) }
        for catalog in ordered {
            if let set = catalog.catalog?.colorSets.first(where: { $0.name == name || $0.qualifiedName == name }) { return (catalog, set) }
        }
        return nil
    }

    /// The new color sets' files, planned by the catalog merge (``/NocturneFormats/AssetCatalogMerge``) that `nocturne theme` runs.
    ///
    /// Each catalog's sets are merged as the app's own colors into the theme's group folder (``themeName``), adding and
    /// updating only: the merge decides every path and refusal, records the sets in its manifest, and a later
    /// `nocturne theme --into` rewrites them as its own. A new catalog gets its `Contents.json` and a note to add it to the target.
    private func addColorSetFiles(_ plan: inout FixPlan) throws(FixError) {
        var byCatalog: [String: [Int]] = [:]
        for (index, set) in plan.newColorSets.enumerated() { byCatalog[set.catalog, default: []].append(index) }
        for (catalog, indices) in byCatalog.sorted(by: { $0.key < $1.key }) {
            if FileSystem.kind(catalog) != nil, !FileSystem.isFolder(catalog) {
                throw FixError(.catalog, path: catalog, message: "is a file, not an asset catalog folder; choose another with --catalog")
            }
            let sets = indices.map { plan.newColorSets[$0] }
            let tokens = TokenSet(name: themeName, tokens: sets.map { ColorSetDocuments.token(name: $0.name, light: $0.light, variants: $0.variants) })
            let merge = AssetCatalogMerge(appColors: Set(sets.map(\.name)), removesMissing: false)
            let merged: AssetCatalogMerge.Plan
            do { merged = try merge.plan(tokens, into: catalog, creating: true) } catch {
                throw FixError(.catalog, path: error.file.isEmpty ? catalog : error.file, message: error.message)
            }
            if !FileSystem.isFolder(catalog) { plan.notes.append("Made the asset catalog \(catalog): add it to the app's target in Xcode.") }
            for file in merged.allFiles {
                let path = PathText.join(merged.root, file.path)
                if let current = file.current {
                    plan.changes.add(SourceEdit(file: path, range: 0..<current.count, replacement: file.contents), readFrom: current)
                } else {
                    plan.changes.newFiles[path] = file.contents
                }
            }
            for index in indices {
                let name = plan.newColorSets[index].name + ".colorset"
                plan.newColorSets[index].folder = merged.setPaths.first { PathText.lastComponent($0) == name }.map { PathText.join(merged.root, $0) } ?? ""
            }
        }
    }

    /// Whether a Swift file imports a module (`import UIKit`, `@testable import UIKit`, `import class UIKit.UIColor`).
    ///
    /// - Complexity: O(n) in the file's bytes, without decoding them (the planner asks once per file, of files of any size).
    static func imports(_ module: String, in bytes: [UInt8]) -> Bool {
        let word = Array(module.utf8)
        let importKeyword = Array("import ".utf8)
        guard let first = word.first else { return false }
        return bytes.withUnsafeBufferPointer { text in
            var index = 0
            while index + word.count <= text.count {
                defer { index += 1 }
                guard text[index] == first, text[index..<(index + word.count)].elementsEqual(word) else { continue }
                let after = index + word.count < text.count ? text[index + word.count] : UInt8(ascii: "\n")
                // `import UIKit` followed by the end of the line or a space …
                if index >= importKeyword.count, text[(index - importKeyword.count)..<index].elementsEqual(importKeyword),
                   after == UInt8(ascii: "\n") || after == UInt8(ascii: "\r") || after == UInt8(ascii: " ") {
                    return true
                }
                // … or a qualified name, ` UIKit.UIColor`.
                if index > 0, text[index - 1] == UInt8(ascii: " "), after == UInt8(ascii: ".") { return true }
            }
            return false
        }
    }
}
