/// Text made safe for HTML: the one escaper of the pages the package writes (the theme preview, the report).
package enum HTMLText {
    /// `&`, `<`, `>` and `"` as entities, so the text reads as text in an element or a quoted attribute.
    package static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else { return text }
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
