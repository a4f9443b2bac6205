import NocturneTestSupport
import Testing
@testable import NocturneColor

/// `css-gamut-mapping.json`: 75 colors mapped to sRGB and Display P3 by CSS Color 4's algorithm, to 1e-3.
@Suite("css-gamut-mapping.json conformance", .requiresReference(ReferenceVectors.path(GamutMappingVectors.file)))
struct GamutMappingConformanceTests {
    @Test("the file decodes, with 75 vectors")
    func decodes() throws {
        #expect(try #require(GamutMappingVectors.contents).get().vectors.count == 75)
    }

    @Test("mapped into sRGB and Display P3 within 1e-3; in-gamut flags", arguments: GamutMappingVectors.values { $0.vectors })
    func map(_ vector: GamutMappingVectors.Vector) throws {
        let color = try #require(VectorColorReader.read(vector.input), "unreadable \(vector.input)")
        for (space, expected) in [(ColorSpace.srgb, vector.srgb), (.displayP3, vector.display_p3)] {
            #expect(color.isInGamut(space) == expected.in_gamut, "\(vector.input) in \(space.rawValue)")
            let mapped = color.gamutMapped(to: space)
            #expect(mapped.space == space)
            for index in 0..<3 {
                #expect(Approximately.equal(mapped.coordinates[index], expected.coords[index], 1e-3),
                    "\(vector.input) → \(space.rawValue)[\(index)]: expected \(expected.coords[index]), got \(mapped.coordinates[index])")
            }
            // The typed hot path gives the same result as the general one.
            let oklch = color.converted(to: .oklch).coordinates
            let typed = OKLCH(lightness: oklch.x, chroma: oklch.y, hue: oklch.z)
            let fast = space == .srgb ? typed.gamutMappedSRGB : typed.gamutMappedDisplayP3
            for index in 0..<3 {
                #expect(Approximately.equal(fast[index], expected.coords[index], 1e-3), "\(vector.input) typed → \(space.rawValue)[\(index)]")
            }
        }
    }
}

/// The decoded `css-gamut-mapping.json` (field names as in the file).
enum GamutMappingVectors {
    static let file = "css-gamut-mapping.json"

    struct Destination: Decodable, Sendable {
        let in_gamut: Bool
        let coords: [Double]
    }
    struct Vector: Decodable, Sendable, CustomTestStringConvertible {
        let input: String
        let srgb, display_p3: Destination
        var testDescription: String { input }
    }
    struct File: Decodable { let vectors: [Vector] }

    static let contents = ReferenceVectors.load(File.self, from: file)
    static func values<T>(_ extract: (File) -> [T]) -> [T] { ReferenceVectors.values(contents, extract) }
}
