import NocturneAppearance
import NocturneColor
import NocturneProject

/// The system colors a fixed color becomes when one means the same: the decisions that need no solver.
///
/// Two kinds: a fixed named color with an adapting equivalent of the same meaning (`.black` as text
/// is `.primary` in SwiftUI and `.label` in UIKit; `UIColor.white` as a background is
/// `.systemBackground`; `.lightGray` is `.systemGray`), and a constant within ΔE_OK 0.02 of a system
/// color of a matching role in light mode (a `#F2F2F7` background is `systemGroupedBackground`).
enum SystemSubstitution {
    /// The largest ΔE_OK, to a system color's light value, at which a constant is taken for that system color.
    static let tolerance = 0.02

    /// The adapting member that replaces a fixed one (`white` → `systemBackground`), or `nil` when none means the same.
    ///
    /// - Parameters:
    ///   - member: The fixed color's name as written (`white`, `lightGray`).
    ///   - framework: The site's framework.
    ///   - role: How the color is used.
    static func replacement(forFixed member: String, framework: FixFramework, role: FixRole) -> String? {
        switch (framework, member, role) {
        case (.swiftUI, "black", .content), (.swiftUI, "white", .content): return "primary"
        case (.swiftUI, _, _): return nil
        case (.uiKit, "black", .content), (.uiKit, "darkText", .content): return "label"
        case (.uiKit, "darkGray", .content): return "secondaryLabel"
        case (.uiKit, "white", .background), (.uiKit, "white", .surface): return "systemBackground"
        case (.appKit, "black", .content): return "labelColor"
        case (.appKit, "darkGray", .content): return "secondaryLabelColor"
        case (.appKit, "white", .background), (.appKit, "white", .surface): return "textBackgroundColor"
        default: break
        }
        let hues = ["red", "orange", "yellow", "green", "blue", "purple", "brown", "cyan"]
        let name: String?
        if hues.contains(member) {
            name = member == "cyan" ? "systemCyan" : "system" + member.prefix(1).uppercased() + member.dropFirst()
        } else if member == "gray" || member == "lightGray" || (member == "darkGray" && role != .content) {
            name = "systemGray"
        } else {
            name = nil
        }
        guard let name, framework == .uiKit || framework == .appKit else { return nil }
        return framework == .appKit ? name + "Color" : name
    }

    /// The system colors UIKit has had since iOS 7, and those it added in iOS 15; every other adapting one came with dark mode, in iOS 13.
    static let uiKitSinceIOS7: Set<String> = ["systemRed", "systemOrange", "systemYellow", "systemGreen", "systemBlue", "systemPurple",
                                               "systemPink", "systemGray", "lightText", "darkText"]
    static let uiKitSinceIOS15: Set<String> = ["systemMint", "systemCyan"]

    /// The AppKit system colors by the macOS release that brought them (their names without `Color`); the others
    /// (`textBackgroundColor`, `windowBackgroundColor`) are older than any deployment target Xcode still takes.
    static let appKitSince: [String: OSVersion] = {
        var since: [String: OSVersion] = [:]
        for name in ["label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "systemRed", "systemOrange", "systemYellow", "systemGreen",
                     "systemBlue", "systemPurple", "systemPink", "systemBrown", "systemGray", "link", "placeholderText"] { since[name] = OSVersion(10, 10) }
        since["systemTeal"] = OSVersion(10, 12)
        for name in ["separator", "controlAccent"] { since[name] = OSVersion(10, 14) }
        since["systemIndigo"] = OSVersion(10, 15)
        for name in ["systemMint", "systemCyan"] { since[name] = OSVersion(12) }
        return since
    }()

    /// The releases that brought the system color a replacement names (its last member: `.label`, `UIColor.systemGray5`,
    /// `Color(.systemCyan)`, `NSColor.separatorColor`): on iOS (and tvOS) 7, 13 or 15 for UIKit's, and 13 for SwiftUI's own
    /// (`.primary`), which SwiftUI itself needs; on macOS, AppKit's (``appKitSince``).
    static func introduced(_ replacement: String) -> Availability {
        let member = String(replacement.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).last ?? "")
        let iOS = uiKitSinceIOS15.contains(member) ? OSVersion(15) : uiKitSinceIOS7.contains(member) ? OSVersion(7) : OSVersion(13)
        let base = member.hasSuffix("Color") ? String(member.dropLast(5)) : member
        return Availability(iOS: iOS, macOS: appKitSince[base] ?? OSVersion(10, 0))
    }

    /// The system colors a constant may be taken for in each role (in preference order when two are equally near).
    static func candidates(for role: FixRole) -> [SystemColorName] {
        let tints: [SystemColorName] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemCyan,
                                        .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown]
        let grays: [SystemColorName] = [.systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6]
        switch role {
        case .content: return [.label, .secondaryLabel, .tertiaryLabel, .placeholderText, .link] + tints + [.systemGray]
        case .background: return [.systemBackground, .systemGroupedBackground, .secondarySystemBackground, .tertiarySystemBackground]
        case .surface: return [.secondarySystemGroupedBackground, .secondarySystemBackground, .tertiarySystemGroupedBackground, .systemGroupedBackground]
        case .border: return [.separator, .opaqueSeparator] + grays
        case .fill, .tint: return tints + grays + [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
        case .inactive: return [.tertiaryLabel, .quaternaryLabel, .placeholderText] + tints + grays
        }
    }

    /// The system color whose light value lies within ``tolerance`` of `color` (alpha within 2/255), nearest first.
    ///
    /// - Parameters:
    ///   - color: The constant.
    ///   - role: How it is used: only that role's system colors are candidates.
    ///   - palette: The system palette whose light values are compared.
    static func nearest(to color: SiteColor, role: FixRole, palette: SystemPalette = .default) -> SystemColorName? {
        let light = AppearanceMode(colorScheme: .light).traits
        var best: (name: SystemColorName, distance: Double)?
        for name in candidates(for: role) {
            let resolved = palette.color(name).resolve(in: light)
            guard abs(resolved.opacity * 255 - Double(color.alpha)) <= 2 else { continue }
            let distance = resolved.rgb8.colorValue.deltaE(color.rgb.colorValue, method: .ok)
            if distance <= tolerance, distance < (best?.distance ?? .infinity) { best = (name, distance) }
        }
        return best?.name
    }

    /// How a system color is written at a site of `framework`, or `nil` when that framework has no spelling of it.
    ///
    /// - Parameters:
    ///   - name: The system color.
    ///   - framework: The site's framework.
    ///   - importsUIKit: Whether the SwiftUI file can reach UIKit's colors (`Color(.systemGroupedBackground)`).
    static func spelling(of name: SystemColorName, framework: FixFramework, importsUIKit: Bool) -> String? {
        let member = name.rawValue
        switch framework {
        case .uiKit: return "UIColor.\(member)"
        case .appKit:
            switch name {
            case .label, .secondaryLabel, .tertiaryLabel, .placeholderText, .link, .separator: return "NSColor.\(member)Color"
            case .systemBackground: return "NSColor.textBackgroundColor"
            case .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemCyan, .systemBlue, .systemIndigo,
                 .systemPurple, .systemPink, .systemBrown, .systemGray: return "NSColor.\(member)"
            default: return nil
            }
        case .swiftUI:
            let swiftUIHues: [SystemColorName: String] = [
                .systemRed: "red", .systemOrange: "orange", .systemYellow: "yellow", .systemGreen: "green", .systemMint: "mint",
                .systemTeal: "teal", .systemCyan: "cyan", .systemBlue: "blue", .systemIndigo: "indigo", .systemPurple: "purple",
                .systemPink: "pink", .systemBrown: "brown", .systemGray: "gray", .label: "primary",
            ]
            if let hue = swiftUIHues[name] { return "Color.\(hue)" }
            return importsUIKit ? "Color(.\(member))" : nil
        case .interfaceBuilder: return member + "Color"
        case .catalog: return nil
        }
    }
}

/// The first releases that have what a replacement uses: iOS's (tvOS shares them) and macOS's.
struct Availability: Hashable {
    var iOS: OSVersion
    var macOS: OSVersion
}
