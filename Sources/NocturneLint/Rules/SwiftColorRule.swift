/// A rule that judges the ``ColorSite``s of Swift files, one site at a time, while the walk still knows what surrounds it.
///
/// Each rule lives in a file of its own (`Rules/<Name>Rule.swift`): its ``LintRuleDefinition/rule`` and its check.
protocol SwiftColorRule: LintRuleDefinition {
    /// The finding's message when the site breaks the rule, else `nil`.
    ///
    /// - Parameters:
    ///   - site: The site, with its context.
    ///   - walker: The walk at the site, for what surrounds it (backdrops, the enclosing function, the catalogs).
    static func check(_ site: ColorSite, in walker: inout ColorSiteWalker) -> String?
}
