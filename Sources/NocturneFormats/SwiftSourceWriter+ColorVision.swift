import NocturneAppearance

extension SwiftSourceWriter {
    /// `<Type>.colorVision(.deuteranopia)`: the color-vision-safe variant as a namespace of its own, or nothing without one.
    ///
    /// The variant's namespace has every token: the ones the variant changes with their own eight values, the others
    /// forwarding to the theme's. On Apple platforms its members are SwiftUI colors (made like the theme's), elsewhere
    /// Nocturne dynamic colors.
    static func colorVisionExtension(_ tokens: TokenSet, type: String, apple: Bool) -> String {
        guard !tokens.colorVisionSafe.isEmpty else { return "" }
        let changed = Dictionary(tokens.colorVisionSafe.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var out = "extension \(type) {\n"
        out += "    /// A color vision deficiency the color-vision-safe variant is for.\n"
        out += "    public enum ColorVision: String, CaseIterable, Sendable {\n"
        for name in TokenSet.colorVisionNames { out += "        case \(name)\n" }
        out += "    }\n\n"
        out += "    /// The colors for a viewer with this deficiency: `\(type).colorVision(.deuteranopia).danger`.\n"
        out += "    public static func colorVision(_ deficiency: ColorVision) -> ColorVisionSafe.Type { ColorVisionSafe.self }\n\n"
        out += "    /// The color-vision-safe variant: status colors apart for protan, deutan and tritan viewers in every mode.\n"
        out += "    public enum ColorVisionSafe {\n"
        let kind = apple ? "Color" : "DynamicColor"
        for token in tokens.tokens {
            let symbol = SwiftSymbolName.escaped(TokenNaming.camel(token.name))
            guard let variant = changed[token.name] else {
                out += "        /// `\(token.name)`, as in the theme.\n"
                out += "        public static var \(symbol): \(kind) { \(type).\(symbol) }\n"
                continue
            }
            out += "        /// `\(token.name)`\(summary(variant)).\n"
            if apple {
                out += "        #if canImport(UIKit)\n"
                out += "        public static let \(symbol) = Color(Platform.dynamic(\(valueList(variant, indent: "            "))))\n"
                out += "        #else\n"
                out += "        public static let \(symbol) = Color(Platform.dynamic(\(stringLiteral(token.name + "ColorVisionSafe")), \(valueList(variant, indent: "            "))))\n"
                out += "        #endif\n"
            } else {
                out += "        public static let \(symbol) = \(type).dynamic(\(valueList(variant, indent: "            ")))\n"
            }
        }
        return out + "    }\n}\n\n"
    }
}
