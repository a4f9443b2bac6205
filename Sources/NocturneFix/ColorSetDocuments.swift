import NocturneAppearance
import NocturneColor
import NocturneFormats
import NocturnePalette
import NocturneSupport

/// The `Contents.json` text `nocturne fix` writes: new color sets, and the slots a light-only set gains.
enum ColorSetDocuments {
    /// The appearances of the four slots, in the order Xcode lists them.
    static let modes: [AppearanceMode] = [
        AppearanceMode(colorScheme: .light), AppearanceMode(colorScheme: .dark),
        AppearanceMode(colorScheme: .light, contrast: .increased), AppearanceMode(colorScheme: .dark, contrast: .increased),
    ]

    /// The token of a named color: its light value and solved variants.
    static func token(name: String, light: SiteColor, variants: SolvedVariants) -> ColorToken {
        func value(_ color: SiteColor) -> TokenColor { TokenColor(color.rgb, opacity: color.opacity) }
        return ColorToken(name: name, light: value(light), dark: value(variants.dark),
                          increasedLight: value(variants.lightIncreased), increasedDark: value(variants.darkIncreased))
    }

    /// A new color set's `Contents.json`, as the catalog writer lays it out.
    static func newSet(name: String, light: SiteColor, variants: SolvedVariants) -> String {
        AssetCatalogWriter.colorSetDocument(for: token(name: name, light: light, variants: variants)).serialized()
    }

    /// The edit that gives an existing color set the slots it lacks, its other entries kept byte for byte.
    ///
    /// - Parameters:
    ///   - text: The set's `Contents.json` as read.
    ///   - set: The set as the catalog reader read it.
    ///   - variants: The solved values for the missing slots.
    /// - Returns: The offset to insert at and the entries' text, or `nil` when the set lacks nothing or its layout is not Xcode's.
    static func missingSlots(in text: [UInt8], set: ColorSet, variants: SolvedVariants) -> (offset: Int, text: String)? {
        var entries: [JSONValue] = []
        let full = AssetCatalogWriter.colorSetDocument(for: token(name: set.name, light: variants.dark, variants: variants))
        guard case .array(let written)? = full["colors"] else { return nil }
        let idiom = set.primaryIdiom
        for (index, mode) in modes.enumerated() where index > 0 {
            let luminosity: ColorScheme? = mode.colorScheme == .dark ? .dark : nil
            let exists = set.entries.contains { $0.idiom == idiom && $0.luminosity == luminosity && $0.highContrast == (mode.contrast == .increased) }
            if exists { continue }
            guard index < written.count else { return nil }
            entries.append(written[index])
        }
        guard !entries.isEmpty, let close = closingBracketOfColors(in: text) else { return nil }
        // Insert after the last entry's closing brace: `,` and each new entry indented as Xcode indents entries (four spaces).
        var end = close
        while end > 0, text[end - 1] == 0x20 || text[end - 1] == 0x0A || text[end - 1] == 0x09 || text[end - 1] == 0x0D { end -= 1 }
        guard end > 0, text[end - 1] == UInt8(ascii: "}") else { return nil }
        var insertion = ""
        for entry in entries {
            var serialized = entry.serialized()
            if serialized.hasSuffix("\n") { serialized.removeLast() }
            insertion += ",\n    " + serialized.replacingOccurrences(of: "\n", with: "\n    ")
        }
        return (end, insertion)
    }

    /// The offset of the `]` that closes the document's `"colors"` array, strings skipped.
    static func closingBracketOfColors(in text: [UInt8]) -> Int? {
        let key = Array("\"colors\"".utf8)
        var index = 0
        while index + key.count <= text.count, !text[index..<(index + key.count)].elementsEqual(key) { index += 1 }
        guard index + key.count <= text.count else { return nil }
        index += key.count
        while index < text.count, text[index] != UInt8(ascii: "[") { index += 1 }
        var depth = 0
        var inString = false
        while index < text.count {
            let byte = text[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return byte == UInt8(ascii: "]") ? index : nil }
            }
            index += 1
        }
        return nil
    }
}
