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

    static func hsl(fromSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
        let maximum = max(rgb.x, rgb.y, rgb.z)
        let minimum = min(rgb.x, rgb.y, rgb.z)
        var hue = 0.0
        var saturation = 0.0
        let lightness = (minimum + maximum) / 2
        let delta = maximum - minimum
        if delta != 0 {
            saturation = (lightness == 0 || lightness == 1) ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
            switch maximum {
            case rgb.x: hue = (rgb.y - rgb.z) / delta + (rgb.y < rgb.z ? 6 : 0)
            case rgb.y: hue = (rgb.z - rgb.x) / delta + 2
            default: hue = (rgb.x - rgb.y) / delta + 4
            }
            hue *= 60
        }
        if saturation < 0 {
            hue += 180
            saturation = -saturation
        }
        return SIMD3(normalizeHue(hue), saturation * 100, lightness * 100)
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

    static func hwb(fromSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
        let hue = hsl(fromSRGB: rgb).x
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
        return SIMD3(hsl(fromSRGB: rgb).x, saturation * 100, value * 100)
    }
}
