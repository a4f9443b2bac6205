/// What surrounds a site, as the rules ask it: backdrops the file paints, media views, fills drawn first, alpha changes.
extension ColorSiteWalker {
    /// Whether the identifier at `index`, inside a backdrop's argument, names a color of its own: not white, clear or
    /// a type name, not a page background that adapts (`systemBackground`, `.surface`, `designSystemColor`), not a
    /// choice by mode (`colorScheme`, `isDark`), not a label or a call (`RoundedRectangle(`).
    static func isBackdropColor(in file: SwiftSourceFile, at index: Int) -> Bool {
        guard file.kind(index) == .identifier, file.punctuation(index + 1) != UInt8(ascii: ":") else { return false }
        switch file.word(index) {
        case .white, .clear, .Color, .UIColor, .NSColor, .opacity, .SwiftUI, .`init`, .cgColor: return false
        case _ where file.punctuation(index + 1) == UInt8(ascii: "(") && (file.word(index) == .none || Word.layerWords.contains(file.word(index))): return false
        default: break
        }
        return !file.contains(index, anyOf: [.background, .surface, .container, .designSystemColor, .colorScheme, .dark, .light, .appearance])
    }

    /// The file's black/white backdrops, computed on first need (most files never need them).
    mutating func fileBackdrops() -> Set<Word> {
        if let cachedBackdrops { return cachedBackdrops }
        let value = Self.backdrops(in: file)
        cachedBackdrops = value
        return value
    }

    /// Whether the file paints colored backdrops, computed on first need.
    mutating func fileHasColoredBackdrop() -> Bool {
        if let cachedColoredBackdrop { return cachedColoredBackdrop }
        let value = Self.hasColoredBackdrop(in: file)
        cachedColoredBackdrop = value
        return value
    }

    /// Whether the file tints the images it draws (`withTintColor(_:)`, `withRenderingMode(.alwaysTemplate)`, `isTemplate`):
    /// the ink of its drawing code (`UIColor.black.setFill()`) then gives only the shape, whose color the tint replaces.
    mutating func tintsItsImages() -> Bool {
        if let cachedTintsImages { return cachedTintsImages }
        let value = ["withTintColor(", ".alwaysTemplate", "isTemplate"].contains { file.bytes.contains(bytes: Array($0.utf8)) }
        cachedTintsImages = value
        return value
    }

    /// Whether the color ending at `index` is set as the ink of the drawing that follows: `.setFill()`, `.setStroke()`, `.set()`.
    func isSetAsInk(after index: Int) -> Bool {
        guard file.punctuation(index + 1) == UInt8(ascii: "."), file.kind(index + 2) == .identifier,
              file.punctuation(index + 3) == UInt8(ascii: "("), file.punctuation(index + 4) == UInt8(ascii: ")") else { return false }
        return ["setFill", "setStroke", "set"].contains(file.text(index + 2))
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

    /// Whether some enclosing function or type is named for media (a player, video, camera): black and white there are
    /// the media's backdrop, not colors that should adapt. Or for a mask (`func maskImage(cornerRadius:)`): what it fills
    /// gives only the shape, whose color is never seen.
    func insideMedia() -> Bool {
        var node: Int32 = Int32(current)
        while node >= 0 {
            let raw = tree.nodes[Int(node)]
            var name = -1
            switch raw.kind {
            case .functionDecl, .structDecl, .classDecl, .enumDecl: name = keyToken(Int(node))
            // `extension PlayerView`: the first name of the extended type.
            case .extensionDecl: name = tree.node(Int(node)).children.first { $0.kind.isType }.map { token(Int(tree.nodes[$0.index].firstToken)) } ?? -1
            default: break
            }
            if name >= 0, file.contains(name, anyOf: [.player, .video, .camera, .media, .landscape, .fullscreen]) { return true }
            if name >= 0, raw.kind == .functionDecl, file.contains(name, anyOf: [.mask]) { return true }
            node = raw.parent
        }
        return false
    }

    /// Whether a word is one of UIKit's and AppKit's fixed named colors (`black`, `lightGray`, `red`…).
    static func isFixedPlatformColor(_ word: Word) -> Bool {
        switch word {
        case .black, .white, .gray, .lightGray, .darkGray, .red, .green, .blue, .cyan, .yellow, .magenta, .orange, .purple, .brown, .darkText,
             .lightText: true
        default: false
        }
    }

    /// Whether the member at `index` is followed by an alpha change (`.opacity(0.3)`, `.withAlphaComponent(0.5)`).
    func isTranslucent(after index: Int) -> Bool {
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

    /// Whether a fixed color in `context` is left alone: chosen by mode, excluded, a shadow or mask, or a selection state.
    func suppressedForFixedColor(_ context: ColorContext) -> Bool {
        !context.intersection(ColorContext.adapting.union(excluded).union([.shadowOrMask, .selection])).isEmpty
    }

    /// The innermost braces around the node being visited (a body, a closure, a `switch`), as the rules' token of its `{`.
    func enclosingBrace() -> Int? {
        var node: Int32 = Int32(current)
        while node >= 0 {
            let raw = tree.nodes[Int(node)]
            switch raw.kind {
            case .codeBlock, .closure, .accessorBlock:
                return token(Int(raw.firstToken))
            case .switchStatement:
                if let open = tree.node(Int(node)).ownTokens.first(where: { tree.tokens[$0].kind == .leftBrace }) { return token(open) }
            default:
                break
            }
            node = raw.parent
        }
        return nil
    }

    /// Whether the function around `index` fills a backdrop first (`context.setFillColor(…)`, `x.backgroundColor = …`,
    /// `color.setFill()`) with something other than the content's own color: white text drawn on it is deliberate.
    func drawsOnFill(before index: Int) -> Bool {
        guard let open = enclosingBrace() else { return false }
        let content = file.word(index)
        // A bounded look back: a fill a few thousand tokens earlier is not what this content is drawn on.
        var cursor = max(open + 1, index - 4000)
        while cursor < index {
            if file.kind(cursor) == .identifier,
                file.word(cursor) == .setFill || file.contains(cursor, anyOf: [.setFillColor, .fillPath]) {
                var line = cursor - 1
                var sameColor = false
                while line > open, !file.tokens[line + 1].newlineBefore {
                    if file.word(line) == content { sameColor = true }
                    line -= 1
                }
                var forward = cursor + 1
                while forward < index, !file.tokens[forward].newlineBefore {
                    if file.word(forward) == content { sameColor = true }
                    forward += 1
                }
                if !sameColor { return true }
            }
            cursor += 1
        }
        return false
    }

    /// Whether the view around `index` draws on a backdrop of its own: a `.background(…)` or `.fill(…)` of another
    /// color in the statement around it or the one enclosing that, or a `ZStack` (content layered on a color or an image).
    /// White or black content on a backdrop of another color is deliberate and reads in both modes.
    func hasColoredBackdrop(around index: Int) -> Bool {
        let content = file.word(index)
        var levels = 0
        // Statements are the items of a body, a closure, the file or a `switch` case; an `#if` clause's items are the
        // statements of the body around the `#if`.
        var statement = current
        var node = current
        var inClause = false
        while node >= 0 {
            let raw = tree.nodes[node]
            switch raw.kind {
            case .ifConfigClause:
                inClause = true
            case .codeBlock, .closure, .sourceFile, .switchCase:
                if raw.kind == .closure, let trailing = tree.node(node).parent, trailing.kind == .trailingClosure, let call = trailing.parent,
                    let callee = call.firstChild, file.word(keyToken(callee.index)) == .ZStack {
                    return true
                }
                if statement != node, statementHasBackdrop(statement, excluding: content, skipping: index) { return true }
                levels += 1
                if levels == 2 { return false }
                inClause = false
            default:
                break
            }
            if !inClause { statement = node }
            node = Int(raw.parent)
        }
        return false
    }

    /// Where a statement's value starts: after the `=` of an assignment or a declaration whose value holds the node being
    /// visited, else the statement itself.
    func valueOfStatement(_ statement: Int) -> Int {
        let raw = tree.nodes[statement]
        switch raw.kind {
        case .infixOperation:
            let value = Int(tree.nodes[statement + 1].subtreeEnd)
            let equals = keyToken(statement)
            if equals >= 0, file.isOperator(equals, "="), value <= current, current < raw.subtreeEnd { return value }
        case .variableDecl:
            for binding in tree.node(statement).children(.patternBinding) where binding.index <= current && current < tree.nodes[binding.index].subtreeEnd {
                if let (value, _) = declarationContext(binding.index), value <= current, current < tree.nodes[value].subtreeEnd { return value }
            }
        default:
            break
        }
        return statement
    }

    /// Whether a statement (from its value, for an assignment or a declaration) paints a `.background(…)` or `.fill(…)` of
    /// a color other than `content`.
    func statementHasBackdrop(_ statement: Int, excluding content: Word, skipping index: Int) -> Bool {
        let start = valueOfStatement(statement)
        // A bounded look: a statement thousands of nodes long is a whole screen, not what this content is drawn on.
        let end = min(Int(tree.nodes[start].subtreeEnd), start + 4000)
        var node = start
        while node < end {
            let raw = tree.nodes[node]
            node += 1
            guard raw.kind == .functionCall, node < raw.subtreeEnd else { continue }
            let callee = tree.nodes[node]
            guard callee.kind == .memberAccess || callee.kind == .implicitMember else { continue }
            let name = keyToken(node)
            guard name != index, file.word(name) == .background || file.word(name) == .fill else { continue }
            // The arguments in parentheses, else the first trailing closure.
            let call = tree.node(node - 1)
            let arguments = call.children(.argument)
            let part = arguments.isEmpty ? Array(call.children(.trailingClosure).prefix(1)) : arguments
            for argument in part {
                let (first, last) = tokens(of: argument.index)
                guard first <= last else { continue }
                for inner in first...last where inner != index && file.word(inner) != content && Self.isBackdropColor(in: file, at: inner) { return true }
            }
        }
        return false
    }

    /// Whether a line break before `index` ends a statement, judged from the tokens alone.
    func statementBreaksAt(_ index: Int) -> Bool {
        if file.tokens[index - 1].kind == .punctuation {
            let byte = file.punctuation(index - 1)
            if byte != UInt8(ascii: ")") && byte != UInt8(ascii: "]") && byte != UInt8(ascii: "}") { return false }
        }
        if file.tokens[index].kind == .punctuation {
            let byte = file.punctuation(index)
            return byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "{")
        }
        return true
    }

}
