/// `ib-custom-color`: a storyboard or xib color in a custom color space instead of a system or named color.
enum InterfaceBuilderCustomColorRule: LintRuleDefinition {
    static let rule = LintRule(
        id: "ib-custom-color",
        summary: "The Interface Builder color is a custom (sRGB, gray, calibrated) value that does not adapt.",
        fix: "Pick a system color or a named color from the asset catalog in the Attributes inspector.",
        triggeringExamples: [
            .storyboard("<color key=\"textColor\" red=\"0.2\" green=\"0.4\" blue=\"0.6\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"),
            .storyboard("<color key=\"backgroundColor\" white=\"0.9\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>"),
        ],
        nonTriggeringExamples: [
            .storyboard("<color key=\"textColor\" systemColor=\"labelColor\"/>"),
            .storyboard("<color key=\"backgroundColor\" white=\"0\" alpha=\"0.4\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>"),
            .storyboard("<color key=\"shadowColor\" red=\"0.2\" green=\"0.4\" blue=\"0.6\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"),
            .storyboard("<resources>\n<color key=\"textColor\" red=\"0.2\" green=\"0.4\" blue=\"0.6\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n</resources>"),
        ])
}
