/// Finds the colors of a storyboard or xib that will not adapt: `<color>` elements in custom color spaces.
///
/// A `<color>` with `systemColor="…"`, a System `catalog`, or a `name` of an asset-catalog color is
/// fine (named colors are checked against the catalogs); one with components in a custom,
/// calibrated or device color space is reported. Design-time copies Interface Builder keeps inside
/// `<resources>` are not runtime colors and are skipped, as are colors with alpha 0 (clear).
enum InterfaceBuilderScanner {
    /// A finding before configuration: the rule, the `<color>` site and the message.
    struct RawFinding: Sendable {
        var rule: LintRule
        var site: ColorSite
        var message: String
    }

    /// What a scan finds: every runtime `<color>` as a site, and the findings judged on them.
    struct Output: Sendable {
        var sites: [ColorSite] = []
        var findings: [RawFinding] = []
    }

    /// UIKit and AppKit system colors that are fixed values (`cocoaTouchSystemColor="whiteColor"`).
    static let fixedSystemColors: Set<String> = [
        "whiteColor", "blackColor", "darkTextColor", "lightTextColor", "grayColor", "lightGrayColor", "darkGrayColor",
        "redColor", "greenColor", "blueColor", "cyanColor", "yellowColor", "magentaColor", "orangeColor", "purpleColor", "brownColor",
    ]

    /// Scans a file's bytes; `path` is what its sites say.
    static func scan(_ bytes: [UInt8], path: String = "", catalogs: ColorCatalogIndex) -> Output {
        var output = Output()
        var resourcesDepth = 0
        var line = 1
        var lineStart = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1; lineStart = index + 1; index += 1; continue }
            guard byte == UInt8(ascii: "<") else { index += 1; continue }
            // Comments and CDATA may hold anything.
            if matches(bytes, at: index, "<!--") {
                index = skip(bytes, from: index + 4, past: "-->", line: &line, lineStart: &lineStart)
                continue
            }
            if matches(bytes, at: index, "<![CDATA[") {
                index = skip(bytes, from: index + 9, past: "]]>", line: &line, lineStart: &lineStart)
                continue
            }
            var end = index + 1
            while end < count, bytes[end] != UInt8(ascii: ">") { end += 1 }
            let tagLine = line, tagColumn = index - lineStart + 1
            if matches(bytes, at: index, "<resources>") || matches(bytes, at: index, "<resources ") {
                if end > 0, bytes[end - 1] != UInt8(ascii: "/") { resourcesDepth += 1 }
            } else if matches(bytes, at: index, "</resources>") {
                resourcesDepth = max(0, resourcesDepth - 1)
            }
            let isColor = resourcesDepth == 0 && matches(bytes, at: index, "<color ")
            // Count the line breaks inside the tag.
            var cursor = index
            while cursor < min(end, count) {
                if bytes[cursor] == UInt8(ascii: "\n") { line += 1; lineStart = cursor + 1 }
                cursor += 1
            }
            if isColor {
                let tagEnd = min(end + 1, count)
                let tag = String(decoding: bytes[index..<tagEnd], as: UTF8.self)
                let range = SourceRange(start: SourcePosition(offset: index, line: tagLine, column: tagColumn),
                                        end: SourcePosition(offset: tagEnd, line: line, column: tagEnd - lineStart + 1))
                let attributes = attributes(of: tag)
                var site = ColorSite(kind: .interfaceBuilder, file: path, range: range, text: tag, value: value(attributes),
                                     name: attributes["name"] ?? attributes["xcode11CocoaTouchSystemColor"] ?? attributes["systemColor"] ?? attributes["cocoaTouchSystemColor"])
                if let key = attributes["key"], key.lowercased().contains("shadow") { site.context.insert(.shadowOrMask) }
                output.sites.append(site)
                if let finding = judge(attributes, catalogs: catalogs) {
                    output.findings.append(RawFinding(rule: finding.rule, site: site, message: finding.message))
                }
            }
            index = end + 1
        }
        return output
    }

    /// The constant value of a `<color>` with components, else `nil`.
    static func value(_ attributes: [String: String]) -> ColorSiteValue? {
        let alpha = attributes["alpha"].flatMap(Double.init) ?? 1
        if let white = attributes["white"].flatMap(Double.init) { return ColorSiteValue(space: .gray, writtenComponents: [white], alpha: alpha) }
        guard let red = attributes["red"].flatMap(Double.init), let green = attributes["green"].flatMap(Double.init),
            let blue = attributes["blue"].flatMap(Double.init) else { return nil }
        let space: ColorSiteValue.Space = (attributes["customColorSpace"] ?? attributes["colorSpace"] ?? "").lowercased().contains("p3") ? .displayP3 : .sRGB
        return ColorSiteValue(space: space, writtenComponents: [red, green, blue], alpha: alpha)
    }

    /// The `<!-- nocturne:ignore rule… -->` comments of a storyboard or xib.
    static func suppressions(in bytes: [UInt8]) -> [Suppression] {
        let marker = Array("nocturne:ignore".utf8)
        var result: [Suppression] = []
        var line = 1, lineStart = 0, index = 0
        while index + marker.count <= bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
            if bytes[index] == marker[0], Array(bytes[index..<index + marker.count]) == marker {
                var end = index + marker.count
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), !(bytes[end] == UInt8(ascii: "-") && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "-")) { end += 1 }
                let rules = String(decoding: bytes[(index + marker.count)..<end], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
                result.append(Suppression(line: line, column: index - lineStart + 1, rules: rules))
                index = end
                continue
            }
            index += 1
        }
        return result
    }

    /// The attributes of a tag, in order.
    static func attributes(of tag: String) -> [String: String] {
        var result: [String: String] = [:]
        var rest = Substring(tag)
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "<" }).last.map(String.init) ?? ""
            let afterEquals = rest[rest.index(after: equals)...]
            guard let quote = afterEquals.first, quote == "\"" || quote == "'" else { break }
            let valueStart = afterEquals.index(after: afterEquals.startIndex)
            guard let valueEnd = afterEquals[valueStart...].firstIndex(of: quote) else { break }
            result[name] = String(afterEquals[valueStart..<valueEnd])
            rest = afterEquals[afterEquals.index(after: valueEnd)...]
        }
        return result
    }

    private static func judge(_ attributes: [String: String], catalogs: ColorCatalogIndex) -> (rule: LintRule, message: String)? {
        let key = attributes["key"] ?? "color"
        if key.lowercased().contains("shadow") { return nil }
        if let alpha = attributes["alpha"].flatMap(Double.init), alpha == 0 { return nil }
        if attributes["systemColor"] != nil { return nil }
        // Xcode 11 and later write the system color they draw, then the old fallback (`whiteColor` for `systemBackgroundColor`).
        if let system = attributes["xcode11CocoaTouchSystemColor"] ?? attributes["cocoaTouchSystemColor"] {
            return fixedSystemColors.contains(system)
                ? (.nonAdaptingSystemColor, "\(key) is the fixed system color \(system), which does not adapt; pick an adapting system color") : nil
        }
        if let name = attributes["name"] {
            if attributes["catalog"] == "System" || attributes["colorSpace"] == "catalog" {
                return fixedSystemColors.contains(name)
                    ? (.nonAdaptingSystemColor, "\(key) is the fixed system color \(name), which does not adapt; pick an adapting system color") : nil
            }
            guard catalogs.hasCatalogs else { return nil }
            guard let entry = catalogs.byName[name] else {
                return (.namedColorMissing, "\(key) names the color '\(name)', which no asset catalog in the scanned tree defines")
            }
            if !entry.hasDark { return (.namedColorNoDark, "\(key) uses the color set '\(entry.name)' (\(entry.file)), which has no Dark appearance") }
            if !entry.hasHighContrast { return (.namedColorNoHighContrast, "\(key) uses the color set '\(entry.name)' (\(entry.file)), which has no High Contrast variant") }
            return nil
        }
        // Translucent black or white is a scrim or a highlight, not a color that should adapt.
        if let alpha = attributes["alpha"].flatMap(Double.init), alpha < 1 {
            let values = ["red", "green", "blue", "white"].compactMap { attributes[$0].flatMap(Double.init) }
            if !values.isEmpty, values.allSatisfy({ $0 == 0 }) || values.allSatisfy({ $0 == 1 }) { return nil }
        }
        let space = attributes["customColorSpace"] ?? attributes["colorSpace"] ?? "custom"
        var components: [String] = []
        for component in ["red", "green", "blue", "white"] {
            if let value = attributes[component] { components.append("\(component) \(value)") }
        }
        guard !components.isEmpty else { return nil }
        if let alpha = attributes["alpha"], alpha != "1", alpha != "1.0" { components.append("alpha \(alpha)") }
        return (.interfaceBuilderCustomColor, "\(key) is a custom \(space) color (\(components.joined(separator: ", "))) that does not adapt to dark mode")
    }

    private static func matches(_ bytes: [UInt8], at index: Int, _ text: StaticString) -> Bool {
        let length = text.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        let pointer = text.utf8Start
        for offset in 0..<length where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    private static func skip(_ bytes: [UInt8], from start: Int, past terminator: StaticString, line: inout Int, lineStart: inout Int) -> Int {
        var index = start
        while index < bytes.count {
            if matches(bytes, at: index, terminator) { return index + terminator.utf8CodeUnitCount }
            if bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
            index += 1
        }
        return index
    }
}
