import NocturneSupport

/// Reads the targets of an XcodeGen spec (`project.yml`): an app whose Xcode project is generated, not committed.
///
/// Only what the project model needs is read: each target's `type`, `platform`, `deploymentTarget`, `sources` (a path,
/// or a list of paths and `path:` entries, relative to the spec's folder) and `info.path`. XcodeGen compiles the asset
/// catalogs found in a target's source folders, so those are the target's catalogs. The YAML read is the block subset
/// specs are written in (mappings, sequences, flow sequences of scalars, quoted scalars, comments); anchors, aliases and
/// `include:` of other specs are not followed.
package enum XcodeGenReader {
    /// A spec that does not read as that subset: where, and why.
    package struct Failure: Error, CustomStringConvertible, Sendable {
        package var line: Int
        package var reason: String
        package var description: String { "line \(line): \(reason)" }
    }

    /// The targets of the spec at `path`, with folders resolved against its folder and catalogs not yet assigned.
    ///
    /// - Throws: ``Failure`` when the text is not a spec's YAML subset, or it has no `targets:` mapping.
    package static func targets(text: String, path: String) throws(Failure) -> [ProjectTarget] {
        let document = try YAMLSubset.parse(text)
        guard case .mapping(let root) = document, let targetsValue = root.first(where: { $0.key == "targets" })?.value,
              case .mapping(let targets) = targetsValue else {
            throw Failure(line: 1, reason: "no 'targets:' mapping")
        }
        let folder = PathText.parent(path)
        // `options: deploymentTarget: {iOS: "12.0"}`: every target's oldest systems, unless it names its own.
        var projectDeployment: [String: OSVersion] = [:]
        if case .mapping(let options)? = root.first(where: { $0.key == "options" })?.value,
           case .mapping(let versions)? = options.first(where: { $0.key == "deploymentTarget" })?.value {
            for (platform, value) in versions { if let version = value.scalar.flatMap(OSVersion.init) { projectDeployment[platform] = version } }
        }
        return targets.map { name, value in
            var target = ProjectTarget(name: name, kind: .other, declaredIn: path)
            guard case .mapping(let fields) = value else { return target }
            func field(_ key: String) -> YAMLSubset.Value? { fields.first { $0.key == key }?.value }
            if case .scalar(let type)? = field("type") { target.kind = kind(of: type) }
            if case .scalar(let platform)? = field("platform") { target.platforms = [platform] }
            if case .sequence(let platforms)? = field("platform") { target.platforms = platforms.compactMap(\.scalar) }
            // `deploymentTarget: "12.0"` for its one platform, or `deploymentTarget: {iOS: "12.0", tvOS: "13.0"}`.
            target.deploymentTargets = projectDeployment
            switch field("deploymentTarget") {
            case .scalar(let text)?:
                if let version = OSVersion(text) { for platform in target.platforms { target.deploymentTargets[platform] = version } }
            case .mapping(let versions)?:
                for (platform, value) in versions { if let version = value.scalar.flatMap(OSVersion.init) { target.deploymentTargets[platform] = version } }
            default:
                break
            }
            var sources: [String] = []
            switch field("sources") {
            case .scalar(let one)?: sources = [one]
            case .sequence(let items)?:
                for item in items {
                    if let scalar = item.scalar { sources.append(scalar) }
                    if case .mapping(let entry) = item, let path = entry.first(where: { $0.key == "path" })?.value.scalar { sources.append(path) }
                }
            default: break
            }
            target.folders = sources.map { XcodeProjectReader.normalized(PathText.join(folder.isEmpty ? "." : folder, $0)) }
            if case .mapping(let info)? = field("info"), let plist = info.first(where: { $0.key == "path" })?.value.scalar {
                target.infoPlist = XcodeProjectReader.normalized(PathText.join(folder.isEmpty ? "." : folder, plist))
            }
            return target
        }
    }

    /// A target kind from XcodeGen's product type (`application`, `framework`, `app-extension`, `bundle.unit-test`).
    static func kind(of type: String) -> ProjectTarget.Kind {
        switch type {
        case "application", "application.watchapp2", "application.messages", "application.on-demand-install-capable": .application
        case "framework", "framework.static", "library.static", "library.dynamic", "bundle": .library
        case _ where type.hasPrefix("app-extension") || type.hasSuffix("extension") || type.hasPrefix("extensionkit"): .appExtension
        case _ where type.hasPrefix("bundle.") && type.contains("test"): .test
        default: .other
        }
    }
}

/// The block subset of YAML that XcodeGen specs are written in, read into values: enough for a project model, not a
/// general YAML reader.
enum YAMLSubset {
    /// A read value.
    indirect enum Value: Sendable, Hashable {
        case scalar(String)
        case sequence([Value])
        case mapping([(key: String, value: Value)])

        var scalar: String? { if case .scalar(let text) = self { text } else { nil } }

        static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.scalar(let a), .scalar(let b)): a == b
            case (.sequence(let a), .sequence(let b)): a == b
            case (.mapping(let a), .mapping(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
            default: false
            }
        }

        func hash(into hasher: inout Hasher) {
            switch self {
            case .scalar(let text): hasher.combine(text)
            case .sequence(let items): hasher.combine(items)
            case .mapping(let pairs): for pair in pairs { hasher.combine(pair.key); hasher.combine(pair.value) }
            }
        }
    }

    /// One meaningful line: its indentation, its text without the comment, its 1-based number.
    struct Line {
        var indent: Int
        var text: Substring
        var number: Int
    }

    /// The deepest nesting read (a spec nests a few levels; deeper is refused, never a stack overflow).
    static let maximumDepth = 64

    /// Reads a document.
    static func parse(_ text: String) throws(XcodeGenReader.Failure) -> Value {
        var lines: [Line] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            line = withoutComment(line)
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            guard !content.allSatisfy(\.isWhitespace), content != "---", content != "..." else { continue }
            if content.first == "\t" { throw XcodeGenReader.Failure(line: index + 1, reason: "a tab indents the line (YAML indents with spaces)") }
            lines.append(Line(indent: indent, text: content.trimmingTrailingSpaces(), number: index + 1))
        }
        var position = 0
        guard !lines.isEmpty else { return .mapping([]) }
        return try block(lines, &position, indent: lines[0].indent, depth: 0)
    }

    /// The block that starts at `position` with lines indented `indent`.
    private static func block(_ lines: [Line], _ position: inout Int, indent: Int, depth: Int) throws(XcodeGenReader.Failure) -> Value {
        guard depth < maximumDepth else { throw XcodeGenReader.Failure(line: lines[position].number, reason: "nested too deep") }
        if lines[position].text.hasPrefix("- ") || lines[position].text == "-" {
            var items: [Value] = []
            while position < lines.count, lines[position].indent == indent, lines[position].text.hasPrefix("-") {
                let line = lines[position]
                let rest = line.text.dropFirst().drop { $0 == " " }
                position += 1
                if rest.isEmpty {
                    items.append(position < lines.count && lines[position].indent > indent
                        ? try block(lines, &position, indent: lines[position].indent, depth: depth + 1) : .scalar(""))
                } else if let colon = keyColon(in: rest) {
                    // `- path: Shared` opens a mapping whose further keys are indented past the dash.
                    let itemIndent = indent + (line.text.count - rest.count)
                    var pairs: [(key: String, value: Value)] = []
                    pairs.append((unquoted(rest[..<colon]), try value(after: rest[rest.index(after: colon)...], lines, &position, parent: itemIndent, depth: depth)))
                    if position < lines.count, lines[position].indent == itemIndent, case .mapping(let more) = try block(lines, &position, indent: itemIndent, depth: depth + 1) {
                        pairs += more
                    }
                    items.append(.mapping(pairs))
                } else {
                    items.append(scalarOrFlow(rest))
                }
            }
            return .sequence(items)
        }
        var pairs: [(key: String, value: Value)] = []
        while position < lines.count, lines[position].indent == indent {
            let line = lines[position]
            guard let colon = keyColon(in: line.text) else {
                throw XcodeGenReader.Failure(line: line.number, reason: "expected 'key: value'")
            }
            position += 1
            pairs.append((unquoted(line.text[..<colon]), try value(after: line.text[line.text.index(after: colon)...], lines, &position, parent: indent, depth: depth)))
        }
        if position < lines.count, lines[position].indent > indent {
            throw XcodeGenReader.Failure(line: lines[position].number, reason: "indented past its mapping")
        }
        return .mapping(pairs)
    }

    /// A key's value: the rest of its line, else the block indented under it (a sequence may sit at the key's indent).
    private static func value(after rest: Substring, _ lines: [Line], _ position: inout Int, parent: Int, depth: Int) throws(XcodeGenReader.Failure) -> Value {
        let rest = rest.drop { $0 == " " }
        if !rest.isEmpty { return scalarOrFlow(rest) }
        guard position < lines.count else { return .scalar("") }
        let next = lines[position]
        if next.indent > parent || next.indent == parent && next.text.hasPrefix("-") {
            return try block(lines, &position, indent: next.indent, depth: depth + 1)
        }
        return .scalar("")
    }

    /// A scalar, or a flow sequence of scalars (`[App, Shared]`); a flow mapping is kept as its text.
    private static func scalarOrFlow(_ text: Substring) -> Value {
        if text.hasPrefix("["), text.hasSuffix("]") {
            return .sequence(text.dropFirst().dropLast().split(separator: ",").map { .scalar(unquoted($0.drop { $0 == " " }.trimmingTrailingSpaces())) })
        }
        return .scalar(unquoted(text))
    }

    /// The colon that ends a key (`key:` then a space or the end), outside quotes.
    private static func keyColon(in text: Substring) -> Substring.Index? {
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ":" {
                let next = text.index(after: index)
                if next == text.endIndex || text[next] == " " { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// A line without its comment (`#` at the start or after a space, outside quotes).
    private static func withoutComment(_ line: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " {
                return line[..<index]
            }
            previous = character
        }
        return line
    }

    /// A scalar's text without its quotes.
    private static func unquoted(_ text: Substring) -> String {
        let text = text.trimmingTrailingSpaces()
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first { return String(text.dropFirst().dropLast()) }
        return String(text)
    }
}

private extension Substring {
    func trimmingTrailingSpaces() -> Substring {
        var text = self
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
