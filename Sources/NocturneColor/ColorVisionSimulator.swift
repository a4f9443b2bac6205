/// A prepared simulation of one color vision deficiency at one severity, for many colors.
///
/// Every model is one or two 3×3 matrices in linear-light sRGB (see ``ColorVisionModel``), prepared once
/// here; results are clamped to the sRGB cube in linear light, as colorspacious's users and DaltonLens do.
/// Severity 1 is the model as published. Below 1, Machado's matrices are interpolated between the
/// published severities; the dichromat models are mixed with normal vision in linear light (DaltonLens's
/// approach for partial dichromacy).
///
/// ```swift
/// let deutan = ColorVisionSimulator(.deuteranopia)
/// deutan.simulate(RGB8(0xD1242F)).hex        // the red as a deuteranope sees it
/// let shown = deutan.simulate(pixels)        // [RGB8] → [RGB8], about 8 ns a color
/// ```
public struct ColorVisionSimulator: Sendable, Hashable {
    /// The deficiency simulated.
    public let deficiency: ColorVisionDeficiency
    /// The severity, 0 (normal vision) to 1 (the full deficiency).
    public let severity: Double
    /// The matrix for colors on the non-negative side of ``separation`` (every color, for one-matrix models).
    @usableFromInline let first: Matrix3
    /// Brettel's second half-plane; equal to ``first`` for one-matrix models.
    @usableFromInline let second: Matrix3
    /// The normal, in linear sRGB, of the plane that picks ``second`` (negative side); zero for one-matrix models.
    @usableFromInline let separation: SIMD3<Double>
    /// Whether ``separation`` is used.
    @usableFromInline let isSplit: Bool

    /// The severities accepted: 0 (normal vision) through 1 (the full deficiency).
    public static let severityRange: ClosedRange<Double> = 0...1

    /// Prepares a simulation.
    ///
    /// - Parameters:
    ///   - deficiency: The deficiency to simulate; its ``ColorVisionDeficiency/model`` says how.
    ///   - severity: 0 (normal vision) through 1 (the full deficiency, the default). Values outside are
    ///     clamped into 0…1 and NaN is taken as 1, so the call never fails; the command line rejects them instead.
    public init(_ deficiency: ColorVisionDeficiency, severity: Double = 1) {
        let severity = severity.isNaN ? 1 : min(max(severity, 0), 1)
        self.deficiency = deficiency
        self.severity = severity
        func partial(_ matrix: Matrix3) -> Matrix3 { severity == 1 ? matrix : ColorVisionModels.mix(.identity, matrix, severity) }
        switch deficiency {
        case .protanomaly, .deuteranomaly, .tritanomaly:
            first = ColorVisionModels.machado2009(deficiency.cone, severity: severity)
            second = first
            separation = .zero
            isSplit = false
        case .protanopia, .deuteranopia:
            first = partial(deficiency == .protanopia ? ColorVisionModels.vienotProtan : ColorVisionModels.vienotDeutan)
            second = first
            separation = .zero
            isSplit = false
        case .tritanopia:
            let brettel = ColorVisionModels.brettelTritan
            first = partial(brettel.first)
            second = partial(brettel.second)
            separation = brettel.separation
            isSplit = true
        }
    }

    /// The simulated color of linear-light sRGB components, clamped to 0…1.
    ///
    /// - Parameter linear: Linear sRGB, normally 0…1 (other values are simulated as they are, then clamped).
    /// - Returns: Linear sRGB in 0…1.
    /// - Complexity: O(1); one 3×3 product, no allocation.
    @inlinable
    public func simulate(linear: SIMD3<Double>) -> SIMD3<Double> {
        let matrix = isSplit && (linear * separation).sum() < 0 ? second : first
        return (matrix * linear).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1))
    }

    /// The simulated color of any color value, in sRGB.
    ///
    /// The color is converted to sRGB and, when outside it, brought in by CSS gamut mapping first: the models
    /// describe what a display shows. Alpha is kept.
    ///
    /// - Parameter color: A color in any space.
    /// - Returns: The simulated color, gamma-encoded sRGB in 0…1.
    public func simulate(_ color: ColorValue) -> ColorValue {
        var srgb = color.converted(to: .srgb)
        if !srgb.isInGamut(.srgb) { srgb = srgb.gamutMapped(to: .srgb) }
        let linear = TransferFunction.srgbToLinear(srgb.coordinates).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1))
        let simulated = TransferFunction.srgbToGamma(simulate(linear: linear))
        return ColorValue(.srgb, simulated, alpha: color.alpha, missing: color.missing.intersection(.alpha))
    }

    /// The simulated color of an 8-bit sRGB color, rounded to 8 bits as ``RGB8/init(srgb:)`` rounds.
    ///
    /// Table lookups decode and encode, so the result is the same byte as rounding ``simulate(_:)-(ColorValue)``.
    ///
    /// - Parameter color: An 8-bit sRGB color.
    /// - Returns: The simulated color.
    /// - Complexity: O(1); no allocation.
    public func simulate(_ color: RGB8) -> RGB8 {
        RGB8.linearTable.withUnsafeBufferPointer { linear in
            SRGB8Quantizer.tables.withUnsafeBuffers { starts, thresholds in
                simulate(color, linear: linear, starts: starts, thresholds: thresholds)
            }
        }
    }

    /// The simulated colors of many 8-bit sRGB colors, in order.
    ///
    /// - Parameter colors: 8-bit sRGB colors (an image's pixels, a palette).
    /// - Returns: One simulated color per input color.
    /// - Complexity: O(n); one allocation, for the result.
    public func simulate(_ colors: [RGB8]) -> [RGB8] {
        RGB8.linearTable.withUnsafeBufferPointer { linear in
            SRGB8Quantizer.tables.withUnsafeBuffers { starts, thresholds in
                colors.withUnsafeBufferPointer { input in
                    [RGB8](unsafeUninitializedCapacity: input.count) { output, initialized in
                        for index in input.indices {
                            output.initializeElement(
                                at: index, to: simulate(input[index], linear: linear, starts: starts, thresholds: thresholds))
                        }
                        initialized = input.count
                    }
                }
            }
        }
    }

    @inline(__always)
    func simulate(
        _ color: RGB8, linear: UnsafeBufferPointer<Double>, starts: UnsafeBufferPointer<UInt8>, thresholds: UnsafeBufferPointer<Double>
    ) -> RGB8 {
        let input = SIMD3(linear[Int(color.red)], linear[Int(color.green)], linear[Int(color.blue)])
        let output = simulate(linear: input)
        return RGB8(
            red: SRGB8Quantizer.encode(output.x, starts: starts, thresholds: thresholds),
            green: SRGB8Quantizer.encode(output.y, starts: starts, thresholds: thresholds),
            blue: SRGB8Quantizer.encode(output.z, starts: starts, thresholds: thresholds))
    }
}

/// Linear light (0…1) → the 8-bit sRGB code ``RGB8/init(srgb:)`` gives its encoding, by two table lookups.
///
/// `thresholds[k]` is the smallest linear value whose code is at least `k` (found by bisection on the exact
/// transfer function, so the tables agree with it byte for byte); `starts[b]` is the code of `b / 4096`.
/// A bucket 1/4096 wide spans less than one code step (the steepest part, near black, has 12.92 × 255 codes
/// per unit), so at most one threshold comparison follows the first lookup.
enum SRGB8Quantizer {
    static let bucketCount = 4096

    /// The two tables, built once.
    struct Tables: Sendable {
        let starts: [UInt8]
        let thresholds: [Double]

        func withUnsafeBuffers<Result>(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Double>) -> Result) -> Result {
            starts.withUnsafeBufferPointer { starts in thresholds.withUnsafeBufferPointer { thresholds in body(starts, thresholds) } }
        }
    }

    static let tables: Tables = {
        func code(_ linear: Double) -> UInt8 { RGB8(srgb: SIMD3(repeating: TransferFunction.srgbToGamma(linear))).red }
        var thresholds = [Double](repeating: 0, count: 257)
        for target in 1...255 {
            var low = 0.0, high = 1.0  // code(low) < target <= code(high)
            while true {
                let middle = (low + high) / 2
                if middle <= low || middle >= high { break }
                if code(middle) >= target { high = middle } else { low = middle }
            }
            thresholds[target] = high
        }
        thresholds[256] = .infinity
        let starts = (0...bucketCount).map { code(Double($0) / Double(bucketCount)) }
        return Tables(starts: starts, thresholds: thresholds)
    }()

    /// The 8-bit code of a linear value in 0…1.
    @inline(__always)
    static func encode(_ value: Double, starts: UnsafeBufferPointer<UInt8>, thresholds: UnsafeBufferPointer<Double>) -> UInt8 {
        var code = Int(starts[Int(value * Double(bucketCount))])
        while value >= thresholds[code + 1] { code += 1 }
        return UInt8(truncatingIfNeeded: code)
    }
}
