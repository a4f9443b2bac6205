/// Names in generated CSS, Android and DTCG files: kebab-case and snake_case forms of token names.
public enum TokenNaming {
    /// Splits a name into lowercase words at case changes, digits runs and any non-alphanumeric character.
    ///
    /// `foregroundPrimary` → `["foreground", "primary"]`; `Brand/Dark Blurple` → `["brand", "dark", "blurple"]`.
    public static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current); current = "" }
                previous = nil
                continue
            }
            if let previous, !current.isEmpty,
                (character.isUppercase && previous.isLowercase) || (character.isNumber && previous.isLetter) || (character.isLetter && previous.isNumber) {
                words.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// `foreground-primary`.
    public static func kebab(_ name: String) -> String { words(name).joined(separator: "-") }

    /// `foreground_primary`.
    public static func snake(_ name: String) -> String { words(name).joined(separator: "_") }

    /// `foregroundPrimary`, a valid Swift identifier (a leading digit gets `_`).
    public static func camel(_ name: String) -> String {
        let parts = words(name)
        guard let first = parts.first else { return "_" }
        let joined = first + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.first?.isNumber == true ? "_" + joined : joined
    }

    /// `ForegroundPrimary`, for type names.
    public static func pascal(_ name: String) -> String {
        words(name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
