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
/// dark value is dark too; chains of any length resolve, and a cycle is named in full. Unresolved
/// aliases, values that are not colors, color objects with the wrong number or type of components,
/// non-finite numbers, an alpha outside 0…1, missing token sets and duplicate JSON5 keys are errors
/// in ``TokenSet/diagnostics`` naming file, line and token; a component outside its space's range
/// (DTCG color module) is a warning, and the value is read as written.
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
        let bytes = Array(json.utf8)
        do { value = try JSONParser(allowsJSON5: true).parse(bytes: bytes) } catch { throw FormatError(error, file: file) }
        var context = Context()
        let document = context.document(file: file, value: value, bytes: bytes)
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
        /// Which of the context's sources holds the text, and where `value` sits in it (inside a resolver, a set's inline source).
        var location: ValueLocation
    }

    /// Where a value was written: a source text (by index into the context's sources) and the path to the value in it.
    struct ValueLocation: Hashable {
        var source: Int
        var path: [JSONPathComponent]

        /// The location of a value inside this one.
        func appending(_ steps: JSONPathComponent...) -> ValueLocation {
            ValueLocation(source: source, path: path + steps)
        }
    }

    /// A problem found while resolving, with where its value was written so its line can be found.
    struct Problem: Error {
        var error: FormatError
        var location: ValueLocation?
    }

    struct RawToken {
        var path: [String]
        var value: JSONValue
        var type: String?
        var description: String?
        var overrides: [AppearanceMode: JSONValue]
        /// The token-level `alpha` (Primer, Style Dictionary) as written; checked when the token resolves.
        var alpha: JSONValue?
        var file: String
        /// The token's object.
        var location: ValueLocation
        /// The key holding the value: `$value`, or `value` in legacy files.
        var valueKey: String
        /// Where each override sits, relative to the token's object.
        var overridePaths: [AppearanceMode: [JSONPathComponent]]
        var key: String { path.joined(separator: ".") }
    }

    struct Context {
        var base: [Document] = []
        var modes: [AppearanceMode: [Document]] = [:]
        /// Tokens Studio: every mode has its own complete list of documents and no base.
        var modesReplaceBase = false
        var diagnostics: [FormatError] = []
        var usesNocturneModes = false
        /// The text of every document read, so a problem's line can be found.
        var sources: [[UInt8]] = []
        /// Locators for the sources a problem was found in, made the first time one is.
        var locators: [Int: JSONLocator] = [:]

        /// A document read from `bytes`, remembered as a source.
        mutating func document(file: String, value: JSONValue, bytes: [UInt8]) -> Document {
            sources.append(bytes)
            return Document(file: file, value: value, location: ValueLocation(source: sources.count - 1, path: []))
        }

        /// Adds a problem to the diagnostics, at the line of its value when it has one.
        mutating func report(_ error: FormatError, at location: ValueLocation?) {
            guard let location, error.line == 0, sources.indices.contains(location.source) else {
                diagnostics.append(error)
                return
            }
            let locator = locators[location.source] ?? JSONLocator(bytes: sources[location.source], allowsJSON5: true)
            locators[location.source] = locator
            diagnostics.append(error.located(at: location.path, by: locator))
        }

        mutating func parse(_ url: URL, relative: String) throws(FormatError) -> Document {
            let bytes: [UInt8]
            do { bytes = try FileSystem.readRegularFile(url.path) } catch {
                throw FormatError(.io, file: relative, message: error.description)
            }
            do {
                let value = try JSONParser(allowsJSON5: true).parse(bytes: bytes)
                return document(file: relative, value: value, bytes: bytes)
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
            func load(_ reference: JSONValue?, key: String, at location: ValueLocation) -> [Document] {
                guard let sources = reference?.elements else { return [] }
                var result: [Document] = []
                for (index, source) in sources.enumerated() {
                    if let ref = source["$ref"]?.stringValue {
                        let url = folder.appendingPathComponent(ref)
                        do { result.append(try parse(url, relative: ref)) } catch { diagnostics.append(error) }
                    } else if source.members != nil {
                        result.append(Document(file: document.file + "#\(key)[\(index)]", value: source, location: location.appending(.index(index))))
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
                        report(FormatError(.structure, file: "$themes.json", key: "[\(index)].selectedTokenSets.\(set)",
                            message: "theme '\(name)' enables token set '\(set)', which has no file \(set).json"),
                            at: themes.location.appending(.index(index), .key("selectedTokenSets"), .key(set)))
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
                walk(document.value, path: [], type: nil, document: document, into: &tokens, order: &order)
            }
            return (tokens, order)
        }

        mutating func walk(_ value: JSONValue, path: [String], type: String?, document: Document, into tokens: inout [String: RawToken], order: inout [String]) {
            guard let members = value.members else { return }
            let file = document.file
            let location = ValueLocation(source: document.location.source, path: document.location.path + path.map { .key($0) })
            for duplicate in value.duplicateKeys {
                report(FormatError(.structure, file: file, key: (path + [duplicate]).joined(separator: "."),
                    message: "duplicate key '\(duplicate)': only the last one is kept"), at: location.appending(.key(duplicate)))
            }
            let inheritedType = value["$type"]?.stringValue ?? value["type"]?.stringValue.flatMap { value["value"] == nil ? $0 : nil } ?? type
            let tokenValue = value["$value"] ?? (value["value"].flatMap { candidate -> JSONValue? in
                if case .object = candidate { return candidate["colorSpace"] != nil ? candidate : nil }
                return candidate
            })
            if let tokenValue, !path.isEmpty {
                var raw = RawToken(path: path, value: tokenValue, type: value["$type"]?.stringValue ?? value["type"]?.stringValue ?? type,
                    description: value["$description"]?.stringValue ?? value["description"]?.stringValue, overrides: [:],
                    alpha: value["alpha"], file: file, location: location, valueKey: value["$value"] != nil ? "$value" : "value", overridePaths: [:])
                let styleDictionary: [(String, AppearanceMode)] = [
                    ("darkValue", AppearanceMode(colorScheme: .dark)), ("hcValue", AppearanceMode(colorScheme: .light, contrast: .increased)),
                    ("hcDarkValue", AppearanceMode(colorScheme: .dark, contrast: .increased)),
                ]
                for (key, mode) in styleDictionary {
                    if let override = value[key] {
                        raw.overrides[mode] = override
                        raw.overridePaths[mode] = [.key(key)]
                    }
                }
                if let primer = value["$extensions"]?["org.primer.overrides"]?.members {
                    for override in primer {
                        guard let mode = DesignTokensReader.mode(forName: override.key) else { continue }
                        raw.overrides[mode] = override.value
                        raw.overridePaths[mode] = [.key("$extensions"), .key("org.primer.overrides"), .key(override.key)]
                    }
                }
                if let nocturne = value["$extensions"]?[DesignTokensWriter.modesExtension]?.members {
                    usesNocturneModes = true
                    for override in nocturne {
                        guard let mode = AppearanceMode(key: override.key) else { continue }
                        raw.overrides[mode] = override.value
                        raw.overridePaths[mode] = [.key("$extensions"), .key(DesignTokensWriter.modesExtension), .key(override.key)]
                    }
                }
                let key = raw.key
                if tokens[key] == nil { order.append(key) }
                tokens[key] = raw
                return
            }
            for member in members where !member.key.hasPrefix("$") {
                walk(member.value, path: path + [member.key], type: inheritedType, document: document, into: &tokens, order: &order)
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
            var resolver = Resolver(base: modesReplaceBase ? [:] : baseLayer.tokens, modes: modeLayers)
            var tokens: [ColorToken] = []
            var seenProblems = Set<String>()
            for key in order {
                let sample = resolver.raw(key, in: light) ?? modeLayers.values.lazy.compactMap { $0[key] }.first
                guard let sample, DesignTokensReader.isColorType(sample.type) else { continue }
                var values: [AppearanceMode: TokenColor] = [:]
                for mode in AppearanceMode.all where declared.contains(mode) {
                    guard resolver.raw(key, in: mode) != nil else { continue }
                    let result = resolver.resolve(key, in: mode)
                    var problems = resolver.warnings
                    resolver.warnings.removeAll()
                    switch result {
                    case .success(let color, let usesMode):
                        if mode == light || usesMode || modesReplaceBase { values[mode] = color }
                    case .failure(let problem):
                        problems.append(problem)
                    }
                    // A problem is reported once, however many tokens and modes lead to it.
                    for problem in problems where seenProblems.insert(problem.error.description).inserted {
                        report(problem.error, at: problem.location)
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
    ///
    /// A chain of aliases is followed in a loop, not by recursion, so its length is limited only by the
    /// number of tokens; a real cycle is found by the tokens already on the chain and named in full.
    /// Each token's outcome in each mode is kept, so that every chain is walked once.
    struct Resolver {
        let base: [String: RawToken]
        let modes: [AppearanceMode: [String: RawToken]]
        /// The outcome of each token already resolved, per mode.
        private var outcomes: [Step.Key: Outcome] = [:]
        /// Problems that leave the value usable (a component outside its space's range), in the order found.
        var warnings: [Problem] = []

        init(base: [String: RawToken], modes: [AppearanceMode: [String: RawToken]]) {
            self.base = base
            self.modes = modes
        }

        enum Outcome {
            case success(TokenColor, usesMode: Bool)
            case failure(Problem)
        }

        /// One token on an alias chain: the value it gives in the mode and the alpha it applies on top.
        struct Step {
            struct Key: Hashable {
                var name: String
                var mode: AppearanceMode
            }

            var key: String
            var token: RawToken
            var value: JSONValue
            var valueLocation: ValueLocation
            var alpha: JSONValue?
            var alphaLocation: ValueLocation
            var usesMode: Bool
        }

        /// The raw token for a path in a mode: the mode's layer first, then the base.
        func raw(_ key: String, in mode: AppearanceMode) -> RawToken? {
            if let token = modes[mode]?[key] { return token }
            return base[key]
        }

        /// The value a token gives in a mode: its override for the mode, or its value.
        func step(_ key: String, _ token: RawToken, in mode: AppearanceMode) -> Step {
            var step = Step(key: key, token: token, value: token.value, valueLocation: token.location.appending(.key(token.valueKey)),
                            alpha: token.alpha, alphaLocation: token.location.appending(.key("alpha")), usesMode: modes[mode]?[key] != nil)
            if let override = token.overrides[mode] {
                let path = token.overridePaths[mode] ?? []
                let overrideLocation = ValueLocation(source: token.location.source, path: token.location.path + path)
                step.usesMode = true
                step.value = override
                step.valueLocation = overrideLocation
                if override.members != nil, override["colorSpace"] == nil, let inner = override["$value"] ?? override["value"] {
                    step.value = inner
                    step.valueLocation = overrideLocation.appending(.key(override["$value"] != nil ? "$value" : "value"))
                    if let alpha = override["alpha"] {
                        step.alpha = alpha
                        step.alphaLocation = overrideLocation.appending(.key("alpha"))
                    }
                }
            }
            return step
        }

        /// The color of a token in a mode, following aliases.
        mutating func resolve(_ key: String, in mode: AppearanceMode) -> Outcome {
            if let known = outcomes[Step.Key(name: key, mode: mode)] { return known }
            var chain: [Step] = []
            var onChain: [String: Int] = [:]
            var current = key
            var outcome: Outcome
            while true {
                if let known = outcomes[Step.Key(name: current, mode: mode)] {
                    outcome = known
                    break
                }
                guard let token = raw(current, in: mode) else {
                    outcome = .failure(Problem(error: FormatError(.unresolvedReference, key: current, message: "no token '\(current)'"), location: nil))
                    break
                }
                let step = step(current, token, in: mode)
                onChain[current] = chain.count
                chain.append(step)
                guard case .string(let text) = step.value, let alias = ColorText.alias(text) else {
                    outcome = color(of: step.value, token: token, at: step.valueLocation)
                    break
                }
                var target = alias
                if raw(target, in: mode) == nil, target.hasSuffix(".value") { target = String(target.dropLast(6)) }
                guard raw(target, in: mode) != nil else {
                    outcome = .failure(Problem(error: FormatError(.unresolvedReference, file: token.file, key: token.key,
                        message: "alias {\(alias)} points at no token"), location: step.valueLocation))
                    break
                }
                if let start = onChain[target] {
                    // The cycle is blamed on the token where the chain entered it, and named in full.
                    let cycle = chain[start...].map(\.key) + [target]
                    let entry = chain[start]
                    outcome = .failure(Problem(error: FormatError(.unresolvedReference, file: entry.token.file, key: entry.key,
                        message: "aliases form a cycle: " + cycle.joined(separator: " → ")), location: entry.valueLocation))
                    break
                }
                current = target
            }
            // Back down the chain: each token applies its own alpha to what its alias gave.
            for step in chain.reversed() {
                if case .success(var color, let usesMode) = outcome {
                    switch alpha(step.alpha, token: step.token, at: step.alphaLocation) {
                    case .failure(let problem):
                        outcome = .failure(problem)
                    case .success(let alpha):
                        if let alpha, let base = color.color {
                            color.color = base.withAlpha(base.alpha * alpha)
                            color.displayP3 = color.displayP3.map { $0.withAlpha($0.alpha * alpha) }
                        }
                        outcome = .success(color, usesMode: usesMode || step.usesMode)
                    }
                }
                outcomes[Step.Key(name: step.key, mode: mode)] = outcome
            }
            return outcome
        }

        /// An alpha as written (a number from 0 to 1), `nil` when absent.
        func alpha(_ value: JSONValue?, token: RawToken, at location: ValueLocation) -> Result<Double?, Problem> {
            guard let value else { return .success(nil) }
            guard let alpha = value.doubleValue, alpha.isFinite else {
                return .failure(Problem(error: FormatError(.badComponent, file: token.file, key: token.key,
                    message: "alpha is \(value.excerpt), not a number from 0 to 1"), location: location))
            }
            guard (0...1).contains(alpha) else {
                return .failure(Problem(error: FormatError(.badComponent, file: token.file, key: token.key,
                    message: "alpha is \(value.excerpt), outside 0 to 1"), location: location))
            }
            return .success(alpha)
        }

        /// The color of a value that is not an alias: a color string or a DTCG color object.
        mutating func color(of value: JSONValue, token: RawToken, at location: ValueLocation) -> Outcome {
            func failure(_ kind: FormatError.Kind, _ message: String, at location: ValueLocation) -> Outcome {
                .failure(Problem(error: FormatError(kind, file: token.file, key: token.key, message: message), location: location))
            }
            switch value {
            case .string(let text):
                guard let color = ColorText.parse(text) else { return failure(.badColor, "not a color: \(value.excerpt)", at: location) }
                if let problem = ColorText.inputProblem(of: color) {
                    return failure(.badColor, "\(value.excerpt): \(problem)", at: location)
                }
                return .success(TokenColor(color), usesMode: false)
            case .object:
                if let spaceValue = value["colorSpace"] {
                    let alpha: Double
                    switch self.alpha(value["alpha"], token: token, at: location.appending(.key("alpha"))) {
                    case .failure(let problem): return .failure(problem)
                    case .success(let given): alpha = given ?? 1
                    }
                    let hexText = value["hex"]?.stringValue
                    let hex = hexText.flatMap { TokenColor(hex: $0)?.color?.withAlpha(alpha) }
                    guard let space = spaceValue.stringValue, let colorSpace = ColorSpace(cssName: space) else {
                        // An unknown space with a hex is what the hex is for: tools that do not know the space use it.
                        if let hex { return .success(TokenColor(hex), usesMode: false) }
                        return failure(.unknownColorSpace, "color object with unknown colorSpace \(spaceValue.excerpt) and no usable hex",
                                       at: location.appending(.key("colorSpace")))
                    }
                    let componentsLocation = location.appending(.key("components"))
                    guard let list = value["components"]?.elements else {
                        let found = value["components"].map { "\($0.excerpt) instead of an array" } ?? "no 'components'"
                        return failure(.structure, "\(space) takes 3 components, found \(found)", at: value["components"] == nil ? location : componentsLocation)
                    }
                    guard list.count == 3 else {
                        return failure(.structure, "\(space) takes 3 components, found \(list.count)", at: componentsLocation)
                    }
                    var numbers: [Double?] = []
                    for (index, component) in list.enumerated() {
                        if component.stringValue == "none" {
                            numbers.append(nil)
                        } else if let number = component.doubleValue, number.isFinite {
                            numbers.append(number)
                        } else {
                            let reason = component.doubleValue == nil ? "not a number or \"none\"" : "not a finite number"
                            return failure(.badComponent, "components[\(index)] is \(component.excerpt), \(reason)",
                                           at: componentsLocation.appending(.index(index)))
                        }
                    }
                    let exact = ColorValue(colorSpace, components: numbers[0], numbers[1], numbers[2], alpha: alpha)
                    if let problem = ColorText.inputProblem(of: exact) {
                        return failure(.badComponent, problem, at: componentsLocation)
                    }
                    for (index, number) in numbers.enumerated() {
                        guard let number, let range = DesignTokensReader.componentRange(colorSpace, index: index) else { continue }
                        let slack = 1e-6 * max(1, range.upperBound.isFinite ? range.upperBound : 0)
                        guard number < range.lowerBound - slack || number > range.upperBound + slack else { continue }
                        let bounds = range.upperBound.isFinite ? "\(NumberText.shortest(range.lowerBound)) to \(NumberText.shortest(range.upperBound))"
                            : "at least \(NumberText.shortest(range.lowerBound))"
                        warnings.append(Problem(error: FormatError(.badComponent, severity: .warning, file: token.file, key: token.key,
                            message: "components[\(index)] is \(list[index].excerpt), outside \(space)'s range (\(bounds)); read as written"),
                            location: componentsLocation.appending(.index(index))))
                    }
                    if let hexText, hex == nil {
                        warnings.append(Problem(error: FormatError(.badColor, severity: .warning, file: token.file, key: token.key,
                            message: "hex \(JSONValue.string(hexText).excerpt) is not a hex color; the components are used"),
                            location: location.appending(.key("hex"))))
                    }
                    // The hex is the sRGB value the author chose for sRGB displays; the exact value becomes the wide one.
                    if colorSpace != .srgb, let hex {
                        return .success(TokenColor(hex, displayP3: colorSpace == .displayP3 ? exact : exact.converted(to: .displayP3)), usesMode: false)
                    }
                    return .success(TokenColor(exact), usesMode: false)
                }
                if let hex = value["hex"]?.stringValue, let color = TokenColor(hex: hex) { return .success(color, usesMode: false) }
                return failure(.badColor, "not a color object: \(value.excerpt)", at: location)
            default:
                return failure(.badColor, "not a color: \(value.excerpt)", at: location)
            }
        }
    }

    /// The range the DTCG color module gives a component of a space, or `nil` when it gives none (hues wrap; `a`, `b`, XYZ are open).
    static func componentRange(_ space: ColorSpace, index: Int) -> ClosedRange<Double>? {
        switch (space, index) {
        case (.srgb, _), (.srgbLinear, _), (.displayP3, _), (.displayP3Linear, _), (.a98RGB, _), (.prophotoRGB, _), (.rec2020, _): 0...1
        case (.hsl, 1), (.hsl, 2), (.hwb, 1), (.hwb, 2), (.hsv, 1), (.hsv, 2): 0...100
        case (.lab, 0), (.lch, 0): 0...100
        case (.oklab, 0), (.oklch, 0): 0...1
        case (.lch, 1), (.oklch, 1): 0...Double.infinity
        default: nil
        }
    }
}
