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
    @inlinable @inline(__always)
    public func simulate(linear: SIMD3<Double>) -> SIMD3<Double> {
        let (r, g, b) = (linear.x, linear.y, linear.z)
        if isSplit && separation.x * r + separation.y * g + separation.z * b < 0 { return Self.product(second, r, g, b) }
        return Self.product(first, r, g, b)
    }

    /// `matrix · (r, g, b)` clamped to 0…1, in scalars: SIMD3's generic `clamped(lowerBound:upperBound:)` is not
    /// inlined, and cost twice the product.
    @inlinable @inline(__always)
    static func product(_ matrix: Matrix3, _ r: Double, _ g: Double, _ b: Double) -> SIMD3<Double> {
        @inline(__always) func unit(_ value: Double) -> Double { value < 0 ? 0 : (value > 1 ? 1 : value) }
        return SIMD3(
            unit(matrix.row0.x * r + matrix.row0.y * g + matrix.row0.z * b),
            unit(matrix.row1.x * r + matrix.row1.y * g + matrix.row1.z * b),
            unit(matrix.row2.x * r + matrix.row2.y * g + matrix.row2.z * b))
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
        simulate(color, SRGB8Quantizer.tables)
    }

    /// The simulated colors of many 8-bit sRGB colors, in order.
    ///
    /// - Parameter colors: 8-bit sRGB colors (an image's pixels, a palette).
    /// - Returns: One simulated color per input color.
    /// - Complexity: O(n); one allocation, for the result.
    public func simulate(_ colors: [RGB8]) -> [RGB8] {
        let tables = SRGB8Quantizer.tables
        return colors.withUnsafeBufferPointer { input in
            [RGB8](unsafeUninitializedCapacity: input.count) { output, initialized in
                for index in input.indices { output.initializeElement(at: index, to: simulate(input[index], tables)) }
                initialized = input.count
            }
        }
    }

    @inline(__always)
    func simulate(_ color: RGB8, _ tables: SRGB8Quantizer.Tables) -> RGB8 {
        let linear = tables.linear
        let output = simulate(linear: SIMD3(linear[Int(color.red)], linear[Int(color.green)], linear[Int(color.blue)]))
        return RGB8(red: tables.encode(output.x), green: tables.encode(output.y), blue: tables.encode(output.z))
    }
}

/// Linear light (0…1) → the 8-bit sRGB code ``RGB8/init(srgb:)`` gives its encoding, by two table lookups.
///
/// `thresholds[k]` is the smallest linear value whose code is at least `k` (found by bisection on the exact
/// transfer function, so the tables agree with it byte for byte). Bucket `b` holds the values that round to
/// `b / 4096`, and `starts[b]` is the code of its lowest value. A bucket 1/4096 wide spans less than one code
/// step (the steepest part, near black, has 12.92 × 255 codes per unit), so it holds at most one threshold
/// and one comparison finishes the lookup (a test checks every bucket).
enum SRGB8Quantizer {
    static let bucketCount = 4096

    /// The tables, in memory that is allocated once and never freed or written again, read without reference counting.
    struct Tables {
        /// The linear value of each 8-bit code (``RGB8/linearTable``).
        let linear: UnsafePointer<Double>
        /// Per bucket, the code of its lowest value; 4,097 entries.
        let starts: UnsafePointer<UInt8>
        /// Per code k, the smallest linear value that encodes to k or more; 257 entries, the last infinite.
        let thresholds: UnsafePointer<Double>

        /// The 8-bit code of a linear value in 0…1: the bucket's first code, plus one past the bucket's one threshold.
        @inline(__always)
        func encode(_ value: Double) -> UInt8 {
            let code = starts[SRGB8Quantizer.bucket(value)]
            return value >= thresholds[Int(code) + 1] ? code &+ 1 : code
        }
    }

    /// The code of a linear value by the exact transfer function: what the tables must reproduce.
    static func code(_ linear: Double) -> UInt8 { RGB8(srgb: SIMD3(repeating: TransferFunction.srgbToGamma(linear))).red }

    /// Built on first use; `nonisolated(unsafe)` is sound because nothing writes the memory after this initializer.
    nonisolated(unsafe) static let tables: Tables = {
        let thresholds = UnsafeMutablePointer<Double>.allocate(capacity: 257)
        thresholds[0] = 0
        for target in 1...255 {
            var low = 0.0, high = 1.0  // code(low) < target <= code(high)
            while true {
                let middle = (low + high) / 2
                if middle <= low || middle >= high { break }
                if code(middle) >= UInt8(target) { high = middle } else { low = middle }
            }
            thresholds[target] = high
        }
        thresholds[256] = .infinity
        // The lowest value of bucket b is (b − ½) / 4096 (0 for the first): round-to-nearest picks the bucket.
        let starts = UnsafeMutablePointer<UInt8>.allocate(capacity: bucketCount + 1)
        for bucket in 0...bucketCount { starts[bucket] = code(max(0, (Double(bucket) - 0.5) / Double(bucketCount))) }
        let linear = UnsafeMutablePointer<Double>.allocate(capacity: 256)
        for code in 0..<256 { linear[code] = RGB8.linearTable[code] }
        return Tables(linear: linear, starts: starts, thresholds: thresholds)
    }()

    /// The bucket of a value in 0…1: `value × 4096` rounded to nearest, read from the mantissa after adding
    /// 1.5 × 2⁵² (exact for these magnitudes, and without the range checks of `Int(_:)`).
    @inline(__always)
    static func bucket(_ value: Double) -> Int {
        Int(truncatingIfNeeded: (value * Double(bucketCount) + 0x1.8p52).bitPattern & 0x1FFF)
    }
}
