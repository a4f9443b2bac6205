import NocturneAppearance
import NocturneColor
import NocturnePalette
import NocturneSupport

extension TokenAudit {
    /// The audit as readable text: colors by mode, warnings, pairs, and a verdict on the last line.
    ///
    /// - Parameters:
    ///   - limit: How many entries to show in long lists before "… and N more".
    ///   - listsProblems: Whether the problems met reading the input are listed (the command line
    ///     writes them to standard error instead); the verdict counts them either way.
    public func text(limit: Int = 20, listsProblems: Bool = true) -> String {
        var out = "Audit of \(tokens.source.isEmpty ? tokens.name : tokens.source): \(tokens.tokens.count) colors × \(modes.count) modes\n"
        func list<T>(_ title: String, _ items: [T], _ describe: (T) -> String) {
            guard !items.isEmpty else { return }
            out += "\n\(title) (\(items.count)):\n"
            for item in items.prefix(limit) { out += "  \(describe(item))\n" }
            if items.count > limit { out += "  … and \(items.count - limit) more\n" }
        }
        if listsProblems { list("Problems reading the input", tokens.diagnostics) { "\($0.severity.rawValue): \($0)" } }
        list("FAIL: declared pairs naming tokens that do not exist", unknownPairNames) { $0 }
        if !tokens.tokens.isEmpty {
            out += "\nColors:\n"
            let width = min(max(tokens.tokens.map(\.name.count).max() ?? 0, 8), 48)
            // A column fits the longest mode key ("light-increased-elevated") and a hex with alpha, plus a gap.
            let column = max(modes.map(\.key.count).max() ?? 0, 9) + 2
            let header = "  " + "token".padded(to: width) + "  " + modes.map { $0.key.padded(to: column) }.joined()
            out += header.trailingSpacesTrimmed + "\n"
            for token in tokens.tokens.prefix(limit * 5) {
                var line = "  " + String(token.name.prefix(width)).padded(to: width) + "  "
                for mode in modes {
                    let value = token.value(in: mode)
                    let text = value.flatMap { $0.hex } ?? value?.reference.map { "→\($0.name)" } ?? "—"
                    line += String(text.prefix(column - 2)).padded(to: column)
                }
                out += line.trailingSpacesTrimmed + "\n"
            }
            if tokens.tokens.count > limit * 5 { out += "  … and \(tokens.tokens.count - limit * 5) more (the JSON report lists all)\n" }
        }
        list("Warning: no Dark variant", missingDark) { $0 }
        list("Warning: no High Contrast variant", missingHighContrast) { $0 }
        list("Warning: outside sRGB", outsideSRGB) { "\($0.token) in \($0.mode.key)" }
        list("Warning: system colors Nocturne cannot resolve", unresolvedReferences) { "\($0.token) → \($0.reference)" }
        list("FAIL: names that collide as Swift symbols", collisions) { "\($0.symbol): \($0.names.joined(separator: ", "))" }
        if !pairs.isEmpty {
            let failing = failingPairs
            let source = pairsAreInferred ? " (inferred from names; declare pairs to check exactly those)" : pairsSource == "declared" ? "" : " (from \(pairsSource))"
            let kept = keptPairs
            out += "\nPairs\(source): \(pairs.count) pairs, \(results.count) checks, \(failing.count) fail"
                + (kept.isEmpty ? "" : "; \(kept.count) miss only on the app's own light values, kept as they ship") + "\n"
            for result in failing.prefix(limit) {
                out += "  FAIL \(result.pair.foreground) on \(result.pair.background) in \(result.mode.key): " + result.failureFigures + "\n"
            }
            if failing.count > limit { out += "  … and \(failing.count - limit) more\n" }
            for result in kept.prefix(3) {
                out += "  KEPT \(result.pair.foreground) on \(result.pair.background) in \(result.mode.key): " + result.failureFigures + "\n"
            }
            if kept.count > 3 { out += "  … and \(kept.count - 3) more kept (the JSON report lists all)\n" }
        } else if pairsAreInferred || pairsSource == "declared" {
            out += "\nPairs: none declared and none inferred from the names.\n"
        } else {
            out += "\nPairs (from \(pairsSource)): none.\n"
        }
        out += "\n" + (passes ? "PASS" : "FAIL: \(failingPairs.count) failing pair checks, \(unknownPairNames.isEmpty ? "" : "\(unknownPairNames.count) unknown pair names, ")\(collisions.count) symbol collisions, \(readingErrors) reading errors") + "\n"
        // Token and file names are the input's: no control character of theirs reaches the terminal.
        return out.escapingControlCharactersInLines()
    }

    /// The audit as one JSON object (keys in a fixed order); measured figures are cut, not rounded (WCAG to two decimals, APCA to one).
    package var json: JSONValue {
        func number(_ value: Double) -> JSONValue { .number(value, roundedTo: 6) }
        let tokenMembers = tokens.tokens.map { token in
            JSONMember(token.name, .object(modes.map { mode in
                let value = token.value(in: mode)
                if let hex = value?.hex { return JSONMember(mode.key, .string(hex)) }
                if let reference = value?.reference { return JSONMember(mode.key, .string("reference:" + reference.name)) }
                return JSONMember(mode.key, .null)
            }))
        }
        var pairMembers: [JSONValue] = []
        for pair in pairs {
            let rows = results.filter { $0.pair == pair }
            guard !rows.isEmpty else { continue }
            pairMembers.append(.object([
                JSONMember("foreground", .string(pair.foreground)), JSONMember("background", .string(pair.background)),
                JSONMember("minimum", .object([
                    JSONMember("standard", number(pair.minimum(in: AppearanceMode(colorScheme: .light)))),
                    JSONMember("increased", number(pair.minimum(in: AppearanceMode(colorScheme: .light, contrast: .increased)))),
                ])),
                JSONMember("inferred", .bool(pair.isInferred)),
                JSONMember("results", .object(rows.map { row in
                    JSONMember(row.mode.key, .object([
                        JSONMember("wcag", .number(row.wcag, cutTo: 2)),
                        JSONMember("apca", .number(row.apca, cutTo: 1)),
                        JSONMember("passes", .bool(row.passes)),
                    ] + (row.isKept ? [JSONMember("kept", .bool(true))] : [])))
                })),
            ]))
        }
        return .object([
            JSONMember("source", .string(tokens.source)),
            JSONMember("passes", .bool(passes)),
            JSONMember("modes", .array(modes.map { .string($0.key) })),
            JSONMember("tokens", .object(tokenMembers)),
            JSONMember("problems", .array(tokens.diagnostics.map { problem in
                .object([JSONMember("file", .string(problem.file)), JSONMember("line", .integer(problem.line)), JSONMember("key", .string(problem.key)),
                         JSONMember("severity", .string(problem.severity.rawValue)), JSONMember("kind", .string(problem.kind.rawValue)),
                         JSONMember("message", .string(problem.message))])
            })),
            JSONMember("unknownPairNames", .array(unknownPairNames.map { .string($0) })),
            JSONMember("missingDark", .array(missingDark.map { .string($0) })),
            JSONMember("missingHighContrast", .array(missingHighContrast.map { .string($0) })),
            JSONMember("outsideSRGB", .array(outsideSRGB.map { .object([JSONMember("token", .string($0.token)), JSONMember("mode", .string($0.mode.key))]) })),
            JSONMember("unresolvedReferences", .array(unresolvedReferences.map { .object([JSONMember("token", .string($0.token)), JSONMember("reference", .string($0.reference))]) })),
            JSONMember("collisions", .array(collisions.map { .object([JSONMember("symbol", .string($0.symbol)), JSONMember("names", .array($0.names.map { .string($0) }))]) })),
            JSONMember("pairsInferred", .bool(pairsAreInferred)),
            JSONMember("pairsSource", .string(pairsSource)),
            JSONMember("pairs", .array(pairMembers)),
        ])
    }
}

extension TokenAudit.PairAudit {
    /// `WCAG 4.49 < 4.5, APCA Lc -55.2`: the figures of a failing check, cut (never rounded up) so a miss never reads as a pass.
    var failureFigures: String {
        let contrast = PairContrast(foreground: RGB8(0), background: RGB8(0), wcag: wcag, apca: apca)
        /// One method's figure, with its minimum when the pair is checked by that method.
        func figure(_ text: String, checked: Bool, method: ContrastMethod, minimum: Double) -> String {
            guard checked, !pair.requirement.isExempt else { return text }
            let holds = pair.requirement.isMet(by: contrast, in: mode, method: method)
            return text + (holds ? " ≥ " : " < ") + NumberText.rounded(minimum, places: 6)
        }
        return figure("WCAG \(NumberText.cut(wcag, places: 2))", checked: pair.method.checksWCAG, method: .wcag, minimum: pair.requirement.wcag(in: mode))
            + ", " + figure("APCA Lc \(NumberText.cut(apca, places: 1))", checked: pair.method.checksAPCA, method: .apca, minimum: pair.requirement.apca(in: mode))
    }
}
