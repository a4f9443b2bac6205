/// The `colors` arrays the rules' asset-catalog examples are built from.
enum ColorSetExamples {
    /// One slot's JSON: an sRGB gray, for the given appearances (`"dark"`, `"high"`).
    static func slot(_ gray: String, dark: Bool = false, highContrast: Bool = false) -> String {
        var appearances: [String] = []
        if dark { appearances.append(#"{ "appearance" : "luminosity", "value" : "dark" }"#) }
        if highContrast { appearances.append(#"{ "appearance" : "contrast", "value" : "high" }"#) }
        let color = #""color" : { "color-space" : "srgb", "components" : { "red" : "\#(gray)", "green" : "\#(gray)", "blue" : "\#(gray)", "alpha" : "1.000" } }"#
        return "{ " + (appearances.isEmpty ? "" : "\"appearances\" : [" + appearances.joined(separator: ", ") + "], ") + color + #", "idiom" : "universal" }"#
    }

    /// Any only.
    static let anyOnly = "[" + slot("0.100") + "]"
    /// Any and Dark.
    static let anyAndDark = "[" + slot("0.100") + ", " + slot("0.900", dark: true) + "]"
    /// Any, Dark, and both with High Contrast.
    static let complete = "[" + [slot("0.100"), slot("0.900", dark: true), slot("0.000", highContrast: true), slot("1.000", dark: true, highContrast: true)]
        .joined(separator: ", ") + "]"
    /// Any and Dark, both referencing a system color, which adapts by itself.
    static let systemReference = #"[ { "color" : { "reference" : "systemGray2Color" }, "idiom" : "universal" }, "#
        + #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "reference" : "systemGray5Color" }, "idiom" : "universal" } ]"#
}
