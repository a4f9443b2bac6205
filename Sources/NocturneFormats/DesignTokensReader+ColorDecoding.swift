import NocturneColor
import NocturneSupport

/// Color values: CSS and hex strings, DTCG color objects, alphas, and the DTCG ranges of components.
extension DesignTokensReader.Resolver {
    /// An alpha as written (a number from 0 to 1), `nil` when absent.
    func alpha(_ value: JSONValue?, token: DesignTokensReader.RawToken, at location: DesignTokensReader.ValueLocation) -> Result<Double?, DesignTokensReader.Problem> {
        guard let value else { return .success(nil) }
        guard let alpha = value.doubleValue, alpha.isFinite else {
            return .failure(DesignTokensReader.Problem(error: FormatError(.badComponent, file: token.file, key: token.key,
                message: "alpha is \(value.excerpt), not a number from 0 to 1"), location: location))
        }
        guard (0...1).contains(alpha) else {
            return .failure(DesignTokensReader.Problem(error: FormatError(.badComponent, file: token.file, key: token.key,
                message: "alpha is \(value.excerpt), outside 0 to 1"), location: location))
        }
        return .success(alpha)
    }

    /// The color of a value that is not an alias: a color string or a DTCG color object.
    mutating func color(of value: JSONValue, token: DesignTokensReader.RawToken, at location: DesignTokensReader.ValueLocation) -> Outcome {
        func failure(_ kind: FormatError.Kind, _ message: String, at location: DesignTokensReader.ValueLocation) -> Outcome {
            .failure(DesignTokensReader.Problem(error: FormatError(kind, file: token.file, key: token.key, message: message), location: location))
        }
        switch value {
        case .string(let text):
            guard let color = ColorText.parse(text) else { return failure(.badColor, "not a color: \(value.excerpt)", at: location) }
            if let problem = ColorText.nonFiniteProblem(of: text) ?? ColorText.inputProblem(of: color) {
                return failure(.badColor, "\(value.excerpt): \(problem)", at: location)
            }
            return .success(TokenColor(color), usesMode: false)
        case .object:
            if let spaceValue = value["colorSpace"] {
                let alpha: Double
                switch self.alpha(value["alpha"], token: token, at: location.appending(.key("alpha"))) {
                case .failure(let problem): return .failure(problem)
                case .success(let given): alpha = given ?? 1
                }
                let hexText = value["hex"]?.stringValue
                let hex = hexText.flatMap { TokenColor(hex: $0)?.color?.withAlpha(alpha) }
                guard let space = spaceValue.stringValue, let colorSpace = ColorSpace(cssName: space) else {
                    // An unknown space with a hex is what the hex is for: tools that do not know the space use it.
                    if let hex { return .success(TokenColor(hex), usesMode: false) }
                    return failure(.unknownColorSpace, "color object with unknown colorSpace \(spaceValue.excerpt) and no usable hex",
                                   at: location.appending(.key("colorSpace")))
                }
                let componentsLocation = location.appending(.key("components"))
                guard let list = value["components"]?.elements else {
                    let found = value["components"].map { "\($0.excerpt) instead of an array" } ?? "no 'components'"
                    return failure(.structure, "\(space) takes 3 components, found \(found)", at: value["components"] == nil ? location : componentsLocation)
                }
                guard list.count == 3 else {
                    return failure(.structure, "\(space) takes 3 components, found \(list.count)", at: componentsLocation)
                }
                var numbers: [Double?] = []
                for (index, component) in list.enumerated() {
                    if component.stringValue == "none" {
                        numbers.append(nil)
                    } else if let number = component.doubleValue, number.isFinite {
                        numbers.append(number)
                    } else {
                        let reason = component.doubleValue == nil ? "not a number or \"none\"" : "not a finite number"
                        return failure(.badComponent, "components[\(index)] is \(component.excerpt), \(reason)",
                                       at: componentsLocation.appending(.index(index)))
                    }
                }
                let exact = ColorValue(colorSpace, components: numbers[0], numbers[1], numbers[2], alpha: alpha)
                if let problem = ColorText.inputProblem(of: exact) {
                    return failure(.badComponent, problem, at: componentsLocation)
                }
                for (index, number) in numbers.enumerated() {
                    guard let number, let range = DesignTokensReader.componentRange(colorSpace, index: index) else { continue }
                    let slack = 1e-6 * max(1, range.upperBound.isFinite ? range.upperBound : 0)
                    guard number < range.lowerBound - slack || number > range.upperBound + slack else { continue }
                    let bounds = range.upperBound.isFinite ? "\(NumberText.shortest(range.lowerBound)) to \(NumberText.shortest(range.upperBound))"
                        : "at least \(NumberText.shortest(range.lowerBound))"
                    warnings.append(DesignTokensReader.Problem(error: FormatError(.badComponent, severity: .warning, file: token.file, key: token.key,
                        message: "components[\(index)] is \(list[index].excerpt), outside \(space)'s range (\(bounds)); read as written"),
                        location: componentsLocation.appending(.index(index))))
                }
                if let hexText, hex == nil {
                    warnings.append(DesignTokensReader.Problem(error: FormatError(.badColor, severity: .warning, file: token.file, key: token.key,
                        message: "hex \(JSONValue.string(hexText).excerpt) is not a hex color; the components are used"),
                        location: location.appending(.key("hex"))))
                }
                // The hex is the sRGB value the author chose for sRGB displays; the exact value becomes the wide one.
                if colorSpace != .srgb, let hex {
                    return .success(TokenColor(hex, displayP3: colorSpace == .displayP3 ? exact : exact.converted(to: .displayP3)), usesMode: false)
                }
                return .success(TokenColor(exact), usesMode: false)
            }
            if let hex = value["hex"]?.stringValue, let color = TokenColor(hex: hex) { return .success(color, usesMode: false) }
            return failure(.badColor, "not a color object: \(value.excerpt)", at: location)
        default:
            return failure(.badColor, "not a color: \(value.excerpt)", at: location)
        }
    }
}

extension DesignTokensReader {
    /// The range the DTCG color module gives a component of a space, or `nil` when it gives none (hues wrap; `a`, `b`, XYZ are open).
    static func componentRange(_ space: ColorSpace, index: Int) -> ClosedRange<Double>? {
        switch (space, index) {
        case (.srgb, _), (.srgbLinear, _), (.displayP3, _), (.displayP3Linear, _), (.a98RGB, _), (.prophotoRGB, _), (.rec2020, _): 0...1
        case (.hsl, 1), (.hsl, 2), (.hwb, 1), (.hwb, 2), (.hsv, 1), (.hsv, 2): 0...100
        case (.lab, 0), (.lch, 0): 0...100
        case (.oklab, 0), (.oklch, 0): 0...1
        case (.lch, 1), (.oklch, 1): 0...Double.infinity
        default: nil
        }
    }
}
