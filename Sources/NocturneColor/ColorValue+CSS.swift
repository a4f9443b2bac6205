extension ColorValue {
    /// Parses CSS color syntax into a color that needs no context.
    ///
    /// - Parameter css: A CSS `<color>` such as `#0b7a75` or `oklch(0.7 0.1 190)`.
    /// - Throws: ``CSSParseError`` when the text is not a color, or when it needs context
    ///   (`currentcolor`, system colors), reported at offset 0 as "a color that needs no context".
    public init(css: String) throws(CSSParseError) {
        if let value = CSSColorParser.fastValue(css) {
            self = value
            return
        }
        let parsed = try CSSColor.parse(css)
        guard let value = parsed.resolved else {
            throw CSSParseError(expected: "a color that needs no context (not currentcolor or a system color)", offset: 0, input: css)
        }
        self = value
    }

    /// Parses a CSS color that needs no context as input that must be finite (``CSSColor/parseRefusingNonFinite(_:)``).
    ///
    /// - Throws: ``CSSParseError`` for syntax errors, a math function that is infinity or NaN, and colors that need context.
    public init(refusingNonFiniteCSS css: String) throws(CSSParseError) {
        if let value = CSSColorParser.fastValue(css) {
            self = value
            return
        }
        let parsed = try CSSColor.parseRefusingNonFinite(css)
        guard let value = parsed.resolved else {
            throw CSSParseError(expected: "a color that needs no context (not currentcolor or a system color)", offset: 0, input: css)
        }
        self = value
    }
}
