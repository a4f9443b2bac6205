import NocturneLint

/// A String or Int palette constant that a helper makes a color at each use (`static let brand = "1f2328"` … `Color(hex: Palette.brand)`):
/// the constant keeps its type and its other uses, and each use the linter saw becomes the named color.
///
/// It is all or nothing: every time the constant's name is written in the tree must be its definition or one of those uses
/// (a use the walk cannot see, an assignment, the value passed elsewhere keeps it listed), and each use must name this
/// constant (`Palette.brand`, not another type's `brand`) through a helper whose type the fix can spell.
extension LintSiteAdapter {
    /// The sites of the constant's uses, or why they cannot all be rewritten.
    ///
    /// - Parameters:
    ///   - site: The linter's site of the definition, with its uses and mention count.
    ///   - constant: The constant's path (`Palette.brand`).
    ///   - value: The constant's color, the light value of every use.
    ///   - finding: The definition's finding.
    ///   - contents: The bytes of every file read so far; the uses' and helpers' files are added.
    static func useSites(of site: ColorSite, constant: String?, value: SiteColor?, finding: LintFinding,
                         contents: inout [String: [UInt8]]) -> Result<[FixSite], UseRefusal> {
        let prefix = "a String or Int palette constant that a helper turns into a color at each use"
        guard let constant, let value else { return .failure(UseRefusal("\(prefix), and its value is not a color; rewrite its uses by hand")) }
        guard !site.uses.isEmpty, site.uses.count == site.useCount, site.mentionCount == site.uses.count + 1 else {
            return .failure(UseRefusal("\(prefix); its name appears \(site.mentionCount) times, its definition and \(site.uses.count) uses "
                + "through a helper the fix can see among them; the others (a use elsewhere, an assignment, a use chosen by mode) keep it listed, "
                + "so rewrite its uses by hand"))
        }
        let path = constant.split(separator: ".").map(String.init)
        var sites: [FixSite] = []
        for use in site.uses {
            let chain = chainNames(in: use.text, endingWith: path.last ?? "")
            // `Palette.brand` or `App.Palette.brand` names this constant; a bare `brand` only when the constant is global.
            guard chain.count > 1 ? path.count > 1 && chain.suffix(min(chain.count, path.count)).elementsEqual(path.suffix(min(chain.count, path.count)))
                    : path.count == 1 else {
                return .failure(UseRefusal("\(prefix); the use \(use.text) at \(use.file):\(use.range.start.line) may name another constant"))
            }
            if contents[use.file] == nil { contents[use.file] = FileSnapshot.read(use.file) }
            guard let bytes = contents[use.file], use.range.offsets.upperBound <= bytes.count,
                  let framework = useFramework(use, contents: &contents, bytes: bytes) else {
                return .failure(UseRefusal("\(prefix); the color type of \(use.text) at \(use.file):\(use.range.start.line) is not known"))
            }
            let range = use.range.offsets
            let text = String(decoding: bytes[range], as: UTF8.self)
            let lineStart = bytes[..<range.lowerBound].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let role = useRole(use.context, before: String(decoding: bytes[lineStart..<range.lowerBound], as: UTF8.self), constant: constant)
            sites.append(FixSite(file: use.file, line: use.range.start.line, column: use.range.start.column, rule: finding.rule.id, range: range,
                                 text: text, value: value, role: role, framework: framework, constantName: constant))
        }
        return .success(sites)
    }

    /// Why a constant's uses are not rewritten.
    struct UseRefusal: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// The role a use implies: its context, else its constant's name, else the code before it on its line.
    private static func useRole(_ context: ColorContext, before: String, constant: String) -> FixRole {
        if let contextRole = role(forContext: context) { return contextRole }
        let named = role(forName: constant)
        return named != .fill ? named : role(forCode: before)
    }

    /// The names of the dotted chain in `text` that ends with `name` (`["Palette", "brand"]` in `Color(hex: Palette.brand)`).
    static func chainNames(in text: String, endingWith name: String) -> [String] {
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
        guard let word = words.last(where: { $0 == name || $0.hasSuffix("." + name) || $0.hasPrefix(name + ".") || $0.contains("." + name + ".") })
        else { return [] }
        let parts = word.split(separator: ".").map(String.init)
        guard let end = parts.lastIndex(of: name) else { return [] }
        return Array(parts[...end])
    }

    /// The framework of the color a use makes: written at the call (`Color(hex: …)`), else the helper property's declared type.
    private static func useFramework(_ use: ColorSite, contents: inout [String: [UInt8]], bytes: [UInt8]) -> FixFramework? {
        if let written = SwiftRewriter.framework(ofExpression: use.text) { return written }
        guard let helper = use.definition else { return nil }
        if contents[helper.file] == nil { contents[helper.file] = FileSnapshot.read(helper.file) }
        guard let file = contents[helper.file], helper.range.offsets.upperBound <= file.count else { return nil }
        // `var color: Color {`: the type between the name and the body.
        let after = file[helper.range.offsets.upperBound...].prefix(80)
        let declaration = String(decoding: after.prefix { $0 != UInt8(ascii: "{") && $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let type = declaration.drop { $0 == " " || $0 == ":" }.prefix { $0.isLetter || $0 == "." }
        return type == "Color" || type == "SwiftUI.Color" ? .swiftUI : type == "UIColor" ? .uiKit : type == "NSColor" ? .appKit : nil
    }
}
