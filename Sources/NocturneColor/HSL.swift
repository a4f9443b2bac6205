/// The sRGB cylinders HSL, HWB and HSV, with CSS Color 4's algorithms (percent units).
enum HSL {
    static func srgb(fromHSL hsl: SIMD3<Double>) -> SIMD3<Double> {
        let hue = normalizeHue(hsl.x)
        let saturation = hsl.y / 100
        let lightness = hsl.z / 100
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    /// How far from 1, or below 0, a channel may be and still count as round-off on the gamut boundary.
    ///
    /// White and black converted from another space come back as `1.0000000000000004`, `0.9999999999999999`
    /// or `-2e-16`; taken literally, HSL would read white as 200% saturated and HWB would print a blackness
    /// of `-0.0000000000000666%`. Real colors off the boundary are farther from it by many orders.
    static let roundOff = 1e-10

    /// How small the spread of the channels may be, relative to the largest, for the color to be a gray.
    ///
    /// A gray converted from another space has channels that differ in the last bits; the hue and
    /// saturation of that difference are noise. Relative, so that very dark colors keep their hue.
    static let grayTolerance = 1e-12

    /// `rgb` with each channel within ``roundOff`` of 1, or below 0 by less than that, put on the boundary.
    static func snappingRoundOff(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        var result = rgb
        for index in 0..<3 {
            let value = rgb[index]
            if value < 0, value > -roundOff { result[index] = 0 }
            if abs(value - 1) < roundOff { result[index] = 1 }
        }
        return result
    }

    /// Whether channels from `minimum` to `maximum` are a gray, up to ``grayTolerance``.
    static func isGray(maximum: Double, minimum: Double) -> Bool {
        maximum - minimum <= grayTolerance * max(abs(maximum), abs(minimum))
    }

    /// The hue angle of an sRGB color in degrees [0, 360), without HSL's negative-saturation rotation.
    ///
    /// 0 for grays, including channels that differ only by round-off (``isGray(maximum:minimum:)``).
    static func hue(ofSRGB rgb: SIMD3<Double>) -> Double {
        let maximum = max(rgb.x, rgb.y, rgb.z)
        let delta = maximum - min(rgb.x, rgb.y, rgb.z)
        guard !isGray(maximum: maximum, minimum: maximum - delta) else { return 0 }
        let sextant: Double
        switch maximum {
        case rgb.x: sextant = (rgb.y - rgb.z) / delta + (rgb.y < rgb.z ? 6 : 0)
        case rgb.y: sextant = (rgb.z - rgb.x) / delta + 2
        default: sextant = (rgb.x - rgb.y) / delta + 4
        }
        return normalizeHue(sextant * 60)
    }

    /// CSS Color 4's `rgbToHsl`, including its rotation of the hue by 180° when an out-of-gamut color
    /// gives a negative saturation (csswg-drafts#9222).
    /// Channels within round-off of the gamut boundary are taken as on it, and channels within round-off
    /// of each other as a gray, so white has saturation 0, never 200%.
    static func hsl(fromSRGB input: SIMD3<Double>) -> SIMD3<Double> {
        let rgb = snappingRoundOff(input)
        let maximum = max(rgb.x, rgb.y, rgb.z)
        let minimum = min(rgb.x, rgb.y, rgb.z)
        var hue = hue(ofSRGB: rgb)
        var saturation = 0.0
        let lightness = (minimum + maximum) / 2
        if !isGray(maximum: maximum, minimum: minimum) {
            saturation = (lightness == 0 || lightness == 1) ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
        }
        if saturation < 0 {
            hue = normalizeHue(hue + 180)
            saturation = -saturation
        }
        return SIMD3(hue, saturation * 100, lightness * 100)
    }

    static func srgb(fromHWB hwb: SIMD3<Double>) -> SIMD3<Double> {
        let white = hwb.y / 100
        let black = hwb.z / 100
        if white + black >= 1 {
            let gray = white / (white + black)
            return SIMD3(repeating: gray)
        }
        let pure = srgb(fromHSL: SIMD3(hwb.x, 100, 50))
        return pure * (1 - white - black) + white
    }

    /// sRGB → HWB. The hue is the color's own (unrotated) hue, so that HWB → sRGB gives the color back
    /// even far outside the gamut, where whiteness or blackness are negative. Channels within round-off
    /// of the gamut boundary are taken as on it, so white is exactly 100% white and 0% black.
    static func hwb(fromSRGB input: SIMD3<Double>) -> SIMD3<Double> {
        let rgb = snappingRoundOff(input)
        let hue = hue(ofSRGB: rgb)
        let white = min(rgb.x, rgb.y, rgb.z)
        let black = 1 - max(rgb.x, rgb.y, rgb.z)
        return SIMD3(hue, white * 100, black * 100)
    }

    static func srgb(fromHSV hsv: SIMD3<Double>) -> SIMD3<Double> {
        let saturation = hsv.y / 100
        let value = hsv.z / 100
        let lightness = value * (1 - saturation / 2)
        let hslSaturation = (lightness == 0 || lightness == 1) ? 0 : (value - lightness) / min(lightness, 1 - lightness)
        return srgb(fromHSL: SIMD3(hsv.x, hslSaturation * 100, lightness * 100))
    }

    /// sRGB → HSV; channels within round-off of the gamut boundary are taken as on it, and of each other as a gray.
    static func hsv(fromSRGB input: SIMD3<Double>) -> SIMD3<Double> {
        let rgb = snappingRoundOff(input)
        let value = max(rgb.x, rgb.y, rgb.z)
        let minimum = min(rgb.x, rgb.y, rgb.z)
        let saturation = isGray(maximum: value, minimum: minimum) ? 0 : (value - minimum) / value
        return SIMD3(hue(ofSRGB: rgb), saturation * 100, value * 100)
    }
}
