import NocturneAppearance

extension ThemeAudit {
    /// The audit as JSON, the contract tools outside the project read.
    ///
    /// `{"version", "accent", "modes", "tokens": {name: {modeKey: "#RRGGBB"}}, "pairs": [{"foreground",
    /// "background", "minimum": {"standard", "increased"}, "results": {modeKey: {"wcag", "apca"}}}]}`.
    /// Keys keep this order; WCAG ratios are cut (not rounded) to two decimals and APCA Lc to one, so a
    /// printed figure never looks like a pass it is not. Exempt (disabled) pairs carry minimum 0. A theme
    /// with a designer's dark accent adds `"pinned": [{"token", "mode", "value", "nearestPassing"}]` at the end
    /// (`nearestPassing` is `null` where the value keeps its promises). A preset's audit (``TokenPreset``)
    /// adds `"preset"` after `"accent"` (its family's `_600`) and lists only the preset's tokens and pairs.
    /// The text has no newline; one JSON Lines record.
    public var json: String {
        var out = "{"
        out += "\"version\":\(JSONString.quoted(version)),"
        out += "\"accent\":\(JSONString.quoted(brand.hex.uppercased())),"
        if let preset { out += "\"preset\":\(JSONString.quoted(preset)),"}
        out += "\"modes\":[" + AppearanceMode.all.map { JSONString.quoted($0.key) }.joined(separator: ",") + "],"
        out += "\"tokens\":{"
        var tokenParts: [String] = []
        for role in roles {
            let values = AppearanceMode.all.map { mode in "\(JSONString.quoted(mode.key)):\(JSONString.quoted(entry(role, mode).value.hex))" }
            tokenParts.append("\(JSONString.quoted(role.rawValue)):{" + values.joined(separator: ",") + "}")
        }
        out += tokenParts.joined(separator: ",") + "},"
        out += "\"pairs\":["
        out += pairs.map { pair in
            var text = "{\"foreground\":\(JSONString.quoted(pair.foreground.rawValue)),"
            text += "\"background\":\(JSONString.quoted(pair.background.rawValue)),"
            text += "\"minimum\":{\"standard\":\(JSONText.number(pair.requirement.standard)),\"increased\":\(JSONText.number(pair.requirement.increased))},"
            text += "\"results\":{" + pair.results.map { result in
                "\(JSONString.quoted(result.mode.key)):{\"wcag\":\(JSONText.truncated(result.wcag, places: 2)),\"apca\":\(JSONText.truncated(result.apca, places: 1))}"
            }.joined(separator: ",") + "}}"
            return text
        }.joined(separator: ",")
        out += "]"
        let pinned = self.pinned
        if !pinned.isEmpty {
            out += ",\"pinned\":[" + pinned.map { entry in
                "{\"token\":\(JSONString.quoted(entry.role.rawValue)),\"mode\":\(JSONString.quoted(entry.value.mode.key)),"
                    + "\"value\":\(JSONString.quoted(entry.value.hex)),"
                    + "\"nearestPassing\":" + (entry.value.nearestPassing.map { JSONString.quoted($0.hex.uppercased()) } ?? "null") + "}"
            }.joined(separator: ",") + "]"
        }
        out += "}"
        return out
    }
}

/// Minimal JSON text helpers with stable number formatting (the package's cut-figure formatter until the support module has one).
package enum JSONText {

    /// A number with up to 6 decimals and no trailing zeros (`7`, `4.5`).
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return trimmed(value, places: 6, truncate: false)
    }

    /// A number cut toward zero to `places` decimals, trailing zeros dropped.
    package static func truncated(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "null" }
        return trimmed(value, places: places, truncate: true)
    }

    static func trimmed(_ value: Double, places: Int, truncate: Bool) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = truncate ? (value * scale).rounded(.towardZero) : (value * scale).rounded()
        let negative = scaled < 0
        let magnitude = Int64(scaled.magnitude)
        let whole = magnitude / Int64(scale)
        var fraction = String(magnitude % Int64(scale))
        fraction = String(repeating: "0", count: max(0, places - fraction.count)) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = negative && magnitude != 0 ? "-" : ""
        return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
