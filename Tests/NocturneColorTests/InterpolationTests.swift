import Foundation
import NocturneTestSupport
import Testing
@testable import NocturneColor

/// One `color-mix()` case generated with coloraide (generated-coloraide.json, `mixes`).
struct ColorAideMix: Sendable, CustomTestStringConvertible {
    let css: String
    let space: String
    let coordinates: [Double?]
    let alpha: Double
    var testDescription: String { css }

    static let all: [ColorAideMix] = {
        guard let root = loadReferenceJSON("generated-coloraide.json") as? [String: Any],
              let mixes = root["mixes"] as? [[String: Any]] else { return [] }
        return mixes.compactMap { mix in
            guard let css = mix["css"] as? String, let space = mix["space"] as? String,
                  let coordinates = mix["result_coords_in_space"] as? [Any], let alpha = mix["result_alpha"] as? Double else { return nil }
            return ColorAideMix(css: css, space: space, coordinates: coordinates.map { $0 as? Double }, alpha: alpha)
        }
    }()
}

/// Mixing and interpolation: `color-mix()` math, hue methods, missing components, steps.
@Suite struct InterpolationTests {
    @Test("color-mix() agrees with coloraide to 1e-9 in every space",
          .requiresReference(ReferenceVectors.path("generated-coloraide.json")),
          arguments: ColorAideMix.all)
    func coloraide(_ mix: ColorAideMix) throws {
        let result = try #require(try CSSColor.parse(mix.css).resolved)
        #expect(result.space.rawValue == mix.space)
        // coloraide keeps hsl/hwb saturation, lightness, whiteness and blackness in 0…1; Nocturne in percent.
        let scale: Double = (result.space == .hsl || result.space == .hwb) ? 100 : 1
        for index in 0..<3 {
            guard let expected = mix.coordinates[index] else {
                #expect(result.components[index] == nil, "component \(index) should be missing (powerless)")
                continue
            }
            let actual = try #require(result.components[index], "component \(index) is missing")
            if index == result.space.hueIndex {
                #expect(Approximately.equalHue(actual, expected, 1e-9), "hue \(actual) vs \(expected)")
            } else {
                let want = index == 0 || result.space.hueIndex == nil ? expected * (index == 0 ? 1 : scale) : expected * scale
                #expect(abs(actual - want) <= 1e-9 * max(1, abs(want)), "component \(index): \(actual) vs \(want)")
            }
        }
        #expect(abs(result.alpha - mix.alpha) <= 1e-12)
    }

    struct HueCase: Sendable, CustomTestStringConvertible {
        let from: Double
        let to: Double
        let method: HueInterpolationMethod
        let midpoint: Double
        var testDescription: String { "\(from)→\(to) \(method)" }
    }

    static let hueCases: [HueCase] = [
        .init(from: 40, to: 60, method: .shorter, midpoint: 50),
        .init(from: 50, to: 330, method: .shorter, midpoint: 10),
        .init(from: 330, to: 50, method: .shorter, midpoint: 10),
        .init(from: 40, to: 60, method: .longer, midpoint: 230),
        .init(from: 50, to: 330, method: .longer, midpoint: 190),
        .init(from: 60, to: 40, method: .increasing, midpoint: 230),
        .init(from: 40, to: 60, method: .increasing, midpoint: 50),
        .init(from: 40, to: 60, method: .decreasing, midpoint: 230),
        .init(from: 60, to: 40, method: .decreasing, midpoint: 50),
        .init(from: 20, to: 200, method: .shorter, midpoint: 110),
        .init(from: 200, to: 30, method: .longer, midpoint: 295),
        .init(from: 200, to: 20, method: .longer, midpoint: 110),
    ]

    @Test("hue interpolation methods take the arc CSS Color 4 says", arguments: hueCases)
    func hueMethod(_ example: HueCase) {
        let a = ColorValue(.oklch, SIMD3(0.5, 0.1, example.from))
        let b = ColorValue(.oklch, SIMD3(0.5, 0.1, example.to))
        let mid = a.mixed(with: b, amount: 0.5, in: .oklch, hue: example.method)
        #expect(abs(mid.coordinates.z - example.midpoint) < 1e-9)
    }

    @Test("a missing component takes the other color's value; both missing stays missing")
    func missingComponents() {
        let a = ColorValue(.oklch, components: 0.4, nil, nil)
        let b = ColorValue(.oklch, components: 0.8, 0.2, nil)
        let mid = a.mixed(with: b, amount: 0.5, in: .oklch)
        #expect(abs(mid.coordinates.x - 0.6) < 1e-12)
        #expect(mid.coordinates.y == 0.2)
        #expect(mid.components[2] == nil)
        // `none` in hsl's hue carries into oklch's hue (both are the hue category).
        let gray = ColorValue(.hsl, components: nil, 0, 50)
        let prepared = gray.preparedForInterpolation(in: .oklch)
        #expect(prepared.components[2] == nil)
    }

    @Test("premultiplied alpha: a transparent color does not darken the mix")
    func premultiplied() {
        let mix = ColorValue.colorMix(ColorValue.srgb(0, 0, 0, alpha: 0), ColorValue.srgb(1, 0.5, 0), in: .srgb)
        #expect(mix.coordinates == SIMD3(1, 0.5, 0))
        #expect(mix.alpha == 0.5)
    }

    struct PercentageCase: Sendable, CustomTestStringConvertible {
        let first: Double?
        let second: Double?
        let red: Double
        let alpha: Double
        var testDescription: String { "\(first.map { "\($0)%" } ?? "-") \(second.map { "\($0)%" } ?? "-")" }
    }

    static let percentageCases: [PercentageCase] = [
        .init(first: nil, second: nil, red: 0.5, alpha: 1),
        .init(first: 25, second: nil, red: 0.25, alpha: 1),
        .init(first: nil, second: 25, red: 0.75, alpha: 1),
        .init(first: 30, second: 90, red: 0.25, alpha: 1),
        .init(first: 12.5, second: 37.5, red: 0.25, alpha: 0.5),
        .init(first: 0, second: 0, red: 0.5, alpha: 0),
    ]

    @Test("color-mix() percentages normalize as CSS Color 5 says", arguments: percentageCases)
    func percentages(_ example: PercentageCase) {
        let mix = ColorValue.colorMix(.srgb(1, 0, 0), percentage: example.first, .srgb(0, 0, 1), percentage: example.second, in: .srgb)
        #expect(abs(mix.coordinates.x - example.red) < 1e-12)
        #expect(abs(mix.alpha - example.alpha) < 1e-12)
    }

    @Test("steps are evenly spaced and include both ends")
    func steps() {
        let black = ColorValue.srgb(0, 0, 0)
        let white = ColorValue.srgb(1, 1, 1)
        let ramp = black.steps(to: white, count: 5, in: .srgb)
        #expect(ramp.map(\.coordinates.x) == [0, 0.25, 0.5, 0.75, 1])
        #expect(black.steps(to: white, count: 1) == [black.converted(to: .oklab)])
        #expect(black.steps(to: white, count: 0).isEmpty)
        let hues = ColorValue(.oklch, SIMD3(0.7, 0.1, 350)).steps(to: ColorValue(.oklch, SIMD3(0.7, 0.1, 30)), count: 3, in: .oklch)
        #expect(hues.map { $0.coordinates.z.rounded() } == [350, 10, 30])
    }

    @Test("more than two colors mix pairwise in order")
    func manyColors() throws {
        let mix = try #require(ColorValue.colorMix([.init(.srgb(1, 0, 0)), .init(.srgb(0, 1, 0)), .init(.srgb(0, 0, 1))], in: .srgb))
        #expect(abs(mix.coordinates.x - 1.0 / 3) < 1e-12)
        #expect(abs(mix.coordinates.y - 1.0 / 3) < 1e-12)
        #expect(ColorValue.colorMix([], in: .srgb) == nil)
    }
}
