import NocturneSupport

/// Records the color sets `nocturne fix` made in the theme file's `theme.colors`, so `nocturne theme` re-solves them later.
///
/// Each set becomes `"<Name>": { "light": "#RRGGBB", "role": "<role>" }` (alpha as `#RRGGBBAA` when below 1);
/// the designer pins another mode by adding `dark`. The rest of the file is kept; it is rewritten in the
/// two-space layout `nocturne theme --init` writes.
enum ThemeFileRecord {
    /// The theme file's role for a site's role (the theme file's roles: brand, content, background, surface, border, status).
    static func themeRole(_ role: FixRole) -> String {
        switch role {
        case .content: "content"
        case .background: "background"
        case .surface: "surface"
        case .border: "border"
        case .fill, .tint: "brand"
        }
    }

    /// Adds the sets to the file at `path` (created when absent) as an edit of the plan.
    ///
    /// - Throws: ``FixError`` when the file exists but is not a JSON object.
    static func record(_ sets: [NewColorSet], in path: String, plan: inout FixPlan) throws(FixError) {
        var root: [JSONMember] = []
        let original = FileSnapshot.read(path)
        if let original {
            do {
                guard case .object(let members) = try JSONParser().parse(bytes: original) else {
                    throw FixError(.unreadable, path: path, message: "is not a JSON object; the new colors cannot be recorded in it")
                }
                root = members
            } catch let error as FixError {
                throw error
            } catch {
                throw FixError(.unreadable, path: path, message: "is not JSON (\(error)); the new colors cannot be recorded in it")
            }
        }
        var theme = root.first { $0.key == "theme" }?.value.members ?? []
        var colors = theme.first { $0.key == "colors" }?.value.members ?? []
        for set in sets where !colors.contains(where: { $0.key == set.name }) {
            let light = set.light.alpha == 255 ? set.light.rgb.hex.uppercased() : set.light.rgb.hex.uppercased() + hexByte(set.light.alpha)
            colors.append(JSONMember(set.name, .object([JSONMember("light", .string(light)), JSONMember("role", .string(themeRole(set.role)))])))
        }
        replace("colors", with: .object(colors), in: &theme)
        replace("theme", with: .object(theme), in: &root)
        let text = JSONValue.object(root).serialized(style: .pretty)
        if let original {
            plan.changes.add(SourceEdit(file: path, range: 0..<original.count, replacement: text))
        } else {
            plan.changes.newFiles[path] = text
        }
    }

    private static func replace(_ key: String, with value: JSONValue, in members: inout [JSONMember]) {
        if let index = members.firstIndex(where: { $0.key == key }) { members[index].value = value } else { members.append(JSONMember(key, value)) }
    }

    private static func hexByte(_ value: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(value >> 4)], digits[Int(value & 15)]])
    }
}
