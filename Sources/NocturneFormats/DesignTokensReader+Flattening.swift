import NocturneAppearance
import NocturneSupport

/// Flattening: documents into tokens by dotted path (later documents override earlier ones), then each token resolved per mode.
extension DesignTokensReader.Context {
    mutating func flatten(_ documents: [DesignTokensReader.Document]) -> (tokens: [String: DesignTokensReader.RawToken], order: [String]) {
        var tokens: [String: DesignTokensReader.RawToken] = [:]
        var order: [String] = []
        for document in documents {
            walk(document.value, path: [], type: nil, document: document, into: &tokens, order: &order)
        }
        return (tokens, order)
    }

    mutating func walk(_ value: JSONValue, path: [String], type: String?, document: DesignTokensReader.Document, into tokens: inout [String: DesignTokensReader.RawToken], order: inout [String]) {
        guard let members = value.members else { return }
        let file = document.file
        let location = DesignTokensReader.ValueLocation(source: document.location.source, path: document.location.path + path.map { .key($0) })
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
            var raw = DesignTokensReader.RawToken(path: path, value: tokenValue, type: value["$type"]?.stringValue ?? value["type"]?.stringValue ?? type,
                description: value["$description"]?.stringValue ?? value["description"]?.stringValue, overrides: [:],
                alpha: value["alpha"], file: file, location: location, valueKey: value["$value"] != nil ? "$value" : "value")
            let styleDictionary: [(String, AppearanceMode)] = [
                ("darkValue", AppearanceMode(colorScheme: .dark)), ("hcValue", AppearanceMode(colorScheme: .light, contrast: .increased)),
                ("hcDarkValue", AppearanceMode(colorScheme: .dark, contrast: .increased)),
            ]
            for (key, mode) in styleDictionary {
                if let override = value[key] {
                    raw.overrides[mode] = DesignTokensReader.Override(value: override, path: [.key(key)])
                }
            }
            if let primer = value["$extensions"]?["org.primer.overrides"]?.members {
                for override in primer {
                    guard let mode = DesignTokensReader.mode(forName: override.key) else { continue }
                    raw.overrides[mode] = DesignTokensReader.Override(value: override.value, path: [.key("$extensions"), .key("org.primer.overrides"), .key(override.key)])
                }
            }
            if let nocturne = value["$extensions"]?[DesignTokensWriter.modesExtension]?.members {
                usesNocturneModes = true
                for override in nocturne {
                    guard let mode = AppearanceMode(key: override.key) else { continue }
                    raw.overrides[mode] = DesignTokensReader.Override(
                        value: override.value, path: [.key("$extensions"), .key(DesignTokensWriter.modesExtension), .key(override.key)])
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
        var modeLayers = ModeValues<[String: DesignTokensReader.RawToken]?>(repeating: nil)
        var order = baseLayer.order
        var known = Set(order)
        for mode in AppearanceMode.all {
            guard let documents = modes[mode] else { continue }
            let layer = flatten(modesReplaceBase ? documents : documents)
            modeLayers[mode] = layer.tokens
            for key in layer.order where known.insert(key).inserted { order.append(key) }
        }
        let light = AppearanceMode(colorScheme: .light)
        var declared = Set(AppearanceMode.all.filter { modeLayers[$0] != nil })
        for token in baseLayer.tokens.values { declared.formUnion(AppearanceMode.all.filter { token.overrides[$0] != nil }) }
        if !modesReplaceBase { declared.insert(light) }
        var resolver = DesignTokensReader.Resolver(base: modesReplaceBase ? [:] : baseLayer.tokens, modes: modeLayers)
        var tokens: [ColorToken] = []
        var seenProblems = Set<String>()
        for key in order {
            let sample = resolver.raw(key, in: light) ?? modeLayers.lazy.compactMap { $0?[key] }.first
            guard let sample, DesignTokensReader.isColorType(sample.type) else { continue }
            var values = ModeValues<TokenColor?>(repeating: nil)
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
            if !values.contains(where: { $0 != nil }), sample.type == nil, !isAlias { continue }
            let path = key.split(separator: ".").map(String.init)
            let tokenName = usesNocturneModes ? (path.last ?? key) : key
            tokens.append(ColorToken(name: tokenName, group: usesNocturneModes ? Array(path.dropLast()) : [], values: values, description: sample.description))
        }
        return TokenSet(name: name, tokens: tokens, source: source, diagnostics: diagnostics)
    }
}

extension DesignTokensReader {

    static func isColorType(_ type: String?) -> Bool {
        guard let type else { return true }
        return type.lowercased() == "color"
    }
}
