import NocturneColor

/// The value of a constant color site: its sRGB components and alpha, and the components as they were written.
public struct ColorSiteValue: Sendable, Hashable {
    /// The space the components were written in.
    public enum Space: String, Sendable, Hashable {
        /// Red, green and blue in sRGB (or in a device or calibrated RGB space, which Apple treats alike).
        case sRGB
        /// Red, green and blue in Display P3.
        case displayP3
        /// One white (gray) level.
        case gray
        /// Hue, saturation and brightness (HSB) in sRGB.
        case hueSaturationBrightness
        /// Red, green and blue in linear sRGB (SwiftUI's `.sRGBLinear`): decoded to sRGB.
        case linearSRGB
    }

    /// The space the components were written in.
    public var space: Space
    /// The components as written, scaled to 0…1 (`0x33` and `51` and `0.2` all become 0.2): 3 for RGB and HSB, 1 for gray.
    public var writtenComponents: [Double]
    /// The sRGB red, green and blue, 0…1 (Display P3 colors converted, out-of-gamut values kept unclamped).
    public var red: Double
    /// The sRGB green, 0…1.
    public var green: Double
    /// The sRGB blue, 0…1.
    public var blue: Double
    /// The alpha as written, 0…1 (1 when none was written).
    public var alpha: Double

    /// Creates a value from components in a space.
    public init(space: Space, writtenComponents: [Double], alpha: Double) {
        self.space = space
        self.writtenComponents = writtenComponents
        self.alpha = alpha
        let c = writtenComponents + [0, 0, 0]
        switch space {
        case .sRGB: (red, green, blue) = (c[0], c[1], c[2])
        case .linearSRGB:
            let converted = ColorValue(.srgbLinear, SIMD3(c[0], c[1], c[2])).converted(to: .srgb).coordinates
            (red, green, blue) = (converted.x, converted.y, converted.z)
        case .gray: (red, green, blue) = (c[0], c[0], c[0])
        case .displayP3:
            let converted = ColorValue(.displayP3, SIMD3(c[0], c[1], c[2])).converted(to: .srgb).coordinates
            (red, green, blue) = (converted.x, converted.y, converted.z)
        case .hueSaturationBrightness:
            let (h, s, v) = (c[0] - c[0].rounded(.down), c[1], c[2])
            let sector = h * 6
            let f = sector - sector.rounded(.down)
            let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
            switch Int(sector.rounded(.down)) % 6 {
            case 0: (red, green, blue) = (v, t, p)
            case 1: (red, green, blue) = (q, v, p)
            case 2: (red, green, blue) = (p, v, t)
            case 3: (red, green, blue) = (p, q, v)
            case 4: (red, green, blue) = (t, p, v)
            default: (red, green, blue) = (v, p, q)
            }
        }
    }

    /// `#rrggbb` (or `#rrggbbaa` when translucent) of the sRGB value, each channel rounded and clamped.
    public var hex: String {
        func byte(_ value: Double) -> String {
            let scaled = Int((min(max(value, 0), 1) * 255).rounded())
            let digits = String(scaled, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
}

extension ColorSiteValue {
    /// The value of the constant color call whose arguments open at `open`, when the walker can read it.
    ///
    /// Reads labelled components (`red:green:blue:`, `white:`, `hue:saturation:brightness:`, `displayP3Red:`, `r:g:b:`,
    /// `alpha:`/`opacity:`), a hex string or integer (`hex: "#336699"`, `0x336699`, `rgba: 0x336699ff`), and simple
    /// arithmetic in each (`25.0 / 255.0`, `CGFloat(51) / 255`). Components above 1 are taken as 0…255.
    static func read(in file: SwiftSourceFile, open: Int) -> ColorSiteValue? {
        let close = file.close(of: open)
        guard close > open + 1, close - open < 200 else { return nil }
        // `Color(UIColor(hex: 0xFFAD46))`, `Color(uiColor: NSColor(…))`, `Color(#colorLiteral(…))`: the one color argument's
        // value is the color's.
        var inner = open + 1
        if file.kind(inner) == .identifier, file.punctuation(inner + 1) == UInt8(ascii: ":") { inner += 2 }
        if file.punctuation(inner) == UInt8(ascii: "#") { inner += 1 }
        if ColorCall.isColorType(file.word(inner)) || file.word(inner) == .colorLiteral, file.punctuation(inner + 1) == UInt8(ascii: "("),
           file.close(of: inner + 1) == close - 1 {
            return read(in: file, open: inner + 1)
        }
        var space = Space.sRGB
        var labelled: [(label: String, value: Double)] = []
        var unlabelled: [Double] = []
        var hexValue: (bits: UInt64, digits: Int, rgba: Bool)?
        var cursor = open + 1
        let firstIsUnlabelled = !(file.kind(cursor) == .identifier && file.punctuation(cursor + 1) == UInt8(ascii: ":"))
        while cursor < close {
            // One argument: an optional label, then an expression up to `,` or `)`.
            var label = ""
            if file.kind(cursor) == .identifier, file.punctuation(cursor + 1) == UInt8(ascii: ":") {
                label = file.text(cursor)
                cursor += 2
            }
            var end = cursor
            while end < close, file.punctuation(end) != UInt8(ascii: ",") {
                if file.punctuation(end) == UInt8(ascii: "(") { end = file.close(of: end) }
                end += 1
            }
            if file.punctuation(cursor) == UInt8(ascii: "."), file.kind(cursor + 1) == .identifier, end == cursor + 2 {
                if file.word(cursor + 1) == .displayP3 { space = .displayP3 } else if file.word(cursor + 1) == .sRGBLinear { space = .linearSRGB }
            } else if end == cursor + 1, let hex = Self.hex(file, at: cursor) {
                hexValue = (hex.bits, hex.digits, label.lowercased().contains(bytesOf: "rgba"))
            } else if let value = Self.evaluate(file, from: cursor, to: end) {
                if label.isEmpty { unlabelled.append(value) } else { labelled.append((label, value)) }
            } else {
                return nil
            }
            cursor = end + 1
        }
        var alpha = 1.0
        var components: [Double] = []
        let appleLabels = labelled.contains { Self.appleComponentLabels.contains($0.label) }
        for (label, value) in labelled {
            switch label {
            case "alpha", "opacity", "a": alpha = value
            case "displayP3Red": space = .displayP3; components.append(value)
            case "white": space = .gray; components.append(value)
            case "hue": space = .hueSaturationBrightness; components.append(value)
            default: components.append(value)
            }
        }
        if let hexValue {
            let bits = hexValue.bits
            switch hexValue.digits {
            case 3: components = [Double(bits >> 8 & 0xF) / 15, Double(bits >> 4 & 0xF) / 15, Double(bits & 0xF) / 15]
            case 8:
                // `#AARRGGBB` is more common in hex strings of Swift helpers than `RRGGBBAA`, unless the label says rgba.
                if hexValue.rgba {
                    components = [Double(bits >> 24 & 0xFF) / 255, Double(bits >> 16 & 0xFF) / 255, Double(bits >> 8 & 0xFF) / 255]
                    alpha = Double(bits & 0xFF) / 255
                } else {
                    components = [Double(bits >> 16 & 0xFF) / 255, Double(bits >> 8 & 0xFF) / 255, Double(bits & 0xFF) / 255]
                    alpha = Double(bits >> 24 & 0xFF) / 255
                }
            default: components = [Double(bits >> 16 & 0xFF) / 255, Double(bits >> 8 & 0xFF) / 255, Double(bits & 0xFF) / 255]
            }
            if let first = unlabelled.first { alpha = first }
        } else if components.isEmpty {
            components = unlabelled
        } else if components.count == 2, unlabelled.count == 1, firstIsUnlabelled {
            // Swift 2's convention, the first argument's label left out: `rgb(253, green: 84, blue: 4)`.
            components.insert(unlabelled[0], at: 0)
        }
        guard components.count == 3 || (components.count == 1 && space == .gray) || (components.count == 1 && space == .sRGB) else { return nil }
        if components.count == 1 { space = .gray }
        if space == .hueSaturationBrightness {
            components = [components[0]] + components.dropFirst().map { min(max($0, 0), 1) }
            alpha = min(max(alpha, 0), 1)
        } else {
            (components, alpha) = Self.platformScaled(components, alpha: alpha, appleLabels: appleLabels)
        }
        return ColorSiteValue(space: space, writtenComponents: components, alpha: alpha)
    }

    /// The labels of Apple's own component initializers (`Color(red:green:blue:opacity:)`, `UIColor(white:alpha:)`, …).
    package static let appleComponentLabels: Set<String> = ["red", "green", "blue", "white", "displayP3Red"]

    /// Components and alpha as the platforms take them for an 8-bit color set, each 0…1.
    ///
    /// Apple's initializers take 0…1 and an 8-bit set clamps what lies outside (`Color(white: 2)` is white,
    /// `Color(red: 1.7, green: -0.3, blue: 0.5)` is `#FF0080`, opacity 1.5 is 1). Three whole numbers in 0…255 with one
    /// above 1 are an app's own 0…255 initializer (`UIColor(red: 51, green: 102, blue: 153)`, `rgb(51, 102, 153)`),
    /// read as bytes (a whole alpha above 1 too); so are any components above 1 under labels that are not Apple's
    /// (`r:g:b:`, unlabelled).
    ///
    /// - Parameters:
    ///   - components: The components as written: 3 (RGB) or 1 (gray).
    ///   - alpha: The alpha as written.
    ///   - appleLabels: Whether the components were labelled as Apple's initializers label them.
    package static func platformScaled(_ components: [Double], alpha: Double, appleLabels: Bool) -> (components: [Double], alpha: Double) {
        let wholeBytes = components.count == 3 && components.allSatisfy { $0 >= 0 && $0 <= 255 && $0 == $0.rounded() }
        let bytes = components.contains { $0 > 1 } && (appleLabels ? wholeBytes : components.allSatisfy { $0 >= 0 })
        var alpha = alpha
        if bytes, alpha > 1, alpha <= 255, !appleLabels || alpha == alpha.rounded() { alpha /= 255 }
        return (components.map { min(max(bytes ? $0 / 255 : $0, 0), 1) }, min(max(alpha, 0), 1))
    }

    /// A hex string (`"#336699"`) or a hex integer of 6 or 8 digits (`0x336699`) at `index`: its bits and digit count.
    static func hex(_ file: SwiftSourceFile, at index: Int) -> (bits: UInt64, digits: Int)? {
        if file.kind(index) == .string, !file.isHexString(index) { return nil }
        guard file.kind(index) == .string || file.kind(index) == .number else { return nil }
        var text = Substring(file.text(index))
        if file.kind(index) == .string {
            text = text.drop { $0 == "#" || $0 == "\"" }
            while text.last == "\"" || text.last == "#" { text = text.dropLast() }
            if text.hasPrefix("0x") || text.hasPrefix("0X") { text = text.dropFirst(2) }
        } else if file.kind(index) == .number, text.hasPrefix("0x") {
            text = text.dropFirst(2)
        } else {
            return nil
        }
        let digits = text.filter { $0 != "_" }
        guard [3, 6, 8].contains(digits.count), let bits = UInt64(digits, radix: 16) else { return nil }
        return (bits, digits.count)
    }

    /// The value of `first..<end` when it is numbers joined by `+ - * /` (type conversions such as `CGFloat(…)` allowed).
    static func evaluate(_ file: SwiftSourceFile, from first: Int, to end: Int) -> Double? {
        var terms: [Double] = []
        var operators: [UInt8] = []
        var cursor = first
        var sign = 1.0
        while cursor < end {
            switch file.kind(cursor) {
            case .number:
                let text = file.text(cursor).filter { $0 != "_" }
                let value = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16).map(Double.init) : Double(text)
                guard let value else { return nil }
                terms.append(sign * value)
                sign = 1
            case .identifier:
                // `CGFloat(51)`: the call's single argument.
                guard file.punctuation(cursor + 1) == UInt8(ascii: "("), let inner = evaluate(file, from: cursor + 2, to: file.close(of: cursor + 1)) else { return nil }
                terms.append(sign * inner)
                sign = 1
                cursor = file.close(of: cursor + 1)
            case .punctuation:
                let byte = file.punctuation(cursor)
                if byte == UInt8(ascii: "(") {
                    guard let inner = evaluate(file, from: cursor + 1, to: file.close(of: cursor)) else { return nil }
                    terms.append(sign * inner)
                    sign = 1
                    cursor = file.close(of: cursor)
                } else if byte == UInt8(ascii: "-"), terms.count == operators.count {
                    sign = -sign
                } else if [UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/")].contains(byte), terms.count == operators.count + 1 {
                    operators.append(byte)
                } else {
                    return nil
                }
            default:
                return nil
            }
            cursor += 1
        }
        guard !terms.isEmpty, terms.count == operators.count + 1 else { return nil }
        // `*` and `/` first, then `+` and `-`, left to right.
        var sums: [Double] = [terms[0]]
        var sumOperators: [UInt8] = []
        for (index, op) in operators.enumerated() {
            let next = terms[index + 1]
            switch op {
            case UInt8(ascii: "*"): sums[sums.count - 1] *= next
            case UInt8(ascii: "/"): guard next != 0 else { return nil }; sums[sums.count - 1] /= next
            default: sums.append(next); sumOperators.append(op)
            }
        }
        var result = sums[0]
        for (index, op) in sumOperators.enumerated() { result += op == UInt8(ascii: "+") ? sums[index + 1] : -sums[index + 1] }
        return result.isFinite ? result : nil
    }
}
