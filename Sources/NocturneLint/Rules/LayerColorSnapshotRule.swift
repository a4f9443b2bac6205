import NocturneProject
import NocturneSyntax

/// `layer-color-snapshot`: a layer color from something that adapts (or should), not set again where the traits change.
///
/// A layer color built from a constant or a fixed system color is already reported by `constant-color` or
/// `non-adapting-system-color` at the same place, so this rule reports the rest: semantic, named and computed colors.
enum LayerColorSnapshotRule: SwiftColorRule {
    static let rule = LintRule(
        id: "layer-color-snapshot",
        summary: "A CGColor is resolved once, when it is made: a layer color set from a UIColor or NSColor keeps that mode's value when the traits change.",
        fix: "Set the layer color again when the traits change (traitCollectionDidChange, registerForTraitChanges, updateLayer, "
            + "viewDidChangeEffectiveAppearance), or resolve it with resolvedColor(with: traitCollection) where it is drawn.",
        triggeringExamples: [
            .swift("func setUp() {\n    view.layer.borderColor = UIColor.separator.cgColor\n}"),
            .swift("func setUp() {\n    shapeLayer.fillColor = tint.cgColor\n}"),
            .swift("func setUp() {\n    layer.backgroundColor = NSColor.controlBackgroundColor.cgColor\n}"),
            .swift("func tile() -> UIImage {\n    renderer.image { context in\n        context.cgContext.setFillColor(tileColor.cgColor)\n    }\n}"),
            .swift("final class Field: UIView {\n    var rule = UIColor.separator\n    func update() {\n        layer.borderColor = rule.cgColor\n    }\n}"),
            .swift("final class Field: UIView {\n    var rule: UIColor?\n    func update(rule: UIColor = .separator) {\n        layer.borderColor = rule.cgColor\n    }\n}"),
            .swift("final class Field: UIView {\n    @IBInspectable var rule: UIColor = .separator {\n        didSet { layer.borderColor = rule.cgColor }\n    }\n}"),
            // A visible constant default is a color of its own (`nocturne fix` may make it adapt, and the copy then goes stale).
            .swift("final class Field: UIView {\n    @IBInspectable var rule: UIColor = .white {\n        didSet { layer.borderColor = rule.cgColor }\n    }\n}"),
            .swift("final class Chip: UIView {\n    var rule = UIColor.separator\n    var idle: UIColor = .clear\n    func update(_ on: Bool) {\n"
                + "        layer.borderColor = (on ? rule : idle).cgColor\n    }\n}"),
            // A path through what the type is given is the caller's only when its root is: not a global's.
        .swift("func setUp(_ view: UIView) {\n    view.layer.borderColor = Theme.current.rule.cgColor\n}"),
        // A view's own adapting color, whoever handed the view; its own tint, in a method of its own named `layout(in:)`
        // (not AppKit's `layout()`), though another type has a `tintColor` property.
        .swift("func setUp(_ view: UIView) {\n    view.layer.borderColor = view.tintColor.cgColor\n}"),
        .swift("final class Chevron: UIView {\n    let shape = CAShapeLayer()\n    func layout(in view: UIView) {\n"
            + "        shape.fillColor = tintColor.cgColor\n    }\n}\nstruct Options {\n    var tintColor: UIColor?\n}"),
        // A type's stored CGColor, taken when the view is made.
        .swift("final class Ribbon: NSView {\n    var marker = NSColor.separatorColor.cgColor\n}"),
        // The caller's color, else an adapting fallback: the fallback's copy goes stale.
        .swift("final class Fab: UIView {\n    var highlighted: UIColor?\n    let tint = CALayer()\n    func set() {\n"
            + "        tint.backgroundColor = highlighted?.cgColor ?? UIColor.separator.cgColor\n    }\n}"),
        // Another type's updateLayer refreshes its own layers, not this one's.
            .swift("final class Card: NSView {\n    override func updateLayer() {\n        layer?.backgroundColor = NSColor.windowBackgroundColor.cgColor\n    }\n}\n"
                + "func separator() -> NSView {\n    let line = NSView()\n    line.layer?.backgroundColor = NSColor.separatorColor.cgColor\n    return line\n}"),
        ],
        nonTriggeringExamples: [
            .swift("func setUp() {\n    view.layer.shadowColor = UIColor.black.cgColor\n}"),
            .swift("func setUp() {\n    view.layer.borderColor = UIColor.clear.cgColor\n}"),
            .swift("func setUp() {\n    view.layer.borderColor = UIColor.separator.cgColor\n}\n"
                + "override func traitCollectionDidChange(_ previous: UITraitCollection?) {\n    view.layer.borderColor = UIColor.separator.cgColor\n}"),
            .swift("override func draw(_ rect: CGRect) {\n    context.setFillColor(UIColor.label.cgColor)\n}"),
            .swift("override func updateLayer() {\n    layer?.backgroundColor = NSColor.controlBackgroundColor.cgColor\n}"),
            .swift("func setUp() {\n    layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor\n}"),
            // Set in a method the system calls again with the new appearance.
            .swift("final class Clock: NSView {\n    override func draw(_ rect: NSRect) {\n        hand.backgroundColor = NSColor.labelColor.cgColor\n    }\n}"),
            // Alike in light and dark: a system hue, a fixed gray at an opacity.
            .swift("func mark(_ dot: CALayer, _ hover: CALayer) {\n    dot.backgroundColor = UIColor.systemRed.cgColor\n"
                + "    hover.backgroundColor = UIColor.gray.withAlphaComponent(0.2).cgColor\n}"),
            // The type's own color property, with no default or a constant one: the caller's color, passed on as given.
            .swift("final class Field: UIView {\n    @IBInspectable var borderColor: UIColor? {\n        didSet { update() }\n    }\n"
                + "    func update() {\n        layer.borderColor = isFirstResponder ? borderColor?.cgColor : self.borderColor?.cgColor\n    }\n}"),
            // Either branch the caller's (a clear default, a constant gray at an opacity), or a handed color at an opacity.
            .swift("final class Chip: UIView {\n    var active: UIColor = .clear\n    var idle = UIColor.lightGray.withAlphaComponent(0.75)\n"
                + "    func update(_ on: Bool, tint: UIColor) {\n        layer.borderColor = (on ? active : idle).cgColor\n"
                + "        layer.backgroundColor = tint.withAlphaComponent(0.18).cgColor\n    }\n}"),
            // A member of a value the view is handed (its init's configuration, a local made from it): its caller's.
            .swift("final class Day: UIView {\n    let properties: Properties\n    init(properties: Properties) {\n        self.properties = properties\n"
                + "        let shape = properties.shapeConfig\n        ring.strokeColor = shape.borderColor.cgColor\n        layer.borderColor = self.properties.rule.cgColor\n    }\n}"),
            // The caller's color, else a constant fallback.
            .swift("final class Fab: UIView {\n    var highlighted: UIColor?\n    let tint = CALayer()\n    func set() {\n"
                + "        tint.backgroundColor = highlighted?.cgColor ?? UIColor.white.withAlphaComponent(0.2).cgColor\n    }\n}"),
            // Copied in its own observer from a property with no adapting color of its own: what its setter is given.
            .swift("final class Field: UIView {\n    @IBInspectable var rule: UIColor = .clear {\n        didSet { layer.borderColor = rule.cgColor }\n    }\n}"),
            // A color the function is handed: its caller's, whose mode the caller knows.
            .swift("final class Dot: NSView {\n    func setColor(_ color: NSColor) {\n        layer?.backgroundColor = color.cgColor\n    }\n}"),
            .swift("func setUp() {\n    registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _) in\n        self.layer.borderColor = UIColor.separator.cgColor\n    }\n}"),
            // In an override of one of AppKit's drawing methods, which run in the drawing pass.
            .swift("final class Row: NSTableRowView {\n    override func drawSelection(in dirtyRect: NSRect) {\n"
                + "        NSGraphicsContext.current?.cgContext.setFillColor(NSColor.selectedContentBackgroundColor.cgColor)\n    }\n}"),
            // A stored CGColor set again where the traits change; a local taken where it is drawn.
            .swift("final class Ribbon: NSView {\n    var marker = NSColor.separatorColor.cgColor\n"
                + "    override func viewDidChangeEffectiveAppearance() {\n        marker = NSColor.separatorColor.cgColor\n    }\n}"),
            .swift("final class Ribbon: NSView {\n    func paint(_ context: CGContext) {\n        let marker = NSColor.separatorColor.cgColor\n"
                + "        context.setFillColor(marker)\n    }\n}"),
            // A picture (a transparency checkerboard) is the same in every mode.
            .swift("enum Palette {\n    static let checkerboard = NSColor(patternImage: NSImage(named: \"checker\")!)\n}\n"
                + "final class Swatch: NSView {\n    func setUp() {\n        layer?.backgroundColor = Palette.checkerboard.cgColor\n    }\n}"),
        ])

    static func check(_ site: ColorSite, in walker: inout ColorSiteWalker) -> String? {
        guard site.kind == .layerColor, site.context.isDisjoint(with: ColorContext.adapting.union(walker.excluded).union(.shadowOrMask)) else { return nil }
        guard let property = site.name, !walker.isRefreshed(property, at: site) else { return nil }
        if let resolver = walker.typing?.types, isCallersColor(site, resolver: resolver) || isPatternImage(site, declarations: resolver.declarations) {
            return nil
        }
        if property.hasPrefix("set") {
            return "'\(site.text)' is a CGColor resolved once, passed to \(property) outside draw(_:): what it paints keeps this mode's value"
        }
        return "'\(site.text)' stores a CGColor into \(property), resolved once: it keeps this mode's value when the appearance changes"
    }

    /// Whether the snapshot is of a picture: a color made from a pattern image (`NSColor(patternImage: …)`), as written or as
    /// the app declares the property it names (`R.Color.checkerboard`), the same picture in every mode.
    static func isPatternImage(_ site: ColorSite, declarations: ColorDeclarations) -> Bool {
        var text = site.text.removingWhitespace()
        guard text.hasSuffix(".cgColor") else { return false }
        text.removeLast(".cgColor".count)
        if text.contains("(patternImage:") { return true }
        guard !text.contains("("), let name = text.split(separator: ".").last else { return false }
        let parts = text.split(separator: ".")
        let owner = parts.count >= 2 ? String(parts[parts.count - 2]) : nil
        return declarations.value(ofProperty: String(name), owner: owner)?.text.contains("(patternImage:") == true
    }

    /// Whether the snapshot is of the type's own color properties (`borderColor?.cgColor`, `self.activeColor.cgColor`, either
    /// branch of `isFirstResponder ? activeColor.cgColor : inactiveColor.cgColor`) declared without a default or with a
    /// constant one: colors its callers set, through the properties, which a view passes on as given (a library's
    /// inspectable border color). A parameter of the function is its caller's color likewise (`func setColor(_ color:)`).
    /// One that defaults to an adapting color (`var rule = UIColor.separator`, `tint: UIColor = .separator`) is still a
    /// snapshot of that, and so is a local of the function that shares the name, and one taken in the property's own
    /// observer (set when the property is, and never again) when the property has a color of its own; with no default or
    /// a clear one, the observer copies what the property's setter is given: the caller's color.
    static func isCallersColor(_ site: ColorSite, resolver: ColorTypeResolver) -> Bool {
        let names = snapshotBases(site.text)
        guard !names.isEmpty else { return false }
        let node = resolver.locator.innermostNode(containing: site.range.offsets.lowerBound)
        var scope = node.parent
        while let current = scope, current.kind != .functionDecl, current.kind != .initializerDecl, current.kind != .accessorDecl, !current.kind.isTypeDeclaration {
            scope = current.parent
        }
        // Taken in the property's own observer, it is taken when the property is set and never again: a trait change leaves it.
        if let observer = scope, observer.kind == .accessorDecl, observer.keyText == "didSet" || observer.keyText == "willSet" {
            var declaration = observer.parent
            while let current = declaration, current.kind != .variableDecl, !current.kind.isTypeDeclaration { declaration = current.parent }
            // Unless it has no color of its own to copy (no value, or clear: nothing is drawn until it is set): then it
            // copies what its setter is given, the caller's color (an inspectable border color a designer sets). A visible
            // default is a color of its own, which `nocturne fix` may make adapt, and whose copy then goes stale.
            if let variable = declaration.flatMap(VariableDecl.init), let name = variable.name, names.contains(name) {
                return names.count == 1 && (variable.initializer.map { isClearDefault($0.text) } ?? true)
            }
        }
        // The function's parameters are colors it was handed, as given, unless their default is its own adapting color; a
        // local (its closures' too) is a color it made.
        var locals: Set<String> = [], parameters: Set<String> = []
        var localValues: [String: String] = [:]
        if let scope, !scope.kind.isTypeDeclaration {
            for node in scope.subtree {
                if node.kind == .variableDecl, let variable = VariableDecl(node), let name = variable.name {
                    locals.insert(name)
                    if let value = variable.initializer { localValues[name] = value.text.removingWhitespace() }
                }
                guard node.kind == .parameter, let parameter = FunctionParameter(node), let name = parameter.name else { continue }
                if let value = parameter.defaultValue, !isConstantDefault(value.text) {
                    locals.insert(name)
                } else {
                    parameters.insert(name)
                }
            }
        }
        let owner = ColorDeclarations.File.owner(of: node)
        // The type's stored properties declared without a value: what its initializer's callers give it.
        var given: Set<String> = [], members: Set<String> = []
        var type = node.parent
        while let current = type, !current.kind.isTypeDeclaration { type = current.parent }
        for member in type.flatMap(TypeDecl.init)?.members ?? [] {
            guard let variable = VariableDecl(member), let name = variable.name else { continue }
            // (An `override var tintColor` is still the view's own.)
            if !variable.modifiers.contains("override") { members.insert(name) }
            if variable.initializer == nil, variable.bindings.first?.accessors == nil { given.insert(name) }
        }
        /// A member path (`config.borderColor`) is the caller's when its root is: a parameter, a value-less stored property,
        /// or a local made from either (`let config = properties.highlightConfig`).
        func rootIsGiven(_ path: String, depth: Int = 0) -> Bool {
            // A view's own color (`view.tintColor`, `cell.backgroundColor`) adapts, whoever handed the view.
            if depth == 0, ["tintColor", "backgroundColor", "textColor", "titleColor"].contains(SwiftPairs.lastPart(of: path)) { return false }
            let root = String(path.prefix { $0 != "." && $0 != "?" && $0 != "!" })
            if parameters.contains(root) { return true }
            if locals.contains(root) {
                guard depth < 3, let value = localValues[root], value.contains("."), value.allSatisfy({ $0.isLetter || $0.isNumber || "._?!".contains($0) }) else { return false }
                return rootIsGiven(value.hasPrefix("self.") ? String(value.dropFirst(5)) : value, depth: depth + 1)
            }
            return given.contains(root)
        }
        return names.allSatisfy { name in
            // A constant fallback (`highlighted?.cgColor ?? UIColor.white.withAlphaComponent(0.2).cgColor`) is the same in
            // every mode: no copy of it goes stale.
            if names.count > 1, isConstantDefault(name) { return true }
            if name.contains(".") { return rootIsGiven(name) }
            guard !locals.contains(name) else { return false }
            if parameters.contains(name) { return true }
            // The view's own tint (`tintColor` in a view subclass that declares none of its own): UIKit's, inherited from
            // the window's adapting blue unless set, whoever else in the project names a property so. (Its background is
            // clear until someone sets it: what it copies is theirs.)
            if name == "tintColor", !members.contains(name) { return false }
            guard let owner, resolver.declarations.declares(name) else { return false }
            guard let value = resolver.declarations.value(ofProperty: name, owner: owner) else { return true }
            return isConstantDefault(value.text)
        }
    }

    /// Whether a property's default draws nothing: clear, or `nil`.
    static func isClearDefault(_ text: String) -> Bool {
        [".clear", "UIColor.clear", "NSColor.clear", "nil", "UIColor.clearColor()"].contains(text.removingWhitespace())
    }

    /// Whether a property's or parameter's default is the same in every mode: a constant color (at an opacity or not), or
    /// clear (nothing until the caller gives a color).
    static func isConstantDefault(_ text: String) -> Bool {
        var compact = text.removingWhitespace()
        // `NSColor.lightGray.withAlphaComponent(0.75)`: constant when its color is.
        for method in [".withAlphaComponent(", ".colorWithAlphaComponent("] {
            if let range = compact.range(of: method), compact.hasSuffix(")") { compact = String(compact[..<range.lowerBound]) }
        }
        if isClearDefault(compact) { return true }
        return SwiftPairs.side(ofWritten: compact, catalogs: ColorCatalogIndex())?.isConstant == true
    }

    /// The names whose `CGColor` an expression takes, when each is a plain property (`borderColor?.cgColor` gives
    /// `borderColor`; `self.tint.cgColor` gives `tint`; `tint.withAlphaComponent(0.2).cgColor` gives `tint`;
    /// `(isOn ? self.tint : idle).cgColor` gives `tint` and `idle`); empty when any is something else
    /// (`UIColor.separator.cgColor`, `colors.first?.cgColor`, a call).
    static func snapshotBases(_ text: String) -> [String] {
        var bytes = Array(text.utf8)
        // `color.withAlphaComponent(0.18).cgColor` is a snapshot of `color`, at an opacity.
        for method in ["withAlphaComponent", "colorWithAlphaComponent"] {
            let pattern = Array(("." + method + "(").utf8)
            while let start = bytes.firstRange(of: pattern)?.lowerBound {
                var depth = 0, end = start + pattern.count - 1
                while end < bytes.count {
                    if bytes[end] == UInt8(ascii: "(") { depth += 1 }
                    if bytes[end] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
                    end += 1
                }
                guard end < bytes.count else { return [] }
                bytes.removeSubrange(start...end)
            }
        }
        // `(isOn ? activeColor : inactiveColor).cgColor`: a snapshot of either branch.
        if bytes.first == UInt8(ascii: "("), let close = bytes.lastIndex(of: UInt8(ascii: ")")),
           bytes[(close + 1)...].elementsEqual(".cgColor".utf8) || bytes[(close + 1)...].elementsEqual(".CGColor".utf8),
           let question = bytes.firstIndex(of: UInt8(ascii: "?")), let colon = bytes.lastIndex(of: UInt8(ascii: ":")), question < colon, colon < close {
            let branches = [bytes[(question + 1)..<colon], bytes[(colon + 1)..<close]].map { String(decoding: $0, as: UTF8.self).removingWhitespace() }
            let names = branches.flatMap { snapshotBases($0 + ".cgColor") }
            return names.count == 2 ? names : []
        }
        var names: [String] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "."), bytes[(index + 1)...].starts(with: "cgColor".utf8) || bytes[(index + 1)...].starts(with: "CGColor".utf8) else {
                index += 1
                continue
            }
            var end = index
            while end > 0, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
            var start = end
            func isNamePart(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte >= 0x80 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) }
            while start > 0, isNamePart(bytes[start - 1]) { start -= 1 }
            var name = String(decoding: bytes[start..<end], as: UTF8.self)
            if name.hasPrefix("self.") { name.removeFirst(5) }
            guard let first = name.first, first.isLetter || first == "_", !name.hasSuffix(".") else { return [] }
            names.append(name)
            index += 8
        }
        return names
    }
}
