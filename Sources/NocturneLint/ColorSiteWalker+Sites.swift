import NocturneSyntax

extension ColorSiteWalker {
    /// `Color.black`, `UIColor.lightGray`, `Color.trail`: a member of a color type.
    mutating func explicitMember(type: Word, member: Int) {
        let word = file.word(member)
        if type == .Color {
            if word == .black || word == .white { systemColor(at: member, first: member - 2, swiftUI: true) }
            else { namedSymbol(at: member) }
            return
        }
        if Self.isFixedPlatformColor(word) { systemColor(at: member, first: member - 2, swiftUI: false) }
        else if type == .UIColor || type == .NSColor, let modern = Self.modernSpelling(of: word),
                file.punctuation(member + 1) == UInt8(ascii: "("), file.punctuation(member + 2) == UInt8(ascii: ")") {
            // `UIColor.darkGrayColor()`: the spelling before Swift 3, the same fixed color.
            var site = site(.systemColor, member - 2, member + 2, name: modern.rawValue)
            site.isSwiftUIBlackOrWhite = false
            record(site)
        } else if type == .UIColor || type == .NSColor { namedSymbol(at: member) }
    }

    /// The fixed color an old spelling names (`darkGrayColor` → `darkGray`), or `nil`.
    static func modernSpelling(of word: Word) -> Word? {
        guard word.rawValue.hasSuffix("Color"), let modern = Word(rawValue: String(word.rawValue.dropLast(5))), isFixedPlatformColor(modern) else {
            return nil
        }
        return modern
    }

    /// A name used as an expression: a color type's call or member (`Color(…)`, `UIColor.black`), one of the app's color
    /// functions (`rgb(…)`), or a use of one of its named constants.
    mutating func reference(at node: Int) {
        let index = keyToken(node)
        guard index >= 0 else { return }
        if colorTypeOrWrapper(at: index, node: node) { return }
        if facts.definitionHashes.contains(file.tokens[index].hash), !ownDefinitionNames.contains(index) { recordUse(at: index) }
    }

    /// `base.name`, read once its base has been: `SwiftUI.Color(…)`, `UIColor.fromHex(…)`, `.init(…)` inside a color's
    /// call, a use of a named constant (`Palette.brand`), or a literal made a color (`"1f2328".color`).
    mutating func member(node: Int) {
        let index = keyToken(node)
        guard index >= 0 else { return }
        if colorTypeOrWrapper(at: index, node: node) || initInsideColorCall(at: index) { return }
        let hash = file.tokens[index].hash
        if facts.definitionHashes.contains(hash), !ownDefinitionNames.contains(index) { recordUse(at: index) }
        if facts.literalPropertyHashes.contains(hash) { literalProperty(at: index) }
    }

    /// `.init(…)` inside a color's call (`UIColor(…)` then `.init(white:…)`): a color call of its own, recorded; `false` for any other name.
    mutating func initInsideColorCall(at index: Int) -> Bool {
        guard file.word(index) == .`init`, inColorCall else { return false }
        colorCall(at: index - 1)
        return true
    }

    /// `.name` with no base: a color (`.white`, `.trail`), `.init(…)` inside a color's call, one of the app's color
    /// functions (`.fromHex(…)`), or a use of a named constant.
    mutating func implicitMember(node: Int) {
        let index = keyToken(node)
        guard index >= 0 else { return }
        if colorTypeOrWrapper(at: index, node: node) || initInsideColorCall(at: index) { return }
        implicitMemberSite(at: index)
        if facts.definitionHashes.contains(file.tokens[index].hash), !ownDefinitionNames.contains(index) { recordUse(at: index) }
    }

    /// Whether the name at `index` (of `node`) is a color type or one of the app's color functions, and then its site:
    /// the call it starts, or the member of a color type (`Color.black`) when its node is that member access's base.
    mutating func colorTypeOrWrapper(at index: Int, node: Int) -> Bool {
        let word = file.word(index)
        guard ColorCall.isColorType(word) || facts.wrapperHashes.contains(file.tokens[index].hash) else { return false }
        if ColorCall.open(in: file, at: index, wrappers: wrappers, initIsColor: false) != nil {
            colorCall(at: index)
        } else if let parent = tree.node(node).parent, parent.kind == .memberAccess, parent.index + 1 == node {
            explicitMember(type: word, member: keyToken(parent.index))
        }
        return true
    }

    /// `.white`, `.lightGray`, `.trail` where the context says it is a color.
    mutating func implicitMemberSite(at index: Int) {
        let word = file.word(index)
        // `case .black:` and `.black: "Black"` are enum cases (NSFont.Weight.black), never colors.
        if file.punctuation(index + 1) == UInt8(ascii: ":") || file.word(index - 2) == .case { return }
        if word == .lightGray || word == .darkGray || word == .darkText || word == .lightText {
            systemColor(at: index, first: index - 1, swiftUI: false)
        } else if Self.isFixedPlatformColor(word), context.contains(.platformColor) {
            systemColor(at: index, first: index - 1, swiftUI: false)
        } else if word == .black || word == .white {
            systemColor(at: index, first: index - 1, swiftUI: true)
        } else if context.contains(.content) || context.contains(.background) || inColorCall {
            namedSymbol(at: index)
        }
    }

    /// A site of the tokens `first…last` in the current context.
    func site(_ kind: ColorSite.Kind, _ first: Int, _ last: Int, value: ColorSiteValue? = nil, name: String? = nil) -> ColorSite {
        var site = ColorSite(kind: kind, file: file.path, range: file.range(first, last), text: file.snippet(first, last), value: value,
                             context: context, name: name)
        site.firstToken = first
        site.lastToken = last
        return site
    }

    /// Records a site and judges it by every Swift rule.
    mutating func record(_ site: ColorSite) {
        var site = site
        typing?.type(&site)
        let index = output.sites.count
        output.sites.append(site)
        for rule in Self.swiftRules {
            if let message = rule.check(site, in: &self) { output.findings.append(RawFinding(rule: rule.rule, site: index, message: message)) }
        }
    }

    /// The Swift rules, in the order their findings are made.
    static let swiftRules: [any SwiftColorRule.Type] = [
        ConstantColorRule.self, FixedBlackWhiteRule.self, NonAdaptingSystemColorRule.self, NamedColorMissingRule.self,
        NamedColorNoDarkRule.self, NamedColorNoHighContrastRule.self,
    ]

    /// A fixed system color at `index` (`.white`, `UIColor.lightGray`), written from `first`; `swiftUI` when it may be SwiftUI's `Color`.
    mutating func systemColor(at index: Int, first: Int, swiftUI: Bool) {
        var site = site(.systemColor, first, index, name: file.text(index))
        site.isSwiftUIBlackOrWhite = swiftUI && !site.context.contains(.platformColor)
        record(site)
    }

    /// A color-building call at `index`: a constant, a named color, or nothing (computed).
    mutating func colorCall(at index: Int) {
        guard let open = ColorCall.open(in: file, at: index, wrappers: wrappers, initIsColor: inColorCall) else { return }
        guard index > constantUntil else { return }
        switch ColorCall.classify(in: file, open: open) {
        case .computed:
            // `Color(.black)`, `Color(NSColor.white)`: the fixed color inside is judged where it is;
            // `UIColor(hex: Palette.dark)`: a hex constant used through a helper.
            literalArgument(open: open)
        case .clear:
            return
        case .named(let name, let nameToken, _):
            record(site(.namedColor, index, nameToken, name: name))
        case .constant(let close, let translucent):
            constantUntil = close
            // `UIColor(named: "Teal") ?? UIColor(red: …)`: the fallback for a missing asset (what `nocturne fix` writes), not what is drawn.
            if file.isOperator(index - 1, "??"), file.punctuation(index - 2) == UInt8(ascii: ")"), file.kind(index - 3) == .string,
                file.word(index - 5) == .named { return }
            if ownDefinitionCalls.contains(index) {
                let offset = Int(file.tokens[index].start)
                output.definitionContexts[index] = themeDefaults.contains { $0.contains(offset) } ? context.union(.modeVariant) : context
                return
            }
            let isHelper = file.kind(index) == .identifier && !ColorCall.isColorType(file.word(index))
            var site = site(isHelper ? .helperCall : .constructor, index, close, value: ColorSiteValue.read(in: file, open: open))
            if isIdentityPalette() { site.context.insert(.identityPalette) }
            site.isTranslucentBlackOrWhite = translucent
            if isHelper {
                site.definition = facts.helperDefinition(named: file.tokens[index].hash, member: file.punctuation(index - 1) == UInt8(ascii: "."))
            }
            record(site)
        }
    }

    /// Whether the innermost array literal, or a tuple right inside one (`[(UIColor.teal, "Teal"), …]`), lists many colors
    /// (eight or more, made `UIColor(hex: "94B3AF")` or named `UIColor.teal`, `.brandTeal`): a categorical palette that tells
    /// items apart (avatars, tags, generated icons) or a swatch list to pick from, the same in both modes on purpose. So is
    /// a spectrum, five or more colors made by hue (`Color(hue: 0.16, saturation: 1, brightness: 1)`): a hue picker's
    /// track, a rainbow.
    mutating func isIdentityPalette() -> Bool {
        var node = Int(bracket)
        guard node >= 0 else { return false }
        // Inside a color literal's own arguments (`#colorLiteral(red: …)`): where the literal stands.
        if tree.nodes[node].kind == .argument, let literal = tree.node(node).parent, literal.kind == .macroExpansion,
           let place = literal.parent { node = place.index }
        // An element of a tuple right inside the array (`[(UIColor.teal, "Teal"), …]`): the array is the list.
        if tree.nodes[node].kind == .argument, let parent = tree.node(node).parent, parent.kind == .tuple { node = parent.index }
        if tree.nodes[node].kind == .tuple, let parent = tree.node(node).parent, parent.kind == .arrayLiteral { node = parent.index }
        // An argument of a record made right inside the array (`[Member(name: "Ann", avatarColor: #colorLiteral(…)), …]`):
        // the array is the list, each record with its own color.
        if tree.nodes[node].kind == .argument, let call = tree.node(node).parent, call.kind == .functionCall, let parent = call.parent {
            if parent.kind == .arrayLiteral { node = parent.index } else if parent.kind == .closure { return isSwatchRow(parent) }
        }
        guard tree.nodes[node].kind == .arrayLiteral else { return false }
        let list = Int32(node)
        if let cached = identityPalettes[list] { return cached }
        var colors = 0, hues = 0
        for element in tree.node(node).children where colors < 8 {
            // A tuple's first element is the color of a swatch (`(UIColor.teal, "Teal")`).
            var item = element
            while item.kind == .tuple || item.kind == .argument, let first = item.firstChild { item = first }
            if isColor(item) {
                colors += 1
                if FunctionCall(item)?.arguments.first?.label == "hue" { hues += 1 }
            } else if let record = FunctionCall(item), record.arguments.contains(where: { $0.expression.map(isColor) ?? false }) {
                colors += 1
            }
        }
        let isPalette = colors >= 8 || hues >= 5
        identityPalettes[list] = isPalette
        return isPalette
    }

    /// Whether a closure's statements are a row of swatches: five or more calls of one view, each given a color of its own
    /// (`PaletteButton(color: UIColor(hex: 0xFF0000))`, then `0xFFB100`, … in a stack): a palette to pick from, the same in
    /// both modes on purpose, as a list of colors is.
    mutating func isSwatchRow(_ closure: Syntax) -> Bool {
        let key = Int32(closure.index)
        if let cached = identityPalettes[key] { return cached }
        var colorsByCallee: [String: Set<String>] = [:]
        for statement in closure.children {
            guard let call = FunctionCall(statement), let callee = call.callee?.text,
                  let color = call.arguments.first(where: { $0.expression.map(isColor) ?? false })?.expression?.text else { continue }
            colorsByCallee[callee, default: []].insert(color)
        }
        let isRow = colorsByCallee.values.contains { $0.count >= 5 }
        identityPalettes[key] = isRow
        return isRow
    }

    /// Whether an expression builds or names a color, or is a color literal.
    func isColor(_ expression: Syntax) -> Bool {
        buildsColor(expression.index) || namesColor(expression.index)
            || expression.kind == .macroExpansion && keyToken(expression.index) >= 0 && file.word(keyToken(expression.index)) == .colorLiteral
    }

    /// Whether an expression names a color: a color type's member (`UIColor.teal`), or one of the project's named constants
    /// (`.brandTeal`, `Palette.teal`).
    func namesColor(_ node: Int) -> Bool {
        let raw = tree.nodes[node]
        guard raw.kind == .memberAccess || raw.kind == .implicitMember else { return false }
        let name = keyToken(node)
        guard name >= 0 else { return false }
        if facts.definitionHashes.contains(file.tokens[name].hash) { return true }
        guard raw.kind == .memberAccess, node + 1 < raw.subtreeEnd, tree.nodes[node + 1].kind == .declReference else { return false }
        let base = keyToken(node + 1)
        return base >= 0 && ColorCall.isColorType(file.word(base))
    }

    /// Whether an expression is, or starts with, a call of a color type or of one of the app's color functions
    /// (`UIColor(hex: "94B3AF")`, `rgb(…).withAlphaComponent(0.5)`).
    func buildsColor(_ node: Int) -> Bool {
        var expression = node
        while true {
            let raw = tree.nodes[expression]
            switch raw.kind {
            case .functionCall:
                let callee = expression + 1
                guard callee < raw.subtreeEnd else { return false }
                let kind = tree.nodes[callee].kind
                if kind == .declReference || kind == .memberAccess || kind == .implicitMember {
                    let name = keyToken(callee)
                    if name >= 0, ColorCall.isColorType(file.word(name)) || facts.wrapperHashes.contains(file.tokens[name].hash) { return true }
                }
                expression = callee
            case .memberAccess, .optionalChaining, .forceUnwrap:
                guard expression + 1 < raw.subtreeEnd else { return false }
                expression += 1
            default:
                return false
            }
        }
    }

    /// `"1f2328".color`, `0x1f2328.color`: a literal made a color by the app's property at `index`; `Palette.dark.color`: a use of a hex constant.
    mutating func literalProperty(at index: Int) {
        let base = index - 2
        if file.kind(base) == .string || file.kind(base) == .number, let hex = ColorSiteValue.hex(file, at: base) {
            guard base > constantUntil else { return }
            var site = site(.helperCall, base, index, value: ProjectColorFacts.value(hex: hex))
            site.definition = facts.helpers[file.tokens[index].hash]
            record(site)
        } else if file.kind(base) == .identifier, facts.literalConstantHashes.contains(file.tokens[base].hash) {
            var first = base
            while first >= 2, file.punctuation(first - 1) == UInt8(ascii: "."), file.kind(first - 2) == .identifier { first -= 2 }
            if isNamedFallback(before: first) { return }
            var use = site(.helperCall, first, index)
            use.definition = facts.helpers[file.tokens[index].hash]
            countLiteralUse(at: base, use: use)
        }
    }

    /// A helper call whose one argument names a hex constant (`UIColor(hex: Palette.dark)`): a use of that constant.
    mutating func literalArgument(open: Int) {
        let close = file.close(of: open)
        var last = close - 1
        guard last > open, file.kind(last) == .identifier, facts.literalConstantHashes.contains(file.tokens[last].hash) else { return }
        // Only a name chain (`Palette.Slate.dark`), with at most a label before it.
        while last > open + 1, file.punctuation(last - 1) == UInt8(ascii: "."), file.kind(last - 2) == .identifier { last -= 2 }
        guard last == open + 1 || (last == open + 3 && file.punctuation(open + 2) == UInt8(ascii: ":")) else { return }
        var first = open - 1
        while first >= 2, file.punctuation(first - 1) == UInt8(ascii: "."), file.kind(first - 2) == .identifier { first -= 2 }
        if isNamedFallback(before: first) { return }
        countLiteralUse(at: close - 1, use: site(.helperCall, first, close))
    }

    /// Whether the expression starting at `first` is the fallback of `UIColor(named: "Teal") ?? …`, what `nocturne fix` writes.
    func isNamedFallback(before first: Int) -> Bool {
        first >= 5 && file.isOperator(first - 1, "??") && file.punctuation(first - 2) == UInt8(ascii: ")") && file.kind(first - 3) == .string
            && file.word(first - 5) == .named
    }

    /// Counts a use of the constant color named at `index` (a hex constant or a project color), by mode or not.
    mutating func countLiteralUse(at index: Int, use: ColorSite? = nil) {
        let context = self.context
        if !context.isDisjoint(with: excluded) { return }
        var count = output.uses[file.tokens[index].hash] ?? UseCount()
        // Listed among many colors (a swatch list, a palette of avatar colors), or the fallback where there is no dark mode
        // (the systems with it take the other branch): chosen, like a use by mode.
        if !context.isDisjoint(with: ColorContext.adapting.union(.selection)) || isIdentityPalette() || isBeforeDarkMode(index) {
            count.adapting += 1
        } else {
            count.fixed += 1
            if count.firstFixed == nil { count.firstFixed = "\(file.path):\(file.location(index).line)" }
            if let use { count.sites.append(use) }
            if let role = useRole(at: index, context: context) { count.roles.insert(role) } else { count.unknownRoles += 1 }
        }
        output.uses[file.tokens[index].hash] = count
    }

    /// What the use of a named constant at `index` draws it as (``UseRole``): by the property it is assigned to or the
    /// argument label it is given under (`buttonBarBackgroundColor = redColor`, `tintColor = self?.idle`,
    /// `Options(backgroundColor: Palette.white)`), else by the SwiftUI modifier around it; `nil` when its place says neither.
    func useRole(at index: Int, context: ColorContext) -> UseRole? {
        // The start of the name chain it ends (`self?.palette.idle`).
        var first = index
        while first >= 2, file.punctuation(first - 1) == UInt8(ascii: ".") {
            var before = first - 2
            while before >= 0, file.punctuation(before) == UInt8(ascii: "?") || file.punctuation(before) == UInt8(ascii: "!") { before -= 1 }
            guard before >= 0, file.kind(before) == .identifier else { break }
            first = before
        }
        // An implicit member (`= .brand`): the chain starts at its dot.
        if first >= 1, file.punctuation(first - 1) == UInt8(ascii: ".") { first -= 1 }
        // It ends the expression: nothing but a `)`, `,` or the line's end after it, past a conversion to a color
        // (`Styles.menuBackground.color` of a hex string, `.uiColor`, `.cgColor`).
        var after = index + 1
        if after + 1 < file.count, file.punctuation(after) == UInt8(ascii: "."), file.kind(after + 1) == .identifier,
           file.text(after + 1).lowercased().hasSuffix("color") {
            after += 2
        }
        let ends = after >= file.count || file.tokens[after].newlineBefore || file.punctuation(after) == UInt8(ascii: ")")
            || file.punctuation(after) == UInt8(ascii: ",")
        // Written as a member (`Palette.white`, `.white`), the pairs of its file resolve it where it is used.
        let isMember = index >= 1 && file.punctuation(index - 1) == UInt8(ascii: ".")
        // The fallback of `??` (`backgroundColor = given ?? Palette.scrim`): what the property is given, as the left side is.
        if ends, first >= 2, file.isOperator(first - 1, "??"), !file.tokens[first].newlineBefore {
            var cursor = first - 2
            while cursor >= 1, cursor > first - 10, !file.tokens[cursor + 1].newlineBefore, !file.isOperator(cursor, "=") { cursor -= 1 }
            if cursor >= 1, file.isOperator(cursor, "="), file.kind(cursor - 1) == .identifier {
                switch SwiftPairs.role(ofProperty: file.text(cursor - 1)) {
                case .surface?: return .surface
                case .foreground(let kind)?: return .foreground(kind)
                case nil: break
                }
            }
        }
        if ends, first >= 2, file.kind(first - 2) == .identifier,
           file.isOperator(first - 1, "=") || file.punctuation(first - 1) == UInt8(ascii: ":") {
            let name = file.text(first - 2)
            // A shadow's color (`shadowColor = Palette.glow`, `.shadow(color: Palette.glow, …)`): a mark whose only harm
            // is vanishing on a dark page.
            if name.lowercased().contains("shadow") || name == "color" && context.contains(.shadowOrMask) { return .foreground(.shadow) }
            switch SwiftPairs.role(ofProperty: name) {
            case .surface?:
                // A surface the pairs report at the use: a call's argument labelled for one, or a view's own background.
                let reported = file.punctuation(first - 1) == UInt8(ascii: ":") || SwiftPairs.backgroundProperties.contains(name)
                return isMember && reported ? .surfaceReportedAtUse : .surface
            case .foreground(let kind)?: return .foreground(kind)
            case nil: return nil
            }
        }
        // An element of an array literal (`gradientColors = [.brandTop, .brandBottom]`, `colors: [.a, .b]`): what the array's
        // place draws.
        let endsElement = after < file.count && (file.punctuation(after) == UInt8(ascii: ",") || file.punctuation(after) == UInt8(ascii: "]"))
        if endsElement, let name = arrayPlace(before: first) {
            switch SwiftPairs.role(ofProperty: name) {
            case .surface?: return .surface
            case .foreground(let kind)?: return .foreground(kind)
            case nil: break
            }
        }
        if context.contains(.platformColor) { return nil }
        if context.contains(.fill) { return .fill }
        if context.contains(.background) { return isMember ? .surfaceReportedAtUse : .surface }
        if context.contains(.content) { return .foreground(.text) }
        return nil
    }

    /// The name an array literal whose element starts at `first` is given to (`gradientColors` in `let gradientColors:
    /// [UIColor] = [.a, .b]` or `view.gradientColors = [.a, .b]`, `colors` in `Gradient(colors: [.a, .b])`), or `nil`.
    func arrayPlace(before first: Int) -> String? {
        guard first >= 2, file.punctuation(first - 1) == UInt8(ascii: "[") || file.punctuation(first - 1) == UInt8(ascii: ",") else { return nil }
        // Back to the `[` that opens the literal, past nested brackets, within a short reach.
        var cursor = first - 1, depth = 0
        while cursor >= 0, first - cursor < 96 {
            let byte = file.punctuation(cursor)
            if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "}") { depth += 1 }
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") {
                if depth == 0 { break }
                depth -= 1
            }
            cursor -= 1
        }
        guard cursor >= 2, file.punctuation(cursor) == UInt8(ascii: "[") else { return nil }
        var before = cursor - 1
        if file.punctuation(before) == UInt8(ascii: ":") { return file.kind(before - 1) == .identifier ? file.text(before - 1) : nil }
        guard file.isOperator(before, "=") else { return nil }
        before -= 1
        // A type annotation between the name and `=` (`: [UIColor]`).
        if file.punctuation(before) == UInt8(ascii: "]") {
            while before > 0, file.punctuation(before) != UInt8(ascii: "["), cursor - before < 12 { before -= 1 }
            guard before >= 2, file.punctuation(before - 1) == UInt8(ascii: ":") else { return nil }
            before -= 2
        }
        return before >= 0 && file.kind(before) == .identifier ? file.text(before) : nil
    }

    /// A catalog's generated symbol (`Color.trail`, `.trail`) at `index`.
    mutating func namedSymbol(at index: Int) {
        // A name the app's own color extension gives a set (`static let grey10 = UIColor(named: "Grey10")!`) before Xcode's symbol.
        if !facts.namedConstants.isEmpty, let set = facts.namedConstants[file.tokens[index].hash], let entry = catalogs.entry(named: set, near: file.path) {
            record(site(.namedColor, index, index, name: entry.name))
            return
        }
        guard let entry = catalogs.entry(symbolHash: file.tokens[index].hash, near: file.path) else { return }
        record(site(.namedColor, index, index, name: entry.name))
    }

    /// A use of one of the project's named constant colors at `index`.
    mutating func recordUse(at index: Int) {
        // Not a call, a label, or a declaration of something else with the same name.
        if file.punctuation(index + 1) == UInt8(ascii: "(") { return }
        if file.punctuation(index + 1) == UInt8(ascii: ":"), file.punctuation(index - 1) != UInt8(ascii: "?") { return }
        switch file.word(index - 1) {
        case .let, .var, .func, .case, .enum, .struct, .class: return
        default: break
        }
        countLiteralUse(at: index)
    }
}
