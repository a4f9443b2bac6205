/// Why a ``ColorValue`` could not be created.
public enum ColorValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A component was NaN or infinite; `index` 0…2 is a coordinate, 3 is alpha.
    case nonFiniteComponent(space: ColorSpace, index: Int, value: Double)

    /// A sentence saying which component of which space was not a finite number.
    public var description: String {
        switch self {
        case let .nonFiniteComponent(space, index, value):
            let names = space.componentNames
            let name = [names.0, names.1, names.2, "alpha"][min(max(index, 0), 3)]
            return "component '\(name)' of a \(space.rawValue) color is \(value), not a finite number"
        }
    }
}
