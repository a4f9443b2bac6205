/// `non-adapting-system-color`: UIKit's and AppKit's fixed named colors, with the adapting system color to use instead.
enum NonAdaptingSystemColorRule: SwiftColorRule {
    static let rule = LintRule(
        id: "non-adapting-system-color",
        summary: "UIKit's and AppKit's plain named colors (.black, .white, .lightGray, .red) are fixed values that do not adapt.",
        fix: "Use the system variant (.label, .systemBackground, .systemGray, .systemRed) that adapts to the mode.",
        triggeringExamples: [
            .swift("label.textColor = .darkGray"),
            .swift("view.backgroundColor = .white"),
            .swift("let c = NSColor.darkGray"),
            .swift("button.setTitleColor(.black, for: .normal)"),
            .swift("x.foregroundColor(Color(UIColor.darkGray))"),
            .swift("label.textColor = UIColor.darkGrayColor()"),
            .swift("label.textColor = UIColor.darkText"),
            .storyboard("<color key=\"textColor\" cocoaTouchSystemColor=\"darkTextColor\"/>"),
        ],
        nonTriggeringExamples: [
            .swift("label.textColor = .label"),
            // As readable in dark as in light, or more: a pair must get worse in dark to be a dark-mode finding.
            .swift("label.textColor = .lightGray"),
            .swift("button.setTitleColor(.red, for: .normal)"),
            // A shadow's color as a parameter default: black in both modes by design, as `layer.shadowColor` is.
            .swift("import UIKit\nextension CALayer {\n    func setupShadow(color: UIColor = .black, alpha: Float = 0.5) {\n        shadowColor = color.cgColor\n    }\n}"),
            .swift("import SwiftUI\nextension View {\n    func cardShadow(color: Color = .black, radius: CGFloat = 4) -> some View {\n        shadow(color: color.opacity(0.2), radius: radius)\n    }\n}"),
            // The fallback of an availability check for the release that brought dark mode runs only without it.
            .swift("if #available(iOS 13.0, *) {\n    label.textColor = .label\n} else {\n    label.textColor = .black\n}"),
            .swift("view.layer.shadowColor = UIColor.black.cgColor"),
            .swift("dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)"),
            .swift("cell.textLabel?.textColor = isSelected ? .white : .label"),
            // The fallback of a named color (what `nocturne fix` writes, the bundle form in a package target).
            .swift("view.backgroundColor = UIColor(named: \"Ink\", in: .module, compatibleWith: nil) ?? .black"),
            .swift("if backgroundStyle != .normal {\n    tintColor = NSColor.white\n}"),
            // Ink for an image the file tints.
            .swift("enum Icons {\n    static func drawCheck() {\n        UIColor.black.setFill()\n        path.fill()\n    }\n"
                + "    static var check: UIImage { render(drawCheck).withRenderingMode(.alwaysTemplate) }\n}"),
            // The fill of a mask's image gives only its shape.
            .swift("func maskImage(radius: CGFloat) -> NSImage {\n    NSImage(size: NSSize(width: 8, height: 8), flipped: false) { rect in\n"
                + "        NSColor.black.setFill()\n        NSBezierPath(roundedRect: rect, xRadius: radius, yRadius: radius).fill()\n        return true\n    }\n}"),
            .storyboard("<color key=\"backgroundColor\" xcode11CocoaTouchSystemColor=\"systemBackgroundColor\" cocoaTouchSystemColor=\"whiteColor\"/>"),
        ])

    static func check(_ site: ColorSite, in walker: inout ColorSiteWalker) -> String? {
        guard site.kind == .systemColor, !site.isSwiftUIBlackOrWhite else { return nil }
        let context = site.context
        let index = site.lastToken
        // The name, not the last token: `UIColor.darkGrayColor()` ends in `)` and names `darkGray`.
        let word = site.name.flatMap(Word.init(rawValue:)) ?? walker.file.word(index)
        guard !walker.suppressedForFixedColor(context), !context.contains(.gradient) else { return nil }
        if walker.insideMedia() { return nil }
        // The ink of a drawing the file renders into an image it tints: the shape's, not a color anyone sees.
        if word == .black || word == .white, walker.isSetAsInk(after: index), walker.tintsItsImages() { return nil }
        // `UIColor(named: "Ink") ?? .black`: the fallback for a missing asset (what `nocturne fix` writes), not what is drawn.
        let first = site.firstToken
        if walker.file.isOperator(first - 1, "??"), walker.file.punctuation(first - 2) == UInt8(ascii: ")"),
           isNamedColorCall(closingAt: first - 2, in: walker.file) { return nil }
        if walker.isTranslucent(after: index), !context.contains(.content) || context.contains(.fill) { return nil }
        if context.contains(.overlay), !context.contains(.content) { return nil }
        if context.contains(.content), word == .white || word == .black, walker.drawsOnFill(before: index) { return nil }
        if context.contains(.content), word == .white, walker.fileHasColoredBackdrop() { return nil }
        return message(for: site)
    }

    /// Whether the call whose `)` is at `close` is `X(named: …)`: `UIColor(named: "Ink")`, and the bundle form `fix` writes in
    /// a package target, `UIColor(named: "Ink", in: .module, compatibleWith: nil)`.
    static func isNamedColorCall(closingAt close: Int, in file: SwiftSourceFile) -> Bool {
        var depth = 0
        var index = close
        // A call's arguments are short: 64 tokens back at most.
        while index >= max(0, close - 64) {
            if file.punctuation(index) == UInt8(ascii: ")") { depth += 1 }
            if file.punctuation(index) == UInt8(ascii: "(") {
                depth -= 1
                if depth == 0 { return file.word(index + 1) == .named && file.punctuation(index + 2) == UInt8(ascii: ":") }
            }
            index -= 1
        }
        return false
    }

    /// The finding's text, its advice in the vocabulary of the site's type: UIKit's `.label` and `.systemBackground`,
    /// AppKit's `.labelColor` and `.textBackgroundColor`, SwiftUI's `.primary` and `Color(.systemBackground)`. A site
    /// whose type is unknown (the walk's first judgement) is advised in UIKit's.
    static func message(for site: ColorSite) -> String {
        let name = site.name ?? ""
        let context = site.context
        let content = context.contains(.content), background = context.contains(.background)
        let replacement: String
        switch (site.type, Word(rawValue: name) ?? .none) {
        case (.color?, .black), (.shapeStyle?, .black): replacement = background ? "Color(.systemBackground) or .primary" : ".primary"
        case (.color?, .white), (.shapeStyle?, .white): replacement = content ? ".primary or Color(.systemBackground)" : "Color(.systemBackground)"
        case (.color?, _), (.shapeStyle?, _):
            replacement = [.gray, .lightGray, .darkGray].contains(Word(rawValue: name) ?? .none) ? ".secondary or Color(.systemGray)" : "." + name
        case (.nsColor?, .black): replacement = background ? ".windowBackgroundColor (dark in dark mode) or .labelColor" : ".labelColor"
        case (.nsColor?, .white): replacement = content ? ".labelColor or .textBackgroundColor" : ".textBackgroundColor"
        case (.nsColor?, .gray), (.nsColor?, .lightGray), (.nsColor?, .darkGray): replacement = ".systemGray, .secondaryLabelColor or .separatorColor"
        case (_, .black): replacement = background ? ".systemBackground (dark in dark mode) or .label" : ".label"
        case (_, .white): replacement = content ? ".label or .systemBackground" : ".systemBackground"
        case (_, .gray), (_, .lightGray), (_, .darkGray): replacement = ".systemGray, .secondaryLabel or .separator"
        // UIKit's text colors for a fixed light (`darkText`) or dark (`lightText`) background, from before dark mode.
        case (_, .darkText): replacement = ".label"
        case (_, .lightText): replacement = ".secondaryLabel (on the system background) or a color set with a Dark variant"
        default: replacement = ".system" + name.prefix(1).uppercased() + name.dropFirst()
        }
        return "'\(site.text)' is a fixed color that does not adapt to dark mode; use \(replacement)"
    }
}
