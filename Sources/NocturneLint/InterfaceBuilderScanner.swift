/// Reads a storyboard or xib into its tree of elements and colors, and judges the colors as pairs (``InterfaceBuilderPairs``).
///
/// A `<color>` with `systemColor="…"`, a System `catalog`, or a `name` of an asset-catalog color adapts by
/// itself (named colors are checked against the catalogs); a constant one (components in a custom, calibrated or
/// device space, or a fixed system color such as `whiteColor`) is judged on what it is drawn on. Design-time
/// copies Interface Builder keeps inside `<resources>` are not runtime colors and are skipped, as are colors with
/// alpha 0 (clear).
package enum InterfaceBuilderScanner {
    /// A finding before configuration: the rule, the `<color>` site and the message.
    struct RawFinding: Sendable {
        var rule: LintRule
        var site: ColorSite
        var message: String
        /// The severity when it is above the rule's default (a pair that passes in light and fails in dark is an error).
        var severity: LintSeverity? = nil
        /// The pair judged, when the finding is one.
        var pair: PairJudgement? = nil
    }

    /// What a scan finds: every runtime `<color>` as a site, and the findings judged on them.
    struct Output: Sendable {
        var sites: [ColorSite] = []
        var findings: [RawFinding] = []
        /// Every pair of the document, judged: the evidence behind the findings.
        var pairs: [PairJudgement] = []
        /// The document's elements and colors (what `nocturne report` reads a launch screen's backgrounds from).
        var tree = InterfaceBuilderTree()
        /// The constant root view surface of each view controller scene, by the controller's custom class.
        var screens: [String: PairSide] = [:]
    }

    /// UIKit and AppKit system colors that are fixed values (`cocoaTouchSystemColor="whiteColor"`).
    package static let fixedSystemColors: Set<String> = [
        "whiteColor", "blackColor", "darkTextColor", "lightTextColor", "grayColor", "lightGrayColor", "darkGrayColor",
        "redColor", "greenColor", "blueColor", "cyanColor", "yellowColor", "magentaColor", "orangeColor", "purpleColor", "brownColor",
    ]

    /// Scans a file's bytes; `path` is what its sites say.
    ///
    /// - Parameters:
    ///   - bytes: The file.
    ///   - path: The path its sites and findings name.
    ///   - catalogs: The app's named colors.
    ///   - codeOwned: The color properties custom classes re-apply in code (their Interface Builder values are not judged).
    static func scan(_ bytes: [UInt8], path: String = "", catalogs: ColorCatalogIndex, codeOwned: CodeOwnedColors = CodeOwnedColors()) -> Output {
        var output = Output()
        var tree = InterfaceBuilderTree()
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
            // `<color` and then any XML white space (a space, a tab, a line break), as Interface Builder and hand edits write it.
            let isColor = resourcesDepth == 0 && matches(bytes, at: index, "<color") && index + 6 < count
                && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index + 6])
            // Count the line breaks inside the tag.
            var cursor = index
            while cursor < min(end, count) {
                if bytes[cursor] == UInt8(ascii: "\n") { line += 1; lineStart = cursor + 1 }
                cursor += 1
            }
            if resourcesDepth == 0, !isColor, index + 1 < count {
                let first = bytes[index + 1]
                if first == UInt8(ascii: "/") {
                    tree.end(tagName(bytes, from: index + 2, to: min(end, count)))
                } else if first != UInt8(ascii: "?"), first != UInt8(ascii: "!") {
                    let tagEnd = min(end + 1, count)
                    let name = String(tagName(bytes, from: index + 1, to: min(end, count)))
                    let closes = end < count && end > index && bytes[end - 1] == UInt8(ascii: "/")
                    if name != "resources" {
                        tree.start(name, attributes: bytes.withUnsafeBufferPointer { attributes(in: UnsafeBufferPointer(rebasing: $0[index..<tagEnd])) },
                                   line: tagLine, closes: closes)
                    }
                }
            }
            if isColor {
                let tagEnd = min(end + 1, count)
                let tag = String(decoding: bytes[index..<tagEnd], as: UTF8.self)
                let range = SourceRange(start: SourcePosition(offset: index, line: tagLine, column: tagColumn),
                                        end: SourcePosition(offset: tagEnd, line: line, column: tagEnd - lineStart + 1))
                let attributes = attributes(of: tag)
                var site = ColorSite(kind: .interfaceBuilder, file: path, range: range, text: tag, value: value(attributes),
                                     name: attributes["name"] ?? attributes["xcode11CocoaTouchSystemColor"] ?? attributes["systemColor"] ?? attributes["cocoaTouchSystemColor"])
                if let key = attributes["key"], key.lowercased().contains(bytesOf: "shadow") { site.context.insert(.shadowOrMask) }
                output.sites.append(site)
                tree.add(color: attributes, site: site)
            }
            index = end + 1
        }
        let judge = InterfaceBuilderPairs(tree: tree, catalogs: catalogs, codeOwned: codeOwned)
        output.findings = judge.findings()
        output.pairs = judge.pairs()
        output.screens = judge.screenSurfaces()
        output.tree = tree
        return output
    }

    /// Whether an Interface Builder document is a WatchKit storyboard (`<document type="com.apple.InterfaceBuilder.WatchKit.Storyboard"`):
    /// its screens are watchOS's, which has one appearance, dark.
    static func isWatchInterface(_ bytes: [UInt8]) -> Bool {
        // The `<document …>` tag opens the file, after the XML declaration.
        let head = Array(bytes.prefix(1024))
        guard let start = head.firstRange(of: Array("<document ".utf8))?.lowerBound else { return false }
        let tag = head[start...].prefix { $0 != UInt8(ascii: ">") }
        return Array(tag).firstRange(of: Array("InterfaceBuilder.WatchKit.".utf8)) != nil
    }

    /// The tag name of the tag whose name starts at `start` (after `<` or `</`), ending at a space, `/` or `>`.
    private static func tagName(_ bytes: [UInt8], from start: Int, to end: Int) -> Substring {
        var stop = start
        while stop < end {
            let byte = bytes[stop]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") { break }
            stop += 1
        }
        return Substring(String(decoding: bytes[start..<stop], as: UTF8.self))
    }

    /// The constant value of a `<color>` with components, else `nil`.
    static func value(_ attributes: [String: String]) -> ColorSiteValue? {
        let alpha = attributes["alpha"].flatMap(Double.init) ?? 1
        if let white = attributes["white"].flatMap(Double.init) { return ColorSiteValue(space: .gray, writtenComponents: [white], alpha: alpha) }
        guard let red = attributes["red"].flatMap(Double.init), let green = attributes["green"].flatMap(Double.init),
            let blue = attributes["blue"].flatMap(Double.init) else { return nil }
        let space: ColorSiteValue.Space = (attributes["customColorSpace"] ?? attributes["colorSpace"] ?? "").lowercased().contains(bytesOf: "p3") ? .displayP3 : .sRGB
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
    package static func attributes(of tag: String) -> [String: String] {
        var tag = tag
        return tag.withUTF8(attributes(in:))
    }

    /// The attributes of a tag's UTF-8 bytes: each `name="value"` (or `'value'`), the name the run before `=` after the
    /// last space, tab, line break or `<`; a value that is not quoted, or not closed, ends the reading.
    ///
    /// - Complexity: O(n) in the tag's length: bytes, not characters, since every element of a storyboard passes here.
    static func attributes(in bytes: UnsafeBufferPointer<UInt8>) -> [String: String] {
        var result: [String: String] = [:]
        func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == UInt8(ascii: "<") }
        var index = 0
        while index < bytes.count {
            var equals = index
            while equals < bytes.count, bytes[equals] != UInt8(ascii: "=") { equals += 1 }
            guard equals < bytes.count else { break }
            var nameEnd = equals
            while nameEnd > index, isSeparator(bytes[nameEnd - 1]) { nameEnd -= 1 }
            var nameStart = nameEnd
            while nameStart > index, !isSeparator(bytes[nameStart - 1]) { nameStart -= 1 }
            let open = equals + 1
            guard open < bytes.count, bytes[open] == UInt8(ascii: "\"") || bytes[open] == UInt8(ascii: "'") else { break }
            var close = open + 1
            while close < bytes.count, bytes[close] != bytes[open] { close += 1 }
            guard close < bytes.count else { break }
            result[String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]), as: UTF8.self)] =
                String(decoding: UnsafeBufferPointer(rebasing: bytes[(open + 1)..<close]), as: UTF8.self)
            index = close + 1
        }
        return result
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
