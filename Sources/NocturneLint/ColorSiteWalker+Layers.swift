import NocturneProject
import NocturneSyntax

extension ColorSiteWalker {
    /// The layer and Core Graphics properties whose `CGColor` is a snapshot.
    static func isLayerProperty(_ word: Word) -> Bool {
        switch word {
        case .borderColor, .backgroundColor, .fillColor, .strokeColor, .shadowColor: true
        default: false
        }
    }

    /// `x.borderColor = <something>.cgColor`: a `CGColor` stored into a layer property; the site waits for the end of the walk.
    mutating func layerAssignment(target: Int, equals: Int) {
        guard Self.isLayerProperty(file.word(target)) else { return }
        guard let end = layerValueEnd(from: equals + 1) else { return }
        var site = site(.layerColor, equals + 1, end, name: file.text(target))
        if file.word(target) == .shadowColor { site.context.insert(.shadowOrMask) }
        pendingLayerSites.append(site)
    }

    /// `var markerColor = NSColor(light: …, dark: …).cgColor`, a type's stored property: a `CGColor` taken once, when the
    /// instance (or, for a static one, the type) is made; the site waits for the end of the walk, named for the property,
    /// which a method called where the traits change may set again.
    mutating func storedCGColor(binding: Int) {
        let node = tree.node(binding)
        guard let declaration = node.parent, declaration.kind == .variableDecl, let block = declaration.parent, block.kind == .codeBlock,
              block.parent?.kind.isTypeDeclaration == true, let binding = PatternBinding(node), let name = binding.name,
              binding.accessors == nil, let value = binding.initializer else { return }
        let (first, last) = tokens(of: value.index)
        // Most stored properties are no `CGColor`: out on the value's last word before the scan.
        guard first <= last, file.word(last) == .cgColor || file.word(last) == .CGColor, layerValueEnd(from: first) == last else { return }
        var site = site(.layerColor, first, last, name: name)
        // Said where the snapshot is taken: at `.cgColor`, when the color is built over several lines before it.
        if last >= 1, file.punctuation(last - 1) == UInt8(ascii: "."), file.location(last - 1).line != site.range.start.line {
            site.range = file.range(last - 1, last)
        }
        pendingLayerSites.append(site)
    }

    /// `context.setFillColor(color.cgColor)` outside the drawing methods UIKit and AppKit call again when the traits change
    /// (`draw(_:)`, `layoutSubviews`, `updateLayer`…): the fill is a snapshot (an image rendered once, a layer's contents).
    mutating func drawingColorCall(open: Int) {
        let close = file.close(of: open)
        guard close > open + 1, let end = layerValueEnd(from: open + 1), end < close, !insideRedrawingMethod() else { return }
        pendingLayerSites.append(site(.layerColor, open + 1, end, name: file.text(open - 1)))
    }

    /// Whether an enclosing function is one UIKit or AppKit calls again with the new traits set: those, or an override of
    /// one of the framework's drawing methods (`drawSelection(in:)`, `drawBackground(in:)`, `drawInterior(withFrame:in:)`),
    /// which run inside the drawing pass.
    func insideRedrawingMethod() -> Bool {
        var node: Int32 = Int32(current)
        while node >= 0 {
            let raw = tree.nodes[Int(node)]
            if raw.kind == .functionDecl {
                let name = keyToken(Int(node))
                switch file.word(name) {
                case .draw, .layoutSubviews, .updateLayer, .traitCollectionDidChange, .viewDidChangeEffectiveAppearance: return true
                default:
                    if Self.isDrawingOverride(tree.node(Int(node))) { return true }
                }
            }
            node = raw.parent
        }
        return false
    }

    /// The last token of a layer assignment's value when it makes a `CGColor` (`….cgColor`, `CGColor(…)`) that is not
    /// resolved for the traits (`resolvedColor(with:)`) or clear, else `nil`.
    func layerValueEnd(from start: Int) -> Int? {
        var cursor = start
        var isCGColor = false
        let limit = min(start + 80, file.count)
        while cursor < limit {
            if cursor > start, file.tokens[cursor].newlineBefore, statementBreaksAt(cursor) { break }
            let byte = file.punctuation(cursor)
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { break }
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                cursor = file.close(of: cursor) + 1
                continue
            }
            switch file.word(cursor) {
            case .cgColor, .CGColor: isCGColor = true
            case .resolvedColor, .clear: return nil
            default: break
            }
            cursor += 1
        }
        guard isCGColor, cursor > start else { return nil }
        // `resolvedColor(with:)` inside the brackets skipped above.
        var inner = start
        while inner < cursor {
            if file.word(inner) == .resolvedColor || file.word(inner) == .clear { return nil }
            inner += 1
        }
        return cursor - 1
    }

    /// Judges the layer-color sites: those with no finding of another rule inside them.
    mutating func judgeLayerSites() {
        guard !pendingLayerSites.isEmpty else { return }
        let sites = pendingLayerSites
        pendingLayerSites = []
        for var site in sites {
            let covered = output.findings.contains { finding in
                let other = output.sites[finding.site]
                return other.firstToken >= site.firstToken && other.firstToken <= site.lastToken
            }
            guard !covered else { continue }
            let index = output.sites.count
            typing?.type(&site)
            output.sites.append(site)
            if let message = LayerColorSnapshotRule.check(site, in: &self) {
                output.findings.append(RawFinding(rule: .layerColorSnapshot, site: index, message: message))
            }
        }
    }

    /// Whether a method's name says it applies the view's styling again (`applyTheme`, `refreshStyle`, `updateColors`,
    /// `themeDidChange`, `refreshBorderStyle`): an app calls such a method when its theme or the appearance changes, so a
    /// layer color it sets is set again then.
    static func isRestyling(_ name: String) -> Bool {
        let lower = name.lowercased()
        if lower.contains(bytesOf: "theme") || lower.contains(bytesOf: "appearance") || lower.contains(bytesOf: "style") { return true }
        return (lower.hasPrefix("refresh") || lower.hasPrefix("update") || lower.hasPrefix("apply")) && lower.contains(bytesOf: "color")
    }

    /// The layer properties the file sets again where the traits change, each with the type that sets it
    /// (``refreshKey(_:in:)``): in `traitCollectionDidChange`, `updateLayer`,
    /// `viewDidChangeEffectiveAppearance`, a `registerForTraitChanges` handler, or `layoutSubviews`/`draw` when they read
    /// the traits, a restyling method (``isRestyling(_:)``), and in the file's functions those call.
    mutating func refreshedLayerProperties() -> Set<String> {
        if let cachedRefreshedLayerProperties { return cachedRefreshedLayerProperties }
        // The bodies that run where the traits change, and every function's body by its name's hash (nodes of the tree).
        var bodies: [Int] = []
        var functionBodies: [UInt32: [Int]] = [:]
        for node in tree.nodes.indices {
            switch tree.nodes[node].kind {
            case .functionDecl:
                let name = keyToken(node)
                guard name >= 0, let body = tree.node(node).child(.codeBlock)?.index else { continue }
                functionBodies[file.tokens[name].hash, default: []].append(body)
                switch file.word(name) {
                case .traitCollectionDidChange, .updateLayer, .viewDidChangeEffectiveAppearance: bodies.append(body)
                case .layoutSubviews where readsTraits(body), .draw where readsTraits(body): bodies.append(body)
                default: if Self.isRestyling(file.text(name)) { bodies.append(body) }
                }
            case .functionCall:
                guard let call = FunctionCall(tree.node(node)), let callee = call.callee, let name = callee.keyToken else { continue }
                switch file.word(token(name)) {
                case .registerForTraitChanges, .performAsCurrent, .performAsCurrentDrawingAppearance:
                    // The handler: a closure argument, else the trailing closure.
                    let handler = (call.arguments + call.trailingClosures).lazy.compactMap(\.expression).first { $0.kind == .closure }
                    if let handler { bodies.append(handler.index) }
                default:
                    break
                }
            default:
                break
            }
        }
        // One level of calls: `traitCollectionDidChange` calling `updateColors()` refreshes what `updateColors` sets.
        var called: [Int] = []
        for body in bodies {
            for node in body..<Int(tree.nodes[body].subtreeEnd) where tree.nodes[node].kind == .functionCall {
                let name = node + 1 < tree.nodes[node].subtreeEnd ? keyToken(node + 1) : -1
                if name >= 0, let inner = functionBodies[file.tokens[name].hash] { called += inner }
            }
        }
        var result: Set<String> = []
        for body in bodies + called.prefix(64) {
            for node in body..<Int(tree.nodes[body].subtreeEnd) where tree.nodes[node].kind == .infixOperation {
                let equals = keyToken(node)
                // A layer's color, or a stored `CGColor` of the type's (`markerColor = …`, ``storedCGColor(binding:)``).
                guard equals >= 0, file.isOperator(equals, "="), file.kind(equals - 1) == .identifier else { continue }
                result.insert(Self.refreshKey(file.text(equals - 1), in: tree.node(node)))
            }
        }
        cachedRefreshedLayerProperties = result
        return result
    }

    /// Whether a layer property set at a site is set again where the traits change, in the same type (or, for a free
    /// function, outside any type): another class's `updateLayer` refreshes its own layers, not this one's.
    ///
    /// Set in a method the system calls again with the new appearance (`draw(_:)`, `layoutSubviews`, `updateLayer`, `layout`,
    /// `updateConstraints`, `tintColorDidChange`, `traitCollectionDidChange`, `viewDidChangeEffectiveAppearance`), it is
    /// refreshed there.
    mutating func isRefreshed(_ property: String, at site: ColorSite) -> Bool {
        // The typing's locator, made once per file (a walk without types, in the count of uses, makes its own).
        let node = (typing?.types.locator ?? SyntaxLocator(tree)).innermostNode(containing: site.range.offsets.lowerBound)
        var current: Syntax? = node
        while let candidate = current {
            // (AppKit's `layout()` takes nothing: an app's own `layout(in:)` is no redraw.)
            if candidate.kind == .functionDecl, let name = candidate.keyText, Self.redrawingMethods.contains(name),
               name != "layout" || FunctionDecl(candidate)?.parameters.isEmpty == true { return true }
            if Self.isDrawingOverride(candidate) { return true }
            // A method of its type that another type calls where the traits change (`backgroundLayer.update()` in a view's
            // `updateLayer()`, in another file).
            if candidate.kind == .functionDecl, !facts.redrawnMethods.isEmpty, let name = candidate.keyText,
               let owner = ColorDeclarations.File.owner(of: candidate), facts.redrawnMethods.contains(owner + "." + name) { return true }
            if candidate.kind.isTypeDeclaration { break }
            current = candidate.parent
        }
        let refreshed = refreshedLayerProperties()
        return !refreshed.isEmpty && refreshed.contains(Self.refreshKey(property, in: node))
    }

    /// Whether a node is an override of one of the framework's drawing methods (`drawSelection(in:)`, `drawBackground(in:)`,
    /// `drawInterior(withFrame:in:)`), which run inside the drawing pass.
    static func isDrawingOverride(_ node: Syntax) -> Bool {
        guard node.kind == .functionDecl, node.keyText?.hasPrefix("draw") == true else { return false }
        return FunctionDecl(node)?.modifiers.contains("override") == true
    }

    /// The methods UIKit and AppKit call again when the appearance changes, with the new traits set.
    static let redrawingMethods: Set<String> = [
        "draw", "layoutSubviews", "updateLayer", "layout", "updateConstraints", "tintColorDidChange", "traitCollectionDidChange",
        "viewDidChangeEffectiveAppearance", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewWillLayout", "viewDidLayout",
    ]

    /// A layer property as set in a type: `Card|borderColor`, `|borderColor` outside any type.
    static func refreshKey(_ property: String, in node: Syntax) -> String {
        (ColorDeclarations.File.owner(of: node) ?? "") + "|" + property
    }

    /// Whether a body (a node) reads the traits (`traitCollection`, `effectiveAppearance`).
    func readsTraits(_ body: Int) -> Bool {
        let (first, last) = tokens(of: body)
        guard first <= last else { return false }
        return (first...last).contains { file.word($0) == .traitCollection || file.word($0) == .effectiveAppearance }
    }
}
