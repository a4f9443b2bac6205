import NocturneAppearance
import NocturneSyntax

/// What a Swift file draws on what: pairs read from its syntax tree, each side resolved in every mode where it can be.
///
/// - SwiftUI: a foreground modifier (`.foregroundColor`, `.foregroundStyle`, `.tint`) is drawn on the nearest
///   `.background(…)` / `.listRowBackground(…)` of its own modifier chain, else of the chains of the containers around
///   it (`VStack { … }.background(Color.white)`), else on a `ZStack`'s leading color; else on the system background.
/// - UIKit and AppKit: the colors one view object gets in one function (`label.textColor` with `label.backgroundColor`,
///   `button.setTitleColor(_:for:)` with `button.backgroundColor`) pair up; a view without a background of its own is
///   drawn on the function's root view (`view.backgroundColor`, or the view's own in a view subclass).
///
/// A side whose expression cannot be resolved is unknown: an unknown foreground makes no pair, an unknown background is
/// the system background of the context (the judgement says it was assumed).
struct SwiftPairs {
    /// One pair and where its sides are written.
    struct Found: Sendable {
        /// The pair.
        var pair: ColorPair
        /// The foreground expression's byte range.
        var foregroundRange: Range<Int>
        /// The background expression's byte range, `nil` when the background is the context's.
        var backgroundRange: Range<Int>?
    }

    /// A surface a view or a modifier paints: a background expression and its resolved side.
    struct Surface: Sendable {
        /// The side.
        var side: PairSide
        /// The expression's byte range.
        var range: Range<Int>
    }

    let tree: SyntaxTree
    let file: String
    let catalogs: ColorCatalogIndex
    /// The constant values lint read at each site, by the site's byte range.
    let siteValues: [Range<Int>: ColorSiteValue]
    /// The color property assignments of the file, read once.
    let assignmentList: [Assignment]

    /// Reads a file's tree; `siteValues` are the constant values lint read at each site, by byte range.
    init(tree: SyntaxTree, file: String, catalogs: ColorCatalogIndex, siteValues: [Range<Int>: ColorSiteValue]) {
        self.tree = tree
        self.file = file
        self.catalogs = catalogs
        self.siteValues = siteValues
        assignmentList = Self.assignments(in: tree)
    }

    /// Modifiers that set the color content is drawn in.
    static let foregroundModifiers: [String: ForegroundKind] = ["foregroundColor": .text, "foregroundStyle": .text, "tint": .symbol]
    /// Modifiers that paint what their view is drawn on.
    static let backgroundModifiers: Set<String> = ["background", "listRowBackground"]
    /// UIKit and AppKit properties that hold a foreground, and the kind.
    static let foregroundProperties: [String: ForegroundKind] = ["textColor": .text, "tintColor": .symbol, "titleColor": .text]
    /// UIKit and AppKit properties that hold a surface.
    static let backgroundProperties: Set<String> = ["backgroundColor", "barTintColor"]

    /// Every pair of the file.
    func pairs() -> [Found] {
        var found: [Found] = []
        for node in tree.nodes(of: .functionCall) {
            guard let call = FunctionCall(node), let name = call.calledName else { continue }
            if let kind = Self.foregroundModifiers[name], call.callee.flatMap(MemberAccess.init) != nil,
               let expression = call.arguments.first(where: { $0.label == nil })?.expression,
               let foreground = side(of: expression), foreground.isKnown {
                let surface = swiftUISurface(of: node)
                found.append(Found(pair: ColorPair(kind, foreground, on: surface?.side ?? .unknown("the view's background")),
                                   foregroundRange: expression.range, backgroundRange: surface?.range))
            }
        }
        found += viewPropertyPairs()
        return found
    }

    /// The constant surfaces of the file: every `.background(color)` and `…backgroundColor = color` with a constant color.
    func constantSurfaces() -> [Surface] {
        var surfaces: [Surface] = []
        for node in tree.nodes(of: .functionCall) {
            guard let call = FunctionCall(node), let name = call.calledName, Self.backgroundModifiers.contains(name),
                  call.callee.flatMap(MemberAccess.init) != nil, let expression = call.arguments.first(where: { $0.label == nil })?.expression,
                  let side = side(of: expression), side.isConstant else { continue }
            surfaces.append(Surface(side: side, range: expression.range))
        }
        // A ZStack's leading color is the surface its later children are drawn on.
        for node in tree.nodes(of: .functionCall) where FunctionCall(node)?.calledName == "ZStack" {
            for closure in FunctionCall(node)?.trailingClosures.compactMap({ $0.node.children.first { $0.kind == .closure } }) ?? [] {
                guard let first = closure.children.first(where: { $0.kind != .closureSignature && $0.kind != .captureList }),
                      let side = side(of: first), side.isConstant else { continue }
                surfaces.append(Surface(side: side, range: first.range))
            }
        }
        for assignment in assignmentList where Self.backgroundProperties.contains(assignment.property) {
            if let side = side(of: assignment.value), side.isConstant { surfaces.append(Surface(side: side, range: assignment.value.range)) }
        }
        return surfaces
    }

    // MARK: - Colors chosen per scheme or theme

    /// Words that make a switch's subject a scheme or a theme (`colorScheme`, `traitCollection.userInterfaceStyle`,
    /// `theme`, a parameter of type `ColorScheme`, `UIUserInterfaceStyle`, `AppTheme`, `NSAppearance`).
    static let schemeWords = ["scheme", "theme", "userinterfacestyle", "appearance"]

    /// The byte ranges of `switch` statements whose subject is a scheme or theme, or that are categorical color tables:
    /// the colors their cases give are chosen per scheme, theme or identity, never colors that fail to adapt.
    func chosenBySwitch() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for node in tree.nodes(of: .switchStatement) {
            guard let subject = node.children.first(where: { $0.kind != .switchCase && $0.kind != .ifConfig }) else { continue }
            var words = [subject.text.lowercased()]
            // A parameter of the enclosing function named as the subject: its type says what it is.
            var current = node.parent
            while let candidate = current, candidate.kind != .functionDecl, candidate.kind != .sourceFile { current = candidate.parent }
            if let function = current.flatMap(FunctionDecl.init) {
                for parameter in function.parameters where parameter.name == subject.text {
                    words.append(parameter.type?.text.lowercased() ?? "")
                }
            }
            let isScheme = words.contains { word in Self.schemeWords.contains { word.contains($0) } }
            if isScheme || isCategoricalTable(node) {
                ranges.append(node.range)
            }
        }
        return ranges
    }

    /// Whether a `switch` is a categorical color table: four or more cases, nearly every one giving one constant color of
    /// its own (a device's, a tag's, a team's brand color). Such colors name an identity, the same in both modes on
    /// purpose, like an array literal of many colors.
    private func isCategoricalTable(_ node: Syntax) -> Bool {
        let cases = node.children(.switchCase)
        guard cases.count >= 4 else { return false }
        var values: Set<String> = []
        var constant = 0
        for item in cases {
            guard let colon = item.ownTokens.first(where: { tree.token($0, is: ":") }) else { continue }
            let start = tree.tokens[colon].range.upperBound
            let body = item.children.filter { $0.range.lowerBound >= start }
            guard body.count == 1 else { continue }
            let expression = body[0].kind == .returnStatement ? body[0].firstChild : body[0]
            guard let expression, let value = siteValues[expression.range] ?? insideValue(of: expression) else { continue }
            constant += 1
            values.insert(value.hex)
        }
        return constant * 4 >= cases.count * 3 && values.count >= 4
    }

    // MARK: - Appearances forced by the code

    /// The byte ranges the code shows in light only: the receiver of `.environment(\.colorScheme, .light)`,
    /// `.preferredColorScheme(.light)` or `.colorScheme(.light)`, and the type that sets `overrideUserInterfaceStyle =
    /// .light` on itself, its view or its navigation controller (or `appearance = NSAppearance(named: .aqua)`).
    func forcedLight() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for call in tree.nodes(of: .functionCall) {
            guard let view = FunctionCall(call), let callee = view.callee, callee.kind == .memberAccess, let base = callee.firstChild,
                  let name = callee.keyText else { continue }
            let arguments = view.arguments.compactMap(\.expression).map { $0.text.filter { !$0.isWhitespace } }
            let forcesLight = switch name {
            case "preferredColorScheme", "colorScheme": arguments == [".light"] || arguments == ["ColorScheme.light"]
            case "environment": arguments.count == 2 && arguments[0].hasSuffix(".colorScheme") && (arguments[1] == ".light" || arguments[1] == "ColorScheme.light")
            default: false
            }
            if forcesLight { ranges.append(base.range) }
        }
        return ranges + Self.lightOnlyTypes(in: tree).map(\.range)
    }

    /// The types that set `overrideUserInterfaceStyle = .light` (or an aqua `NSAppearance`) on themselves, their view,
    /// window or navigation controller: their screen is shown in light only. Another object's override is not the type's.
    static func lightOnlyTypes(in tree: SyntaxTree) -> [Syntax] {
        var types: [Syntax] = []
        for assignment in tree.nodes(of: .infixOperation) {
            guard let operation = InfixOperation(assignment), operation.operatorText == "=", let left = operation.left, let right = operation.right,
                  let property = left.keyText, property == "overrideUserInterfaceStyle" || property == "appearance" else { continue }
            // The value's text only for the two properties: every other assignment of a file would be copied for nothing.
            let value = right.text.filter { !$0.isWhitespace }
            let forcesLight = property == "overrideUserInterfaceStyle" && (value == ".light" || value == "UIUserInterfaceStyle.light")
                || property == "appearance" && value.hasPrefix("NSAppearance(named:") && value.contains(".aqua")
            guard forcesLight else { continue }
            let receiver = left.kind == .memberAccess ? left.firstChild?.text.filter { !$0.isWhitespace } ?? "" : "self"
            guard ["self", "view", "self.view", "navigationController", "navigationController?", "self.navigationController?",
                   "window", "view.window", "view.window?"].contains(receiver) else { continue }
            var scope = assignment.parent
            while let current = scope, !current.kind.isTypeDeclaration, current.kind != .sourceFile { scope = current.parent }
            if let scope, scope.kind.isTypeDeclaration { types.append(scope) }
        }
        return types
    }

    // MARK: - SwiftUI

    /// The background a modifier chain's content is drawn on: its own chain's, else its containers', else a ZStack's leading color.
    private func swiftUISurface(of call: Syntax) -> Surface? {
        var current: Syntax? = call
        var previous = call
        var steps = 0
        while let node = current, steps < 64 {
            steps += 1
            if node.kind == .functionCall, let surface = chainBackground(through: node) { return surface }
            // Inside a container's closure: a ZStack's leading color is drawn under its later children.
            if node.kind == .closure, let container = node.parent.flatMap({ $0.parent }), FunctionCall(container)?.calledName == "ZStack",
               let first = node.children.first(where: { $0.kind != .closureSignature && $0.kind != .captureList }), first != previous,
               let side = side(of: first), side.isKnown {
                return Surface(side: side, range: first.range)
            }
            if node.kind == .functionDecl || node.kind == .accessorDecl { break }
            previous = node
            current = node.parent
        }
        return nil
    }

    /// The nearest `.background(color)` in the modifier chain that `call` is part of (before or after it).
    private func chainBackground(through call: Syntax) -> Surface? {
        // Up: the outer modifiers (`x.foregroundColor(a).background(b)`: the call is the base of `.background`).
        var outer = call
        while let member = outer.parent, member.kind == .memberAccess, member.firstChild == outer,
              let next = member.parent, next.kind == .functionCall, next.firstChild == member {
            outer = next
        }
        // Down the chain from the outermost call, nearest to `call` first among those found.
        var candidates: [(distance: Int, surface: Surface)] = []
        var node: Syntax? = outer
        var position = 0, callPosition = 0
        while let current = node, current.kind == .functionCall, let function = FunctionCall(current) {
            if current == call { callPosition = position }
            if let name = function.calledName, Self.backgroundModifiers.contains(name),
               let expression = function.arguments.first(where: { $0.label == nil })?.expression, let side = side(of: expression) {
                candidates.append((position, Surface(side: side, range: expression.range)))
            }
            node = function.callee.flatMap(MemberAccess.init)?.base
            position += 1
        }
        return candidates.min { abs($0.distance - callPosition) < abs($1.distance - callPosition) }?.surface
    }

    // MARK: - UIKit and AppKit

    /// An assignment `receiver.property = value` (or `property = value` on the view itself) inside a function.
    struct Assignment {
        var function: Int
        var receiver: String
        var property: String
        var value: Syntax
    }

    /// The color property assignments of the file, each with its enclosing function.
    private static func assignments(in tree: SyntaxTree) -> [Assignment] {
        var result: [Assignment] = []
        for node in tree.nodes(of: .infixOperation) {
            guard let operation = InfixOperation(node), operation.operatorText == "=", let left = operation.left, let value = operation.right else { continue }
            let receiver: String, property: String
            if let member = MemberAccess(left) {
                property = member.name
                receiver = member.base.map { $0.text == "self" ? "self" : $0.text } ?? "self"
            } else if let reference = DeclReference(left) {
                property = reference.name
                receiver = "self"
            } else {
                continue
            }
            guard Self.foregroundProperties[property] != nil || Self.backgroundProperties.contains(property) else { continue }
            result.append(Assignment(function: Self.enclosingFunction(of: node), receiver: receiver, property: property, value: value))
        }
        for node in tree.nodes(of: .functionCall) {
            guard let call = FunctionCall(node), call.calledName == "setTitleColor", let member = call.callee.flatMap(MemberAccess.init),
                  let value = call.arguments.first?.expression else { continue }
            result.append(Assignment(function: Self.enclosingFunction(of: node), receiver: member.base?.text ?? "self", property: "titleColor", value: value))
        }
        return result
    }

    /// Pairs of one view object's colors set in one function.
    private func viewPropertyPairs() -> [Found] {
        var found: [Found] = []
        let all = assignmentList
        var byFunction: [Int: [Assignment]] = [:]
        for assignment in all { byFunction[assignment.function, default: []].append(assignment) }
        for (_, assignments) in byFunction {
            var backgrounds: [String: Assignment] = [:]
            for assignment in assignments where Self.backgroundProperties.contains(assignment.property) { backgrounds[assignment.receiver] = assignment }
            // The root view a subview without a background of its own is drawn on.
            let root = backgrounds["view"] ?? backgrounds["self.view"] ?? backgrounds["self"] ?? backgrounds["contentView"]
            for assignment in assignments {
                guard let kind = Self.foregroundProperties[assignment.property], let foreground = side(of: assignment.value), foreground.isKnown else { continue }
                let background = backgrounds[assignment.receiver] ?? root
                let surface = background.flatMap { self.side(of: $0.value) }
                found.append(Found(pair: ColorPair(kind, foreground, on: surface ?? .unknown("the view's superview")),
                                   foregroundRange: assignment.value.range, backgroundRange: surface == nil ? nil : background?.value.range))
            }
        }
        return found
    }

    /// The index of the function, initializer, accessor or closure a node is in (0 for the file).
    private static func enclosingFunction(of node: Syntax) -> Int {
        var current = node.parent
        while let candidate = current {
            if candidate.kind == .functionDecl || candidate.kind == .initializerDecl || candidate.kind == .closure { return candidate.index }
            current = candidate.parent
        }
        return 0
    }

    // MARK: - Sides

    /// The side an expression stands for: a constant (lint's value at the site, or a fixed system color), an adapting
    /// system color, a named color of the catalogs; `nil` when the expression is not a color this reads.
    func side(of expression: Syntax) -> PairSide? {
        let location = SourceLine(file: file, line: expression.location.line, column: expression.location.column)
        // `x.opacity(0.5)`: the color at that opacity.
        if let call = FunctionCall(expression), call.calledName == "opacity", let base = call.callee.flatMap(MemberAccess.init)?.base,
           let amount = call.arguments.first?.expression.flatMap({ Double($0.text) }), var side = side(of: base), case .constant(var value) = side.color {
            value.opacity *= amount
            side = .constant(value, at: location)
            return side
        }
        if let value = siteValues[expression.range] ?? insideValue(of: expression) {
            return .constant(ResolvedColor(red: value.red, green: value.green, blue: value.blue, opacity: value.alpha), at: location)
        }
        let text = expression.text.filter { !$0.isWhitespace }
        if let name = Self.namedColor(text) { return .named(name, catalogs: catalogs, at: location) }
        guard let member = text.split(separator: ".").last.map(String.init), text.hasPrefix(".") || text.hasPrefix("UIColor.")
                || text.hasPrefix("NSColor.") || text.hasPrefix("Color.") || text.hasPrefix("SwiftUI.Color.") else { return nil }
        let swiftUI = text.hasPrefix("Color.") || text.hasPrefix("SwiftUI.Color.")
        if let fixed = Self.fixedColors[member], !(swiftUI && member == "gray") {
            return .constant(ResolvedColor(red: fixed, green: fixed, blue: fixed), name: text, at: location)
        }
        if let system = SystemColorName(spelled: member, swiftUI: swiftUI || text.hasPrefix(".") && SystemColorName.swiftUIStyles[member] != nil) {
            return .system(system, at: location)
        }
        return nil
    }

    /// The value of the one site written just inside `expression` (`Color(white: 0.9)` in `(Color(white: 0.9))`), by its subtree.
    private func insideValue(of expression: Syntax) -> ColorSiteValue? {
        for node in expression.subtree.prefix(8) where expression.range.count - node.range.count <= 12 {
            if let value = siteValues[node.range] { return value }
        }
        return nil
    }

    /// Fixed grays and black and white, by member name, as their white value.
    static let fixedColors: [String: Double] = ["white": 1, "black": 0, "darkGray": 1.0 / 3, "lightGray": 2.0 / 3, "gray": 0.5,
                                                "whiteColor": 1, "blackColor": 0, "darkText": 0, "darkTextColor": 0]

    /// The name of `Color("Name")`, `UIColor(named: "Name")`, `NSColor(named: "Name")`.
    static func namedColor(_ text: String) -> String? {
        for prefix in ["Color(\"", "UIColor(named:\"", "NSColor(named:\"", "SwiftUI.Color(\""] where text.hasPrefix(prefix) {
            let rest = text.dropFirst(prefix.count)
            guard let end = rest.firstIndex(of: "\"") else { return nil }
            return String(rest[..<end])
        }
        return nil
    }
}
