/// What `nocturne fix` did, or would do, with one site.
public struct FixOutcome: Sendable, Hashable {
    /// What became of the site.
    public enum Result: Sendable, Hashable {
        /// Replaced by an adapting system color, spelled as written here (`.primary`, `UIColor.systemGroupedBackground`).
        case systemColor(String)
        /// Replaced by the named color set of this name (new, or shared with an equal color).
        case namedColor(String)
        /// An existing color set given the appearances it lacked.
        case completedColorSet(String)
        /// Left as it is, with the reason.
        case left(String)
    }

    /// The site.
    public var site: FixSite
    /// What became of it.
    public var result: Result

    /// Creates an outcome.
    public init(site: FixSite, result: Result) {
        self.site = site
        self.result = result
    }

    /// Whether the site was changed.
    public var isFixed: Bool {
        if case .left = result { return false }
        return true
    }

    /// One line for the text output: `became Color("ContentTeal")`, `left: the color is computed at run time`.
    public var summary: String {
        switch result {
        case .systemColor(let text): "became \(text)"
        case .namedColor(let name): "became the color set '\(name)'"
        case .completedColorSet(let name): "the color set '\(name)' gained its Dark and High Contrast appearances"
        case .left(let reason): "left: \(reason)"
        }
    }
}

/// A color set `nocturne fix` makes: its name, catalog, light value, role and solved variants.
public struct NewColorSet: Sendable, Hashable {
    /// The set's name.
    public var name: String
    /// The catalog it goes in.
    public var catalog: String
    /// The light value, kept exactly.
    public var light: SiteColor
    /// The role it was solved for.
    public var role: FixRole
    /// The solved variants.
    public var variants: SolvedVariants
}

/// Everything one run would do: the file changes, what became of each site, the new color sets and notes for the user.
public struct FixPlan: Sendable, Hashable {
    /// The edits and new files.
    public var changes = FileChanges()
    /// One outcome per site, in site order.
    public var outcomes: [FixOutcome] = []
    /// The color sets made.
    public var newColorSets: [NewColorSet] = []
    /// Things the user must do or know: a new catalog or accessor file to add to the target.
    public var notes: [String] = []
}
