/// `ib-custom-color`: a constant storyboard or xib color whose pair fails in some mode, or a bright surface that stays bright in dark.
///
/// Each foreground is judged on the nearest background up the view tree (``InterfaceBuilderPairs``): a constant pair that
/// passes in every mode (white on a constant brand button) is not reported; one that passes in light and fails in dark is
/// an error.
enum InterfaceBuilderCustomColorRule: LintRuleDefinition {
    static let rule = LintRule(
        id: "ib-custom-color",
        summary: "A custom Interface Builder color fails on what it is drawn on in some mode, or is a surface that stays bright in dark.",
        fix: "Pick a system color or a named color from the asset catalog in the Attributes inspector.",
        triggeringExamples: [
            .storyboard("<color key=\"textColor\" red=\"0.2\" green=\"0.4\" blue=\"0.6\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"),
            .storyboard("<color key=\"backgroundColor\" white=\"0.9\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>"),
            .storyboard("<view id=\"v\">\n<subviews>\n<label id=\"l\">\n<color key=\"textColor\" white=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>\n</label>\n</subviews>\n<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>\n</view>"),
        ],
        nonTriggeringExamples: [
            .storyboard("<color key=\"textColor\" systemColor=\"labelColor\"/>"),
            .storyboard("<color key=\"backgroundColor\" white=\"0\" alpha=\"0.4\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>"),
            .storyboard("<color key=\"shadowColor\" red=\"0.2\" green=\"0.4\" blue=\"0.6\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"),
            .storyboard("<resources>\n<color key=\"textColor\" red=\"0.2\" green=\"0.4\" blue=\"0.6\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n</resources>"),
            .storyboard("<view id=\"v\">\n<subviews>\n<button id=\"b\">\n<state key=\"normal\" title=\"Go\">\n<color key=\"titleColor\" white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>\n</state>\n<color key=\"backgroundColor\" red=\"0.043\" green=\"0.478\" blue=\"0.459\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n</button>\n</subviews>\n</view>"),
        ])
}
