import NocturneSyntax

/// The one visit of a Swift file's syntax tree: finds every color at the node that makes it, computes its context from the
/// node's ancestors, and turns it into a ``ColorSite``.
///
/// Each site is judged by the Swift rules (`Rules/`, see ``SwiftColorRule``) as it is made, while the visit still knows
/// its node (the enclosing calls, the statement, the function). Constants bound to a name are deferred to the uses the
/// visit records (see ``ProjectColorFacts``). The sites keep the rules' token indices (``ColorSite/firstToken``), read off
/// the same lexer as the tree (``SyntaxTokenReading``).
struct ColorSiteWalker {
    /// A finding before configuration: the rule, the site it was judged on (an index into ``Output/sites``) and the message.
    struct RawFinding: Sendable {
        var rule: LintRule
        var site: Int
        var message: String
    }

    /// How often a named constant color was used, and how.
    struct UseCount: Sendable, Hashable {
        /// Uses where the color is chosen by mode (a `dark:` argument, a `colorScheme` ternary).
        var adapting = 0
        /// Other uses.
        var fixed = 0
        /// Where the first fixed use is.
        var firstFixed: String?
        /// The fixed uses of a String or Int constant through a helper, as sites.
        var sites: [ColorSite] = []
        /// How many times the name is written (String and Int constants only).
        var mentions = 0
        /// What the fixed uses draw the color as, where their place says it (``UseRole``).
        var roles: Set<UseRole> = []
        /// The fixed uses whose place says nothing of what the color is drawn as (stored, passed to the app's own code).
        var unknownRoles = 0
    }

    /// What a use of a named constant draws it as, by its place: the property it is assigned to (`backgroundColor =`,
    /// `tintColor =`), the argument label it is given under (`backgroundColor:`), or the SwiftUI modifier it is given to.
    enum UseRole: Sendable, Hashable {
        /// A view's surface: harmful when it stays bright in dark.
        case surface
        /// A view's surface the pairs of the use's file report there when it stays bright (a palette member written with
        /// its dot, `Palette.white`, given as `backgroundColor` or to `.background(…)`): its harm is the use's finding.
        case surfaceReportedAtUse
        /// Something drawn on a surface: harmful when it reads worse on the dark page than on the light one.
        case foreground(ForegroundKind)
        /// A shape's fill (`.fill(…)`): a surface or a mark, harmful as either.
        case fill

        /// Whether a constant drawn so does harm in dark: a surface that stays bright, a foreground that fades on the dark
        /// page. A bright foreground is one too (a near-white that no light page could show is a fill, or drawn on
        /// something the use does not say).
        func harms(_ side: PairSide) -> Bool {
            switch self {
            case .surface: side.isBrightInDark
            case .surfaceReportedAtUse: false
            // A pale shadow glows in dark rather than vanishing: only a dark one loses the edge it draws.
            case .foreground(.shadow): Linter.isWorseOnDarkPage(side, kind: .shadow)
            case .foreground(let kind): side.isBrightInDark || Linter.isWorseOnDarkPage(side, kind: kind)
            case .fill: side.isBrightInDark || Linter.isWorseOnDarkPage(side, kind: .symbol)
            }
        }
    }

    /// What the walk found.
    struct Output: Sendable {
        /// Every color site, in file order of their first token.
        var sites: [ColorSite] = []
        var findings: [RawFinding] = []
        /// Uses of named constants, by name hash.
        var uses: [UInt32: UseCount] = [:]
        /// The context around each of this file's definitions, by call token.
        var definitionContexts: [Int: ColorContext] = [:]
    }

    /// What a node passes to its children: the context and the innermost bracket it opens, and what some children add.
    struct Scope {
        /// One past the node's last descendant.
        var end: Int32
        /// The node itself, or -1 for the file's scope.
        var node: Int32
        /// The node's kind (the file's for the file's scope).
        var kind: SyntaxKind
        /// The context of the node, which every descendant has too.
        var context: ColorContext
        /// The innermost node that holds its children in brackets (an argument list, a closure, an array literal), or -1.
        var bracket: Int32 = -1
        /// Whether that bracket is the argument list of a color-building call (`Color(`, `UIColor(`, `.init(` inside one).
        var inColorCall = false
        /// What the node adds to some of its children.
        var children: ChildContext = .none
        /// The member access whose name is read when the visit leaves its base (`Color.black`, `"1f2328".color`).
        var leavesMember = false
    }

    /// What a node adds to the context of some of its direct children.
    enum ChildContext {
        case none
        /// A call's arguments and trailing closures: the callee's context; whether the arguments are a color's, and the
        /// trailing closures a dynamic provider (`UIColor { traits in … }`).
        case call(ColorContext, isColorCall: Bool, provider: Bool)
        /// Every child but the first (a ternary's branches, an assignment's value).
        case afterFirst(ColorContext)
        /// An `if`'s or `guard`'s bodies: the condition's context for the first, what an `else` keeps of it for the others.
        case bodies(first: ColorContext, others: ColorContext, seen: Bool)
        /// A `switch`'s cases.
        case cases(ColorContext)
        /// One child, by node index (a declaration's value, a dictionary element's value).
        case child(Int32, ColorContext)
        /// An `#if`'s clauses, in order: bit `n` of `watch` says whether the `n`th is watchOS code.
        case clauses(watch: UInt64, next: Int)
        /// The trailing closures (`#Preview { … }`).
        case trailingClosures(ColorContext)
        /// The body of a type (`struct V_Previews: PreviewProvider { … }`).
        case body(ColorContext)
    }

    let file: SwiftSourceFile
    /// The file's syntax tree, whose tokens are the same bytes as ``file``'s.
    let tree: SyntaxTree
    /// The facts gathered from every file first: helpers, palette constants, catalogs, what is left alone.
    let facts: ProjectColorFacts
    let ownDefinitionCalls: Set<Int>
    let ownDefinitionNames: Set<Int>
    /// What the tree says of each site before the rules judge it (its type, code before dark mode, a mask, a shadow); `nil`
    /// for a walk that only counts uses.
    var typing: SiteTyping?

    var output = Output()
    /// The last token of the last constant color call recorded: the calls and literals inside it are its arguments.
    var constantUntil = -1
    /// For each of the tree's tokens, the index of the rules' token that holds it (or the next one).
    var tokenMap: [Int32] = []
    /// The node being visited, and what surrounds it: what the rules ask about where a site is.
    var current = 0
    /// The context of the node being visited.
    var context: ColorContext = []
    /// The innermost bracket around the node being visited (see ``Scope/bracket``).
    var bracket: Int32 = -1
    /// Whether that bracket is a color call's arguments.
    var inColorCall = false
    private let fileIsWatch: Bool
    /// The byte ranges of the code that runs only before dark mode (``DarkModeAvailability``): a use there is no use in dark.
    let beforeDarkMode: [Range<Int>]
    /// The defaults of a theme type that its own initializer replaces (``ThemeDefaults``): one theme's values.
    let themeDefaults: [Range<Int>]
    /// Black or white the file paints as an opaque backdrop (`.background(Color.black)`, `.activityBackgroundTint(.black)`,
    /// `backgroundColor = .white`): content of the other of the two on it is deliberate and reads in both modes.
    var cachedBackdrops: Set<Word>?
    /// Whether the file paints backdrops of a color of its own (`.background(Color.accentColor)`, `Circle().fill(tint)`,
    /// `button.backgroundColor = brand`): white content in such a file is, as far as a scan can tell, drawn on them.
    var cachedColoredBackdrop: Bool?
    /// Whether the file tints the images it draws (``tintsItsImages()``), computed on first need.
    var cachedTintsImages: Bool?
    /// The layer properties the file sets again where the traits change, computed on first need.
    var cachedRefreshedLayerProperties: Set<String>?
    /// Layer-color sites, judged once the walk is over (a finding of another rule inside one reports it already).
    var pendingLayerSites: [ColorSite] = []
    /// Whether each array literal (by node index) is a palette of many colors, as computed on first need.
    var identityPalettes: [Int32: Bool] = [:]

    var wrappers: ColorDefinitions.ColorWrappers { facts.wrappers }
    var catalogs: ColorCatalogIndex { facts.catalogs }
    /// The contexts left alone (previews, watchOS code, unless the configuration includes them).
    var excluded: ColorContext { facts.excluded }

    init(file: SwiftSourceFile, tree: SyntaxTree, facts: ProjectColorFacts, ownDefinitions: [ColorDefinitions.Definition], fileIsWatch: Bool,
         platforms: Set<String>? = nil) {
        self.file = file
        self.tree = tree
        beforeDarkMode = DarkModeAvailability.fallbackRanges(in: tree, platforms: platforms)
        themeDefaults = ThemeDefaults.ranges(in: tree)
        self.facts = facts
        ownDefinitionCalls = Set(ownDefinitions.map(\.callToken))
        ownDefinitionNames = Set(ownDefinitions.map(\.nameToken))
        self.fileIsWatch = fileIsWatch
    }

    /// Whether the file holds a token some rule starts from: a color type, a fixed color's name, `#colorLiteral`,
    /// one of the project's color functions or named constants, or a catalog's generated symbol.
    ///
    /// Every finding, use and definition context the visit records begins at such a token, so a file without one
    /// (a model, a network client) gives an empty output and ``walk()`` skips it after this one look at its tokens.
    func mayReport() -> Bool {
        file.tokens.withUnsafeBufferPointer { tokens in
            for token in tokens {
                switch token.kind {
                case .identifier:
                    if ColorCall.isColorType(token.word) || Self.isFixedPlatformColor(token.word) || token.word == .cgColor { return true }
                    if facts.wrapperHashes.contains(token.hash) || facts.definitionHashes.contains(token.hash) || catalogs.entry(symbolHash: token.hash) != nil
                        || !facts.namedConstants.isEmpty && facts.namedConstants[token.hash] != nil
                        || facts.literalPropertyHashes.contains(token.hash) {
                        return true
                    }
                case .pound:
                    if token.word == .colorLiteral { return true }
                default:
                    break
                }
            }
            return false
        }
    }

    /// Counts every token that names one of the project's String or Int palette constants, whatever it does there.
    mutating func countLiteralMentions() {
        guard !facts.literalConstantHashes.hashes.isEmpty else { return }
        for token in file.tokens where token.kind == .identifier && facts.literalConstantHashes.contains(token.hash) {
            output.uses[token.hash, default: UseCount()].mentions += 1
        }
    }

    /// Visits the tree: its sites, the findings judged on them, and the uses of named constants.
    ///
    /// The nodes are visited in document order; each node's context is its parent's with what the parent adds to it
    /// (``ChildContext``), so a site's context is what its ancestors say.
    ///
    /// - Complexity: O(n) in the number of nodes, plus the rules' bounded looks around each site.
    mutating func walk() -> Output {
        countLiteralMentions()
        guard mayReport() else { return output }
        tokenMap = Self.tokenMap(tree: tree, file: file)
        let nodes = tree.nodes
        var scopes = [Scope(end: Int32(nodes.count), node: -1, kind: .sourceFile, context: fileIsWatch ? .watch : [])]
        for index in nodes.indices {
            while scopes[scopes.count - 1].end <= index { leave(scopes.removeLast()) }
            let raw = nodes[index]
            var scope = Scope(end: raw.subtreeEnd, node: Int32(index), kind: raw.kind, context: scopes[scopes.count - 1].context,
                              bracket: scopes[scopes.count - 1].bracket, inColorCall: scopes[scopes.count - 1].inColorCall)
            enter(index, raw.kind, parent: &scopes[scopes.count - 1], scope: &scope)
            (current, context, bracket, inColorCall) = (index, scope.context, scope.bracket, scope.inColorCall)
            visit(index, raw, scope: &scope)
            if raw.subtreeEnd > index + 1 { scopes.append(scope) } else { leave(scope) }
        }
        while scopes.count > 1 { leave(scopes.removeLast()) }
        judgeLayerSites()
        return output
    }

    /// For each of the tree's tokens, the rules' token that holds it (a string's parts are one token, `@State` one) or, for
    /// bytes no rule token covers, the next one: both lists are in file order, so one merge pass.
    static func tokenMap(tree: SyntaxTree, file: SwiftSourceFile) -> [Int32] {
        var map = [Int32](repeating: 0, count: tree.tokens.count)
        var next = 0
        let tokens = file.tokens
        for (index, token) in tree.tokens.enumerated() {
            while next < tokens.count, tokens[next].end <= token.start { next += 1 }
            map[index] = Int32(next)
        }
        return map
    }

    /// The rules' token of the tree's token `index`.
    @inline(__always) func token(_ treeToken: Int) -> Int { Int(tokenMap[treeToken]) }

    /// The rules' token of a node's key token (its name, operator or label), or -1.
    func keyToken(_ node: Int) -> Int {
        let key = tree.nodes[node].keyToken
        return key < 0 ? -1 : token(Int(key))
    }

    /// Whether the rules' token at `index` is in code that runs only before dark mode.
    func isBeforeDarkMode(_ index: Int) -> Bool {
        let offset = Int(file.tokens[index].start)
        return beforeDarkMode.contains { $0.contains(offset) }
    }

    /// The rules' tokens of a node's first and last tree tokens.
    func tokens(of node: Int) -> (first: Int, last: Int) {
        let raw = tree.nodes[node]
        guard raw.endToken > raw.firstToken else { return (token(Int(raw.firstToken)), token(Int(raw.firstToken)) - 1) }
        return (token(Int(raw.firstToken)), token(Int(raw.endToken) - 1))
    }

    /// The context a node gets from its parent, and the bracket it opens.
    ///
    /// Kinds are matched by pattern, not `==`: the pattern compares the tag in place, `==` calls `SyntaxKind`'s equality
    /// across modules (this runs for every node).
    mutating func enter(_ index: Int, _ kind: SyntaxKind, parent: inout Scope, scope: inout Scope) {
        switch (parent.children, kind) {
        case (.call(let added, let isColorCall, _), .argument):
            scope.context.formUnion(added)
            scope.inColorCall = isColorCall
        case (.call(let added, _, let provider), .trailingClosure):
            scope.context.formUnion(added)
            if provider { scope.context.insert(.provider) }
        case (.afterFirst(let added), _):
            if index != parent.node + 1 { scope.context.formUnion(added) }
        case (.bodies(let first, let others, let seen), .codeBlock):
            scope.context.formUnion(seen ? others : first)
            parent.children = .bodies(first: first, others: others, seen: true)
        case (.cases(let added), .switchCase):
            scope.context.formUnion(added)
        case (.child(let child, let added), _):
            if index == child { scope.context.formUnion(added) }
        case (.clauses(let watch, let next), .ifConfigClause):
            if next < 64, watch >> next & 1 == 1 { scope.context.insert(.watch) }
            parent.children = .clauses(watch: watch, next: next + 1)
        case (.trailingClosures(let added), .trailingClosure), (.body(let added), .codeBlock):
            scope.context.formUnion(added)
        default:
            break
        }
        switch kind {
        case .argument:
            if case .functionCall = parent.kind {} else { scope.inColorCall = false }
            scope.bracket = Int32(index)
            scope.context.formUnion(labelContext(index))
        case .parameter:
            scope.context.formUnion(labelContext(index))
        case .closure, .codeBlock, .arrayLiteral, .dictionaryLiteral, .tuple, .switchStatement, .accessorBlock, .interpolation, .parameterClause,
             .trailingClosure:
            scope.bracket = Int32(index)
            scope.inColorCall = false
        default:
            break
        }
    }

    /// Finds the sites at a node and sets what it adds to its children.
    mutating func visit(_ index: Int, _ raw: SyntaxTree.RawNode, scope: inout Scope) {
        switch raw.kind {
        case .declReference:
            reference(at: index)
        case .memberAccess:
            scope.leavesMember = true
        case .implicitMember:
            implicitMember(node: index)
        case .keyPath:
            // `\.brand`: the names of a key path are its own tokens.
            for treeToken in Int(raw.firstToken)..<Int(raw.endToken) where tree.tokens[treeToken].kind == .identifier {
                let name = token(treeToken)
                if facts.definitionHashes.contains(file.tokens[name].hash), !ownDefinitionNames.contains(name) { recordUse(at: name) }
            }
        case .macroExpansion:
            let pound = token(Int(raw.firstToken))
            if file.word(pound) == .colorLiteral { colorCall(at: pound) }
            if file.word(pound) == .Preview { scope.children = .trailingClosures(.preview) }
        case .functionCall:
            scope.children = callContext(index)
        case .infixOperation:
            let equals = keyToken(index)
            if equals >= 0, file.isOperator(equals, "=") { scope.children = .afterFirst(assignment(index, equals: equals)) }
        case .ternary:
            let condition = index + 1
            if raw.subtreeEnd > condition {
                let (first, last) = tokens(of: condition)
                scope.children = .afterFirst(conditionContext(from: first, to: last + 1))
            }
        case .ifStatement, .guardStatement:
            let added = conditionsContext(index)
            scope.children = .bodies(first: added, others: raw.kind == .ifStatement ? added.intersection(.scheme) : [], seen: false)
        case .switchStatement:
            if raw.subtreeEnd > index + 1, tree.nodes[index + 1].kind != .switchCase {
                let (first, last) = tokens(of: index + 1)
                scope.children = .cases(conditionContext(from: first, to: last + 1))
            }
        case .patternBinding, .condition:
            if raw.kind == .patternBinding { storedCGColor(binding: index) }
            if let (value, added) = declarationContext(index) {
                scope.children = .child(Int32(value), added)
            } else if raw.kind == .patternBinding, let body = modeBody(ofComputed: index) {
                // `static var dark: EditorTheme { EditorTheme(text: …, background: …) }`: one mode's values.
                scope.children = .child(Int32(body), .modeVariant)
            }
        case .functionDecl:
            // `func darkPalette() -> Palette { … }`: one mode's values. (A `func dark()` returning nothing does something,
            // which may not be what a mode chooses.)
            if isModeName(keyToken(index)), FunctionDecl(tree.node(index))?.resultType != nil { scope.children = .body(.modeVariant) }
        case .parameter:
            if let (value, added) = defaultValueContext(index) { scope.children = .child(Int32(value), added) }
        case .dictionaryElement:
            // `[.foregroundColor: UIColor.white]`, `[NSAttributedString.Key.backgroundColor: …]`.
            let key = index + 1, value = Int(tree.nodes[key].subtreeEnd)
            if value < raw.subtreeEnd, tree.nodes[key].kind == .implicitMember || tree.nodes[key].kind == .memberAccess {
                switch file.word(keyToken(key)) {
                case .foregroundColor: scope.children = .child(Int32(value), [.content, .platformColor])
                case .backgroundColor: scope.children = .child(Int32(value), [.background, .platformColor])
                default: break
                }
            }
        case .ifConfig:
            scope.children = .clauses(watch: watchClauses(index, outer: scope.context.contains(.watch)), next: 0)
        case .structDecl, .classDecl, .enumDecl, .extensionDecl:
            if isPreviewProvider(index) { scope.children = .body(.preview) }
        default:
            break
        }
    }

    /// What the visit does once it has left a node's subtree: a member access's name, read after its base.
    mutating func leave(_ scope: Scope) {
        guard scope.leavesMember else { return }
        (current, context, bracket, inColorCall) = (Int(scope.node), scope.context, scope.bracket, scope.inColorCall)
        member(node: Int(scope.node))
    }
}
