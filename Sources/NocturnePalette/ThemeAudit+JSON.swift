import NocturneAppearance
import NocturneSupport

extension ThemeAudit {
    /// The audit as JSON, the contract tools outside the project read.
    ///
    /// `{"version", "accent", "modes", "tokens": {name: {modeKey: "#RRGGBB"}}, "pairs": [{"foreground",
    /// "background", "minimum": {"standard", "increased"}, "results": {modeKey: {"wcag", "apca"}}}]}`.
    /// Keys keep this order; WCAG ratios are cut (not rounded) to two decimals and APCA Lc to one, so a
    /// printed figure never looks like a pass it is not. Exempt (disabled) pairs carry minimum 0. A theme
    /// with a designer's dark accent adds `"pinned": [{"token", "mode", "value", "nearestPassing"}]` at the end
    /// (`nearestPassing` is `null` where the value keeps its promises). A theme with the app's own colors lists their
    /// tokens in `tokens` and their pairs in `pairs` after the theme's, and adds `"colors": {token: {"color", "role",
    /// "modes": {modeKey: {"value", "pinned", "movedBy", "nearestPassing"}}}}` last. A preset's audit (``TokenPreset``)
    /// adds `"preset"` after `"accent"` (its family's `_600`) and lists only the preset's tokens and pairs.
    /// The text has no newline; one JSON Lines record.
    public var json: String { jsonValue.text }

    /// The audit as a JSON value, for callers in the package that add members before printing it.
    package var jsonValue: JSONValue {
        var tokens = roles.map { role in
            JSONMember(role.rawValue, .object(AppearanceMode.all.map { mode in JSONMember(mode.key, .string(entry(role, mode).value.hex)) }))
        }
        tokens += colors.map { token in JSONMember(token.name, .object(token.values.map { JSONMember($0.mode.key, .string($0.hex)) })) }
        func pairJSON(_ foreground: String, _ background: String, _ requirement: ContrastRequirement, _ results: ModeValues<PairResult>) -> JSONValue {
            .object([
                JSONMember("foreground", .string(foreground)),
                JSONMember("background", .string(background)),
                JSONMember("minimum", ["standard": .number(requirement.standard, roundedTo: 6), "increased": .number(requirement.increased, roundedTo: 6)]),
                JSONMember("results", .object(results.map { result in
                    JSONMember(result.mode.key, ["wcag": .number(result.wcag, cutTo: 2), "apca": .number(result.apca, cutTo: 1)])
                })),
            ])
        }
        let pairs = pairs.map { pairJSON($0.foreground.rawValue, $0.background.rawValue, $0.requirement, $0.results) }
            + colorPairs.map { pairJSON($0.foreground, $0.background, $0.requirement, $0.results) }
        var members = [JSONMember("version", .string(version)), JSONMember("accent", .string(brand.hex.uppercased()))]
        if let preset { members.append(JSONMember("preset", .string(preset))) }
        members += [
            JSONMember("modes", .array(AppearanceMode.all.map { .string($0.key) })),
            JSONMember("tokens", .object(tokens)),
            JSONMember("pairs", .array(pairs)),
        ]
        let pinned = self.pinned
        if !pinned.isEmpty {
            members.append(JSONMember("pinned", .array(pinned.map { entry in
                .object([
                    JSONMember("token", .string(entry.role.rawValue)),
                    JSONMember("mode", .string(entry.value.mode.key)),
                    JSONMember("value", .string(entry.value.hex)),
                    JSONMember("nearestPassing", entry.value.nearestPassing.map { .string($0.hex.uppercased()) } ?? .null),
                ])
            })))
        }
        if !colors.isEmpty { members.append(JSONMember("colors", colorsJSON)) }
        return .object(members)
    }
}
