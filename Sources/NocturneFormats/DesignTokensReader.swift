import Foundation
import NocturneSupport

/// Reads design-token files into a token set: DTCG 2025.10 and the older shapes real design systems use.
///
/// Understands:
/// - DTCG: `$value`/`$type` (inherited from groups), color objects (`colorSpace`, `components`,
///   `alpha`, `hex`), hex and CSS color strings, aliases `{group.token}`, resolvers (`*.resolver.json`
///   with sets and a modifier whose contexts name modes), and Nocturne's own
///   `$extensions["org.nocturne.modes"]`;
/// - Tokens Studio: legacy `value`/`type`, `$themes.json` + `$metadata.json` (each theme's enabled
///   sets, in `tokenSetOrder`), theme names mapped to modes (`Dark HC` → dark, increased contrast);
/// - Style Dictionary: `darkValue`, `hcValue`, `hcDarkValue` on a token, per-mode files
///   (`*.dark.json5`, `*.hc.json5`, `*.hcDark.json5`), references with a trailing `.value`;
/// - Primer: JSON5 with `$extensions["org.primer.overrides"]` (`dark`, `light-high-contrast`,
///   `dark-high-contrast`; a `{ $value, alpha }` object or a string) and a token-level `alpha`.
///
/// Only color tokens are kept. Aliases resolve per mode, so a token that points at a token with a
/// dark value is dark too. Unresolved aliases, values that are not colors, missing token sets and
/// duplicate JSON5 keys are reported in ``TokenSet/diagnostics`` naming file and key.
public struct DesignTokensReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Reads a token file (`.json`, `.json5`) or a folder of them.
    ///
    /// - Parameter path: The file or folder.
    /// - Returns: The color tokens, with diagnostics.
    /// - Throws: ``FormatError`` of kind `.io` when the path cannot be read, `.syntax` when a single file does not parse.
    public func read(at path: String) throws(FormatError) -> TokenSet {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FormatError(.io, file: path, message: "no such file or folder")
        }
        let url = URL(fileURLWithPath: path)
        let name = DesignTokensReader.baseName(url.lastPathComponent)
        var context = Context()
        if isDirectory.boolValue {
            try context.loadFolder(url)
        } else {
            let document = try context.parse(url, relative: url.lastPathComponent)
            let resolver = document.value["resolutionOrder"] != nil || (document.value["modifiers"] != nil && document.value["sets"] != nil)
            if resolver {
                context.loadResolver(document, folder: url.deletingLastPathComponent())
            } else {
                context.base.append(document)
            }
        }
        return context.tokenSet(name: name, source: path)
    }

    /// Reads token JSON (or JSON5) held in memory, such as standard input.
    ///
    /// A resolver document's relative references are looked up from the current folder.
    ///
    /// - Parameters:
    ///   - json: The document's text.
    ///   - name: The token set's name.
    ///   - file: How diagnostics name the source (`<stdin>`).
    /// - Throws: ``FormatError`` of kind `.syntax` when the text does not parse.
    public func read(json: String, name: String, file: String) throws(FormatError) -> TokenSet {
        let value: JSONValue
        do { value = try JSONParser(allowsJSON5: true).parse(bytes: Array(json.utf8)) } catch { throw FormatError(error, file: file) }
        let document = Document(file: file, value: value)
        var context = Context()
        if value["resolutionOrder"] != nil || (value["modifiers"] != nil && value["sets"] != nil) {
            context.loadResolver(document, folder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        } else {
            context.base.append(document)
        }
        return context.tokenSet(name: name, source: file)
    }

    /// A file or folder name without `.tokens.json`, `.json5`, `.json`.
    static func baseName(_ name: String) -> String {
        for suffix in [".tokens.json", ".resolver.json", ".json5", ".json"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    struct Document {
        var file: String
        var value: JSONValue
    }

    struct RawToken {
        var path: [String]
        var value: JSONValue
        var type: String?
        var description: String?
        var overrides: [AppearanceMode: JSONValue]
        var alpha: Double?
        var file: String
        var key: String { path.joined(separator: ".") }
    }

    struct Context {
        var base: [Document] = []
        var modes: [AppearanceMode: [Document]] = [:]
        /// Tokens Studio: every mode has its own complete list of documents and no base.
        var modesReplaceBase = false
        var diagnostics: [FormatError] = []
        var usesNocturneModes = false

        mutating func parse(_ url: URL, relative: String) throws(FormatError) -> Document {
            let bytes: [UInt8]
            do { bytes = try FileSystem.readRegularFile(url.path) } catch {
                throw FormatError(.io, file: relative, message: error.description)
            }
            do {
                let value = try JSONParser(allowsJSON5: true).parse(bytes: bytes)
                return Document(file: relative, value: value)
            } catch {
                throw FormatError(error, file: relative)
            }
        }

        mutating func loadFolder(_ url: URL) throws(FormatError) {
            let manager = FileManager.default
            if manager.fileExists(atPath: url.appendingPathComponent("$themes.json").path) {
                try loadTokensStudio(url)
                return
            }
            guard let enumerator = manager.enumerator(at: url, includingPropertiesForKeys: nil) else {
                throw FormatError(.io, file: url.path, message: "cannot list the folder")
            }
            var files: [(URL, String)] = []
            let root = url.standardizedFileURL.path
            for case let file as URL in enumerator where file.pathExtension == "json" || file.pathExtension == "json5" {
                let full = file.standardizedFileURL.path
                let relative = full.hasPrefix(root + "/") ? String(full.dropFirst(root.count + 1)) : file.lastPathComponent
                files.append((file, relative))
            }
            files.sort { $0.1 < $1.1 }
            if let resolver = files.first(where: { $0.1.hasSuffix(".resolver.json") }) {
                do {
                    let document = try parse(resolver.0, relative: resolver.1)
                    loadResolver(document, folder: resolver.0.deletingLastPathComponent())
                    return
                } catch {
                    diagnostics.append(error)
                }
            }
            for (file, relative) in files where !file.lastPathComponent.hasPrefix("$") {
                do {
                    let document = try parse(file, relative: relative)
                    if let mode = DesignTokensReader.mode(forFileName: file.lastPathComponent) {
                        modes[mode, default: []].append(document)
                    } else {
                        base.append(document)
                    }
                } catch {
                    diagnostics.append(error)
                }
            }
        }

        mutating func loadResolver(_ document: Document, folder: URL) {
            func load(_ reference: JSONValue?, key: String) -> [Document] {
                guard let sources = reference?.elements else { return [] }
                var result: [Document] = []
                for (index, source) in sources.enumerated() {
                    if let ref = source["$ref"]?.stringValue {
                        let url = folder.appendingPathComponent(ref)
                        do { result.append(try parse(url, relative: ref)) } catch { diagnostics.append(error) }
                    } else if source.members != nil {
                        result.append(Document(file: document.file + "#\(key)[\(index)]", value: source))
                    }
                }
                return result
            }
            for set in document.value["sets"]?.members ?? [] {
                base += load(set.value["sources"], key: "sets.\(set.key)")
            }
            for modifier in document.value["modifiers"]?.members ?? [] {
                for context in modifier.value["contexts"]?.members ?? [] {
                    guard let mode = DesignTokensReader.mode(forName: context.key) else {
                        diagnostics.append(FormatError(.structure, file: document.file, key: "modifiers.\(modifier.key).contexts.\(context.key)",
                            message: "context is not a color mode; ignored"))
                        continue
                    }
                    let documents = load(context.value, key: "modifiers.\(modifier.key).contexts.\(context.key)")
                    if mode == AppearanceMode(colorScheme: .light) { base += documents } else { modes[mode, default: []] += documents }
                }
            }
        }

        mutating func loadTokensStudio(_ url: URL) throws(FormatError) {
            let themes = try parse(url.appendingPathComponent("$themes.json"), relative: "$themes.json")
            var order: [String] = []
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("$metadata.json").path) {
                let metadata = try parse(url.appendingPathComponent("$metadata.json"), relative: "$metadata.json")
                order = metadata.value["tokenSetOrder"]?.elements?.compactMap(\.stringValue) ?? []
            }
            modesReplaceBase = true
            var cache: [String: Document?] = [:]
            for (index, theme) in (themes.value.elements ?? []).enumerated() {
                guard let name = theme["name"]?.stringValue, let mode = DesignTokensReader.mode(forName: name) else { continue }
                let enabled = (theme["selectedTokenSets"]?.members ?? []).filter { $0.value.stringValue == "enabled" || $0.value.stringValue == "source" }.map(\.key)
                let sorted = enabled.sorted { (order.firstIndex(of: $0) ?? Int.max) < (order.firstIndex(of: $1) ?? Int.max) }
                var documents: [Document] = []
                for set in sorted {
                    if cache[set] == nil {
                        let file = url.appendingPathComponent(set + ".json")
                        if FileManager.default.fileExists(atPath: file.path) {
                            do { cache[set] = .some(try parse(file, relative: set + ".json")) } catch { diagnostics.append(error); cache[set] = .some(nil) }
                        } else {
                            cache[set] = .some(nil)
                        }
                    }
                    if let document = cache[set] ?? nil {
                        documents.append(document)
                    } else {
                        diagnostics.append(FormatError(.structure, file: "$themes.json", key: "[\(index)].selectedTokenSets.\(set)",
                            message: "theme '\(name)' enables token set '\(set)', which has no file \(set).json"))
                    }
                }
                modes[mode, default: []] += documents
            }
        }

        /// Flattens documents into tokens by dotted path; later documents override earlier ones.
        mutating func flatten(_ documents: [Document]) -> (tokens: [String: RawToken], order: [String]) {
            var tokens: [String: RawToken] = [:]
            var order: [String] = []
            for document in documents {
                walk(document.value, path: [], type: nil, file: document.file, into: &tokens, order: &order)
            }
            return (tokens, order)
        }

        mutating func walk(_ value: JSONValue, path: [String], type: String?, file: String, into tokens: inout [String: RawToken], order: inout [String]) {
            guard let members = value.members else { return }
            for duplicate in value.duplicateKeys {
                diagnostics.append(FormatError(.structure, file: file, key: (path + [duplicate]).joined(separator: "."),
                    message: "duplicate key '\(duplicate)': only the last one is kept"))
            }
            let inheritedType = value["$type"]?.stringValue ?? value["type"]?.stringValue.flatMap { value["value"] == nil ? $0 : nil } ?? type
            let tokenValue = value["$value"] ?? (value["value"].flatMap { candidate -> JSONValue? in
                if case .object = candidate { return candidate["colorSpace"] != nil ? candidate : nil }
                return candidate
            })
            if let tokenValue, !path.isEmpty {
                var raw = RawToken(path: path, value: tokenValue, type: value["$type"]?.stringValue ?? value["type"]?.stringValue ?? type,
                    description: value["$description"]?.stringValue ?? value["description"]?.stringValue, overrides: [:],
                    alpha: value["alpha"]?.doubleValue, file: file)
                let styleDictionary: [(String, AppearanceMode)] = [
                    ("darkValue", AppearanceMode(colorScheme: .dark)), ("hcValue", AppearanceMode(colorScheme: .light, contrast: .increased)),
                    ("hcDarkValue", AppearanceMode(colorScheme: .dark, contrast: .increased)),
                ]
                for (key, mode) in styleDictionary { if let override = value[key] { raw.overrides[mode] = override } }
                if let primer = value["$extensions"]?["org.primer.overrides"]?.members {
                    for override in primer { if let mode = DesignTokensReader.mode(forName: override.key) { raw.overrides[mode] = override.value } }
                }
                if let nocturne = value["$extensions"]?[DesignTokensWriter.modesExtension]?.members {
                    usesNocturneModes = true
                    for override in nocturne { if let mode = AppearanceMode(key: override.key) { raw.overrides[mode] = override.value } }
                }
                let key = raw.key
                if tokens[key] == nil { order.append(key) }
                tokens[key] = raw
                return
            }
            for member in members where !member.key.hasPrefix("$") {
                walk(member.value, path: path + [member.key], type: inheritedType, file: file, into: &tokens, order: &order)
            }
        }

        mutating func tokenSet(name: String, source: String) -> TokenSet {
            let baseLayer = flatten(base)
            var modeLayers: [AppearanceMode: [String: RawToken]] = [:]
            var order = baseLayer.order
            for mode in AppearanceMode.all {
                guard let documents = modes[mode] else { continue }
                let layer = flatten(modesReplaceBase ? documents : documents)
                modeLayers[mode] = layer.tokens
                for key in layer.order where !order.contains(key) { order.append(key) }
            }
            let light = AppearanceMode(colorScheme: .light)
            var declared = Set(modeLayers.keys)
            for token in baseLayer.tokens.values { declared.formUnion(token.overrides.keys) }
            if !modesReplaceBase { declared.insert(light) }
            let resolver = Resolver(base: modesReplaceBase ? [:] : baseLayer.tokens, modes: modeLayers)
            var tokens: [ColorToken] = []
            var seenProblems = Set<String>()
            for key in order {
                let sample = resolver.raw(key, in: light) ?? modeLayers.values.lazy.compactMap { $0[key] }.first
                guard let sample, DesignTokensReader.isColorType(sample.type) else { continue }
                var values: [AppearanceMode: TokenColor] = [:]
                for mode in AppearanceMode.all where declared.contains(mode) {
                    guard resolver.raw(key, in: mode) != nil else { continue }
                    let result = resolver.resolve(key, in: mode)
                    switch result {
                    case .success(let color, let usesMode):
                        if mode == light || usesMode || modesReplaceBase { values[mode] = color }
                    case .failure(let error):
                        let text = error.description
                        if seenProblems.insert(text).inserted { diagnostics.append(error) }
                    }
                }
                // Keep a token whose every value failed only when it is clearly a color token (typed, or an alias).
                let isAlias = sample.value.stringValue.flatMap(ColorText.alias) != nil
                if values.isEmpty, sample.type == nil, !isAlias { continue }
                let path = key.split(separator: ".").map(String.init)
                let tokenName = usesNocturneModes ? (path.last ?? key) : key
                tokens.append(ColorToken(name: tokenName, group: usesNocturneModes ? Array(path.dropLast()) : [], values: values, description: sample.description))
            }
            return TokenSet(name: name, tokens: tokens, source: source, diagnostics: diagnostics)
        }
    }

    static func isColorType(_ type: String?) -> Bool {
        guard let type else { return true }
        return type.lowercased() == "color"
    }

    /// The mode a theme, context or override name stands for (`Dark HC`, `dark-high-contrast`, `light`), or `nil`.
    static func mode(forName name: String) -> AppearanceMode? {
        if let mode = AppearanceMode(key: name) { return mode }
        let lowered = name.lowercased()
        let words = Set(lowered.split(whereSeparator: { !$0.isLetter }).map(String.init))
        let isDark = words.contains("dark") || lowered.hasPrefix("dark")
        let isLight = words.contains("light") || lowered.hasPrefix("light")
        guard isDark || isLight else { return nil }
        if words.contains("tritanopia") || words.contains("protanopia") || words.contains("deuteranopia") || words.contains("dimmed")
            || words.contains("colorblind") {
            return nil
        }
        let increased = words.contains("hc") || lowered.contains("high-contrast") || lowered.contains("highcontrast") || lowered.contains("high contrast")
            || words.contains("contrast")
        return AppearanceMode(colorScheme: isDark ? .dark : .light, contrast: increased ? .increased : .standard)
    }

    /// The mode a Style Dictionary per-mode file stands for (`background.dark.json5`), or `nil` for a base file.
    static func mode(forFileName name: String) -> AppearanceMode? {
        let parts = baseName(name).split(separator: ".").map(String.init)
        guard parts.count > 1, let suffix = parts.last?.lowercased() else { return nil }
        switch suffix {
        case "dark": return AppearanceMode(colorScheme: .dark)
        case "hc", "high-contrast", "light-hc": return AppearanceMode(colorScheme: .light, contrast: .increased)
        case "hcdark", "dark-hc", "dark-high-contrast": return AppearanceMode(colorScheme: .dark, contrast: .increased)
        case "elevated", "dark-elevated": return AppearanceMode(colorScheme: .dark, level: .elevated)
        default: return nil
        }
    }

    /// Resolves aliases per mode.
    struct Resolver {
        let base: [String: RawToken]
        let modes: [AppearanceMode: [String: RawToken]]

        enum Outcome {
            case success(TokenColor, usesMode: Bool)
            case failure(FormatError)
        }

        /// The raw token for a path in a mode: the mode's layer first, then the base.
        func raw(_ key: String, in mode: AppearanceMode) -> RawToken? {
            if let token = modes[mode]?[key] { return token }
            return base[key]
        }

        func resolve(_ key: String, in mode: AppearanceMode, depth: Int = 0) -> Outcome {
            guard depth < 32 else {
                return .failure(FormatError(.unresolvedReference, key: key, message: "alias chain longer than 32 (a cycle?)"))
            }
            guard let token = raw(key, in: mode) else {
                return .failure(FormatError(.unresolvedReference, key: key, message: "no token '\(key)'"))
            }
            var usesMode = modes[mode]?[key] != nil
            var value = token.value
            var alpha = token.alpha
            if let override = token.overrides[mode] {
                usesMode = true
                value = override
                if override.members != nil, override["colorSpace"] == nil, let inner = override["$value"] ?? override["value"] {
                    value = inner
                    alpha = override["alpha"]?.doubleValue ?? alpha
                }
            }
            let outcome = color(of: value, token: token, in: mode, depth: depth)
            guard case .success(var color, let aliasUsesMode) = outcome else { return outcome }
            if let alpha, let base = color.color {
                color.color = base.withAlpha(base.alpha * alpha)
                color.displayP3 = color.displayP3.map { $0.withAlpha($0.alpha * alpha) }
            }
            return .success(color, usesMode: usesMode || aliasUsesMode)
        }

        func color(of value: JSONValue, token: RawToken, in mode: AppearanceMode, depth: Int) -> Outcome {
            switch value {
            case .string(let text):
                if let alias = ColorText.alias(text) {
                    var path = alias
                    if raw(path, in: mode) == nil, path.hasSuffix(".value") { path = String(path.dropLast(6)) }
                    if raw(path, in: mode) == nil {
                        return .failure(FormatError(.unresolvedReference, file: token.file, key: token.key, message: "alias {\(alias)} points at no token"))
                    }
                    let inner = resolve(path, in: mode, depth: depth + 1)
                    if case .failure(let error) = inner, error.file.isEmpty {
                        return .failure(FormatError(error.kind, file: token.file, key: token.key, message: "via {\(alias)}: \(error.message)"))
                    }
                    return inner
                }
                guard let color = ColorText.parse(text) else {
                    return .failure(FormatError(.badColor, file: token.file, key: token.key, message: "not a color: \"\(text)\""))
                }
                if let problem = ColorText.inputProblem(of: color) {
                    return .failure(FormatError(.badColor, file: token.file, key: token.key, message: "\"\(text)\": \(problem)"))
                }
                return .success(TokenColor(color), usesMode: false)
            case .object:
                if let space = value["colorSpace"]?.stringValue {
                    let components = value["components"]?.elements ?? []
                    let numbers = components.map { $0.doubleValue }
                    let alpha = value["alpha"]?.doubleValue ?? 1
                    let hex = value["hex"]?.stringValue.flatMap { TokenColor(hex: $0)?.color?.withAlpha(alpha) }
                    if let colorSpace = ColorSpace(cssName: space), numbers.count == 3 {
                        let exact = ColorValue(colorSpace, components: numbers[0], numbers[1], numbers[2], alpha: alpha)
                        if let problem = ColorText.inputProblem(of: exact) {
                            return .failure(FormatError(.badComponent, file: token.file, key: token.key, message: problem))
                        }
                        // The hex is the sRGB value the author chose for sRGB displays; the exact value becomes the wide one.
                        if colorSpace != .srgb, let hex {
                            return .success(TokenColor(hex, displayP3: colorSpace == .displayP3 ? exact : exact.converted(to: .displayP3)), usesMode: false)
                        }
                        return .success(TokenColor(exact), usesMode: false)
                    }
                    if let hex { return .success(TokenColor(hex), usesMode: false) }
                    return .failure(FormatError(.badColor, file: token.file, key: token.key, message: "color object with unknown colorSpace '\(space)' and no usable hex"))
                }
                if let hex = value["hex"]?.stringValue, let color = TokenColor(hex: hex) { return .success(color, usesMode: false) }
                return .failure(FormatError(.badColor, file: token.file, key: token.key, message: "not a color object"))
            default:
                return .failure(FormatError(.badColor, file: token.file, key: token.key, message: "not a color: \(value.serialized(style: .compact))"))
            }
        }
    }
}
