import Testing
@testable import NocturneColor

@Suite("ColorVisionSimulator")
struct ColorVisionSimulatorTests {
    static let grid: [RGB8] = {
        let levels: [UInt8] = [0, 17, 51, 102, 128, 170, 204, 238, 255]
        return levels.flatMap { r in levels.flatMap { g in levels.map { b in RGB8(red: r, green: g, blue: b) } } }
    }()

    @Test("each deficiency uses the model DaltonLens recommends", arguments: [
        (ColorVisionDeficiency.protanopia, ColorVisionModel.vienot1999), (.deuteranopia, .vienot1999), (.tritanopia, .brettel1997),
        (.protanomaly, .machado2009), (.deuteranomaly, .machado2009), (.tritanomaly, .machado2009),
    ])
    func model(_ deficiency: ColorVisionDeficiency, _ model: ColorVisionModel) {
        #expect(deficiency.model == model)
        #expect(deficiency.isDichromacy == (model != .machado2009))
    }

    @Test("severity 0 is normal vision: every color unchanged", arguments: ColorVisionDeficiency.allCases)
    func severityZero(_ deficiency: ColorVisionDeficiency) {
        let simulator = ColorVisionSimulator(deficiency, severity: 0)
        #expect(simulator.simulate(Self.grid) == Self.grid)
    }

    @Test("black and white stay black and white at any severity", arguments: ColorVisionDeficiency.allCases, [0.3, 0.5, 1.0])
    func neutralsStay(_ deficiency: ColorVisionDeficiency, _ severity: Double) {
        let simulator = ColorVisionSimulator(deficiency, severity: severity)
        #expect(simulator.simulate(RGB8(0x000000)) == RGB8(0x000000))
        #expect(simulator.simulate(RGB8(0xFFFFFF)) == RGB8(0xFFFFFF))
    }

    @Test("Viénot's plane holds blue and yellow, so a protanope and a deuteranope see them unchanged", arguments: [
        ColorVisionDeficiency.protanopia, .deuteranopia,
    ])
    func vienotPlane(_ deficiency: ColorVisionDeficiency) {
        let simulator = ColorVisionSimulator(deficiency)
        #expect(simulator.simulate(RGB8(0x0000FF)) == RGB8(0x0000FF))
        #expect(simulator.simulate(RGB8(0xFFFF00)) == RGB8(0xFFFF00))
        // Red and green collapse onto the same yellow–blue axis: their blue is the smallest channel and red equals green.
        for color in [RGB8(0xFF0000), RGB8(0x00FF00), RGB8(0xD1242F), RGB8(0x1A7F37)] {
            let seen = simulator.simulate(color)
            #expect(abs(Int(seen.red) - Int(seen.green)) <= 1, "\(color.hex) → \(seen.hex)")
        }
    }

    /// Not tritanopia: Brettel's tritan half-planes leave the sRGB cube for many colors, and the clamp moves them off the plane.
    @Test("Viénot's simulation is idempotent: what a red–green dichromat sees, they see the same way again", arguments: [
        ColorVisionDeficiency.protanopia, .deuteranopia,
    ])
    func idempotent(_ deficiency: ColorVisionDeficiency) {
        let simulator = ColorVisionSimulator(deficiency)
        let once = simulator.simulate(Self.grid)
        let twice = simulator.simulate(once)
        for (a, b) in zip(once, twice) {
            #expect(max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue))) <= 1)
        }
    }

    @Test("Machado's matrices interpolate linearly between published severities (colorspacious's own check)")
    func machadoInterpolation() throws {
        let table = try #require(ColorVisionModels.machado2009[.medium])
        let at531 = ColorVisionModels.machado2009(.medium, severity: 0.531)
        let expected = ColorVisionModels.mix(table[5], table[6], 0.31)
        for (row, want) in [(at531.row0, expected.row0), (at531.row1, expected.row1), (at531.row2, expected.row2)] {
            #expect(((row - want) * (row - want)).sum() < 1e-24)
        }
        #expect(ColorVisionModels.machado2009(.medium, severity: 0.5) == table[5])
        #expect(ColorVisionModels.machado2009(.long, severity: 1) == ColorVisionModels.machado2009[.long]?[10])
        #expect(ColorVisionModels.machado2009(.long, severity: 1).row0.x == 0.152286)
    }

    @Test("Machado's table lookup never traps: NaN and the infinities are the full deficiency, outside 0…1 clamps",
          arguments: [(Double.nan, 1.0), (Double.infinity, 1.0), (-Double.infinity, 1.0), (-3.0, 0.0), (7.0, 1.0)])
    func machadoLookupGuarded(_ given: Double, _ used: Double) {
        for cone in ColorVisionDeficiency.Cone.allCases {
            #expect(ColorVisionModels.machado2009(cone, severity: given) == ColorVisionModels.machado2009(cone, severity: used))
        }
    }

    @Test("severity outside 0…1 is clamped and NaN is the full deficiency", arguments: [(-1.0, 0.0), (2.0, 1.0), (Double.nan, 1.0), (0.4, 0.4)])
    func severityClamped(_ given: Double, _ used: Double) {
        let simulator = ColorVisionSimulator(.deuteranomaly, severity: given)
        #expect(simulator.severity == used)
        #expect(simulator == ColorVisionSimulator(.deuteranomaly, severity: used))
    }

    @Test("the 8-bit encoder gives RGB8(srgb:)'s byte for every linear value, at each threshold and one ulp either side, at every bucket edge")
    func encoder() {
        let tables = SRGB8Quantizer.tables
        var values = (0...200_000).map { Double($0) / 200_000 }
        for code in 1...255 { values += [tables.thresholds[code], tables.thresholds[code].nextDown, tables.thresholds[code].nextUp] }
        for bucket in 0...4096 { values += [(Double(bucket) - 0.5) / 4096, Double(bucket) / 4096] }
        for value in values where value <= 1 {
            #expect(tables.encode(value) == SRGB8Quantizer.code(value), "\(value)")
        }
    }

    @Test("every 1/4096 bucket holds at most one code boundary, so one comparison finishes the lookup")
    func buckets() {
        let tables = SRGB8Quantizer.tables
        for bucket in 0...SRGB8Quantizer.bucketCount {
            let low = max(0, (Double(bucket) - 0.5) / 4096), high = min(1, (Double(bucket) + 0.5) / 4096)
            #expect(tables.starts[bucket] == SRGB8Quantizer.code(low))
            // Closed at both ends: a value exactly between two buckets rounds half to even, into either.
            #expect(Int(SRGB8Quantizer.code(high)) - Int(tables.starts[bucket]) <= 1, "bucket \(bucket)")
            #expect(SRGB8Quantizer.bucket(low) == bucket || SRGB8Quantizer.bucket(low) == bucket - 1 || bucket == 0)
            #expect(SRGB8Quantizer.bucket(low.nextUp) == bucket || bucket == 0)
        }
        for code in 0..<256 { #expect(tables.linear[code] == RGB8.linearTable[code]) }
    }

    @Test("the documented example: #D1242F is the olive #7b7b20 to a deuteranope")
    func documentedExample() throws {
        #expect(try ColorValue(css: "#D1242F").simulating(.deuteranopia).rgb8.hex == "#7b7b20")
    }

    @Test("a color outside sRGB is gamut-mapped before it is simulated; alpha is kept")
    func wideGamutAndAlpha() throws {
        let p3Red = try ColorValue(css: "color(display-p3 1 0 0 / 0.5)")
        let simulated = p3Red.simulating(.deuteranopia)
        #expect(simulated.space == .srgb)
        #expect(simulated.alpha == 0.5)
        let mapped = p3Red.gamutMapped(to: .srgb).simulating(.deuteranopia)
        #expect(simulated.rgb8 == mapped.rgb8)
        #expect(simulated.isInGamut(.srgb))
    }

    @Test("the red and green of a status palette become the same olive to a deuteranope", arguments: [
        (RGB8(0xD1242F), ColorVisionDeficiency.deuteranopia, RGB8(0x7A7A20)),
        (RGB8(0xD1242F), .protanopia, RGB8(0x525231)),
        (RGB8(0xD1242F), .tritanopia, RGB8(0xD11C48)),
        (RGB8(0x0B7A75), .tritanopia, RGB8(0x24768C)),
    ])
    func knownValues(_ color: RGB8, _ deficiency: ColorVisionDeficiency, _ daltonlens: RGB8) {
        // The expected bytes are daltonlens's (which truncates): Nocturne rounds, so it may be one above.
        let seen = ColorVisionSimulator(deficiency).simulate(color)
        for (ours, theirs) in [(seen.red, daltonlens.red), (seen.green, daltonlens.green), (seen.blue, daltonlens.blue)] {
            #expect(ours == theirs || ours == theirs + 1, "\(color.hex) under \(deficiency): \(seen.hex), daltonlens \(daltonlens.hex)")
        }
    }
}
