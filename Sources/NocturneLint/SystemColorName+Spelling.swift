import NocturneAppearance

extension SystemColorName {
    /// SwiftUI's hierarchical styles and the one gray it names, as system colors.
    static let swiftUIStyles: [String: SystemColorName] = ["primary": .label, "secondary": .secondaryLabel, "gray": .systemGray]

    /// The system color a member's spelling names, in any framework: UIKit's `label` and `systemBackground`, AppKit's
    /// `labelColor` and `textBackgroundColor`, SwiftUI's `primary` (when `swiftUI`); `nil` for a fixed color (`black`) or
    /// another name.
    package init?(spelled member: String, swiftUI: Bool) {
        if swiftUI, let style = Self.swiftUIStyles[member] {
            self = style
            return
        }
        let bare = member.hasSuffix("Color") ? String(member.dropLast(5)) : member
        switch bare {
        case "text", "controlText": self = .label
        case "textBackground", "windowBackground", "controlBackground", "underPageBackground": self = .systemBackground
        case "secondaryLabel", "secondaryText": self = .secondaryLabel
        default:
            let semantic: Set = ["label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "link", "separator", "opaqueSeparator"]
            guard let name = SystemColorName(rawValue: bare), name.rawValue.hasPrefix("system") || semantic.contains(name.rawValue) else { return nil }
            self = name
        }
    }
}
