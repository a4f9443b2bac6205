import NocturneAppearance

/// A foreground and what it is drawn on: the unit every contrast finding is judged on.
///
/// ```swift
/// let pair = ColorPair(.text, PairSide.constant(ResolvedColor(RGB8(red: 0, green: 0, blue: 0))), on: .system(.systemBackground))
/// let judgement = pair.judged()
/// judgement.verdict                 // .darkRegression: 21:1 in Light, 1.0:1 in Dark
/// judgement.contrast?[AppearanceMode(colorScheme: .dark)].wcag   // 1.0
/// ```
///
/// A translucent background is composited over the system background of ``context``; a translucent foreground
/// over the background. A background that cannot be known is assumed to be the context's system background.
public struct ColorPair: Sendable, Hashable {
    /// What the foreground draws (text, large text, symbol, stroke, shadow).
    public var kind: ForegroundKind
    /// The foreground.
    public var foreground: PairSide
    /// What it is drawn on.
    public var background: PairSide
    /// The system background under a translucent background, and the one assumed for an unknown background.
    public var context: BackgroundContext

    /// Creates a pair.
    ///
    /// - Parameters:
    ///   - kind: What the foreground draws.
    ///   - foreground: The foreground.
    ///   - background: What it is drawn on.
    ///   - context: The system background under it (default: a plain screen at the base level).
    public init(_ kind: ForegroundKind, _ foreground: PairSide, on background: PairSide, context: BackgroundContext = .plain) {
        self.kind = kind
        self.foreground = foreground
        self.background = background
        self.context = context
    }

    /// Judges the pair in each of the eight modes.
    ///
    /// - Parameter palette: The system palette the context's background resolves in.
    /// - Returns: The contrast and verdict in each mode; unknown when the foreground cannot be known.
    public func judged(palette: SystemPalette = .default) -> PairJudgement {
        PairJudgement(self, palette: palette)
    }
}
