import NocturneAppearance
import NocturneColor
import NocturneSupport

/// Writes Xcode asset catalogs exactly as current Xcode lays them out, from a token set or back from a catalog read.
///
/// A token becomes a color set with the four appearances Any, Dark, Any + High Contrast and
/// Dark + High Contrast, sRGB components as strings with three decimals, and a Display P3 entry
/// beside each sRGB one when any of the set's P3 values differs. The accent token becomes
/// `AccentColor`. Names whose generated Swift symbols would collide are refused, or renamed when
/// ``renamesCollisions`` is set, and every rename is reported.
public struct AssetCatalogWriter: Sendable {
    /// Rename colliding names (appending 2, 3, …) instead of refusing them.
    public var renamesCollisions: Bool

    /// Creates a writer.
    public init(renamesCollisions: Bool = false) {
        self.renamesCollisions = renamesCollisions
    }

    /// The result of writing a token set: the files (paths relative to the folder that holds the catalog,
    /// `Theme.xcassets/…`) and notes on the accent written as `AccentColor` and renamed names.
    public typealias Output = GeneratedFiles

    /// The files of a catalog read earlier, each in its original layout (byte-identical when unchanged).
    ///
    /// - Parameter catalog: The catalog.
    /// - Returns: One file per `Contents.json`, paths relative to the catalog folder.
    public func files(for catalog: AssetCatalog) -> [GeneratedFile] {
        catalog.documents.map { GeneratedFile(path: $0.path, contents: $0.text) }
    }

    /// The files of a new catalog `<name>.xcassets` holding every token.
    ///
    /// - Parameters:
    ///   - tokens: The tokens; system references are written as references.
    ///   - name: The catalog name; the token set's name when `nil`.
    /// - Returns: The files and notes.
    /// - Throws: ``FormatError`` of kind `.symbolCollision` naming the names, unless renaming is on.
    public func write(_ tokens: TokenSet, name: String? = nil) throws(FormatError) -> Output {
        let root = (name ?? tokens.name) + ".xcassets"
        var notes: [String] = []
        var files = [GeneratedFile(path: root + "/Contents.json", contents: AssetCatalogWriter.infoDocument().serialized())]
        // The accent token is written once, as AccentColor: `accent` and `AccentColor` would both become the symbol `accent`.
        var assets: [(assetName: String, token: ColorToken)] = []
        for token in tokens.tokens {
            if token.name == tokens.accentTokenName, token.name != "AccentColor" {
                assets.append(("AccentColor", token))
                notes.append("\(token.name) is written as AccentColor.colorset (both would generate the Swift symbol 'accent')")
            } else {
                assets.append((token.name, token))
            }
        }
        try GeneratedNames.checkSetName(name ?? tokens.name)
        try GeneratedNames.check(assets.map(\.assetName), for: .assetSymbol, collisions: !renamesCollisions)
        var used: [String: String] = [:]
        for index in assets.indices {
            let symbol = SwiftSymbolName.symbol(for: assets[index].assetName)
            if let first = used[symbol] {
                var counter = 2
                var candidate = assets[index].assetName + "\(counter)"
                while used[SwiftSymbolName.symbol(for: candidate)] != nil {
                    counter += 1
                    candidate = assets[index].assetName + "\(counter)"
                }
                notes.append("renamed '\(assets[index].assetName)' to '\(candidate)': '\(first)' already generates the Swift symbol '\(symbol)'")
                assets[index].assetName = candidate
            }
            used[SwiftSymbolName.symbol(for: assets[index].assetName), default: assets[index].assetName] = assets[index].assetName
        }
        var folders = Set<String>()
        for (assetName, token) in assets {
            let parts = assetName.split(separator: "/").map(String.init)
            let namespace = parts.dropLast()
            var folderPath = root
            for folder in token.group.filter({ !namespace.contains($0) }) + namespace {
                folderPath += "/" + folder
                if folders.insert(folderPath).inserted {
                    files.append(GeneratedFile(path: folderPath + "/Contents.json",
                        contents: AssetCatalogWriter.infoDocument(providesNamespace: namespace.contains(folder)).serialized()))
                }
            }
            let setName = parts.last ?? assetName
            files.append(GeneratedFile(path: folderPath + "/\(setName).colorset/Contents.json", contents: AssetCatalogWriter.colorSetDocument(for: token).serialized()))
        }
        files.sort { $0.path.sortsBefore($1.path) }
        return Output(files: files, notes: notes)
    }

    /// `{"info" : {"author" : "xcode", "version" : 1}}`, with `provides-namespace` when asked.
    package static func infoDocument(providesNamespace: Bool = false) -> JSONValue {
        var members = [JSONMember("info", .object([JSONMember("author", .string("xcode")), JSONMember("version", .number("1"))]))]
        if providesNamespace { members.append(JSONMember("properties", .object([JSONMember("provides-namespace", .bool(true))]))) }
        return .object(members)
    }

    /// The `Contents.json` of one token's color set: four appearances, sRGB and (where it differs) Display P3.
    package static func colorSetDocument(for token: ColorToken) -> JSONValue {
        let slots: [(AppearanceMode, [JSONValue])] = [
            (AppearanceMode(colorScheme: .light), []),
            (AppearanceMode(colorScheme: .dark), [appearance("luminosity", "dark")]),
            (AppearanceMode(colorScheme: .light, contrast: .increased), [appearance("contrast", "high")]),
            (AppearanceMode(colorScheme: .dark, contrast: .increased), [appearance("luminosity", "dark"), appearance("contrast", "high")]),
        ]
        let values = slots.map { token.value(in: $0.0) }
        let writesP3 = values.contains { value in
            guard let value, value.reference == nil, let wide = value.wideGamutValue, let color = value.color else { return false }
            return componentStrings(wide.converted(to: .displayP3)) != componentStrings(color.converted(to: .displayP3))
        }
        var entries: [JSONValue] = []
        for (index, slot) in slots.enumerated() {
            guard let value = values[index] else {
                entries.append(entry(appearances: slot.1, color: nil, gamut: nil))
                continue
            }
            if writesP3, value.reference == nil, let color = value.color {
                entries.append(entry(appearances: slot.1, color: colorObject(space: "srgb", color.converted(to: .srgb)), gamut: "sRGB"))
                let wide = value.wideGamutValue ?? color
                entries.append(entry(appearances: slot.1, color: colorObject(space: "display-p3", wide.converted(to: .displayP3)), gamut: "display-P3"))
            } else {
                entries.append(entry(appearances: slot.1, color: colorJSON(value), gamut: nil))
            }
        }
        return .object([JSONMember("colors", .array(entries)), JSONMember("info", infoDocument()["info"] ?? .null)])
    }

    private static func appearance(_ kind: String, _ value: String) -> JSONValue {
        .object([JSONMember("appearance", .string(kind)), JSONMember("value", .string(value))])
    }

    private static func entry(appearances: [JSONValue], color: JSONValue?, gamut: String?) -> JSONValue {
        var members: [JSONMember] = []
        if !appearances.isEmpty { members.append(JSONMember("appearances", .array(appearances))) }
        if let color { members.append(JSONMember("color", color)) }
        if let gamut { members.append(JSONMember("display-gamut", .string(gamut))) }
        members.append(JSONMember("idiom", .string("universal")))
        return .object(members)
    }

    private static func colorJSON(_ value: TokenColor) -> JSONValue? {
        if let reference = value.reference {
            var members: [JSONMember] = []
            if let platform = reference.platform { members.append(JSONMember("platform", .string(platform))) }
            members.append(JSONMember("reference", .string(reference.name)))
            return .object(members)
        }
        guard let color = value.color else { return nil }
        if color.isInGamut(.srgb) { return colorObject(space: "srgb", color.converted(to: .srgb)) }
        return colorObject(space: "extended-srgb", color.converted(to: .srgb))
    }

    private static func colorObject(space: String, _ color: ColorValue) -> JSONValue {
        let strings = componentStrings(color)
        return .object([
            JSONMember("color-space", .string(space)),
            JSONMember("components", .object([
                JSONMember("alpha", .string(strings[3])), JSONMember("blue", .string(strings[2])),
                JSONMember("green", .string(strings[1])), JSONMember("red", .string(strings[0])),
            ])),
        ])
    }

    private static func componentStrings(_ color: ColorValue) -> [String] {
        [componentText(color.coordinates.x), componentText(color.coordinates.y), componentText(color.coordinates.z), componentText(color.alpha)]
    }

    /// A component as Xcode writes it: three decimals, rounded half away from zero (`0.043`, `1.000`).
    static func componentText(_ value: Double) -> String {
        NumberText.rounded(value, places: 3, keepsTrailingZeros: true, notFinite: "0.000")
    }
}
