/// `fixed-black-white`: SwiftUI's black or white as content, unless drawn on a backdrop of another color, in media, or as a shade.
enum FixedBlackWhiteRule: SwiftColorRule {
    static let rule = LintRule(
        id: "fixed-black-white",
        summary: "Black or white as text or content color vanishes against the background of one mode.",
        fix: "Use .primary, .secondary or a semantic color (Color(.label), Color(.systemBackground)).",
        triggeringExamples: [
            .swift("Text(\"a\").foregroundColor(.black)"),
            .swift("Image(systemName: \"x\").foregroundStyle(Color.black)"),
            .swift("Circle().fill(.black)"),
        ],
        nonTriggeringExamples: [
            // Fails only in light (white on the assumed white page): the light design shows it on something else; no dark-mode harm.
            .swift("Circle().fill(.white)"),
            .swift("x.foregroundColor(colorScheme == .dark ? .white : .black)"),
            .swift("x.shadow(color: .black.opacity(0.3), radius: 4)"),
            .swift("x.mask(Color.black)"),
            // White text with no background the code names is drawn on a fill it does not name (white on the page would
            // not be seen in light): not judged against a guess.
            .swift("Image(systemName: \"x\").foregroundStyle(Color.white)"),
            .swift("Button(\"Go\") {}\n    .foregroundColor(.white)\n    .background(Color.accentColor)"),
            .swift("ZStack {\n    Color(.systemBlue)\n    Image(systemName: \"x\").foregroundColor(.white)\n}"),
            .swift("#if os(watchOS)\nlet v = Text(\"a\").foregroundColor(.white)\n#endif"),
            .swift("struct V_Previews: PreviewProvider {\n    static var previews: some View { Text(\"a\").foregroundColor(.black) }\n}"),
        ])

    static func check(_ site: ColorSite, in walker: inout ColorSiteWalker) -> String? {
        guard site.kind == .systemColor, site.isSwiftUIBlackOrWhite else { return nil }
        let context = site.context
        let index = site.lastToken
        guard context.contains(.content), !walker.suppressedForFixedColor(context), context.isDisjoint(with: [.gradient, .overlay]) else { return nil }
        if walker.insideMedia() { return nil }
        if context.contains(.fill), walker.isTranslucent(after: index) { return nil }
        if walker.hasColoredBackdrop(around: index) { return nil }
        let white = walker.file.word(index) == .white
        // White content in a file that paints black backdrops is drawn on them, a pair that reads in every mode. (Black
        // content on a white backdrop is not exempt: that backdrop stays bright in dark, and what is drawn on it changes
        // with it, here as once `nocturne fix` has made the backdrop adapt.)
        if white, walker.fileBackdrops().contains(.black) { return nil }
        if white, walker.fileHasColoredBackdrop() { return nil }
        let name = site.name ?? ""
        return "'\(site.text)' as content color stays \(name) in both modes and vanishes on \(white ? "light mode's white" : "dark mode's black") background; use .primary or a semantic color"
    }
}
