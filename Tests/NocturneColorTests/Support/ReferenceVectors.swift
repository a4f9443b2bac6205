import Foundation
import Testing
@testable import NocturneColor

/// Locates `../shared/reference/vectors` next to the package root and loads its JSON files.
///
/// The folder is never copied into the repository; when it is absent the conformance suites are
/// disabled with a comment saying so (a recorded skip), and their argument lists are empty.
enum ReferenceVectors {
    /// `<package root>/../shared/reference/vectors`, found from this file's path.
    ///
    /// A git worktree one level deeper (`/work/wt/<name>`) looks one folder further up, so the same
    /// `shared` folder serves the main checkout and every worktree.
    static let directory: URL = {
        var root = URL(fileURLWithPath: #filePath)
        // …/<root>/Tests/NocturneColorTests/Support/ReferenceVectors.swift → …/<root>
        for _ in 0..<4 { root.deleteLastPathComponent() }
        var parent = root.deletingLastPathComponent()
        let relative = "shared/reference/vectors"
        for _ in 0..<2 {
            let candidate = parent.appendingPathComponent(relative, isDirectory: true)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            parent.deleteLastPathComponent()
        }
        return root.deletingLastPathComponent().appendingPathComponent(relative, isDirectory: true)
    }()

    /// Whether a vector file is present.
    static func isAvailable(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)
    }

    /// The comment recorded when a file is absent.
    static func skipComment(_ name: String) -> Comment {
        Comment(rawValue: "reference vectors not found at \(directory.path)/\(name); conformance skipped")
    }

    /// Decodes a vector file: `nil` when it is absent, a failure when present but not decodable.
    static func load<T: Decodable>(_ type: T.Type, from name: String) -> Result<T, any Error>? {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent(name)) else { return nil }
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
