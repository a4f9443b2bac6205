import NocturneTestSupport
import Testing
@testable import NocturneColor

/// `css-color-4-reference.json`: CSS Color 4's white points, matrices, constants, Ottosson's OKLab table
/// and the spec's legacy regression values.
@Suite("css-color-4-reference.json conformance", .requiresReference(ReferenceVectors.path(SpecVectors.file)))
struct SpecConstantsConformanceTests {
    typealias M = ConversionMatrices

    @Test("the file decodes: 10 matrices, Ottosson's 4 pairs, the 27 regression colors and 2 prose examples")
    func decodes() throws {
        let file = try #require(SpecVectors.contents).get()
        #expect(file.matrices.count == Self.derived.count)
        #expect(file.ottosson_xyz_to_oklab_table.pairs.count == 4)
        #expect(file.spec_legacy_tests_js.vectors.count == 27)
        #expect(file.spec_prose_examples.values.count == 2)
    }

    @Test("white points from 4-figure chromaticities")
    func whitePoints() throws {
        let file = try #require(SpecVectors.contents).get()
        for index in 0..<3 {
            #expect(Approximately.equal(WhitePoint.d50[index], file.white_points.D50[index], 1e-16))
            #expect(Approximately.equal(WhitePoint.d65[index], file.white_points.D65[index], 1e-16))
        }
    }

    /// The matrices Nocturne derives from chromaticities (and inverts), against the spec's rational values.
    static let derived: [(String, Matrix3)] = [
        ("lin_sRGB_to_XYZ_D65", M.linearSRGBToXYZ), ("XYZ_D65_to_lin_sRGB", M.xyzToLinearSRGB),
        ("lin_P3_to_XYZ_D65", M.linearP3ToXYZ), ("XYZ_D65_to_lin_P3", M.xyzToLinearP3),
        ("D65_to_D50_Bradford", M.d65ToD50), ("D50_to_D65_Bradford", M.d50ToD65),
        ("XYZ_D65_to_OKLab_LMS", M.xyzToLMS), ("LMS_cbrt_to_OKLab", M.lmsToOKLab),
        ("OKLab_LMS_to_XYZ_D65", M.lmsToXYZ), ("OKLab_to_LMS_cbrt", M.okLabToLMS),
    ]

    @Test("matrices equal the spec's values (rational ones evaluated exactly) to 2e-15", arguments: derived.map(\.0))
    func matrices(_ name: String) throws {
        let file = try #require(SpecVectors.contents).get()
        let entry = try #require(file.matrices[name], "no matrix \(name)")
        let ours = try #require(Self.derived.first { $0.0 == name }?.1)
        let rows = [ours.row0, ours.row1, ours.row2]
        for row in 0..<3 {
            for column in 0..<3 {
                let value = rows[row][column]
                #expect(Approximately.equal(value, entry.values[row][column], 2e-15), "\(name)[\(row)][\(column)]: \(value) vs \(entry.values[row][column])")
                if let fraction = entry.fractions?[row][column] {
                    let parts = fraction.split(separator: "/").compactMap { Double($0) }
                    try #require(parts.count == 2)
                    #expect(Approximately.equal(value, parts[0] / parts[1], 2e-15), "\(name)[\(row)][\(column)] vs \(fraction)")
                }
            }
        }
    }

    @Test("Lab constants and powerless-hue cutoffs")
    func constants() throws {
        let file = try #require(SpecVectors.contents).get()
        #expect(Lab.epsilon == 216.0 / 24389)
        #expect(Lab.kappa == 24389.0 / 27)
        #expect(ColorSpace.lch.powerlessChroma == file.polar.lab_to_lch_powerless_epsilon)
        #expect(ColorSpace.oklch.powerlessChroma == file.polar.oklab_to_oklch_powerless_epsilon)
    }

    @Test("Ottosson's XYZ → OKLab table within 2e-3", arguments: SpecVectors.values { $0.ottosson_xyz_to_oklab_table.pairs })
    func ottosson(_ pair: SpecVectors.OttossonPair) {
        let xyz = SIMD3(pair.xyz[0], pair.xyz[1], pair.xyz[2])
        let lab = ColorValue(.xyzD65, xyz).converted(to: .oklab).coordinates
        for index in 0..<3 {
            #expect(Approximately.equal(lab[index], pair.oklab[index], 2e-3), "\(pair.xyz) → oklab[\(index)]: \(lab[index]) vs \(pair.oklab[index])")
        }
    }

    @Test("the spec's 27-color regression values (older matrices: 3e-4 XYZ, 0.02 LCH)", arguments: SpecVectors.values { $0.spec_legacy_tests_js.vectors })
    func legacy(_ vector: SpecVectors.Legacy) {
        let rgb = SIMD3(vector.rgb[0], vector.rgb[1], vector.rgb[2])
        let cases: [(ColorSpace, ColorSpace, [Double], Double)] = [
            (.srgb, .xyzD65, vector.XYZ, 3e-4), (.srgb, .lch, vector.LCH, 0.02),
            (.displayP3, .xyzD65, vector.P3_to_XYZ, 1e-12), (.displayP3, .lch, vector.P3_to_LCH, 0.02),
        ]
        for (source, target, expected, tolerance) in cases {
            let actual = ColorValue(source, rgb).converted(to: target).coordinates
            for index in 0..<3 {
                if target == .lch && index == 2 && expected[1] < 0.02 { continue }  // hue of a gray
                let ok = target == .lch && index == 2
                    ? Approximately.equalHue(actual[index], expected[index], tolerance)
                    : Approximately.equal(actual[index], expected[index], tolerance)
                #expect(ok, "\(source.rawValue) \(vector.rgb) → \(target.rawValue)[\(index)]: \(actual[index]) vs \(expected[index])")
            }
        }
    }

    @Test("the spec's prose Lab values for blue and yellow", arguments: SpecVectors.values { $0.spec_prose_examples.values })
    func prose(_ example: SpecVectors.Prose) throws {
        let color = try #require(VectorColorReader.read(example.css))
        let lab = color.converted(to: .lab).coordinates
        for index in 0..<3 {
            // The prose was written with older matrices; coloraide differs from it by up to 0.011 too.
            #expect(Approximately.equal(lab[index], example.lab[index], 0.015))
            #expect(Approximately.equal(lab[index], example.coloraide[index], 1e-4))
        }
    }
}

/// The decoded `css-color-4-reference.json` (field names as in the file).
enum SpecVectors {
    static let file = "css-color-4-reference.json"

    struct WhitePoints: Decodable { let D50, D65: [Double] }
    /// A matrix given either as `{fractions, values}` or as bare rows.
    struct Matrix: Decodable {
        let values: [[Double]]
        let fractions: [[String]]?
        private enum Keys: String, CodingKey { case values, fractions }
        init(from decoder: Decoder) throws {
            if let keyed = try? decoder.container(keyedBy: Keys.self), keyed.contains(.values) {
                values = try keyed.decode([[Double]].self, forKey: .values)
                fractions = try keyed.decodeIfPresent([[String]].self, forKey: .fractions)
            } else {
                values = try decoder.singleValueContainer().decode([[Double]].self)
                fractions = nil
            }
        }
    }
    struct Polar: Decodable { let lab_to_lch_powerless_epsilon, oklab_to_oklch_powerless_epsilon: Double }
    struct OttossonPair: Decodable, Sendable, CustomTestStringConvertible {
        let xyz, oklab: [Double]
        var testDescription: String { "\(xyz)" }
    }
    struct Ottosson: Decodable { let pairs: [OttossonPair] }
    struct Legacy: Decodable, Sendable, CustomTestStringConvertible {
        let rgb, LCH, XYZ, P3_to_LCH, P3_to_XYZ: [Double]
        var testDescription: String { "\(rgb)" }
    }
    struct LegacySection: Decodable { let vectors: [Legacy] }
    struct Prose: Decodable, Sendable, CustomTestStringConvertible {
        let css: String
        let lab, coloraide: [Double]
        var testDescription: String { css }
    }
    struct ProseSection: Decodable { let values: [Prose] }
    struct File: Decodable {
        let white_points: WhitePoints
        let matrices: [String: Matrix]
        let polar: Polar
        let ottosson_xyz_to_oklab_table: Ottosson
        let spec_legacy_tests_js: LegacySection
        let spec_prose_examples: ProseSection
    }

    static let contents = ReferenceVectors.load(File.self, from: file)
    static func values<T>(_ extract: (File) -> [T]) -> [T] { ReferenceVectors.values(contents, extract) }
}
