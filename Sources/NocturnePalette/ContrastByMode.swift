import NocturneAppearance
import NocturneSupport

/// The contrast of two dynamic colors in each of the eight appearance modes, WCAG and APCA.
///
/// `description` reads like `light 8.72 · dark 1.79 · light+ … ` so a stop used where a token
/// belongs is visible at a glance.
public struct ContrastByMode: Sendable, Hashable, CustomStringConvertible {
    /// WCAG 2.2 ratios, in ``/NocturneAppearance/AppearanceMode/all`` order.
    public let wcag: [Double]
    /// APCA Lc, in ``/NocturneAppearance/AppearanceMode/all`` order.
    public let apca: [Double]
    /// The figure ``value(in:)`` returns and the description shows (`.both` shows both).
    public let method: ContrastMethod

    /// Measures two colors in every mode on their 8-bit values, compositing translucent ones as ``PairContrast`` does.
    public init(foreground: DynamicColor, background: DynamicColor, method: ContrastMethod = .wcag) {
        var wcag: [Double] = []
        var apca: [Double] = []
        for mode in AppearanceMode.all {
            let measured = PairContrast(foreground: foreground.resolve(in: mode.traits), background: background.resolve(in: mode.traits), in: mode)
            wcag.append(measured.wcag)
            apca.append(measured.apca)
        }
        self.wcag = wcag
        self.apca = apca
        self.method = method
    }

    /// The WCAG ratio (or APCA Lc for `.apca`) in one mode.
    public func value(in mode: AppearanceMode) -> Double {
        let index = mode.index
        return method == .apca ? apca[index] : wcag[index]
    }

    /// The WCAG ratio in one mode.
    public func wcag(in mode: AppearanceMode) -> Double { wcag[mode.index] }

    /// The APCA Lc in one mode.
    public func apca(in mode: AppearanceMode) -> Double { apca[mode.index] }

    /// The light standard and dark standard figures: `(8.72, 1.79)`.
    public var lightAndDark: (light: Double, dark: Double) {
        (value(in: AppearanceMode(colorScheme: .light)), value(in: AppearanceMode(colorScheme: .dark)))
    }

    /// `light 8.72 · dark 1.79 · light+ 8.72 · …` (WCAG cut to two decimals, APCA to one).
    public var description: String {
        let labels = ["light", "dark", "light+", "dark+", "light^", "dark^", "light+^", "dark+^"]
        return labels.enumerated().map { index, label in
            switch method {
            case .wcag: "\(label) \(NumberText.cut(wcag[index], places: 2))"
            case .apca: "\(label) Lc \(NumberText.cut(apca[index], places: 1))"
            case .both: "\(label) \(NumberText.cut(wcag[index], places: 2)) / Lc \(NumberText.cut(apca[index], places: 1))"
            }
        }.joined(separator: " · ")
    }
}
