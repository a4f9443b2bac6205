import NocturneSupport

/// Why a ``ColorValue`` could not be created, or cannot be used as input.
public enum ColorValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A component was NaN or infinite; `index` 0…2 is a coordinate, 3 is alpha.
    case nonFiniteComponent(space: ColorSpace, index: Int, value: Double)
    /// A component was finite but beyond ``ColorValue/largestComponentMagnitude``, where conversions overflow;
    /// `index` 0…2 is a coordinate, 3 is alpha.
    case componentTooLarge(space: ColorSpace, index: Int, value: Double)

    /// A sentence saying which component of which space was not usable, and why.
    public var description: String {
        switch self {
        case let .nonFiniteComponent(space, index, value):
            return "component \(ColorValueError.name(index, in: space)) of a \(space.rawValue) color is \(NumberText.nonFinite(value)), not a finite number"
        case let .componentTooLarge(space, index, value):
            let limit = ColorValueError.number(ColorValue.largestComponentMagnitude)
            return "component \(ColorValueError.name(index, in: space)) of a \(space.rawValue) color is \(ColorValueError.number(value)), "
                + "too large to convert (the limit is ±\(limit))"
        }
    }

    /// A large number as people write it in CSS: six significant digits, a bare exponent (`1e308`, `-2.5e16`, `1e9`).
    private static func number(_ value: Double) -> String {
        let text = NumberText.significant(value, digits: 6)
        guard let e = text.firstIndex(of: "e"), let exponent = Int(text[text.index(after: e)...]) else { return text }
        return text[..<e] + "e\(exponent)"
    }

    /// The quoted name of a component (`'r'`, `'alpha'`).
    private static func name(_ index: Int, in space: ColorSpace) -> String {
        let names = space.componentNames
        return "'" + [names.0, names.1, names.2, "alpha"][min(max(index, 0), 3)] + "'"
    }
}
