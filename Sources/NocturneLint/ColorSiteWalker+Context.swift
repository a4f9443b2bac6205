import NocturneSyntax

/// What the ancestors of a site say about it: conditions, callees, argument labels, assigned properties, `#if` clauses.
extension ColorSiteWalker {
    /// Scheme and selection words among the tokens `start..<end` of a condition.
    func conditionContext(from start: Int, to end: Int) -> ColorContext {
        var result: ColorContext = []
        var index = max(start, 0)
        while index < end {
            if file.kind(index) == .identifier {
                let parts = file.parts(index)
                if !parts.isDisjoint(with: NameParts.schemeCondition) { result.insert(.scheme) }
                if !parts.isDisjoint(with: NameParts.selectionCondition) { result.insert(.selection) }
            }
            index += 1
        }
        return result
    }

    /// What a call or trailing closure after `word` makes of the colors inside it.
    func calleeContext(_ word: Word) -> ColorContext {
        switch word {
        case .foregroundColor, .foregroundStyle, .tint, .accentColor: return .content
        case .fill, .stroke, .strokeBorder: return [.content, .fill]
        case .setTitleColor: return [.content, .platformColor]
        case .background, .listRowBackground, .border, .containerBackground, .backgroundStyle: return .background
        case .shadow, .mask, .NSShadow: return .shadowOrMask
        case .overlay, .blendMode: return .overlay
        case .LinearGradient, .RadialGradient, .AngularGradient, .EllipticalGradient, .Gradient: return .gradient
        case .performAsCurrentDrawingAppearance, .performAsCurrent: return .scheme
        default: return []
        }
    }

    /// What assigning to (or labelling an argument) `name…Color` means: a platform text, background or shadow color.
    func propertyContext(at index: Int) -> ColorContext {
        guard file.kind(index) == .identifier else { return [] }
        if file.tokens[index].word == .none, file.tokens[index].end - file.tokens[index].start < 3 { return [] }
        let parts = file.parts(index)
        if !parts.isDisjoint(with: [.shadow, .scrim, .dim, .mask]) { return .shadowOrMask }
        if parts.contains(.overlay) { return .overlay }
        // `gradientColors`, `backgroundGradient`: the stops of a gradient, a surface or a scrim.
        if parts.contains(.gradient) { return .gradient }
        guard parts.contains(.color) else { return [] }
        if !parts.isDisjoint(with: [.background, .barTint, .border, .separator]) { return [.background, .platformColor] }
        return [.content, .platformColor]
    }

    /// What an argument's label (`darkColor:`, `shadowColor:`, `dynamicProvider:`) or a parameter's one name makes of its value.
    func labelContext(_ node: Int) -> ColorContext {
        let raw = tree.nodes[node]
        guard raw.keyToken >= 0 else { return [] }
        // A parameter's name is a label only when it is its one name (`darkColor: UIColor = .white`, not `_ dark: Bool`).
        if raw.kind == .parameter, tree.tokens[Int(raw.keyToken) + 1].kind != .colon { return [] }
        let label = token(Int(raw.keyToken))
        guard file.kind(label) == .identifier else { return [] }
        var result = propertyContext(at: label).intersection([.shadowOrMask, .overlay])
        if file.contains(label, anyOf: NameParts.mode) { result.insert(.modeVariant) }
        // `UIColor(dynamicProvider: { traits in … })`.
        if raw.kind == .argument, file.word(label) == .dynamicProvider, raw.subtreeEnd > node + 1, tree.nodes[node + 1].kind == .closure {
            result.insert(.provider)
        }
        return result
    }

    /// What a call gives its arguments and trailing closures: its callee's context (`foregroundColor(…)`, `.background { … }`),
    /// whether it builds a color, and whether its trailing closure is a dynamic provider (`UIColor { traits in … }`).
    ///
    /// Also notes the drawing calls whose color is a snapshot (`context.setFillColor(color.cgColor)`).
    mutating func callContext(_ node: Int) -> ChildContext {
        let callee = node + 1
        guard tree.nodes[node].subtreeEnd > callee else { return .none }
        let calleeKind = tree.nodes[callee].kind
        guard calleeKind == .declReference || calleeKind == .memberAccess || calleeKind == .implicitMember else { return .none }
        let name = keyToken(callee)
        guard name >= 0 else { return .none }
        let word = file.word(name)
        var isColorCall = ColorCall.isColorType(word)
        var provider = isColorCall
        if word == .`init` {
            isColorCall = inColorCall
            // `UIColor.init { traits in … }`.
            provider = inColorCall || calleeKind == .memberAccess && ColorCall.isColorType(file.word(keyToken(callee + 1)))
        }
        if word == .setFillColor || word == .setStrokeColor, file.punctuation(name + 1) == UInt8(ascii: "(") { drawingColorCall(open: name + 1) }
        return .call(calleeContext(word), isColorCall: isColorCall, provider: provider)
    }

    /// What an assignment (`x.textColor = …`) gives its value: what the assigned property's name says, and a scrim or mask
    /// when the receiver says so (`dimmingView.backgroundColor =`, `highlightCutOutView.fillColor =`).
    ///
    /// Also notes a layer property given a `CGColor` (``layerAssignment(target:equals:)``).
    mutating func assignment(_ node: Int, equals: Int) -> ColorContext {
        let target = node + 1
        let targetKind = tree.nodes[target].kind
        guard targetKind == .memberAccess || targetKind == .declReference else { return [] }
        let name = keyToken(target)
        var added = propertyContext(at: name)
        var receiver = target
        while tree.nodes[receiver].kind == .memberAccess {
            receiver += 1
            let kind = tree.nodes[receiver].kind
            guard kind == .memberAccess || kind == .declReference else { break }
            if file.contains(keyToken(receiver), anyOf: [.dim, .scrim, .shadow, .mask, .cutout, .overlay]) { added.insert(.shadowOrMask) }
            // `gradientLayer.colors = [...]`: a gradient's stops, which fill an area (a scrim, a backdrop).
            if file.contains(keyToken(receiver), anyOf: [.gradient]) { added.insert(.gradient) }
        }
        // The layer site has the value's context (`shadowLayer.fillColor = …` is a shadow's).
        let outer = context
        context.formUnion(added)
        layerAssignment(target: name, equals: equals)
        context = outer
        return added
    }

    /// The value of a declaration (`let name: Type = …`) or a condition's binding (`if let name = …`), and what the name
    /// gives it: what ``propertyContext(at:)`` says of a color's name (content when annotated as a color and the name says
    /// nothing; a platform color only when annotated as a color, not a list of them; nothing when annotated as another
    /// type, `[String: Any]`), and a mode variant for `dark…`.
    func declarationContext(_ node: Int) -> (value: Int, context: ColorContext)? {
        let pattern = node + 1
        let raw = tree.nodes[node]
        guard raw.subtreeEnd > pattern, tree.nodes[pattern].kind == .identifierPattern else { return nil }
        var value = Int(tree.nodes[pattern].subtreeEnd)
        var annotation: Int?
        while value < raw.subtreeEnd, tree.nodes[value].kind == .typeAnnotation || tree.nodes[value].kind == .accessorBlock {
            if tree.nodes[value].kind == .typeAnnotation, value + 1 < tree.nodes[value].subtreeEnd { annotation = value + 1 }
            value = Int(tree.nodes[value].subtreeEnd)
        }
        guard value < raw.subtreeEnd, tree.nodes[value].kind != .accessorBlock else { return nil }
        let name = keyToken(pattern)
        var added = propertyContext(at: name)
        added.remove(.platformColor)
        if let annotation {
            // `UIColor?`, `UIColor!`: the wrapped type; `[UIColor]`: a list its name describes.
            var type = unwrapped(annotation)
            let isList = tree.nodes[type].kind == .arrayType && type + 1 < tree.nodes[type].subtreeEnd
            if isList { type = unwrapped(type + 1) }
            let typeName = tree.nodes[type].kind == .typeIdentifier ? file.word(keyToken(type)) : .none
            // A color whose name says nothing of how it is drawn (`var accent: UIColor`, `var ink: Color`) is content.
            if !ColorCall.isColorType(typeName) { added = [] } else if added.isEmpty { added = .content }
            // A stored color's value is judged as a fixed named color (`.black` is not a SwiftUI view's content there); its
            // framework's names are chosen later, from its type.
            if !isList, !added.isEmpty { added.insert(.platformColor) }
        }
        if file.contains(name, anyOf: NameParts.mode) { added.insert(.modeVariant) }
        return (value, added)
    }

    /// Whether a declaration's name says it is one mode's (`dark`, `lightTheme`, `darkPalette`, `defaultDark`), not a gray's
    /// (`lightGray`, `darkGrey`).
    func isModeName(_ name: Int) -> Bool {
        guard name >= 0, file.contains(name, anyOf: NameParts.mode) else { return false }
        let lower = file.text(name).lowercased()
        return !lower.contains("gray") && !lower.contains("grey")
    }

    /// The accessor block of a computed property named for one mode (`static var dark: EditorTheme { … }`), or `nil`.
    func modeBody(ofComputed binding: Int) -> Int? {
        let pattern = binding + 1
        let raw = tree.nodes[binding]
        guard raw.subtreeEnd > pattern, tree.nodes[pattern].kind == .identifierPattern, isModeName(keyToken(pattern)) else { return nil }
        var child = Int(tree.nodes[pattern].subtreeEnd)
        while child < raw.subtreeEnd {
            if tree.nodes[child].kind == .accessorBlock { return child }
            child = Int(tree.nodes[child].subtreeEnd)
        }
        return nil
    }

    /// The type an optional type wraps (`UIColor` of `UIColor?` and `UIColor!`), or the type itself.
    func unwrapped(_ type: Int) -> Int {
        var type = type
        while tree.nodes[type].kind == .optionalType || tree.nodes[type].kind == .implicitlyUnwrappedType, type + 1 < tree.nodes[type].subtreeEnd { type += 1 }
        return type
    }

    /// A parameter's default value (the expression after its type), and what the parameter's type names (a `UIColor`
    /// parameter's default is a platform color).
    func defaultValueContext(_ node: Int) -> (value: Int, context: ColorContext)? {
        let end = Int(tree.nodes[node].subtreeEnd)
        var child = node + 1
        while child < end, !tree.nodes[child].kind.isType { child = Int(tree.nodes[child].subtreeEnd) }
        guard child < end else { return nil }
        let value = Int(tree.nodes[child].subtreeEnd)
        guard value < end, tree.nodes[value].kind != .attribute else { return nil }
        let equals = tokens(of: value).first - 1
        guard file.isOperator(equals, "=") else { return nil }
        return (value, propertyContext(at: equals - 1))
    }

    /// The scheme and selection words of an `if`'s or `guard`'s conditions: from after the keyword to the body.
    func conditionsContext(_ node: Int) -> ColorContext {
        guard let body = tree.node(node).child(.codeBlock) else { return [] }
        return conditionContext(from: token(Int(tree.nodes[node].firstToken)) + 1, to: tokens(of: body.index).first)
    }

    /// Which clauses of an `#if` are watchOS code, as bits in order: `#if os(watchOS)`, `#else` after `#if !os(watchOS)`,
    /// or any clause inside watchOS code (`outer`).
    func watchClauses(_ node: Int, outer: Bool) -> UInt64 {
        guard let region = IfConfig(tree.node(node)) else { return 0 }
        var result: UInt64 = 0
        // The last clause's condition: `true` for `os(watchOS)`, `false` for `!os(watchOS)` or a clause after one, `nil` else.
        var last: Bool?
        for (index, clause) in region.clauses.prefix(64).enumerated() {
            let isWatch: Bool
            if clause.directive == "#else" {
                isWatch = outer || last == false
                last = nil
            } else {
                let condition = clause.condition.flatMap(watchCondition)
                isWatch = outer || condition == true
                last = clause.directive == "#elseif" ? condition ?? last.map { _ in false } : condition
            }
            if isWatch { result |= 1 << UInt64(index) }
        }
        return result
    }

    /// `true` for `os(watchOS)`, `false` for `!os(watchOS)`, `nil` for conditions that do not name watchOS.
    func watchCondition(_ condition: Syntax) -> Bool? {
        var negated = false
        var found: Bool?
        for index in condition.tokenRange {
            if tree.token(index, is: "!") { negated = true }
            if tree.token(index, is: "watchOS") { found = !negated }
            if tree.token(index, is: "||") || tree.token(index, is: "&&") { if found == nil { negated = false } }
        }
        return found
    }

    /// Whether a type's header (`struct V_Previews: PreviewProvider`) names `PreviewProvider`.
    func isPreviewProvider(_ node: Int) -> Bool {
        guard let body = tree.node(node).child(.codeBlock) else { return false }
        var index = token(Int(tree.nodes[node].firstToken))
        let end = tokens(of: body.index).first
        while index < end {
            if file.word(index) == .PreviewProvider { return true }
            index += 1
        }
        return false
    }
}
