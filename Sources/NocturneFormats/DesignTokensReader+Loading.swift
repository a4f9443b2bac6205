import NocturneAppearance
import NocturneSupport

/// Loading: token files, folders of them, resolvers and their `$ref`s, Tokens Studio themes — all through the
/// guarded reader (``FileSystem``: regular files of at most 16 MB).
extension DesignTokensReader.Context {
    mutating func parse(_ path: String, relative: String) throws(FormatError) -> DesignTokensReader.Document {
        let bytes: [UInt8]
        do { bytes = try FileSystem.readRegularFile(path) } catch {
            throw FormatError(.io, file: relative, message: error.description)
        }
        do {
            let value = try JSONParser(allowsJSON5: true).parse(bytes: bytes)
            return document(file: relative, value: value, bytes: bytes)
        } catch {
            throw FormatError(error, file: relative)
        }
    }

    mutating func loadFolder(_ folder: String) throws(FormatError) {
        if FileSystem.exists(PathText.join(folder, "$themes.json")) {
            try loadTokensStudio(folder)
            return
        }
        guard let listing = FileSystem.listing(of: folder) else {
            throw FormatError(.io, file: folder, message: "cannot list the folder")
        }
        let files = listing.filter { !$0.isFolder && ($0.path.hasSuffix(".json") || $0.path.hasSuffix(".json5")) }.map(\.path).sorted()
        if let resolver = files.first(where: { $0.hasSuffix(".resolver.json") }) {
            do {
                let document = try parse(PathText.join(folder, resolver), relative: resolver)
                loadResolver(document, folder: PathText.parent(PathText.join(folder, resolver)))
                return
            } catch {
                diagnostics.append(error)
            }
        }
        for relative in files where !PathText.lastComponent(relative).hasPrefix("$") {
            do {
                let document = try parse(PathText.join(folder, relative), relative: relative)
                if let mode = DesignTokensReader.mode(forFileName: PathText.lastComponent(relative)) {
                    modes[mode] = (modes[mode] ?? []) + [document]
                } else {
                    base.append(document)
                }
            } catch {
                diagnostics.append(error)
            }
        }
    }

    /// The file a resolver's `$ref` names, or `nil` when it leaves ``boundary`` (`../../../etc/passwd`, `/etc/passwd`, a link out).
    func referencedFile(_ reference: String, from folder: String) -> String? {
        guard !reference.hasPrefix("/") else { return nil }
        var depth = 0
        for component in reference.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
            depth += component == ".." ? -1 : 1
            if depth < 0 { break }
        }
        let path = PathText.join(folder, reference)
        // Lexically inside the resolver's folder, or (climbing) still inside the folder read; links are resolved.
        guard let resolved = PathText.resolved(path) else { return depth >= 0 ? path : nil }
        return PathText.contains(boundary, resolved) ? path : nil
    }

    mutating func loadResolver(_ document: DesignTokensReader.Document, folder: String) {
        func load(_ reference: JSONValue?, key: String, at location: DesignTokensReader.ValueLocation) -> [DesignTokensReader.Document] {
            guard let sources = reference?.elements else { return [] }
            var result: [DesignTokensReader.Document] = []
            for (index, source) in sources.enumerated() {
                if let ref = source["$ref"]?.stringValue {
                    guard let path = referencedFile(ref, from: folder) else {
                        report(FormatError(.io, file: document.file, key: "\(key)[\(index)].$ref",
                            message: "\(JSONValue.string(ref).excerpt) leaves the folder read (\(boundary)); not read"),
                            at: location.appending(.index(index), .key("$ref")))
                        continue
                    }
                    do { result.append(try parse(path, relative: ref)) } catch { diagnostics.append(error) }
                } else if source.members != nil {
                    result.append(DesignTokensReader.Document(file: document.file + "#\(key)[\(index)]", value: source, location: location.appending(.index(index))))
                }
            }
            return result
        }
        for set in document.value["sets"]?.members ?? [] {
            base += load(set.value["sources"], key: "sets.\(set.key)", at: document.location.appending(.key("sets"), .key(set.key), .key("sources")))
        }
        for modifier in document.value["modifiers"]?.members ?? [] {
            for context in modifier.value["contexts"]?.members ?? [] {
                let location = document.location.appending(.key("modifiers"), .key(modifier.key), .key("contexts"), .key(context.key))
                guard let mode = DesignTokensReader.mode(forName: context.key) else {
                    report(FormatError(.structure, file: document.file, key: "modifiers.\(modifier.key).contexts.\(context.key)",
                        message: "context is not a color mode; ignored"), at: location)
                    continue
                }
                let documents = load(context.value, key: "modifiers.\(modifier.key).contexts.\(context.key)", at: location)
                if mode == AppearanceMode(colorScheme: .light) { base += documents } else { modes[mode] = (modes[mode] ?? []) + documents }
            }
        }
    }

    mutating func loadTokensStudio(_ folder: String) throws(FormatError) {
        let themes = try parse(PathText.join(folder, "$themes.json"), relative: "$themes.json")
        var order: [String] = []
        if FileSystem.exists(PathText.join(folder, "$metadata.json")) {
            let metadata = try parse(PathText.join(folder, "$metadata.json"), relative: "$metadata.json")
            order = metadata.value["tokenSetOrder"]?.elements?.compactMap(\.stringValue) ?? []
        }
        var rank: [String: Int] = [:]
        for (index, name) in order.enumerated() where rank[name] == nil { rank[name] = index }
        modesReplaceBase = true
        var cache: [String: DesignTokensReader.Document?] = [:]
        for (index, theme) in (themes.value.elements ?? []).enumerated() {
            guard let name = theme["name"]?.stringValue, let mode = DesignTokensReader.mode(forName: name) else { continue }
            let enabled = (theme["selectedTokenSets"]?.members ?? []).filter { $0.value.stringValue == "enabled" || $0.value.stringValue == "source" }.map(\.key)
            let sorted = enabled.sorted { (rank[$0] ?? Int.max) < (rank[$1] ?? Int.max) }
            var documents: [DesignTokensReader.Document] = []
            for set in sorted {
                if cache[set] == nil {
                    let file = referencedFile(set + ".json", from: folder)
                    if let file, FileSystem.exists(file) {
                        do { cache[set] = .some(try parse(file, relative: set + ".json")) } catch { diagnostics.append(error); cache[set] = .some(nil) }
                    } else {
                        cache[set] = .some(nil)
                    }
                }
                if let document = cache[set] ?? nil {
                    documents.append(document)
                } else {
                    report(FormatError(.structure, file: "$themes.json", key: "[\(index)].selectedTokenSets.\(set)",
                        message: "theme '\(name)' enables token set '\(set)', which has no file \(set).json"),
                        at: themes.location.appending(.index(index), .key("selectedTokenSets"), .key(set)))
                }
            }
            modes[mode] = (modes[mode] ?? []) + documents
        }
    }
}
