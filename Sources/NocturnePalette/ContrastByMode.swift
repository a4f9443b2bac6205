import NocturneAppearance
import NocturneSupport

/// The contrast of two dynamic colors in each of the eight appearance modes, WCAG and APCA.
///
/// `description` reads like `light 8.72 · dark 1.79 · light+ … ` so a stop used where a token
/// belongs is visible at a glance.
public struct ContrastByMode: Sendable, Hashable, CustomStringConvertible {
    /// The measurement in each mode (both 8-bit values, WCAG and APCA).
    public let contrast: ModeValues<PairContrast>
    /// WCAG 2.2 ratios per mode.
    public var wcag: ModeValues<Double> { contrast.map(\.wcag) }
    /// APCA Lc per mode.
    public var apca: ModeValues<Double> { contrast.map(\.apca) }
    /// The figure ``value(in:)`` returns and the description shows (`.both` shows both).
    public let method: ContrastMethod

    /// Measures two colors in every mode on their 8-bit values, compositing translucent ones as ``PairContrast`` does.
    public init(foreground: DynamicColor, background: DynamicColor, method: ContrastMethod = .wcag) {
        self.contrast = ModeValues { mode in
            PairContrast(foreground: foreground.resolve(in: mode.traits), background: background.resolve(in: mode.traits), in: mode)
        }
        self.method = method
    }

    /// The WCAG ratio (or APCA Lc for `.apca`) in one mode.
    public func value(in mode: AppearanceMode) -> Double {
        method == .apca ? contrast[mode].apca : contrast[mode].wcag
    }

    /// The WCAG ratio in one mode.
    public func wcag(in mode: AppearanceMode) -> Double { contrast[mode].wcag }

    /// The APCA Lc in one mode.
    public func apca(in mode: AppearanceMode) -> Double { contrast[mode].apca }

    /// The light standard and dark standard figures: `(8.72, 1.79)`.
    ///
    /// Deprecated: a second shape for two of the eight per-mode values; read them with ``value(in:)``.
    @available(*, deprecated, message: "use value(in: AppearanceMode(colorScheme: .light)) and value(in: AppearanceMode(colorScheme: .dark))")
    public var lightAndDark: (light: Double, dark: Double) {
        (value(in: AppearanceMode(colorScheme: .light)), value(in: AppearanceMode(colorScheme: .dark)))
    }

    /// `light 8.72 · dark 1.79 · light+ 8.72 · …` (WCAG cut to two decimals, APCA to one).
    public var description: String {
        let labels = ["light", "dark", "light+", "dark+", "light^", "dark^", "light+^", "dark+^"]
        return labels.enumerated().map { index, label in
            let measured = contrast[index]
            return switch method {
            case .wcag: "\(label) \(NumberText.cut(measured.wcag, places: 2))"
            case .apca: "\(label) Lc \(NumberText.cut(measured.apca, places: 1))"
            case .both: "\(label) \(NumberText.cut(measured.wcag, places: 2)) / Lc \(NumberText.cut(measured.apca, places: 1))"
            }
        }.joined(separator: " · ")
    }
}
