/// The published constants of the three color-vision models and the matrices derived from them.
///
/// Everything is in linear-light sRGB. Viénot 1999 and Brettel 1997 work in the LMS cone space of
/// Smith & Pokorny 1975 (the one Viénot et al. used, and DaltonLens's default), reached through the
/// sRGB standard's RGB → XYZ matrix; their projections are derived here from those two matrices and the
/// CIE 1931 color-matching values of the anchor wavelengths, not tabulated.
enum ColorVisionModels {
    // MARK: Machado, Oliveira & Fernandes 2009

    /// Machado et al.'s supplementary matrices (linear RGB → simulated linear RGB), severities 0, 0.1 … 1.0.
    ///
    /// From the paper's page, http://www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/CVD_Simulation.html
    /// (six decimals, as published), indexed by cone: long (protanomaly), medium (deuteranomaly), short (tritanomaly).
    static let machado2009: [ColorVisionDeficiency.Cone: [Matrix3]] = [
        .long: [
            .identity,
            m(0.856167, 0.182038, -0.038205, 0.029342, 0.955115, 0.015544, -0.002880, -0.001563, 1.004443),
            m(0.734766, 0.334872, -0.069637, 0.051840, 0.919198, 0.028963, -0.004928, -0.004209, 1.009137),
            m(0.630323, 0.465641, -0.095964, 0.069181, 0.890046, 0.040773, -0.006308, -0.007724, 1.014032),
            m(0.539009, 0.579343, -0.118352, 0.082546, 0.866121, 0.051332, -0.007136, -0.011959, 1.019095),
            m(0.458064, 0.679578, -0.137642, 0.092785, 0.846313, 0.060902, -0.007494, -0.016807, 1.024301),
            m(0.385450, 0.769005, -0.154455, 0.100526, 0.829802, 0.069673, -0.007442, -0.022190, 1.029632),
            m(0.319627, 0.849633, -0.169261, 0.106241, 0.815969, 0.077790, -0.007025, -0.028051, 1.035076),
            m(0.259411, 0.923008, -0.182420, 0.110296, 0.804340, 0.085364, -0.006276, -0.034346, 1.040622),
            m(0.203876, 0.990338, -0.194214, 0.112975, 0.794542, 0.092483, -0.005222, -0.041043, 1.046265),
            m(0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998),
        ],
        .medium: [
            .identity,
            m(0.866435, 0.177704, -0.044139, 0.049567, 0.939063, 0.011370, -0.003453, 0.007233, 0.996220),
            m(0.760729, 0.319078, -0.079807, 0.090568, 0.889315, 0.020117, -0.006027, 0.013325, 0.992702),
            m(0.675425, 0.433850, -0.109275, 0.125303, 0.847755, 0.026942, -0.007950, 0.018572, 0.989378),
            m(0.605511, 0.528560, -0.134071, 0.155318, 0.812366, 0.032316, -0.009376, 0.023176, 0.986200),
            m(0.547494, 0.607765, -0.155259, 0.181692, 0.781742, 0.036566, -0.010410, 0.027275, 0.983136),
            m(0.498864, 0.674741, -0.173604, 0.205199, 0.754872, 0.039929, -0.011131, 0.030969, 0.980162),
            m(0.457771, 0.731899, -0.189670, 0.226409, 0.731012, 0.042579, -0.011595, 0.034333, 0.977261),
            m(0.422823, 0.781057, -0.203881, 0.245752, 0.709602, 0.044646, -0.011843, 0.037423, 0.974421),
            m(0.392952, 0.823610, -0.216562, 0.263559, 0.690210, 0.046232, -0.011910, 0.040281, 0.971630),
            m(0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881),
        ],
        .short: [
            .identity,
            m(0.926670, 0.092514, -0.019184, 0.021191, 0.964503, 0.014306, 0.008437, 0.054813, 0.936750),
            m(0.895720, 0.133330, -0.029050, 0.029997, 0.945400, 0.024603, 0.013027, 0.104707, 0.882266),
            m(0.905871, 0.127791, -0.033662, 0.026856, 0.941251, 0.031893, 0.013410, 0.148296, 0.838294),
            m(0.948035, 0.089490, -0.037526, 0.014364, 0.946792, 0.038844, 0.010853, 0.193991, 0.795156),
            m(1.017277, 0.027029, -0.044306, -0.006113, 0.958479, 0.047634, 0.006379, 0.248708, 0.744913),
            m(1.104996, -0.046633, -0.058363, -0.032137, 0.971635, 0.060503, 0.001336, 0.317922, 0.680742),
            m(1.193214, -0.109812, -0.083402, -0.058496, 0.979410, 0.079086, -0.002346, 0.403492, 0.598854),
            m(1.257728, -0.139648, -0.118081, -0.078003, 0.975409, 0.102594, -0.003316, 0.501214, 0.502102),
            m(1.278864, -0.125333, -0.153531, -0.084748, 0.957674, 0.127074, -0.000989, 0.601151, 0.399838),
            m(1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900),
        ],
    ]

    /// Machado's matrix at `severity` (0…1): the published one at a multiple of 0.1, else the linear blend of its two neighbours.
    static func machado2009(_ cone: ColorVisionDeficiency.Cone, severity: Double) -> Matrix3 {
        guard let table = machado2009[cone] else { return .identity }
        // NaN or an infinity would trap in Int(_:): the full deficiency, as the simulator's initializer takes them.
        let position = severity.isFinite ? min(max(severity, 0), 1) * 10 : 10
        let low = min(max(Int(position.rounded(.down)), 0), 9)
        return mix(table[low], table[low + 1], position - Double(low))
    }

    // MARK: LMS (Smith & Pokorny 1975, as Viénot et al. 1999 use it)

    /// XYZ → LMS of Smith & Pokorny 1975 (Viénot, Brettel & Mollon 1999, eq. 2).
    static let lmsFromXYZ = m(0.15514, 0.54312, -0.03286, -0.15514, 0.45684, 0.03286, 0, 0, 0.01608)
    /// Linear sRGB → XYZ as the sRGB standard (IEC 61966-2-1) prints it, the matrix DaltonLens uses.
    static let xyzFromLinearSRGB = m(0.412456, 0.3575761, 0.1804375, 0.212672, 0.7151522, 0.0721750, 0.019333, 0.1191920, 0.9503041)
    static let lmsFromLinearSRGB = lmsFromXYZ * xyzFromLinearSRGB
    static let linearSRGBFromLMS = lmsFromLinearSRGB.inverse

    /// The projection along `cone`'s axis of LMS onto the plane through black with normal `normal`.
    static func projection(onto normal: SIMD3<Double>, along cone: ColorVisionDeficiency.Cone) -> Matrix3 {
        let n = normal
        switch cone {
        case .long: return Matrix3(SIMD3(0, -n.y / n.x, -n.z / n.x), SIMD3(0, 1, 0), SIMD3(0, 0, 1))
        case .medium: return Matrix3(SIMD3(1, 0, 0), SIMD3(-n.x / n.y, 0, -n.z / n.y), SIMD3(0, 0, 1))
        case .short: return Matrix3(SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(-n.x / n.z, -n.y / n.z, 0))
        }
    }

    /// The LMS coordinates of a linear sRGB color.
    static func lms(_ red: Double, _ green: Double, _ blue: Double) -> SIMD3<Double> {
        lmsFromLinearSRGB * SIMD3(red, green, blue)
    }

    // MARK: Viénot, Brettel & Mollon 1999

    /// The protan or deutan simulation as one linear sRGB matrix: the plane through black, white, blue and yellow.
    ///
    /// Viénot et al. choose sRGB blue and yellow (whose LMS lie on Brettel's 475/575 nm half-planes) so
    /// that the plane keeps the display's gamut; tritan vision is not modeled well by one plane.
    static func vienot1999(_ cone: ColorVisionDeficiency.Cone) -> Matrix3 {
        let normal = cross(lms(1, 1, 0), lms(0, 0, 1))
        return linearSRGBFromLMS * projection(onto: normal, along: cone) * lmsFromLinearSRGB
    }

    static let vienotProtan = vienot1999(.long)
    static let vienotDeutan = vienot1999(.medium)

    // MARK: Brettel, Viénot & Mollon 1997

    /// CIE 1931 2° color-matching values (x̄, ȳ, z̄) at 485 nm and 660 nm, the tritan anchors.
    static let xyz485nm = SIMD3(0.05795, 0.1693, 0.6162)
    static let xyz660nm = SIMD3(0.1649, 0.0610, 0.0000)

    /// Brettel's tritan simulation in linear sRGB: two matrices and the normal that picks between them.
    ///
    /// The neutral axis is sRGB white (as Viénot 1999 and DaltonLens take it, so white stays white).
    /// Colors on the 485 nm side of the plane through the neutral axis and the S axis are projected
    /// onto the half-plane through 485 nm, the others onto the one through 660 nm.
    static func brettel1997Tritan() -> (first: Matrix3, second: Matrix3, separation: SIMD3<Double>) {
        let neutral = lms(1, 1, 1)
        var wing1 = lmsFromXYZ * xyz485nm
        var wing2 = lmsFromXYZ * xyz660nm
        let separation = cross(neutral, SIMD3(0, 0, 1))
        if dot(separation, wing1) < 0 { swap(&wing1, &wing2) }
        let first = projection(onto: cross(neutral, wing1), along: .short)
        let second = projection(onto: cross(neutral, wing2), along: .short)
        // dot(n, LMS · rgb) = dot(LMSᵀ · n, rgb): the test moves into linear sRGB.
        return (
            linearSRGBFromLMS * first * lmsFromLinearSRGB,
            linearSRGBFromLMS * second * lmsFromLinearSRGB,
            lmsFromLinearSRGB.transposed * separation
        )
    }

    static let brettelTritan = brettel1997Tritan()

    // MARK: Helpers

    /// A row-major matrix from nine numbers.
    static func m(
        _ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double, _ g: Double, _ h: Double, _ i: Double
    ) -> Matrix3 {
        Matrix3(SIMD3(a, b, c), SIMD3(d, e, f), SIMD3(g, h, i))
    }

    /// `(1 - t) · a + t · b`, entry by entry.
    static func mix(_ a: Matrix3, _ b: Matrix3, _ t: Double) -> Matrix3 {
        Matrix3(a.row0 * (1 - t) + b.row0 * t, a.row1 * (1 - t) + b.row1 * t, a.row2 * (1 - t) + b.row2 * t)
    }

    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
}
