/// What a call that builds a color is: constant components, a named color, or something computed.
enum ColorCall: Sendable, Hashable {
    /// Every argument is a literal (numbers, hex strings, color spaces, nested constant colors).
    case constant(close: Int, translucentBlackOrWhite: Bool)
    /// A constant color with alpha 0: clear, not a color anyone sees.
    case clear(close: Int)
    /// A color named by a string literal (`Color("Trail")`, `UIColor(named: "Trail")`).
    case named(String, nameToken: Int, close: Int)
    /// A color computed from something that is not a literal (a variable, a member, a closure).
    case computed

    /// The most tokens a constant color's arguments may span.
    static let argumentTokenLimit = 400

    /// The color types whose initializers build colors.
    static func isColorType(_ word: Word) -> Bool {
        switch word {
        case .Color, .UIColor, .NSColor, .CGColor, .CIColor: true
        default: false
        }
    }

    /// The index of the opening parenthesis when a color-building call starts at `index`, else `nil`.
    ///
    /// Recognizes `Color(`, `UIColor.init(`, `#colorLiteral(`, a project's color-returning function
    /// (`srgb(`) and, when `initIsColor` says the context is a color, `.init(`.
    static func open(in file: SwiftSourceFile, at index: Int, wrappers: ColorDefinitions.ColorWrappers, initIsColor: Bool) -> Int? {
        guard index < file.count else { return nil }
        let token = file.tokens[index]
        switch token.kind {
        case .identifier:
            if isColorType(token.word) {
                // `x.Color(` is some other type's member; `SwiftUI.Color(` is the color.
                if file.punctuation(index - 1) == UInt8(ascii: "."), file.word(index - 2) != .SwiftUI { return nil }
                if file.punctuation(index + 1) == UInt8(ascii: "(") { return index + 1 }
                if file.punctuation(index + 1) == UInt8(ascii: "."), file.word(index + 2) == .`init`, file.punctuation(index + 3) == UInt8(ascii: "(") {
                    return index + 3
                }
                return nil
            }
            guard !wrappers.isEmpty, file.punctuation(index + 1) == UInt8(ascii: "("), file.word(index - 1) != .func else { return nil }
            let afterDot = file.punctuation(index - 1) == UInt8(ascii: ".")
            if !afterDot, wrappers.global.contains(token.hash) { return index + 1 }
            if afterDot, wrappers.member.contains(token.hash), file.isOperator(index - 1, "."),
                file.kind(index - 2) != .identifier || isColorType(file.word(index - 2)) {
                return index + 1
            }
            return nil
        case .pound:
            return token.word == .colorLiteral && file.punctuation(index + 1) == UInt8(ascii: "(") ? index + 1 : nil
        case .punctuation:
            if initIsColor, file.punctuation(index) == UInt8(ascii: "."), file.word(index + 1) == .`init`, file.punctuation(index + 2) == UInt8(ascii: "(") {
                return index + 2
            }
            return nil
        default:
            return nil
        }
    }

    /// Classifies the call whose arguments open at `open`.
    static func classify(in file: SwiftSourceFile, open: Int) -> ColorCall {
        let close = file.close(of: open)
        // No constant color has hundreds of tokens of arguments; a longer call (or a hostile nest of calls) is computed,
        // so that nested calls cost no more than a bounded look each.
        guard close > open + 1, close - open < argumentTokenLimit else { return .computed }
        // A name: `Color("Trail")`, `Color("Trail", bundle: .main)`, `UIColor(named: "Trail")`.
        if file.kind(open + 1) == .string, !file.isHexString(open + 1), let name = file.stringValue(open + 1) {
            return file.punctuation(open + 2) == UInt8(ascii: ")") || file.punctuation(open + 2) == UInt8(ascii: ",")
                ? .named(name, nameToken: open + 1, close: close) : .computed
        }
        if file.word(open + 1) == .named, file.punctuation(open + 2) == UInt8(ascii: ":") {
            if let name = file.stringValue(open + 3) { return .named(name, nameToken: open + 3, close: close) }
            return .computed
        }
        var sawValue = false
        var alphaIsZero = false
        var alpha: Double?
        var components: [Double] = []
        var index = open + 1
        while index < close {
            let token = file.tokens[index]
            switch token.kind {
            case .number:
                sawValue = true
            case .string:
                guard file.isHexString(index) else { return .computed }
                sawValue = true
            case .interpolatedString, .attribute:
                return .computed
            case .pound:
                guard token.word == .colorLiteral else { return .computed }
            case .identifier:
                let previous = file.punctuation(index - 1)
                if file.punctuation(index + 1) == UInt8(ascii: ":"), previous == UInt8(ascii: "(") || previous == UInt8(ascii: ",") {
                    // An argument label. A light/dark pair is a dynamic color, not a constant one.
                    if file.contains(index, anyOf: NameParts.mode) { return .computed }
                    let value = simpleNumber(in: file, at: index + 2)
                    if token.word == .alpha || token.word == .opacity {
                        alpha = value
                        if value == 0 { alphaIsZero = true }
                    } else if let value {
                        components.append(value)
                    }
                    index += 2
                    continue
                }
                switch token.word {
                case .CGFloat, .Double, .Float, .Int, .UInt, .UInt8, .UInt32, .UInt64:
                    guard file.punctuation(index + 1) == UInt8(ascii: "(") else { return .computed }
                case .sRGB, .sRGBLinear, .displayP3, .extendedSRGB, .RGBColorSpace, .SwiftUI, .`init`:
                    break
                default:
                    guard isColorType(token.word) else { return .computed }
                }
            case .punctuation:
                switch file.punctuation(index) {
                case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: ":"),
                    UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"):
                    break
                default:
                    return .computed
                }
            }
            index += 1
        }
        guard sawValue else { return .computed }
        if alphaIsZero { return .clear(close: close) }
        let translucent = (alpha ?? 1) < 1 && !components.isEmpty && (components.allSatisfy { $0 == 0 } || components.allSatisfy { $0 == 1 || $0 == 255 })
        return .constant(close: close, translucentBlackOrWhite: translucent)
    }

    /// The value of a lone number literal at `index` (followed by `,` or `)`), else `nil`.
    static func simpleNumber(in file: SwiftSourceFile, at index: Int) -> Double? {
        guard file.kind(index) == .number else { return nil }
        let next = file.punctuation(index + 1)
        guard next == UInt8(ascii: ",") || next == UInt8(ascii: ")") else { return nil }
        let text = String(file.text(index).filter { $0 != "_" })
        if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16).map(Double.init) }
        return Double(text)
    }
}
