import NocturneAppearance
import NocturneColor

/// Judges the colors of one storyboard or xib as pairs: each foreground on the nearest background up the view tree.
///
/// A foreground is a `textColor`, a button state's `titleColor`, a `tintColor` (and the other tints), a separator or
/// border color, or the `backgroundColor` of a hairline view (2 points thin or less, without subviews). Its background
/// is the view's own `backgroundColor`, else the nearest ancestor's, else the system background of its context: a
/// table view cell's (grouped or plain), a table view's, or the scene's, elevated when a segue presents the scene as a
/// sheet or popover. A translucent background is composited over what is under it.
///
/// Findings, on the constant (custom or fixed system) colors only:
/// - a constant pair that fails in some mode: an error when it passes in light and fails in dark, else a warning
///   (a stroke that is faint in light too is a design choice, and a disabled title is exempt);
/// - a constant surface that stays bright in dark (relative luminance ≥ 0.5 over what is under it in dark), and every
///   constant foreground drawn on it, naming its surface;
/// - a constant background under an adapting foreground when the pair fails in some mode.
/// A constant pair that passes in every mode is not a finding; nor is a color of a view whose `customClass` sets the
/// same property in code at setup (``CodeOwnedColors``), nor a foreground on a surface the code sets (the code owns
/// the pair). A button's background image is drawn on what is under the button, so its title is judged on that.
/// Named colors are checked against the catalogs as before.
struct InterfaceBuilderPairs {
    /// The document.
    let tree: InterfaceBuilderTree
    /// The app's named colors.
    let catalogs: ColorCatalogIndex
    /// The properties custom classes set in code.
    let codeOwned: CodeOwnedColors
    /// Each element's own background color (its index in the tree's colors), for the elements that have one.
    private let backgrounds: [Int: Int]
    /// Whether the document's owner (a xib's File's Owner) is a class that forces light in code.
    private let ownerIsLightOnly: Bool
    /// The outlets each element is connected to, by element index: the owning object's class and the outlet's name.
    private let outlets: [Int: [(owner: String, name: String)]]
    /// The elements by their `id`.
    private let ids: [String: Int]

    /// Prepares a document for judging.
    init(tree: InterfaceBuilderTree, catalogs: ColorCatalogIndex, codeOwned: CodeOwnedColors) {
        self.tree = tree
        self.catalogs = catalogs
        // No app code runs on a launch screen (the system draws it before the app starts): what it shows is its own.
        let isLaunchScreen = tree.elements.first { $0.tag == "document" }?.attributes["launchScreen"] == "YES"
        self.codeOwned = isLaunchScreen ? CodeOwnedColors() : codeOwned
        let lightOnly = codeOwned.lightOnlyClasses
        ownerIsLightOnly = !lightOnly.isEmpty && tree.elements.contains { $0.tag == "placeholder"
            && $0.attributes["placeholderIdentifier"] == "IBFilesOwner" && $0.attributes["customClass"].map(lightOnly.contains) == true }
        // Outlets: `<outlet property="…" destination="id">` in the `<connections>` of the object that owns them.
        var ids: [String: Int] = [:]
        var connections: [(owner: Int, name: String, destination: String)] = []
        for (index, element) in tree.elements.enumerated() {
            if let id = element.attributes["id"] { ids[id] = index }
            if element.tag == "outlet", let name = element.attributes["property"], let destination = element.attributes["destination"] {
                connections.append((tree.parent(element.parent), name, destination))
            }
        }
        self.ids = ids
        var outlets: [Int: [(owner: String, name: String)]] = [:]
        for connection in connections {
            guard let target = ids[connection.destination], let owner = tree.attribute("customClass", of: connection.owner) else { continue }
            outlets[target, default: []].append((owner, connection.name))
        }
        // A scene's root view is its controller's `view` (a table view controller's is its `tableView` too), though no
        // `<outlet>` names it: `view.backgroundColor = …` in the controller's `viewDidLoad`, or its superclass's, replaces it.
        for (index, element) in tree.elements.enumerated() where element.attributes["key"] == "view" && element.parent >= 0 {
            guard tree.tag(element.parent).hasSuffix("Controller"), let owner = tree.attribute("customClass", of: element.parent) else { continue }
            outlets[index, default: []].append((owner, "view"))
            if element.tag == "tableView" || element.tag == "collectionView" { outlets[index, default: []].append((owner, element.tag)) }
        }
        self.outlets = outlets
        var backgrounds: [Int: Int] = [:]
        for (index, color) in tree.colors.enumerated() {
            if let alpha = color.attributes["alpha"].flatMap(Double.init), alpha == 0 { continue }
            let (owner, state, key) = InterfaceBuilderPairs.owner(of: color, in: tree)
            guard owner >= 0, state == nil, InterfaceBuilderPairs.role(key) == .background else { continue }
            // A configuration's base background is what a button fills with; it wins over the view's background.
            if backgrounds[owner] == nil || key == "baseBackgroundColor" { backgrounds[owner] = index }
        }
        self.backgrounds = backgrounds
    }

    /// What a color does in its view.
    enum Role: Equatable {
        /// The view's surface (`backgroundColor`, `barTintColor`, a configuration's `baseBackgroundColor`).
        case background
        /// Something drawn on a surface.
        case foreground(ForegroundKind)
        /// Not judged (shadows, attributed-string backgrounds).
        case ignored
    }

    /// What is under a view.
    enum Under {
        /// A background color of an element: its side, the element and the color's index.
        case color(PairSide, element: Int, color: Int)
        /// The system background of a context.
        case system(BackgroundContext)
        /// A color a custom class sets in code.
        case code(String)
        /// A color code sets on the view at load, whose value is known (`view.backgroundColor = UIColor.white` in the scene's
        /// controller's `viewDidLoad`): what is drawn on the view is drawn on it.
        case codeColor(PairSide, element: Int)
    }

    /// Elements that hold a color for the view around them (`<state>`, runtime attributes, attributed-string runs).
    static let wrappers: Set<String> = [
        "state", "userDefinedRuntimeAttribute", "userDefinedRuntimeAttributes", "textAttributes", "attributes", "fragment",
        "attributedString", "buttonConfiguration", "backgroundConfiguration", "preferredSymbolConfiguration", "shadow",
    ]


    /// The thickness, in points, at or below which a view with a background and no subviews is a hairline.
    static let hairline = 2.0

    /// The findings of the document, at most one per `<color>`.
    /// Whether an element is shown in light only: the document's owner (a xib's File's Owner) or a scene's view
    /// controller above it is a class that forces light in code.
    func isLightOnly(_ element: Int) -> Bool {
        let classes = codeOwned.lightOnlyClasses
        guard !classes.isEmpty else { return false }
        if ownerIsLightOnly { return true }
        var current = element
        while current >= 0 {
            if let customClass = tree.attribute("customClass", of: current), classes.contains(customClass) { return true }
            current = tree.parent(current)
        }
        return false
    }

    func findings() -> [InterfaceBuilderScanner.RawFinding] {
        var found: [Int: InterfaceBuilderScanner.RawFinding] = [:]
        func report(_ colorIndex: Int, _ message: String, severity: LintSeverity? = nil, pair: PairJudgement? = nil) {
            let color = tree.colors[colorIndex]
            let rule: LintRule = isFixed(color.attributes) ? .nonAdaptingSystemColor : .interfaceBuilderCustomColor
            let finding = InterfaceBuilderScanner.RawFinding(rule: rule, site: color.site, message: message, severity: severity, pair: pair)
            if let existing = found[colorIndex], (existing.severity ?? .warning) >= (severity ?? .warning) { return }
            found[colorIndex] = finding
        }
        let elevated = elevatedScenes()
        for (index, color) in tree.colors.enumerated() {
            let attributes = color.attributes
            if let alpha = attributes["alpha"].flatMap(Double.init), alpha == 0 { continue }
            if let named = namedFinding(attributes, in: color.site.file) {
                // A light-only set that does no harm as what its key draws (a mid teal tint, a dark fill): the same in every
                // mode, as in Swift.
                if named.rule == .namedColorNoDark, readsAsDrawn(color, index: index) { continue }
                found[index] = InterfaceBuilderScanner.RawFinding(rule: named.rule, site: color.site, message: named.message)
                continue
            }
            let (owner, state, key) = self.owner(of: color)
            var role = Self.role(key)
            guard role != .ignored, isConstant(attributes), !isLightOnly(owner), !isUndrawnStroke(color) else { continue }
            // A color well's color is the value it offers the user to change (a subtitle color, a default ink), not a
            // color drawn on the page as a mark.
            if tree.tag(owner) == "colorWell" { continue }
            if codeSets(key, of: owner) { continue }
            // A view of no height or width that holds nothing and that no constraint sizes (a table's empty footer) draws nothing.
            if let frame = frameRect(owner), min(frame.width, frame.height) == 0, child("subviews", of: owner) == nil,
               tree.attribute("translatesAutoresizingMaskIntoConstraints", of: owner) != "NO" { continue }
            let thin = isHairline(owner)
            if role == .background, thin { role = .foreground(.stroke) }
            let side = self.side(color, index: index)
            switch role {
            case .background:
                if let surface = brightSurface(side, element: owner, elevated: elevated), !isCovered(owner), !(side.isTranslucent && isOverImage(owner)),
                   !isOnConstantSurface(owner, elevated: elevated) {
                    report(index, "\(PairJudgement.named(surface)) \(PairSide.brightSurfaceWords); make it adapt, with the colors drawn on it")
                }
            case .foreground(var kind):
                // A pressed or selected state's color is drawn on that state's own fill (an image, a tint the code sets):
                // what is under it is not the view's surface.
                if Self.isPressedOrSelected(state), drawsOwnStateFill(owner) { continue }
                if kind == .text, isLarge(owner) { kind = .largeText }
                let under = self.under(from: thin ? tree.parent(owner) : owner, start: owner, elevated: elevated)
                // Drawn over a picture, with no opaque surface of its own between: on the picture, which is not known.
                if isDrawnOnImage(owner, under: under) { continue }
                // On a constant surface that stays bright in dark: changed together with it when it reads worse on the dark
                // page. One that reads as well there (a pale hairline, a mid-blue title) stays as it is once the surface adapts:
                // it is judged on the surface as it will be then, its light value in light and the page in dark (a hairline's
                // faintness is its design).
                func onBrightSurface(_ surface: PairSide) {
                    if Linter.isWorseOnDarkPage(side, kind: kind) {
                        report(index, "\(PairJudgement.named(side, as: kind)) on \(PairJudgement.named(surface)), a constant surface that stays bright in dark: change them together")
                    } else if kind != .stroke, case let pairContext = context(of: owner, elevated: elevated),
                              !Linter.readsOnAdaptedSurface(side, kind: kind, surface: surface, context: pairContext),
                              let message = ColorPair(kind, side, on: surface, context: pairContext).judged().failureMessage {
                        report(index, message)
                    }
                }
                var background: PairSide
                switch under {
                // The class that sets the surface in code chooses what is drawn on it: the code owns the pair.
                case .code: continue
                // A surface code sets to a known constant at load: judged on that, as on the document's own.
                case .codeColor(let surface, let element):
                    background = surface
                    if surface.isConstant, isBright(surface.composited(over: context(of: element, elevated: elevated).background())) {
                        onBrightSurface(surface)
                        continue
                    }
                case .system(let context):
                    background = context.background()
                    // White text no ancestor gives a color to, invisible on the page in light, is drawn over something
                    // the hierarchy does not say (an image view behind it, a fill set in code): not judged against a guess.
                    if side.isUnseenInLight(on: background) { continue }
                case .color(let surface, let element, _):
                    background = surface
                    if surfaceIsBright(surface, element: element, elevated: elevated) {
                        onBrightSurface(surface)
                        continue
                    }
                }
                if state == "disabled" { continue }
                let judgement = ColorPair(kind, side, on: background, context: context(of: owner, elevated: elevated)).judged()
                guard let message = judgement.failureMessage else { continue }
                switch judgement.verdict {
                case .darkRegression: report(index, message, severity: .error, pair: judgement)
                // Two constants alike and legible in every mode (white on a brand button at 2.4:1): the light design's
                // choice, which no appearance makes worse. On a surface the document does not say (assumed), a failure in
                // light is no finding either: the light design draws it on something else, as in Swift.
                case .fails where kind != .stroke && !judgement.isLegibleDesignChoice && !judgement.isLightDesignChoice && !judgement.backgroundIsAssumed:
                    report(index, message, pair: judgement)
                default: break
                }
            case .ignored: continue
            }
        }
        // A constant background under an adapting foreground: reported at the background when the pair fails.
        for (index, color) in tree.colors.enumerated() where !isConstant(color.attributes) && namedFinding(color.attributes, in: color.site.file) == nil {
            if let alpha = color.attributes["alpha"].flatMap(Double.init), alpha == 0 { continue }
            let (owner, state, key) = self.owner(of: color)
            guard case .foreground(var kind) = Self.role(key), state != "disabled", !(Self.isPressedOrSelected(state) && drawsOwnStateFill(owner)),
                  !isLightOnly(owner) else { continue }
            if codeSets(key, of: owner) { continue }
            if kind == .text, isLarge(owner) { kind = .largeText }
            guard case .color(let surface, let element, let colorIndex) = under(from: owner, start: owner, elevated: elevated),
                  isConstant(tree.colors[colorIndex].attributes), !surfaceIsBright(surface, element: element, elevated: elevated) else { continue }
            let foreground = side(color, index: index)
            let judgement = ColorPair(kind, foreground, on: surface, context: context(of: owner, elevated: elevated)).judged()
            guard let message = judgement.failureMessage else { continue }
            // A named color set is the app's own, its light value as designed: only its dark-mode regression is reported
            // here (a light-mode failure of a set `nocturne fix` made was reported, and left, at the constant it replaced).
            let isSystem = if case .system = foreground.color { true } else { false }
            switch judgement.verdict {
            case .darkRegression: report(colorIndex, message, severity: .error, pair: judgement)
            case .fails where kind != .stroke && isSystem: report(colorIndex, message, pair: judgement)
            default: break
            }
        }
        return found.keys.sorted().compactMap { found[$0] }
    }

    /// Every pair of the document that has a foreground color: what it is drawn on, judged in every mode.
    ///
    /// The evidence behind ``findings()``: a foreground the code owns, or a disabled state's, is left out as there.
    func pairs() -> [PairJudgement] {
        var judged: [PairJudgement] = []
        let elevated = elevatedScenes()
        for (index, color) in tree.colors.enumerated() {
            if let alpha = color.attributes["alpha"].flatMap(Double.init), alpha == 0 { continue }
            let (owner, state, key) = self.owner(of: color)
            var role = Self.role(key)
            let thin = isHairline(owner)
            if role == .background, thin { role = .foreground(.stroke) }
            guard case .foreground(var kind) = role, state != "disabled", !(Self.isPressedOrSelected(state) && drawsOwnStateFill(owner)) else { continue }
            if codeSets(key, of: owner) { continue }
            if kind == .text, isLarge(owner) { kind = .largeText }
            var background: PairSide
            let under = under(from: thin ? tree.parent(owner) : owner, start: owner, elevated: elevated)
            switch under {
            case .code: continue
            case .codeColor(let surface, _): background = surface
            case .system(let context): background = context.background()
            case .color(let surface, _, _): background = surface
            }
            // Over a picture, as findings() reads it: on the image, not on the page.
            if isDrawnOnImage(owner, under: under) { background = .unknown("an image") }
            judged.append(ColorPair(kind, side(color, index: index), on: background, context: context(of: owner, elevated: elevated)).judged())
        }
        return judged
    }

    /// The constant root view surface of each view controller the document shows, by the controller's custom class: a
    /// storyboard scene's root view (`<view key="view">` of a `<viewController customClass="…">`), or a xib's view its File's
    /// Owner takes as `view`. What the class's code adds to its screen is drawn on it.
    func screenSurfaces() -> [String: PairSide] {
        var roots: [(owner: String, view: Int)] = []
        var ids: [String: Int] = [:]
        var owner: String?
        for (index, element) in tree.elements.enumerated() {
            if let id = element.attributes["id"] { ids[id] = index }
            if element.tag.hasSuffix("Controller"), let name = element.attributes["customClass"], let view = child(ofKey: "view", in: index) {
                roots.append((name, view))
            }
            if element.tag == "placeholder", element.attributes["placeholderIdentifier"] == "IBFilesOwner" { owner = element.attributes["customClass"] }
        }
        if let owner {
            for element in tree.elements where element.tag == "outlet" && element.attributes["property"] == "view" {
                // The File's Owner's own outlets sit in its `<connections>`: the placeholder is their grandparent.
                guard tree.tag(tree.parent(element.parent)) == "placeholder", let destination = element.attributes["destination"],
                      let view = ids[destination] else { continue }
                roots.append((owner, view))
            }
        }
        var result: [String: PairSide] = [:]
        for (name, view) in roots {
            guard let colorIndex = backgroundColor(of: view), isConstant(tree.colors[colorIndex].attributes) else { continue }
            result[name] = side(tree.colors[colorIndex], index: colorIndex).composited(over: context(of: view, elevated: []).background())
        }
        return result
    }

    /// The first child of an element whose `key` attribute is `key`, whatever its tag.
    private func child(ofKey key: String, in element: Int) -> Int? {
        var index = element + 1
        while index < tree.elements.count {
            let candidate = tree.elements[index]
            if candidate.parent == element, candidate.attributes["key"] == key { return index }
            if candidate.parent < element { return nil }
            index += 1
        }
        return nil
    }

    /// Whether code replaces a color property of a view at setup: the view's own class (or its UIKit class's theme), or
    /// the class of an object that owns an outlet to it (`stackScrollView.backgroundColor = …` in the scene's view
    /// controller's `viewDidLoad`). Interface Builder's value never shows: the code's line carries the verdict.
    func codeSets(_ key: String, of element: Int) -> Bool {
        if codeOwned.owns(key, inClass: tree.attribute("customClass", of: element), element: tree.tag(element)) { return true }
        return outlets[element]?.contains { codeOwned.owns(key, ofOutlet: $0.name, inClass: $0.owner) } ?? false
    }

    /// The constant a controller (or its superclass) sets a view's color property to at load, through an outlet (the root
    /// view is its controller's `view`), when it is written where it can be read (`UIColor.white`, `UIColor(white: 0.9,
    /// alpha: 1)`), named as written: what shows instead of the document's color.
    func codeSurface(_ key: String, of element: Int) -> PairSide? {
        for outlet in outlets[element] ?? [] {
            guard let value = codeOwned.value(key, ofOutlet: outlet.name, inClass: outlet.owner),
                  var side = SwiftPairs.side(ofWritten: value.text, catalogs: catalogs), side.isKnown else { continue }
            side.name = value.text
            // Where the code writes it: a fix that changes both sides of the pair changes them together.
            side.location = SourceLine(file: value.file, line: value.line, column: value.column)
            return side
        }
        return nil
    }

    // MARK: - Colors

    /// The checks of a named (asset-catalog) color: missing, no Dark, no High Contrast; `nil` for other colors.
    func namedFinding(_ attributes: [String: String], in file: String? = nil) -> (rule: LintRule, message: String)? {
        guard let name = attributes["name"], attributes["catalog"] != "System", attributes["colorSpace"] != "catalog",
              attributes["systemColor"] == nil, catalogs.hasCatalogs else { return nil }
        let key = attributes["key"] ?? "color"
        guard let entry = catalogs.entry(named: name, near: file) else {
            // `AccentColor` undefined is the system's accent: Interface Builder names it for every control it tints.
            if name == NamedColorMissingRule.systemAccentName { return nil }
            return (.namedColorMissing, "\(key) names the color '\(name)', which no asset catalog in the scanned tree defines")
        }
        if !entry.hasDark { return (.namedColorNoDark, "\(key) uses the color set '\(entry.name)' (\(entry.file)), which has no Dark appearance") }
        if !entry.hasHighContrast { return (.namedColorNoHighContrast, "\(key) uses the color set '\(entry.name)' (\(entry.file)), which has no High Contrast variant") }
        return nil
    }

    /// Whether a color the same in every mode does no harm as what its key makes it: a surface that does not stay bright
    /// in dark, a foreground no worse on the dark page than on the light one.
    func readsAsDrawn(_ color: InterfaceBuilderTree.Color, index: Int) -> Bool {
        let side = self.side(color, index: index)
        guard side.isKnown else { return false }
        switch Self.role(owner(of: color).key) {
        case .background: return !side.isBrightInDark
        case .foreground(let kind): return !side.isBrightInDark && !Linter.isWorseOnDarkPage(side, kind: kind)
        case .ignored: return true
        }
    }

    /// The fixed system color a color names (`whiteColor`), or `nil`.
    func fixedName(_ attributes: [String: String]) -> String? {
        // `systemColor="darkTextColor"`, as Xcode 11 and later write the fixed ones too (the adapting ones are `systemRedColor`, `labelColor`, …).
        if let system = attributes["systemColor"] ?? attributes["xcode11CocoaTouchSystemColor"] ?? attributes["cocoaTouchSystemColor"] {
            return InterfaceBuilderScanner.fixedSystemColors.contains(system) ? system : nil
        }
        if let name = attributes["name"], attributes["catalog"] == "System" || attributes["colorSpace"] == "catalog" {
            return InterfaceBuilderScanner.fixedSystemColors.contains(name) ? name : nil
        }
        return nil
    }

    /// Whether a color is a fixed system color.
    func isFixed(_ attributes: [String: String]) -> Bool { fixedName(attributes) != nil }

    /// Whether a color is the same in every mode: components, or a fixed system color.
    func isConstant(_ attributes: [String: String]) -> Bool {
        if isFixed(attributes) { return true }
        guard attributes["systemColor"] == nil, attributes["name"] == nil, attributes["cocoaTouchSystemColor"] == nil else { return false }
        return InterfaceBuilderScanner.value(attributes) != nil
    }

    /// A color as a pair side, located at its line.
    func side(_ color: InterfaceBuilderTree.Color, index: Int) -> PairSide {
        let attributes = color.attributes
        let location = SourceLine(file: color.site.file, line: color.site.range.start.line, column: color.site.range.start.column)
        if let fixed = fixedName(attributes), let value = PairSide.fixedColor(named: fixed) { return .constant(value, at: location) }
        if let value = InterfaceBuilderScanner.value(attributes) {
            return .constant(value, at: location)
        }
        let system = attributes["systemColor"] ?? attributes["xcode11CocoaTouchSystemColor"] ?? attributes["cocoaTouchSystemColor"]
            ?? ((attributes["catalog"] == "System" || attributes["colorSpace"] == "catalog") ? attributes["name"] : nil)
        if let system {
            let bare = system.hasSuffix("Color") ? String(system.dropLast(5)) : system
            if let name = SystemColorName(matching: bare) { return .system(name, at: location) }
            return .unknown(system, at: location)
        }
        if let name = attributes["name"] { return .named(name, catalogs: catalogs, at: location) }
        return .unknown("a color", at: location)
    }

    /// What a color's key makes it.
    static func role(_ key: String) -> Role {
        let lower = key.lowercased()
        if lower.contains(bytesOf: "shadow") || key == "NSBackgroundColor" { return .ignored }
        // (A box's `fillColor` is the surface of what it holds.)
        if ["backgroundcolor", "bartintcolor", "basebackgroundcolor", "fillcolor"].contains(lower) { return .background }
        // A slider's or progress bar's track is a line (`maximumTrackTintColor`, `trackTintColor`): its faintness is the design's.
        if lower.contains(bytesOf: "separator") || lower.contains(bytesOf: "border") || lower.contains(bytesOf: "track") { return .foreground(.stroke) }
        if lower.contains(bytesOf: "text") || lower.contains(bytesOf: "title") || key == "NSColor" || key == "baseForegroundColor" || key == "highlightedColor" {
            return .foreground(.text)
        }
        return .foreground(.symbol)
    }

    // MARK: - The tree

    /// Whether a button state is one drawn on its own fill: highlighted (pressed), selected, focused.
    static func isPressedOrSelected(_ state: String?) -> Bool {
        state == "highlighted" || state == "selected" || state == "focused"
    }

    /// Whether a button draws its pressed and selected states on a fill of their own: a custom class (which may set
    /// per-state fills in code), a system button (a tinted selection), a state's background image, or a configuration.
    /// A plain custom button without any draws a selected title where its normal one is.
    func drawsOwnStateFill(_ button: Int) -> Bool {
        if tree.attribute("customClass", of: button) != nil { return true }
        if let type = tree.attribute("buttonType", of: button), type == "roundedRect" || type == "system" { return true }
        return tree.descendants(of: button).contains { index in
            let element = tree.elements[index]
            return element.tag == "buttonConfiguration" || element.attributes["backgroundImage"] != nil || element.attributes["key"] == "backgroundImage"
        }
    }

    /// The view a color belongs to (past `<state>` and other wrappers), the state it is for, and its effective key.
    func owner(of color: InterfaceBuilderTree.Color) -> (owner: Int, state: String?, key: String) {
        Self.owner(of: color, in: tree)
    }

    /// The view a color belongs to in a tree, the state it is for, and its effective key (a runtime attribute's key path).
    static func owner(of color: InterfaceBuilderTree.Color, in tree: InterfaceBuilderTree) -> (owner: Int, state: String?, key: String) {
        var element = color.parent
        var state: String?
        var key = color.attributes["key"] ?? "color"
        while element >= 0, wrappers.contains(tree.tag(element)) {
            switch tree.tag(element) {
            case "state": state = tree.attribute("key", of: element)
            // A view's `<shadow>` holds its color under the key `color`: the shadow's, never judged as a mark.
            case "shadow": key = "shadow"
            case "userDefinedRuntimeAttribute":
                if let path = tree.attribute("keyPath", of: element) { key = path.split(separator: ".").last.map(String.init) ?? path }
            default: break
            }
            element = tree.parent(element)
        }
        return (element, state, key)
    }

    /// Whether a color is an attributed run's stroke color with no stroke width beside it: Text Kit draws no outline
    /// at width 0, the default, so the color is never drawn (Interface Builder writes one into many runs).
    func isUndrawnStroke(_ color: InterfaceBuilderTree.Color) -> Bool {
        guard color.attributes["key"] == "NSStrokeColor" else { return false }
        return !tree.descendants(of: color.parent).contains { index in
            let element = tree.elements[index]
            return element.parent == color.parent && element.attributes["key"] == "NSStrokeWidth"
                && (element.attributes["value"].flatMap(Double.init) ?? 0) != 0
        }
    }

    /// The first child of an element with a tag (and a `key`, when given).
    func child(_ tag: String, of element: Int, key: String? = nil) -> Int? {
        guard element >= 0 else { return nil }
        // Children follow their parent in document order; they are few, so a forward scan stops soon.
        var index = element + 1
        while index < tree.elements.count {
            let candidate = tree.elements[index]
            if candidate.parent == element, candidate.tag == tag, key == nil || candidate.attributes["key"] == key { return index }
            if candidate.parent < element { return nil }
            index += 1
        }
        return nil
    }

    /// Whether a view is drawn over an image: an earlier sibling image view showing an image holds its whole frame (white
    /// buttons and a title over a full-screen picture), it or an ancestor up to the first with a surface of its own. What
    /// is under it is the picture, which the document does not say.
    func isOverImage(_ element: Int) -> Bool {
        var current = element
        while current >= 0 {
            let container = tree.parent(current)
            if container >= 0, tree.tag(container) == "subviews" {
                let frame = frameRect(current)
                var index = container + 1
                while index < current {
                    if tree.elements[index].parent == container, tree.tag(index) == "imageView", tree.attribute("image", of: index) != nil {
                        if let image = frameRect(index) {
                            if let frame, image.x <= frame.x, image.y <= frame.y, image.x + image.width >= frame.x + frame.width,
                               image.y + image.height >= frame.y + frame.height { return true }
                        } else if isFillingPicture(index), isPinnedToEdges(index, of: tree.parent(container)) {
                            // Laid out by constraints only: pinned to every edge of the view that holds both, it is under all of it.
                            return true
                        }
                    }
                    index += 1
                }
            }
            // Up to the first view that paints its own surface.
            if current != element, let colorIndex = backgroundColor(of: current),
               (tree.colors[colorIndex].attributes["alpha"].flatMap(Double.init) ?? 1) >= 1 { return false }
            current = container >= 0 ? tree.parent(container) : -1
            if current >= 0, tree.tag(current) == "subviews" { current = tree.parent(current) }
        }
        return false
    }

    /// Whether a view's foreground is drawn on a picture: it is over one (``isOverImage(_:)``) and has no opaque surface of
    /// its own, `under` being what ``under(from:start:elevated:)`` found for it.
    func isDrawnOnImage(_ element: Int, under: Under) -> Bool {
        guard isOverImage(element) else { return false }
        // Its own opaque fill hides the picture. (`under` composites a translucent fill over the view's ancestors, which the
        // picture sits between: its own color says whether the picture shows through.)
        if case .color(_, let owner, _) = under, owner == element, isOpaque(element) { return false }
        return true
    }

    /// A view's frame, or `nil` when it has none written.
    private func frameRect(_ element: Int) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let rect = child("rect", of: element, key: "frame"), let width = tree.attribute("width", of: rect).flatMap(Double.init),
              let height = tree.attribute("height", of: rect).flatMap(Double.init) else { return nil }
        return (tree.attribute("x", of: rect).flatMap(Double.init) ?? 0, tree.attribute("y", of: rect).flatMap(Double.init) ?? 0, width, height)
    }

    /// Whether a view's own surface is never seen: a direct subview fills its whole frame with an opaque background (a
    /// screen's white root under a scroll view pinned to its edges), a picture it stretches or aspect-fills, a map, or an
    /// embedded scene whose root view is opaque. What shows is that subview's color, judged there, or the picture.
    func isCovered(_ element: Int) -> Bool {
        guard let subviews = child("subviews", of: element) else { return false }
        // (A document laid out by constraints alone writes no frames: only a subview pinned to every edge says it covers.)
        let frame = frameRect(element)
        if let frame, frame.width <= 0 || frame.height <= 0 { return false }
        // The opaque subviews that span the view's whole width, or its whole height: together they may tile it (a table
        // above a strip of thumbnails, a bar above a pager).
        var rows: [(Double, Double)] = [], columns: [(Double, Double)] = []
        for index in tree.descendants(of: subviews) {
            guard tree.elements[index].parent == subviews else { continue }
            // Written without a frame (laid out by constraints only): a picture pinned to every edge still fills it.
            if frameRect(index) == nil, tree.tag(index) == "imageView", isFillingPicture(index), isPinnedToEdges(index, of: element) { return true }
            guard let frame, let inner = frameRect(index) else { continue }
            if inner.x == 0, inner.y == 0, inner.width == frame.width, inner.height == frame.height {
                if isOpaque(index) { return true }
                switch tree.tag(index) {
                // A map fills its frame with its own opaque drawing.
                case "mapView":
                    if isPinnedToEdges(index, of: element) { return true }
                // A picture that fills its frame (aspect-fill or stretched): the view shows the picture, not its own surface.
                case "imageView":
                    if isFillingPicture(index), isPinnedToEdges(index, of: element) { return true }
                // A container showing another scene: that scene's root view covers it when it has an opaque surface of its own.
                case "containerView":
                    if let root = embeddedRootView(of: index), isOpaque(root) { return true }
                default:
                    break
                }
            }
            guard isOpaque(index) || tree.tag(index) == "containerView" && embeddedRootView(of: index).map(isOpaque) == true else { continue }
            if inner.x <= 0, inner.x + inner.width >= frame.width { rows.append((inner.y, inner.y + inner.height)) }
            if inner.y <= 0, inner.y + inner.height >= frame.height { columns.append((inner.x, inner.x + inner.width)) }
        }
        guard let frame else { return false }
        return Self.spans(rows, length: frame.height) || Self.spans(columns, length: frame.width)
    }

    /// Whether intervals, together, cover `0…length` with no gap wider than half a point.
    static func spans(_ intervals: [(Double, Double)], length: Double) -> Bool {
        guard intervals.count > 1 else { return false }
        var reached = 0.0
        for (start, end) in intervals.sorted(by: { $0.0 < $1.0 }) {
            if start > reached + 0.5 { return false }
            reached = max(reached, end)
        }
        return reached >= length - 0.5
    }

    /// Whether an image view shows a picture that fills its frame (aspect-fill or stretched).
    private func isFillingPicture(_ imageView: Int) -> Bool {
        let mode = tree.attribute("contentMode", of: imageView) ?? "scaleToFill"
        return tree.attribute("image", of: imageView) != nil && (mode == "scaleAspectFill" || mode == "scaleToFill")
    }

    /// Whether a subview laid out by constraints is pinned to each edge of `parent` itself (not to a layout guide, which
    /// leaves a band of the parent under the home indicator or the bars); one laid out by its frame is where that says.
    private func isPinnedToEdges(_ subview: Int, of parent: Int) -> Bool {
        guard tree.attribute("translatesAutoresizingMaskIntoConstraints", of: subview) == "NO" else { return true }
        guard let id = tree.attribute("id", of: subview), let parentID = tree.attribute("id", of: parent),
              let list = child("constraints", of: parent) else { return false }
        var pinned: Set<String> = []
        var index = list + 1
        while index < tree.elements.count, tree.elements[index].parent == list {
            defer { index += 1 }
            let attributes = tree.elements[index].attributes
            // An item left out is the view that holds the constraint: the parent.
            let first = attributes["firstItem"] ?? parentID, second = attributes["secondItem"] ?? parentID
            guard let edge = attributes["firstAttribute"], edge == attributes["secondAttribute"] ?? edge,
                  (first == id && second == parentID) || (first == parentID && second == id),
                  (attributes["constant"].flatMap(Double.init) ?? 0) == 0 else { continue }
            pinned.insert(edge == "left" ? "leading" : edge == "right" ? "trailing" : edge)
        }
        return pinned.isSuperset(of: ["top", "bottom", "leading", "trailing"])
    }

    /// Whether a view has an opaque background color of its own.
    private func isOpaque(_ element: Int) -> Bool {
        guard let colorIndex = backgroundColor(of: element) else { return false }
        let attributes = tree.colors[colorIndex].attributes
        let alpha = attributes["alpha"].flatMap(Double.init) ?? 1
        return alpha >= 1 && attributes["systemColor"] != "clearColor" && attributes["cocoaTouchSystemColor"] != "clearColor"
    }

    /// The root view of the scene a container view embeds (its `embed` segue's destination), when the document holds it.
    private func embeddedRootView(of container: Int) -> Int? {
        for index in tree.descendants(of: container) {
            let element = tree.elements[index]
            guard element.tag == "segue", element.attributes["kind"] == "embed", let destination = element.attributes["destination"].flatMap({ ids[$0] }) else { continue }
            // The destination controller's `view` (or a table or collection view controller's own view).
            return tree.descendants(of: destination).first { tree.elements[$0].parent == destination && tree.elements[$0].attributes["key"] == "view" }
        }
        return nil
    }

    /// Whether a view is a hairline: a frame 2 points thin or less, and no subviews.
    func isHairline(_ element: Int) -> Bool {
        guard let frame = frameRect(element), child("subviews", of: element) == nil else { return false }
        return min(frame.width, frame.height) > 0 && min(frame.width, frame.height) <= Self.hairline
    }

    /// Whether a view's font is large text: 18 points and up, or 14 and up in bold (WCAG's large scale).
    func isLarge(_ element: Int) -> Bool {
        guard let font = child("fontDescription", of: element, key: "fontDescription") else { return false }
        if let style = tree.attribute("style", of: font) {
            return ["UICTFontTextStyleLargeTitle", "UICTFontTextStyleTitle0", "UICTFontTextStyleTitle1", "UICTFontTextStyleTitle2",
                    "UICTFontTextStyleTitle3"].contains(style)
        }
        guard let size = tree.attribute("pointSize", of: font).flatMap(Double.init) else { return false }
        let face = (tree.attribute("type", of: font) ?? "") + (tree.attribute("name", of: font) ?? "") + (tree.attribute("weight", of: font) ?? "")
        let bold = ["bold", "heavy", "black"].contains { face.lowercased().contains(bytesOf: $0) }
        return size >= 18 || (bold && size >= 14)
    }

    /// The background of an element's own surface, or `nil` when it has none (clear, or none written).
    func backgroundColor(of element: Int) -> Int? { backgrounds[element] }

    /// What is under the views from `element` up: the nearest background color, or the system background of the context.
    ///
    /// - Parameters:
    ///   - element: Where to start looking (the view itself, or a hairline's parent).
    ///   - start: The view whose foreground is judged (a rounded text field draws its own surface).
    ///   - elevated: The scenes presented as sheets or popovers.
    func under(from element: Int, start: Int, elevated: Set<String>) -> Under {
        var current = element
        while current >= 0 {
            if let colorIndex = backgroundColor(of: current) {
                let color = tree.colors[colorIndex]
                let key = owner(of: color).key
                let customClass = tree.attribute("customClass", of: current)
                if codeSets(key, of: current) {
                    if let surface = codeSurface(key, of: current) { return .codeColor(surface, element: current) }
                    return .code(customClass ?? CodeOwnedColors.uiKitClass[tree.tag(current)] ?? tree.tag(current))
                }
                var surface = side(color, index: colorIndex)
                if surface.isTranslucent, case .color(let below, _, _) = under(from: tree.parent(current), start: start, elevated: elevated) {
                    surface = surface.composited(over: below)
                }
                return .color(surface, element: current, color: colorIndex)
            }
            // A bar styled black is drawn dark in every appearance.
            if ["navigationBar", "toolbar", "tabBar", "searchBar"].contains(tree.tag(current)), tree.attribute("barStyle", of: current)?.hasPrefix("black") == true {
                return .codeColor(Self.blackBar, element: current)
            }
            switch tree.tag(current) {
            case "tableViewCell", "tableView": return .system(context(of: current, elevated: elevated))
            case "textField" where current == start && tree.attribute("borderStyle", of: current) == "roundedRect":
                return .system(context(of: current, elevated: elevated))
            default: break
            }
            current = tree.parent(current)
        }
        return .system(context(of: element, elevated: elevated))
    }

    /// The surface of a bar whose style is black (`barStyle="black"`): UIKit's black bar, the same in light and dark.
    static let blackBar: PairSide = {
        var side = PairSide.constant(ResolvedColor(RGB8(red: 0, green: 0, blue: 0)))
        side.name = "a black-style bar"
        return side
    }()

    /// The system background of an element's context: a grouped table's (or its cells'), else plain; elevated in a presented sheet.
    func context(of element: Int, elevated: Set<String>) -> BackgroundContext {
        var current = element
        var inCell = false
        var context = BackgroundContext.plain
        while current >= 0 {
            let tag = tree.tag(current)
            if tag == "tableViewCell" { inCell = true }
            if tag == "tableView", let style = tree.attribute("style", of: current), style == "grouped" || style == "insetGrouped" {
                context = inCell ? .groupedCell : .grouped
                break
            }
            current = tree.parent(current)
        }
        return context.elevated(scene(of: element).map(elevated.contains) ?? false)
    }

    /// The id of the scene's top object (the view controller) an element belongs to.
    func scene(of element: Int) -> String? {
        var current = element
        while current >= 0 {
            let parent = tree.parent(current)
            if tree.tag(parent) == "objects" { return tree.attribute("id", of: current) }
            current = parent
        }
        return nil
    }

    /// The ids of view controllers the storyboard presents as a sheet or popover (and the root controllers of those it wraps).
    func elevatedScenes() -> Set<String> {
        let sheetStyles: Set<String> = ["formSheet", "pageSheet", "popover"]
        var elevated: Set<String> = []
        var relationships: [(from: String, to: String)] = []
        for (index, element) in tree.elements.enumerated() {
            if element.tag != "segue", let id = element.attributes["id"], let style = element.attributes["modalPresentationStyle"], sheetStyles.contains(style) {
                elevated.insert(id)
            }
            guard element.tag == "segue", let destination = element.attributes["destination"] else { continue }
            let kind = element.attributes["kind"] ?? ""
            if kind == "popoverPresentation" || ((kind == "presentation" || kind == "modal") && sheetStyles.contains(element.attributes["modalPresentationStyle"] ?? "")) {
                elevated.insert(destination)
            } else if kind == "relationship", let source = scene(of: index) {
                relationships.append((source, destination))
            }
        }
        var changed = true
        while changed {
            changed = false
            for (from, to) in relationships where elevated.contains(from) && elevated.insert(to).inserted { changed = true }
        }
        return elevated
    }

    // MARK: - Surfaces

    /// The surface as a side, when a constant background stays bright in dark over what is under it; else `nil`.
    func brightSurface(_ side: PairSide, element: Int, elevated: Set<String>) -> PairSide? {
        var surface = side
        if surface.isTranslucent {
            let below: PairSide = switch under(from: tree.parent(element), start: element, elevated: elevated) {
            case .color(let color, _, _): color
            case .system(let context): context.background()
            case .code: context(of: element, elevated: elevated).background()
            case .codeColor(let color, _): color
            }
            surface = surface.composited(over: below)
        }
        // A light gray tile that holds content (a button's title, a label's text, subviews) is a light block on a dark screen.
        return isBright(surface) || surface.isLightTile && holdsContent(element) ? surface : nil
    }

    /// Whether a control (a button, a label) sits on an opaque constant dark surface (a navy screen, in every mode):
    /// what is around it looks the same in every mode, so a white button there is the design's, not a surface left light
    /// while the page goes dark.
    func isOnConstantSurface(_ element: Int, elevated: Set<String>) -> Bool {
        guard ["button", "label"].contains(tree.tag(element)) else { return false }
        var surface: PairSide
        // An earlier opaque sibling whose frame holds the control's is what it is drawn on (a white close button over
        // the pages' scroll view), not the superview.
        if let sibling = coveringSibling(of: element), let colorIndex = backgroundColor(of: sibling) {
            surface = side(tree.colors[colorIndex], index: colorIndex)
        } else if case .color(let color, _, _) = under(from: tree.parent(element), start: element, elevated: elevated) {
            surface = color
        } else {
            return false
        }
        guard surface.isConstant, !surface.isTranslucent, let value = surface.values?[AppearanceMode(colorScheme: .dark)] else { return false }
        return WCAG.relativeLuminance(value.rgb8) < Self.darkSurfaceLuminance
    }

    /// The last opaque view before `element` among its siblings whose frame holds the element's frame.
    func coveringSibling(of element: Int) -> Int? {
        let parent = tree.parent(element)
        guard parent >= 0, let frame = frameRect(element) else { return nil }
        var found: Int?
        for index in (parent + 1)..<element where tree.elements[index].parent == parent {
            guard isOpaque(index), let outer = frameRect(index) else { continue }
            if outer.x <= frame.x, outer.y <= frame.y, outer.x + outer.width >= frame.x + frame.width,
               outer.y + outer.height >= frame.y + frame.height { found = index }
        }
        return found
    }

    /// The relative luminance under which a constant surface is dark: a navy or charcoal screen (#777777 is 0.18).
    static let darkSurfaceLuminance = 0.15

    /// Whether a view shows content on its fill: subviews, a label's or text view's text, a button's title.
    func holdsContent(_ element: Int) -> Bool {
        if child("subviews", of: element) != nil { return true }
        switch tree.tag(element) {
        case "label", "textField", "textView": return true
        case "button":
            return tree.descendants(of: element).contains { tree.elements[$0].tag == "state" && tree.elements[$0].attributes["title"].map { !$0.isEmpty } == true }
        default: return false
        }
    }

    /// Whether the background color of `element`, as `under` found it, is a constant surface that stays bright in dark.
    func surfaceIsBright(_ surface: PairSide, element: Int, elevated: Set<String>) -> Bool {
        guard let colorIndex = backgroundColor(of: element), isConstant(tree.colors[colorIndex].attributes), !isHairline(element) else { return false }
        if codeSets(owner(of: tree.colors[colorIndex]).key, of: element) { return false }
        return isBright(surface.composited(over: context(of: element, elevated: elevated).background()))
    }

    /// Whether a side is bright in dark (standard contrast, base level).
    func isBright(_ side: PairSide) -> Bool { side.isBrightInDark }
}
