import Foundation
import NocturneTestSupport
import Testing
@testable import NocturneColor

/// Loads the JSON files of `vectors/` inside the reference folder (``ReferenceFolder``, the one locator).
///
/// The folder is never copied into the repository; when it is absent the conformance suites are
/// disabled with the reason (``Testing/Trait/requiresReference(_:sourceLocation:)``), and their
/// argument lists are empty.
enum ReferenceVectors {
    /// The path of a vector file inside the reference folder, for ``Testing/Trait/requiresReference(_:sourceLocation:)``.
    static func path(_ name: String) -> String { "vectors/" + name }

    /// The URL of a vector file, or `nil` when it is absent.
    static func url(_ name: String) -> URL? { ReferenceFolder.url(path(name)) }

    /// Decodes a vector file: `nil` when it is absent, a failure when present but not decodable.
    static func load<T: Decodable>(_ type: T.Type, from name: String) -> Result<T, any Error>? {
        guard let url = url(name), let data = try? Data(contentsOf: url) else { return nil }
        return Result { try JSONDecoder().decode(T.self, from: data) }
    }

    /// The decoded value, or an empty fallback when absent; a decoding error is recorded as a test issue
    /// by the suites' `decodes` test, never silently turned into zero cases.
    static func values<T: Decodable, Element>(_ result: Result<T, any Error>?, _ extract: (T) -> [Element]) -> [Element] {
        guard case .success(let value)? = result else { return [] }
        return extract(value)
    }
}

/// Tolerant comparison helpers shared by the conformance suites.
enum Approximately {
    /// `|a - b| <= tolerance`, NaN never equal.
    static func equal(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
        abs(a - b) <= tolerance
    }

    /// Hue angles compared on the circle.
    static func equalHue(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
        let d = abs(a - b).truncatingRemainder(dividingBy: 360)
        return min(d, 360 - d) <= tolerance
    }
}

/// A decoded JSON number, string, bool or null, for fields whose type varies between vectors.
enum JSONScalar: Decodable, Sendable, Hashable, CustomStringConvertible {
    case number(Double)
    case string(String)
    case bool(Bool)
    case null

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else { self = .string(try container.decode(String.self)) }
    }

    var number: Double? { if case .number(let v) = self { v } else { nil } }
    var string: String? { if case .string(let v) = self { v } else { nil } }

    var description: String {
        switch self {
        case .number(let v): "\(v)"
        case .string(let v): "\"\(v)\""
        case .bool(let v): "\(v)"
        case .null: "null"
        }
    }
}
