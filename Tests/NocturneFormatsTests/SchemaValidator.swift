import NocturneSupport

/// A JSON Schema 2020-12 validator for the subset ``/NocturneFormats/ThemeFile/schema`` uses, so a test can check documents against it.
///
/// Keywords: `type`, `properties`, `additionalProperties`, `required`, `propertyNames`, `items`, `enum`,
/// `const`, `pattern`, `minLength`, `minimum`, `maximum`, `anyOf` and local `$ref`s (`#/$defs/name`). Any
/// other keyword is reported as unsupported, so the schema cannot grow past what this checks unnoticed.
struct SchemaValidator {
    let root: JSONValue

    static let supported: Set<String> = [
        "$schema", "$id", "$defs", "$ref", "title", "description", "type", "properties", "additionalProperties", "required",
        "propertyNames", "items", "enum", "const", "pattern", "minLength", "minimum", "maximum", "anyOf",
    ]

    /// The problems of `document`, each with its path; empty when it is valid.
    func problems(_ document: JSONValue) -> [String] {
        var found: [String] = []
        check(document, against: root, at: "$", into: &found)
        return found
    }

    /// Keywords the schema uses that this validator does not check, anywhere in it.
    func unsupportedKeywords() -> [String] {
        var found: Set<String> = []
        func walk(_ schema: JSONValue, isSchema: Bool) {
            guard let members = schema.members else { return }
            for member in members {
                if isSchema, !SchemaValidator.supported.contains(member.key) { found.insert(member.key) }
                switch member.key {
                case "properties", "$defs": member.value.members?.forEach { walk($0.value, isSchema: true) }
                case "additionalProperties", "items", "propertyNames": walk(member.value, isSchema: true)
                case "anyOf": member.value.elements?.forEach { walk($0, isSchema: true) }
                default: break
                }
            }
        }
        walk(root, isSchema: true)
        return found.sorted()
    }

    private func resolve(_ schema: JSONValue) -> JSONValue {
        guard let reference = schema["$ref"]?.stringValue, reference.hasPrefix("#/") else { return schema }
        var target = root
        for part in reference.dropFirst(2).split(separator: "/") { target = target[String(part)] ?? .null }
        return target
    }

    private func check(_ value: JSONValue, against given: JSONValue, at path: String, into found: inout [String]) {
        if case .bool(let allowed) = given {
            if !allowed { found.append("\(path): not allowed") }
            return
        }
        if given["$ref"] != nil { check(value, against: resolve(given), at: path, into: &found) }
        let schema = given
        if let type = schema["type"]?.stringValue, !Self.has(value, type: type) { found.append("\(path): not of type \(type)") }
        if let choices = schema["enum"]?.elements, !choices.contains(where: { Self.equal($0, value) }) { found.append("\(path): not one of the enum") }
        if let constant = schema["const"], !Self.equal(constant, value) { found.append("\(path): not the constant") }
        if case .string(let text) = value {
            if let least = schema["minLength"]?.doubleValue, Double(text.count) < least { found.append("\(path): shorter than \(least)") }
            if let pattern = schema["pattern"]?.stringValue, !Self.matches(text, pattern) { found.append("\(path): does not match \(pattern)") }
        }
        if let number = value.doubleValue, case .number = value {
            if let least = schema["minimum"]?.doubleValue, number < least { found.append("\(path): below \(least)") }
            if let most = schema["maximum"]?.doubleValue, number > most { found.append("\(path): above \(most)") }
        }
        if let options = schema["anyOf"]?.elements {
            let passing = options.contains { option in
                var inner: [String] = []
                check(value, against: option, at: path, into: &inner)
                return inner.isEmpty
            }
            if !passing { found.append("\(path): matches none of anyOf") }
        }
        if let items = schema["items"], let elements = value.elements {
            for (index, element) in elements.enumerated() { check(element, against: items, at: "\(path)[\(index)]", into: &found) }
        }
        guard let members = value.members else { return }
        for required in schema["required"]?.elements?.compactMap(\.stringValue) ?? [] where value[required] == nil {
            found.append("\(path): lacks \(required)")
        }
        let properties = schema["properties"]?.members ?? []
        for member in members {
            if let names = schema["propertyNames"] { check(.string(member.key), against: names, at: "\(path).\(member.key) (name)", into: &found) }
            if let property = properties.first(where: { $0.key == member.key }) {
                check(member.value, against: property.value, at: "\(path).\(member.key)", into: &found)
            } else if let additional = schema["additionalProperties"] {
                check(member.value, against: additional, at: "\(path).\(member.key)", into: &found)
            }
        }
    }

    private static func has(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("number", .number), ("boolean", .bool), ("null", .null): true
        case ("integer", .number): value.doubleValue.map { $0 == $0.rounded() } ?? false
        default: false
        }
    }

    private static func equal(_ first: JSONValue, _ second: JSONValue) -> Bool {
        if case .number = first, case .number = second { return first.doubleValue == second.doubleValue }
        return first == second
    }

    private static func matches(_ text: String, _ pattern: String) -> Bool {
        guard let regex = try? Regex(pattern) else { return false }
        return text.contains(regex)
    }
}
