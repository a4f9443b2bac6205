import Foundation
import NocturneSupport

/// The type of a CSS math expression, as far as color components need them.
enum CSSCalcType: Sendable, Hashable {
    case number
    case percentage
    case angle
    case length
}

/// A CSS math expression (`calc()`, `min()`, `sign()`, …) parsed into a tree (CSS Values 4 §10).
///
/// Leaves are numbers, percentages, dimensions and channel keywords of relative color syntax.
/// The tree is evaluated when everything it refers to is known; otherwise it is simplified and
/// serialized as CSSOM does, e.g. `calc(50deg + (10deg * sign(1em - 10px)))`.
indirect enum CSSCalcNode: Sendable, Hashable {
    case number(Double)
    case percentage(Double)
    /// A dimension; the unit is lowercased.
    case dimension(Double, String)
    /// A channel keyword of relative color syntax (`r`, `l`, `alpha`, …), lowercased.
    case channel(String)
    case sum([CSSCalcNode])
    case product([CSSCalcNode])
    case negate(CSSCalcNode)
    case invert(CSSCalcNode)
    /// A math function other than `calc()`, lowercased, with its arguments.
    case function(String, [CSSCalcNode])
}

/// What a calculation can refer to while it is evaluated.
struct CSSCalcContext {
    /// Channel keyword values of relative color syntax (already in the keyword's units).
    var channels: [String: Double] = [:]
    /// The font size in px for `em`, `rem`, …; `nil` when not known (specified values).
    var fontSize: Double?

    /// The context of a computed value: 16px fonts, no channels.
    static let computed = CSSCalcContext(channels: [:], fontSize: 16)
    /// The context of a specified value: nothing relative is known.
    static let specified = CSSCalcContext(channels: [:], fontSize: nil)
}

extension CSSCalcNode {
    /// Units of `<angle>` with their size in degrees.
    static let angleUnits: [String: Double] = ["deg": 1, "grad": 0.9, "rad": 180 / Double.pi, "turn": 360]
    /// Absolute units of `<length>` with their size in px.
    static let absoluteLengthUnits: [String: Double] = [
        "px": 1, "cm": 96 / 2.54, "mm": 96 / 25.4, "q": 96 / 101.6, "in": 96, "pt": 96 / 72, "pc": 16,
    ]
    /// Font-relative units of `<length>`, with their size in `em`.
    static let relativeLengthUnits: [String: Double] = ["em": 1, "rem": 1, "ex": 0.5, "ch": 0.5, "cap": 0.7, "ic": 1, "lh": 1.2, "rlh": 1.2]

    /// The type of a unit, or `nil` when it is not an angle or length.
    static func type(ofUnit unit: String) -> CSSCalcType? {
        if angleUnits[unit] != nil { return .angle }
        if absoluteLengthUnits[unit] != nil || relativeLengthUnits[unit] != nil { return .length }
        return nil
    }

    /// The type of the expression, or `nil` when it mixes types that cannot combine.
    ///
    /// - Parameter channelType: The type channel keywords have (numbers in relative color syntax).
    func type() -> CSSCalcType? {
        switch self {
        case .number, .channel: return .number
        case .percentage: return .percentage
        case .dimension(_, let unit): return CSSCalcNode.type(ofUnit: unit)
        case .negate(let child): return child.type()
        case .invert(let child): return child.type() == .number ? .number : nil
        case .sum(let children):
            guard let first = children.first?.type() else { return nil }
            for child in children.dropFirst() where child.type() != first { return nil }
            return first
        case .product(let children):
            var result = CSSCalcType.number
            for child in children {
                guard let type = child.type() else { return nil }
                if type == .number { continue }
                if result != .number { return nil }
                result = type
            }
            return result
        case .function(let name, let arguments):
            let types = arguments.map { $0.type() }
            if types.contains(where: { $0 == nil }) { return nil }
            switch name {
            case "sign": return .number
            case "abs", "min", "max", "clamp", "round", "round-nearest", "round-up", "round-down", "round-to-zero", "mod", "rem", "hypot":
                guard let first = types.first ?? nil else { return nil }
                for type in types.dropFirst() where type != first { return nil }
                return first
            case "sin", "cos", "tan":
                return types[0] == .number || types[0] == .angle ? .number : nil
            case "asin", "acos", "atan":
                return types[0] == .number ? .angle : nil
            case "atan2":
                return types[0] == types[1] ? .angle : nil
            case "pow", "sqrt", "exp", "log":
                return types.allSatisfy { $0 == .number } ? .number : nil
            default: return nil
            }
        }
    }

    /// Evaluates the expression to a value in its type's canonical unit (deg, px, %, number).
    ///
    /// - Returns: The value, or `nil` when it refers to something the context does not know.
    func evaluate(in context: CSSCalcContext) -> Double? {
        switch self {
        case .number(let value), .percentage(let value): return value
        case .dimension(let value, let unit):
            if let scale = CSSCalcNode.angleUnits[unit] { return value * scale }
            if let scale = CSSCalcNode.absoluteLengthUnits[unit] { return value * scale }
            if let scale = CSSCalcNode.relativeLengthUnits[unit], let fontSize = context.fontSize {
                return value * scale * fontSize
            }
            return nil
        case .channel(let name): return context.channels[name]
        case .negate(let child): return child.evaluate(in: context).map { -$0 }
        case .invert(let child): return child.evaluate(in: context).map { 1 / $0 }
        case .sum(let children):
            var total = 0.0
            for child in children {
                guard let value = child.evaluate(in: context) else { return nil }
                total += value
            }
            return total
        case .product(let children):
            var total = 1.0
            for child in children {
                guard let value = child.evaluate(in: context) else { return nil }
                total *= value
            }
            return total
        case .function(let name, let arguments):
            var values: [Double] = []
            values.reserveCapacity(arguments.count)
            for argument in arguments {
                guard let value = argument.evaluate(in: context) else { return nil }
                values.append(value)
            }
            let argumentType = arguments.first?.type()
            return CSSCalcNode.apply(name, values, argumentType: argumentType)
        }
    }

    static func apply(_ name: String, _ values: [Double], argumentType: CSSCalcType?) -> Double? {
        func radians(_ value: Double) -> Double { argumentType == .angle ? value * Double.pi / 180 : value }
        switch name {
        case "min": return values.contains(where: \.isNaN) ? .nan : values.min()
        case "max": return values.contains(where: \.isNaN) ? .nan : values.max()
        case "clamp":
            guard values.count == 3 else { return nil }
            if values.contains(where: \.isNaN) { return .nan }
            return max(values[0], min(values[1], values[2]))
        case "abs": return abs(values[0])
        case "sign":
            let value = values[0]
            if value.isNaN { return .nan }
            return value > 0 ? 1 : (value < 0 ? -1 : value)
        case "round":
            // round(<strategy>?, A, B?) — the strategy is folded into the name by the parser.
            let step = values.count > 1 ? values[1] : 1
            return roundValue(values[0], step: step, strategy: "nearest")
        case "round-up": return roundValue(values[0], step: values.count > 1 ? values[1] : 1, strategy: "up")
        case "round-down": return roundValue(values[0], step: values.count > 1 ? values[1] : 1, strategy: "down")
        case "round-to-zero": return roundValue(values[0], step: values.count > 1 ? values[1] : 1, strategy: "to-zero")
        case "round-nearest": return roundValue(values[0], step: values.count > 1 ? values[1] : 1, strategy: "nearest")
        case "mod":
            guard values.count == 2, values[1] != 0, values[1].isFinite || !values[0].isFinite else { return .nan }
            if values[1].isInfinite { return values[0].sign == values[1].sign ? values[0] : .nan }
            let result = values[0] - values[1] * (values[0] / values[1]).rounded(.down)
            return result
        case "rem":
            guard values.count == 2, values[1] != 0 else { return .nan }
            return values[0].truncatingRemainder(dividingBy: values[1])
        case "hypot": return values.reduce(0) { $0 + $1 * $1 }.squareRoot()
        case "sin": return sin(radians(values[0]))
        case "cos": return cos(radians(values[0]))
        case "tan": return tan(radians(values[0]))
        case "asin": return asin(values[0]) * 180 / Double.pi
        case "acos": return acos(values[0]) * 180 / Double.pi
        case "atan": return atan(values[0]) * 180 / Double.pi
        case "atan2": return atan2(values[0], values[1]) * 180 / Double.pi
        case "pow": return pow(values[0], values[1])
        case "sqrt": return values[0].squareRoot()
        case "exp": return exp(values[0])
        case "log":
            if values.count == 2 { return Foundation.log(values[0]) / Foundation.log(values[1]) }
            return Foundation.log(values[0])
        default: return nil
        }
    }

    static func roundValue(_ value: Double, step: Double, strategy: String) -> Double {
        if step == 0 || value.isNaN || step.isNaN { return .nan }
        if value.isInfinite { return step.isInfinite ? .nan : value }
        let step = abs(step)
        if step.isInfinite {
            switch strategy {
            case "up": return value > 0 ? .infinity : (value.sign == .minus ? -0.0 : 0)
            case "down": return value < 0 ? -.infinity : (value.sign == .minus ? -0.0 : 0)
            default: return value.sign == .minus ? -0.0 : 0
            }
        }
        let lower = (value / step).rounded(.down) * step
        let upper = lower + step
        switch strategy {
        case "up": return value == lower ? lower : upper
        case "down": return lower
        case "to-zero": return value >= 0 ? lower : (value == lower ? lower : upper)
        default: return (value - lower) < (upper - value) ? lower : upper
        }
    }

    /// Whether the expression refers to a channel keyword.
    var refersToChannels: Bool {
        switch self {
        case .number, .percentage, .dimension: false
        case .channel: true
        case .negate(let child), .invert(let child): child.refersToChannels
        case .sum(let children), .product(let children), .function(_, let children): children.contains { $0.refersToChannels }
        }
    }
}

// MARK: - Simplification and serialization (CSS Values 4 §10.10, §10.12)

extension CSSCalcNode {
    /// The numeric leaf's value and unit key (`""` number, `"%"`, or a unit), or `nil` for other nodes.
    private var numericLeaf: (Double, String)? {
        switch self {
        case .number(let value): (value, "")
        case .percentage(let value): (value, "%")
        case .dimension(let value, let unit): (value, unit)
        default: nil
        }
    }

    private static func leaf(_ value: Double, _ unit: String) -> CSSCalcNode {
        switch unit {
        case "": .number(value)
        case "%": .percentage(value)
        default: .dimension(value, unit)
        }
    }

    /// The expression simplified as far as the context allows (constant folding, like units combined).
    func simplified(in context: CSSCalcContext) -> CSSCalcNode {
        switch self {
        case .number, .percentage: return self
        case .dimension(let value, let unit):
            if let scale = CSSCalcNode.angleUnits[unit] { return .dimension(value * scale, "deg") }
            if let scale = CSSCalcNode.absoluteLengthUnits[unit] { return .dimension(value * scale, "px") }
            if let scale = CSSCalcNode.relativeLengthUnits[unit], let fontSize = context.fontSize {
                return .dimension(value * scale * fontSize, "px")
            }
            return self
        case .channel(let name):
            if let value = context.channels[name] { return .number(value) }
            return self
        case .negate(let child):
            let inner = child.simplified(in: context)
            if let (value, unit) = inner.numericLeaf { return CSSCalcNode.leaf(-value, unit) }
            if case .negate(let grandchild) = inner { return grandchild }
            return .negate(inner)
        case .invert(let child):
            let inner = child.simplified(in: context)
            if case .number(let value) = inner { return .number(1 / value) }
            if case .invert(let grandchild) = inner { return grandchild }
            return .invert(inner)
        case .sum(let children):
            var flat: [CSSCalcNode] = []
            for child in children {
                let inner = child.simplified(in: context)
                if case .sum(let grandchildren) = inner { flat.append(contentsOf: grandchildren) } else { flat.append(inner) }
            }
            var combined: [CSSCalcNode] = []
            for node in flat {
                if let (value, unit) = node.numericLeaf,
                   let index = combined.firstIndex(where: { $0.numericLeaf?.1 == unit }),
                   let existing = combined[index].numericLeaf {
                    combined[index] = CSSCalcNode.leaf(existing.0 + value, unit)
                } else {
                    combined.append(node)
                }
            }
            return combined.count == 1 ? combined[0] : .sum(combined)
        case .product(let children):
            var flat: [CSSCalcNode] = []
            for child in children {
                let inner = child.simplified(in: context)
                if case .product(let grandchildren) = inner { flat.append(contentsOf: grandchildren) } else { flat.append(inner) }
            }
            var factor = 1.0
            var hasFactor = false
            var rest: [CSSCalcNode] = []
            for node in flat {
                if case .number(let value) = node {
                    factor *= value
                    hasFactor = true
                } else {
                    rest.append(node)
                }
            }
            // One numeric leaf with a unit absorbs the numeric factor.
            if let index = rest.firstIndex(where: { $0.numericLeaf != nil }), let (value, unit) = rest[index].numericLeaf, hasFactor {
                rest[index] = CSSCalcNode.leaf(value * factor, unit)
                hasFactor = false
            }
            if rest.isEmpty { return .number(factor) }
            if hasFactor { rest.insert(.number(factor), at: 0) }
            return rest.count == 1 ? rest[0] : .product(rest)
        case .function(let name, let arguments):
            let simplifiedArguments = arguments.map { $0.simplified(in: context) }
            if simplifiedArguments.allSatisfy({ $0.numericLeaf != nil }) {
                let units = Set(simplifiedArguments.compactMap { $0.numericLeaf?.1 })
                if units.count <= 1, let value = CSSCalcNode.apply(name, simplifiedArguments.compactMap { $0.numericLeaf?.0 }, argumentType: arguments.first?.type()) {
                    let resultType = type()
                    // A result of the arguments' own type keeps their unit (min(1em, 2em) is 1em).
                    if let unit = units.first, resultType == arguments.first?.type() { return CSSCalcNode.leaf(value, unit) }
                    switch resultType {
                    case .number: return .number(value)
                    case .percentage: return .percentage(value)
                    case .angle: return .dimension(value, "deg")
                    case .length, nil: break
                    }
                }
            }
            return .function(name, simplifiedArguments)
        }
    }

    /// Sorts a sum's or product's children as CSSOM does: number, percentage, dimensions by unit, then the rest.
    private static func sorted(_ children: [CSSCalcNode]) -> [CSSCalcNode] {
        var numbers: [CSSCalcNode] = []
        var percentages: [CSSCalcNode] = []
        var dimensions: [(String, CSSCalcNode)] = []
        var rest: [CSSCalcNode] = []
        for child in children {
            switch child {
            case .number: numbers.append(child)
            case .percentage: percentages.append(child)
            case .dimension(_, let unit): dimensions.append((unit, child))
            default: rest.append(child)
            }
        }
        let orderedDimensions = dimensions.enumerated().sorted { lhs, rhs in
            lhs.element.0 == rhs.element.0 ? lhs.offset < rhs.offset : lhs.element.0 < rhs.element.0
        }.map(\.element.1)
        return numbers + percentages + orderedDimensions + rest
    }

    /// The CSSOM serialization of the expression as a top-level math function (`calc(…)` unless it is one).
    var serialized: String {
        switch self {
        case .function: return serialize(nested: false)
        default: return "calc(\(serialize(nested: false)))"
        }
    }

    /// A value with a unit; an infinite or NaN one is written `infinity * 1deg`, since `infinitydeg` is one identifier.
    private static func unitLeaf(_ value: Double, _ unit: String, nested: Bool) -> String {
        if value.isFinite { return NumberText.css(value, inCalc: true) + unit }
        let product = NumberText.css(value, inCalc: true) + " * 1" + unit
        return nested ? "(\(product))" : product
    }

    private func serialize(nested: Bool) -> String {
        switch self {
        case .number(let value): return NumberText.css(value, inCalc: true)
        case .percentage(let value): return CSSCalcNode.unitLeaf(value, "%", nested: nested)
        case .dimension(let value, let unit): return CSSCalcNode.unitLeaf(value, unit, nested: nested)
        case .channel(let name): return name
        case .negate(let child): return "(-1 * \(child.serialize(nested: true)))"
        case .invert(let child): return "(1 / \(child.serialize(nested: true)))"
        case .sum(let children):
            let ordered = CSSCalcNode.sorted(children)
            var text = ordered.first?.serialize(nested: true) ?? ""
            for child in ordered.dropFirst() {
                if case .negate(let inner) = child {
                    text += " - " + inner.serialize(nested: true)
                } else if let (value, unit) = child.numericLeaf, value < 0 || (value == 0 && value.sign == .minus) {
                    text += " - " + CSSCalcNode.leaf(-value, unit).serialize(nested: true)
                } else {
                    text += " + " + child.serialize(nested: true)
                }
            }
            return nested ? "(\(text))" : text
        case .product(let children):
            let ordered = CSSCalcNode.sorted(children)
            var text = ordered.first?.serialize(nested: true) ?? ""
            for child in ordered.dropFirst() {
                if case .invert(let inner) = child {
                    text += " / " + inner.serialize(nested: true)
                } else {
                    text += " * " + child.serialize(nested: true)
                }
            }
            return nested ? "(\(text))" : text
        case .function(let name, let arguments):
            let spelled = name.hasPrefix("round-") ? "round(" + name.dropFirst(6) + ", " : name + "("
            return spelled + arguments.map { $0.serialize(nested: false) }.joined(separator: ", ") + ")"
        }
    }
}
