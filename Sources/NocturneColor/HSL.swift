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

    /// The hue angle of an sRGB color in degrees [0, 360), without HSL's negative-saturation rotation; 0 for grays.
    static func hue(ofSRGB rgb: SIMD3<Double>) -> Double {
        let maximum = max(rgb.x, rgb.y, rgb.z)
        let delta = maximum - min(rgb.x, rgb.y, rgb.z)
        guard delta != 0 else { return 0 }
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
    static func hsl(fromSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
        let maximum = max(rgb.x, rgb.y, rgb.z)
        let minimum = min(rgb.x, rgb.y, rgb.z)
        var hue = hue(ofSRGB: rgb)
        var saturation = 0.0
        let lightness = (minimum + maximum) / 2
        if maximum - minimum != 0 {
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
    /// even far outside the gamut, where whiteness or blackness are negative.
    static func hwb(fromSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
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

    static func hsv(fromSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
        let value = max(rgb.x, rgb.y, rgb.z)
        let minimum = min(rgb.x, rgb.y, rgb.z)
        let saturation = value == 0 ? 0 : (value - minimum) / value
        return SIMD3(hue(ofSRGB: rgb), saturation * 100, value * 100)
    }
}
