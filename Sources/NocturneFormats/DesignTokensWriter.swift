import NocturneAppearance
import NocturneSupport

/// Writes DTCG 2025.10 design tokens: a resolver holding every mode in one document, a base file and one override file per other mode.
///
/// - `<Name>.resolver.json`: a DTCG resolver (Resolver Module 2025.10) that stands alone: its
///   `base` set holds every token in light standard base inline, and its `appearance` modifier's
///   eight contexts (default `light-standard-base`) hold inline the tokens whose value differs in
///   that mode. A tool that reads only the resolver gets every mode.
/// - With a color-vision-safe variant (``TokenSet/colorVisionSafe``), the resolver also holds its values in a
///   `colorVisionSafe` group (per mode, like every token) and a `colorVision` modifier (default `none`; `protanopia`,
///   `deuteranopia`, `tritanopia`) whose contexts alias each changed token to that group.
/// - `<Name>.tokens.json`: every token in light standard base, as DTCG color objects
///   (`colorSpace`, `components`, `alpha`, `hex`), in groups; each token also lists all eight
///   modes under `$extensions["org.nocturne.modes"]` so the file stands alone too.
/// - `modes/<mode>.tokens.json`: the tokens whose value differs in that mode, the same groups the
///   resolver's context holds, for tools that take one file per mode.
///
/// Display P3 values are written with `colorSpace: "display-p3"` and the sRGB `hex` as fallback.
public struct DesignTokensWriter: Sendable {
    /// The DTCG extension key holding every mode's value.
    public static let modesExtension = "org.nocturne.modes"

    /// Creates a writer.
    public init() {}

    /// The files, paths relative to `folder`.
    ///
    /// - Parameters:
    ///   - tokens: The tokens.
    ///   - folder: The folder for the files (`tokens`).
    /// - Throws: ``FormatError`` when a name cannot be written or two tokens would share a key.
    public func write(_ tokens: TokenSet, folder: String = "tokens") throws(FormatError) -> [GeneratedFile] {
        try GeneratedNames.check(tokens, for: .designToken)
        let base = AppearanceMode(colorScheme: .light)
        var files = [GeneratedFile(path: "\(folder)/\(tokens.name).tokens.json", contents: document(tokens, mode: base, only: nil, withModes: true).serialized(style: .pretty))]
        // The resolver holds every mode inline (sources and contexts may be inline token groups), so it alone is the whole theme.
        // A color-vision-safe variant rides along as a `colorVisionSafe` group that every mode resolves, and a `colorVision`
        // modifier whose contexts alias the tokens to it, so the variant follows the appearance modifier too.
        var inline = tokens
        inline.tokens += tokens.colorVisionSafe.map { token in
            var safe = token
            safe.group = [DesignTokensWriter.colorVisionGroup] + DesignTokensWriter.groupPath(token)
            return safe
        }
        var contexts: [JSONMember] = [JSONMember(base.key, .array([]))]
        for mode in AppearanceMode.all where mode != base {
            let changed = tokens.tokens.filter { $0.value(in: mode) != $0.value(in: base) }
            let overrides = document(tokens, mode: mode, only: Set(changed.map(\.name)), withModes: false)
            files.append(GeneratedFile(path: "\(folder)/modes/\(mode.key).tokens.json", contents: overrides.serialized(style: .pretty)))
            let inlineChanged = inline.tokens.filter { $0.value(in: mode) != $0.value(in: base) }
            let inlineOverrides = inline.tokens.count == tokens.tokens.count ? overrides
                : document(inline, mode: mode, only: Set(inlineChanged.map { $0.group.joined(separator: ".") + "." + $0.name }), withModes: false)
            contexts.append(JSONMember(mode.key, .array(inlineChanged.isEmpty ? [] : [inlineOverrides])))
        }
        var modifiers = [JSONMember("appearance", .object([
            JSONMember("description", .string("Color scheme, contrast and interface level.")),
            JSONMember("contexts", .object(contexts)),
            JSONMember("default", .string(base.key)),
        ]))]
        var order: [JSONValue] = [.object([JSONMember("$ref", .string("#/sets/base"))]), .object([JSONMember("$ref", .string("#/modifiers/appearance"))])]
        if !tokens.colorVisionSafe.isEmpty {
            let aliases = colorVisionAliases(tokens)
            modifiers.append(JSONMember("colorVision", .object([
                JSONMember("description", .string("The color-vision-safe variant: status colors apart for protan, deutan and tritan viewers.")),
                JSONMember("contexts", .object([JSONMember("none", .array([]))] + TokenSet.colorVisionNames.map { JSONMember($0, .array([aliases])) })),
                JSONMember("default", .string("none")),
            ])))
            order.append(.object([JSONMember("$ref", .string("#/modifiers/colorVision"))]))
        }
        let resolver = JSONValue.object([
            JSONMember("name", .string(tokens.name)),
            JSONMember("version", .string("2025.10")),
            JSONMember("description", .string("Nocturne theme: pick one of eight appearance modes (scheme-contrast-level); every mode is in this document.")),
            JSONMember("sets", .object([JSONMember("base", .object([JSONMember("sources", .array([document(inline, mode: base, only: nil, withModes: false)]))]))])),
            JSONMember("modifiers", .object(modifiers)),
            JSONMember("resolutionOrder", .array(order)),
        ])
        files.append(GeneratedFile(path: "\(folder)/\(tokens.name).resolver.json", contents: resolver.serialized(style: .pretty)))
        return files
    }

    /// The group the resolver holds the color-vision-safe variant's values in.
    public static let colorVisionGroup = "colorVisionSafe"

    /// The `colorVision` contexts' one source: each token the variant changes, aliased to its value in ``colorVisionGroup``.
    private func colorVisionAliases(_ tokens: TokenSet) -> JSONValue {
        var root = GroupNode()
        for token in tokens.colorVisionSafe {
            let path = DesignTokensWriter.groupPath(token)
            let target = ([DesignTokensWriter.colorVisionGroup] + path + [token.name]).joined(separator: ".")
            root.insert(path: path, key: token.name, value: .object([JSONMember("$value", .string("{\(target)}"))]))
        }
        return .object([JSONMember("$type", .string("color"))] + root.members())
    }

    /// The group path a token is written under: its own groups, or the first word of its name (`foreground`).
    public static func groupPath(_ token: ColorToken) -> [String] {
        if !token.group.isEmpty { return token.group }
        return [TokenNaming.words(token.name).first ?? "color"]
    }

    private func document(_ tokens: TokenSet, mode: AppearanceMode, only: Set<String>?, withModes: Bool) -> JSONValue {
        var root = GroupNode()
        for token in tokens.tokens where only.map({ $0.contains(token.name) || $0.contains(token.group.joined(separator: ".") + "." + token.name) }) ?? true {
            guard let value = token.value(in: mode), let json = DesignTokensWriter.colorValue(value) else { continue }
            var members = [JSONMember("$value", json)]
            if let description = token.description { members.append(JSONMember("$description", .string(description))) }
            if withModes {
                let modes = AppearanceMode.all.compactMap { mode -> JSONMember? in
                    guard let value = token.value(in: mode), let json = DesignTokensWriter.colorValue(value) else { return nil }
                    return JSONMember(mode.key, json)
                }
                members.append(JSONMember("$extensions", .object([JSONMember(DesignTokensWriter.modesExtension, .object(modes))])))
            }
            root.insert(path: DesignTokensWriter.groupPath(token), key: token.name, value: .object(members))
        }
        var top = [JSONMember("$description", .string("\(tokens.name) (\(mode.key)): generated by Nocturne."))]
        top.append(JSONMember("$type", .string("color")))
        top.append(contentsOf: root.members())
        return .object(top)
    }

    /// A DTCG 2025.10 color object for a value, or `nil` for an unresolved reference.
    package static func colorValue(_ value: TokenColor) -> JSONValue? {
        guard let resolved = value.resolved else { return nil }
        let hex = JSONMember("hex", .string(resolved.rgb8.hex))
        let alpha = JSONMember("alpha", .number(NumberText.rounded(resolved.opacity, places: 4, notFinite: "0")))
        if let wide = value.wideGamutValue?.converted(to: .displayP3) {
            return .object([
                JSONMember("colorSpace", .string("display-p3")),
                JSONMember("components", .array([wide.coordinates.x, wide.coordinates.y, wide.coordinates.z].map { .number(NumberText.rounded($0, places: 4, notFinite: "0")) })),
                alpha, hex,
            ])
        }
        return .object([
            JSONMember("colorSpace", .string("srgb")),
            JSONMember("components", .array([resolved.red, resolved.green, resolved.blue].map { .number(NumberText.rounded($0, places: 4, notFinite: "0")) })),
            alpha, hex,
        ])
    }

    private struct GroupNode {
        var order: [String] = []
        var children: [String: GroupNode] = [:]
        var leaves: [String: JSONValue] = [:]

        mutating func insert(path: [String], key: String, value: JSONValue) {
            guard let first = path.first else {
                if leaves[key] == nil, children[key] == nil { order.append(key) }
                leaves[key] = value
                return
            }
            if children[first] == nil, leaves[first] == nil { order.append(first) }
            children[first, default: GroupNode()].insert(path: Array(path.dropFirst()), key: key, value: value)
        }

        func members() -> [JSONMember] {
            order.compactMap { key in
                if let leaf = leaves[key] { return JSONMember(key, leaf) }
                if let child = children[key] { return JSONMember(key, .object(child.members())) }
                return nil
            }
        }
    }
}
