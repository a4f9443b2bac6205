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

    /// Whether some enclosing function or type is named for media (checked only when a color is judged).
    func insideMedia() -> Bool {
        // The innermost 64 frames: a declaration deeper out than that is not what the color is drawn in (and a hostile nest stays cheap).
        frames.suffix(64).contains { $0.open == UInt8(ascii: "{") && $0.openIndex > 0 && isMediaDeclaration(before: $0.openIndex) }
    }

    /// Whether the `{` at `index` opens a function or type whose name says it shows media (a player, video, camera):
    /// black and white there are the media's backdrop, not colors that should adapt.
    func isMediaDeclaration(before index: Int) -> Bool {
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

    /// Whether the function around `index` fills a backdrop first (`context.setFillColor(…)`, `x.backgroundColor = …`,
    /// `color.setFill()`) with something other than the content's own color: white text drawn on it is deliberate.
    func drawsOnFill(before index: Int) -> Bool {
        guard let frame = frames.last(where: { $0.open == UInt8(ascii: "{") }), frame.openIndex >= 0 else { return false }
        let content = file.word(index)
        // A bounded look back: a fill a few thousand tokens earlier is not what this content is drawn on.
        var cursor = max(frame.openIndex + 1, index - 4000)
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

    /// Whether the view around `index` draws on a backdrop of its own: a `.background(…)` or `.fill(…)` of another
    /// color in the same statement or the one enclosing it, or a `ZStack` (content layered on a color or an image).
    /// White or black content on a backdrop of another color is deliberate and reads in both modes.
    func hasColoredBackdrop(around index: Int) -> Bool {
        let content = file.word(index)
        var levels = 0
        for frameIndex in frames.indices.reversed().prefix(256) where frames[frameIndex].open == UInt8(ascii: "{") || frames[frameIndex].open == 0 {
            if frames[frameIndex].callee == .ZStack { return true }
            if statementHasBackdrop(from: frames[frameIndex].segmentStart, excluding: content, skipping: index) { return true }
            levels += 1
            if levels == 2 { break }
        }
        return false
    }

    /// Whether the statement from `start` paints a `.background(…)` or `.fill(…)` of a color other than `content`.
    func statementHasBackdrop(from start: Int, excluding content: Word, skipping index: Int) -> Bool {
        var cursor = start
        var depth = 0
        while cursor < min(file.count, start + 4000) {
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
    func statementBreaksAt(_ index: Int) -> Bool {
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

}
