import NocturneAppearance
import NocturneProject
import NocturneSyntax
import NocturneSupport

/// What a Swift file draws on what: pairs read from its syntax tree, each side resolved in every mode where it can be.
///
/// - SwiftUI: a foreground modifier (`.foregroundColor`, `.foregroundStyle`, `.tint`) is drawn on the nearest
///   `.background(…)` / `.listRowBackground(…)` of its own modifier chain, else of the chains of the containers around
///   it (`VStack { … }.background(Color.white)`), else on a `ZStack`'s leading color; else on the system background.
/// - UIKit and AppKit: the colors one view object gets in one function (`label.textColor` with `label.backgroundColor`,
///   `button.setTitleColor(_:for:)` with `button.backgroundColor`) pair up; a view without a background of its own is
///   drawn on the function's root view (`view.backgroundColor`, or the view's own in a view subclass), else on the
///   screen's: the root view its type sets in any method, else its storyboard scene's (``TypeSurfaces``).
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
        /// The background expression's byte range, `nil` when the background is the context's or is written in another file
        /// (a storyboard scene's root view).
        var backgroundRange: Range<Int>?
        /// Whether the foreground is a color the tree cannot read (a dependency's `UIColor.brandGray()`): such a pair is made
        /// only on a constant surface, which must change in dark, and whatever is drawn on it with it.
        var foregroundIsUnreadable = false
        /// Whether the foreground's view is a subview of an image view: drawn on the image, which the code does not say.
        var isOnImage = false
        /// Whether the pair is two arguments of one call (``SwiftPairs/argumentPairs()``): it clears the colors when it passes
        /// and makes no finding when it fails.
        var onlyClears = false
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
    /// The views the file adds to image views (``imageSubview(added:)``), read in the same pass.
    let imageSubviews: Set<String>
    /// The colors set on a style object's properties in the file (`settings.style.barItemTitleColor = .black`), in file
    /// order: what ``styleObjectPairs()`` pairs.
    let styleAssignments: [Assignment]
    /// The indexes of ``assignmentList`` by where their values start: what ``assignment(holding:)`` searches.
    private let assignmentsByStart: [Int]
    /// The root view's surface of the project's screens written elsewhere, by the view controller's type name (a storyboard
    /// scene's root view color): what a view of such a type with no background of its own is drawn on.
    let screenSurfaces: [String: PairSide]
    /// The root view's background a view controller inherits from a superclass that sets it in code in another file, as
    /// written there (``InheritedScreens``): read as a side here, with the project's palette.
    var inheritedRoots: [String: InheritedScreens.Root] = [:]
    /// Whether the project declares a color member of this name (`brandGray` of `UIColor.brandGray()`): one it declares is
    /// the app's own, whose value the pairs may not see but which may adapt; one it does not comes from outside the tree.
    let isDeclared: (String) -> Bool
    /// The value the app gives one of its color properties, as written (`Color("Danger")` for `static let danger`), by name and
    /// the type it is read on (`""` for an implicit member): what a palette type's member stands for where it is used
    /// (``ColorDeclarations/value(ofProperty:owner:)``).
    let paletteValue: (_ name: String, _ owner: String?) -> ColorDeclarations.PaletteValue?
    /// The app's color helpers (`rgb(…)`, `UIColor.brandColor(253, green: 84, blue: 4)`), whose calls with literals are constants.
    let wrappers: ColorDefinitions.ColorWrappers

    /// Reads a file's tree; `siteValues` are the constant values lint read at each site, by byte range.
    init(tree: SyntaxTree, file: String, catalogs: ColorCatalogIndex, siteValues: [Range<Int>: ColorSiteValue],
         screenSurfaces: [String: PairSide] = [:], isDeclared: @escaping (String) -> Bool = { _ in true },
         paletteValue: @escaping (_ name: String, _ owner: String?) -> ColorDeclarations.PaletteValue? = { _, _ in nil },
         wrappers: ColorDefinitions.ColorWrappers = ColorDefinitions.ColorWrappers()) {
        self.tree = tree
        self.wrappers = wrappers
        self.file = file
        self.catalogs = catalogs
        self.siteValues = siteValues
        self.screenSurfaces = screenSurfaces
        self.isDeclared = isDeclared
        self.paletteValue = paletteValue
        (assignmentList, imageSubviews, styleAssignments) = Self.assignments(in: tree)
        let list = assignmentList
        assignmentsByStart = list.indices.sorted { list[$0].value.range.lowerBound < list[$1].value.range.lowerBound }
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
            if var kind = Self.foregroundModifiers[name], call.callee.flatMap(MemberAccess.init) != nil,
               let expression = call.arguments.first(where: { $0.label == nil })?.expression,
               let foreground = side(of: expression), foreground.isKnown {
                // An image's or a shape's color is a symbol's (3:1), not text's; a shape one point thin is a line.
                if kind == .text { kind = Self.drawnKind(of: call) }
                let surface = swiftUISurface(of: node)
                // A shape's fill that is itself the surface (`.background { Capsule().foregroundColor(.black.opacity(0.4)) }`)
                // is no mark drawn on it.
                if let surface, surface.range == expression.range { continue }
                found.append(Found(pair: ColorPair(kind, foreground, on: surface?.side ?? .unknown("the view's background")),
                                   foregroundRange: expression.range, backgroundRange: surface?.side.isKnown == true ? surface?.range : nil))
            }
        }
        found += coloredViewPairs()
        found += viewPropertyPairs()
        found += argumentPairs()
        found += styleObjectPairs()
        found += nestedSurfacePairs()
        return found
    }

    /// The side of a value assigned to a UIKit or AppKit color property: as ``side(of:)`` reads it, and an implicit member
    /// that names a fixed color (`.orange`) as the platform's fixed color, which is what a `UIColor` property takes.
    func platformSide(of expression: Syntax) -> PairSide? {
        if let side = side(of: expression) { return side }
        guard expression.kind == .implicitMember, let name = expression.keyText, let fixed = PairSide.fixedColor(named: name) else { return nil }
        return .constant(fixed, name: "." + name, at: SourceLine(file: file, line: expression.location.line, column: expression.location.column))
    }

    /// The pairs a view of the file's own that draws in a constant color of its own makes where it is used: `WhiteText("Hi")`
    /// in a `ZStack` over `Color("Card")`, where `struct WhiteText: View` draws its text `.foregroundColor(.white)`. The
    /// foreground is the color the view's body writes (reported there); the surface is the one around each use.
    func coloredViewPairs() -> [Found] {
        let views = coloredViews()
        guard !views.isEmpty else { return [] }
        var found: [Found] = []
        for node in tree.nodes(of: .functionCall) {
            guard let call = FunctionCall(node), call.callee?.kind == .declReference, let name = call.calledName, let view = views[name],
                  let surface = swiftUISurface(of: node), surface.side.isKnown else { continue }
            found.append(Found(pair: ColorPair(view.kind, view.side, on: surface.side), foregroundRange: view.expression.range, backgroundRange: surface.range))
        }
        return found
    }

    /// The views the file declares (`struct WhiteText: View`) whose body draws its content in one constant color and paints
    /// no surface of its own, by type name: that color's side, expression and kind.
    func coloredViews() -> [String: (side: PairSide, expression: Syntax, kind: ForegroundKind)] {
        var views: [String: (side: PairSide, expression: Syntax, kind: ForegroundKind)] = [:]
        for node in tree.nodes(of: .structDecl) {
            guard let clause = node.child(.inheritanceClause), clause.children.contains(where: { $0.firstChild == nil && $0.keyToken.map { tree.token($0, is: "View") } == true || $0.text == "View" }),
                  let type = TypeDecl(node), let body = type.members.first(where: { $0.kind == .variableDecl && VariableDecl($0)?.name == "body" }) else { continue }
            var colors: [(side: PairSide, expression: Syntax, kind: ForegroundKind)] = []
            var paintsSurface = false
            for call in body.subtree where call.kind == .functionCall {
                // Names compared on their bytes first: a view's body holds many calls, few of them colors.
                guard let function = FunctionCall(call), let token = function.calledNameToken,
                      tree.token(token, is: "background") || tree.token(token, is: "listRowBackground") || tree.token(token, is: "fill")
                        || tree.token(token, is: "foregroundColor") || tree.token(token, is: "foregroundStyle") || tree.token(token, is: "tint"),
                      let called = function.calledName, function.callee.flatMap(MemberAccess.init) != nil else { continue }
                if Self.backgroundModifiers.contains(called) || called == "fill" { paintsSurface = true }
                guard var kind = Self.foregroundModifiers[called], let expression = function.arguments.first(where: { $0.label == nil })?.expression else { continue }
                guard let side = side(of: expression), side.isConstant else { colors = []; paintsSurface = true; break }
                if kind == .text { kind = Self.drawnKind(of: function) }
                colors.append((side, expression, kind))
            }
            if !paintsSurface, colors.count == 1 { views[type.name] = colors[0] }
        }
        return views
    }

    /// The default values of a private type's stored properties that every construction in the file replaces
    /// (`fileprivate struct Checkmark: View { var color: Color = .black }`, each `Checkmark(color: tint)` passing its own):
    /// never drawn.
    func defaultsNeverUsed() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var calls: [String: [FunctionCall]]?
        for node in tree.nodes(of: .structDecl) + tree.nodes(of: .classDecl) {
            guard let type = TypeDecl(node), node.children(.modifier).contains(where: { $0.keyText == "private" || $0.keyText == "fileprivate" }),
                  !type.members.contains(where: { $0.kind == .initializerDecl }) else { continue }
            var defaults: [(name: String, value: Syntax)] = []
            for member in type.members {
                guard let variable = VariableDecl(member), !variable.isLet, let name = variable.name, let value = variable.initializer else { continue }
                defaults.append((name, value))
            }
            guard !defaults.isEmpty else { continue }
            if calls == nil {
                var found: [String: [FunctionCall]] = [:]
                for call in tree.nodes(of: .functionCall) {
                    if let function = FunctionCall(call), function.callee?.kind == .declReference, let called = function.calledName { found[called, default: []].append(function) }
                }
                calls = found
            }
            let constructions = calls?[type.name] ?? []
            guard !constructions.isEmpty else { continue }
            for (name, value) in defaults where constructions.allSatisfy({ $0.arguments.contains { $0.label == name } }) {
                ranges.append(value.range)
            }
        }
        return ranges
    }

    /// The translucent constant layers after the first of a multi-layer symbol's style (`.foregroundStyle(.white,
    /// .black.opacity(0.4))`, a glyph on its own dimmed disc): the symbol's backdrop, drawn with it, not content on the page.
    func symbolBackdropLayers() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for node in tree.nodes(of: .functionCall) {
            // The name compared on its bytes: this runs over every call of every file.
            guard let call = FunctionCall(node), let name = call.calledNameToken, tree.token(name, is: "foregroundStyle"),
                  call.callee.flatMap(MemberAccess.init) != nil else { continue }
            let layers = call.arguments.filter { $0.label == nil }.compactMap(\.expression)
            guard layers.count > 1 else { continue }
            for layer in layers.dropFirst() {
                if let side = side(of: layer), side.isConstant, side.isTranslucent { ranges.append(layer.range) }
            }
        }
        return ranges
    }

    /// Whether a receiver names a view drawn as a line (`separatorView`, `cell.divider`, `bottomHairline`, `underlineView`):
    /// its background color is the line's.
    static func isLineView(_ receiver: String) -> Bool {
        let last = lastPart(of: receiver).lowercased()
        let name = last.hasSuffix("view") ? String(last.dropLast(4)) : last
        // "seperator" as often as not.
        return name.contains("separator") || name.contains("seperator") || name.contains("divider") || name.contains("hairline")
            || name.hasSuffix("line") && !name.hasSuffix("timeline")
    }

    /// Whether a receiver names a mask (`mask`, `deletionMask`, `cutoutView`): only its opacity is used.
    static func isMaskView(_ receiver: String) -> Bool {
        let last = lastPart(of: receiver).lowercased()
        return last.contains("mask") || last.contains("cutout")
    }

    /// The last name of a receiver's path, without optional marks: `layer` of `view.layer?`.
    static func lastPart(of receiver: String) -> String {
        (receiver.split(separator: ".").last.map(String.init) ?? "").filter { $0 != "?" && $0 != "!" }
    }

    /// Whether a receiver is a view's layer (`view.layer`, `self.gradientLayer`): the view's own surface, not a subview.
    static func isLayerPath(_ receiver: String) -> Bool {
        let last = lastPart(of: receiver)
        return last == "layer" || last.hasSuffix("Layer")
    }

    /// A view's surface on the surface of the view that holds it, set in one function: `bar.selectedBar.backgroundColor`
    /// on `bar.backgroundColor` (a pager's indicator on its strip), judged as a mark on it (3:1). Only clears: a constant
    /// indicator that reads on a constant strip is no finding, whatever either does on the page.
    func nestedSurfacePairs() -> [Found] {
        var found: [Found] = []
        var byFunction: [Int: [String: Assignment]] = [:]
        for assignment in assignmentList where assignment.property == "backgroundColor" && assignment.state == nil {
            byFunction[assignment.function, default: [:]][assignment.receiver] = assignment
        }
        // In file order (a dictionary's order differs from run to run): each run finds the same pairs in the same order.
        for (_, surfaces) in byFunction.sorted(by: { $0.key < $1.key }) where surfaces.count > 1 {
            for (receiver, inner) in surfaces.sorted(by: { $0.value.value.range.lowerBound < $1.value.value.range.lowerBound })
                where !Self.isLayerPath(receiver) {
                guard let dot = receiver.lastIndex(of: "."), let outer = surfaces[String(receiver[..<dot])],
                      let mark = platformSide(of: inner.value), let under = platformSide(of: outer.value), mark.isKnown, under.isKnown else { continue }
                found.append(Found(pair: ColorPair(.symbol, mark, on: under), foregroundRange: inner.value.range, backgroundRange: outer.value.range,
                                   onlyClears: true))
            }
        }
        return found
    }

    /// The pairs a call's own arguments make: a call given one surface and what is drawn on it, by their labels
    /// (`Banner(title:, textColor: .white, backgroundColor: .red)`, a style's initializer). A constant pair of them that
    /// passes in every mode is no finding; one that fails makes none either (``Found/onlyClears``): what the callee draws on
    /// what is its own (a theme set's `tintColor:` may be for another surface than its `backgroundColor:`).
    func argumentPairs() -> [Found] {
        var found: [Found] = []
        for node in tree.nodes(of: .functionCall) {
            guard let call = FunctionCall(node) else { continue }
            // Two labels that name colors (`textColor:`, `backgroundColour:`), found on the label tokens' bytes before any
            // argument is read.
            var colorLabels = 0
            for argument in node.children where argument.kind == .argument {
                if let label = argument.keyToken, tree.token(label, endsWith: "Color") || tree.token(label, endsWith: "color")
                    || tree.token(label, endsWith: "Colour") || tree.token(label, endsWith: "colour") { colorLabels += 1 }
            }
            guard colorLabels >= 2 else { continue }
            var surfaces: [Syntax] = [], foregrounds: [(kind: ForegroundKind, expression: Syntax)] = []
            for argument in call.arguments {
                guard let label = argument.label, let expression = argument.expression, let role = Self.role(ofProperty: label) else { continue }
                switch role {
                case .surface: surfaces.append(expression)
                case .foreground(let kind): foregrounds.append((kind, expression))
                }
            }
            guard surfaces.count == 1, !foregrounds.isEmpty, let surface = side(of: surfaces[0]), surface.isKnown else { continue }
            for (kind, expression) in foregrounds {
                guard let foreground = side(of: expression), foreground.isKnown else { continue }
                var pair = Found(pair: ColorPair(kind, foreground, on: surface), foregroundRange: expression.range, backgroundRange: surfaces[0].range)
                pair.onlyClears = true
                found.append(pair)
            }
        }
        return found
    }

    /// The pairs of one style object's properties set in one function (`settings.style.buttonBarItemTitleColor = .black` and
    /// `settings.style.buttonBarBackgroundColor = red`): a library's appearance settings, not a view's own properties. A
    /// foreground is drawn on the surface whose name stem is the longest start of its own (`buttonBarItem…` on
    /// `buttonBarItemBackgroundColor`, else `buttonBarBackgroundColor`), a clear one passed over; with one surface, on that.
    /// As ``argumentPairs()``, what the library draws on what is its own: such a pair only clears (``Found/onlyClears``).
    func styleObjectPairs() -> [Found] {
        struct Entry { var stem: String, expression: Syntax, role: PropertyRole }
        var groups: [String: [Entry]] = [:]
        var order: [String] = []
        for assignment in styleAssignments {
            guard let role = Self.role(ofProperty: assignment.property) else { continue }
            let key = "\(assignment.function)|\(Self.normalized(assignment.receiver))"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(Entry(stem: Self.stem(of: assignment.property, role: role), expression: assignment.value, role: role))
        }
        var found: [Found] = []
        for key in order {
            guard let entries = groups[key] else { continue }
            let surfaces = entries.filter { $0.role == .surface }.compactMap { entry -> (stem: String, side: PairSide, range: Range<Int>)? in
                guard let side = platformSide(of: entry.expression), side.isKnown, side.values?.allSatisfy({ $0.opacity == 0 }) != true else { return nil }
                return (entry.stem, side, entry.expression.range)
            }
            guard !surfaces.isEmpty else { continue }
            let single = entries.filter { $0.role == .surface }.count == 1
            for entry in entries {
                guard case .foreground(let kind) = entry.role, let foreground = platformSide(of: entry.expression), foreground.isKnown else { continue }
                let under = single ? surfaces[0]
                    : surfaces.filter { entry.stem.hasPrefix($0.stem) }.max { $0.stem.count < $1.stem.count }
                guard let under else { continue }
                var pair = Found(pair: ColorPair(kind, foreground, on: under.side), foregroundRange: entry.expression.range, backgroundRange: under.range)
                pair.onlyClears = true
                found.append(pair)
            }
        }
        return found
    }

    /// A color property's name without what says its role, lowercased: `buttonBarItem` for `buttonBarItemTitleColor` and
    /// `buttonBarItemBackgroundColor`, `selectedBar` for `selectedBarBackgroundColor`.
    static func stem(of property: String, role: PropertyRole) -> String {
        var lower = property.lowercased().replacingOccurrences(of: "colour", with: "color")
        let suffixes = role == .surface ? ["backgroundcolor", "bartintcolor"] : ["titlecolor", "textcolor", "placeholdercolor", "tintcolor", "color"]
        for suffix in suffixes where lower.hasSuffix(suffix) {
            lower.removeLast(suffix.count)
            break
        }
        return lower
    }

    /// The values a function body returns: its `return` statements' (not those of closures or functions inside it), or
    /// the one expression of a body that is only that.
    static func returnedValues(of body: Syntax) -> [Syntax] {
        let items = body.children.filter { $0.kind != .accessorBlock }
        if items.count == 1, let only = items.first, only.kind != .returnStatement, only.kind.isExpression { return [only] }
        var values: [Syntax] = []
        var stack = body.children
        var visited = 0
        while let node = stack.popLast(), visited < 4096 {
            visited += 1
            if node.kind == .closure || node.kind == .functionDecl || node.kind.isTypeDeclaration { continue }
            if node.kind == .returnStatement {
                if let value = node.firstChild { values.append(value) }
                continue
            }
            stack += node.children
        }
        return values
    }

    /// Shapes SwiftUI draws filled with the foreground style.
    static let shapes: Set<String> = ["Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse", "Path", "Divider"]

    /// What a foreground modifier colors, by the view its chain starts with: an image's symbol, a shape's fill (a symbol's
    /// 3:1), a line when the shape is framed one or two points thin (`Rectangle().frame(height: 1)`), else text.
    static func drawnKind(of call: FunctionCall) -> ForegroundKind {
        guard let root = chainRoot(of: call), let name = root.calledName else { return .text }
        if name == "Image" { return .symbol }
        guard shapes.contains(name) else { return .text }
        // The whole chain, outer modifiers included, for a thin frame.
        var outer = call.node
        while let member = outer.parent, member.kind == .memberAccess, member.firstChild == outer,
              let next = member.parent, next.kind == .functionCall, next.firstChild == member {
            outer = next
        }
        var node: Syntax? = outer
        var steps = 0
        while steps < 64, let current = node, let function = FunctionCall(current) {
            if function.calledName == "frame", function.arguments.contains(where: { ($0.label == "height" || $0.label == "width")
                && ($0.expression.flatMap { Double($0.text) }.map { $0 <= 2 } ?? false) }) { return .stroke }
            node = function.callee.flatMap(MemberAccess.init)?.base
            steps += 1
        }
        return name == "Divider" ? .stroke : .symbol
    }

    /// The view a modifier chain starts from (`Image(…)` in `Image(…).resizable().foregroundColor(…)`), when it is a call.
    static func chainRoot(of call: FunctionCall) -> FunctionCall? {
        var current = call
        var steps = 0
        while steps < 64, let base = current.callee.flatMap(MemberAccess.init)?.base, let next = FunctionCall(base) {
            current = next
            steps += 1
        }
        return current.callee.flatMap(MemberAccess.init) == nil ? current : nil
    }

    /// What a background modifier paints: its unlabelled argument (`.background(Color.white)`), else the first view of its
    /// content closure (`.background { Color.white.opacity(0.2) }`).
    static func backgroundContent(of call: FunctionCall) -> Syntax? {
        if let expression = call.arguments.first(where: { $0.label == nil })?.expression { return filledColor(expression) ?? expression }
        guard let closure = call.trailingClosures.first?.node.children.first(where: { $0.kind == .closure }),
              let content = closure.children.first(where: { $0.kind != .closureSignature && $0.kind != .captureList }) else { return nil }
        return filledColor(content) ?? content
    }

    /// Modifiers of a filled shape that leave its fill what the view is drawn on.
    static let shapeLayoutModifiers: Set<String> = ["frame", "padding", "shadow", "cornerRadius", "clipShape", "overlay", "offset",
                                                    "ignoresSafeArea", "edgesIgnoringSafeArea", "allowsHitTesting", "compositingGroup"]

    /// The color a shape is filled with, when an expression is a filled shape (`RoundedRectangle(cornerRadius: 12).fill(.red)`,
    /// an app's own `fill(_:strokeBorder:)`, past layout modifiers): its first unlabelled argument. A color shaped by
    /// layout modifiers (`Color.white.cornerRadius(20)`) is that color: what is under the modifiers.
    static func filledColor(_ expression: Syntax) -> Syntax? {
        var current = expression
        var steps = 0
        while steps < 16, let call = FunctionCall(current), let name = call.calledName, let base = call.callee.flatMap(MemberAccess.init)?.base {
            if name == "fill" { return call.arguments.first { $0.label == nil }?.expression }
            // A shape's foreground style is its fill (`RoundedRectangle(cornerRadius: 6).foregroundStyle(.white)`).
            if name == "foregroundStyle" || name == "foregroundColor", call.arguments.count == 1,
               let root = chainRoot(of: call)?.calledName, shapes.contains(root), root != "Divider", root != "Path" {
                return call.arguments.first { $0.label == nil }?.expression
            }
            guard shapeLayoutModifiers.contains(name) else { return nil }
            current = base
            steps += 1
        }
        return steps > 0 && FunctionCall(current).map({ $0.callee?.kind == .declReference && $0.calledName == "Color" }) ?? true ? current : nil
    }

    /// Whether an expression is a `ZStack`'s leading view, past layout modifiers (`ZStack { Color.purple.frame(maxHeight:
    /// .infinity); Header() }`): the surface the stack's later children are drawn on.
    static func isZStackBackdrop(_ node: Syntax) -> Bool {
        var current = node
        while let modifier = methodCall(on: current), shapeLayoutModifiers.contains(modifier.name) { current = modifier.call }
        guard let closure = current.parent, closure.kind == .closure,
              closure.children.first(where: { $0.kind != .closureSignature && $0.kind != .captureList })?.index == current.index else { return false }
        var container = closure.parent
        if container?.kind != .functionCall { container = container?.parent }
        return container.flatMap(FunctionCall.init)?.calledName == "ZStack"
    }

    /// The constant surfaces of the file: every `.background(color)` and `…backgroundColor = color` with a constant color.
    func constantSurfaces() -> [Surface] {
        var surfaces: [Surface] = []
        for node in tree.nodes(of: .functionCall) {
            guard let call = FunctionCall(node), let name = call.calledName else { continue }
            // A ZStack's leading color is the surface its later children are drawn on.
            // (A filled shape's fill, `RoundedRectangle(cornerRadius: 12).fill(Color(hex: "E0E3E8"))`, is that color.)
            if name == "ZStack" {
                for closure in call.trailingClosures.compactMap({ $0.node.children.first { $0.kind == .closure } }) {
                    guard let leading = closure.children.first(where: { $0.kind != .closureSignature && $0.kind != .captureList }) else { continue }
                    let first = Self.filledColor(leading) ?? leading
                    guard let side = side(of: first), side.isConstant else { continue }
                    surfaces.append(Surface(side: side, range: first.range))
                }
                continue
            }
            guard Self.backgroundModifiers.contains(name) else {
                // A call's argument labelled for a surface (`Options(backgroundColor: .white)`, `state(backgroundColor:
                // Palette.smoke)`): what the callee fills under its content. Labels are read on their tokens' bytes first.
                for argument in node.children where argument.kind == .argument {
                    guard let label = argument.keyToken, tree.token(label, endsWith: "Color") || tree.token(label, endsWith: "Colour"),
                          let labelled = Argument(argument), let text = labelled.label, Self.role(ofProperty: text) == .surface,
                          let expression = labelled.expression, let side = side(of: expression), side.isConstant else { continue }
                    surfaces.append(Surface(side: side, range: expression.range))
                }
                continue
            }
            guard call.callee.flatMap(MemberAccess.init) != nil,
                  let expression = Self.backgroundContent(of: call), let side = side(of: expression), side.isConstant else { continue }
            // `Divider().background(Color.white)` colors the divider: a line, not a surface.
            if let root = Self.chainRoot(of: call)?.calledName, Self.isLineView(root) { continue }
            surfaces.append(Surface(side: side, range: expression.range))
        }
        // A bar its type restyles in different methods (a navigation controller's light style in one, a gray or clear one
        // per pushed screen in others) has no one color: each is the style of the screens that choose it. (A control's
        // per-state fills are all shown, each in its state: they stay surfaces.)
        let key = { (assignment: Assignment) in "\(assignment.type)|\(Self.normalized(assignment.receiver))|\(assignment.property)" }
        var barStyles: [String: Set<String>] = [:]
        for assignment in assignmentList where assignment.type != 0 && assignment.property == "barTintColor" {
            barStyles[key(assignment), default: []].insert(assignment.value.text.removingWhitespace())
        }
        // A view a `switch` gives three or more colors, one per case (a status dot: online, away, offline), shows an
        // identity, the same in both modes on purpose, like a categorical table: not a surface, wherever its type sets it.
        let notSurfaces = categoricallyColored().union(barStyles.filter { $0.value.count > 1 }.keys)
        for assignment in assignmentList where Self.backgroundProperties.contains(assignment.property) {
            if !notSurfaces.isEmpty, notSurfaces.contains(key(assignment)) { continue }
            // A separator view's fill is a line, not a surface (a pale hairline shows on either page); a mask view's only
            // gives opacity.
            let name = viewName(of: assignment)
            if Self.isLineView(name) || Self.isMaskView(name) { continue }
            if let side = side(of: assignment.value), side.isConstant { surfaces.append(Surface(side: side, range: assignment.value.range)) }
        }
        // What a function named for a surface returns (`func backgroundColor(for message:) -> UIColor { … return .white }`, a
        // delegate's fill for each item) is that surface.
        for node in tree.nodes(of: .functionDecl) {
            guard let function = FunctionDecl(node), Self.role(ofProperty: function.name) == .surface, let body = function.body else { continue }
            for value in Self.returnedValues(of: body) {
                if let side = side(of: value), side.isConstant { surfaces.append(Surface(side: side, range: value.range)) }
            }
        }
        return surfaces
    }

    // MARK: - Colors chosen per scheme or theme

    /// Words that make a switch's subject a scheme or a theme (`colorScheme`, `traitCollection.userInterfaceStyle`,
    /// `theme`, a parameter of type `ColorScheme`, `UIUserInterfaceStyle`, `AppTheme`, `NSAppearance`).
    static let schemeWords = ["scheme", "theme", "userinterfacestyle", "appearance"]

    /// The byte ranges of `switch` statements whose subject is a scheme or theme, or that are categorical color tables:
    /// the colors their cases give are chosen per scheme, theme or identity, never colors that fail to adapt.
    ///
    /// A switch with both a `.dark` and a `.light` case chooses per scheme whatever its subject is called (`switch style`).
    /// When such a switch sits in an initializer, the initializer defines a theme (`Theme(style:)` building its palette):
    /// every color in it is chosen for that theme, the ones shared by both styles included (white on the brand color in
    /// either), so the whole initializer is returned.
    func chosenBySwitch() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for node in tree.nodes(of: .switchStatement) {
            guard let subject = node.children.first(where: { $0.kind != .switchCase && $0.kind != .ifConfig }) else { continue }
            var words = [subject.text.lowercased()]
            // A parameter of the enclosing function or initializer named as the subject: its type says what it is.
            var current = node.parent
            while let candidate = current, candidate.kind != .functionDecl, candidate.kind != .initializerDecl, candidate.kind != .sourceFile {
                current = candidate.parent
            }
            if let function = current.flatMap(FunctionDecl.init) {
                for parameter in function.parameters where parameter.name == subject.text {
                    words.append(parameter.type?.text.lowercased() ?? "")
                }
            }
            let casesAreSchemes = Self.hasDarkAndLightCases(node)
            let isScheme = casesAreSchemes || words.contains { word in Self.schemeWords.contains { word.contains(bytesOf: $0) } }
            if casesAreSchemes, let enclosing = current, enclosing.kind == .initializerDecl {
                ranges.append(enclosing.range)
            } else if isScheme || isCategoricalTable(node) {
                ranges.append(node.range)
            }
        }
        return ranges
    }

    /// The views a `switch` colors per case (three or more distinct values of one receiver's background, each in its own
    /// case), as `type|receiver|property` keys.
    func categoricallyColored() -> Set<String> {
        var result: Set<String> = []
        let backgrounds = assignmentList.filter { Self.backgroundProperties.contains($0.property) }
        guard backgrounds.count >= 3 else { return result }
        for node in tree.nodes(of: .switchStatement) {
            var values: [String: Set<String>] = [:]
            var cases: [String: Set<Int>] = [:]
            for assignment in backgrounds where node.range.contains(assignment.value.range.lowerBound) {
                let key = "\(assignment.type)|\(Self.normalized(assignment.receiver))|\(assignment.property)"
                values[key, default: []].insert(assignment.value.text.removingWhitespace())
                cases[key, default: []].insert(assignment.block)
            }
            for (key, distinct) in values where distinct.count >= 3 && (cases[key]?.count ?? 0) >= 3 { result.insert(key) }
        }
        return result
    }

    /// Whether a `switch` has a case for `.dark` and one for `.light` (its subject is a scheme, whatever it is called).
    static func hasDarkAndLightCases(_ node: Syntax) -> Bool {
        var found: Set<String> = []
        for item in node.children(.switchCase) {
            // The labels: the case's text up to its colon.
            let label = item.text.prefix { $0 != ":" }
            for name in ["dark", "light"] {
                guard let match = label.range(of: "." + name) else { continue }
                // `.dark`, not `.darkBlue`.
                if let next = label[match.upperBound...].first, next.isLetter || next.isNumber || next == "_" { continue }
                found.insert(name)
            }
        }
        return found.count == 2
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
    ///
    /// - Parameter lightTypes: Types the whole project shows in light only (``lightOnlyTypeNames(_:)``): a view controller
    ///   pushed onto a navigation controller another file locks to light is declared here but locked there.
    func forcedLight(lightTypes: Set<String> = []) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for call in tree.nodes(of: .functionCall) {
            guard let view = FunctionCall(call), let callee = view.callee, callee.kind == .memberAccess, let base = callee.firstChild,
                  let name = callee.keyText, name == "preferredColorScheme" || name == "colorScheme" || name == "environment" else { continue }
            // The arguments' text only for the three modifiers: every other call of a file would be copied for nothing.
            let arguments = view.arguments.compactMap(\.expression).map { $0.text.removingWhitespace() }
            let forcesLight = switch name {
            case "preferredColorScheme", "colorScheme": arguments == [".light"] || arguments == ["ColorScheme.light"]
            case "environment": arguments.count == 2 && arguments[0].hasSuffix(".colorScheme") && (arguments[1] == ".light" || arguments[1] == "ColorScheme.light")
            default: false
            }
            if forcesLight { ranges.append(base.range) }
        }
        var types = Self.lightOnlyTypes(in: tree).map(\.range)
        if !lightTypes.isEmpty {
            for node in tree.nodes(where: \.isTypeDeclaration) {
                if let name = TypeDecl(node)?.name, lightTypes.contains(name) { types.append(node.range) }
            }
        }
        return ranges + types
    }

    /// The types the project shows in light only, across files: those that lock themselves (``lightOnlyTypes(in:)``), and
    /// every view controller pushed onto a navigation controller locked to light, by a type that locked it or was itself
    /// pushed there (`navigationController?.overrideUserInterfaceStyle = .light`, then `pushViewController(SignIn(), …)`).
    static func lightOnlyTypeNames(_ summaries: [LightSummary]) -> Set<String> {
        var light: Set<String> = []
        var lockingNavigation: Set<String> = []
        for summary in summaries {
            light.formUnion(summary.locking)
            lockingNavigation.formUnion(summary.lockingNavigation)
        }
        let pushes = summaries.flatMap(\.pushes)
        // Whatever a type on the light stack pushes joins the stack, until nothing new does.
        var changed = !lockingNavigation.isEmpty
        while changed {
            changed = false
            for push in pushes where lockingNavigation.contains(push.pusher) && !lockingNavigation.contains(push.pushed) {
                lockingNavigation.insert(push.pushed)
                light.insert(push.pushed)
                changed = true
            }
        }
        return light
    }

    /// What one file says about light-only screens: the types that lock themselves to light, those that lock their
    /// navigation controller (or window), and the view controllers each type pushes.
    struct LightSummary: Sendable {
        var locking: Set<String> = []
        var lockingNavigation: Set<String> = []
        var pushes: [(pusher: String, pushed: String)] = []

        init(_ tree: SyntaxTree) {
            for (type, lock) in SwiftPairs.lightOnlyTypesWithLock(in: tree) {
                guard let name = TypeDecl(type)?.name else { continue }
                locking.insert(name)
                if lock.hasPrefix("navigationController") || lock.hasPrefix("self.navigationController") || lock.contains(bytesOf: "window") {
                    lockingNavigation.insert(name)
                }
            }
            pushes = SwiftPairs.pushedViewControllers(in: tree)
        }
    }

    /// The view controllers a file pushes onto its navigation controller: `(pusher, pushed)` type names, from
    /// `navigationController?.pushViewController(X(…), animated:)` or a local `let x = X(…)` pushed by name.
    static func pushedViewControllers(in tree: SyntaxTree) -> [(pusher: String, pushed: String)] {
        var found: [(pusher: String, pushed: String)] = []
        for node in tree.nodes(of: .functionCall) {
            guard let call = FunctionCall(node), ["pushViewController", "show", "setViewControllers"].contains(call.calledName ?? ""),
                  let receiver = call.callee.flatMap(MemberAccess.init)?.base?.text.filter({ !$0.isWhitespace && $0 != "?" && $0 != "!" }),
                  receiver == "navigationController" || receiver == "self.navigationController",
                  var argument = call.arguments.first?.expression else { continue }
            if argument.kind == .arrayLiteral, let last = argument.children.last?.firstChild ?? argument.children.last { argument = last }
            var scope = node.parent
            while let current = scope, !current.kind.isTypeDeclaration, current.kind != .sourceFile { scope = current.parent }
            guard let pusher = scope.flatMap(TypeDecl.init)?.name, let pushed = constructedType(argument) else { continue }
            found.append((pusher, pushed))
        }
        return found
    }

    /// The type an expression constructs: `SignIn(mode: .login)` → `SignIn`; a name bound in its function by
    /// `let x = SignIn(…)` → `SignIn`; else `nil`.
    private static func constructedType(_ expression: Syntax) -> String? {
        func typeName(_ node: Syntax) -> String? {
            guard let call = FunctionCall(node), let callee = call.callee, callee.kind == .declReference, let name = callee.keyText,
                  name.first?.isUppercase == true else { return nil }
            return name
        }
        if let name = typeName(expression) { return name }
        guard expression.kind == .declReference, let name = expression.keyText else { return nil }
        var scope = expression.parent
        while let current = scope, current.kind != .functionDecl, current.kind != .initializerDecl, current.kind != .closure,
              current.kind != .sourceFile { scope = current.parent }
        for declaration in scope?.subtree ?? [] where declaration.kind == .variableDecl {
            guard let variable = VariableDecl(declaration), variable.name == name, let value = variable.initializer else { continue }
            return typeName(value)
        }
        return nil
    }

    /// The types that set `overrideUserInterfaceStyle = .light` (or an aqua `NSAppearance`) on themselves, their view,
    /// window or navigation controller: their screen is shown in light only. Another object's override is not the type's.
    static func lightOnlyTypes(in tree: SyntaxTree) -> [Syntax] {
        lightOnlyTypesWithLock(in: tree).map(\.type)
    }

    /// The assignments that set an appearance (`x.overrideUserInterfaceStyle = …`, `x.appearance = …`): the receiver as
    /// written without white space (`self` for none), and the value's text without white space.
    static func appearanceAssignments(in tree: SyntaxTree) -> [(node: Syntax, property: String, receiver: String, value: String)] {
        var found: [(node: Syntax, property: String, receiver: String, value: String)] = []
        for node in tree.nodes(of: .infixOperation) {
            guard let operation = InfixOperation(node), operation.operatorText == "=", let left = operation.left, let right = operation.right,
                  let property = left.keyText, property == "overrideUserInterfaceStyle" || property == "appearance" else { continue }
            // The texts only for the two properties: every other assignment of a file would be copied for nothing.
            let receiver = left.kind == .memberAccess ? left.firstChild?.text.removingWhitespace() ?? "" : "self"
            found.append((node, property, receiver, right.text.removingWhitespace()))
        }
        return found
    }

    /// ``lightOnlyTypes(in:)`` with what each locks: `self`, `view`, `navigationController?`, `window`.
    static func lightOnlyTypesWithLock(in tree: SyntaxTree) -> [(type: Syntax, lock: String)] {
        var types: [(type: Syntax, lock: String)] = []
        for (assignment, property, receiver, value) in appearanceAssignments(in: tree) {
            let forcesLight = property == "overrideUserInterfaceStyle" && (value == ".light" || value == "UIUserInterfaceStyle.light")
                || property == "appearance" && value.hasPrefix("NSAppearance(named:") && value.contains(bytesOf: ".aqua")
            guard forcesLight else { continue }
            guard ["self", "view", "self.view", "navigationController", "navigationController?", "self.navigationController?",
                   "window", "view.window", "view.window?"].contains(receiver) else { continue }
            var scope = assignment.parent
            while let current = scope, !current.kind.isTypeDeclaration, current.kind != .sourceFile { scope = current.parent }
            if let scope, scope.kind.isTypeDeclaration { types.append((scope, receiver)) }
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
               let leading = node.children.first(where: { $0.kind != .closureSignature && $0.kind != .captureList }), leading != previous,
               case let first = Self.filledColor(leading) ?? leading, let side = side(of: first), side.isKnown {
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
            // A background the pairs cannot read (a local `fill`, a gradient) is still the view's surface: what is drawn on
            // it is not on a container's surface further out.
            if let name = function.calledName, Self.backgroundModifiers.contains(name), let expression = Self.backgroundContent(of: function) {
                let location = SourceLine(file: file, line: expression.location.line, column: expression.location.column)
                candidates.append((position, Surface(side: side(of: expression) ?? .unknown("a color from code", at: location), range: expression.range)))
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
        /// The control state a per-state setter names (`.normal` in `setTitleColor(.white, for: .normal)`), else `nil`.
        var state: String? = nil
        /// The innermost block it is in (a `switch` case, an `if` branch), by node index: a text color pairs with the
        /// background set beside it, not one another case sets.
        var block: Int = 0
        /// The innermost type declaration it is in, by node index (0 for none).
        var type: Int = 0
    }

    /// The assignment whose value holds the byte `offset` (the innermost, when values nest), or `nil`.
    func assignment(holding offset: Int) -> Assignment? {
        var low = 0, high = assignmentsByStart.count
        while low < high {
            let middle = (low + high) / 2
            if assignmentList[assignmentsByStart[middle]].value.range.lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        // Back from the last value starting at or before `offset` to the first that holds it.
        for position in stride(from: low - 1, through: max(0, low - 8), by: -1) {
            let assignment = assignmentList[assignmentsByStart[position]]
            if assignment.value.range.contains(offset) { return assignment }
        }
        return nil
    }

    /// What an assignment's receiver is called where it is made: the property a closure initializes when the receiver is
    /// that closure's local (`seperatorView` for `view` in `let seperatorView: UIView = { let view = UIView(); …; return view }()`),
    /// else the receiver itself. The property's name says what the view is (a separator, a container); the local's does not.
    func viewName(of assignment: Assignment) -> String {
        guard assignment.function != 0, !assignment.receiver.contains("."), !assignment.receiver.hasPrefix("self") else { return assignment.receiver }
        let closure = Syntax(tree: tree, index: assignment.function)
        guard closure.kind == .closure, let call = closure.parent, let function = FunctionCall(call), function.callee?.index == closure.index,
              function.arguments.isEmpty, let binding = call.parent, let name = PatternBinding(binding)?.name else { return assignment.receiver }
        return name
    }

    /// The view a call adds to an image view as a subview (`imageView.addSubview(pageLabel)`), normalized
    /// (``normalized(_:)``), when it is such a call: what it draws is drawn on the image.
    static func imageSubview(added call: FunctionCall) -> String? {
        guard let base = call.callee.flatMap(MemberAccess.init)?.base, let last = base.text.split(separator: ".").last,
              case let name = last.filter({ $0 != "?" && $0 != "!" }), name.hasSuffix("ImageView") || name == "imageView",
              let argument = call.arguments.first?.expression else { return nil }
        return normalized(argument.text)
    }

    /// Whether the function that sets a view's color also fades the view, or what holds it, to a fraction of its opacity
    /// (`view.layer?.opacity = 0.01` beside `view.layer?.backgroundColor = NSColor.black.cgColor`, a dimming view at 40%): a
    /// shade or a scrim, whose opacity is the point, not a surface or a mark. (An opacity of 0 is a start an animation
    /// leaves: a blinking caret.)
    func isFaded(_ assignment: Assignment) -> Bool {
        let receiver = Self.normalized(assignment.receiver)
        for node in tree.nodes(of: .infixOperation) where Self.enclosingFunction(of: node) == assignment.function {
            guard let operation = InfixOperation(node), operation.operatorText == "=", let left = operation.left.flatMap(MemberAccess.init),
                  ["alpha", "alphaValue", "opacity"].contains(left.name), let base = left.base.map({ Self.normalized($0.text) }),
                  let amount = operation.right.flatMap({ Double($0.text) }), amount > 0, amount < 1 else { continue }
            if receiver == base || receiver.hasPrefix(base + ".") { return true }
        }
        return false
    }

    /// Every value a local variable of a function is given, its declaration's and its assignments' (`var color: NSColor`,
    /// then `color = Palette.red` in each case of a `switch`), or `nil` when the name is not a local the function declares.
    func localValues(of name: String, in function: Int) -> [Syntax]? {
        // Outside any function (a property observer, a type's body) a name is no local.
        guard function > 0, [.functionDecl, .initializerDecl].contains(tree.node(function).kind) else { return nil }
        var declared = false
        var values: [Syntax] = []
        for node in tree.nodes(of: .patternBinding) where Self.enclosingFunction(of: node) == function {
            guard let binding = PatternBinding(node), binding.name == name else { continue }
            declared = true
            if let value = binding.initializer { values.append(value) }
        }
        guard declared else { return nil }
        for node in tree.nodes(of: .infixOperation) where Self.enclosingFunction(of: node) == function {
            guard let operation = InfixOperation(node), operation.operatorText == "=", operation.left?.kind == .declReference,
                  operation.left?.text == name, let value = operation.right else { continue }
            values.append(value)
        }
        return values.isEmpty ? nil : values
    }

    /// A receiver's text without `self.`, optional marks and white space: `self.pageLabel!` is `pageLabel`.
    static func normalized(_ receiver: String) -> String {
        var text = receiver.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }

    /// The views the file adds subviews to (`containerView.addSubview(…)`, `stack.addArrangedSubview(…)`, `self` for a bare
    /// `addSubview(…)`) or whose subview's surface it sets (`bar` of `bar.selectedBar.backgroundColor`), and the views UIKit
    /// gives subviews (`contentView`, `backgroundView`): their background is a surface things are drawn on, not a mark drawn on one.
    func containers() -> Set<String> {
        var found: Set<String> = []
        // A view whose subview's surface the file sets (`bar.selectedBar.backgroundColor`) holds that subview.
        for assignment in assignmentList where assignment.property == "backgroundColor" && !Self.isLayerPath(assignment.receiver) {
            if let dot = assignment.receiver.lastIndex(of: ".") { found.insert(String(assignment.receiver[..<dot])) }
        }
        for node in tree.nodes(of: .functionCall) {
            guard let call = FunctionCall(node), let name = call.calledName,
                  ["addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview"].contains(name) else { continue }
            let base = call.callee.flatMap(MemberAccess.init)?.base?.text
            found.insert(base == nil || base == "self" ? "self" : base!)
        }
        return found
    }

    /// Whether a receiver's background is a surface others are drawn on: it holds subviews (``containers()``), or it is a
    /// view UIKit fills with content (`contentView`, `backgroundView`, a table or collection view and its cells, a scroll
    /// or text view).
    static func isContainer(_ receiver: String, in containers: Set<String>) -> Bool {
        let last = lastPart(of: receiver)
        if containers.contains(receiver) || ["contentView", "backgroundView", "cell", "window"].contains(last) || last.hasSuffix("Cell")
            || last.hasSuffix("Window") {
            return true
        }
        let lower = last.lowercased()
        return ["tableview", "collectionview", "scrollview", "textview", "outlineview"].contains { lower.hasSuffix($0) }
    }

    /// Whether an assignment's receiver is a container (``isContainer(_:in:)``: a view given subviews, a cell's content view,
    /// a window), a view controller's root view, or the view itself in a cell's own class (`backgroundColor = …` in a
    /// `UITableViewCell` or `UICollectionViewCell` subclass: the cell's content is drawn on it).
    func isContainer(_ assignment: Assignment, in containers: Set<String>) -> Bool {
        if Self.isContainer(assignment.receiver, in: containers) { return true }
        guard assignment.type != 0 else { return false }
        let type = Syntax(tree: tree, index: assignment.type)
        // A view controller's root view: the screen, every other view of it drawn on it.
        if assignment.receiver == "view" || assignment.receiver == "self.view" || assignment.receiver == "view?" {
            return TypeDecl(type).map { declaration in
                declaration.name.hasSuffix("Controller") || declaration.inheritedTypes.contains { $0.text.hasSuffix("ViewController") }
            } ?? false
        }
        guard assignment.receiver == "self" else { return false }
        return TypeDecl(type).map { declaration in
            declaration.name.hasSuffix("Cell") || declaration.inheritedTypes.contains { $0.text.hasSuffix("Cell") }
        } ?? false
    }

    /// What a UIKit or AppKit color property colors, judged by its name: a surface (`backgroundColor`,
    /// `actionBackgroundColor`, `barTintColor`), text (`textColor`, `titleTextColour`), a symbol or tint (`tintColor`), a
    /// stroke (`borderColor`, `separatorColor`, a line view's `lineColor`); `nil` when the name says none of these (`color`, `fillColor`).
    enum PropertyRole: Equatable {
        case surface
        case foreground(ForegroundKind)
    }

    /// The role a property's name gives its color (``PropertyRole``), British spellings included.
    static func role(ofProperty name: String) -> PropertyRole? {
        // Most names are no color's (every function of a file is asked): out before any copy.
        // (`gradientColors`: the colors of a gradient, one name for several.)
        let plural = name.hasSuffix("Colors") || name.hasSuffix("Colours") || name.hasSuffix("colors") || name.hasSuffix("colours")
        guard plural || name.hasSuffix("Color") || name.hasSuffix("Colour") || name.hasSuffix("color") || name.hasSuffix("colour") else { return nil }
        let lower = name.lowercased().replacingOccurrences(of: "colour", with: "color")
        if lower.contains(bytesOf: "shadow") { return nil }
        // A gradient's colors fill what it is drawn over: a surface.
        if plural {
            guard lower.contains(bytesOf: "gradient") || lower.contains(bytesOf: "background") else { return nil }
            return .surface
        }
        // `bgColor`, `cellBgColor` (not `rgbColor`).
        // A button's color (`buttonColor`, `actionButtonColor`) is its fill, under its title or icon.
        if lower.contains(bytesOf: "background") || lower.hasSuffix("bartintcolor") || lower.hasSuffix("bgcolor") && !lower.hasSuffix("rgbcolor")
            || lower.hasSuffix("buttoncolor") { return .surface }
        if lower.hasSuffix("textcolor") || lower.hasSuffix("titlecolor") || lower.hasSuffix("placeholdercolor") { return .foreground(.text) }
        if lower.contains(bytesOf: "gradient") { return .surface }
        if lower.hasSuffix("tintcolor") { return .foreground(.symbol) }
        if lower.contains(bytesOf: "border") || lower.contains(bytesOf: "separator") || lower.hasSuffix("linecolor") || lower.contains(bytesOf: "hairline") {
            return .foreground(.stroke)
        }
        return nil
    }

    /// Whether a property is a control's named fill, drawn under its own content (`actionBackgroundColor`,
    /// `selectedBackgroundColor`): not the plain `backgroundColor` of a view, which may be a bar or a caret.
    static func isNamedFill(_ name: String) -> Bool {
        role(ofProperty: name) == .surface && !backgroundProperties.contains(name)
    }

    /// Whether a node is (inside) what a SwiftUI `.background(…)` or `.background { … }` draws, not the view it modifies.
    func isInBackgroundContent(_ node: Syntax) -> Bool {
        var current = node
        var steps = 0
        while let parent = current.parent, steps < 48 {
            steps += 1
            if parent.kind == .functionDecl || parent.kind == .accessorDecl || parent.kind.isTypeDeclaration { return false }
            if parent.kind == .functionCall, let call = FunctionCall(parent), let name = call.calledName,
               ["background", "listRowBackground", "containerBackground", "backgroundStyle"].contains(name),
               call.callee.flatMap(MemberAccess.init) != nil {
                // The modified view is the callee's base: only the arguments and closures are the background.
                if let callee = call.callee, callee.range.contains(node.range.lowerBound) { return false }
                return true
            }
            current = parent
        }
        return false
    }

    /// The color property assignments of the file, each with its enclosing function.
    private static func assignments(in tree: SyntaxTree) -> ([Assignment], imageSubviews: Set<String>, styles: [Assignment]) {
        var result: [Assignment] = []
        var styles: [Assignment] = []
        var onImages: Set<String> = []
        for node in tree.nodes(of: .infixOperation) {
            guard let operation = InfixOperation(node), operation.operatorText == "=", let left = operation.left, let value = operation.right else { continue }
            let receiver: String, property: String
            // The property first: most assignments set no color, and a receiver's text is a copy.
            if let member = MemberAccess(left) {
                property = member.name
                guard Self.foregroundProperties[property] != nil || Self.backgroundProperties.contains(property) else {
                    // Another color property of an object other than the view itself: a style object's (``styleObjectPairs()``).
                    if Self.role(ofProperty: property) != nil, let base = member.base, base.text != "self" {
                        styles.append(Assignment(function: Self.enclosingFunction(of: node), receiver: base.text, property: property, value: value))
                    }
                    continue
                }
                receiver = member.base.map { $0.text == "self" ? "self" : $0.text } ?? "self"
            } else if let reference = DeclReference(left) {
                property = reference.name
                guard Self.foregroundProperties[property] != nil || Self.backgroundProperties.contains(property) else { continue }
                receiver = "self"
            } else {
                continue
            }
            result.append(Assignment(function: Self.enclosingFunction(of: node), receiver: receiver, property: property, value: value,
                                     block: Self.enclosingBlock(of: node), type: Self.enclosingType(of: node)))
        }
        // Per-state setters: UIKit's `setTitleColor(_:for:)`, and the `set…BackgroundColor(_:for:…)` many button classes
        // add; called bare inside the button's own class, the receiver is `self`.
        for node in tree.nodes(of: .functionCall) {
            guard let call = FunctionCall(node), let name = call.calledName,
                  name == "addSubview" || name.hasPrefix("set") && name.hasSuffix("Color"),
                  let value = call.arguments.first?.expression else { continue }
            let property: String
            if name == "addSubview" {
                if let view = imageSubview(added: call) { onImages.insert(view) }
                continue
            } else if name == "setTitleColor" {
                property = "titleColor"
            } else if name.hasPrefix("set"), name.hasSuffix("BackgroundColor"), call.arguments.contains(where: { $0.label == "for" }) {
                property = "backgroundColor"
            } else {
                continue
            }
            let base = call.callee.flatMap(MemberAccess.init)?.base?.text
            let state = call.arguments.first { $0.label == "for" }?.expression?.text.removingWhitespace()
            result.append(Assignment(function: Self.enclosingFunction(of: node), receiver: base == nil || base == "self" ? "self" : base!,
                                     property: property, value: value, state: state, block: Self.enclosingBlock(of: node),
                                     type: Self.enclosingType(of: node)))
        }
        return (result, onImages, styles)
    }

    /// Pairs of one view object's colors set in one function.
    ///
    /// A view whose background the function does not set is drawn on the background its type sets for it elsewhere, else
    /// on the function's root view, else on the screen's: the root view its type sets (`view.backgroundColor` in a view
    /// controller, `backgroundColor` of a view subclass on itself, in any method), else the root view of the storyboard
    /// scene of that type (``screenSurfaces``); a nested type without one is drawn on its enclosing type's.
    private func viewPropertyPairs() -> [Found] {
        var found: [Found] = []
        let all = assignmentList
        guard all.contains(where: { Self.foregroundProperties[$0.property] != nil }) else { return found }
        var byFunction: [Int: [Assignment]] = [:]
        for assignment in all { byFunction[assignment.function, default: []].append(assignment) }
        // The type-level surfaces, read once some view has no background in its own function.
        var cachedTypes: TypeSurfaces?
        func types() -> TypeSurfaces {
            if let cachedTypes { return cachedTypes }
            let computed = typeSurfaces()
            cachedTypes = computed
            return computed
        }
        let onImages = imageSubviews
        var locals: [Int: Set<String>] = [:]
        // In file order (a dictionary's order differs from run to run), so that every run reports the same pair first.
        for (_, assignments) in byFunction.sorted(by: { $0.key < $1.key }) {
            var backgrounds: [String: Assignment] = [:]
            // A receiver's background set in the same block (one `switch` case) as its text color comes first.
            var blockBackgrounds: [String: Assignment] = [:]
            // A control's per-state fills, by receiver and state: a state's title is drawn on that state's fill, or the normal one.
            var stateBackgrounds: [String: Assignment] = [:]
            for assignment in assignments where Self.backgroundProperties.contains(assignment.property) {
                if let state = assignment.state {
                    stateBackgrounds[assignment.receiver + "|" + state] = assignment
                } else {
                    backgrounds[assignment.receiver] = assignment
                    blockBackgrounds[assignment.receiver + "|\(assignment.block)"] = assignment
                }
            }
            // The root view a subview without a background of its own is drawn on.
            let root = backgrounds["view"] ?? backgrounds["self.view"] ?? backgrounds["self"] ?? backgrounds["contentView"]
            for assignment in assignments {
                guard let kind = Self.foregroundProperties[assignment.property] else { continue }
                // A label added to an image view is drawn on the image (a page number over a page's thumbnail).
                if !onImages.isEmpty, onImages.contains(Self.normalized(assignment.receiver)), let foreground = side(of: assignment.value) {
                    found.append(Found(pair: ColorPair(kind, foreground, on: .unknown("an image")), foregroundRange: assignment.value.range,
                                       backgroundRange: nil, isOnImage: true))
                    continue
                }
                // The foreground first: an unknown one is paired only when it is a color the tree cannot read.
                let foreground = side(of: assignment.value).flatMap { $0.isKnown ? $0 : nil }
                let unreadable = foreground == nil ? unreadableColor(assignment.value) : nil
                if foreground == nil, unreadable == nil { continue }
                let stateFill = assignment.state.flatMap { stateBackgrounds[assignment.receiver + "|" + $0] }
                    ?? stateBackgrounds[assignment.receiver + "|.normal"]
                // A view of a bar (`titleView.subtitleLabel`, `navigationBar.titleLabel`) is drawn on that bar, not on the screen.
                let onBar = Self.isInBar(assignment.receiver)
                let background = stateFill ?? blockBackgrounds[assignment.receiver + "|\(assignment.block)"] ?? backgrounds[assignment.receiver]
                    ?? (assignment.type == 0 || isLocal(assignment.receiver, in: assignment.function, cache: &locals) ? nil
                        : types().background(of: assignment.receiver, inType: assignment.type)) ?? (onBar ? nil : root)
                var surface: PairSide? = background.flatMap { self.side(of: $0.value) }
                var surfaceRange = surface == nil ? nil : background?.value.range
                if background == nil, !onBar, assignment.type != 0, let screen = types().screen(assignment.type) {
                    surface = screen.side
                    surfaceRange = screen.range
                }
                guard let foreground else {
                    // A color the tree cannot read, drawn on a constant surface that stays bright in dark: the surface must
                    // change, and whatever is drawn on it with it.
                    if let surface, surface.isConstant, surface.isBrightInDark, let name = unreadable {
                        let location = SourceLine(file: file, line: assignment.value.location.line, column: assignment.value.location.column)
                        found.append(Found(pair: ColorPair(kind, .unknown(name, at: location), on: surface), foregroundRange: assignment.value.range,
                                           backgroundRange: surfaceRange, foregroundIsUnreadable: true))
                    }
                    continue
                }
                found.append(Found(pair: ColorPair(kind, foreground, on: surface ?? .unknown("the view's superview")),
                                   foregroundRange: assignment.value.range, backgroundRange: surface == nil ? nil : surfaceRange))
            }
        }
        return found
    }

    /// Whether a receiver is a view inside a bar: a part of its path, before the view itself, names a navigation item's
    /// title view or a bar (`titleView.stateLabel`, `navigationController?.navigationBar.subviews`, `toolbar.label`).
    static func isInBar(_ receiver: String) -> Bool {
        let parts = receiver.split(separator: ".").dropLast()
        return parts.contains { part in
            let name = part.hasSuffix("?") || part.hasSuffix("!") ? part.dropLast() : part[...]
            return name.hasSuffix("titleView") || name.hasSuffix("TitleView") || name.hasSuffix("navigationBar") || name.hasSuffix("NavigationBar")
                || name == "toolbar" || name == "tabBar"
        }
    }

    /// The surfaces each type of the file sets across its methods (its declaration and extensions together, by name): the
    /// root view's (`view.backgroundColor` in a view controller, `backgroundColor` on a view subclass itself), and each
    /// receiver's own background where every method that sets it gives it the same color.
    struct TypeSurfaces {
        /// Each type's root view surface, by type name: its side and expression range (`nil` when written in another file).
        var roots: [String: (side: PairSide, range: Range<Int>?)] = [:]
        /// Each type's receivers' backgrounds set once (or always alike), by type name and receiver.
        var receivers: [String: [String: Assignment]] = [:]
        /// Each type declaration's name, and the index of its enclosing type declaration (0 for none), by node index.
        var declarations: [Int: (name: String, outer: Int)] = [:]

        /// A receiver's background its type sets in some method, or `nil`.
        func background(of receiver: String, inType type: Int) -> Assignment? {
            declarations[type].flatMap { receivers[$0.name]?[receiver] }
        }

        /// The screen surface a view in the type is drawn on: the type's root view, else its enclosing type's.
        func screen(_ type: Int) -> (side: PairSide, range: Range<Int>?)? {
            var current = type
            var steps = 0
            while current != 0, steps < 16, let declaration = declarations[current] {
                if let root = roots[declaration.name] { return root }
                current = declaration.outer
                steps += 1
            }
            return nil
        }
    }

    /// Words that make a color's name a dark or gray neutral.
    static let neutralWords = ["gray", "grey", "black", "dark", "charcoal", "graphite", "slate"]

    /// Whether a receiver is a local of the function (or closure) at node index `function`: `let button = UIButton()` in one
    /// closure is not the `button` another closure of the type colors, nor a property of the type.
    ///
    /// - Parameter cache: The names each function declares, by its node index, filled as functions are asked about.
    func isLocal(_ receiver: String, in function: Int, cache: inout [Int: Set<String>]) -> Bool {
        guard function != 0, !receiver.contains(bytesOf: "."), receiver != "self" else { return false }
        let name = receiver.filter { $0 != "?" && $0 != "!" }
        if let names = cache[function] { return names.contains(name) }
        var names: Set<String> = []
        for node in Syntax(tree: tree, index: function).subtree where node.kind == .variableDecl {
            for binding in VariableDecl(node)?.bindings ?? [] { if let bound = binding.name { names.insert(bound) } }
        }
        cache[function] = names
        return names.contains(name)
    }

    /// The surfaces of the file's types (``TypeSurfaces``).
    func typeSurfaces() -> TypeSurfaces {
        var result = TypeSurfaces()
        guard !assignmentList.isEmpty else { return result }
        // The types the assignments are in, and the types around them: all a lookup can reach.
        for assignment in assignmentList {
            var current = assignment.type
            while current != 0, result.declarations[current] == nil {
                let node = Syntax(tree: tree, index: current)
                let outer = Self.enclosingType(of: node)
                result.declarations[current] = (TypeDecl(node)?.name ?? "", outer)
                current = outer
            }
        }
        var rootValues: [String: Set<Int>] = [:]
        var receiverValues: [String: [String: Set<Int>]] = [:]
        for assignment in assignmentList where assignment.state == nil && Self.backgroundProperties.contains(assignment.property) {
            guard let type = result.declarations[assignment.type]?.name, !type.isEmpty else { continue }
            // The value's text, white space aside, as a hash: two methods giving the same color give the same one.
            var hasher = Hasher()
            for byte in tree.bytes[assignment.value.range] where byte != 0x20 && byte != 0x0A && byte != 0x09 && byte != 0x0D { hasher.combine(byte) }
            let text = hasher.finalize()
            if ["view", "self.view", "self"].contains(assignment.receiver) {
                rootValues[type, default: []].insert(text)
                if let side = side(of: assignment.value) { result.roots[type] = (side, assignment.value.range) }
            }
            receiverValues[type, default: [:]][assignment.receiver, default: []].insert(text)
            result.receivers[type, default: [:]][assignment.receiver] = assignment
        }
        // A root or receiver given different colors in different methods (per theme, per state) has no one surface.
        for (type, values) in rootValues where values.count > 1 { result.roots[type] = nil }
        for (type, receivers) in receiverValues {
            for (receiver, values) in receivers where values.count > 1 { result.receivers[type]?[receiver] = nil }
        }
        // A type whose code does not set its root view is drawn on its storyboard scene's, when it has one, else on the one
        // its superclass sets in code.
        for (_, declaration) in result.declarations where rootValues[declaration.name] == nil {
            if let screen = screenSurfaces[declaration.name] {
                result.roots[declaration.name] = (screen, nil)
            } else if let inherited = inheritedRoots[declaration.name],
                      let side = side(ofText: inherited.text, at: inherited.location)
                          ?? Self.constantValue(of: inherited.text, wrappers: wrappers).map({ PairSide.constant($0, at: inherited.location) }) {
                result.roots[declaration.name] = (side, nil)
            }
        }
        return result
    }

    /// How findings name a color the tree cannot read, when `expression` is one: a member of the color type that neither the
    /// platform nor the project declares, and whose name says it is a dark or gray neutral (`.brandGray()`,
    /// `UIColor.inkBlack`), the colors a design picks for a white surface and that vanish once it turns dark; `nil` for
    /// anything else: a variable, a parameter or a theme's property (which may adapt), or a named hue (`.brandRed()`, an
    /// error title of mid luminance that may read on either surface: its value cannot be known).
    func unreadableColor(_ expression: Syntax) -> String? {
        var text = expression.text.removingWhitespace()
        for prefix in ["UIColor.", "NSColor."] where text.hasPrefix(prefix) { text.removeFirst(prefix.count - 1) }
        guard text.hasPrefix(".") else { return nil }
        var member = text.dropFirst()
        if member.hasSuffix("()") { member = member.dropLast(2) }
        guard !member.isEmpty, member.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              SystemColorName(spelled: String(member), swiftUI: false) == nil, PairSide.fixedColor(named: String(member)) == nil,
              catalogs.byName[String(member)] == nil, catalogs.entry(symbolHash: WordTable.hash(member.utf8)) == nil,
              !isDeclared(String(member)) else { return nil }
        let lower = member.lowercased()
        guard Self.neutralWords.contains(where: { lower.contains(bytesOf: $0) }) else { return nil }
        return expression.text
    }

    /// The index of the innermost type declaration (class, struct, extension…) a node is in (0 for the file).
    private static func enclosingType(of node: Syntax) -> Int {
        var current = node.parent
        while let candidate = current {
            if candidate.kind.isTypeDeclaration { return candidate.index }
            current = candidate.parent
        }
        return 0
    }

    /// The index of the innermost `switch` case or code block a node is in (0 for the file).
    private static func enclosingBlock(of node: Syntax) -> Int { enclosing(node, [.switchCase, .codeBlock, .closure]) }

    /// The index of the function, initializer, accessor or closure a node is in (0 for the file).
    static func enclosingFunction(of node: Syntax) -> Int { enclosing(node, [.functionDecl, .initializerDecl, .closure]) }

    /// The index of the nearest ancestor of a node of one of `kinds` (0 for the file).
    private static func enclosing(_ node: Syntax, _ kinds: Set<SyntaxKind>) -> Int {
        var current = node.parent
        while let candidate = current {
            if kinds.contains(candidate.kind) { return candidate.index }
            current = candidate.parent
        }
        return 0
    }

    // MARK: - Sides

    /// The methods that give a color at an opacity: SwiftUI's, UIKit's and AppKit's, and the latter's Swift 2 spelling.
    static let opacityMethods: Set<String> = ["opacity", "withAlphaComponent", "colorWithAlphaComponent"]

    /// The call that fades an expression, when the expression is its base (`x.withAlphaComponent(0.11)` around `x`): what is
    /// drawn is the faded color, not the one written.
    static func opacityCall(around node: Syntax) -> Syntax? {
        guard let method = methodCall(on: node), opacityMethods.contains(method.name) else { return nil }
        return method.call
    }

    /// The call of a method on an expression (`x.frame(…)` on `x`) and the method's name, when the expression is the base of one.
    static func methodCall(on node: Syntax) -> (call: Syntax, name: String)? {
        guard let access = node.parent, access.kind == .memberAccess, MemberAccess(access)?.base?.index == node.index, let call = access.parent,
              let function = FunctionCall(call), function.callee?.index == access.index, let name = function.calledName else { return nil }
        return (call, name)
    }

    /// The side an expression stands for: a constant (lint's value at the site, or a fixed system color), an adapting
    /// system color, a named color of the catalogs; `nil` when the expression is not a color this reads.
    func side(of expression: Syntax) -> PairSide? {
        // `{ () -> UIColor in if #available(iOS 13.0, *) { return .label } else { return .black } }()`, as `nocturne fix`
        // writes it for an app that still runs before dark mode: the color of the systems that have dark mode.
        if let available = Self.availableValue(of: expression) { return side(of: available) }
        let location = SourceLine(file: file, line: expression.location.line, column: expression.location.column)
        // `x.opacity(0.5)`, `x.withAlphaComponent(0.5)` (Swift 2: `colorWithAlphaComponent`): the color at that opacity.
        if let call = FunctionCall(expression), let called = call.calledName, Self.opacityMethods.contains(called), let base = call.callee.flatMap(MemberAccess.init)?.base,
           let amount = call.arguments.first?.expression.flatMap({ Double($0.text) }), var side = side(of: base) {
            if case .constant(var value) = side.color {
                value.opacity *= amount
                side = .constant(value, at: location)
                return side
            }
            // A named or system color at an opacity: the same in each mode's value (an adapting black at 50% is a light
            // scrim in dark; `.systemGray` at 18% a faint chip on either page).
            switch side.color {
            case .named, .system: break
            default: return nil
            }
            guard let values = side.values else { return nil }
            side.values = values.mapModes { _, value in
                var faded = value
                faded.opacity *= amount
                return faded
            }
            return side
        }
        if let value = siteValues[expression.range] ?? insideValue(of: expression) {
            return .constant(value, at: location)
        }
        // A SwiftUI color made of a platform one (`Color(.white)`, `Color(uiColor: .systemBackground)`): that color.
        if let call = FunctionCall(expression), call.callee?.kind == .declReference, call.calledName == "Color", call.arguments.count == 1,
           let only = call.arguments.first, only.label == nil || only.label == "uiColor" || only.label == "nsColor",
           let inner = only.expression, inner.kind == .implicitMember || inner.kind == .memberAccess, let side = side(of: inner) {
            // (A system hue stays unread, as SwiftUI's own spelling of it, `Color.blue`, does.)
            if case .system(let name) = side.color, Self.systemHues.contains(name) { return nil }
            return side
        }
        let text = expression.text.removingWhitespace()
        // A property of the type the code is in, named bare or on `self` (`redColor` where `let redColor = UIColor(red: …)`):
        // the value its declaration gives it.
        if expression.kind == .declReference || text.hasPrefix("self."), let owner = ColorDeclarations.File.owner(of: expression) {
            let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
            if let side = paletteSide(owner + "." + name, at: location, depth: 0) { return side }
        }
        return side(ofText: text, at: location)
    }

    /// The value an immediately called closure returns when an `if #available(…)` (its one statement) holds: the first
    /// branch's `return`; `nil` for any other expression.
    static func availableValue(of expression: Syntax) -> Syntax? {
        guard expression.kind == .functionCall, let call = FunctionCall(expression), call.arguments.isEmpty, call.trailingClosures.isEmpty,
              let closure = call.callee, closure.kind == .closure,
              let statement = closure.children.first(where: { $0.kind == .ifStatement }),
              statement.children(.condition).first?.text.hasPrefix("#available") == true,
              let branch = statement.child(.codeBlock), let returned = branch.children.first(where: { $0.kind == .returnStatement }) else { return nil }
        return returned.firstChild
    }

    /// The side of an expression's text (white space removed): a named color, a fixed or system color, or a palette type's
    /// member (``paletteSide(_:at:depth:)``); `nil` when it is none of these.
    func side(ofText text: String, at location: SourceLine, depth: Int = 0) -> PairSide? {
        if let name = Self.namedColor(text) { return .named(name, catalogs: catalogs, at: location) }
        // The app's own initializer given a set's name and nothing else (`UIColor(bundleName: "Secondary")`): that set.
        if let name = Self.labelledSetName(text), catalogs.entry(named: name, near: file) != nil { return .named(name, catalogs: catalogs, at: location) }
        if let side = Self.systemSide(text, at: location) { return side }
        return paletteSide(text, at: location, depth: depth)
    }

    /// The string of a color type's initializer called with one labelled string and nothing else (`UIColor(bundleName:"Ink")`,
    /// white space removed), or `nil`.
    static func labelledSetName(_ text: String) -> String? {
        guard let type = ["UIColor(", "NSColor(", "Color("].first(where: { text.hasPrefix($0) }), text.hasSuffix("\")") else { return nil }
        let inside = text.dropFirst(type.count).dropLast()
        guard let colon = inside.firstIndex(of: ":"), inside[..<colon].allSatisfy({ $0.isLetter || $0.isNumber }),
              inside[inside.index(after: colon)...].first == "\"", inside.last == "\"" else { return nil }
        let name = inside[inside.index(colon, offsetBy: 2)..<inside.index(before: inside.endIndex)]
        return name.isEmpty || name.contains("\"") || name.contains("\\") ? nil : String(name)
    }

    /// A member of one of the app's palette types, by the value its declaration gives it: `DamusColors.danger` where
    /// `static let danger = Color("DangerPrimary")`, `Config.Table.background` where `static let background = UIColor(white: 0.98,
    /// alpha: 1)`, `.ink` where an extension of a color type declares `static var ink: Color { Color("Ink") }`. The value is
    /// read as a side is anywhere (a named color, a constant, a system color, another such member); a function, a theme
    /// instance's property or a value computed from anything else is not a palette member and gives `nil`.
    func paletteSide(_ text: String, at location: SourceLine, depth: Int) -> PairSide? {
        // `Palette.ink`, `.ink`, or a function without parameters: `UIColor.brandInk()`; a name and dots only (most
        // expressions asked about are calls or chains: out before any copy).
        guard depth < 4, !text.isEmpty, text.utf8.count <= 160, text.utf8.contains(UInt8(ascii: ".")) else { return nil }
        let body = text.utf8.dropLast(text.hasSuffix("()") ? 2 : 0)
        guard body.allSatisfy({ $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 >= 0x80 }) else {
            return nil
        }
        let call = text.hasSuffix("()")
        let parts = (call ? String(text.dropLast(2)) : text).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, let last = parts.last, !last.isEmpty, parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            return nil
        }
        let name = call ? last + "()" : last
        let owner = parts[parts.count - 2]
        guard owner != "self", owner != "Self" else { return nil }
        // `.ink` and `Color.ink` are a member a color type's extension declares; `Palette.ink` one of the type `Palette`.
        let value = owner.isEmpty ? paletteValue(name, "") : paletteValue(name, owner) ?? (ColorType.named(owner) != nil ? paletteValue(name, "") : nil)
        guard let value else {
            // A palette's hex string turned into a color by a member (`Styles.Gray.dark.color`, `.uiColor`): that hex.
            guard !call, parts.count >= 3, last.lowercased().hasSuffix("color"),
                  let hex = paletteValue(owner, parts[parts.count - 3]), let constant = Self.hexStringValue(hex.text) else { return nil }
            return .constant(constant, at: hex.file.isEmpty ? location : SourceLine(file: hex.file, line: hex.line, column: hex.column))
        }
        // A constant is located where its value is written (what `fix` edits, and what changes every use); a named or
        // system color where it is used.
        let definition = value.file.isEmpty ? location : SourceLine(file: value.file, line: value.line, column: value.column)
        let compact = value.text.removingWhitespace()
        if let side = side(ofText: compact, at: location, depth: depth + 1) {
            guard side.isConstant, case .constant = side.color else { return side }
            var located = side
            located.location = definition
            return located
        }
        guard let constant = Self.constantValue(of: value.text, wrappers: wrappers) else { return nil }
        return .constant(constant, at: definition)
    }

    /// The color a string literal of 3, 6 or 8 hex digits spells (`"24292e"`, `"#FFF"`), or `nil`.
    static func hexStringValue(_ text: String) -> ColorSiteValue? {
        guard ColorDeclarations.isHexString(text) else { return nil }
        var digits = Substring(text.dropFirst().dropLast())
        if digits.first == "#" { digits = digits.dropFirst() }
        guard let bits = UInt64(digits, radix: 16) else { return nil }
        if digits.count == 3 {
            let (red, green, blue) = (bits >> 8 & 0xF, bits >> 4 & 0xF, bits & 0xF)
            return ProjectColorFacts.value(hex: (red * 0x110000 + green * 0x1100 + blue * 0x11, 6))
        }
        return ProjectColorFacts.value(hex: (bits, digits.count))
    }

    /// The side of a color written alone, outside any file's pairs (`UIColor.whiteColor()`, `.white`, `UIColor(red: …)`,
    /// `UIColor(named: "Bar")`), or `nil`.
    static func side(ofWritten text: String, catalogs: ColorCatalogIndex) -> PairSide? {
        let compact = text.removingWhitespace()
        if let name = namedColor(compact) { return .named(name, catalogs: catalogs) }
        if let side = systemSide(compact, at: nil) { return side }
        return constantValue(of: text).map { .constant($0) }
    }

    /// The value of a constant color call written alone (`UIColor(red: 0.98, green: 0.98, blue: 0.98, alpha: 1)`, or a call of
    /// one of the app's `wrappers` with literals, `UIColor.brandColor(253, green: 84, blue: 4)`), read as the walker reads a
    /// site, or `nil`.
    static func constantValue(of text: String, wrappers: ColorDefinitions.ColorWrappers = ColorDefinitions.ColorWrappers()) -> ColorSiteValue? {
        let file = SwiftSourceFile(path: "", bytes: Array(text.utf8))
        // The call starts at the first token, or after a color type's name (`UIColor.brandColor(…)`).
        let start = file.count > 2 && ColorCall.isColorType(file.word(0)) && file.punctuation(1) == UInt8(ascii: ".") ? 2 : 0
        guard let open = ColorCall.open(in: file, at: start, wrappers: wrappers, initIsColor: true)
                ?? (start == 0 ? nil : ColorCall.open(in: file, at: 0, wrappers: wrappers, initIsColor: true)),
              file.close(of: open) == file.count - 1, case .constant = ColorCall.classify(in: file, open: open) else { return nil }
        return ColorSiteValue.read(in: file, open: open)
    }

    /// A fixed or system color by its text (`UIColor.white`, `UIColor.whiteColor()`, `.systemBackground`, `Color.gray`), or `nil`.
    static func systemSide(_ text: String, at location: SourceLine?) -> PairSide? {
        // The spellings before Swift 3, `UIColor.whiteColor()`: the same fixed color as `UIColor.white`.
        if text.hasSuffix("Color()"), text.hasPrefix("UIColor.") || text.hasPrefix("NSColor.") { return systemSide(String(text.dropLast(2)), at: location) }
        guard text.hasPrefix(".") || text.hasPrefix("UIColor.") || text.hasPrefix("NSColor.") || text.hasPrefix("Color.") || text.hasPrefix("SwiftUI.Color."),
              let dot = text.utf8.lastIndex(of: UInt8(ascii: ".")), case let member = String(text[text.index(after: dot)...]), !member.isEmpty else { return nil }
        let swiftUI = text.hasPrefix("Color.") || text.hasPrefix("SwiftUI.Color.")
        // SwiftUI's `.gray` and its hues adapt; its black and white do not. UIKit's and AppKit's plain names are all fixed,
        // and an implicit member's type is known only to the caller, so `.red` stays SwiftUI's adapting red here.
        if Self.fixedGrays.contains(member), !(swiftUI && member == "gray"), let fixed = PairSide.fixedColor(named: member) {
            return .constant(fixed, name: text, at: location)
        }
        if !swiftUI, !text.hasPrefix("."), let fixed = PairSide.fixedColor(named: member) { return .constant(fixed, name: text, at: location) }
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

    /// The system hues (`systemBlue`, `systemTeal`…), which SwiftUI spells as plain colors (`Color.blue`).
    static let systemHues: Set<SystemColorName> = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemCyan,
                                                   .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown]

    /// The fixed grays, black and white: the same in UIKit, AppKit and (but for `gray`) SwiftUI, so read whatever the type.
    static let fixedGrays: Set<String> = ["white", "black", "darkGray", "lightGray", "gray", "whiteColor", "blackColor", "darkText", "darkTextColor", "lightText"]

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
