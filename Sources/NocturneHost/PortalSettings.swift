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
        try apply(Namespace(namespace), key: key, value: value)
    }

    /// The namespaces read, told apart once per namespace rather than once per key.
    enum Namespace {
        case appearance, accessibility, other

        init(_ name: String) {
            switch name {
            case PortalSettings.appearanceNamespace: self = .appearance
            case PortalSettings.accessibilityNamespace: self = .accessibility
            default: self = .other
            }
        }
    }

    private mutating func apply(_ namespace: Namespace, key: String, value boxed: DBusValue) throws(AppearanceSourceError) -> Bool {
        let value = boxed.unboxed
        func unsigned() throws(AppearanceSourceError) -> Int64 {
            guard let number = value.integer else { throw .unexpectedValue(key: key, type: value.type.signature, expected: "u") }
            return number
        }
        switch namespace {
        case .appearance:
            switch key {
            case "color-scheme":
                switch try unsigned() {
                case 1: colorScheme = .dark
                case 2: colorScheme = .light
                default: colorScheme = .noPreference
                }
            case "contrast":
                contrast = try unsigned() == 1 ? .increased : .standard
            case "reduced-motion":
                reducedMotion = try unsigned() == 1
            case "accent-color":
                guard case .structure(let fields) = value, fields.count == 3,
                    case .double(let red) = fields[0], case .double(let green) = fields[1], case .double(let blue) = fields[2]
                else {
                    throw .unexpectedValue(key: key, type: value.type.signature, expected: "(ddd)")
                }
                let unit = 0.0...1.0
                accentColor = unit.contains(red) && unit.contains(green) && unit.contains(blue) ? .srgb(red, green, blue) : nil
            default:
                return false
            }
        case .accessibility:
            guard key == "high-contrast" else { return false }
            guard case .boolean(let flag) = value else { throw .unexpectedValue(key: key, type: value.type.signature, expected: "b") }
            highContrast = flag
        case .other:
            return false
        }
        return true
    }

    /// The namespaces read, as UTF-8, in the order of ``Namespace``'s first cases.
    static let namespaceBytes = [Array(appearanceNamespace.utf8), Array(accessibilityNamespace.utf8)]

    /// Takes every setting of a whole `ReadAll` reply message, reading its body setting by setting.
    ///
    /// - Parameter message: Exactly one message, a method return.
    /// - Throws: ``AppearanceSourceError/malformedMessage(_:)`` or ``AppearanceSourceError/unexpectedValue(key:type:expected:)``.
    mutating func apply(readAllReply message: [UInt8]) throws(AppearanceSourceError) {
        let result: Result<[DBusSetting]?, DBusDecodingError> = message.withUnsafeBytes { bytes in
            do throws(DBusDecodingError) { return .success(try DBusMessage.settings(ofReadAllReply: bytes, namespaces: Self.namespaceBytes)) } catch {
                return .failure(error)
            }
        }
        let found: [DBusSetting]?
        switch result {
        case .success(let settings): found = settings
        case .failure(let error): throw .malformedMessage(error)
        }
        guard let found else {
            // Not `a{sa{sv}}`: decoded whole, so that the error names the type that came.
            let decoded: DBusMessage
            do { decoded = try DBusMessage(decoding: message) } catch { throw .malformedMessage(error) }
            guard let first = decoded.body.first else { throw .unexpectedValue(key: "ReadAll", type: decoded.bodySignature, expected: "a{sa{sv}}") }
            try apply(readAll: first)
            return
        }
        for setting in found {
            _ = try apply(setting.namespace == 0 ? .appearance : .accessibility, key: setting.key, value: setting.value)
        }
    }

    /// Takes every setting of a `ReadAll` reply (`a{sa{sv}}`).
    mutating func apply(readAll reply: DBusValue) throws(AppearanceSourceError) {
        // Walks the decoded value in place: no intermediate arrays of pairs.
        guard case .array(.dictionaryEntry, let namespaces) = reply else {
            throw .unexpectedValue(key: "ReadAll", type: reply.type.signature, expected: "a{sa{sv}}")
        }
        for entry in namespaces {
            guard case .dictionaryEntry(let name, let settings) = entry, let name = name.text,
                case .array(.dictionaryEntry, let entries) = settings
            else {
                throw .unexpectedValue(key: "ReadAll", type: reply.type.signature, expected: "a{sa{sv}}")
            }
            let namespace = Namespace(name)
            for setting in entries {
                guard case .dictionaryEntry(let key, let value) = setting, let key = key.text else {
                    throw .unexpectedValue(key: "ReadAll", type: reply.type.signature, expected: "a{sa{sv}}")
                }
                _ = try apply(namespace, key: key, value: value)
            }
        }
    }
}
