import NocturnePalette
import NocturneSupport

/// Records the color sets `nocturne fix` made in the theme file's `theme.colors`, so `nocturne theme` re-solves them later.
///
/// Each set becomes `"<Name>": { "light": "#RRGGBB", "dark": …, "lightIncreased": …, "darkIncreased": …, "role": "<role>" }`
/// in the format ``/NocturneFormats/ThemeFile`` reads (alpha as `#RRGGBBAA` when below 1, the same in every mode): every
/// value the catalog holds is pinned, so `nocturne theme --config` re-solves the file to the same color sets, byte for
/// byte; the designer changes a mode by editing its value, or removes it to have the theme engine solve it again. A
/// name already in `theme.colors` is left as the file has it. The rest of the file is kept; it is rewritten in the
/// two-space layout `nocturne theme --init` writes.
enum ThemeFileRecord {
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
            colors.append(JSONMember(set.name, .object([
                JSONMember("light", .string(set.light.hexText)), JSONMember("dark", .string(set.variants.dark.hexText)),
                JSONMember("lightIncreased", .string(set.variants.lightIncreased.hexText)),
                JSONMember("darkIncreased", .string(set.variants.darkIncreased.hexText)),
                JSONMember("role", .string(ThemeVariantSolver.themeRole(set.role, opacity: set.light.opacity).rawValue)),
            ])))
        }
        replace("colors", with: .object(colors), in: &theme)
        replace("theme", with: .object(theme), in: &root)
        let text = JSONValue.object(root).serialized(style: .pretty)
        if let original {
            plan.changes.add(SourceEdit(file: path, range: 0..<original.count, replacement: text), readFrom: original)
        } else {
            plan.changes.newFiles[path] = text
        }
    }

    private static func replace(_ key: String, with value: JSONValue, in members: inout [JSONMember]) {
        if let index = members.firstIndex(where: { $0.key == key }) { members[index].value = value } else { members.append(JSONMember(key, value)) }
    }
}
