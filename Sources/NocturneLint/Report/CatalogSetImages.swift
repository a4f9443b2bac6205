import NocturneSupport

/// The image sets of asset catalogs (`.appiconset`, `.imageset`) and the images their `Contents.json` lists.
///
/// One reader for the app icons and the image sets the report judges: each image's file, idiom, platform, scale and
/// luminosity appearance (`dark`, `tinted`, or none for the light one).
enum CatalogSetImages {
    /// One image of a set's `Contents.json`.
    struct Image: Sendable, Hashable {
        /// The file in the set's folder, when one is named.
        var filename: String?
        /// The `luminosity` appearance: `dark`, `tinted`, `light`, or `nil` for the image every appearance falls back to.
        var appearance: String?
        /// `universal`, `iphone`, `mac`, ….
        var idiom: String
        /// `ios`, `watchos`, … when given.
        var platform: String?
        /// `1x`, `2x`, `3x` when given.
        var scale: String?
    }

    /// The set folders with a suffix (`.imageset`) under catalogs, their groups included to a bounded depth; links not followed.
    ///
    /// - Parameters:
    ///   - suffix: The set's folder suffix, with its dot.
    ///   - catalogs: The `.xcassets` folders.
    /// - Returns: Each set's folder and its name as code names it (`Sky`, or `Backgrounds/Sky` in a group that provides a namespace).
    static func sets(withSuffix suffix: String, in catalogs: [String]) -> [(path: String, name: String)] {
        var sets: [(path: String, name: String)] = []
        func collect(_ folder: String, namespace: String, depth: Int) {
            guard depth <= 16, let entries = FileSystem.entries(of: folder) else { return }
            for entry in entries.sorted(by: { $0.name < $1.name }) where entry.isDirectory && !entry.isLink {
                let path = PathText.join(folder, entry.name)
                if entry.name.hasSuffix(suffix) {
                    sets.append((path, namespace + String(entry.name.dropLast(suffix.count))))
                } else if !entry.name.contains(bytesOf: ".") {
                    collect(path, namespace: providesNamespace(path) ? namespace + entry.name + "/" : namespace, depth: depth + 1)
                }
            }
        }
        for catalog in catalogs { collect(catalog, namespace: "", depth: 0) }
        return sets
    }

    /// Whether a group folder's `Contents.json` says `"provides-namespace" : true`.
    private static func providesNamespace(_ group: String) -> Bool {
        guard let bytes = FileSystem.readFile(PathText.join(group, "Contents.json")),
              let value = try? JSONParser().parse(bytes: bytes) else { return false }
        return value["properties"]?["provides-namespace"]?.boolValue == true
    }

    /// The images a set's `Contents.json` lists.
    ///
    /// - Parameter set: The set's folder.
    /// - Returns: The images, or why the file cannot be read (`cannot open the file`, a JSON syntax error).
    static func images(ofSet set: String) -> Result<[Image], Failure> {
        let contents = PathText.join(set, "Contents.json")
        let value: JSONValue
        do {
            value = try JSONParser().parse(bytes: try FileSystem.readRegularFile(contents))
        } catch let failure as FileSystem.ReadFailure {
            return .failure(Failure(file: contents, reason: failure.description))
        } catch {
            return .failure(Failure(file: contents, reason: "\(error)"))
        }
        return .success((value["images"]?.elements ?? []).map { image in
            let luminosity = (image["appearances"]?.elements ?? []).first { $0["appearance"]?.stringValue == "luminosity" }
            return Image(filename: image["filename"]?.stringValue, appearance: luminosity?["value"]?.stringValue,
                         idiom: image["idiom"]?.stringValue ?? "universal", platform: image["platform"]?.stringValue,
                         scale: image["scale"]?.stringValue)
        })
    }

    /// Why a set's `Contents.json` cannot be read.
    struct Failure: Error, Sendable, Hashable {
        /// The `Contents.json`.
        var file: String
        /// What was wrong.
        var reason: String
    }
}
