/// One value per ``AppearanceMode``: eight slots laid out by ``AppearanceMode/index``.
///
/// The one shape of every per-mode value in the package: a theme token's values, a pair's results,
/// the contrast of two colors in each mode, a token's explicit values (`ModeValues<TokenColor?>`).
/// It is a random-access collection in ``AppearanceMode/all`` order, read by mode with
/// ``subscript(_:)-(AppearanceMode)``, and encodes as the mode-keyed JSON object the audit prints:
/// `{"light-standard-base": …, "dark-standard-base": …, …}`.
///
/// ```swift
/// let ratios = ModeValues { mode in mode.colorScheme == .dark ? 12.6 : 8.7 }
/// ratios[AppearanceMode(colorScheme: .dark)]      // 12.6
/// ratios.allSatisfy { $0 >= 4.5 }                 // true
/// ```
public struct ModeValues<Value> {
    /// The values, in ``AppearanceMode/all`` order; always eight.
    public private(set) var values: [Value]

    /// Creates the values by computing one for each mode, in ``AppearanceMode/all`` order.
    ///
    /// - Parameter value: The value of a mode.
    public init(_ value: (AppearanceMode) throws -> Value) rethrows {
        var values: [Value] = []
        values.reserveCapacity(AppearanceMode.count)
        for mode in AppearanceMode.all { values.append(try value(mode)) }
        self.values = values
    }

    /// Creates the same value in every mode.
    public init(repeating value: Value) {
        self.values = Array(repeating: value, count: AppearanceMode.count)
    }

    /// Creates the values from an array in ``AppearanceMode/all`` order, or `nil` unless it holds exactly eight.
    public init?(_ values: [Value]) {
        guard values.count == AppearanceMode.count else { return nil }
        self.values = values
    }

    /// The value in a mode.
    public subscript(mode: AppearanceMode) -> Value {
        get { values[mode.index] }
        set { values[mode.index] = newValue }
    }

    /// The values transformed, mode by mode.
    public func map<Other>(_ transform: (Value) throws -> Other) rethrows -> ModeValues<Other> {
        ModeValues<Other>(unchecked: try values.map(transform))
    }

    /// The values transformed with their mode.
    public func mapModes<Other>(_ transform: (AppearanceMode, Value) throws -> Other) rethrows -> ModeValues<Other> {
        var result: [Other] = []
        result.reserveCapacity(AppearanceMode.count)
        for (index, value) in values.enumerated() { result.append(try transform(AppearanceMode(_index: index), value)) }
        return ModeValues<Other>(unchecked: result)
    }

    /// Each mode with its value, in ``AppearanceMode/all`` order.
    package var modes: [(mode: AppearanceMode, value: Value)] {
        values.enumerated().map { (AppearanceMode(_index: $0.offset), $0.element) }
    }

    /// Creates the values mode by mode in ``AppearanceMode/all`` order, each computed with the values of the modes before it.
    ///
    /// For values solved in order, where a mode may reuse an earlier one (an elevated mode its base mode, index − 4;
    /// an Increase Contrast mode its standard one, index − 2).
    ///
    /// - Parameter value: The value of a mode, given the values of the modes before it (indexed by ``AppearanceMode/index``).
    package init(inOrder value: (AppearanceMode, _ earlier: [Value]) throws -> Value) rethrows {
        var values: [Value] = []
        values.reserveCapacity(AppearanceMode.count)
        for mode in AppearanceMode.all { values.append(try value(mode, values)) }
        self.values = values
    }

    /// Values known to be eight, in ``AppearanceMode/all`` order (the package's own tables).
    package init(unchecked values: [Value]) {
        self.values = values
    }
}

extension ModeValues: RandomAccessCollection {
    /// The first position, 0.
    public var startIndex: Int { 0 }
    /// One past the last position, ``AppearanceMode/count``.
    public var endIndex: Int { AppearanceMode.count }
    /// The value at a position in ``AppearanceMode/all`` order.
    public subscript(position: Int) -> Value { values[position] }
}

extension ModeValues: ExpressibleByDictionaryLiteral where Value: ExpressibleByNilLiteral {
    /// Creates sparse values: the modes listed get their values, every other mode `nil`.
    public init(dictionaryLiteral elements: (AppearanceMode, Value)...) {
        self.init(repeating: nil)
        for (mode, value) in elements { self[mode] = value }
    }
}

extension ModeValues: Equatable where Value: Equatable {}
extension ModeValues: Hashable where Value: Hashable {}
extension ModeValues: Sendable where Value: Sendable {}

extension ModeValues: Codable where Value: Codable {
    /// Encodes a JSON object keyed by ``AppearanceMode/key``, modes in ``AppearanceMode/all`` order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ModeKey.self)
        for (mode, value) in modes { try container.encode(value, forKey: ModeKey(stringValue: mode.key)) }
    }

    /// Decodes a JSON object keyed by ``AppearanceMode/key``; every one of the eight keys must be present.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ModeKey.self)
        self = try ModeValues { mode in try container.decode(Value.self, forKey: ModeKey(stringValue: mode.key)) }
    }
}

/// A mode's key (`light-standard-base`) as a coding key.
private struct ModeKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
