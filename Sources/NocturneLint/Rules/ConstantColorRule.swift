import NocturneSupport

/// `constant-color`: a constant color in place, an app helper called with constants, or (through ``ProjectColorFacts``) a palette constant.
enum ConstantColorRule: SwiftColorRule {
    static let rule = LintRule(
        id: "constant-color",
        summary: "A color built from constant components looks the same in light and dark mode.",
        fix: "Use a named color with a Dark variant, a semantic color, or a dynamic color that reads the traits.",
        triggeringExamples: [
            .swift("Text(\"a\").foregroundColor(Color(red: 0.2, green: 0.4, blue: 0.6))"),
            .swift("label.textColor = UIColor(red: 25.0 / 255.0, green: 25.0 / 255.0, blue: 25.0 / 255.0, alpha: 1.0)"),
            .swift("x.foregroundColor(Color(hex: \"1f2328\"))"),
            .swift("x.foregroundColor(Color(#colorLiteral(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)))"),
            .swift("func srgb(_ r: Int, _ g: Int, _ b: Int) -> Color { Color(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255) }\nlet v = x.tint(srgb(0x00, 0x9A, 0xC7))"),
            .swift("extension Color {\n    static let checkbox = Color(rgba: 0x2b2b_2dff)\n}\nlet v = Text(\"x\").foregroundStyle(.checkbox)"),
            .swift("extension String {\n    var color: UIColor { UIColor(hex: self) }\n}\nlabel.textColor = \"1f2328\".color"),
            .swift("extension Int {\n    var color: UIColor { UIColor(rgb: self) }\n}\nview.backgroundColor = 0x1f2328.color"),
            .swift("enum Palette {\n    enum Slate {\n        static let dark = \"1f2328\"\n    }\n}\nextension String {\n    var color: UIColor { UIColor(hex: self) }\n}\n"
                + "label.textColor = Palette.Slate.dark.color"),
            .swift("enum Palette {\n    static let ink = 0x1f2328\n}\nlabel.textColor = UIColor(rgb: Palette.ink)"),
            .swift("extension UIColor {\n    static func fromHex(_ hex: String) -> UIColor { UIColor(hex: hex) }\n}\nlabel.textColor = .fromHex(\"1f2328\")"),
            .swift("func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Color { Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255) }\n"
                + "let v = Text(\"a\").foregroundColor(rgb(0x12, 0x34, 0x56))"),
            .swift("func rgb(_ r: Int, _ g: Int, _ b: Int) -> Color { Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255) }\n"
                + "func gray(_ v: Int) -> Color { rgb(v, v, v) }\nlet v = Text(\"a\").foregroundColor(gray(0x40))"),
            .swift("var page: UIColor {\n    switch self {\n    case .page: return UIColor(white: 0.96, alpha: 1)\n    default: return .systemBackground\n    }\n}"),
        ],
        nonTriggeringExamples: [
            // 3.6:1 on the light page, 5.9:1 on the dark one: no worse in dark, so no dark-mode finding.
            .swift("x.foregroundColor(Color(hex: \"4285f4\"))"),
            .swift("let c = UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : UIColor(white: 0.9, alpha: 1) }"),
            .swift("x.foregroundColor(colorScheme == .dark ? Color(white: 0.9) : Color(white: 0.1))"),
            .swift("let c = Color(light: Color(hex: \"FFFFFF\"), dark: Color(hex: \"000000\"))"),
            .swift("x.shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.3), radius: 4)"),
            .swift("let c = Color(hex: colorString)"),
            .swift("func tint(_ opacity: Double) -> Color { accent.opacity(opacity) }\nlet v = Text(\"a\").foregroundColor(tint(0.5))"),
            .swift("func shade(_ o: Double) -> UIColor { UIColor.systemBlue.withAlphaComponent(o) }\nlabel.textColor = shade(0.5)"),
            .swift("func loop(_ v: Int) -> Color { loop(v) }\nlet v = Text(\"a\").foregroundColor(loop(1))"),
            .swift("extension String {\n    var color: UIColor { UIColor(hex: self) }\n}\nlet title = \"facade\"\nlabel.text = title"),
            .swift("enum Palette {\n    static let darkInk = \"1f2328\"\n}\nextension String {\n    var color: UIColor { UIColor(hex: self) }\n}\n"
                + "label.textColor = UIColor { traits in traits.userInterfaceStyle == .dark ? Palette.darkInk.color : .black }"),
            .swift("x.background(Color(white: 0, opacity: 0))"),
            .swift("let avatars = [Color(hex: \"94B3AF\"), Color(hex: \"727998\"), Color(hex: \"645468\"), Color(hex: \"4D5F7F\"),\n"
                + "    Color(hex: \"855DB6\"), Color(hex: \"5E5ADB\"), Color(hex: \"678FFF\"), Color(hex: \"6BB4EF\")]"),
            .swift("#Preview {\n    Text(\"a\").foregroundColor(Color(red: 1, green: 0, blue: 0))\n}"),
            .swift("extension UIColor {\n    static var nearlyBlack: UIColor { UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1) }\n}\nlet c = UIColor(lightColor: .nearlyBlack, darkColor: .white)"),
        ])

    static func check(_ site: ColorSite, in walker: inout ColorSiteWalker) -> String? {
        guard site.kind == .constructor || site.kind == .helperCall else { return nil }
        let context = site.context
        guard context.isDisjoint(with: ColorContext.adapting.union(walker.excluded).union([.shadowOrMask, .identityPalette])) else { return nil }
        if site.isTranslucentBlackOrWhite, !context.contains(.content) || context.contains(.fill) { return nil }
        if site.isTranslucentBlackOrWhite, !context.isDisjoint(with: [.overlay, .gradient]) { return nil }
        return "'\(site.text)' is a constant color, the same in light and dark mode"
    }

    /// Whether a palette constant defined in `context` is reported at all (not chosen by mode, not a shadow, not left alone).
    static func reportsDefinition(in context: ColorContext, excluded: ColorContext) -> Bool {
        context.isDisjoint(with: ColorContext.adapting.union(excluded).union(.shadowOrMask))
    }

    /// The message for a palette constant: its name, its value's text and how it is used.
    static func definitionMessage(name: String, text: String, fixedUses: Int, firstUse: String?, how kind: String = "constant color") -> String {
        let how = fixedUses > 0
            ? "used \(NumberText.counted(fixedUses, "time")) without a dark variant (first at \(firstUse ?? "?"))"
            : "not chosen by mode anywhere it is used"
        return "'\(name)' is the \(kind) '\(text)', \(how)"
    }
}
