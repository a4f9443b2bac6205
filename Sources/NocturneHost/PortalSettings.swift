import NocturneAppearance
import NocturneColor

/// What the portal has said so far, key by key, and how it reads as a ``SystemAppearance``.
///
/// Keys of `org.freedesktop.appearance`: `color-scheme` (u: 0 no preference, 1 dark, 2 light, other
/// values no preference), `contrast` (u: 1 higher), `accent-color` (`(ddd)` in [0, 1], anything out
/// of range unset), `reduced-motion` (u: 1 reduce). When the namespace has no `contrast`,
/// `org.gnome.desktop.a11y.interface high-contrast` (b) stands in.
struct PortalSettings: Hashable, Sendable {
    static let appearanceNamespace = "org.freedesktop.appearance"
    static let accessibilityNamespace = "org.gnome.desktop.a11y.interface"
    /// The keys read from the appearance namespace.
    static let appearanceKeys = ["color-scheme", "contrast", "accent-color", "reduced-motion"]

    var colorScheme: SystemColorScheme?
    var contrast: ColorSchemeContrast?
    var highContrast: Bool?
    var accentColor: ColorValue?
    var reducedMotion: Bool?

    /// The settings as a report from the portal.
    var appearance: SystemAppearance {
        SystemAppearance(
            colorScheme: colorScheme ?? .noPreference,
            contrast: contrast ?? (highContrast == true ? .increased : .standard),
            accentColor: accentColor, reducedMotion: reducedMotion ?? false, source: .portal)
    }

    /// Takes one setting; settings of other keys are ignored.
    ///
    /// - Parameters:
    ///   - namespace: The setting's namespace.
    ///   - key: The setting's key.
    ///   - value: Its value, boxed in any number of variants.
    /// - Returns: Whether the setting is one this reads.
    /// - Throws: ``AppearanceSourceError/unexpectedValue(key:type:expected:)`` when its type is not the documented one.
    @discardableResult
    mutating func apply(namespace: String, key: String, value: DBusValue) throws(AppearanceSourceError) -> Bool {
        let value = value.unboxed
        func unsigned() throws(AppearanceSourceError) -> Int64 {
            guard let number = value.integer else { throw .unexpectedValue(key: key, type: value.type.signature, expected: "u") }
            return number
        }
        switch (namespace, key) {
        case (Self.appearanceNamespace, "color-scheme"):
            switch try unsigned() {
            case 1: colorScheme = .dark
            case 2: colorScheme = .light
            default: colorScheme = .noPreference
            }
        case (Self.appearanceNamespace, "contrast"):
            contrast = try unsigned() == 1 ? .increased : .standard
        case (Self.appearanceNamespace, "reduced-motion"):
            reducedMotion = try unsigned() == 1
        case (Self.appearanceNamespace, "accent-color"):
            guard case .structure(let fields) = value, fields.count == 3 else {
                throw .unexpectedValue(key: key, type: value.type.signature, expected: "(ddd)")
            }
            var channels: [Double] = []
            for field in fields {
                guard case .double(let channel) = field else { throw .unexpectedValue(key: key, type: value.type.signature, expected: "(ddd)") }
                channels.append(channel)
            }
            accentColor = channels.allSatisfy({ (0...1).contains($0) }) ? .srgb(channels[0], channels[1], channels[2]) : nil
        case (Self.accessibilityNamespace, "high-contrast"):
            guard case .boolean(let flag) = value else { throw .unexpectedValue(key: key, type: value.type.signature, expected: "b") }
            highContrast = flag
        default:
            return false
        }
        return true
    }

    /// Takes every setting of a `ReadAll` reply (`a{sa{sv}}`).
    mutating func apply(readAll reply: DBusValue) throws(AppearanceSourceError) {
        guard let namespaces = reply.dictionaryEntries else {
            throw .unexpectedValue(key: "ReadAll", type: reply.type.signature, expected: "a{sa{sv}}")
        }
        for (namespace, settings) in namespaces {
            guard let namespace = namespace.text, let entries = settings.dictionaryEntries else {
                throw .unexpectedValue(key: "ReadAll", type: reply.type.signature, expected: "a{sa{sv}}")
            }
            for (key, value) in entries {
                guard let key = key.text else { throw .unexpectedValue(key: "ReadAll", type: reply.type.signature, expected: "a{sa{sv}}") }
                try apply(namespace: namespace, key: key, value: value)
            }
        }
    }
}
