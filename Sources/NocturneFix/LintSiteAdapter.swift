import NocturneAppearance
import NocturneLint

/// Turns the linter's findings into the sites `nocturne fix` works on: the one place that knows how lint reports a site.
///
/// Only the dark-mode rules are taken. A Swift finding's exact range is where its snippet starts
/// (its line and column) and as long as the snippet, checked against the file's bytes; a storyboard
/// finding's range is its whole `<color …/>` element; a catalog finding names its color set.
package enum LintSiteAdapter {
    /// The rules whose findings `nocturne fix` changes.
    package static let darkModeRules: Set<String> = [
        "constant-color", "fixed-black-white", "non-adapting-system-color", "ib-custom-color", "named-color-no-dark", "asset-no-dark",
        "named-color-no-high-contrast", "asset-no-high-contrast", "layer-color-snapshot",
    ]

    /// The sites of the dark-mode findings.
    ///
    /// - Parameters:
    ///   - findings: The findings, after configuration, `nocturne:ignore` and baseline, as `lint` reports them.
    ///   - contents: The bytes of every file read so far, by path; the files of the sites are added.
    ///   - pairs: Every pair lint judged: a site drawn as a stroke (a hairline view's background) is solved as a border.
    /// - Returns: One site per dark-mode finding, in finding order.
    package static func sites(from findings: [LintFinding], contents: inout [String: [UInt8]], pairs: [PairJudgement] = []) -> [FixSite] {
        // What each foreground side is drawn as, by where it is written.
        var drawnAs: [String: ForegroundKind] = [:]
        for judgement in pairs {
            guard let location = judgement.pair.foreground.location, let column = location.column else { continue }
            drawnAs[FixSite.key(file: location.file, line: location.line, column: column)] = judgement.pair.kind
        }
        var sites: [FixSite] = []
        var lineStarts: [String: [Int]] = [:] // per file, made once: a storyboard of 16k colors is not scanned from its start per site
        // A palette member's use is changed where the member is declared (its definition's own finding): nothing to edit here.
        // One whose declaration has no finding of its own (harmless there, harmful where this use draws it) is left, with where.
        let reportedLines = Set(findings.map { "\($0.file)\u{0}\($0.line)" })
        let reportedMembers = Set(findings.compactMap { $0.site?.kind == .paletteConstant ? $0.site?.name : nil })
        for finding in findings where darkModeRules.contains(ruleID(finding)) {
            let rule = ruleID(finding)
            if finding.isPaletteUse {
                let declarations = [finding.pair?.pair.foreground.location, finding.pair?.background.location].compactMap { $0 }
                    .filter { !($0.file == finding.file && $0.line == finding.line) }
                let member = finding.snippet.split(separator: ".").last.map(String.init) ?? finding.snippet
                if reportedMembers.contains(member) || declarations.contains(where: { reportedLines.contains("\($0.file)\u{0}\($0.line)") }) { continue }
                let place = declarations.first.map { " (\($0.file.split(separator: "/").last ?? ""):\($0.line))" } ?? ""
                sites.append(left(finding, rule: rule, "a palette member's color, declared with the member\(place), harmful only where this use "
                    + "draws it: change the member, or this use's pair, by hand"))
                continue
            }
            // A pair that fails in light already is the design's: fix keeps every light value, so it cannot mend it.
            // On an assumed background a mild failure in light is the assumption's, not the design's: fixed like any other.
            if let pair = finding.pair, pair.passes?[AppearanceMode(colorScheme: .light)] == false,
               pair.pair.foreground.location.map({ $0.line == finding.line && ($0.column ?? finding.column) == finding.column }) ?? true,
               !pair.backgroundIsAssumed || (pair.contrast?[AppearanceMode(colorScheme: .light)].wcag ?? 1) < PairSide.invisibleRatio {
                sites.append(left(finding, rule: rule, "the pair fails in light mode as well (\(pair.failureMessage ?? "")); fix keeps light values, "
                    + "so choose these colors by hand"))
                continue
            }
            if rule.hasPrefix("asset-") || rule.hasPrefix("named-color-") {
                sites.append(catalogSite(finding, rule: rule))
                continue
            }
            if contents[finding.file] == nil { contents[finding.file] = FileSnapshot.read(finding.file) }
            if let site = finding.site, site.kind != .interfaceBuilder, let bytes = contents[finding.file] {
                var fixSite = swiftSite(finding, site: site, rule: rule, bytes: bytes)
                if fixSite.refusal == literalConstantRefusal {
                    switch useSites(of: site, constant: fixSite.constantName, value: fixSite.value, finding: finding, contents: &contents) {
                    case .success(let uses): (fixSite.uses, fixSite.refusal) = (uses, nil)
                    case .failure(let refusal): fixSite.refusal = refusal.reason
                    }
                }
                sites.append(fixSite)
                continue
            }
            guard let bytes = contents[finding.file],
                  let start = FileSnapshot.offset(line: finding.line, column: finding.column, in: bytes, lineStarts: &lineStarts[finding.file]) else {
                sites.append(left(finding, rule: rule, "cannot read the file"))
                continue
            }
            if finding.file.hasSuffix(".storyboard") || finding.file.hasSuffix(".xib") {
                var site = interfaceBuilderSite(finding, rule: rule, bytes: bytes, start: start)
                // A hairline view's background is drawn as a line: a border's contrast, not a page's (whose Increase
                // Contrast value is white, the line gone).
                if site.role == .background, drawnAs[site.key] == .stroke { site.role = .border }
                sites.append(site)
            } else {
                sites.append(swiftSite(finding, rule: rule, bytes: bytes, start: start))
            }
        }
        return sites
    }

    /// Why a String or Int palette constant is left until its uses are found (``useSites(of:constant:value:finding:contents:)``).
    static let literalConstantRefusal = "a String or Int palette constant that a helper turns into a color at each use; rewrite the helper or its uses by hand"

    /// The rule's identifier.
    static func ruleID(_ finding: LintFinding) -> String { finding.rule.id }

    private static func left(_ finding: LintFinding, rule: String, _ reason: String) -> FixSite {
        FixSite(file: finding.file, line: finding.line, column: finding.column, rule: rule, range: 0..<0, text: finding.snippet, value: nil,
                role: .fill, framework: .catalog, refusal: reason)
    }

    /// A color set that lacks appearances: found by name in the catalogs.
    private static func catalogSite(_ finding: LintFinding, rule: String) -> FixSite {
        var name = finding.snippet
        if let quoted = quoted(after: "color set '", in: finding.message) {
            name = quoted
        } else if let literal = quoted(after: "\"", in: finding.snippet, closing: "\"") {
            name = literal
        }
        return FixSite(file: finding.file, line: finding.line, column: finding.column, rule: rule, range: 0..<0, text: finding.snippet, value: nil,
                       role: role(forName: name), framework: .catalog, constantName: name)
    }

    /// Where the member chain that ends just before `start` begins (`UIColor.` of `UIColor.brand(…)`, `Theme.shared.`), or
    /// `start` when no `.` precedes it.
    static func memberCallStart(before start: Int, in bytes: [UInt8]) -> Int {
        func isNameByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
        }
        var begin = start
        while begin > 1, bytes[begin - 1] == UInt8(ascii: "."), isNameByte(bytes[begin - 2]) {
            var name = begin - 2
            while name > 0, isNameByte(bytes[name - 1]) { name -= 1 }
            begin = name
        }
        return begin
    }

    /// The site of a Swift finding from the linter's own color site: its exact range, value and context.
    private static func swiftSite(_ finding: LintFinding, site: ColorSite, rule: String, bytes: [UInt8]) -> FixSite {
        var range = site.range.offsets
        guard range.upperBound <= bytes.count, !range.isEmpty else { return left(finding, rule: rule, "the site's range lies outside the file") }
        // `UIColor.brandColor(253, green: 84, blue: 4)`: a helper called on a type or value, whose site starts at the call;
        // the edit replaces the whole member call, so that what it writes stands as an expression of its own.
        if site.kind == .helperCall { range = memberCallStart(before: range.lowerBound, in: bytes)..<range.upperBound }
        let text = String(decoding: bytes[range], as: UTF8.self)
        let constant = site.kind == .paletteConstant
            ? (site.definition?.name ?? site.name).map { (enclosingTypes(before: range.lowerBound, in: bytes) + [$0]).joined(separator: ".") } : nil
        var siteRole: FixRole
        let contextRole = role(forContext: site.context)
        if let constant, contextRole != .content, contextRole != .background {
            siteRole = role(forName: constant)
        } else if rule == "fixed-black-white" {
            siteRole = .content
        } else if let contextRole {
            siteRole = contextRole
        } else {
            let lineStart = bytes[..<range.lowerBound].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            siteRole = role(forCode: String(decoding: bytes[lineStart..<range.lowerBound], as: UTF8.self))
        }
        // Lint found the site to be a surface that stays bright (`RoundedRectangle(…).fill(.white)` behind a label): a
        // surface, whatever the words around it say; never a content color (`.white` as SwiftUI `.primary` is black in light).
        if finding.message.contains(PairSide.brightSurfaceWords), siteRole == .content || siteRole == .fill { siteRole = .surface }
        // `setTitleColor(…, for: .disabled)`: a disabled control's title, which WCAG asks no contrast of.
        if siteRole == .content, Self.isDisabledState(after: range.upperBound, in: bytes) { siteRole = .inactive }
        // The replacement has the type the site must have (the linter's syntax tree and the app's declarations tell it);
        // an unknown type is never guessed from the file's imports.
        let framework: FixFramework? = switch site.type {
        case .uiColor: .uiKit
        case .nsColor: .appKit
        case .color, .shapeStyle: .swiftUI
        case .cgColor, .app, nil: nil
        }
        var value = site.value.map { SiteColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) }
        // The linter leaves a nested constructor's value out (`Color(UIColor(hex: "3969EF"))`); its text still says it.
        if value == nil { value = site.kind == .systemColor ? SiteValueText.fixedSystemColor(text) : SiteValueText.swiftValue(text) }
        var refusal: String?
        if site.kind == .layerColor {
            refusal = "a CGColor snapshot: set it again in traitCollectionDidChange or registerForTraitChanges (not a local edit)"
        } else if bytes[range.upperBound...].starts(with: ".cgColor".utf8) {
            // An adapting color here would be resolved once into the CGColor: a new snapshot, not a fix.
            refusal = "the color is taken as a CGColor, resolved once: re-apply it when the appearance changes (not a local edit)"
        } else if text.hasPrefix("\"") || text.first?.isNumber == true {
            refusal = literalConstantRefusal
        } else if case .app(let type) = site.type {
            refusal = "the color's type is the app's own \(type): rewrite it with that type's adapting colors by hand"
        } else if framework == nil {
            refusal = "not fixed: type unknown (\(text.prefix(32))): nothing in the code says which color type goes here"
        } else if value == nil, site.kind != .systemColor {
            refusal = "the color is computed at run time"
        }
        return FixSite(file: finding.file, line: finding.line, column: finding.column, rule: rule, range: range, text: text, value: value,
                       role: siteRole, framework: framework ?? .swiftUI, constantName: constant, refusal: refusal)
    }

    /// The site of a Swift finding without a color site: where its snippet starts, as long as the snippet.
    private static func swiftSite(_ finding: LintFinding, rule: String, bytes: [UInt8], start: Int) -> FixSite {
        let snippet = Array(finding.snippet.utf8)
        guard !snippet.isEmpty, start + snippet.count <= bytes.count, bytes[start..<(start + snippet.count)].elementsEqual(snippet) else {
            return left(finding, rule: rule, "the color's expression spans lines; rewrite it by hand")
        }
        let text = finding.snippet
        let constant = quoted(after: "'", in: finding.message).flatMap { $0.contains("(") || $0.hasPrefix(".") ? nil : $0 }
        var framework = SwiftRewriter.framework(ofExpression: text)
        if framework == nil, text.hasPrefix(".") {
            framework = rule == "fixed-black-white" ? .swiftUI : FixPlanner.imports("AppKit", in: bytes) && !FixPlanner.imports("UIKit", in: bytes) ? .appKit : .uiKit
        }
        let lineStart = bytes[..<start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let before = String(decoding: bytes[lineStart..<start], as: UTF8.self)
        let siteRole = constant.map(role(forName:)) ?? (rule == "fixed-black-white" ? .content : role(forCode: before))
        guard let framework else {
            return FixSite(file: finding.file, line: finding.line, column: finding.column, rule: rule, range: start..<(start + snippet.count), text: text,
                           value: nil, role: siteRole, framework: .swiftUI, constantName: constant,
                           refusal: "the color's type is not written at the site (\(text.prefix(24))…); rewrite it by hand")
        }
        let value = SiteValueText.swiftValue(text)
        return FixSite(file: finding.file, line: finding.line, column: finding.column, rule: rule, range: start..<(start + snippet.count), text: text,
                       value: value, role: siteRole, framework: framework, constantName: constant,
                       refusal: value == nil && !text.hasPrefix(".") && !text.contains(".") ? "the color is computed at run time" : nil)
    }

    private static func interfaceBuilderSite(_ finding: LintFinding, rule: String, bytes: [UInt8], start: Int) -> FixSite {
        var end = start
        while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "/") && bytes[end + 1] == UInt8(ascii: ">")), bytes[end] != UInt8(ascii: ">") { end += 1 }
        guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: "/") else {
            return left(finding, rule: rule, "the <color> element is not self-closing as Interface Builder writes it")
        }
        let element = String(decoding: bytes[start..<(end + 2)], as: UTF8.self)
        let key = InterfaceBuilderRewriter.attribute("key", in: element) ?? ""
        var role = role(forKey: key)
        if role == .content, enclosingState(before: start, in: bytes) == "disabled" { role = .inactive }
        // A translucent surface drawn over this one takes its color from it: the pairs on that panel change with this edit,
        // and lint judged them over the color as it is.
        let refusal = role == .background && hasTranslucentSurface(inside: start, in: bytes)
            ? "a translucent surface inside this view is drawn over it, and its pairs would change with it: choose both by hand" : nil
        return FixSite(file: finding.file, line: finding.line, column: finding.column, rule: rule, range: start..<(end + 2), text: element,
                       value: SiteValueText.interfaceBuilderValue(element), role: role, framework: .interfaceBuilder, refusal: refusal)
    }

    /// Whether the view whose `<color>` element starts at `offset` holds, among the elements before it (its subviews, as
    /// Interface Builder writes them before the view's own colors), a background that is translucent (alpha above 0 and
    /// below 1, a constant's): found by walking back to the view's opening tag.
    package static func hasTranslucentSurface(inside offset: Int, in bytes: [UInt8]) -> Bool {
        var depth = 0
        var found = false
        for tag in tags(before: offset, in: bytes) {
            switch tag.kind {
            case .closing: depth += 1
            case .declaration: return false
            case .opening:
                if depth == 0 { return found }
                depth -= 1
            case .selfClosing:
                guard !found, tag.bytes.starts(with: "<color ".utf8) else { continue }
                let attributes = InterfaceBuilderScanner.attributes(of: String(decoding: tag.bytes, as: UTF8.self))
                if attributes["key"] == "backgroundColor", attributes["systemColor"] == nil, attributes["name"] == nil,
                   let alpha = attributes["alpha"].flatMap(Double.init), alpha > 0, alpha < 1 { found = true }
            }
        }
        return false
    }

    /// The key of the `<state key="…">` element the Interface Builder element at `offset` sits in (a button's title color for
    /// `disabled`), or `nil` when its parent is another element: found by walking back over its self-closing siblings.
    package static func enclosingState(before offset: Int, in bytes: [UInt8]) -> String? {
        for tag in tags(before: offset, in: bytes) where tag.kind != .selfClosing {
            // The parent: a state, else another element (or a closing tag: the element is not in a state).
            guard tag.kind == .opening, tag.bytes.starts(with: "<state ".utf8) else { return nil }
            return InterfaceBuilderRewriter.attribute("key", in: String(decoding: tag.bytes, as: UTF8.self))
        }
        return nil
    }

    /// An Interface Builder tag, read backwards from a place in the document.
    struct Tag {
        enum Kind { case opening, closing, selfClosing, declaration }
        var bytes: ArraySlice<UInt8>
        var kind: Kind
    }

    /// The tags before `offset`, nearest first (`<?xml …?>` and comments are declarations).
    static func tags(before offset: Int, in bytes: [UInt8]) -> some Sequence<Tag> {
        var end = offset
        return AnySequence {
            AnyIterator {
                guard let start = bytes[..<end].lastIndex(of: UInt8(ascii: "<")), let close = bytes[start..<end].firstIndex(of: UInt8(ascii: ">")) else {
                    return nil
                }
                end = start
                let tag = bytes[start...close]
                let kind: Tag.Kind = tag.starts(with: "</".utf8) ? .closing : tag.starts(with: "<?".utf8) || tag.starts(with: "<!".utf8) ? .declaration
                    : bytes[close - 1] == UInt8(ascii: "/") ? .selfClosing : .opening
                return Tag(bytes: tag, kind: kind)
            }
        }
    }

    /// Whether the rest of the line after a site names the disabled control state (`, for: .disabled)`).
    package static func isDisabledState(after offset: Int, in bytes: [UInt8]) -> Bool {
        let lineEnd = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let rest = String(decoding: bytes[offset..<lineEnd], as: UTF8.self)
        return rest.range(of: #"^\s*(\.cgColor\s*)?,\s*for:\s*(UIControl\.State)?\.disabled\b"#, options: .regularExpression) != nil
    }

    /// The role an Interface Builder color's key implies.
    static func role(forKey key: String) -> FixRole {
        let lower = key.lowercased()
        if lower.contains("background") || lower.contains("bartint") { return .background }
        if lower.contains("text") || lower.contains("title") || lower == "nscolor" || lower.contains("placeholder") { return .content }
        if lower.contains("border") || lower.contains("separator") { return .border }
        if lower.contains("tint") { return .tint }
        return .fill
    }

    /// The role a site's context implies: content, else background, else fill (a fill or a gradient stop); `nil` for none.
    static func role(forContext context: ColorContext) -> FixRole? {
        if context.contains(.content) { return .content }
        if context.contains(.background) { return .background }
        if context.contains(.fill) || context.contains(.gradient) { return .fill }
        return nil
    }

    /// The role a constant's or color set's name implies (`cardBackground`, `titleText`, `hairlineBorder`).
    static func role(forName name: String) -> FixRole {
        let lower = name.lowercased()
        if lower.contains("background") || lower.hasPrefix("bg") || lower.hasSuffix("bg") { return .background }
        if lower.contains("surface") || lower.contains("card") || lower.contains("cell") { return .surface }
        if lower.contains("text") || lower.contains("label") || lower.contains("title") || lower.contains("foreground") || lower.contains("font") { return .content }
        if lower.contains("border") || lower.contains("separator") || lower.contains("divider") || lower.contains("stroke") { return .border }
        if lower.contains("tint") || lower.contains("accent") { return .tint }
        return .fill
    }

    /// The role the code before a site on its line implies (`label.textColor = `, `.background(`, `.foregroundColor(`).
    static func role(forCode before: String) -> FixRole {
        let lower = before.lowercased()
        let checks: [(String, FixRole)] = [
            ("background", .background), ("bartint", .background), ("textcolor", .content), ("foreground", .content), ("titlecolor", .content),
            ("border", .border), ("separator", .border), ("stroke", .border), ("tint", .tint), ("accent", .tint), ("fill", .fill),
        ]
        var best: (position: String.Index, role: FixRole)?
        for (word, role) in checks {
            if let range = lower.range(of: word, options: .backwards), range.lowerBound > (best?.position ?? lower.startIndex) || best == nil {
                best = (range.lowerBound, role)
            }
        }
        return best?.role ?? .fill
    }

    /// The types a definition sits in, outermost first (`["Palette", "Slate"]` for `Palette.Slate.dark`): from the braces before it.
    static func enclosingTypes(before offset: Int, in bytes: [UInt8]) -> [String] {
        var names: [String] = []
        var depth = 0
        var index = offset - 1
        while index >= 0, names.count < 8 {
            let byte = bytes[index]
            if byte == UInt8(ascii: "}") { depth += 1 }
            if byte == UInt8(ascii: "{") {
                if depth > 0 {
                    depth -= 1
                } else {
                    let lineStart = bytes[..<index].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                    let words = String(decoding: bytes[lineStart..<index], as: UTF8.self).split { !$0.isLetter && !$0.isNumber && $0 != "_" }
                    if let keyword = words.lastIndex(where: { ["enum", "struct", "class", "extension"].contains($0) }), keyword + 1 < words.count {
                        names.insert(String(words[keyword + 1]), at: 0)
                    } else if words.contains(where: { ["func", "var", "init"].contains($0) }) {
                        return []
                    }
                }
            }
            index -= 1
        }
        return names
    }

    /// The text between `opening` and the next `closing` in `text`.
    static func quoted(after opening: String, in text: String, closing: Character = "'") -> String? {
        guard let range = text.range(of: opening) else { return nil }
        let rest = text[range.upperBound...]
        guard let end = rest.firstIndex(of: closing) else { return nil }
        return String(rest[..<end])
    }
}
