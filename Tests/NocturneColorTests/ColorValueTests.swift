import Foundation
import Testing
@testable import NocturneColor

@Suite("ColorValue")
struct ColorValueTests {
    static let nonFinite: [(SIMD3<Double>, Double, Int)] = [
        (SIMD3(.nan, 0, 0), 1, 0), (SIMD3(0, .infinity, 0), 1, 1), (SIMD3(0, 0, -.infinity), 1, 2), (SIMD3(0, 0, 0), .nan, 3),
    ]

    @Test("the validating initializer rejects NaN and infinities, naming the component", arguments: nonFinite)
    func rejectsNonFinite(_ coordinates: SIMD3<Double>, _ alpha: Double, _ index: Int) throws {
        let error = try #require(throws: ColorValueError.self) { try ColorValue(validating: .oklch, coordinates, alpha: alpha) }
        guard case .nonFiniteComponent(let space, let badIndex, _) = error else {
            Issue.record("expected nonFiniteComponent, got \(error)")
            return
        }
        #expect(space == .oklch)
        #expect(badIndex == index)
        #expect(error.description.contains(["'l'", "'c'", "'h'", "'alpha'"][index]))
    }

    @Test("a missing component may hold anything; finite values pass through unchanged")
    func acceptsMissingAndFinite() throws {
        let missing = try ColorValue(validating: .lch, SIMD3(50, 10, .nan), missing: .third)
        #expect(missing.components[2] == nil)
        #expect(missing.coordinates[2] == 0)
        let plain = try ColorValue(validating: .srgb, SIMD3(1.5, -0.25, 0.5), alpha: 0.5)
        #expect(plain.coordinates == SIMD3(1.5, -0.25, 0.5))
        #expect(plain.alpha == 0.5)
    }

    @Test("input beyond the component limit is refused, naming the component and the number", arguments: [
        (ColorValue(.srgb, SIMD3(1e308, 1e308, 1e308)), "component 'r' of a srgb color is 1e308, too large to convert (the limit is ±1e9)"),
        (ColorValue(.lab, SIMD3(50, 1, -2e10)), "component 'b' of a lab color is -2e10, too large to convert (the limit is ±1e9)"),
        (ColorValue(.hsl, SIMD3(0, 1e40, 50)), "component 's' of a hsl color is 1e40, too large to convert (the limit is ±1e9)"),
        (ColorValue(.oklch, SIMD3(0.5, 0.1, 30), alpha: 1e10), "component 'alpha' of a oklch color is 1e10, too large to convert (the limit is ±1e9)"),
        (ColorValue(.srgb, SIMD3(.nan, 0, 0)), "component 'r' of a srgb color is NaN, not a finite number"),
        (ColorValue(.xyzD65, SIMD3(0, -.infinity, 0)), "component 'y' of a xyz-d65 color is -infinity, not a finite number"),
    ])
    func refusesHugeInput(_ color: ColorValue, _ message: String) {
        #expect(throws: ColorValueError.self) { try color.validatedAsInput() }
        do {
            _ = try color.validatedAsInput()
        } catch {
            #expect(error.description == message)
        }
        #expect(throws: ColorValueError.self) { try ColorValue(validating: color.space, color.coordinates, alpha: color.alpha) }
    }

    @Test("at the limit every conversion, mapping and difference stays finite; hues and missing components are not bounded")
    func limitIsSafe() throws {
        let limit = ColorValue.largestComponentMagnitude
        for space in ColorSpace.allCases {
            for sign in [1.0, -1.0] {
                var coordinates = SIMD3<Double>(repeating: sign * limit)
                if let hue = space.hueIndex { coordinates[hue] = 1e300 }
                let color = try ColorValue(space, coordinates, alpha: 1).validatedAsInput()
                for target in ColorSpace.allCases {
                    let converted = color.converted(to: target).coordinates
                    #expect(converted.x.isFinite && converted.y.isFinite && converted.z.isFinite, "\(space) → \(target)")
                }
                #expect(color.deltaE(.srgb(0.5, 0.5, 0.5), method: .ciede2000).isFinite, "\(space)")
                #expect(color.deltaE(.srgb(0.5, 0.5, 0.5), method: .ok).isFinite, "\(space)")
                let mapped = color.gamutMapped(to: .srgb).coordinates
                #expect(ColorValue.inUnitCube(mapped, tolerance: 0), "\(space)")
                #expect(color.mixed(with: .srgb(1, 1, 1), amount: 0.5, in: .oklab).coordinates.x.isFinite, "\(space)")
            }
        }
        let missing = ColorValue(.lab, SIMD3(50, .nan, 1e300), missing: [.second, .third])
        #expect(throws: Never.self) { try missing.validatedAsInput() }
    }

    @Test("non-finite values never crash conversion, gamut mapping or quantization",
          arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteDoesNotCrash(_ bad: Double) {
        for space in ColorSpace.allCases {
            for index in 0..<3 {
                var coordinates = SIMD3<Double>(0.5, 0.1, 120)
                coordinates[index] = bad
                let color = ColorValue(space, coordinates)
                _ = color.converted(to: .oklch)
                let mapped = color.gamutMapped(to: .srgb).coordinates
                // Whatever came in, what comes out of gamut mapping is inside the cube (or NaN-free clipped).
                #expect(ColorValue.inUnitCube(GamutMapper.clip(mapped), tolerance: 0))
                _ = color.rgb8
                _ = color.deltaE(.srgb(0, 0, 0))
            }
        }
    }

    @Test("replacing a component out of range leaves the color unchanged")
    func replacingOutOfRange() {
        let color = ColorValue.srgb(0.1, 0.2, 0.3)
        #expect(color.replacing(component: 3, with: 1) == color)
        #expect(color.replacing(component: -1, with: nil) == color)
        #expect(color.replacing(component: 1, with: nil).components[1] == nil)
        #expect(MissingComponents.component(9) == [])
    }

    @Test("a powerless hue of a color written directly in a polar space can be marked missing", arguments: [
        (ColorValue(.oklch, SIMD3(1, 0, 120)), true), (ColorValue(.oklch, SIMD3(0.5, 0.1, 120)), false),
        (ColorValue(.lch, SIMD3(50, 0.001, 30)), true), (ColorValue(.hsl, SIMD3(200, 0, 50)), true),
        (ColorValue(.hwb, SIMD3(200, 60, 40)), true), (ColorValue(.hwb, SIMD3(200, 10, 40)), false),
        (ColorValue(.srgb, SIMD3(0.5, 0.5, 0.5)), false),
    ])
    func powerlessHue(_ color: ColorValue, _ powerless: Bool) {
        let marked = color.markingPowerlessHueMissing()
        #expect((marked.hue == nil) == (powerless || color.space.hueIndex == nil))
        #expect(marked.coordinates[color.space.hueIndex ?? 0] == (powerless ? 0 : color.coordinates[color.space.hueIndex ?? 0]))
    }

    @Test("converting to the same space returns the color untouched")
    func identity() {
        let color = ColorValue(.hsl, SIMD3(360, 50, 50), alpha: 0.25)
        #expect(color.converted(to: .hsl) == color)
    }

    @Test("alpha and a missing alpha survive conversion")
    func alphaCarries() {
        let color = ColorValue(.oklch, components: 0.5, 0.1, 30, alpha: nil)
        let converted = color.converted(to: .srgb)
        #expect(converted.alphaComponent == nil)
        #expect(ColorValue.srgb(1, 0, 0, alpha: 0.3).converted(to: .lab).alpha == 0.3)
    }

    @Test("notation keeps hsl, hwb and hsv in their own function with percentages; other spaces give css", arguments: [
        (ColorValue(.hsl, SIMD3(177.2972972972973, 83.4586466165, 26.0784313725)), "hsl(177.297 83.4586% 26.0784%)"),
        (ColorValue(.hwb, SIMD3(177.297, 4.3137254901960, 52.156862745), alpha: 0.5), "hwb(177.297 4.31373% 52.1569% / 0.5)"),
        (ColorValue(.hsv, SIMD3(99.99999999, 0.000123456789, 100)), "hsv(100 0.000123457% 100%)"),
        (ColorValue(.hsl, SIMD3(0, 0, 50), missing: .first), "hsl(none 0% 50%)"),
        (ColorValue(.hsl, SIMD3(1e20, 0, 50)), "hsl(100000000000000000000 0% 50%)"),
        (ColorValue(.oklch, SIMD3(0.5, 0.1, 180)), "oklch(0.5 0.1 180)"),
    ])
    func notation(_ color: ColorValue, _ expected: String) {
        #expect(color.notation == expected)
    }
}
