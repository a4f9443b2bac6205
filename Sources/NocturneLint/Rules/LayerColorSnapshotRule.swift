/// `layer-color-snapshot`: a layer color from something that adapts (or should), not set again where the traits change.
///
/// A layer color built from a constant or a fixed system color is already reported by `constant-color` or
/// `non-adapting-system-color` at the same place, so this rule reports the rest: semantic, named and computed colors.
enum LayerColorSnapshotRule: SwiftColorRule {
    static let rule = LintRule(
        id: "layer-color-snapshot",
        summary: "A CGColor is resolved once, when it is made: a layer color set from a UIColor or NSColor keeps that mode's value when the traits change.",
        fix: "Set the layer color again when the traits change (traitCollectionDidChange, registerForTraitChanges, updateLayer, "
            + "viewDidChangeEffectiveAppearance), or resolve it with resolvedColor(with: traitCollection) where it is drawn.",
        triggeringExamples: [
            .swift("func setUp() {\n    view.layer.borderColor = UIColor.separator.cgColor\n}"),
            .swift("func setUp() {\n    shapeLayer.fillColor = tint.cgColor\n}"),
            .swift("func setUp() {\n    layer.backgroundColor = NSColor.controlBackgroundColor.cgColor\n}"),
            .swift("func tile() -> UIImage {\n    renderer.image { context in\n        context.cgContext.setFillColor(tileColor.cgColor)\n    }\n}"),
        ],
        nonTriggeringExamples: [
            .swift("func setUp() {\n    view.layer.shadowColor = UIColor.black.cgColor\n}"),
            .swift("func setUp() {\n    view.layer.borderColor = UIColor.clear.cgColor\n}"),
            .swift("func setUp() {\n    view.layer.borderColor = UIColor.separator.cgColor\n}\n"
                + "override func traitCollectionDidChange(_ previous: UITraitCollection?) {\n    view.layer.borderColor = UIColor.separator.cgColor\n}"),
            .swift("override func draw(_ rect: CGRect) {\n    context.setFillColor(UIColor.label.cgColor)\n}"),
            .swift("override func updateLayer() {\n    layer?.backgroundColor = NSColor.controlBackgroundColor.cgColor\n}"),
            .swift("func setUp() {\n    layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor\n}"),
            .swift("func setUp() {\n    registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _) in\n        self.layer.borderColor = UIColor.separator.cgColor\n    }\n}"),
        ])

    static func check(_ site: ColorSite, in walker: inout ColorSiteWalker) -> String? {
        guard site.kind == .layerColor, site.context.isDisjoint(with: ColorContext.adapting.union(walker.excluded).union(.shadowOrMask)) else { return nil }
        guard let property = site.name, !walker.refreshedLayerProperties().contains(property) else { return nil }
        if property.hasPrefix("set") {
            return "'\(site.text)' is a CGColor resolved once, passed to \(property) outside draw(_:): what it paints keeps this mode's value"
        }
        return "'\(site.text)' stores a CGColor into \(property), resolved once: it keeps this mode's value when the appearance changes"
    }
}
