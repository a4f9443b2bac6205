import NocturneSyntax
import NocturneSupport

/// The project-wide table of the app's color-typed declarations: properties, functions' parameters and results,
/// initializers of its own types, and type aliases, from every Swift file (generated ones included: their
/// declarations have types even though they are never reported).
///
/// ```swift
/// let table = ColorDeclarations(files: trees.map { ColorDeclarations.File(scanning: $0) })
/// table.propertyType(named: "accent", owner: "Theme")   // .color
/// ```
///
/// Build one ``File`` per syntax tree (on any core), then merge them: type aliases are resolved once every file is in,
/// so `typealias PlatformColor = UIColor` in one file types `var tint: PlatformColor` in another.
package struct ColorDeclarations: Sendable {
    /// A property, global or member: its name, the type that declares it, and its type as written or inferred.
    package struct Property: Sendable, Hashable {
        package var name: String
        /// The enclosing type's (or extended type's) name, `nil` at file scope.
        package var owner: String?
        /// The type's name: the annotation, or the type an initializer spells (`UIColor(red: …)`).
        package var typeName: String
        /// Whether the type is an array of it (`[Color]`).
        package var isArray = false
    }

    /// A parameter of a function or initializer that takes a color (or an array of colors).
    package struct Parameter: Sendable, Hashable {
        /// Its position among the function's parameters.
        package var position: Int
        package var typeName: String
        package var isArray = false
    }

    /// A function, method or initializer of the app's, with its color-typed parameters and result.
    package struct Function: Sendable, Hashable {
        /// The name; `init` for an initializer.
        package var name: String
        /// The enclosing type's name, `nil` at file scope.
        package var owner: String?
        /// Every parameter's label, in order (what a call's arguments match).
        package var labels: [String?]
        /// The color-typed parameters.
        package var parameters: [Parameter]
        /// The result's type name, when it names one.
        package var resultTypeName: String?
    }

    /// What one file declares.
    package struct File: Sendable {
        package var aliases: [String: String] = [:]
        package var properties: [Property] = []
        package var functions: [Function] = []
        /// The protocols the file declares.
        package var protocols: [String] = []
        /// Each type (or extension) and the types it inherits from or conforms to, as written.
        package var conformances: [(type: String, inherits: [String])] = []
        /// The value each member or global property is given, as written: its initializer, or the one expression its
        /// computed getter returns (`static let danger = Color("Danger")`, `static var ink: UIColor { .black }`).
        package var values: [(owner: String?, name: String, value: PaletteValue)] = []
        /// The file's path, as the linter names it (set by whoever reads the file): where its values are written.
        package var path = "" {
            didSet { for index in values.indices { values[index].value.file = path } }
        }

        /// Reads a file's declarations.
        package init(scanning tree: SyntaxTree) {
            tree.walk { node in
                switch node.kind {
                case .typeAliasDecl:
                    if let name = node.keyText, let type = node.children.last(where: { $0.kind.isType }) { aliases[name] = type.text }
                    return false
                case .variableDecl:
                    guard Self.isDeclarationScope(node) else { return false }
                    let owner = Self.owner(of: node)
                    // A property wrapper's value (`@State var picked = Color.white`) is state the user or the app changes.
                    let isState = VariableDecl(node)?.attributes.contains { !ColorDeclarations.declarationAttributes.contains($0.name) } ?? false
                    for binding in VariableDecl(node)?.bindings ?? [] {
                        guard let name = binding.name else { continue }
                        var typeName: String?
                        if let annotation = binding.typeAnnotation {
                            if let element = Self.arrayElement(annotation) {
                                properties.append(Property(name: name, owner: owner, typeName: element, isArray: true))
                            } else {
                                typeName = Self.plain(annotation)
                                properties.append(Property(name: name, owner: owner, typeName: Self.plain(annotation)))
                            }
                        } else if let value = binding.initializer, let spelled = ColorTypeInference.spelledTypeName(of: value) {
                            typeName = spelled
                            properties.append(Property(name: name, owner: owner, typeName: spelled))
                        }
                        // The value of a property whose type may be a color (`Color`, `UIColor`, an alias such as `PlatformColor`).
                        if !isState, let typeName, typeName.contains("Color"), let value = binding.initializer ?? Self.gotten(binding.accessors) {
                            values.append((owner, name, PaletteValue(value)))
                        } else if !isState, binding.typeAnnotation == nil, let value = binding.initializer, value.kind == .stringLiteral, ColorDeclarations.isHexString(value.text) {
                            // A palette's hex string (`static let ink = "24292e"`), which a member turns into a color (`.color`).
                            values.append((owner, name, PaletteValue(value)))
                        }
                    }
                    return true
                case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                    guard let type = TypeDecl(node) else { return true }
                    let name = type.name.removingWhitespace()
                    if node.kind == .protocolDecl { protocols.append(name) }
                    let inherits = type.inheritedTypes.map { $0.text.removingWhitespace() }
                    if !inherits.isEmpty { conformances.append((name, inherits)) }
                    return true
                case .functionDecl, .initializerDecl:
                    guard Self.isDeclarationScope(node), let function = FunctionDecl(node) else { return false }
                    let parameters = function.parameters
                    let typed = parameters.enumerated().compactMap { position, parameter -> Parameter? in
                        guard let type = parameter.type else { return nil }
                        if let element = Self.arrayElement(type) { return Parameter(position: position, typeName: element, isArray: true) }
                        return Parameter(position: position, typeName: Self.plain(type))
                    }
                    functions.append(Function(name: node.kind == .initializerDecl ? "init" : function.name, owner: Self.owner(of: node),
                                              labels: parameters.map(\.label), parameters: typed,
                                              resultTypeName: function.resultType.map(Self.plain)))
                    // A palette function without parameters (`class func brandInk() -> UIColor { return UIColor(…) }`): its value.
                    if node.kind == .functionDecl, parameters.isEmpty, let result = function.resultType, result.text.contains("Color"), let body = function.body,
                       let value = Self.gotten(body) {
                        values.append((Self.owner(of: node), function.name + "()", PaletteValue(value)))
                    }
                    return true
                case .enumCaseElement:
                    // `case color(UIColor)`: `.color(.white)` passes its associated value as a call passes an argument.
                    guard let name = node.keyText, let clause = node.child(.parameterClause) else { return false }
                    let parameters = clause.children(.parameter).compactMap(FunctionParameter.init)
                    let typed = parameters.enumerated().compactMap { position, parameter -> Parameter? in
                        guard let type = parameter.type else { return nil }
                        if let element = Self.arrayElement(type) { return Parameter(position: position, typeName: element, isArray: true) }
                        return Parameter(position: position, typeName: Self.plain(type))
                    }
                    if !typed.isEmpty {
                        functions.append(Function(name: name, owner: Self.owner(of: node), labels: parameters.map(\.label), parameters: typed,
                                                  resultTypeName: nil))
                    }
                    return false
                default:
                    return true
                }
            }
        }

        /// The one expression a computed property's getter returns (`{ Color("Ink") }`, `{ return .black }`, `{ get { … } }`),
        /// or `nil` for observers, a setter, or a body of statements.
        static func gotten(_ accessors: Syntax?) -> Syntax? {
            guard var body = accessors else { return nil }
            let accessorDecls = body.children(.accessorDecl)
            if !accessorDecls.isEmpty {
                guard accessorDecls.count == 1, accessorDecls[0].keyText == "get" else { return nil }
                body = accessorDecls[0]
            }
            if let block = body.child(.codeBlock) { body = block }
            let items = body.children
            guard items.count == 1 else { return nil }
            if items[0].kind == .returnStatement { return items[0].firstChild }
            return items[0].kind.isExpression ? items[0] : nil
        }

        /// A type's text without optionals, attributes or whitespace (`UIColor?` → `UIColor`).
        package static func plain(_ type: Syntax) -> String {
            var node = type
            while [.optionalType, .implicitlyUnwrappedType, .attributedType].contains(node.kind), let inner = node.firstChild { node = inner }
            return node.text.removingWhitespace()
        }

        /// The element type's text of an array type, or `nil`.
        static func arrayElement(_ type: Syntax) -> String? {
            var node = type
            while node.kind == .optionalType || node.kind == .implicitlyUnwrappedType, let inner = node.firstChild { node = inner }
            guard node.kind == .arrayType, let element = node.firstChild else { return nil }
            return plain(element)
        }

        /// Whether a declaration is a member or global (not a local inside a function, closure or accessor).
        package static func isDeclarationScope(_ node: Syntax) -> Bool {
            var parent = node.parent
            while let scope = parent {
                switch scope.kind {
                case .sourceFile: return true
                case .functionDecl, .initializerDecl, .deinitializerDecl, .subscriptDecl, .closure, .accessorBlock, .accessorDecl, .patternBinding:
                    return false
                default:
                    if scope.kind.isTypeDeclaration { return true }
                }
                parent = scope.parent
            }
            return true
        }

        /// The name of the type a member is declared in (`Theme` for a member of `extension Theme`), `nil` at file scope.
        package static func owner(of node: Syntax) -> String? {
            var parent = node.parent
            while let scope = parent {
                if let type = TypeDecl(scope) { return type.name.removingWhitespace() }
                parent = scope.parent
            }
            return nil
        }
    }

    /// Attributes that say how a declaration is built or seen (`@IBInspectable`, `@objc`), not that a property wrapper holds
    /// its value.
    package static let declarationAttributes: Set<String> = ["IBInspectable", "IBOutlet", "objc", "nonobjc", "available", "MainActor",
                                                             "NSManaged", "NSCopying", "inlinable", "usableFromInline", "preconcurrency",
                                                             "discardableResult"]

    /// A value a color property (or a function without parameters) of the app's is given, as written, and where it starts.
    package struct PaletteValue: Sendable, Hashable {
        package var text: String
        /// The file's path (``File/path``), the 1-based line and column of the value's first byte.
        package var file = ""
        package var line: Int
        package var column: Int

        init(_ node: Syntax) {
            text = node.text
            line = node.location.line
            column = node.location.column
        }
    }

    /// A declared type: a color type, or another type by name (`Font.Weight`, `StudioColor`).
    package enum DeclaredType: Sendable, Hashable {
        case color(ColorType)
        case other(String)

        var color: ColorType? { if case .color(let type) = self { type } else { nil } }
    }

    private var aliases: [String: ColorType] = [:]
    /// The values of the color-typed properties, as written, by `Owner.name` (a member), `name` (a global) and `.name` (a
    /// member of a color type's extension, reached as an implicit member).
    private var values: [String: [PaletteValue]] = [:]
    /// The palette protocols' color members and the types that implement them: `(type, member)` pairs whose colors are
    /// chosen per theme.
    private var paletteMembers: Set<String> = []
    private var properties: [String: [(owner: String?, type: DeclaredType, isArray: Bool)]] = [:]
    private var functions: [String: [(owner: String?, labels: [String?], parameters: [(position: Int, type: DeclaredType, isArray: Bool)],
                                      result: ColorType?)]] = [:]

    /// An empty table.
    package init() {}

    /// Merges the files' declarations, resolving type aliases across them.
    package init(files: [File]) {
        var rawAliases: [String: String] = [:]
        for file in files { rawAliases.merge(file.aliases) { first, _ in first } }
        // Aliases of aliases (`typealias Ink = PlatformColor`), to a fixed point bounded by the table's size.
        for _ in 0...min(rawAliases.count, 8) {
            var changed = false
            for (name, target) in rawAliases where aliases[name] == nil {
                if let type = ColorType.named(target, aliases: aliases) { aliases[name] = type; changed = true }
            }
            if !changed { break }
        }
        let aliases = aliases
        // Read once per distinct spelling: a million lines declare a few thousand types, hundreds of thousands of times.
        var read: [String: DeclaredType] = [:]
        func declared(_ name: String) -> DeclaredType {
            if let known = read[name] { return known }
            let type = ColorType.named(name, aliases: aliases).map(DeclaredType.color) ?? .other(name)
            read[name] = type
            return type
        }
        for file in files {
            for property in file.properties {
                properties[property.name, default: []].append((property.owner, declared(property.typeName), property.isArray))
            }
            for function in file.functions {
                let parameters = function.parameters.map { ($0.position, declared($0.typeName), $0.isArray) }
                let result = function.resultTypeName.flatMap { declared($0).color }
                functions[function.name, default: []].append((function.owner, function.labels, parameters, result))
            }
        }
        paletteMembers = Self.paletteMembers(files: files, properties: properties)
        for file in files {
            for (owner, name, value) in file.values {
                // Only the properties (and functions without parameters) the table types as colors (`static let danger =
                // Color("Danger")`, `var ink: UIColor { … }`, `class func ink() -> UIColor { … }`).
                if name.hasSuffix("()") {
                    guard let declarations = functions[String(name.dropLast(2))], declarations.contains(where: { $0.owner == owner && $0.result != nil }) else {
                        continue
                    }
                } else if !Self.isHexString(value.text) {
                    // (A palette's hex string, `static let ink = "24292e"`, is kept too: `Styles.ink.color` is that color.)
                    guard let declarations = properties[name], declarations.contains(where: { $0.owner == owner && $0.type.color != nil && !$0.isArray }) else {
                        continue
                    }
                }
                let value = Self.spellingAliasOut(value, aliases: aliases)
                values[owner.map { $0 + "." + name } ?? name, default: []].append(value)
                if let owner, declared(owner).color != nil { values["." + name, default: []].append(value) }
            }
        }
    }

    /// A value that makes its color through one of the app's type aliases (`NFXColor(netHex: 0x707070)`,
    /// `PlatformColor.init(red: …)`, where `typealias NFXColor = UIColor`), spelled with the color type the alias names:
    /// what the value is read as anywhere else, a constructor of that type.
    static func spellingAliasOut(_ value: PaletteValue, aliases: [String: ColorType]) -> PaletteValue {
        guard !aliases.isEmpty else { return value }
        let name = value.text.utf8.prefix { $0 == UInt8(ascii: "_") || ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) }
        guard let next = value.text.utf8.dropFirst(name.count).first, next == UInt8(ascii: "(") || next == UInt8(ascii: "."),
              let type = aliases[String(Substring(name))] else { return value }
        switch type {
        case .uiColor, .nsColor, .color:
            var spelled = value
            spelled.text = type.description + value.text.dropFirst(name.count)
            return spelled
        default:
            return value
        }
    }

    /// Whether a value is a string literal of 3, 6 or 8 hex digits, `#` first or not (`"24292e"`, `"#FFF"`).
    package static func isHexString(_ text: String) -> Bool {
        guard text.count >= 5, text.first == "\"", text.last == "\"" else { return false }
        var digits = text.dropFirst().dropLast()
        if digits.first == "#" { digits = digits.dropFirst() }
        return [3, 6, 8].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
    }

    /// The value a color property of the app's is given, as written (`Color("Danger")`), when every declaration of it agrees.
    ///
    /// - Parameters:
    ///   - name: The property's name, or a function's followed by `()` (`ink()`, a function without parameters).
    ///   - owner: The type it is read on (`DamusColors`, the innermost of `Config.Table`), `nil` for a global, or `""` for an
    ///     implicit member (`.danger`), which a color type's extension declares.
    package func value(ofProperty name: String, owner: String?) -> PaletteValue? {
        let key = switch owner {
        case nil: name
        case ""?: "." + name
        case let owner?: owner + "." + name
        }
        guard let found = values[key], let first = found.first, found.allSatisfy({ $0.text == first.text }) else { return nil }
        return first
    }

    /// A theme engine's palette protocol: a protocol that requires color properties, implemented by two or more types (a
    /// light and a dark palette, or one per app theme). Each implementation's colors are chosen per theme.
    private static func paletteMembers(files: [File], properties: [String: [(owner: String?, type: DeclaredType, isArray: Bool)]]) -> Set<String> {
        let protocols = Set(files.flatMap(\.protocols))
        guard !protocols.isEmpty else { return [] }
        var requirements: [String: Set<String>] = [:]
        for (name, declarations) in properties {
            for declaration in declarations where declaration.type.color != nil {
                if let owner = declaration.owner, protocols.contains(owner) { requirements[owner, default: []].insert(name) }
            }
        }
        var conformers: [String: Set<String>] = [:]
        for file in files {
            for (type, inherits) in file.conformances where !protocols.contains(type) {
                for name in inherits where requirements[name] != nil { conformers[name, default: []].insert(type) }
            }
        }
        var members: Set<String> = []
        for (name, types) in conformers where types.count >= 2 {
            for type in types { for member in requirements[name] ?? [] { members.insert(type + "." + member) } }
        }
        return members
    }

    /// Whether any type implements a palette protocol (most apps have none: nothing to look up per site).
    package var hasPaletteMembers: Bool { !paletteMembers.isEmpty }

    /// Whether `owner.member` implements a palette protocol's color requirement (``paletteMembers``): a color chosen per theme.
    package func isPaletteMember(_ member: String, of owner: String) -> Bool {
        paletteMembers.contains(owner + "." + member)
    }

    /// The app's type aliases to color types.
    package var colorAliases: [String: ColorType] { aliases }

    /// The type of a property, when every color-typed declaration of the name (in `owner`, when given and declared there) agrees.
    ///
    /// - Parameters:
    ///   - name: The property's name.
    ///   - owner: The type it is read on, when known; declarations in other types are then ignored if it declares one.
    ///   - element: Whether the array's element type is asked (`colors[0]`, an element of `[.red, .blue]`).
    ///   - strict: Whether only `owner`'s own declarations count (a memberwise initializer's parameters are its stored properties).
    package func propertyType(named name: String, owner: String? = nil, element: Bool = false, strict: Bool = false) -> ColorType? {
        let found = propertyDeclarations(named: name, owner: owner, strict: strict)
        let colors = found.compactMap { $0.isArray == element ? $0.type.color : nil }
        guard let first = colors.first, colors.allSatisfy({ $0 == first }), found.allSatisfy({ $0.isArray == element || $0.type.color == nil }) else {
            return nil
        }
        return first
    }

    /// The one type every declaration of a property agrees on, color or not (`var weight: Font.Weight`), or `nil`.
    package func declaredType(ofProperty name: String, owner: String? = nil, element: Bool = false, strict: Bool = false) -> DeclaredType? {
        let found = propertyDeclarations(named: name, owner: owner, strict: strict)
        guard let first = found.first, found.allSatisfy({ $0.type == first.type && $0.isArray == first.isArray }), first.isArray == element else {
            return nil
        }
        return first.type
    }

    private func propertyDeclarations(named name: String, owner: String?, strict: Bool) -> [(owner: String?, type: DeclaredType, isArray: Bool)] {
        guard var found = properties[name] else { return [] }
        if let owner, strict || found.contains(where: { $0.owner == owner }) { found = found.filter { $0.owner == owner } }
        return found
    }

    /// Whether the app declares a property, function or static member named `name`, whatever its type.
    package func declares(_ name: String) -> Bool { properties[name] != nil || functions[name] != nil }

    /// The result type of an app function (or static/computed member) named `name`, when its declarations agree.
    package func resultType(ofFunction name: String, owner: String? = nil) -> ColorType? {
        guard var found = functions[name] else { return nil }
        if let owner, found.contains(where: { $0.owner == owner }) { found = found.filter { $0.owner == owner } }
        let results = found.map(\.result)
        guard let first = results.first, let type = first, results.allSatisfy({ $0 == first }) else { return nil }
        return type
    }

    /// The type an argument of a call to the app's function or initializer must have, when the declarations that
    /// match the call's labels agree and it is a color type.
    ///
    /// - Parameters:
    ///   - name: The function's name, or `init` with `owner` the type for `Owner(…)`.
    ///   - owner: The type, when known.
    ///   - labels: The call's argument labels, in order.
    ///   - index: The argument's index.
    ///   - element: Whether an element of an array argument is asked.
    package func parameterType(ofFunction name: String, owner: String? = nil, labels: [String?], index: Int, element: Bool = false) -> ColorType? {
        declaredType(ofParameter: name, owner: owner, labels: labels, index: index, element: element)?.color
    }

    /// The type the declarations matching a call agree its argument has, color or not (`init(studioColor: StudioColor)`), or `nil`.
    package func declaredType(ofParameter name: String, owner: String? = nil, labels: [String?], index: Int, element: Bool = false) -> DeclaredType? {
        guard var found = functions[name], labels.indices.contains(index) else { return nil }
        if let owner { found = found.filter { $0.owner == owner } }
        // The overloads a call with these labels can mean (defaulted parameters may be left out), and the position the
        // asked argument binds to in each.
        var types: [DeclaredType?] = []
        for function in found {
            var next = 0
            var position: Int?
            for (argument, label) in labels.enumerated() {
                guard let at = function.labels[next...].firstIndex(of: label) else { position = nil; next = -1; break }
                if argument == index { position = at }
                next = at + 1
            }
            guard next >= 0, let position else { continue }
            types.append(function.parameters.first { $0.position == position && $0.isArray == element }?.type)
        }
        guard let first = types.first, let type = first, types.allSatisfy({ $0 == first }) else { return nil }
        return type
    }
}
