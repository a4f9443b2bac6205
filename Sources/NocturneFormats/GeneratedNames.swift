/// The names that generated files give tokens, and the one check every writer runs first: each name valid, no two the same.
///
/// Writers derive names from token names: `text-primary`, `text_primary` and `TextPrimary` are
/// all `--text-primary` in CSS, `text_primary` on Android and `textPrimary` in Swift. Writing
/// such a set would define one name several times; a name made only of punctuation (`]]>`) has no
/// name at all (`static let _`, `--:`), and a control character (a newline) breaks the file it is
/// written into. Every writer (Swift, asset catalogs, CSS, the preview, Android, DTCG tokens)
/// calls ``check(_:for:)`` and refuses such a set with a ``FormatError`` that names the inputs:
/// `.invalidName` for a name that cannot be written, `.symbolCollision` for names that meet.
enum GeneratedNames {
    /// A kind of generated name.
    enum Style: String, Sendable, Hashable, CaseIterable {
        /// Swift source: a camelCase static member (`textPrimary`).
        case swiftMember
        /// Asset catalogs: the symbol Xcode generates for a color set (``SwiftSymbolName``).
        case assetSymbol
        /// CSS custom properties (and the preview, which uses them): `--text-primary`.
        case cssProperty
        /// Android resources: `text_primary`.
        case androidResource
        /// DTCG design tokens: the name itself, as a key in its group.
        case designToken

        /// The format, for messages.
        var formatName: String {
            switch self {
            case .swiftMember: "Swift source"
            case .assetSymbol: "the asset catalog's Swift symbols"
            case .cssProperty: "CSS"
            case .androidResource: "Android resources"
            case .designToken: "design tokens"
            }
        }
    }

    /// The name a token gets in a style (CSS without the `--` and prefix).
    ///
    /// - Parameters:
    ///   - token: The token's name (for design tokens, with its group path: `color/text`).
    ///   - style: The style.
    /// - Returns: The generated name; `nil` when the token gets none (no letter or digit in it).
    static func name(for token: String, in style: Style) -> String? {
        switch style {
        case .designToken: return token
        case .assetSymbol:
            let symbol = SwiftSymbolName.symbol(for: token)
            return symbol == "_" ? nil : symbol
        case .swiftMember, .cssProperty, .androidResource:
            guard !TokenNaming.words(token).isEmpty else { return nil }
            return style == .swiftMember ? TokenNaming.camel(token) : style == .cssProperty ? TokenNaming.kebab(token) : TokenNaming.snake(token)
        }
    }

    /// Checks that every token of a set, and the set itself, can be named in a style, uniquely.
    ///
    /// - Parameters:
    ///   - tokens: The set; its name must be letters, digits, spaces and `_` (it names files and a type).
    ///   - style: The writer's style.
    /// - Throws: ``FormatError`` of kind `.invalidName` or `.symbolCollision`, naming every input involved.
    static func check(_ tokens: TokenSet, for style: Style) throws(FormatError) {
        try checkSetName(tokens.name)
        let names = style == .designToken
            ? tokens.tokens.map { (DesignTokensWriter.groupPath($0) + [$0.name]).joined(separator: "/") }
            : tokens.tokens.map(\.name)
        try check(names, for: style, collisions: true)
    }

    /// Checks a list of names: none has a control character or lacks a name in the style, and no two meet.
    ///
    /// - Throws: ``FormatError`` of kind `.invalidName` or `.symbolCollision`, naming every input involved.
    static func check(names: [String], for style: Style) throws(FormatError) {
        try check(names, for: style, collisions: true)
    }

    /// ``check(names:for:)``, leaving collisions to the caller when `collisions` is `false` (the catalog writer can rename them).
    static func check(_ names: [String], for style: Style, collisions: Bool) throws(FormatError) {
        var order: [String] = []
        var inputs: [String: [String]] = [:]
        for name in names {
            if let scalar = name.unicodeScalars.first(where: isControl) {
                throw FormatError(.invalidName, key: quoted(name),
                    message: "the name holds the control character U+\(hex(scalar.value)), which cannot be written into \(style.formatName)")
            }
            if style == .designToken {
                let last = name.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? name
                if last.isEmpty || last.hasPrefix("$") || last.contains(where: { "{}.".contains($0) }) {
                    throw FormatError(.invalidName, key: quoted(last),
                        message: "a design token name cannot be empty, start with '$' or hold '{', '}' or '.'")
                }
            }
            if style == .assetSymbol, name.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
                throw FormatError(.invalidName, key: quoted(name), message: "an asset name's folders ('/'-separated) cannot be empty, '.' or '..'")
            }
            guard let generated = GeneratedNames.name(for: name, in: style) else {
                throw FormatError(.invalidName, key: quoted(name), message: "the name has no letter or digit, so it has no name in \(style.formatName)")
            }
            if inputs[generated] == nil { order.append(generated) }
            inputs[generated, default: []].append(name)
        }
        for generated in order where collisions {
            guard let group = inputs[generated], group.count > 1 else { continue }
            let listed = group.dropLast().map(quoted).joined(separator: ", ") + " and " + quoted(group[group.count - 1])
            let shown = style == .cssProperty ? "--" + generated : generated
            throw FormatError(.symbolCollision, key: group[0],
                message: "\(listed) would all be written as '\(shown)' in \(style.formatName); rename all but one")
        }
    }

    /// Checks a set's name: it names files (`<Name>.swift`) and a type, so letters, digits, spaces and `_` only, with a letter or digit.
    static func checkSetName(_ name: String) throws(FormatError) {
        guard !TokenNaming.words(name).isEmpty,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " || $0 == "_" }) else {
            throw FormatError(.invalidName, key: "name",
                message: "the set's name \(quoted(name)) names files and a type: use letters, digits, spaces and '_', with at least one letter or digit")
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .lineSeparator
            || scalar.properties.generalCategory == .paragraphSeparator || scalar.properties.generalCategory == .format && scalar.value == 0xFEFF
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A name in quotes, with control characters shown as escapes so a message stays on one line.
    static func quoted(_ name: String) -> String {
        var text = "'"
        for scalar in name.unicodeScalars {
            text += isControl(scalar) ? "\\u{\(hex(scalar.value))}" : String(scalar)
        }
        return text + "'"
    }
}
