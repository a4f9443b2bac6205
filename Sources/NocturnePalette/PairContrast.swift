import NocturneAppearance
import NocturneColor

/// The contrast of a foreground on a background in one mode, measured on the 8-bit values that draw.
///
/// Translucent colors are composited first, as they draw: a translucent background over the page
/// (white in light mode, black in dark mode), then a translucent foreground over that background.
/// ``ContrastRequirement/isMet(by:in:method:)`` judges the result; the theme solver, the theme audit,
/// the audit of existing token sets, the HTML preview and the command line all measure this way.
public struct PairContrast: Sendable, Hashable {
    /// The foreground's 8-bit value after compositing.
    public let foreground: RGB8
    /// The background's 8-bit value after compositing.
    public let background: RGB8
    /// WCAG 2.2 contrast ratio, 1…21.
    public let wcag: Double
    /// APCA Lc of the foreground as text on the background (signed: negative for light on dark).
    public let apca: Double

    /// Measures two opaque 8-bit colors.
    public init(foreground: RGB8, background: RGB8) {
        self.init(foreground: foreground, background: background,
                  wcag: WCAG.contrastRatio(foreground, background), apca: APCA.lightnessContrast(text: foreground, background: background))
    }

    /// Measures two resolved colors as they draw in a mode, compositing translucent ones first.
    ///
    /// - Parameters:
    ///   - foreground: The text, icon or fill on top; composited over the background when translucent.
    ///   - background: The color below; composited over the mode's page (white, or black in dark mode) when translucent.
    ///   - mode: The mode, for the page color.
    public init(foreground: ResolvedColor, background: ResolvedColor, in mode: AppearanceMode) {
        var back = background.rgb8
        if background.opacity < 1 {
            back = PairContrast.composite(background, over: PairContrast.page(in: mode))
        }
        let front = foreground.opacity < 1 ? PairContrast.composite(foreground, over: back) : foreground.rgb8
        self.init(foreground: front, background: back)
    }

    /// A measurement already made (the solver measures each distinct pair of bytes once; audits keep the figures).
    package init(foreground: RGB8, background: RGB8, wcag: Double, apca: Double) {
        self.foreground = foreground
        self.background = background
        self.wcag = wcag
        self.apca = apca
    }

    /// The page translucent backgrounds draw over: white in light mode, black in dark mode.
    public static func page(in mode: AppearanceMode) -> RGB8 {
        mode.colorScheme == .dark ? RGB8(red: 0, green: 0, blue: 0) : RGB8(red: 255, green: 255, blue: 255)
    }

    /// A translucent color drawn over an opaque one, rounded to 8 bits.
    static func composite(_ color: ResolvedColor, over backdrop: RGB8) -> RGB8 {
        ResolvedColor(color.colorValue.composited(over: backdrop.colorValue)).rgb8
    }
}
