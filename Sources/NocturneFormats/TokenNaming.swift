/// Names in generated CSS, Android and DTCG files: kebab-case and snake_case forms of token names.
package enum TokenNaming {
    /// Splits a name into lowercase words at case changes, digits runs and any non-alphanumeric character.
    ///
    /// `foregroundPrimary` → `["foreground", "primary"]`; `Brand/Dark Blurple` → `["brand", "dark", "blurple"]`.
    package static func words(_ name: String) -> [String] {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(name) }
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

    /// The same split as ``words(_:)`` on bytes, for the common all-ASCII name.
    private static func asciiWords(_ name: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var previous: UInt8 = 0
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        for byte in name.utf8 {
            let isLetter = isUpper(byte) || isLower(byte)
            guard isLetter || isDigit(byte) else {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)); current.removeAll(keepingCapacity: true) }
                previous = 0
                continue
            }
            if !current.isEmpty, (isUpper(byte) && isLower(previous)) || (isDigit(byte) && (isUpper(previous) || isLower(previous)))
                || (isLetter && isDigit(previous)) {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
            current.append(isUpper(byte) ? byte + 0x20 : byte)
            previous = byte
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// `foreground-primary`.
    package static func kebab(_ name: String) -> String { words(name).joined(separator: "-") }

    /// `foreground_primary`.
    package static func snake(_ name: String) -> String { words(name).joined(separator: "_") }

    /// `foregroundPrimary`, a valid Swift identifier (a leading digit gets `_`).
    package static func camel(_ name: String) -> String {
        let parts = words(name)
        guard let first = parts.first else { return "_" }
        let joined = first + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.first?.isNumber == true ? "_" + joined : joined
    }

    /// `ForegroundPrimary`, for type names.
    package static func pascal(_ name: String) -> String {
        words(name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
