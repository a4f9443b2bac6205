/// The second pass over one Swift file: follows brackets, statements, conditions and `#if` to judge every color it meets.
///
/// It reports constant colors used in place, SwiftUI black/white as content, UIKit/AppKit fixed
/// named colors, and named colors against the catalogs; it defers constants bound to a name to
/// the uses it records (see ``ColorDefinitions``).
struct SwiftColorScanner {
    /// A finding before configuration: the rule, the token span and the message.
    struct RawFinding: Sendable {
        var rule: LintRule
        var token: Int
        var lastToken: Int
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
    }

    /// What the pass found.
    struct Output: Sendable {
        var findings: [RawFinding] = []
        /// Uses of named constants, by name hash.
        var uses: [UInt32: UseCount] = [:]
        /// The context around each of this file's definitions, by call token.
        var definitionContexts: [Int: ColorContext] = [:]
    }

    private struct Frame {
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
    let wrappers: ColorDefinitions.ColorWrappers
    /// The name hashes of every named constant color in the project.
    let definitionHashes: FilteredHashSet
    /// The name hashes of `wrappers`, global and member.
    let wrapperHashes: FilteredHashSet
    let ownDefinitionCalls: Set<Int>
    let ownDefinitionNames: Set<Int>
    let catalogs: ColorCatalogIndex
    /// The contexts left alone (previews, watchOS code, unless the configuration includes them).
    let excluded: ColorContext

    private var frames: [Frame] = []
    private var output = Output()
    private var constantUntil = -1
    private var lastClosedCallee: Word = .none
    private var lastClosedIsColorCall = false
    private var lastClosedSchemeBody = false
    private var pendingPreview = false
    private var typeHeader = -1
    /// The `#if` stack: whether each open branch is watchOS-only, and whether its condition was `os(watchOS)` (true), `!os(watchOS)` (false) or neither.
    private var conditionals: [(watch: Bool, condition: Bool?)] = []
    private let fileIsWatch: Bool
    /// Black or white the file paints as an opaque backdrop (`.background(Color.black)`, `.activityBackgroundTint(.black)`,
    /// `backgroundColor = .white`): content of the other of the two on it is deliberate and reads in both modes.
    private var cachedBackdrops: Set<Word>?
    /// Whether the file paints backdrops of a color of its own (`.background(Color.accentColor)`, `Circle().fill(tint)`,
    /// `button.backgroundColor = brand`): white content in such a file is, as far as a scan can tell, drawn on them.
    private var cachedColoredBackdrop: Bool?

    init(file: SwiftSourceFile, wrappers: ColorDefinitions.ColorWrappers, wrapperHashes: FilteredHashSet, definitionHashes: FilteredHashSet,
         ownDefinitions: [ColorDefinitions.Definition],
         catalogs: ColorCatalogIndex, fileIsWatch: Bool, excluded: ColorContext = ColorContext.excluded) {
        self.file = file
        self.wrappers = wrappers
        self.definitionHashes = definitionHashes
        self.wrapperHashes = wrapperHashes
        ownDefinitionCalls = Set(ownDefinitions.map(\.callToken))
        ownDefinitionNames = Set(ownDefinitions.map(\.nameToken))
        self.catalogs = catalogs
        self.fileIsWatch = fileIsWatch
        self.excluded = excluded
    }

    /// Whether the identifier at `index`, inside a backdrop's argument, names a color of its own: not white, clear or
    /// a type name, not a page background that adapts (`systemBackground`, `.surface`, `designSystemColor`), not a
    /// choice by mode (`colorScheme`, `isDark`), not a label or a call (`RoundedRectangle(`).
    static func isBackdropColor(in file: SwiftSourceFile, at index: Int) -> Bool {
        guard file.kind(index) == .identifier, file.punctuation(index + 1) != UInt8(ascii: ":") else { return false }
        switch file.word(index) {
        case .white, .clear, .Color, .UIColor, .NSColor, .opacity, .SwiftUI, .`init`, .cgColor: return false
        case .none where file.punctuation(index + 1) == UInt8(ascii: "("): return false
        default: break
        }
        return !file.contains(index, anyOf: [.background, .surface, .container, .designSystemColor, .colorScheme, .dark, .light, .appearance])
    }

    /// The file's black/white backdrops, computed on first need (most files never need them).
    private mutating func fileBackdrops() -> Set<Word> {
        if let cachedBackdrops { return cachedBackdrops }
        let value = Self.backdrops(in: file)
        cachedBackdrops = value
        return value
    }

    /// Whether the file paints colored backdrops, computed on first need.
    private mutating func fileHasColoredBackdrop() -> Bool {
        if let cachedColoredBackdrop { return cachedColoredBackdrop }
        let value = Self.hasColoredBackdrop(in: file)
        cachedColoredBackdrop = value
        return value
    }

    /// Whether a backdrop call or property (`background`, `fill`, `backgroundColor`, `setFillColor`, `…BackgroundTint`)
    /// takes a color that is neither white, clear, nor a page background (`systemBackground`, `.surface`), which adapt.
    static func hasColoredBackdrop(in file: SwiftSourceFile) -> Bool {
        for index in 0..<file.count where file.kind(index) == .identifier {
            let word = file.word(index)
            guard word == .background || word == .fill || word == .backgroundColor || word == .containerBackground
                || file.contains(index, anyOf: [.backgroundTint, .setFillColor]) else { continue }
            var cursor = index + 1
            let end = min(index + 8, file.count)
            while cursor < end, !(cursor > index + 1 && file.tokens[cursor].newlineBefore) {
                if file.word(cursor) != .black, isBackdropColor(in: file, at: cursor) { return true }
                cursor += 1
            }
        }
        return false
    }

    /// The black and white backdrops a file paints: `background`, `fill`, `…BackgroundTint` or `backgroundColor`
    /// followed within a few tokens by an opaque `.black` or `.white`.
    static func backdrops(in file: SwiftSourceFile) -> Set<Word> {
        var result: Set<Word> = []
        for index in 0..<file.count where file.kind(index) == .identifier {
            let word = file.word(index)
            guard word == .background || word == .fill || word == .backgroundColor || word == .containerBackground
                || file.contains(index, anyOf: .backgroundTint) else { continue }
            var cursor = index + 1
            while cursor < min(index + 6, file.count) {
                let candidate = file.word(cursor)
                if (candidate == .black || candidate == .white), file.punctuation(cursor - 1) == UInt8(ascii: "."),
                    !(file.punctuation(cursor + 1) == UInt8(ascii: ".") && file.word(cursor + 2) == .opacity) {
                    result.insert(candidate)
                    break
                }
                cursor += 1
            }
        }
        return result
    }

    /// Whether the file holds a token some rule starts from: a color type, a fixed color's name, `#colorLiteral`,
    /// one of the project's color functions or named constants, or a catalog's generated symbol.
    ///
    /// Every finding, use and definition context the scan records begins at such a token, so a file without one
    /// (a model, a network client) gives an empty output and ``scan()`` skips it after this one look at its tokens.
    func mayReport() -> Bool {
        file.tokens.withUnsafeBufferPointer { tokens in
            for token in tokens {
                switch token.kind {
                case .identifier:
                    if ColorCall.isColorType(token.word) || Self.isFixedPlatformColor(token.word) { return true }
                    if wrapperHashes.contains(token.hash) || definitionHashes.contains(token.hash) || catalogs.entry(symbolHash: token.hash) != nil {
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

    /// Scans the file.
    mutating func scan() -> Output {
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
        return output
    }

    // MARK: Context

    private var context: ColorContext {
        let top = frames[frames.count - 1]
        return top.flags.union(top.segment)
    }

    /// Whether a line break before `index` ends the statement in a `{` frame (not inside `(…)` or `[…]`).
    private func statementBreaks(at index: Int) -> Bool {
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

    private func token(_ index: Int) -> SwiftToken { file.tokens[index] }

    /// Scheme and selection words among the tokens of a condition.
    private func conditionContext(from start: Int, to end: Int) -> ColorContext {
        var result: ColorContext = []
        var index = max(start, 0)
        while index < end {
            if file.kind(index) == .identifier {
                let parts = file.parts(index)
                if !parts.isDisjoint(with: NameParts.schemeCondition) { result.insert(.scheme) }
                if !parts.isDisjoint(with: NameParts.selectionCondition) { result.insert(.selection) }
            }
            index += 1
        }
        return result
    }

    /// What a call or trailing closure after `word` makes of the colors inside it.
    private func calleeContext(_ word: Word, isMember: Bool) -> ColorContext {
        switch word {
        case .foregroundColor, .foregroundStyle, .tint, .accentColor: return .content
        case .fill, .stroke, .strokeBorder: return [.content, .fill]
        case .setTitleColor: return [.content, .platformColor]
        case .background, .listRowBackground, .border, .containerBackground, .backgroundStyle: return .background
        case .shadow, .mask, .NSShadow: return .shadowOrMask
        case .overlay, .blendMode: return .overlay
        case .LinearGradient, .RadialGradient, .AngularGradient, .EllipticalGradient, .Gradient: return .gradient
        case .performAsCurrentDrawingAppearance, .performAsCurrent: return .scheme
        default: return []
        }
    }

    /// What assigning to (or labelling an argument) `name…Color` means: a platform text, background or shadow color.
    private func propertyContext(at index: Int) -> ColorContext {
        guard file.kind(index) == .identifier else { return [] }
        if file.tokens[index].word == .none, file.tokens[index].end - file.tokens[index].start < 3 { return [] }
        let parts = file.parts(index)
        if !parts.isDisjoint(with: [.shadow, .scrim, .dim, .mask]) { return .shadowOrMask }
        if parts.contains(.overlay) { return .overlay }
        guard parts.contains(.color) else { return [] }
        if !parts.isDisjoint(with: [.background, .barTint, .border, .separator]) { return [.background, .platformColor] }
        return [.content, .platformColor]
    }

    // MARK: Tokens

    private mutating func punctuation(at index: Int) {
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
            } else if byte == UInt8(ascii: "?"), token(index).spaceBefore {
                let top = frames[frames.count - 1]
                frames[frames.count - 1].segment.formUnion(conditionContext(from: top.segmentStart, to: index))
            }
        }
    }

    private mutating func push(_ byte: UInt8, at index: Int) {
        let parent = frames[frames.count - 1]
        var frame = Frame(open: byte, flags: parent.flags.union(parent.segment), segmentStart: index + 1)
        frame.openIndex = index
        let previous = index - 1
        if byte == UInt8(ascii: "(") {
            if file.kind(previous) == .identifier {
                frame.callee = file.word(previous)
                frame.flags.formUnion(calleeContext(frame.callee, isMember: file.punctuation(previous - 1) == UInt8(ascii: ".")))
                frame.isColorCall = ColorCall.isColorType(frame.callee) || (frame.callee == .`init` && parent.isColorCall)
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

    /// Whether some enclosing function or type is named for media (checked only when a color is judged).
    private func insideMedia() -> Bool {
        frames.contains { $0.open == UInt8(ascii: "{") && $0.openIndex > 0 && isMediaDeclaration(before: $0.openIndex) }
    }

    /// Whether the `{` at `index` opens a function or type whose name says it shows media (a player, video, camera):
    /// black and white there are the media's backdrop, not colors that should adapt.
    private func isMediaDeclaration(before index: Int) -> Bool {
        var back = index - 1
        var depth = 0
        while back >= 0, back > index - 40 {
            switch file.punctuation(back) {
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth += 1
            case UInt8(ascii: "("), UInt8(ascii: "["): depth -= 1
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"): return false
            default: break
            }
            if depth == 0 {
                switch file.word(back) {
                case .func, .struct, .class, .extension, .enum:
                    let name = back + 1
                    return file.contains(name, anyOf: [.player, .video, .camera, .media, .landscape, .fullscreen])
                default: break
                }
            }
            back -= 1
        }
        return false
    }

    private mutating func pound(at index: Int) {
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
    private func watchCondition(after index: Int) -> Bool? {
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

    private mutating func applyConditionals() {
        let watch = fileIsWatch || (conditionals.last?.watch ?? false)
        for frameIndex in frames.indices {
            if watch { frames[frameIndex].flags.insert(.watch) } else if !fileIsWatch { frames[frameIndex].flags.remove(.watch) }
        }
    }

    private mutating func identifier(at index: Int) {
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
        if ColorCall.isColorType(word) || wrapperHashes.contains(hash) {
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
        if definitionHashes.contains(hash), !ownDefinitionNames.contains(index) {
            recordUse(at: index)
        }
    }

    /// Whether the `.` at `dot` starts an implicit member expression (`.white`), not a member access (`x.white`).
    private func isImplicitMember(at dot: Int) -> Bool {
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

    // MARK: Rules

    private static func isFixedPlatformColor(_ word: Word) -> Bool {
        switch word {
        case .black, .white, .gray, .lightGray, .darkGray, .red, .green, .blue, .cyan, .yellow, .magenta, .orange, .purple, .brown: true
        default: false
        }
    }

    /// Whether the member at `index` is followed by an alpha change (`.opacity(0.3)`, `.withAlphaComponent(0.5)`).
    private func isTranslucent(after index: Int) -> Bool {
        var cursor = index + 1
        while file.punctuation(cursor) == UInt8(ascii: "."), file.kind(cursor + 1) == .identifier {
            switch file.word(cursor + 1) {
            case .opacity, .withAlphaComponent, .colorWithAlphaComponent: return true
            default: break
            }
            cursor += 2
            if file.punctuation(cursor) == UInt8(ascii: "(") { cursor = file.close(of: cursor) + 1 }
        }
        return false
    }

    private mutating func explicitMember(type: Word, member: Int) {
        let word = file.word(member)
        if type == .Color {
            if word == .black || word == .white { blackOrWhite(at: member, first: member - 2, platform: false) }
            else { namedSymbol(at: member) }
            return
        }
        if Self.isFixedPlatformColor(word) { fixedPlatformColor(at: member, first: member - 2) }
        else if type == .UIColor || type == .NSColor { namedSymbol(at: member) }
    }

    private mutating func implicitMember(at index: Int) {
        let word = file.word(index)
        // `case .black:` and `.black: "Black"` are enum cases (NSFont.Weight.black), never colors.
        if file.punctuation(index + 1) == UInt8(ascii: ":") || file.word(index - 2) == .case { return }
        if word == .lightGray || word == .darkGray {
            fixedPlatformColor(at: index, first: index - 1)
        } else if Self.isFixedPlatformColor(word), context.contains(.platformColor) {
            fixedPlatformColor(at: index, first: index - 1)
        } else if word == .black || word == .white {
            blackOrWhite(at: index, first: index - 1, platform: false)
        } else if context.contains(.content) || context.contains(.background) || frames[frames.count - 1].isColorCall {
            namedSymbol(at: index)
        }
    }

    private func suppressedForFixedColor(_ context: ColorContext) -> Bool {
        !context.intersection(ColorContext.adapting.union(excluded).union([.shadowOrMask, .selection])).isEmpty
    }

    private mutating func fixedPlatformColor(at index: Int, first: Int) {
        let context = self.context
        guard !suppressedForFixedColor(context), !context.contains(.gradient) else { return }
        if insideMedia() { return }
        if isTranslucent(after: index), !context.contains(.content) || context.contains(.fill) { return }
        if context.contains(.overlay), !context.contains(.content) { return }
        if context.contains(.content), file.word(index) == .white || file.word(index) == .black, drawsOnFill(before: index) { return }
        if context.contains(.content), file.word(index) == .white, fileHasColoredBackdrop() { return }
        let name = file.text(index)
        let replacement: String
        switch file.word(index) {
        case .black: replacement = context.contains(.background) ? ".systemBackground (dark in dark mode) or .label" : ".label"
        case .white: replacement = context.contains(.content) ? ".label or .systemBackground" : ".systemBackground"
        case .gray, .lightGray, .darkGray: replacement = ".systemGray, .secondaryLabel or .separator"
        default: replacement = ".system" + name.prefix(1).uppercased() + name.dropFirst()
        }
        output.findings.append(RawFinding(rule: .nonAdaptingSystemColor, token: first, lastToken: index,
                                          message: "'\(file.snippet(first, index))' is a fixed color that does not adapt to dark mode; use \(replacement)"))
    }

    /// Whether the function around `index` fills a backdrop first (`context.setFillColor(…)`, `x.backgroundColor = …`,
    /// `color.setFill()`) with something other than the content's own color: white text drawn on it is deliberate.
    private func drawsOnFill(before index: Int) -> Bool {
        guard let frame = frames.last(where: { $0.open == UInt8(ascii: "{") }), frame.openIndex >= 0 else { return false }
        let content = file.word(index)
        var cursor = frame.openIndex + 1
        while cursor < index {
            if file.kind(cursor) == .identifier,
                file.word(cursor) == .setFill || file.contains(cursor, anyOf: [.setFillColor, .fillPath]) {
                var line = cursor - 1
                var sameColor = false
                while line > frame.openIndex, !token(line + 1).newlineBefore {
                    if file.word(line) == content { sameColor = true }
                    line -= 1
                }
                var forward = cursor + 1
                while forward < index, !token(forward).newlineBefore {
                    if file.word(forward) == content { sameColor = true }
                    forward += 1
                }
                if !sameColor { return true }
            }
            cursor += 1
        }
        return false
    }

    private mutating func blackOrWhite(at index: Int, first: Int, platform: Bool) {
        let context = self.context
        if context.contains(.platformColor) { fixedPlatformColor(at: index, first: first); return }
        guard context.contains(.content), !suppressedForFixedColor(context), context.isDisjoint(with: [.gradient, .overlay]) else { return }
        if insideMedia() { return }
        if context.contains(.fill), isTranslucent(after: index) { return }
        if hasColoredBackdrop(around: index) { return }
        if fileBackdrops().contains(file.word(index) == .white ? .black : .white) { return }
        if file.word(index) == .white, fileHasColoredBackdrop() { return }
        let name = file.text(index)
        output.findings.append(RawFinding(rule: .fixedBlackWhite, token: first, lastToken: index,
                                          message: "'\(file.snippet(first, index))' as content color stays \(name) in both modes and vanishes on \(name == "white" ? "light mode's white" : "dark mode's black") background; use .primary or a semantic color"))
    }

    /// Whether the view around `index` draws on a backdrop of its own: a `.background(…)` or `.fill(…)` of another
    /// color in the same statement or the one enclosing it, or a `ZStack` (content layered on a color or an image).
    /// White or black content on a backdrop of another color is deliberate and reads in both modes.
    private func hasColoredBackdrop(around index: Int) -> Bool {
        let content = file.word(index)
        var levels = 0
        for frameIndex in frames.indices.reversed() where frames[frameIndex].open == UInt8(ascii: "{") || frames[frameIndex].open == 0 {
            if frames[frameIndex].callee == .ZStack { return true }
            if statementHasBackdrop(from: frames[frameIndex].segmentStart, excluding: content, skipping: index) { return true }
            levels += 1
            if levels == 2 { break }
        }
        return false
    }

    private func statementHasBackdrop(from start: Int, excluding content: Word, skipping index: Int) -> Bool {
        var cursor = start
        var depth = 0
        while cursor < file.count {
            if cursor > start, depth == 0, token(cursor).newlineBefore, statementBreaksAt(cursor) { break }
            switch file.punctuation(cursor) {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth < 0 { return false }
            default: break
            }
            if (file.word(cursor) == .background || file.word(cursor) == .fill) && file.punctuation(cursor - 1) == UInt8(ascii: "."), cursor != index {
                var inner = cursor + 1
                let end = file.punctuation(inner) == UInt8(ascii: "(") || file.punctuation(inner) == UInt8(ascii: "{") ? file.close(of: inner) : inner
                while inner < end {
                    if inner != index, file.word(inner) != content, Self.isBackdropColor(in: file, at: inner) { return true }
                    inner += 1
                }
            }
            cursor += 1
        }
        return false
    }

    /// Whether a line break before `index` ends a statement, judged from the tokens alone.
    private func statementBreaksAt(_ index: Int) -> Bool {
        if file.tokens[index - 1].kind == .punctuation {
            let byte = file.punctuation(index - 1)
            if byte != UInt8(ascii: ")") && byte != UInt8(ascii: "]") && byte != UInt8(ascii: "}") { return false }
        }
        if token(index).kind == .punctuation {
            let byte = file.punctuation(index)
            return byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "{")
        }
        return true
    }

    private mutating func colorCall(at index: Int) {
        let initIsColor = frames[frames.count - 1].isColorCall
        guard let open = ColorCall.open(in: file, at: index, wrappers: wrappers, initIsColor: initIsColor) else { return }
        guard index > constantUntil else { return }
        let context = self.context
        switch ColorCall.classify(in: file, open: open) {
        case .computed, .clear:
            // `Color(.black)`, `Color(NSColor.white)`: the fixed color inside is judged where it is.
            return
        case .named(let name, let nameToken, _):
            guard context.isDisjoint(with: ColorContext.adapting.union(excluded)) else { return }
            namedColor(name, at: index, nameToken: nameToken)
        case .constant(let close, let translucent):
            constantUntil = close
            if ownDefinitionCalls.contains(index) {
                output.definitionContexts[index] = context
                return
            }
            guard context.isDisjoint(with: ColorContext.adapting.union(excluded).union(.shadowOrMask)) else { return }
            if translucent, !context.contains(.content) || context.contains(.fill) { return }
            if translucent, !context.isDisjoint(with: [.overlay, .gradient]) { return }
            output.findings.append(RawFinding(rule: .constantColor, token: index, lastToken: close,
                                              message: "'\(file.snippet(index, close))' is a constant color, the same in light and dark mode"))
        }
    }

    private mutating func namedColor(_ name: String, at index: Int, nameToken: Int) {
        guard !catalogs.isEmpty else { return }
        guard let entry = catalogs.byName[name] else {
            output.findings.append(RawFinding(rule: .namedColorMissing, token: index, lastToken: nameToken,
                                              message: "no asset catalog in the scanned tree defines the color '\(name)'"))
            return
        }
        checkVariants(entry, at: index, lastToken: nameToken)
    }

    private mutating func namedSymbol(at index: Int) {
        guard let entry = catalogs.entry(symbolHash: token(index).hash) else { return }
        guard context.isDisjoint(with: ColorContext.adapting.union(excluded)) else { return }
        checkVariants(entry, at: index, lastToken: index)
    }

    private mutating func checkVariants(_ entry: ColorCatalogIndex.Entry, at index: Int, lastToken: Int) {
        if !entry.hasDark {
            output.findings.append(RawFinding(rule: .namedColorNoDark, token: index, lastToken: lastToken,
                                              message: "the color set '\(entry.name)' (\(entry.file)) has no Dark appearance"))
        } else if !entry.hasHighContrast {
            output.findings.append(RawFinding(rule: .namedColorNoHighContrast, token: index, lastToken: lastToken,
                                              message: "the color set '\(entry.name)' (\(entry.file)) has no High Contrast variant"))
        }
    }

    private mutating func recordUse(at index: Int) {
        // Not a call, a label, or a declaration of something else with the same name.
        if file.punctuation(index + 1) == UInt8(ascii: "(") { return }
        if file.punctuation(index + 1) == UInt8(ascii: ":"), file.punctuation(index - 1) != UInt8(ascii: "?") { return }
        switch file.word(index - 1) {
        case .let, .var, .func, .case, .enum, .struct, .class: return
        default: break
        }
        let context = self.context
        if !context.isDisjoint(with: excluded) { return }
        var count = output.uses[token(index).hash] ?? UseCount()
        if !context.isDisjoint(with: ColorContext.adapting.union(.selection)) {
            count.adapting += 1
        } else {
            count.fixed += 1
            if count.firstFixed == nil {
                let location = file.location(index)
                count.firstFixed = "\(file.path):\(location.line)"
            }
        }
        output.uses[token(index).hash] = count
    }
}
