import NocturneAppearance
import NocturneSupport

/// The theme's policy in one table: the stop each role is designed at in each mode, and the pairs a theme promises.
///
/// The solver starts every token at its designed stop and moves it only where a promised pair
/// fails; the audit reports the same pairs; the documentation's table is ``markdownTable``, printed
/// from these values. Nothing else states them.
public enum ThemePolicy {
    /// The stops a role is designed at: light, light Increase Contrast, dark, dark Increase Contrast.
    public struct DesignedStops: Sendable, Hashable {
        /// Light mode, standard contrast.
        public let light: Double
        /// Light mode, Increase Contrast.
        public let lightIncreased: Double
        /// Dark mode, standard contrast.
        public let dark: Double
        /// Dark mode, Increase Contrast.
        public let darkIncreased: Double
        /// Whether the role is one stop (50) lighter at the elevated level in dark mode (backgrounds and fills drawn on them).
        public let liftsWhenElevated: Bool

        /// The designed stop in a mode.
        public func stop(in mode: AppearanceMode) -> Double {
            let dark = mode.colorScheme == .dark
            let value = dark ? (mode.contrast == .increased ? darkIncreased : self.dark) : (mode.contrast == .increased ? lightIncreased : light)
            return liftsWhenElevated && dark && mode.level == .elevated ? value - 50 : value
        }
    }

    /// A promise: this foreground on that background meets this requirement in every mode.
    public struct Promise: Sendable, Hashable {
        /// The foreground token.
        public let foreground: TokenRole
        /// The background token.
        public let background: TokenRole
        /// The minimums (exempt pairs are reported, never enforced).
        public let requirement: ContrastRequirement
    }

    /// The designed stops of a role.
    public static func designedStops(_ role: TokenRole) -> DesignedStops { stopTable[role.index] }

    /// The designed stops, in ``TokenRole`` order.
    static let stopTable: [DesignedStops] = TokenRole.allCases.map { role in
        func stops(_ light: Double, _ lightIncreased: Double, _ dark: Double, _ darkIncreased: Double, lifts: Bool = false) -> DesignedStops {
            DesignedStops(light: light, lightIncreased: lightIncreased, dark: dark, darkIncreased: darkIncreased, liftsWhenElevated: lifts)
        }
        switch role {
        case .backgroundPrimary: return stops(0, 0, 1000, 1000, lifts: true)
        case .backgroundSecondary: return stops(50, 50, 950, 950, lifts: true)
        case .backgroundTertiary: return stops(100, 100, 900, 900, lifts: true)
        case .surfacePrimary: return stops(0, 0, 950, 950, lifts: true)
        case .surfaceSecondary: return stops(50, 50, 900, 900, lifts: true)
        case .hover: return stops(100, 100, 850, 900, lifts: true)
        case .pressed: return stops(150, 150, 800, 850, lifts: true)
        case .selected, .disabled: return stops(100, 100, 850, 850, lifts: true)
        case .foregroundDisabled: return stops(400, 450, 600, 550)
        case .foregroundPrimary: return stops(1000, 1000, 50, 0)
        case .foregroundSecondary, .accentText, .successText, .warningText, .dangerText, .infoText: return stops(700, 800, 250, 150)
        case .foregroundTertiary, .outlinePrimary: return stops(550, 700, 400, 300)
        case .outlineSecondary: return stops(250, 350, 650, 550)
        case .outlineTertiary: return stops(150, 250, 750, 650)
        case .accent, .accentHover, .accentPressed: return stops(600, 700, 250, 200)
        case .accentDisabled: return stops(200, 200, 800, 800)
        case .success, .warning, .danger, .info: return stops(600, 700, 400, 300)
        case .successBackground, .warningBackground, .dangerBackground, .infoBackground: return stops(100, 100, 900, 900, lifts: true)
        case .onAccent, .onSuccess, .onWarning, .onDanger, .onInfo: return stops(0, 0, 1000, 1000)
        case .backgroundInverted: return stops(900, 1000, 100, 50)
        case .foregroundInverted: return stops(50, 0, 950, 1000)
        }
    }

    /// The status sets in order, with their solid, on-solid, text and background roles.
    static let statusRoles: [(solid: TokenRole, on: TokenRole, text: TokenRole, background: TokenRole)] = [
        (.success, .onSuccess, .successText, .successBackground),
        (.warning, .onWarning, .warningText, .warningBackground),
        (.danger, .onDanger, .dangerText, .dangerBackground),
        (.info, .onInfo, .infoText, .infoBackground),
    ]

    /// Every pair a theme promises (and the exempt ones it reports), in audit order.
    public static let pairs: [Promise] = {
        var pairs: [Promise] = []
        func on(_ foreground: TokenRole, _ backgrounds: [TokenRole], _ requirement: ContrastRequirement) {
            for background in backgrounds { pairs.append(Promise(foreground: foreground, background: background, requirement: requirement)) }
        }
        let declared = TokenRole.declaredBackgrounds
        on(.foregroundPrimary, declared, .primaryText)
        on(.foregroundSecondary, declared, .text)
        on(.foregroundTertiary, declared, .nonText)
        on(.outlinePrimary, declared, .nonText)
        on(.accentText, declared, .text)
        on(.accent, declared, .nonText)
        on(.onAccent, [.accent, .accentHover, .accentPressed], .text)
        for status in statusRoles {
            on(status.text, declared + [status.background], .text)
            on(status.solid, declared, .nonText)
            on(status.on, [status.solid], .text)
        }
        on(.foregroundInverted, [.backgroundInverted], .primaryText)
        on(.foregroundDisabled, [.disabled, .backgroundPrimary], .exempt)
        on(.onAccent, [.accentDisabled], .exempt)
        return pairs
    }()

    /// The policy as a Markdown table, one row per role: its designed stops and the backgrounds and tier it is promised on.
    ///
    /// The DocC article "How contrast is guaranteed" holds this text; a test keeps the two identical.
    public static var markdownTable: String {
        var lines = ["| token | light | light + IC | dark | dark + IC | promised on |", "|---|---|---|---|---|---|"]
        for role in TokenRole.allCases {
            let stops = designedStops(role)
            func text(_ value: Double) -> String { NumberText.shortest(value) }
            var groups: [(String, [String])] = []
            for promise in pairs where promise.foreground == role {
                let tier = promise.requirement.tier
                if let index = groups.firstIndex(where: { $0.0 == tier }) { groups[index].1.append(promise.background.rawValue) } else { groups.append((tier, [promise.background.rawValue])) }
            }
            let promised = groups.map { "\($0.0): " + ($0.1 == TokenRole.declaredBackgrounds.map(\.rawValue) ? "backgrounds" : $0.1.joined(separator: ", ")) }
            let elevated = stops.liftsWhenElevated ? " (−50 elevated)" : ""
            lines.append("| `\(role.rawValue)` | \(text(stops.light)) | \(text(stops.lightIncreased)) | \(text(stops.dark))\(elevated) | \(text(stops.darkIncreased))\(elevated) | \(promised.isEmpty ? "—" : promised.joined(separator: "; ")) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
