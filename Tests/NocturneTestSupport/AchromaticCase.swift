import Foundation
import Testing

/// One color of the achromatic sweep, `Tests/ColorFixtures/achromatic-sweep.json`, with coloraide's sRGB, HSL, HWB and HSV.
public struct AchromaticCase: Decodable, Sendable, CustomTestStringConvertible {
    /// The CSS color text converted (a name, `rgb(…)`, `oklch(…)`, `color(display-p3 …)`).
    public let input: String
    /// `named` (a CSS named color), `gray` (a gray ramp in some space) or `near-gray` (OKLCH, tiny chroma, inside sRGB).
    public let kind: String
    /// The color as coloraide converted it to sRGB (0…1).
    public let srgb: [Double]
    /// coloraide's HSL: hue in degrees (`nil` when coloraide calls it achromatic), saturation and lightness 0…1.
    public let hsl: [Double?]
    /// coloraide's HWB: hue in degrees (`nil` when achromatic), whiteness and blackness 0…1.
    public let hwb: [Double?]
    /// coloraide's HSV: hue in degrees (`nil` when achromatic), saturation and value 0…1.
    public let hsv: [Double?]

    /// Whether the color is a named color or a gray, whose every number is round, 0, or far from 0.
    ///
    /// A near-gray is not: its whiteness can truly be 1e-7%.
    public var hasOnlyRoundOffNearZero: Bool { kind != "near-gray" }

    /// The input, which names the test case.
    public var testDescription: String { input }

    /// coloraide's coordinates in `hsl`, `hwb` or `hsv`, in Nocturne's units (percent); `nil` for another space.
    public func expected(in space: String) -> [Double?]? {
        let values: [Double?]
        switch space {
        case "hsl": values = hsl
        case "hwb": values = hwb
        case "hsv": values = hsv
        default: return nil
        }
        return [values[0], values[1].map { $0 * 100 }, values[2].map { $0 * 100 }]
    }

    /// The sweep: named colors, gray ramps in every space that has grays, and in-gamut near-grays.
    public static let all: [AchromaticCase] = {
        struct File: Decodable { let cases: [AchromaticCase] }
        guard let data = try? Data(contentsOf: ProjectFixture.url("ColorFixtures/achromatic-sweep.json")),
            let file = try? JSONDecoder().decode(File.self, from: data)
        else { return [] }
        return file.cases
    }()
}
