import NocturneLint
/// Rewrites storyboard and xib colors to named colors the way Interface Builder writes them, changing nothing else.
///
/// `<color key="textColor" red="0.2" … colorSpace="custom" customColorSpace="sRGB"/>` becomes
/// `<color key="textColor" name="ContentTeal"/>`, and the document's `<resources>` gains the
/// `<namedColor name="ContentTeal">` element with the light value that Xcode writes there (a
/// `<resources>` is created before `</document>` when the document has none).
package enum InterfaceBuilderRewriter {
    /// The element that replaces a `<color …/>` element: its `key` kept, the components replaced by the name.
    ///
    /// - Returns: `nil` when the text is not one self-closing `<color` element.
    static func namedElement(replacing element: String, name: String) -> String? {
        guard element.hasPrefix("<color"), element.hasSuffix("/>"), !element.dropFirst().contains("<") else { return nil }
        if let key = attribute("key", in: element) { return "<color key=\"\(key)\" name=\"\(escaped(name))\"/>" }
        return "<color name=\"\(escaped(name))\"/>"
    }

    /// The element that replaces a `<color …/>` element with a system color (`labelColor`).
    static func systemElement(replacing element: String, systemColor: String) -> String? {
        guard element.hasPrefix("<color"), element.hasSuffix("/>") else { return nil }
        if let key = attribute("key", in: element) { return "<color key=\"\(key)\" systemColor=\"\(systemColor)\"/>" }
        return "<color systemColor=\"\(systemColor)\"/>"
    }

    /// The fixed system color a `<color …/>` element names (`darkTextColor` of `systemColor="darkTextColor"` or
    /// `cocoaTouchSystemColor="darkTextColor"`), or `nil` for any other color.
    package static func fixedSystemColor(in element: String) -> String? {
        let attributes = InterfaceBuilderScanner.attributes(of: element)
        guard let name = attributes["systemColor"] ?? attributes["cocoaTouchSystemColor"],
              InterfaceBuilderScanner.fixedSystemColors.contains(name) else { return nil }
        return name
    }

    /// The value of an attribute of one element's text, unescaped only of what IB escapes in names.
    static func attribute(_ name: String, in element: String) -> String? {
        // The lint's reader: a name after any white space (`<color\n\tkey="…"`), a value in either quote.
        InterfaceBuilderScanner.attributes(of: element)[name]
    }

    /// The edit that adds resource elements to a document: before `</resources>`, or a new `<resources>` before `</document>`.
    ///
    /// - Parameters:
    ///   - resources: Resource elements by name (`namedColor` → its element text, one line each, without indentation),
    ///     those the document already declares left out by the caller.
    ///   - bytes: The document.
    /// - Returns: The byte offset to insert at and the text, or `nil` when the document has neither closing tag.
    static func resourceInsertion(_ resources: [String], in bytes: [UInt8]) -> (offset: Int, text: String)? {
        guard !resources.isEmpty else { return nil }
        if let close = lastRange(of: Array("</resources>".utf8), in: bytes) {
            let indent = indentation(before: close, in: bytes)
            let offset = lineStart(of: close, in: bytes)
            let text = resources.map { indent + "    " + $0.replacingOccurrences(of: "\n", with: "\n" + indent + "    ") + "\n" }.joined()
            return (offset, text)
        }
        guard let close = lastRange(of: Array("</document>".utf8), in: bytes) else { return nil }
        let offset = lineStart(of: close, in: bytes)
        let body = resources.map { "        " + $0.replacingOccurrences(of: "\n", with: "\n        ") + "\n" }.joined()
        return (offset, "    <resources>\n" + body + "    </resources>\n")
    }

    /// `<namedColor name="…">` with the light value as Xcode writes it (sRGB components, alpha).
    static func namedColorResource(name: String, light: SiteColor) -> String {
        func fraction(_ value: UInt8) -> String {
            let text = String(Double(value) / 255)
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        return "<namedColor name=\"\(escaped(name))\">\n    <color red=\"\(fraction(light.rgb.red))\" green=\"\(fraction(light.rgb.green))\" "
            + "blue=\"\(fraction(light.rgb.blue))\" alpha=\"\(fraction(light.alpha))\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n</namedColor>"
    }

    /// The names of the `<namedColor>` resources a document declares.
    static func declaredNamedColors(in bytes: [UInt8]) -> Set<String> {
        let opening = Array("<namedColor name=\"".utf8)
        var names: Set<String> = []
        var index = 0
        // Bytes, not a String search: storyboards run to megabytes, and this runs once per storyboard.
        while index + opening.count <= bytes.count {
            guard bytes[index] == opening[0], bytes[index..<(index + opening.count)].elementsEqual(opening) else {
                index += 1
                continue
            }
            let start = index + opening.count
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            names.insert(String(decoding: bytes[start..<end], as: UTF8.self))
            index = end
        }
        return names
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
    }

    private static func lastRange(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var index = bytes.count - needle.count
        while index >= 0 {
            if bytes[index] == needle[0], Array(bytes[index..<(index + needle.count)]) == needle { return index }
            index -= 1
        }
        return nil
    }

    private static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
        var index = offset
        while index > 0, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        return index
    }

    private static func indentation(before offset: Int, in bytes: [UInt8]) -> String {
        let start = lineStart(of: offset, in: bytes)
        return String(decoding: bytes[start..<offset].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, as: UTF8.self)
    }
}

/// A well-formedness check of XML, enough to refuse a storyboard that is not XML before editing it: tags balance, quotes close.
enum XMLCheck {
    /// `nil` when the document is well-formed as far as tags go, else the 1-based line of the first problem and what it is.
    static func problem(in bytes: [UInt8]) -> (line: Int, message: String)? {
        var stack: [ArraySlice<UInt8>] = []
        var index = 0
        var line = 1
        var sawRoot = false
        let count = bytes.count
        func starts(_ text: String, at offset: Int) -> Bool {
            let needle = Array(text.utf8)
            return offset + needle.count <= count && bytes[offset..<(offset + needle.count)].elementsEqual(needle)
        }
        func skip(to terminator: String) -> Bool {
            let needle = Array(terminator.utf8)
            while index + needle.count <= count {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                if bytes[index..<(index + needle.count)].elementsEqual(needle) { index += needle.count; return true }
                index += 1
            }
            return false
        }
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            guard byte == UInt8(ascii: "<") else {
                let byteOrderMark = index < 3 && count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
                if stack.isEmpty, !(byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byteOrderMark) {
                    return (line, "text outside the root element: not an XML document")
                }
                index += 1
                continue
            }
            if starts("<!--", at: index) { guard skip(to: "-->") else { return (line, "a comment that never ends") }; continue }
            if starts("<![CDATA[", at: index) { guard skip(to: "]]>") else { return (line, "a CDATA section that never ends") }; continue }
            if starts("<?", at: index) || starts("<!", at: index) { guard skip(to: ">") else { return (line, "a declaration that never ends") }; continue }
            let closing = index + 1 < count && bytes[index + 1] == UInt8(ascii: "/")
            var cursor = index + (closing ? 2 : 1)
            let nameStart = cursor
            while cursor < count, !(bytes[cursor] == 0x20 || bytes[cursor] == 0x0A || bytes[cursor] == 0x09 || bytes[cursor] == 0x0D
                                     || bytes[cursor] == UInt8(ascii: ">") || bytes[cursor] == UInt8(ascii: "/")) { cursor += 1 }
            let name = bytes[nameStart..<cursor]
            guard !name.isEmpty else { return (line, "a '<' that starts no tag") }
            var quote: UInt8?
            while cursor < count {
                let current = bytes[cursor]
                if current == UInt8(ascii: "\n") { line += 1 }
                if let open = quote {
                    if current == open { quote = nil }
                } else if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
                    quote = current
                } else if current == UInt8(ascii: "<") {
                    return (line, "a '<' inside the tag <\(String(decoding: name, as: UTF8.self))>")
                } else if current == UInt8(ascii: ">") {
                    break
                }
                cursor += 1
            }
            guard cursor < count else { return (line, "the tag <\(String(decoding: name, as: UTF8.self))> never ends") }
            let selfClosing = bytes[cursor - 1] == UInt8(ascii: "/")
            if closing {
                guard let open = stack.popLast(), open.elementsEqual(name) else {
                    return (line, "</\(String(decoding: name, as: UTF8.self))> closes no open element of that name")
                }
            } else if !selfClosing {
                if stack.isEmpty, sawRoot { return (line, "a second root element") }
                stack.append(name)
                sawRoot = true
            } else if stack.isEmpty {
                sawRoot = true
            }
            index = cursor + 1
        }
        if let open = stack.last { return (line, "<\(String(decoding: open, as: UTF8.self))> is never closed") }
        return sawRoot ? nil : (1, "no XML element: not an XML document")
    }
}
