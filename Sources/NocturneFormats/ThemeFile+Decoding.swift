import NocturneAppearance
import NocturneColor
import NocturnePalette
import NocturneSupport

extension ThemeFile {
    /// Reads the theme file at `path`.
    ///
    /// - Parameter path: The file (`.nocturne.json`, or the one `--config` names).
    /// - Returns: The theme, or `nil` when the file holds no `theme` object (a file of lint settings only).
    /// - Throws: ``FormatError`` with the file, the line and the key: `.io` when it cannot be read, `.syntax` when it is
    ///   not JSON, `.structure` for an unknown key (with a suggestion) or a wrong type, `.badColor` for a color that does
    ///   not parse or a pinned value outside sRGB, `.unresolvedReference` for a pair naming an unknown token, and
    ///   `.symbolCollision` for two colors that would share a name in some output.
    public static func load(_ path: String) throws(FormatError) -> ThemeFile? {
        let bytes: [UInt8]
        do { bytes = try FileSystem.readRegularFile(path) } catch {
            throw FormatError(.io, file: path, message: error.description)
        }
        return try ThemeFile(bytes: bytes, file: path, requiringTheme: false)
    }

    /// Reads a theme file's bytes.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The file's path: for messages, and its folder is where relative outputs start.
    /// - Throws: ``FormatError`` as ``load(_:)`` does, and `.structure` when there is no `theme` object.
    public init(bytes: [UInt8], file: String) throws(FormatError) {
        guard let read = try ThemeFile(bytes: bytes, file: file, requiringTheme: true) else {
            throw FormatError(.structure, file: file, key: "theme", message: "the file has no 'theme' object")
        }
        self = read
    }

    private init?(bytes: [UInt8], file: String, requiringTheme: Bool) throws(FormatError) {
        let root: JSONValue
        do { root = try JSONParser().parse(bytes: bytes) } catch {
            throw FormatError(.syntax, file: file, line: error.line, column: error.column, message: "not valid JSON: \(error.message.escapingControlCharacters())")
        }
        var decoder = ThemeFileDecoder(file: file)
        let decoded: ThemeFile?
        do throws(ThemeFileDecoder.Problem) {
            decoded = try decoder.decode(root, requiringTheme: requiringTheme)
        } catch {
            // Only a wrong file pays for the second parse that places the key.
            let locator = JSONLocator(bytes: bytes, allowsJSON5: false)
            // A problem with a key (unknown, repeated, a bad or colliding name) points at the key, one with a value at the value.
            let place = error.atKey ? locator.keyPosition(of: error.path) : locator.position(of: error.path)
            // What the file says is quoted in messages: its control characters are shown as escapes, so an error stays one line.
            throw FormatError(error.kind, file: file, key: ThemeFileDecoder.keyText(error.path).escapingControlCharacters(), line: place?.line ?? 0,
                              column: place?.column ?? 0, message: error.message.escapingControlCharacters())
        }
        guard let decoded else { return nil }
        self = decoded
    }
}

/// Turns the parsed `.nocturne.json` into a ``ThemeFile``, failing at the first problem with its path in the document.
struct ThemeFileDecoder {
    /// A problem at a path in the document; the reader turns it into a located ``FormatError``.
    struct Problem: Error {
        var kind: FormatError.Kind
        var path: [JSONPathComponent]
        var message: String
        /// Whether the problem is the last key of ``path`` itself rather than its value: the error then points at the key.
        var atKey = false
    }

    let file: String

    /// `theme.colors.sunset.light`, `theme.pairs[0].minimum`: a path as messages show it.
    static func keyText(_ path: [JSONPathComponent]) -> String {
        var text = ""
        for step in path {
            switch step {
            case .key(let key): text += (text.isEmpty ? "" : ".") + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    mutating func decode(_ root: JSONValue, requiringTheme: Bool) throws(Problem) -> ThemeFile? {
        guard let members = root.members else {
            throw Problem(kind: .structure, path: [], message: "expected a JSON object at the top level")
        }
        try checkKeys(members, known: ThemeFileKeys.topLevel, at: [], what: "the file")
        try checkString(root["$schema"], at: [.key("$schema")])
        guard let theme = root["theme"] else {
            if requiringTheme { throw Problem(kind: .structure, path: [], message: "the file has no 'theme' object") }
            return nil
        }
        let at: [JSONPathComponent] = [.key("theme")]
        guard let fields = theme.members else { throw Problem(kind: .structure, path: at, message: "'theme' must be an object") }
        try checkKeys(fields, known: ThemeFileKeys.theme, at: at, what: "'theme'")
        let folder = PathText.parent(file)
        var result = ThemeFile(file: file, folder: folder.isEmpty ? "." : folder)
        if let name = theme["name"] {
            guard let text = name.stringValue else { throw typeProblem(at + [.key("name")], "a string") }
            guard let first = text.first, first.isLetter, text.allSatisfy({ $0.isLetter || $0.isNumber }) else {
                throw Problem(kind: .invalidName, path: at + [.key("name")],
                              message: "the theme's name \"\(text)\" names files and types: letters and digits, starting with a letter")
            }
            result.name = text
        }
        result.accent = try brandColor(theme["accent"], at: at + [.key("accent")])
        // null spells a default out (what --init writes): the same as leaving the key out.
        result.accentDark = try brandColor(theme["accentDark"].flatMap(Self.nonNull), at: at + [.key("accentDark")])
        result.neutral = try brandColor(theme["neutral"].flatMap(Self.nonNull), at: at + [.key("neutral")])
        if let method = theme["contrastMethod"] {
            result.contrastMethod = try choice(method, at: at + [.key("contrastMethod")], ContrastMethod.allCases.map { ($0.rawValue, $0) })
        }
        if let vision = theme["colorVision"] {
            result.colorVision = try choice(vision, at: at + [.key("colorVision")], ThemeFile.ColorVision.allCases.map { ($0.rawValue, $0) })
        }
        if let colors = theme["colors"] { try decodeColors(colors, at: at + [.key("colors")], into: &result) }
        if let pairs = theme["pairs"] { result.pairs = try decodePairs(pairs, at: at + [.key("pairs")], colors: result.colors) }
        if let outputs = theme["outputs"] { result.outputs = try decodeOutputs(outputs, at: at + [.key("outputs")]) }
        return result
    }

    // MARK: Keys and types

    /// Refuses a repeated key and a key not in `known`, suggesting the nearest known one.
    func checkKeys(_ members: [JSONMember], known: [String], at path: [JSONPathComponent], what: String) throws(Problem) {
        var seen = Set<String>()
        for member in members {
            guard seen.insert(member.key).inserted else {
                throw Problem(kind: .structure, path: path + [.key(member.key)], message: "'\(member.key)' appears twice in \(what); keep one", atKey: true)
            }
            guard known.contains(member.key) else {
                let guess = EditDistance.suggestion(for: member.key, among: known).map { " (did you mean '\($0)'?)" } ?? ""
                throw Problem(kind: .structure, path: path + [.key(member.key)],
                              message: "unknown key '\(member.key)' in \(what)\(guess); expected \(ThemeFileDecoder.list(known))", atKey: true)
            }
        }
    }

    static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }

    func typeProblem(_ path: [JSONPathComponent], _ expected: String) -> Problem {
        Problem(kind: .structure, path: path, message: "'\(ThemeFileDecoder.lastKey(path))' must be \(expected)")
    }

    static func lastKey(_ path: [JSONPathComponent]) -> String {
        switch path.last {
        case .key(let key)?: key
        case .index(let index)?: keyText(Array(path.dropLast())) + "[\(index)]"
        case nil: "the file"
        }
    }

    /// The value, or `nil` for JSON `null`: a key whose default is solved may be spelled out as `null`.
    static func nonNull(_ value: JSONValue) -> JSONValue? {
        if case .null = value { return nil }
        return value
    }

    func checkString(_ value: JSONValue?, at path: [JSONPathComponent]) throws(Problem) {
        if let value, value.stringValue == nil { throw typeProblem(path, "a string") }
    }

    func choice<Value>(_ value: JSONValue, at path: [JSONPathComponent], _ choices: [(String, Value)]) throws(Problem) -> Value {
        let names = choices.map(\.0)
        guard let text = value.stringValue else { throw typeProblem(path, "one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")) }
        if let match = choices.first(where: { $0.0 == text }) { return match.1 }
        let guess = EditDistance.suggestion(for: text, among: names).map { "; did you mean \"\($0)\"?" } ?? ""
        throw Problem(kind: .structure, path: path,
                      message: "\"\(text)\" is not a value of '\(ThemeFileDecoder.lastKey(path))'\(guess) (values: \(names.joined(separator: ", ")))")
    }

    // MARK: Colors

    /// A CSS color, validated as the command line validates its input.
    func color(_ value: JSONValue, at path: [JSONPathComponent]) throws(Problem) -> ColorValue {
        guard let text = value.stringValue else { throw typeProblem(path, "a color string such as \"#0B7A75\"") }
        let color: ColorValue
        do { color = try ColorValue(refusingNonFiniteCSS: text) } catch {
            throw Problem(kind: .badColor, path: path, message: "\"\(CSSThemeReader.excerpt(text))\" is not a color: \(error)")
        }
        do { return try color.validatedAsInput() } catch {
            throw Problem(kind: .badColor, path: path, message: "\"\(CSSThemeReader.excerpt(text))\": \(error)")
        }
    }

    /// `accent`, `accentDark` and `neutral`: mapped into sRGB and rounded to 8 bits, as the flags are; a translucent one is refused.
    func brandColor(_ value: JSONValue?, at path: [JSONPathComponent]) throws(Problem) -> RGB8? {
        guard let value else { return nil }
        let parsed = try color(value, at: path)
        let role = path.last.map { $0 == .key("neutral") ? "the neutral seed" : "an accent" } ?? "an accent"
        if let problem = ThemeFile.alphaProblem(of: parsed, role: role) {
            throw Problem(kind: .badColor, path: path, message: "\"\(CSSThemeReader.excerpt(value.stringValue ?? ""))\" \(problem)")
        }
        return RGB8(srgb: parsed.gamutMapped(to: Gamut.srgb).converted(to: .srgb).coordinates)
    }

    /// A pinned value: kept exactly, so it must be inside sRGB (8-bit sRGB is what ships).
    func pinnedColor(_ value: JSONValue, at path: [JSONPathComponent]) throws(Problem) -> (rgb: RGB8, opacity: Double) {
        let parsed = try color(value, at: path)
        let srgb = parsed.converted(to: .srgb)
        guard parsed.isInGamut(.srgb) else {
            let mapped = RGB8(srgb: parsed.gamutMapped(to: Gamut.srgb).converted(to: .srgb).coordinates)
            throw Problem(kind: .badColor, path: path,
                          message: "\"\(value.stringValue ?? "")\" is outside sRGB and a pinned value ships exactly; "
                            + "use an sRGB color (mapped into sRGB it is \(mapped.hex.uppercased()))")
        }
        return (RGB8(srgb: srgb.coordinates), srgb.alphaComponent ?? 1)
    }

    mutating func decodeColors(_ value: JSONValue, at path: [JSONPathComponent], into result: inout ThemeFile) throws(Problem) {
        guard let members = value.members else { throw typeProblem(path, "an object of color names to colors") }
        try checkKeys(members, known: members.map(\.key), at: path, what: "'colors'")
        var registry = ThemeFileNames.Registry()
        for member in members {
            let at = path + [.key(member.key)]
            try ThemeFileNames.checkColorName(member.key, at: at)
            guard let fields = member.value.members else {
                throw typeProblem(at, "an object such as { \"light\": \"#F29D50\", \"role\": \"brand\" }")
            }
            try checkKeys(fields, known: ThemeFileKeys.color, at: at, what: "color '\(member.key)'")
            guard let light = member.value["light"] else {
                throw Problem(kind: .structure, path: at, message: "color '\(member.key)' has no 'light' value; every color needs one")
            }
            let lightValue = try pinnedColor(light, at: at + [.key("light")])
            guard let roleValue = member.value["role"] else {
                throw Problem(kind: .structure, path: at,
                              message: "color '\(member.key)' has no 'role'; give one of \(ThemeColor.Role.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let role = try choice(roleValue, at: at + [.key("role")], ThemeColor.Role.allCases.map { ($0.rawValue, $0) })
            func pin(_ key: String) throws(Problem) -> RGB8? {
                guard let value = member.value[key].flatMap(Self.nonNull) else { return nil }
                let pinned = try pinnedColor(value, at: at + [.key(key)])
                guard abs(pinned.opacity - lightValue.opacity) < 1e-9 else {
                    throw Problem(kind: .badColor, path: at + [.key(key)],
                                  message: "'\(key)' has another opacity than 'light'; a color has one opacity in every mode")
                }
                return pinned.rgb
            }
            try checkString(member.value["description"], at: at + [.key("description")])
            let color = ThemeColor(name: member.key, role: role, light: lightValue.rgb, dark: try pin("dark"),
                                   lightIncreased: try pin("lightIncreased"), darkIncreased: try pin("darkIncreased"),
                                   darkElevated: try pin("darkElevated"), description: member.value["description"]?.stringValue)
            try registry.add(color, at: at)
            result.colors.append(color)
            if lightValue.opacity < 1 { result.opacities[member.key] = lightValue.opacity }
        }
    }

    // MARK: Pairs

    func decodePairs(_ value: JSONValue, at path: [JSONPathComponent], colors: [ThemeColor]) throws(Problem) -> [ThemeColorPair] {
        guard let elements = value.elements else { throw typeProblem(path, "an array of pairs") }
        let known = ThemeFileNames.tokenNames(colors)
        var pairs: [ThemeColorPair] = []
        for (index, element) in elements.enumerated() {
            let at = path + [.index(index)]
            guard let fields = element.members else {
                throw typeProblem(at, "an object such as { \"foreground\": \"ink\", \"background\": \"paper\", \"minimum\": 4.5 }")
            }
            try checkKeys(fields, known: ThemeFileKeys.pair, at: at, what: "a pair")
            var sides: [String] = []
            for key in ["foreground", "background"] {
                guard let side = element[key] else { throw Problem(kind: .structure, path: at, message: "the pair has no '\(key)'") }
                guard let name = side.stringValue else { throw typeProblem(at + [.key(key)], "a token name") }
                guard known.contains(name) else {
                    let guess = EditDistance.suggestion(for: name, among: known.sorted()).map { " (did you mean '\($0)'?)" } ?? ""
                    throw Problem(kind: .unresolvedReference, path: at + [.key(key)],
                                  message: "'\(name)' is neither a theme token nor a token of the theme's colors\(guess)")
                }
                sides.append(name)
            }
            let requirement = try minimum(element["minimum"], at: at + [.key("minimum")])
            var isDistinct = false
            if let distinct = element["distinct"] {
                guard case .bool(let value) = distinct else { throw typeProblem(at + [.key("distinct")], "true or false") }
                isDistinct = value
            }
            pairs.append(ThemeColorPair(foreground: sides[0], background: sides[1], requirement: requirement, isDistinct: isDistinct))
        }
        return pairs
    }

    /// `minimum`: a WCAG ratio (the standard minimum, Increase Contrast from the engine's table) or `{standard, increased}`; text (4.5) when absent.
    func minimum(_ value: JSONValue?, at path: [JSONPathComponent]) throws(Problem) -> ContrastRequirement {
        guard let value else { return .text }
        func ratio(_ value: JSONValue, at path: [JSONPathComponent]) throws(Problem) -> Double {
            guard case .number = value, let number = value.doubleValue else { throw typeProblem(path, "a WCAG ratio from 1 to 21 (0 for none)") }
            guard number == 0 || (1...21).contains(number) else {
                throw Problem(kind: .structure, path: path, message: "\(NumberText.shortest(number)) is not a WCAG ratio; use 1 to 21 (0 for none)")
            }
            return number
        }
        if let fields = value.members {
            try checkKeys(fields, known: ThemeFileKeys.minimum, at: path, what: "'minimum'")
            guard let standardValue = value["standard"] else {
                throw Problem(kind: .structure, path: path, message: "'minimum' has no 'standard' ratio")
            }
            let standard = try ratio(standardValue, at: path + [.key("standard")])
            guard let increasedValue = value["increased"] else { return ContrastRequirement(wcagMinimum: standard) }
            let increased = try ratio(increasedValue, at: path + [.key("increased")])
            guard increased >= standard else {
                throw Problem(kind: .structure, path: path + [.key("increased")],
                              message: "the Increase Contrast minimum \(NumberText.shortest(increased)) is below the standard \(NumberText.shortest(standard))")
            }
            return ContrastRequirement(wcagMinimum: standard, increased: increased)
        }
        guard case .number = value else { throw typeProblem(path, "a WCAG ratio or { \"standard\": 4.5, \"increased\": 7 }") }
        return ContrastRequirement(wcagMinimum: try ratio(value, at: path))
    }

    // MARK: Outputs

    func decodeOutputs(_ value: JSONValue, at path: [JSONPathComponent]) throws(Problem) -> [ThemeFile.Output] {
        guard let members = value.members else { throw typeProblem(path, "an object of formats to paths") }
        var seen = Set<String>()
        var outputs: [ThemeFile.Output] = []
        for member in members {
            let at = path + [.key(member.key)]
            guard seen.insert(member.key).inserted else {
                throw Problem(kind: .structure, path: at, message: "'\(member.key)' appears twice in 'outputs'; keep one", atKey: true)
            }
            guard let format = ThemeExporter.Format(rawValue: member.key) else {
                let known = ThemeFileKeys.outputs
                let alias = ThemeFileKeys.outputAliases[member.key.lowercased()]
                let guess = (alias ?? EditDistance.suggestion(for: member.key, among: known)).map { " (did you mean '\($0)'?)" } ?? ""
                throw Problem(kind: .structure, path: at, message: "unknown format '\(member.key)' in 'outputs'\(guess); expected \(ThemeFileDecoder.list(known))",
                              atKey: true)
            }
            guard let text = member.value.stringValue else { throw typeProblem(at, "a path") }
            guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.value < 0x20 }) else {
                throw Problem(kind: .structure, path: at, message: "the path of '\(member.key)' is empty or holds a control character")
            }
            // Outputs stay inside the file's folder (what is on disk, links included, is checked when they are written).
            if let problem = ThemeFile.lexicalProblem(with: text) { throw Problem(kind: .usage, path: at, message: "'\(text)' \(problem)") }
            outputs.append(ThemeFile.Output(format: format, path: text))
        }
        return outputs
    }
}
