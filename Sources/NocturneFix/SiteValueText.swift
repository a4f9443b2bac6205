import NocturneColor
import NocturneLint
import NocturneSupport

/// Reads the constant value of a color expression or Interface Builder element from its text.
///
/// The interim reader while the linter's color sites carry no values of their own: labelled
/// components (`red: 0.2`, `green: 102/255`, `white: 0.5`, `alpha:`/`opacity:`), hex strings and
/// integers (`"#336699"`, `0x336699`, `rgba: 0xb9b9_bbff`), and the fixed system colors.
enum SiteValueText {
    /// The value of a Swift color expression, or `nil` when it is not constant as far as the text shows.
    static func swiftValue(_ text: String) -> SiteColor? {
        if let fixed = fixedSystemColor(text) { return fixed }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        var inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        // `Color(UIColor(hex: "3969EF"))`: the nested constructor holds the value.
        while let nested = inner.firstIndex(of: "("), inner.hasSuffix(")"), !inner[..<nested].contains(":") || inner[..<nested].hasSuffix("cgColor") {
            inner = String(inner[inner.index(after: nested)..<inner.index(before: inner.endIndex)])
        }
        var labels: [String: Double] = [:]
        var positional: [Double] = []
        var hex: SiteColor?
        var linear = false
        for argument in inner.split(separator: ",") {
            let parts = argument.split(separator: ":", maxSplits: 1)
            let label = parts.count == 2 ? String(parts[0].trimmingASCIIWhitespace()) : ""
            let valueText = String((parts.count == 2 ? parts[1] : parts[0]).trimmingASCIIWhitespace())
            if valueText.hasPrefix("\"") || valueText.hasPrefix("0x") {
                guard let parsed = hexValue(valueText, label: label) else { return nil }
                hex = parsed
                continue
            }
            if valueText == ".sRGBLinear" { linear = true }
            if label == ".sRGB" || valueText == ".sRGB" || valueText == ".displayP3" || label.isEmpty && valueText.hasPrefix(".") { continue }
            guard let number = arithmetic(valueText) else { return nil }
            if label.isEmpty { positional.append(number) } else { labels[label.lowercased()] = number }
        }
        let alpha = labels["alpha"] ?? labels["opacity"] ?? labels["a"]
        if let hex {
            guard let alpha else { return hex }
            return SiteColor(rgb: hex.rgb, alpha: UInt8((min(max(alpha, 0), 1) * 255).rounded()))
        }
        // Out-of-range components as the platforms take them for an 8-bit set (the lint's one rule).
        let appleLabels = labels.keys.contains { ColorSiteValue.appleComponentLabels.contains($0) || $0 == "displayp3red" }
        if let white = labels["white"] {
            let (gray, opacity) = ColorSiteValue.platformScaled([white], alpha: alpha ?? 1, appleLabels: true)
            return SiteColor(red: gray[0], green: gray[0], blue: gray[0], alpha: opacity)
        }
        var components: [Double]
        if let red = labels["red"] ?? labels["r"] ?? labels["displayp3red"], let green = labels["green"] ?? labels["g"], let blue = labels["blue"] ?? labels["b"] {
            components = [red, green, blue]
        } else if positional.count >= 3 {
            components = Array(positional.prefix(3))
        } else {
            return nil
        }
        let (scaled, opacity) = ColorSiteValue.platformScaled(components, alpha: alpha ?? (positional.count == 4 ? positional[3] : 1), appleLabels: appleLabels)
        components = scaled
        if linear {
            let encoded = ColorValue(.srgbLinear, SIMD3(components[0], components[1], components[2])).converted(to: .srgb).coordinates
            components = [encoded.x, encoded.y, encoded.z]
        }
        return SiteColor(red: components[0], green: components[1], blue: components[2], alpha: opacity)
    }

    /// A hex string or integer: `"#336699"`, `"336699"`, `0x336699`; 8 digits are RGBA when labelled `rgba`, else ARGB when labelled `argb`.
    static func hexValue(_ text: String, label: String) -> SiteColor? {
        var digits = String(text.filter { $0 != "\"" && $0 != "_" })
        if digits.hasPrefix("#") { digits.removeFirst() }
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") { digits.removeFirst(2) }
        guard digits.allSatisfy({ $0.isHexDigit }), let number = UInt64(digits, radix: 16) else { return nil }
        switch digits.count {
        case 6: return SiteColor(rgb: RGB8(UInt32(number)))
        case 3:
            let expanded = digits.map { "\($0)\($0)" }.joined()
            return UInt32(expanded, radix: 16).map { SiteColor(rgb: RGB8($0)) }
        case 8:
            if label.lowercased() == "argb" { return SiteColor(rgb: RGB8(UInt32(number & 0xFFFFFF)), alpha: UInt8(number >> 24)) }
            return SiteColor(rgb: RGB8(UInt32(number >> 8)), alpha: UInt8(number & 0xFF))
        default: return nil
        }
    }

    /// `0.2`, `102/255`, `202.0/255.0`, `CGFloat(0.5)`: a literal or one division of literals.
    static func arithmetic(_ text: String) -> Double? {
        var text = Substring(text)
        for wrapper in ["CGFloat(", "Double(", "Float("] where text.hasPrefix(wrapper) && text.hasSuffix(")") {
            text = text.dropFirst(wrapper.count).dropLast()
        }
        let parts = text.split(separator: "/").map { String($0.trimmingASCIIWhitespace().filter { $0 != "_" }) }
        guard let first = parts.first.flatMap(Double.init) else { return nil }
        if parts.count == 1 { return first }
        guard parts.count == 2, let second = Double(parts[1]), second != 0 else { return nil }
        return first / second
    }

    /// The value of a fixed system color (`.white`, `UIColor.lightGray`, `NSColor.red`), as UIKit and AppKit define them.
    static func fixedSystemColor(_ text: String) -> SiteColor? {
        guard !text.contains("("), let member = text.split(separator: ".").last else { return nil }
        // Lint's one table of UIKit's and AppKit's fixed colors.
        return PairSide.fixedColors[String(member)].map { SiteColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.opacity) }
    }

    /// The value of an Interface Builder `<color>` element with components (`red=… green=… blue=… alpha=…` or `white=… alpha=…`).
    static func interfaceBuilderValue(_ element: String) -> SiteColor? {
        func number(_ name: String) -> Double? { InterfaceBuilderRewriter.attribute(name, in: element).flatMap(Double.init) }
        let alpha = number("alpha") ?? 1
        let space = InterfaceBuilderRewriter.attribute("customColorSpace", in: element) ?? InterfaceBuilderRewriter.attribute("colorSpace", in: element) ?? ""
        if let white = number("white") { return SiteColor(red: white, green: white, blue: white, alpha: alpha) }
        guard let red = number("red"), let green = number("green"), let blue = number("blue") else { return nil }
        if space == "displayP3" {
            let srgb = ColorValue(.displayP3, SIMD3(red, green, blue)).converted(to: .srgb).coordinates
            return SiteColor(red: srgb.x, green: srgb.y, blue: srgb.z, alpha: alpha)
        }
        return SiteColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
