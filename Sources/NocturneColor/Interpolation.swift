/// How hues interpolate in polar spaces such as `oklch` and `hsl` (CSS Color 4 §12.4).
public enum HueInterpolationMethod: String, CaseIterable, Sendable, Hashable, Codable {
    /// Take the shorter arc between the two hues (at most 180°); the CSS default.
    case shorter
    /// Take the longer arc between the two hues.
    case longer
    /// Go around the hue circle in the direction of increasing angle.
    case increasing
    /// Go around the hue circle in the direction of decreasing angle.
    case decreasing
}

extension ColorSpace {
    /// The analogous-component category of each component (CSS Color 4 §12.2), for carrying `none` across spaces.
    fileprivate var analogousCategories: [AnalogousCategory?] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .prophotoRGB, .rec2020, .xyzD50, .xyzD65: [.red, .green, .blue]
        case .lab, .oklab: [.lightness, .opponentA, .opponentB]
        case .lch, .oklch: [.lightness, .colorfulness, .hue]
        case .hsl: [.hue, .colorfulness, .lightness]
        case .hwb: [.hue, nil, nil]
        case .hsv: [.hue, .colorfulness, nil]
        }
    }
}

private enum AnalogousCategory {
    case red, green, blue, lightness, colorfulness, hue, opponentA, opponentB
}

extension ColorValue {
    /// This color converted for interpolation: `none` carried into analogous components, powerless hues missing.
    ///
    /// - Parameter space: The interpolation space.
    /// - Returns: The color in `space`, with missing components flagged as CSS Color 4 §12.2 says.
    func preparedForInterpolation(in space: ColorSpace) -> ColorValue {
        if self.space == space { return self }
        let converted = converted(to: space)
        var missing = converted.missing
        let sourceCategories = self.space.analogousCategories
        let targetCategories = space.analogousCategories
        for index in 0..<3 where self.missing.contains(.component(index)) {
            guard let category = sourceCategories[index], let target = targetCategories.firstIndex(of: category) else { continue }
            missing.insert(.component(target))
        }
        if self.missing.contains(.alpha) { missing.insert(.alpha) }
        return ColorValue(space, converted.coordinates, alpha: self.alpha, missing: missing)
    }

    /// Interpolates from this color to another, as CSS gradients and `color-mix()` do.
    ///
    /// Both colors are converted to `space`; a missing component takes the other color's value;
    /// components are premultiplied by alpha (hues are not); hues follow `hue`.
    ///
    /// - Parameters:
    ///   - other: The color at `fraction` 1.
    ///   - fraction: How far towards `other`, usually 0…1 (values outside extrapolate).
    ///   - space: The interpolation space (default `oklab`, as CSS Color 5).
    ///   - hue: The hue interpolation method for polar spaces.
    /// - Returns: The color in `space`, hue normalized to [0, 360).
    public func interpolated(to other: ColorValue, fraction: Double, in space: ColorSpace = .oklab, hue: HueInterpolationMethod = .shorter) -> ColorValue {
        let start = preparedForInterpolation(in: space)
        let end = other.preparedForInterpolation(in: space)
        return ColorValue.interpolatePrepared(start, end, fraction: fraction, space: space, hue: hue)
    }

    static func interpolatePrepared(_ start: ColorValue, _ end: ColorValue, fraction t: Double, space: ColorSpace, hue method: HueInterpolationMethod?) -> ColorValue {
        let hueIndex = space.hueIndex
        // Alpha: a missing alpha takes the other's.
        let startAlphaMissing = start.missing.contains(.alpha)
        let endAlphaMissing = end.missing.contains(.alpha)
        let alpha1 = startAlphaMissing ? (endAlphaMissing ? 1 : end.alpha) : start.alpha
        let alpha2 = endAlphaMissing ? (startAlphaMissing ? 1 : start.alpha) : end.alpha
        var values1 = start.coordinates
        var values2 = end.coordinates
        var resultMissing: MissingComponents = []
        for index in 0..<3 {
            let missing1 = start.missing.contains(.component(index))
            let missing2 = end.missing.contains(.component(index))
            if missing1 && missing2 {
                resultMissing.insert(.component(index))
                values1[index] = 0
                values2[index] = 0
            } else if missing1 {
                values1[index] = values2[index]
            } else if missing2 {
                values2[index] = values1[index]
            }
        }
        // Premultiply every non-hue component.
        for index in 0..<3 where index != hueIndex {
            values1[index] *= alpha1
            values2[index] *= alpha2
        }
        if let hueIndex {
            var h1 = method == nil ? values1[hueIndex] : normalizeHue(values1[hueIndex])
            var h2 = method == nil ? values2[hueIndex] : normalizeHue(values2[hueIndex])
            let difference = h2 - h1
            switch method {
            case .shorter:
                if difference > 180 { h1 += 360 } else if difference < -180 { h2 += 360 }
            case .longer:
                if difference > 0 && difference < 180 { h1 += 360 } else if difference > -180 && difference <= 0 { h2 += 360 }
            case .increasing:
                if difference < 0 { h2 += 360 }
            case .decreasing:
                if difference > 0 { h1 += 360 }
            case nil:
                break
            }
            values1[hueIndex] = h1
            values2[hueIndex] = h2
        }
        var result = values1 + (values2 - values1) * t
        let alpha = alpha1 + (alpha2 - alpha1) * t
        for index in 0..<3 where index != hueIndex && alpha != 0 {
            result[index] /= alpha
        }
        if let hueIndex { result[hueIndex] = normalizeHue(result[hueIndex]) }
        if startAlphaMissing && endAlphaMissing { resultMissing.insert(.alpha) }
        return ColorValue(space, result, alpha: alpha, missing: resultMissing)
    }

    /// Mixes this color with another, giving `other` the share `amount` (CSS `color-mix()` with two percentages summing to 100%).
    ///
    /// - Parameters:
    ///   - other: The second color.
    ///   - amount: The second color's share, 0…1 (0 gives this color, 1 gives `other`).
    ///   - space: The interpolation space (default `oklab`).
    ///   - hue: The hue interpolation method for polar spaces.
    /// - Returns: The mix, in `space`.
    public func mixed(with other: ColorValue, amount: Double = 0.5, in space: ColorSpace = .oklab, hue: HueInterpolationMethod = .shorter) -> ColorValue {
        interpolated(to: other, fraction: amount, in: space, hue: hue)
    }

    /// CSS Color 5 `color-mix()` of two colors with optional percentages, normalized as the spec says.
    ///
    /// Omitted percentages complete each other to 100% (both omitted: 50% each); percentages that sum to
    /// other than 100% are scaled to sum to 100%, and a sum below 100% also scales the result's alpha.
    /// Two 0% mix half and half with alpha 0.
    ///
    /// - Parameters:
    ///   - first: The first color.
    ///   - firstPercentage: Its percentage, 0…100, or `nil`.
    ///   - second: The second color.
    ///   - secondPercentage: Its percentage, 0…100, or `nil`.
    ///   - space: The interpolation space.
    ///   - hue: The hue interpolation method.
    /// - Returns: The mixed color in `space`.
    public static func colorMix(_ first: ColorValue, percentage firstPercentage: Double? = nil, _ second: ColorValue, percentage secondPercentage: Double? = nil, in space: ColorSpace = .oklab, hue: HueInterpolationMethod = .shorter) -> ColorValue {
        colorMix([MixItem(first, percentage: firstPercentage), MixItem(second, percentage: secondPercentage)], in: space, hue: hue) ?? first.converted(to: space)
    }

    /// One color of a `color-mix()`, with its percentage (0…100) or `nil` when omitted.
    public struct MixItem: Sendable, Hashable {
        /// The color.
        public var color: ColorValue
        /// Its percentage, 0…100, or `nil` to share what the given ones leave.
        public var percentage: Double?

        /// Creates an item.
        public init(_ color: ColorValue, percentage: Double? = nil) {
            self.color = color
            self.percentage = percentage
        }
    }

    /// CSS Color 5 `color-mix()` of any number of colors with optional percentages.
    ///
    /// Omitted percentages share what the given ones leave of 100% (nothing when they exceed it).
    /// Percentages are scaled to sum to 100%; a sum below 100% scales the result's alpha by the sum.
    /// The colors are mixed pairwise in order: the running mix meets each next color at its share of
    /// the weight so far (half way while all weights so far are 0). Percentages summing to 0% give a
    /// fully transparent mix (csswg-drafts#14014 removed the special case that made it transparent black).
    ///
    /// - Parameters:
    ///   - colors: The colors with their percentages (0…100, or `nil`).
    ///   - space: The interpolation space.
    ///   - hue: The hue interpolation method.
    /// - Returns: The mixed color in `space`, or `nil` when `colors` is empty.
    public static func colorMix(_ colors: [MixItem], in space: ColorSpace = .oklab, hue: HueInterpolationMethod = .shorter) -> ColorValue? {
        colorMix(colors, in: space, hueFixup: hue)
    }

    /// The `color-mix()` algorithm; a `nil` hue fixup interpolates raw hue angles (the old `specified hue`).
    static func colorMix(_ colors: [MixItem], in space: ColorSpace, hueFixup: HueInterpolationMethod?) -> ColorValue? {
        guard let first = colors.first else { return nil }
        let given = colors.compactMap(\.percentage)
        let omittedCount = colors.count - given.count
        let givenSum = given.reduce(0, +)
        let omittedShare = omittedCount > 0 ? max(0, (100 - givenSum) / Double(omittedCount)) : 0
        let weights = colors.map { $0.percentage ?? omittedShare }
        let total = weights.reduce(0, +)
        let alphaMultiplier = total < 100 ? total / 100 : 1
        var running = first.color.preparedForInterpolation(in: space)
        var accumulated = weights[0]
        for (color, weight) in zip(colors.dropFirst().map(\.color), weights.dropFirst()) {
            accumulated += weight
            // All weights so far 0 (csswg-drafts#14013): meet half way; the 0 alpha multiplier hides it.
            let fraction = accumulated == 0 ? 0.5 : weight / accumulated
            running = interpolatePrepared(running, color.preparedForInterpolation(in: space), fraction: fraction, space: space, hue: hueFixup)
        }
        if alphaMultiplier != 1 {
            return ColorValue(space, running.coordinates, alpha: running.alpha * alphaMultiplier, missing: running.missing.subtracting(.alpha))
        }
        if let hueIndex = space.hueIndex, !running.missing.contains(.component(hueIndex)) {
            var coordinates = running.coordinates
            coordinates[hueIndex] = normalizeHue(coordinates[hueIndex])
            return ColorValue(space, coordinates, alpha: running.alpha, missing: running.missing)
        }
        return running
    }

    /// Evenly spaced colors from this color to another, both ends included, for gradients and ramps.
    ///
    /// - Parameters:
    ///   - other: The last color.
    ///   - count: How many colors; 1 gives this color alone, 0 or less gives none.
    ///   - space: The interpolation space (default `oklab`).
    ///   - hue: The hue interpolation method for polar spaces.
    /// - Returns: `count` colors in `space`.
    public func steps(to other: ColorValue, count: Int, in space: ColorSpace = .oklab, hue: HueInterpolationMethod = .shorter) -> [ColorValue] {
        guard count > 0 else { return [] }
        let start = preparedForInterpolation(in: space)
        if count == 1 { return [start] }
        let end = other.preparedForInterpolation(in: space)
        return (0..<count).map { step in
            ColorValue.interpolatePrepared(start, end, fraction: Double(step) / Double(count - 1), space: space, hue: hue)
        }
    }
}
