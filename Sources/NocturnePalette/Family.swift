import Foundation
import NocturneAppearance
import NocturneColor

/// A hue family: a ramp of colors from `_50` (lightest) to `_1000` (darkest) with equal lightness across families.
///
/// Each stop aims at the stop's shared WCAG luminance (see ``Stop``). At that luminance the
/// family's chroma is its ``vividness`` times the most sRGB allows at that lightness and hue
/// (capped by ``maximumChroma``), so the chroma curve follows the gamut boundary smoothly. The
/// solver finds the OKLCH lightness that hits the luminance, maps the color into sRGB with CSS
/// Color 4's algorithm and rounds it to 8 bits; a Display P3 sibling with the same luminance is
/// kept where P3 allows more chroma.
///
/// ```swift
/// let teal = Family.teal._600          // a Swatch
/// let custom = Family(seed: RGB8(0x0B7A75)).stop(725)
/// ```
public struct Family: Sendable, Hashable, CustomStringConvertible {
    /// The family's name, e.g. `teal`, or `seed-0b7a75` for a seeded family.
    public let name: String
    /// The OKLCH hue in degrees, or `nil` for a neutral gray.
    public let hue: Double?
    /// The CIE LCH (D50) hue the family was defined with, when it was.
    public let cieHue: Double?
    /// The fraction of the gamut's maximum chroma the family uses at every lightness, 0…1.
    public let vividness: Double
    /// An upper bound on OKLCH chroma (for tinted neutrals), or `.infinity`.
    public let maximumChroma: Double

    /// Creates a family at an OKLCH hue.
    ///
    /// - Parameters:
    ///   - name: The family's name.
    ///   - hue: OKLCH hue in degrees; `nil` for gray.
    ///   - vividness: Fraction of the gamut's maximum chroma, 0…1 (default 0.96).
    ///   - maximumChroma: A cap on OKLCH chroma (default none).
    public init(name: String, hue: Double?, vividness: Double = 0.96, maximumChroma: Double = .infinity) {
        self.init(name: name, hue: hue, cieHue: nil, vividness: vividness, maximumChroma: maximumChroma)
    }

    private init(name: String, hue: Double?, cieHue: Double?, vividness: Double, maximumChroma: Double) {
        self.name = name
        self.hue = hue.map(normalizeHue)
        self.cieHue = cieHue.map(normalizeHue)
        self.vividness = hue == nil ? 0 : min(max(vividness.isFinite ? vividness : 0, 0), 1)
        self.maximumChroma = maximumChroma.isNaN ? .infinity : max(maximumChroma, 0)
    }

    /// Creates a family from a CIE LCH (D50) hue, converted to the OKLCH hue of that direction.
    ///
    /// The OKLCH hue is that of CIE LCH(60, 40, `cieHue`): the two hue scales differ by up to
    /// about 20° (blues most), so a CIE hue cannot be used as an OKLCH angle directly.
    ///
    /// - Parameters:
    ///   - name: The family's name.
    ///   - cieHue: CIE LCH hue in degrees.
    ///   - vividness: Fraction of the gamut's maximum chroma, 0…1.
    public init(name: String, cieHue: Double, vividness: Double = 0.96) {
        let hue = ColorValue(.lch, SIMD3(60, 40, cieHue)).converted(to: .oklch).coordinates.z
        self.init(name: name, hue: hue, cieHue: cieHue, vividness: vividness, maximumChroma: .infinity)
    }

    /// Creates a family from a seed color: its OKLCH hue, and its chroma relative to the sRGB maximum.
    ///
    /// A grayish seed (chroma below 0.01) gives a neutral family.
    ///
    /// - Parameters:
    ///   - seed: The brand or seed color.
    ///   - name: The family's name (default `seed-rrggbb`).
    public init(seed: RGB8, name: String? = nil) {
        let oklch = OKLCH(seed)
        let name = name ?? "seed-\(seed.hex.dropFirst())"
        guard oklch.chroma >= 0.01 else {
            self.init(name: name, hue: nil)
            return
        }
        let boundary = RampSolver.maximumChroma(
            lightness: oklch.lightness, direction: RampSolver.direction(hue: oklch.hue), gamut: .srgb)
        let vividness = boundary > 0 ? min(oklch.chroma / boundary, 1) : 1
        self.init(name: name, hue: oklch.hue, vividness: max(vividness, 0.15))
    }

    /// The family's name.
    public var description: String { name }

    /// The color at any stop, 0…1000.
    ///
    /// - Parameter value: The stop number, e.g. `750`.
    /// - Returns: The swatch, with its 8-bit sRGB value and, where more vivid, Display P3.
    /// - Complexity: O(1): two lightness solves (sRGB and P3) of about 200 evaluations each.
    public func stop(_ value: Double) -> Swatch { swatch(at: Stop(value)) }

    /// The color at any stop.
    public func stop(_ value: Int) -> Swatch { swatch(at: Stop(value)) }

    /// The color at a stop.
    public func swatch(at stop: Stop) -> Swatch {
        Family.namedSwatch(self, stop: stop.value) ?? solveSwatch(at: stop)
    }

    /// Solves a stop without consulting the named-family cache.
    func solveSwatch(at stop: Stop) -> Swatch {
        swatch(luminance: stop.targetLuminance, stop: stop)
    }

    /// The twenty named stops, `_50` first.
    public var ramp: [Swatch] {
        if let cached = Family.namedSwatches[self] { return Array(cached.dropFirst()) }
        return Stop.named.map(solveSwatch(at:))
    }

    /// The OKLCH color this family puts at a luminance, in sRGB (before rounding).
    func color(luminance: Double) -> OKLCH {
        RampSolver.solve(luminance: luminance, hue: hue ?? 0, vividness: vividness, cap: maximumChroma, gamut: .srgb)
    }

    /// The family's swatch at a target luminance.
    func swatch(luminance: Double, stop: Stop) -> Swatch {
        let color = color(luminance: luminance)
        let rgb8 = color.rgb8
        return Swatch(stop: stop, rgb8: rgb8, oklch: color, displayP3: displayP3(matching: rgb8, srgbChroma: color.chroma))
    }

    /// A Display P3 color of this family with the luminance of `rgb8`, when it is more vivid.
    func displayP3(matching rgb8: RGB8, srgbChroma: Double) -> SIMD3<Double>? {
        guard let hue, vividness > 0 else { return nil }
        let p3 = RampSolver.solve(
            luminance: WCAG.relativeLuminance(rgb8), hue: hue, vividness: vividness, cap: maximumChroma, gamut: .displayP3)
        guard p3.chroma > srgbChroma + 0.002 else { return nil }
        return p3.gamutMappedDisplayP3
    }
}
