import NocturneSupport
import NocturneSyntax

/// An image set drawn behind other content: its name as the code or document writes it, where, and how.
struct BackgroundImageUse: Sendable, Hashable {
    /// The asset's name (`Sky`), or the generated symbol's (`sky`) when ``isSymbol``.
    var name: String
    /// Whether the name is a generated asset symbol (`Image(.sky)`, `UIImage(resource: .sky)`).
    var isSymbol = false
    /// The file that draws it.
    var file: String
    /// The 1-based line.
    var line: Int
    /// How it is drawn behind: `.background(…)`, `a ZStack's first child`, `an image view filling its superview`.
    var how: String

    /// `Home.swift:12`.
    var location: String { "\(PathText.lastComponent(file)):\(line)" }
}

/// Finds the images an app draws as backgrounds, in Swift files and in storyboards and xibs.
///
/// - SwiftUI: an `Image("x")` (its modifier chain stripped) that is `.background(…)`'s content or a `ZStack`'s first child.
/// - UIKit and AppKit: `UIColor(patternImage: UIImage(named: "x"))` as a `backgroundColor`; a `UIImageView(image:)` of a
///   named image as a `backgroundView` or assigned to a property named like a background; a named image assigned to the
///   `image` of a view named like a background (`backgroundImageView.image = UIImage(named: "x")`).
/// - Interface Builder: an `imageView` with an image that fills its superview, by its frame (90% of the area or more) or,
///   where a frame is not written, by constraints pinning its four edges to the superview or its safe area (insets up to 20 pt).
///
/// Only names written as literals (or generated symbols) are found: an image chosen at run time is not an image set
/// the report can read.
enum BackgroundImages {
    /// The share of its superview's area an image view's frame must cover to fill it.
    static let fillingShare = 0.9
    /// The largest constant (points) an edge constraint may have and still pin the image view to the edge: a system margin's 20.
    static let maximumInset = 20.0

    // MARK: - Swift

    /// The background images of a Swift file.
    static func uses(in tree: SyntaxTree, file: String) -> [BackgroundImageUse] {
        var uses: [BackgroundImageUse] = []
        // Every use names an image (`Image(`, `UIImage(`, `imageView`, `patternImage:`): a file that never spells one has none.
        guard tree.bytes.contains(bytes: Self.imageWord) else { return uses }
        func add(_ name: (String, Bool)?, at node: Syntax, how: String) {
            guard let (name, isSymbol) = name else { return }
            uses.append(BackgroundImageUse(name: name, isSymbol: isSymbol, file: file, line: node.location.line, how: how))
        }
        for node in tree.nodes(of: .functionCall) {
            guard let call = FunctionCall(node), let name = call.calledNameToken else { continue }
            if tree.token(name, is: "background"), call.callee.flatMap(MemberAccess.init) != nil {
                let content = call.arguments.first { $0.label == nil || $0.label == "content" }?.expression
                    ?? call.trailingClosures.first?.expression.flatMap(firstStatement)
                if let content { add(swiftUIImage(content), at: content, how: ".background(…)") }
            } else if tree.token(name, is: "ZStack"), call.callee.flatMap(DeclReference.init) != nil,
                      let first = call.trailingClosures.first?.expression.flatMap(firstStatement) {
                add(swiftUIImage(first), at: first, how: "a ZStack's first child")
            }
        }
        for node in tree.nodes(of: .infixOperation) {
            guard let operation = InfixOperation(node), operation.operatorText == "=", let left = operation.left, let value = operation.right else { continue }
            let property: String, member = MemberAccess(left)
            if let member {
                property = member.name
            } else if let reference = DeclReference(left) {
                property = reference.name
            } else {
                continue
            }
            if property == "backgroundColor", let pattern = patternImage(value) {
                add(pattern, at: value, how: "UIColor(patternImage:) as a background color")
            } else if property == "backgroundView" || isBackgroundName(property), let image = imageViewImage(value) {
                add(image, at: value, how: "an image view as \(property)")
            } else if property == "image", case let receiver = member?.base?.text ?? "", isBackgroundName(receiver), let image = namedImage(value) {
                add(image, at: value, how: "the image of \(receiver)")
            }
        }
        for node in tree.nodes(of: .variableDecl) {
            guard let declaration = VariableDecl(node) else { continue }
            for binding in declaration.bindings {
                guard let name = binding.name, isBackgroundName(name), let value = binding.initializer, let image = imageViewImage(value) else { continue }
                add(image, at: value, how: "an image view as \(name)")
            }
        }
        return uses
    }

    /// `mage`, in every spelling of an image: `Image`, `image`, `UIImage`, `imageView`.
    private static let imageWord = Array("mage".utf8)

    /// Whether a name reads as a background's: `backgroundImageView`, `bgView`, `self.background`.
    static func isBackgroundName(_ name: String) -> Bool {
        let last = name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[name.index(after: $0)...]) } ?? name
        return last.lowercased().contains(bytesOf: "background") || last.hasPrefix("bg") && last.dropFirst(2).first.map { $0.isUppercase } != false
    }

    /// The first statement of a closure.
    private static func firstStatement(_ closure: Syntax) -> Syntax? {
        guard closure.kind == .closure else { return closure }
        return closure.children.first { $0.kind != .closureSignature && $0.kind != .captureList }
    }

    /// The modifier chain's root: `Image("x")` for `Image("x").resizable().scaledToFill()`.
    private static func chainRoot(_ expression: Syntax) -> Syntax {
        var current = expression
        while let call = FunctionCall(current), let member = call.callee.flatMap(MemberAccess.init), let base = member.base {
            current = base
        }
        return current
    }

    /// The image set a SwiftUI `Image` names: `Image("x")`, `Image(decorative: "x")`, `Image(.x)`, `Image(uiImage: UIImage(named: "x")!)`.
    static func swiftUIImage(_ expression: Syntax) -> (String, Bool)? {
        guard let call = FunctionCall(chainRoot(expression)), call.calledName == "Image", call.callee.flatMap(DeclReference.init) != nil,
              let argument = call.arguments.first, let value = argument.expression else { return nil }
        switch argument.label {
        case nil, "decorative": return assetName(value)
        case "uiImage", "nsImage": return namedImage(value)
        default: return nil
        }
    }

    /// A literal name (`"x"`) or a generated symbol (`.x`, `ImageResource.x`).
    private static func assetName(_ value: Syntax) -> (String, Bool)? {
        if let literal = StringLiteral(value)?.literalText { return (literal, false) }
        if let member = ImplicitMember(value) { return (member.name, true) }
        if let member = MemberAccess(value), member.base?.text == "ImageResource" { return (member.name, true) }
        return nil
    }

    /// The image set a platform image names: `UIImage(named: "x")`, `NSImage(named: "x")`, `UIImage(resource: .x)`,
    /// `#imageLiteral(resourceName: "x")`, through `!`, `?` and `?? fallback`.
    static func namedImage(_ expression: Syntax) -> (String, Bool)? {
        var current = expression
        while true {
            if current.kind == .forceUnwrap || current.kind == .optionalChaining || current.kind == .tryExpression, let inner = current.firstChild {
                current = inner
            } else if let operation = InfixOperation(current), operation.operatorText == "??", let left = operation.left {
                current = left
            } else {
                break
            }
        }
        guard let call = FunctionCall(current) else { return nil }
        switch call.calledName {
        case "UIImage", "NSImage":
            if let named = call.argument(labeled: "named")?.expression { return assetName(named) }
            if let resource = call.argument(labeled: "resource")?.expression { return assetName(resource) }
        case "imageLiteral":
            if let named = call.argument(labeled: "resourceName")?.expression { return assetName(named) }
        default: break
        }
        return nil
    }

    /// `UIImageView(image: UIImage(named: "x"))`'s image set.
    private static func imageViewImage(_ expression: Syntax) -> (String, Bool)? {
        guard let call = FunctionCall(expression), ["UIImageView", "NSImageView"].contains(call.calledName ?? ""),
              let image = call.argument(labeled: "image")?.expression else { return nil }
        return namedImage(image)
    }

    /// `UIColor(patternImage: UIImage(named: "x")!)`'s image set.
    private static func patternImage(_ expression: Syntax) -> (String, Bool)? {
        guard let call = FunctionCall(chainRoot(expression)), ["UIColor", "NSColor", "init"].contains(call.calledName ?? ""),
              let image = call.argument(labeled: "patternImage")?.expression else { return nil }
        return namedImage(image)
    }

    // MARK: - Interface Builder

    /// The background image views of a storyboard or xib: each `imageView` with an image that fills its superview.
    static func uses(in tree: InterfaceBuilderTree, file: String) -> [BackgroundImageUse] {
        var children: [Int: [Int]] = [:]
        for (index, element) in tree.elements.enumerated() { children[element.parent, default: []].append(index) }
        var uses: [BackgroundImageUse] = []
        for (index, element) in tree.elements.enumerated() where element.tag == "imageView" {
            // An SF Symbol (`catalog="system"`) is no image set of the app's.
            guard let image = element.attributes["image"], !image.isEmpty, element.attributes["catalog"] != "system",
                  tree.tag(element.parent) == "subviews" else { continue }
            let superview = tree.parent(element.parent)
            guard superview >= 0 else { continue }
            let siblings = children[element.parent] ?? []
            let behind = siblings.first == index && siblings.count > 1 ? ", behind \(NumberText.counted(siblings.count - 1, "other view"))" : ""
            // The frames are the constraints resolved at the design size: they decide when both are written.
            if let fills = fillsByFrame(index, superview: superview, tree: tree, children: children) {
                if fills { uses.append(BackgroundImageUse(name: image, file: file, line: element.line, how: "an image view filling its superview's frame\(behind)")) }
            } else if fillsByConstraints(index, superview: superview, tree: tree, children: children) {
                uses.append(BackgroundImageUse(name: image, file: file, line: element.line, how: "an image view pinned to its superview's edges\(behind)"))
            }
        }
        return uses
    }

    /// An element's `<rect key="frame">`, when it has one.
    private static func frame(of element: Int, tree: InterfaceBuilderTree, children: [Int: [Int]]) -> (x: Double, y: Double, width: Double, height: Double)? {
        for child in children[element] ?? [] where tree.tag(child) == "rect" && tree.attribute("key", of: child) == "frame" {
            guard let width = tree.attribute("width", of: child).flatMap(Double.init), let height = tree.attribute("height", of: child).flatMap(Double.init)
            else { return nil }
            return (tree.attribute("x", of: child).flatMap(Double.init) ?? 0, tree.attribute("y", of: child).flatMap(Double.init) ?? 0, width, height)
        }
        return nil
    }

    /// Whether the image view's frame covers ``fillingShare`` of its superview's bounds; `nil` when either frame is not written.
    private static func fillsByFrame(_ image: Int, superview: Int, tree: InterfaceBuilderTree, children: [Int: [Int]]) -> Bool? {
        guard let inner = frame(of: image, tree: tree, children: children), let outer = frame(of: superview, tree: tree, children: children),
              outer.width > 0, outer.height > 0 else { return nil }
        let width = max(0, min(inner.x + inner.width, outer.width) - max(inner.x, 0))
        let height = max(0, min(inner.y + inner.height, outer.height) - max(inner.y, 0))
        return width * height >= fillingShare * outer.width * outer.height
    }

    /// Whether the superview's constraints pin the image view's four edges to the superview or its safe area.
    private static func fillsByConstraints(_ image: Int, superview: Int, tree: InterfaceBuilderTree, children: [Int: [Int]]) -> Bool {
        guard let imageID = tree.attribute("id", of: image), let superviewID = tree.attribute("id", of: superview) else { return false }
        // The superview and its layout guides (`<viewLayoutGuide key="safeArea" id="…"/>`) stand for its edges.
        var outer: Set<String> = [superviewID]
        for child in children[superview] ?? [] where tree.tag(child) == "viewLayoutGuide" {
            if let id = tree.attribute("id", of: child) { outer.insert(id) }
        }
        var edges: Set<String> = []
        for group in children[superview] ?? [] where tree.tag(group) == "constraints" {
            for constraint in children[group] ?? [] where tree.tag(constraint) == "constraint" {
                // A constraint without a first item constrains the view that holds it.
                let first = tree.attribute("firstItem", of: constraint) ?? superviewID
                let second = tree.attribute("secondItem", of: constraint) ?? ""
                // An inset of more than a margin, or a size that is a fraction of the superview's, does not fill it.
                if let constant = tree.attribute("constant", of: constraint).flatMap(Double.init), abs(constant) > maximumInset { continue }
                if let multiplier = tree.attribute("multiplier", of: constraint), !["1", "1:1"].contains(multiplier) { continue }
                let attribute: String?
                if first == imageID, outer.contains(second) {
                    attribute = tree.attribute("firstAttribute", of: constraint)
                } else if second == imageID, outer.contains(first) {
                    attribute = tree.attribute("secondAttribute", of: constraint)
                } else {
                    attribute = nil
                }
                switch attribute {
                case "top", "topMargin": edges.insert("top")
                case "bottom", "bottomMargin": edges.insert("bottom")
                case "leading", "left", "leadingMargin", "leftMargin": edges.insert("leading")
                case "trailing", "right", "trailingMargin", "rightMargin": edges.insert("trailing")
                case "width": edges.formUnion(["leading", "trailing"])
                case "height": edges.formUnion(["top", "bottom"])
                default: break
                }
            }
        }
        return edges.count == 4
    }
}
