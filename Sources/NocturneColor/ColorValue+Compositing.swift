extension ColorValue {
    /// This color blended over an opaque backdrop in gamma-encoded sRGB (source-over), returned in sRGB.
    ///
    /// - Parameter backdrop: The color behind; its alpha is ignored.
    /// - Returns: An opaque sRGB color.
    public func composited(over backdrop: ColorValue) -> ColorValue {
        let top = converted(to: .srgb)
        let bottom = backdrop.converted(to: .srgb).coordinates
        let a = min(max(top.alpha, 0), 1)
        return ColorValue(.srgb, top.coordinates * a + bottom * (1 - a))
    }
}
