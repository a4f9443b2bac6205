/// The one walk over a Swift file: follows brackets, statements, conditions and `#if`, and turns every color it meets into a ``ColorSite``.
///
/// Each site is judged by the Swift rules (`Rules/`, see ``SwiftColorRule``) as it is made, while the
/// walk still knows what surrounds it (the enclosing calls, the statement, the function). Constants bound to
/// a name are deferred to the uses the walk records (see ``ProjectColorFacts``).
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

    struct Frame {
        var open: UInt8
        var flags: ColorContext
        var segment: ColorContext = []
        var segmentStart: Int
        var callee: Word = .none
        var isColorCall = false
        var condition: Int = -1
        var isSchemeBody = false
        var openIndex = -1
    }

    let file: SwiftSourceFile
    /// The facts gathered from every file first: helpers, palette constants, catalogs, what is left alone.
    let facts: ProjectColorFacts
    let ownDefinitionCalls: Set<Int>
    let ownDefinitionNames: Set<Int>

    var frames: [Frame] = []
    var output = Output()
    var constantUntil = -1
    private var lastClosedCallee: Word = .none
    private var lastClosedIsColorCall = false
    private var lastClosedSchemeBody = false
    private var pendingPreview = false
    private var typeHeader = -1
    /// The `#if` stack: whether each open branch is watchOS-only, and whether its condition was `os(watchOS)` (true), `!os(watchOS)` (false) or neither.
    private var conditionals: [(watch: Bool, condition: Bool?)] = []
    private let fileIsWatch: Bool
    /// The byte ranges of the code that runs only before dark mode (``DarkModeAvailability``): a use there is no use in dark.
    private let beforeDarkMode: [Range<Int>]
    /// Black or white the file paints as an opaque backdrop (`.background(Color.black)`, `.activityBackgroundTint(.black)`,
    /// `backgroundColor = .white`): content of the other of the two on it is deliberate and reads in both modes.
    var cachedBackdrops: Set<Word>?
    /// Whether the file paints backdrops of a color of its own (`.background(Color.accentColor)`, `Circle().fill(tint)`,
    /// `button.backgroundColor = brand`): white content in such a file is, as far as a scan can tell, drawn on them.
    var cachedColoredBackdrop: Bool?
    /// The layer properties the file sets again where the traits change, computed on first need.
    var cachedRefreshedLayerProperties: Set<String>?
    /// Layer-color sites, judged once the walk is over (a finding of another rule inside one reports it already).
    var pendingLayerSites: [ColorSite] = []
    /// Whether each array literal (by its `[` token) is a palette of many colors, as computed on first need.
    var identityPalettes: [Int: Bool] = [:]

    var wrappers: ColorDefinitions.ColorWrappers { facts.wrappers }
    var catalogs: ColorCatalogIndex { facts.catalogs }
    /// The contexts left alone (previews, watchOS code, unless the configuration includes them).
    var excluded: ColorContext { facts.excluded }

    init(file: SwiftSourceFile, facts: ProjectColorFacts, ownDefinitions: [ColorDefinitions.Definition], fileIsWatch: Bool, beforeDarkMode: [Range<Int>] = []) {
        self.file = file
        self.beforeDarkMode = beforeDarkMode
        self.facts = facts
        ownDefinitionCalls = Set(ownDefinitions.map(\.callToken))
        ownDefinitionNames = Set(ownDefinitions.map(\.nameToken))
        self.fileIsWatch = fileIsWatch
    }

    /// Whether the file holds a token some rule starts from: a color type, a fixed color's name, `#colorLiteral`,
    /// one of the project's color functions or named constants, or a catalog's generated symbol.
    ///
    /// Every finding, use and definition context the scan records begins at such a token, so a file without one
    /// (a model, a network client) gives an empty output and ``walk()`` skips it after this one look at its tokens.
    func mayReport() -> Bool {
        file.tokens.withUnsafeBufferPointer { tokens in
            for token in tokens {
                switch token.kind {
                case .identifier:
                    if ColorCall.isColorType(token.word) || Self.isFixedPlatformColor(token.word) || token.word == .cgColor { return true }
                    if facts.wrapperHashes.contains(token.hash) || facts.definitionHashes.contains(token.hash) || catalogs.entry(symbolHash: token.hash) != nil
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

    /// Walks the file: its sites, the findings judged on them, and the uses of named constants.
    mutating func walk() -> Output {
        countLiteralMentions()
        guard mayReport() else { return output }
        frames = [Frame(open: 0, flags: fileIsWatch ? .watch : [], segmentStart: 0)]
        var index = 0
        let count = file.count
        while index < count {
            let token = file.tokens[index]
            if token.newlineBefore, index > 0, statementBreaks(at: index) {
                frames[frames.count - 1].segment = []
                frames[frames.count - 1].segmentStart = index
            }
            switch token.kind {
            case .punctuation:
                punctuation(at: index)
            case .identifier:
                identifier(at: index)
            case .pound:
                pound(at: index)
            default:
                break
            }
            index += 1
        }
        judgeLayerSites()
        return output
    }

    // MARK: Context

    var context: ColorContext {
        let top = frames[frames.count - 1]
        return top.flags.union(top.segment)
    }

    /// Whether a line break before `index` ends the statement in a `{` frame (not inside `(…)` or `[…]`).
    func statementBreaks(at index: Int) -> Bool {
        let top = frames[frames.count - 1]
        guard top.open == UInt8(ascii: "{") || top.open == 0 else { return false }
        let previous = file.tokens[index - 1]
        if previous.kind == .punctuation {
            let byte = file.punctuation(index - 1)
            if byte != UInt8(ascii: ")") && byte != UInt8(ascii: "]") && byte != UInt8(ascii: "}") { return false }
        }
        let current = token(index)
        if current.kind == .punctuation {
            let byte = file.punctuation(index)
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "{") { return true }
            return false
        }
        return true
    }

    func token(_ index: Int) -> SwiftToken { file.tokens[index] }

    // MARK: Tokens

    mutating func punctuation(at index: Int) {
        let byte = file.punctuation(index)
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["):
            push(byte, at: index)
        case UInt8(ascii: "{"):
            push(byte, at: index)
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            guard frames.count > 1 else { return }
            let frame = frames.removeLast()
            lastClosedCallee = frame.callee
            lastClosedIsColorCall = frame.isColorCall
            lastClosedSchemeBody = frame.isSchemeBody
        case UInt8(ascii: ","), UInt8(ascii: ";"):
            frames[frames.count - 1].segment = []
            frames[frames.count - 1].segmentStart = index + 1
        default:
            if byte == UInt8(ascii: "=") {
                // `let name: Type = …` names `name`; `x.textColor = …` names `textColor`.
                var target = index - 1
                var declares = false
                var back = index - 1
                while back > max(index - 12, 0), !token(back).newlineBefore || back == index - 1 {
                    if file.word(back) == .let || file.word(back) == .var { target = back + 1; declares = true; break }
                    back -= 1
                }
                var added = propertyContext(at: target)
                if declares { added.remove(.platformColor) }
                // `dimmingView.backgroundColor =`, `highlightCutOutView.fillColor =`: the receiver says it is a scrim or a mask.
                var receiver = target - 2
                while !declares, receiver >= 0, file.punctuation(receiver + 1) == UInt8(ascii: "."), file.kind(receiver) == .identifier {
                    if file.contains(receiver, anyOf: [.dim, .scrim, .shadow, .mask, .cutout, .overlay]) {
                        added.insert(.shadowOrMask)
                    }
                    receiver -= 2
                }
                if declares, file.contains(target, anyOf: NameParts.mode) {
                    added.insert(.modeVariant)
                }
                frames[frames.count - 1].segment.formUnion(added)
                frames[frames.count - 1].segmentStart = index + 1
                if !declares { layerAssignment(target: target, equals: index) }
            } else if byte == UInt8(ascii: "?"), token(index).spaceBefore {
                let top = frames[frames.count - 1]
                frames[frames.count - 1].segment.formUnion(conditionContext(from: top.segmentStart, to: index))
            }
        }
    }

    mutating func push(_ byte: UInt8, at index: Int) {
        let parent = frames[frames.count - 1]
        var frame = Frame(open: byte, flags: parent.flags.union(parent.segment), segmentStart: index + 1)
        frame.openIndex = index
        let previous = index - 1
        if byte == UInt8(ascii: "(") {
            if file.kind(previous) == .identifier {
                frame.callee = file.word(previous)
                frame.flags.formUnion(calleeContext(frame.callee, isMember: file.punctuation(previous - 1) == UInt8(ascii: ".")))
                frame.isColorCall = ColorCall.isColorType(frame.callee) || (frame.callee == .`init` && parent.isColorCall)
                if frame.callee == .setFillColor || frame.callee == .setStrokeColor { drawingColorCall(open: index) }
            }
        } else if byte == UInt8(ascii: "{") {
            if pendingPreview { frame.flags.insert(.preview); pendingPreview = false }
            if typeHeader >= 0 {
                var header = typeHeader
                while header < index {
                    if file.word(header) == .PreviewProvider { frame.flags.insert(.preview) }
                    header += 1
                }
                typeHeader = -1
            }
            if parent.condition >= 0 {
                let added = conditionContext(from: parent.condition, to: index)
                frame.flags.formUnion(added)
                frame.isSchemeBody = added.contains(.scheme)
                frames[frames.count - 1].condition = -1
            } else if file.word(previous) == .else, lastClosedSchemeBody {
                frame.flags.insert(.scheme)
                frame.isSchemeBody = true
            }
            if file.kind(previous) == .identifier {
                let word = file.word(previous)
                frame.callee = word
                // `UIColor { traits in … }` is a provider; `var tint: UIColor { … }` and `-> NSColor {` are types.
                let typePosition = (file.punctuation(previous - 1) == UInt8(ascii: ":") && parent.open != UInt8(ascii: "("))
                    || file.isOperator(previous - 1, "->") || file.word(previous - 1) == .extension
                if !typePosition, ColorCall.isColorType(word) || word == .`init` && ColorCall.isColorType(file.word(previous - 2)) { frame.flags.insert(.provider) }
                frame.flags.formUnion(calleeContext(word, isMember: true))
            } else if file.punctuation(previous) == UInt8(ascii: ")") {
                frame.callee = lastClosedCallee
                if lastClosedIsColorCall { frame.flags.insert(.provider) }
                frame.flags.formUnion(calleeContext(lastClosedCallee, isMember: true))
            }
            // `dynamicProvider: { traits in … }`
            if file.punctuation(previous) == UInt8(ascii: ":"), file.word(previous - 1) == .dynamicProvider { frame.flags.insert(.provider) }
        }
        frames.append(frame)
    }

    /// Whether the token at `index` is in code that runs only before dark mode.
    func isBeforeDarkMode(_ index: Int) -> Bool {
        let offset = Int(file.tokens[index].start)
        return beforeDarkMode.contains { $0.contains(offset) }
    }

    mutating func pound(at index: Int) {
        let word = file.word(index)
        switch word {
        case .if:
            let condition = watchCondition(after: index)
            let outer = conditionals.last?.watch ?? false
            conditionals.append((outer || condition == true, condition))
            applyConditionals()
        case .none where file.text(index) == "#elseif":
            guard let last = conditionals.popLast() else { return }
            let condition = watchCondition(after: index)
            let outer = conditionals.last?.watch ?? false
            conditionals.append((outer || condition == true, condition ?? last.condition.map { _ in false }))
            applyConditionals()
        case .else:
            guard let last = conditionals.popLast() else { return }
            let outer = conditionals.last?.watch ?? false
            conditionals.append((outer || last.condition == false, nil))
            applyConditionals()
        case .none where file.text(index) == "#endif":
            _ = conditionals.popLast()
            applyConditionals()
        case .Preview:
            pendingPreview = true
        case .colorLiteral:
            colorCall(at: index)
        default:
            break
        }
    }

    /// `true` for `#if os(watchOS)`, `false` for `#if !os(watchOS)`, `nil` for other conditions.
    func watchCondition(after index: Int) -> Bool? {
        var cursor = index + 1
        var negated = false
        var found: Bool?
        while cursor < file.count, !token(cursor).newlineBefore {
            if file.isOperator(cursor, "!") { negated = true }
            if file.word(cursor) == .watchOS { found = !negated }
            if file.isOperator(cursor, "||") || file.isOperator(cursor, "&&") { if found == nil { negated = false } }
            cursor += 1
        }
        return found
    }

    mutating func applyConditionals() {
        let watch = fileIsWatch || (conditionals.last?.watch ?? false)
        for frameIndex in frames.indices {
            if watch { frames[frameIndex].flags.insert(.watch) } else if !fileIsWatch { frames[frameIndex].flags.remove(.watch) }
        }
    }

    mutating func identifier(at index: Int) {
        let word = file.word(index)
        switch word {
        case .if, .guard, .switch:
            frames[frames.count - 1].condition = index + 1
            return
        case .struct, .extension, .class, .enum:
            typeHeader = index
            return
        default:
            break
        }
        let previousIsDot = file.punctuation(index - 1) == UInt8(ascii: ".")
        // An argument label or dictionary key: `lightColor:`, `.foregroundColor:`.
        if file.punctuation(index + 1) == UInt8(ascii: ":") {
            let previous = file.punctuation(index - 1)
            if previous == UInt8(ascii: "(") || previous == UInt8(ascii: ",") {
                if file.contains(index, anyOf: NameParts.mode) {
                    frames[frames.count - 1].segment.insert(.modeVariant)
                }
                frames[frames.count - 1].segment.formUnion(propertyContext(at: index).intersection([.shadowOrMask, .overlay]))
                return
            }
            if previousIsDot, frames[frames.count - 1].open == UInt8(ascii: "[") || file.punctuation(index - 2) == UInt8(ascii: "[") {
                if word == .foregroundColor { frames[frames.count - 1].segment.formUnion([.content, .platformColor]) }
                if word == .backgroundColor { frames[frames.count - 1].segment.formUnion([.background, .platformColor]) }
                return
            }
        }
        let hash = token(index).hash
        if ColorCall.isColorType(word) || facts.wrapperHashes.contains(hash) {
            if ColorCall.open(in: file, at: index, wrappers: wrappers, initIsColor: false) != nil {
                colorCall(at: index)
                return
            }
            if file.punctuation(index + 1) == UInt8(ascii: "."), file.kind(index + 2) == .identifier {
                explicitMember(type: word, member: index + 2)
            }
            return
        }
        if word == .`init`, previousIsDot, frames[frames.count - 1].isColorCall {
            colorCall(at: index - 1)
            return
        }
        if previousIsDot, isImplicitMember(at: index - 1) {
            implicitMember(at: index)
        }
        if facts.definitionHashes.contains(hash), !ownDefinitionNames.contains(index) {
            recordUse(at: index)
        }
        if previousIsDot, facts.literalPropertyHashes.contains(hash) { literalProperty(at: index) }
    }

    /// Whether the `.` at `dot` starts an implicit member expression (`.white`), not a member access (`x.white`).
    func isImplicitMember(at dot: Int) -> Bool {
        guard dot > 0 else { return true }
        let previous = token(dot - 1)
        switch previous.kind {
        case .identifier, .number, .string, .interpolatedString: return previous.word == .return || previous.word == .case || previous.word == .in
        case .punctuation:
            let byte = file.punctuation(dot - 1)
            return !(byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") || file.isOperator(dot - 1, "?") && !previous.spaceBefore || file.isOperator(dot - 1, "!") && !previous.spaceBefore)
        default: return true
        }
    }

}
