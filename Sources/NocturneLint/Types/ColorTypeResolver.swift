import NocturneProject
import NocturneSupport
import NocturneSyntax

/// Tells the type a color expression must have where it is written, from the syntax tree and the project's declarations.
///
/// The type comes from, in order: what the expression spells (`UIColor(…)`, `Color.red`, `.cgColor`, an app property
/// or function whose declaration has a color type); then where it is written: an annotation (`var tint: Color = .white`),
/// a parameter's type (a default value, an argument of the app's function or of a UIKit/AppKit/SwiftUI member from
/// ``ColorMembers``), the property it is assigned to (`label.textColor = .white`), the function or property it is
/// returned from, an array's element type, the other side of `??`. What none of these tells is `nil`: unknown, never
/// guessed.
struct ColorTypeResolver {
    /// The file's tree.
    let tree: SyntaxTree
    /// Finds the node at a site's offset in logarithmic time (a file may hold thousands of sites).
    let locator: SyntaxLocator
    /// The project's color-typed declarations.
    let declarations: ColorDeclarations
    /// The platform color where a UIKit/AppKit property or method takes one: `UIColor` in a file that imports UIKit,
    /// `NSColor` in one that imports AppKit or Cocoa only, else the project's (`nil` when it cannot be told).
    let platformColor: ColorType?

    /// A resolver for one file.
    ///
    /// - Parameters:
    ///   - tree: The file's tree.
    ///   - declarations: The project's declarations.
    ///   - projectPlatform: The platform color of the project's other files, for a file that imports neither UIKit nor AppKit.
    init(tree: SyntaxTree, declarations: ColorDeclarations, projectPlatform: ColorType?) {
        self.tree = tree
        locator = SyntaxLocator(tree)
        self.declarations = declarations
        let imports = Set(tree.root.children(.importDecl).compactMap(\.keyText))
        platformColor = Self.platformColor(imports: imports) ?? projectPlatform
    }

    /// The platform color a file's imports choose, or `nil` when they choose none or both.
    static func platformColor(imports: Set<String>) -> ColorType? {
        let uiKit = imports.contains("UIKit"), appKit = imports.contains("AppKit") || imports.contains("Cocoa")
        if uiKit == appKit { return nil }
        return uiKit ? .uiColor : .nsColor
    }

    /// The platform color type a file's text names (`UIColor`, `UIView`… or `NSColor`, `NSView`…), when it names one
    /// platform's only: the evidence for an app whose files import neither framework themselves (a module of the app
    /// re-exports it).
    static func platformColor(mentionedIn bytes: [UInt8]) -> ColorType? {
        let uiKit = uiKitWords.contains { bytes.contains(bytes: $0) }, appKit = appKitWords.contains { bytes.contains(bytes: $0) }
        if uiKit == appKit { return nil }
        return uiKit ? .uiColor : .nsColor
    }

    private static let uiKitWords = ["UIColor", "UIView", "UILabel"].map { Array($0.utf8) }, appKitWords = ["NSColor", "NSView", "NSTextField"].map { Array($0.utf8) }

    /// The type of the expression written exactly at `range` (or the smallest expression around it), or `nil`.
    func type(at range: Range<Int>) -> ColorType? {
        guard let node = expression(at: range) else { return nil }
        return type(of: node)
    }

    /// What the tree says of the site at `range`, from one lookup of its node: its type; when it has none, the non-color
    /// type its place declares (``nonColorPlace(of:)``); whether a palette protocol's implementation gives it.
    func classify(_ range: Range<Int>, systemColor: Bool) -> (type: ColorType?, notAColor: String?, isPaletteMember: Bool) {
        guard let node = expression(at: range) else { return (nil, nil, false) }
        let type = type(of: node)
        return (type, type == nil && systemColor ? nonColorPlace(of: node) : nil, isPaletteMember(node))
    }

    /// The type an expression must have: what it spells, else what its place needs.
    func type(of node: Syntax) -> ColorType? {
        spelled(node) ?? expected(node, depth: 0) ?? literalDefault(node)
    }

    /// The type of a `#colorLiteral(…)` that nothing types: UIKit's and AppKit's `_ColorLiteralType`, the platform's color,
    /// where the literal initializes a `let`/`var` with no annotation (`let selected = #colorLiteral(…)`). Elsewhere an
    /// untyped place (an argument of a function outside the tree) may take any color literal type: unknown.
    private func literalDefault(_ node: Syntax) -> ColorType? {
        guard node.kind == .macroExpansion, node.keyText?.hasSuffix("colorLiteral") == true, let parent = node.parent,
              parent.kind == .patternBinding, let binding = PatternBinding(parent), binding.initializer == node,
              binding.typeAnnotation == nil else { return nil }
        return platformColor
    }

    /// The type an implicit member's place has when the code declares it and it is not a color (`weight: .black` is a
    /// `Font.Weight`; `indicatorStyle = .white` a scroll indicator style; `UIColor(studioColor: .white)` the app's enum):
    /// the name at `range` is then no color at all. `nil` when the place is a color or cannot be told.
    func nonColorPlace(of node: Syntax) -> String? {
        if isComponentRead(node) { return "a color's component" }
        guard node.kind == .implicitMember, let parent = node.parent else { return nil }
        let aliases = declarations.colorAliases
        func other(_ type: Syntax?) -> String? {
            guard let type, type.kind == .typeIdentifier || type.kind == .optionalType, ColorType.of(type: type, aliases: aliases) == nil,
                  let first = type.text.first, first.isUppercase, type.text.count > 1 else { return nil }
            return type.text
        }
        // A place whose written type says it: an annotation (`let weights: [Font.Weight] = [.regular, .black]`), a default
        // value, a tuple's element, the result of the function it is returned from.
        if let type = placeType(of: node, depth: 0) { return other(type) }
        switch parent.kind {
        case .infixOperation:
            guard let operation = InfixOperation(parent), let left = operation.left, let right = operation.right else { return nil }
            switch operation.operatorText {
            case "=":
                return right == node ? nonColorDeclaredType(of: left) : nil
            case "==", "!=":
                // `theme == .black`: the other side's type.
                return nonColorDeclaredType(of: right == node ? left : right)
            default:
                return nil
            }
        case .argument:
            guard let call = parent.parent, call.kind == .functionCall, let view = FunctionCall(call), let name = view.calledName,
                  let index = view.arguments.firstIndex(where: { $0.node == parent }) else { return nil }
            let label = parent.keyText, labels = view.arguments.map(\.label)
            if let style = ColorMembers.nonColorArguments[ColorMembers.Argument(name: name, label: label)] { return style }
            let callee = call.firstChild
            let declared: ColorDeclarations.DeclaredType?
            if callee?.kind == .declReference, name.first?.isUppercase == true {
                declared = declarations.declaredType(ofParameter: "init", owner: name, labels: labels, index: index)
                    ?? label.flatMap { declarations.declaredType(ofProperty: $0, owner: name, strict: true) }
            } else if callee?.kind == .declReference, let type = ColorTypeInference.spelledTypeName(of: call),
                      ColorType.named(type, aliases: aliases) != nil {
                // `UIColor(studioColor: .white)`: the app's initializer in an extension of a color type.
                declared = declarations.declaredType(ofParameter: "init", owner: type, labels: labels, index: index)
            } else {
                declared = declarations.declaredType(ofParameter: name, labels: labels, index: index)
            }
            if case .other(let type) = declared { return type }
            return nil
        default:
            return nil
        }
    }

    /// The non-color type a property or variable is declared with (`barStyle`, `navigationBar.barStyle`, `self.theme`, a
    /// local `let style: UIBarStyle`), from the app's declarations or the platform's style properties; `nil` when it is
    /// a color or cannot be told.
    private func nonColorDeclaredType(of expression: Syntax) -> String? {
        var node = expression
        while node.kind == .optionalChaining || node.kind == .forceUnwrap, let inner = node.firstChild { node = inner }
        guard let name = node.keyText else { return nil }
        let owner: String?
        switch node.kind {
        case .declReference:
            // A local or a parameter of the enclosing function is what the name means, whatever the type declares.
            if let local = localDeclaration(of: name, before: node) { return local.typeAnnotation.flatMap(nonColorTypeName) }
            if let parameter = enclosingParameter(named: name, around: node) { return parameter.type.flatMap(nonColorTypeName) }
            owner = ColorDeclarations.File.owner(of: node)
        case .memberAccess:
            let base = node.firstChild
            // `spinner.style = .white` on a `UIActivityIndicatorView` the code declares.
            if let base, let type = declaredTypeName(of: base), let style = ColorMembers.nonColorProperties(of: type)[name] { return style }
            owner = base?.kind == .declReference && base?.keyText == "self" ? ColorDeclarations.File.owner(of: node) : nil
        default:
            return nil
        }
        switch declarations.declaredType(ofProperty: name, owner: owner) {
        case .other(let type): return type
        case .color: return nil
        case nil: return ColorMembers.nonColorProperties[name]
        }
    }

    /// The name of the type a variable is declared with (`let spinner = UIActivityIndicatorView()`, a parameter
    /// `spinner: UIActivityIndicatorView`, a property `self.spinner`), or `nil` when its declaration does not say.
    private func declaredTypeName(of expression: Syntax) -> String? {
        var node = expression
        while node.kind == .optionalChaining || node.kind == .forceUnwrap, let inner = node.firstChild { node = inner }
        guard let name = node.keyText else { return nil }
        func named(_ type: Syntax?) -> String? { type.map(ColorDeclarations.File.plain) }
        switch node.kind {
        case .declReference:
            if let local = localDeclaration(of: name, before: node) {
                return named(local.typeAnnotation) ?? local.initializer.flatMap { ColorTypeInference.spelledTypeName(of: $0) }
            }
            if let parameter = enclosingParameter(named: name, around: node) { return named(parameter.type) }
            if case .other(let type) = declarations.declaredType(ofProperty: name, owner: ColorDeclarations.File.owner(of: node)) { return type }
        case .memberAccess:
            guard let base = node.firstChild, base.kind == .declReference, base.keyText == "self" else { return nil }
            if case .other(let type) = declarations.declaredType(ofProperty: name, owner: ColorDeclarations.File.owner(of: node)) { return type }
        default:
            break
        }
        return nil
    }

    /// A written type's name when it is a plain non-color type (`Theme`, `UIBarStyle?` → `UIBarStyle`), else `nil`.
    private func nonColorTypeName(_ type: Syntax) -> String? {
        guard type.kind == .typeIdentifier || type.kind == .optionalType, ColorType.of(type: type, aliases: declarations.colorAliases) == nil else {
            return nil
        }
        return ColorDeclarations.File.plain(type)
    }

    /// The parameter named `name` of the function, initializer or closure `node` is in, when the nearest one declares it.
    private func enclosingParameter(named name: String, around node: Syntax) -> FunctionParameter? {
        var scope = node.parent
        while let current = scope, !current.kind.isTypeDeclaration, current.kind != .sourceFile {
            switch current.kind {
            case .functionDecl, .initializerDecl, .subscriptDecl:
                return FunctionDecl(current)?.parameters.first { $0.name == name }
            case .closure:
                let signature = current.child(.closureSignature)
                let parameters = (signature?.children(.parameter) ?? []) + (signature?.child(.parameterClause)?.children(.parameter) ?? [])
                if let parameter = parameters.compactMap(FunctionParameter.init).first(where: { $0.name == name }) { return parameter }
            default:
                break
            }
            scope = current.parent
        }
        return nil
    }

    /// Whether `node` reads a color's component (`color.red`, `resolved.alpha`) as a number, which is no color at all.
    ///
    /// It is an operand of arithmetic, of an ordering, or of an equality with a number literal (`0.299 * color.red + …`);
    /// `theme.red` passed where a color is expected stays one.
    private func isComponentRead(_ node: Syntax) -> Bool {
        guard node.kind == .memberAccess, let name = node.keyText, ColorMembers.componentNames.contains(name), let base = node.firstChild,
              // `UIColor.red`, `Color.blue`: a type's static color.
              !(base.kind == .declReference && base.keyText?.first?.isUppercase == true) else { return false }
        var operand = node
        // Out of parentheses: `(color.red)`.
        while let argument = operand.parent, argument.kind == .argument, argument.keyText == nil,
              let tuple = argument.parent, tuple.kind == .tuple, tuple.children.count == 1 { operand = tuple }
        guard let parent = operand.parent, parent.kind == .infixOperation, let operation = InfixOperation(parent),
              let left = operation.left, let right = operation.right else { return false }
        switch operation.operatorText {
        case "+", "-", "*", "/", "<", ">", "<=", ">=", "+=", "-=", "*=", "/=":
            return left == operand || right == operand
        case "==", "!=":
            // Compared with a number; two reads compared may be two colors (`theme.red == other.red`): unknown.
            return [.integerLiteral, .floatLiteral].contains((left == operand ? right : left).kind)
        default:
            return false
        }
    }

    /// Whether the color `node` is a member of a palette protocol's implementation (`struct DarkPalette: ThemePalette
    /// { let text = UIColor(white: 0.92, alpha: 1) }`): chosen per theme by the app's own engine.
    func isPaletteMember(_ node: Syntax) -> Bool {
        guard declarations.hasPaletteMembers else { return false }
        var current = node.parent
        while let scope = current, !scope.kind.isTypeDeclaration, scope.kind != .sourceFile {
            if scope.kind == .patternBinding, let name = PatternBinding(scope)?.name, let owner = ColorDeclarations.File.owner(of: scope),
               ColorDeclarations.File.isDeclarationScope(scope.parent ?? scope) {
                return declarations.isPaletteMember(name, of: owner)
            }
            current = scope.parent
        }
        return false
    }

    // MARK: The expression

    /// The outermost node whose text is exactly `range`, else the innermost expression that holds it.
    private func expression(at range: Range<Int>) -> Syntax? {
        guard range.lowerBound < tree.bytes.count else { return nil }
        var node = locator.innermostNode(containing: range.lowerBound)
        while node.range.upperBound < range.upperBound || node.range.lowerBound > range.lowerBound, let parent = node.parent { node = parent }
        // Out of an expression of the same text (`try`, a postfix `#if`), never into an argument: its place is the call's.
        while let parent = node.parent, parent.range == node.range, parent.kind.isExpression,
              ![.argument, .trailingClosure, .dictionaryElement, .interpolation].contains(parent.kind) { node = parent }
        return node.kind.isExpression || node.kind == .ifStatement || node.kind == .switchStatement ? node : nil
    }

    // MARK: What the expression spells

    /// The type an expression's own text gives: a type's initializer or static member, `.cgColor`, an app declaration.
    func spelled(_ node: Syntax) -> ColorType? {
        let aliases = declarations.colorAliases
        if let name = ColorTypeInference.spelledTypeName(of: node), let type = ColorType.named(name, aliases: aliases) { return type }
        switch node.kind {
        case .declReference:
            guard let name = node.keyText else { return nil }
            return localType(of: name, before: node) ?? declarations.propertyType(named: name, owner: ColorDeclarations.File.owner(of: node))
        case .memberAccess:
            guard let name = node.keyText, let base = node.firstChild else { return nil }
            let owner = base.kind == .declReference ? base.keyText : nil
            if owner == "self" { return declarations.propertyType(named: name, owner: ColorDeclarations.File.owner(of: node)) }
            return declarations.propertyType(named: name, owner: owner) ?? declarations.resultType(ofFunction: name, owner: owner)
        case .functionCall:
            guard let callee = node.firstChild, let name = callee.keyText else { return nil }
            if callee.kind == .declReference { return declarations.resultType(ofFunction: name) }
            if callee.kind == .memberAccess {
                let owner = callee.firstChild?.kind == .declReference ? callee.firstChild?.keyText : nil
                return declarations.resultType(ofFunction: name, owner: owner)
            }
            return nil
        case .forceUnwrap, .optionalChaining, .tryExpression, .awaitExpression:
            return node.children.last { $0.kind.isExpression }.flatMap(spelled)
        default:
            return nil
        }
    }

    /// The type of a local `let`/`var` declared before `node` in an enclosing block, when its declaration says it.
    private func localType(of name: String, before node: Syntax) -> ColorType? {
        guard let binding = localDeclaration(of: name, before: node) else { return nil }
        if let annotation = binding.typeAnnotation { return ColorType.of(type: annotation, aliases: declarations.colorAliases) }
        return binding.initializer.flatMap(spelled)
    }

    /// The binding of a local `let`/`var` named `name` declared before `node` in an enclosing block, or `nil`.
    private func localDeclaration(of name: String, before node: Syntax) -> PatternBinding? {
        var scope = node.parent
        while let block = scope {
            if block.kind == .codeBlock || block.kind == .closure {
                for item in block.children where item.kind == .variableDecl && item.range.upperBound <= node.range.lowerBound {
                    for binding in VariableDecl(item)?.bindings ?? [] where binding.name == name { return binding }
                }
            }
            if block.kind.isTypeDeclaration || block.kind == .sourceFile { return nil }
            scope = block.parent
        }
        return nil
    }

    // MARK: What the place needs

    /// The type the place of `node` needs, climbing through what passes a type on (parentheses, `??`, a ternary's
    /// branches, `try`, an implicit member chain, a single-expression body).
    private func expected(_ node: Syntax, depth: Int) -> ColorType? {
        guard depth < 48, let parent = node.parent else { return nil }
        switch parent.kind {
        case .tuple, .forceUnwrap, .optionalChaining, .tryExpression, .awaitExpression:
            if parent.kind == .tuple, parent.children.count != 1 { return nil }
            return expected(parent, depth: depth + 1)
        case .ternary:
            if Ternary(parent)?.parts.condition == node { return nil }
            return expected(parent, depth: depth + 1)
        case .infixOperation:
            guard let operation = InfixOperation(parent) else { return nil }
            switch operation.operatorText {
            case "??":
                if operation.right == node, let left = operation.left, let type = spelled(left) { return type }
                return expected(parent, depth: depth + 1)
            case "=":
                guard operation.right == node, let left = operation.left else { return nil }
                return assigneeType(left)
            default:
                return nil
            }
        case .memberAccess:
            // `.white.opacity(0.5)`, `.white.withAlphaComponent(…)`: an implicit member chain has the type its whole needs.
            guard parent.firstChild == node, let member = parent.keyText else { return nil }
            if member == "cgColor" { return platformColor }
            guard chainRoot(node).kind == .implicitMember, !ColorTypeInference.nonColorMembers.contains(member) else { return nil }
            var whole = parent
            if let call = whole.parent, call.kind == .functionCall, call.firstChild == whole { whole = call }
            return expected(whole, depth: depth + 1)
        case .argument:
            if let tuple = parent.parent, tuple.kind == .tuple {
                // Parentheses pass the place on; a tuple's element has its tuple type's element.
                if tuple.children.count == 1, parent.keyText == nil { return expected(tuple, depth: depth + 1) }
                return placeType(of: node, depth: depth + 1).flatMap { ColorType.of(type: $0, aliases: declarations.colorAliases) }
            }
            return argumentType(parent, element: false)
        case .arrayLiteral:
            if let type = elementType(of: parent, depth: depth) { return type }
            // `[(name: nil, color: .white)]`'s tuples, `let rows: [UIColor] = …` through a written type.
            return placeType(of: node, depth: depth + 1).flatMap { ColorType.of(type: $0, aliases: declarations.colorAliases) }
        case .patternBinding:
            guard let binding = PatternBinding(parent), binding.initializer == node else { return nil }
            return binding.typeAnnotation.flatMap { ColorType.of(type: $0, aliases: declarations.colorAliases) }
        case .parameter:
            guard let parameter = FunctionParameter(parent), parameter.defaultValue == node, let type = parameter.type else { return nil }
            return ColorType.of(type: type, aliases: declarations.colorAliases)
        case .returnStatement:
            return resultType(around: parent, depth: depth)
        case .codeBlock, .closure, .switchCase:
            guard isOnlyStatement(node, in: parent) else { return nil }
            return implicitResultType(of: parent, depth: depth)
        default:
            return nil
        }
    }

    /// The first node of a postfix chain (`.white` of `.white.opacity(0.5)`).
    private func chainRoot(_ node: Syntax) -> Syntax {
        var node = node
        while [.memberAccess, .functionCall, .forceUnwrap, .optionalChaining].contains(node.kind), let first = node.firstChild { node = first }
        return node
    }

    /// Whether `node` is the only statement of a body (a single-expression body returns it).
    private func isOnlyStatement(_ node: Syntax, in body: Syntax) -> Bool {
        var statements = body.children.filter { $0.kind != .closureSignature && $0.kind != .captureList }
        if body.kind == .switchCase {
            // A case's patterns come before its colon: only what follows is its body.
            guard let colon = body.ownTokens.first(where: { tree.token($0, is: ":") }) else { return false }
            let start = tree.tokens[colon].range.upperBound
            statements = statements.filter { $0.range.lowerBound >= start }
        }
        return statements.count == 1 && statements[0] == node
    }

    /// The type a body's single expression returns: a function's result, a computed property's type, an `if`/`switch`
    /// expression's place, a dynamic provider's color.
    private func implicitResultType(of body: Syntax, depth: Int) -> ColorType? {
        guard let owner = body.parent else { return nil }
        switch body.kind {
        case .switchCase:
            return owner.kind == .switchStatement ? expected(owner, depth: depth + 1) : nil
        case .closure:
            return closureResultType(body, depth: depth)
        default:
            break
        }
        switch owner.kind {
        case .ifStatement:
            return expected(owner, depth: depth + 1)
        case .functionDecl, .subscriptDecl, .accessorBlock, .accessorDecl, .patternBinding:
            return resultType(around: body, depth: depth)
        default:
            return nil
        }
    }

    /// The result type of the function, computed property or closure a `return` (or a single-expression body) is in.
    private func resultType(around node: Syntax, depth: Int) -> ColorType? {
        guard let scope = resultScope(around: node) else { return nil }
        if scope.kind == .closure { return closureResultType(scope, depth: depth) }
        return resultTypeSyntax(of: scope, depth: depth).flatMap { ColorType.of(type: $0, aliases: declarations.colorAliases) }
    }

    /// The function, subscript, property binding or closure whose result a `return` (or a single-expression body) gives.
    private func resultScope(around node: Syntax) -> Syntax? {
        var scope = node.parent
        while let current = scope {
            switch current.kind {
            case .functionDecl, .subscriptDecl, .patternBinding, .closure:
                return current
            case .initializerDecl, .deinitializerDecl, .sourceFile:
                return nil
            default:
                if current.kind.isTypeDeclaration { return nil }
            }
            scope = current.parent
        }
        return nil
    }

    /// The result type written for a ``resultScope(around:)``: a function's `-> T`, a property's annotation, a closure's
    /// signature `-> T` or, for a closure called where it is written (`let pair: (A, B) = { … }()`), the call's place.
    private func resultTypeSyntax(of scope: Syntax, depth: Int) -> Syntax? {
        switch scope.kind {
        case .functionDecl, .subscriptDecl:
            return FunctionDecl(scope)?.resultType
        case .patternBinding:
            return PatternBinding(scope)?.typeAnnotation
        case .closure:
            if let result = scope.child(.closureSignature)?.children.last(where: { $0.kind.isType }) { return result }
            guard let call = scope.parent, call.kind == .functionCall, call.firstChild == scope,
                  FunctionCall(call)?.arguments.isEmpty == true, call.child(.trailingClosure) == nil else { return nil }
            return placeType(of: call, depth: depth + 1)
        default:
            return nil
        }
    }

    /// The color a closure returns: a color's dynamic provider (`UIColor { traits in … }`, `UIColor(dynamicProvider:)`,
    /// `NSColor(name:dynamicProvider:)`), else the result type its signature or its call's place writes.
    private func closureResultType(_ closure: Syntax, depth: Int) -> ColorType? {
        guard let holder = closure.parent, holder.kind == .trailingClosure || holder.kind == .argument,
              let call = holder.parent, call.kind == .functionCall, let callee = call.firstChild,
              let name = ColorTypeInference.spelledTypeName(of: callee.kind == .declReference ? call : callee),
              let type = ColorType.named(name, aliases: declarations.colorAliases), type == .uiColor || type == .nsColor else {
            return resultTypeSyntax(of: closure, depth: depth).flatMap { ColorType.of(type: $0, aliases: declarations.colorAliases) }
        }
        return type
    }

    // MARK: The place's written type

    /// The type written for the place of `node`, as syntax: the annotation it initializes, the parameter it defaults, the
    /// result of the function, computed property or closure it is returned from, a tuple type's element (by label, else by
    /// position), an array type's element; through parentheses, `try`, a ternary's branches, single-expression bodies and
    /// `if`/`switch` expressions. `nil` when no written type tells.
    private func placeType(of node: Syntax, depth: Int) -> Syntax? {
        guard depth < 48, let parent = node.parent else { return nil }
        switch parent.kind {
        case .tryExpression, .awaitExpression:
            return placeType(of: parent, depth: depth + 1)
        case .ternary:
            if Ternary(parent)?.parts.condition == node { return nil }
            return placeType(of: parent, depth: depth + 1)
        case .argument:
            guard let tuple = parent.parent, tuple.kind == .tuple else { return nil }
            let elements = tuple.children.filter { $0.kind == .argument }
            guard let whole = placeType(of: tuple, depth: depth + 1) else { return nil }
            if elements.count == 1, parent.keyText == nil { return whole }
            let type = Self.unwrapped(whole)
            guard type.kind == .tupleType, let index = elements.firstIndex(of: parent) else { return nil }
            let slots = type.children.filter { $0.kind == .argument }
            guard slots.count == elements.count else { return nil }
            let slot = parent.keyText.map { label in slots.first { $0.keyText == label } } ?? slots[index]
            return slot?.children.first { $0.kind.isType }
        case .arrayLiteral:
            guard let array = placeType(of: parent, depth: depth + 1).map(Self.unwrapped), array.kind == .arrayType else { return nil }
            return array.firstChild
        case .patternBinding:
            guard let binding = PatternBinding(parent), binding.initializer == node else { return nil }
            return binding.typeAnnotation
        case .parameter:
            guard let parameter = FunctionParameter(parent), parameter.defaultValue == node else { return nil }
            return parameter.type
        case .returnStatement:
            return resultScope(around: parent).flatMap { resultTypeSyntax(of: $0, depth: depth) }
        case .codeBlock, .closure, .switchCase:
            guard isOnlyStatement(node, in: parent) else { return nil }
            if parent.kind == .closure { return resultTypeSyntax(of: parent, depth: depth) }
            guard let owner = parent.parent else { return nil }
            if parent.kind == .switchCase { return owner.kind == .switchStatement ? placeType(of: owner, depth: depth + 1) : nil }
            switch owner.kind {
            case .ifStatement:
                return placeType(of: owner, depth: depth + 1)
            case .functionDecl, .subscriptDecl, .accessorBlock, .accessorDecl, .patternBinding:
                return resultScope(around: parent).flatMap { resultTypeSyntax(of: $0, depth: depth) }
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// A type without its optionality (`(UIColor, UIColor)?` → the tuple type).
    private static func unwrapped(_ type: Syntax) -> Syntax {
        var node = type
        while node.kind == .optionalType || node.kind == .implicitlyUnwrappedType, let inner = node.firstChild { node = inner }
        return node
    }

    // MARK: Places

    /// The type a property assigned to needs: the app's declaration, the platform's member, a layer's `CGColor`.
    private func assigneeType(_ left: Syntax) -> ColorType? {
        switch left.kind {
        case .declReference:
            guard let name = left.keyText else { return nil }
            // A local, the enclosing type's own property, or (in a view subclass) the platform's inherited one: `tintColor = .white`.
            return localType(of: name, before: left) ?? declarations.propertyType(named: name, owner: ColorDeclarations.File.owner(of: left))
                ?? ColorMembers.properties[name].flatMap { resolve($0, element: false) }
        case .memberAccess:
            guard let name = left.keyText, let base = left.firstChild else { return nil }
            if isLayer(base), let takes = ColorMembers.layerProperties[name] { return resolve(takes, element: false) }
            if base.kind == .declReference, base.keyText == "self" {
                if let own = declarations.propertyType(named: name, owner: ColorDeclarations.File.owner(of: left)) { return own }
            }
            let app = declarations.propertyType(named: name, owner: base.kind == .declReference ? base.keyText : nil)
            let platform = ColorMembers.properties[name].flatMap { resolve($0, element: false) }
            if let app, let platform, app != platform { return nil }
            return app ?? platform
        case .optionalChaining, .forceUnwrap:
            return left.firstChild.flatMap(assigneeType)
        default:
            return nil
        }
    }

    /// Whether an expression reads a layer (`view.layer`, `layer`, `gradientLayer`, `self.shapeLayer`).
    private func isLayer(_ base: Syntax) -> Bool {
        var node = base
        while node.kind == .optionalChaining || node.kind == .forceUnwrap, let inner = node.firstChild { node = inner }
        guard let name = node.keyText, node.kind == .memberAccess || node.kind == .declReference else { return false }
        return name == "layer" || name.hasSuffix("Layer")
    }

    /// What an argument needs: a color type's initializer, a SwiftUI/UIKit/AppKit member, or the app's function.
    private func argumentType(_ argument: Syntax, element: Bool) -> ColorType? {
        guard let call = argument.parent, call.kind == .functionCall, let callee = call.firstChild,
              let view = FunctionCall(call), let index = view.arguments.firstIndex(where: { $0.node == argument }) else { return nil }
        let label = argument.keyText
        let labels = view.arguments.map(\.label)
        // A color type's own initializer: `Color(uiColor: …)`, `UIColor(cgColor: …)`.
        if !element, callee.kind == .declReference || callee.kind == .memberAccess && callee.keyText == "init",
           let name = ColorTypeInference.spelledTypeName(of: call), let type = ColorType.named(name, aliases: declarations.colorAliases) {
            let argument = argument.firstChild
            if let takes = ColorMembers.initializerArgument(of: type, label: label, platform: platformColor),
               label != nil || argument?.kind == .implicitMember || argument.map(chainRoot)?.kind == .implicitMember { return takes }
            if label == nil { return nil }
        }
        guard let name = view.calledName else { return nil }
        // A gradient's stop: `.init(color: .black, location: 0)` in `stops:`.
        if !element, name == "init" || name == "Stop", labels == ["color", "location"], label == "color" { return .color }
        // The app's own functions and initializers (`Badge(tint: .white)`, `makeButton(color: .white)`).
        let owner: String? = switch callee.kind {
        case .memberAccess: callee.firstChild?.kind == .declReference ? callee.firstChild?.keyText.flatMap { $0.first?.isUppercase == true ? $0 : nil } : nil
        default: nil
        }
        let appType: ColorType?
        // `Badge(…)`, or a nested type's `StyledButton.Style(…)` (a type is declared under its own name).
        let constructsType = name.first?.isUppercase == true && (callee.kind == .declReference || callee.kind == .memberAccess && owner != nil)
        if constructsType {
            // An initializer of the app's type, or its memberwise one (its stored properties, by label).
            appType = declarations.parameterType(ofFunction: "init", owner: name, labels: labels, index: index, element: element)
                ?? label.flatMap { declarations.propertyType(named: $0, owner: name, element: element, strict: true) }
        } else {
            appType = declarations.parameterType(ofFunction: name, owner: owner, labels: labels, index: index, element: element)
        }
        let member = ColorMembers.arguments[ColorMembers.Argument(name: name, label: label)].flatMap { resolve($0, element: element) }
        if callee.kind == .declReference, name.first?.isUppercase != true { return appType ?? member }
        if constructsType, callee.kind == .memberAccess { return appType }
        if let appType, let member, appType != member { return nil }
        return member ?? appType
    }

    /// The element type of an array literal's place: an annotation `[Color]`, a parameter `colors: [UIColor]`.
    private func elementType(of array: Syntax, depth: Int) -> ColorType? {
        guard let parent = array.parent else { return nil }
        switch parent.kind {
        case .patternBinding:
            guard let binding = PatternBinding(parent), binding.initializer == array, let annotation = binding.typeAnnotation else { return nil }
            return ColorType.element(ofArrayType: annotation, aliases: declarations.colorAliases)
        case .parameter:
            guard let parameter = FunctionParameter(parent), parameter.defaultValue == array, let type = parameter.type else { return nil }
            return ColorType.element(ofArrayType: type, aliases: declarations.colorAliases)
        case .argument:
            return argumentType(parent, element: true)
        default:
            return nil
        }
    }

    /// A member table's entry in this file's platform.
    private func resolve(_ takes: ColorMembers.Takes, element: Bool) -> ColorType? {
        switch (takes, element) {
        case (.platformColor, false): platformColor
        case (.type(let type), false): type
        case (.platformColors, true): platformColor
        case (.types(let type), true): type
        default: nil
        }
    }
}
