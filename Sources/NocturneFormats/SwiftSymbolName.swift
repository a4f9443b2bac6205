/// The Swift symbol Xcode generates for an asset name, and the collisions between such symbols.
///
/// Nocturne's model of Xcode's asset-symbol rule (Xcode 15+): split the name (namespace folders
/// included) into words at every character that is not a letter or digit; lowercase the first
/// word's leading capitals, capitalize the first letter of the others and join them; drop a
/// trailing `Color` (`AccentColor` → `accent`, `labelColor` → `label`); put `_` before a leading
/// digit. Two assets whose symbols are equal cannot both be used from Swift.
package enum SwiftSymbolName {
    /// The symbol for an asset name.
    ///
    /// - Parameter assetName: The name, namespace folders joined with `/` (`Brand/Dark Blurple`).
    /// - Returns: An identifier such as `brandDarkBlurple`; keywords are returned without backticks.
    package static func symbol(for assetName: String) -> String {
        var words: [String] = []
        var current = ""
        for character in assetName {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return "_" }
        var result = lowercasedLead(first)
        for word in words.dropFirst() {
            result += word.prefix(1).uppercased() + word.dropFirst()
        }
        if result.hasSuffix("Color"), result.count > 5 { result.removeLast(5) }
        if let lead = result.first, lead.isNumber { result = "_" + result }
        return result
    }

    /// Whether the symbol must be written in backticks in Swift source.
    package static func isKeyword(_ symbol: String) -> Bool { keywords.contains(symbol) }

    /// The symbol as it can appear in Swift source: backticked when it is a keyword.
    package static func escaped(_ symbol: String) -> String { isKeyword(symbol) ? "`\(symbol)`" : symbol }

    /// Groups of asset names that map to the same symbol, each group in the order given.
    ///
    /// - Parameter assetNames: Names as ``symbol(for:)`` takes them.
    /// - Returns: One entry per colliding symbol, with the names that produce it.
    package static func collisions(among assetNames: [String]) -> [SymbolCollision] {
        var order: [String] = []
        var bySymbol: [String: [String]] = [:]
        for name in assetNames {
            let symbol = symbol(for: name)
            if bySymbol[symbol] == nil { order.append(symbol) }
            bySymbol[symbol, default: []].append(name)
        }
        return order.compactMap { symbol in
            guard let names = bySymbol[symbol], names.count > 1 else { return nil }
            return SymbolCollision(symbol: symbol, names: names)
        }
    }

    private static func lowercasedLead(_ word: String) -> String {
        let characters = Array(word)
        var leadingUpper = 0
        while leadingUpper < characters.count, characters[leadingUpper].isUppercase { leadingUpper += 1 }
        if leadingUpper == 0 { return word }
        if leadingUpper == characters.count { return word.lowercased() }
        // "URLColor": keep the last capital as the start of the next word ("urlColor").
        let lowerCount = leadingUpper == 1 ? 1 : leadingUpper - 1
        return String(characters[..<lowerCount]).lowercased() + String(characters[lowerCount...])
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]
}
