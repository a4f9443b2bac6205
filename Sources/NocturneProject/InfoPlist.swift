import NocturneSupport

/// An Info.plist's top-level keys, each with its value and line: read from the XML form Xcode writes, or the old-style text form.
///
/// Values are ``PropertyListValue``s: `<string>`, `<integer>`, `<real>` and `<date>` as their text, `<true/>` and
/// `<false/>` as `true` and `false`, `<data>` as its base-64 text. A binary property list (`bplist00`) is an error
/// that says so. Nesting deeper than ``PropertyListText/maximumDepth`` is an error, not a recursion without bound.
///
/// ```swift
/// let plist = try InfoPlist.parse(bytes)
/// plist.values["UIUserInterfaceStyle"]?.string   // "Light"
/// plist.lines["UIUserInterfaceStyle"]            // 24
/// ```
package struct InfoPlist: Sendable, Hashable {
    /// The top-level keys' values.
    package var values: [String: PropertyListValue] = [:]
    /// The 1-based line of each top-level key.
    package var lines: [String: Int] = [:]

    /// Creates a property list from its parts.
    package init(values: [String: PropertyListValue] = [:], lines: [String: Int] = [:]) {
        self.values = values
        self.lines = lines
    }

    /// Parses an Info.plist's bytes.
    ///
    /// - Parameter bytes: The file.
    /// - Returns: Its top-level keys.
    /// - Throws: ``PropertyListError`` naming what was wrong and where.
    package static func parse(_ bytes: [UInt8]) throws(PropertyListError) -> InfoPlist {
        if bytes.starts(with: Array("bplist".utf8)) {
            throw PropertyListError(message: "a binary property list (convert it with plutil -convert xml1 to read it)", offset: 0)
        }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        if start < bytes.count, bytes[start] == UInt8(ascii: "{") {
            guard case .dictionary(let members) = try PropertyListText.parse(bytes) else {
                throw PropertyListError(message: "the root is not a dictionary", offset: start)
            }
            return InfoPlist(values: members)
        }
        var reader = XMLReader(bytes: bytes)
        return try reader.document()
    }

    /// The XML form, read tag by tag.
    private struct XMLReader {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        /// A tag: its name (`dict`, `/dict`), whether it closes itself, and its line.
        struct Tag {
            var name: String
            var closes: Bool
            var line: Int
            var offset: Int
        }

        mutating func document() throws(PropertyListError) -> InfoPlist {
            // Up to the root <dict>, past the declaration, the doctype and <plist>.
            while true {
                guard let tag = try nextTag() else { throw PropertyListError(message: "no <dict> at the root", offset: index) }
                if tag.name == "dict" {
                    if tag.closes { return InfoPlist() }
                    return try dictionary(depth: 1, topLevel: true).plist
                }
                if !["plist", "?xml", "!DOCTYPE"].contains(tag.name) {
                    throw PropertyListError(message: "expected <dict>, found <\(tag.name)>", offset: tag.offset)
                }
            }
        }

        mutating func dictionary(depth: Int, topLevel: Bool) throws(PropertyListError) -> (value: PropertyListValue, plist: InfoPlist) {
            var plist = InfoPlist()
            while true {
                guard let tag = try nextTag() else { throw PropertyListError(message: "expected </dict>, found the end", offset: index) }
                if tag.name == "/dict" { return (.dictionary(plist.values), plist) }
                guard tag.name == "key", !tag.closes else { throw PropertyListError(message: "expected <key>, found <\(tag.name)>", offset: tag.offset) }
                let key = try text(until: "key")
                guard let valueTag = try nextTag() else { throw PropertyListError(message: "expected a value for '\(key)'", offset: index) }
                plist.values[key] = try value(valueTag, depth: depth + 1)
                if topLevel { plist.lines[key] = tag.line }
            }
        }

        mutating func value(_ tag: Tag, depth: Int) throws(PropertyListError) -> PropertyListValue {
            guard depth < PropertyListText.maximumDepth else {
                throw PropertyListError(message: "nesting deeper than \(PropertyListText.maximumDepth)", offset: tag.offset)
            }
            switch tag.name {
            case "dict": return tag.closes ? .dictionary([:]) : try dictionary(depth: depth, topLevel: false).value
            case "array":
                if tag.closes { return .array([]) }
                var elements: [PropertyListValue] = []
                while true {
                    guard let next = try nextTag() else { throw PropertyListError(message: "expected </array>, found the end", offset: index) }
                    if next.name == "/array" { return .array(elements) }
                    elements.append(try value(next, depth: depth + 1))
                }
            case "true", "false": return .string(tag.name)
            case "string", "integer", "real", "date", "data": return .string(tag.closes ? "" : try text(until: tag.name))
            default: throw PropertyListError(message: "unexpected <\(tag.name)>", offset: tag.offset)
            }
        }

        /// The text up to `</name>`, entities decoded.
        mutating func text(until name: String) throws(PropertyListError) -> String {
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
                if bytes[index] == 0x0A { line += 1 }
                index += 1
            }
            let raw = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let close = try nextTag(), close.name == "/" + name else {
                throw PropertyListError(message: "expected </\(name)>", offset: index)
            }
            return Self.decodeEntities(raw)
        }

        /// The next tag, past text, comments, the declaration and the doctype; `nil` at the end.
        mutating func nextTag() throws(PropertyListError) -> Tag? {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A { line += 1 }
                guard byte == UInt8(ascii: "<") else { index += 1; continue }
                let offset = index, tagLine = line
                if bytes[index...].starts(with: Array("<!--".utf8)) {
                    guard let end = find(Array("-->".utf8), from: index + 4) else { throw PropertyListError(message: "unterminated comment", offset: offset) }
                    index = end + 3
                    continue
                }
                guard let end = find([UInt8(ascii: ">")], from: index + 1) else { throw PropertyListError(message: "unterminated tag", offset: offset) }
                let inside = bytes[index + 1..<end]
                index = end + 1
                let closes = inside.last == UInt8(ascii: "/")
                let name = inside.prefix { ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/")].contains($0) || $0 == inside.first }
                let text = String(decoding: name, as: UTF8.self)
                return Tag(name: text, closes: closes || text.hasPrefix("?") || text.hasPrefix("!"), line: tagLine, offset: offset)
            }
            return nil
        }

        /// Where `needle` starts at or after `start`, counting the lines passed; `nil` when it does not occur.
        mutating func find(_ needle: [UInt8], from start: Int) -> Int? {
            var position = start
            while position + needle.count <= bytes.count {
                if bytes[position] == 0x0A { line += 1 }
                if bytes[position] == needle[0], bytes[position..<position + needle.count].elementsEqual(needle) { return position }
                position += 1
            }
            return nil
        }

        /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and numeric references decoded; an unknown entity is kept as written.
        static func decodeEntities(_ text: String) -> String {
            guard text.contains("&") else { return text }
            var result = ""
            var rest = Substring(text)
            while let ampersand = rest.firstIndex(of: "&") {
                result += rest[..<ampersand]
                guard let semicolon = rest[ampersand...].firstIndex(of: ";"), rest.distance(from: ampersand, to: semicolon) <= 10 else {
                    result += "&"
                    rest = rest[rest.index(after: ampersand)...]
                    continue
                }
                let name = rest[rest.index(after: ampersand)..<semicolon]
                let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"][String(name)]
                var scalar: Unicode.Scalar?
                if name.hasPrefix("#x") { scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
                if name.hasPrefix("#"), scalar == nil { scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init) }
                if let named { result += named } else if let scalar { result.unicodeScalars.append(scalar) } else { result += rest[ampersand...semicolon] }
                rest = rest[rest.index(after: semicolon)...]
            }
            return result + rest
        }
    }
}
