/// A color vision deficiency that Nocturne simulates: one of the three dichromacies or anomalous trichromacies.
///
/// The raw values are the names the command line and the theme file take. Each deficiency is simulated
/// with the model the literature and DaltonLens recommend for it (``model``):
///
/// | deficiency | model | why |
/// |---|---|---|
/// | ``protanopia``, ``deuteranopia`` | ``ColorVisionModel/vienot1999`` | one projection in LMS, exact for red–green dichromats on an sRGB display |
/// | ``tritanopia`` | ``ColorVisionModel/brettel1997`` | Viénot's single plane is wrong for tritans; Brettel's two half-planes are the reference |
/// | ``protanomaly``, ``deuteranomaly``, ``tritanomaly`` | ``ColorVisionModel/machado2009`` | the one model with a physiological severity axis (cone spectral shift) |
///
/// Machado's model at severity 1 is close to, but not the same as, the dichromat models; it is weakest for
/// tritan vision, which is why ``tritanopia`` uses Brettel's model.
public enum ColorVisionDeficiency: String, CaseIterable, Sendable, Hashable, Codable {
    /// No working long-wavelength (L, "red") cones: red–green confusion, reds darkened.
    case protanopia
    /// No working medium-wavelength (M, "green") cones: red–green confusion, the most common dichromacy.
    case deuteranopia
    /// No working short-wavelength (S, "blue") cones: blue–yellow confusion, rare.
    case tritanopia
    /// L cones shifted toward M: a milder red–green deficiency, graded by severity.
    case protanomaly
    /// M cones shifted toward L: the most common deficiency (about 5% of men), graded by severity.
    case deuteranomaly
    /// S cones shifted: a mild blue–yellow deficiency, graded by severity.
    case tritanomaly

    /// The three dichromacies, the deficiencies the theme audit proves a theme against.
    public static let dichromacies: [ColorVisionDeficiency] = [.protanopia, .deuteranopia, .tritanopia]

    /// The model that ``ColorValue/simulating(_:severity:)`` uses for this deficiency.
    public var model: ColorVisionModel {
        switch self {
        case .protanopia, .deuteranopia: .vienot1999
        case .tritanopia: .brettel1997
        case .protanomaly, .deuteranomaly, .tritanomaly: .machado2009
        }
    }

    /// Whether this is a dichromacy (a cone type missing) rather than an anomalous trichromacy.
    public var isDichromacy: Bool { model != .machado2009 }

    /// The kind of cone this deficiency affects.
    public var cone: Cone {
        switch self {
        case .protanopia, .protanomaly: .long
        case .deuteranopia, .deuteranomaly: .medium
        case .tritanopia, .tritanomaly: .short
        }
    }

    /// The three kinds of cone cell, named by the part of the spectrum they respond to most.
    public enum Cone: String, CaseIterable, Sendable, Hashable {
        /// L cones, the "red" ones; missing or shifted in protan vision.
        case long
        /// M cones, the "green" ones; missing or shifted in deutan vision.
        case medium
        /// S cones, the "blue" ones; missing or shifted in tritan vision.
        case short
    }
}

/// A published model of how a color looks to someone with a color vision deficiency.
///
/// All three work on linear-light sRGB and clamp their result to the sRGB cube, as the papers' display
/// simulations and the reference implementations (colorspacious, DaltonLens) do.
public enum ColorVisionModel: String, CaseIterable, Sendable, Hashable {
    /// Machado, Oliveira & Fernandes 2009, "A Physiologically-based Model for Simulation of Color Vision
    /// Deficiency": their published 3×3 matrices at severities 0, 0.1 … 1, interpolated linearly between.
    case machado2009 = "Machado 2009"
    /// Viénot, Brettel & Mollon 1999, "Digital video colourmaps for checking the legibility of displays by
    /// dichromats": LMS (Smith & Pokorny 1975) projected onto the plane through black, white, sRGB blue and yellow.
    case vienot1999 = "Viénot 1999"
    /// Brettel, Viénot & Mollon 1997, "Computerized simulation of color appearance for dichromats": LMS
    /// projected onto one of two half-planes through the neutral axis and a monochromatic anchor (485, 660 nm for tritans).
    case brettel1997 = "Brettel 1997"
}
