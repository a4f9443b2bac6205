/// `pair-contrast`: a foreground and the surface the code draws it on, one of them the app's own adapting color (a color
/// set, reached by name or through the app's palette types), that read worse in dark than in light.
///
/// Each color set may have a Dark variant and still fail with the other: a red error title on a dark-red error box, a gray
/// caption on a dark card of nearly its shade. Judged as a pair by the pair core (``ColorPair``, ``PairJudgement``), in
/// every mode; a pair that fails in dark where light passes (an error) or with clearly less contrast than light (a
/// warning: ``PairJudgement/isWorseInDark``) is reported at the foreground, naming both sides: the dark variants were not
/// chosen together. A pair as weak in light as in dark is the light design's; a surface the code does not name is never
/// assumed here.
enum PairContrastRule: LintRuleDefinition {
    static let rule = LintRule(
        id: "pair-contrast",
        summary: "A foreground and the surface it is drawn on, one of them the app's color set, read worse in dark than in light: their Dark variants were not chosen together.",
        fix: "Choose the two color sets' Dark (and Increased Contrast) variants together, so the pair meets 4.5:1 for text (3:1 for large text and symbols) in every mode.",
        triggeringExamples: [
            .colorSet("Ink", colors: inkDarkGray, swift: "import SwiftUI\nenum Palette {\n    static let ink = Color(\"Ink\")\n    static let card = Color(\"Card\")\n}\nstruct Row: View {\n    var body: some View {\n        Text(\"a\")\n            .foregroundColor(Palette.ink)\n            .background(Palette.card)\n    }\n}")
                + .colorSet("Card", colors: card),
            .colorSet("Ink", colors: inkDarkGray, swift: "import SwiftUI\nstruct Row: View {\n    var body: some View {\n        VStack {\n            Text(\"a\").foregroundStyle(Color(\"Ink\"))\n        }\n        .background {\n            RoundedRectangle(cornerRadius: 8).fill(Color(\"Card\"))\n        }\n    }\n}")
                + .colorSet("Card", colors: card),
        ],
        nonTriggeringExamples: [
            .colorSet("Ink", colors: inkLight, swift: "import SwiftUI\nenum Palette {\n    static let ink = Color(\"Ink\")\n    static let card = Color(\"Card\")\n}\nstruct Row: View {\n    var body: some View {\n        Text(\"a\")\n            .foregroundColor(Palette.ink)\n            .background(Palette.card)\n    }\n}")
                + .colorSet("Card", colors: card),
            // No surface the code names: the system background is not assumed for a pair of color sets.
            .colorSet("Ink", colors: inkDarkGray, swift: "import SwiftUI\nstruct Row: View {\n    var body: some View {\n        Text(\"a\").foregroundColor(Color(\"Ink\"))\n    }\n}"),
        ])

    /// Text that is near black in light and a dark gray in dark.
    static let inkDarkGray = "[" + ColorSetExamples.slot("0.100") + ", " + ColorSetExamples.slot("0.350", dark: true) + "]"
    /// Text that is near black in light and near white in dark.
    static let inkLight = "[" + ColorSetExamples.slot("0.100") + ", " + ColorSetExamples.slot("0.900", dark: true) + "]"
    /// A card that is near white in light and a dark gray in dark.
    static let card = "[" + ColorSetExamples.slot("0.950") + ", " + ColorSetExamples.slot("0.200", dark: true) + "]"

    /// Whether a judged pair is one this rule reports: the foreground or the surface is one of the app's color sets, not both
    /// constant, the surface is one the code names and not a constant one that stays bright in dark (that surface is the
    /// finding), and the pair fails in dark where light passes or reads clearly better.
    static func reports(_ judgement: PairJudgement) -> Bool {
        let foreground = judgement.pair.foreground, background = judgement.pair.background
        let isNamed = { (side: PairSide) -> Bool in if case .named = side.color { true } else { false } }
        // On a constant surface that stays bright in dark, the surface is the finding (an adapting color on it is right).
        guard isNamed(foreground) || isNamed(background), foreground.isKnown, background.isKnown, !judgement.backgroundIsAssumed,
              !foreground.isConstant || !background.isConstant, !(background.isConstant && background.isBrightInDark) else { return false }
        return judgement.isWorseInDark
    }

    /// The finding's message.
    static func message(_ judgement: PairJudgement) -> String? {
        guard let failure = judgement.failureMessage else { return nil }
        return failure + "; choose the two colors' Dark variants together"
    }
}
