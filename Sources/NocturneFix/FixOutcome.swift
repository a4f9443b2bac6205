/// What `nocturne fix` did, or would do, with one site.
package struct FixOutcome: Sendable, Hashable {
    /// What became of the site.
    package enum Result: Sendable, Hashable {
        /// Replaced by an adapting system color, spelled as written here (`.primary`, `UIColor.systemGroupedBackground`).
        case systemColor(String)
        /// Replaced by the named color set of this name (new, or shared with an equal color).
        case namedColor(String)
        /// A palette constant whose uses became several named color sets (one per role its uses give it), in use order.
        case namedColors([String])
        /// An existing color set given the appearances it lacked.
        case completedColorSet(String)
        /// Left as it is, with the reason.
        case left(String)
    }

    /// The site.
    package var site: FixSite
    /// What became of it.
    package var result: Result

    /// Creates an outcome.
    package init(site: FixSite, result: Result) {
        self.site = site
        self.result = result
    }

    /// The color sets the site became: one, several for a palette constant used in several roles, none for a system color.
    package var colorSets: [String] {
        switch result {
        case .namedColor(let name), .completedColorSet(let name): [name]
        case .namedColors(let names): names
        case .systemColor, .left: []
        }
    }

    /// Whether the site was changed.
    package var isFixed: Bool {
        if case .left = result { return false }
        return true
    }

    /// One line for the text output: `became Color("ContentTeal")`, `left: the color is computed at run time`.
    package var summary: String {
        switch result {
        case .systemColor(let text): "became \(text)"
        case .namedColor(let name): "became the color set '\(name)'"
        case .namedColors(let names): "became the color sets " + names.map { "'\($0)'" }.joined(separator: ", ")
        case .completedColorSet(let name): "the color set '\(name)' gained its Dark and High Contrast appearances"
        case .left(let reason): "left: \(reason)"
        }
    }
}

/// A color set `nocturne fix` makes: its name, catalog, light value, role and solved variants.
package struct NewColorSet: Sendable, Hashable {
    /// The set's name.
    package var name: String
    /// The catalog it goes in.
    package var catalog: String
    /// The light value, kept exactly.
    package var light: SiteColor
    /// The role it was solved for.
    package var role: FixRole
    /// The solved variants.
    package var variants: SolvedVariants
    /// The set's folder, as the catalog merge placed it (`App/Assets.xcassets/Theme/ContentTeal.colorset`); empty until planned.
    package var folder = ""

    /// Creates a set, its folder not yet planned.
    package init(name: String, catalog: String, light: SiteColor, role: FixRole, variants: SolvedVariants) {
        self.name = name
        self.catalog = catalog
        self.light = light
        self.role = role
        self.variants = variants
    }
}

/// Everything one run would do: the file changes, what became of each site, the new color sets and notes for the user.
package struct FixPlan: Sendable, Hashable {
    /// The edits and new files.
    package var changes = FileChanges()
    /// One outcome per site, in site order.
    package var outcomes: [FixOutcome] = []
    /// The color sets made.
    package var newColorSets: [NewColorSet] = []
    /// The app's color sets given the appearances they lacked, by name: the light value kept, the variants solved (the
    /// set's `catalog` is its `Contents.json`), so that the pairs drawn on them are judged again.
    package var completedSets: [String: NewColorSet] = [:]
    /// The distinct constant values that became named colors (new sets or shared ones): with ``newColorSets``, what
    /// consolidation did ("12 constant colors → 7 named colors").
    package var namedConstants: Set<SiteColor> = []
    /// Things the user must do or know: a new catalog or accessor file to add to the target.
    package var notes: [String] = []
}
