import NocturneAppearance

extension Family {
    /// A neutral gray with no hue: every stop is an exact 8-bit gray.
    public static let gray = Family(name: "gray", hue: nil)
    /// Pink: CIE LCH hue 5°, ColorTokensKit's `proPink`.
    public static let pink = Family(name: "pink", cieHue: 5)
    /// Red: CIE LCH hue 10°, ColorTokensKit's `proRed`.
    public static let red = Family(name: "red", cieHue: 10)
    /// Tomato: CIE LCH hue 20°, ColorTokensKit's `proTomato`.
    public static let tomato = Family(name: "tomato", cieHue: 20)
    /// Orange: CIE LCH hue 35°, ColorTokensKit's `proOrange`.
    public static let orange = Family(name: "orange", cieHue: 35)
    /// Brown: CIE LCH hue 50°, ColorTokensKit's `proBrown`.
    public static let brown = Family(name: "brown", cieHue: 50, vividness: 0.55)
    /// Gold: CIE LCH hue 70°, ColorTokensKit's `proGold`.
    public static let gold = Family(name: "gold", cieHue: 70, vividness: 0.85)
    /// Yellow: CIE LCH hue 85°, ColorTokensKit's `proYellow`.
    public static let yellow = Family(name: "yellow", cieHue: 85)
    /// Lime: CIE LCH hue 100°, ColorTokensKit's `proLime`.
    public static let lime = Family(name: "lime", cieHue: 100)
    /// Olive: CIE LCH hue 110°, ColorTokensKit's `proOlive`.
    public static let olive = Family(name: "olive", cieHue: 110, vividness: 0.5)
    /// Grass: CIE LCH hue 125°, ColorTokensKit's `proGrass`.
    public static let grass = Family(name: "grass", cieHue: 125)
    /// Green: CIE LCH hue 140°, ColorTokensKit's `proGreen`.
    public static let green = Family(name: "green", cieHue: 140)
    /// Mint: CIE LCH hue 160°, ColorTokensKit's `proMint`.
    public static let mint = Family(name: "mint", cieHue: 160)
    /// Cyan: CIE LCH hue 175°, ColorTokensKit's `proCyan`.
    public static let cyan = Family(name: "cyan", cieHue: 175)
    /// Teal: CIE LCH hue 190°, ColorTokensKit's `proTeal`.
    public static let teal = Family(name: "teal", cieHue: 190)
    /// Blue: CIE LCH hue 210°, ColorTokensKit's `proBlue`.
    public static let blue = Family(name: "blue", cieHue: 210)
    /// Sky: CIE LCH hue 235°, ColorTokensKit's `proSky`.
    public static let sky = Family(name: "sky", cieHue: 235)
    /// Cobalt: CIE LCH hue 250°, ColorTokensKit's `proCobalt`.
    public static let cobalt = Family(name: "cobalt", cieHue: 250)
    /// Indigo: CIE LCH hue 270°, ColorTokensKit's `proIndigo`.
    public static let indigo = Family(name: "indigo", cieHue: 270)
    /// Iris: CIE LCH hue 292.5°, ColorTokensKit's `proIris`.
    public static let iris = Family(name: "iris", cieHue: 292.5)
    /// Purple: CIE LCH hue 310°, ColorTokensKit's `proPurple`.
    public static let purple = Family(name: "purple", cieHue: 310)
    /// Violet: CIE LCH hue 325°, ColorTokensKit's `proViolet`.
    public static let violet = Family(name: "violet", cieHue: 325)
    /// Plum: CIE LCH hue 342.5°, ColorTokensKit's `proPlum`.
    public static let plum = Family(name: "plum", cieHue: 342.5)
    /// Ruby: CIE LCH hue 355°, ColorTokensKit's `proRuby`.
    public static let ruby = Family(name: "ruby", cieHue: 355)

    /// The 24 named families in ColorTokensKit's order: gray, then by CIE LCH hue.
    public static let named: [Family] = [gray, pink, red, tomato, orange, brown, gold, yellow, lime, olive, grass, green, mint, cyan, teal, blue, sky, cobalt, indigo, iris, purple, violet, plum, ruby]

    /// Looks a named family up, ignoring case.
    ///
    /// - Parameter name: A name such as `teal` or `Cobalt`.
    /// - Returns: The family, or `nil` when no family has that name.
    public init?(named name: String) {
        guard let family = Family.named.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = family
    }
}
