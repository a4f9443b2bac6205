/// A `.gitignore` glob, matched against a `/`-separated path the way git matches one (its `wildmatch` with paths).
///
/// - `*` matches any run of bytes but `/`; `?` one byte but `/`.
/// - `**` between slashes (or at either end) matches across folders: `**/x` in every folder, `x/**`
///   everything inside `x`, `a/**/b` zero or more folders between; any other `**` is a `*`.
/// - `[abc]`, `[a-z]`, `[!abc]` or `[^abc]`, and the POSIX classes `[[:alpha:]]`, `[[:digit:]]`…
///   match one byte (never `/`).
/// - `\` makes the next byte literal (`\*`, `\[`, `\#`, `\!`, `\ `); a trailing `\` matches nothing.
///
/// Paths are compared byte by byte and with case, as git does unless `core.ignorecase` is set.
struct GlobPattern: Sendable, Hashable {
    /// The pattern's bytes.
    let bytes: [UInt8]

    /// Creates a pattern from its text.
    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Creates a pattern from its bytes.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether the pattern matches the whole of `path`.
    func matches(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { matches($0) }
    }

    /// Whether the pattern matches the whole of `path`'s bytes.
    func matches(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { pattern in
            Matcher(pattern: pattern, text: path).match(0, 0) == .match
        }
    }
}

/// The outcome of matching the rest of a pattern from some position: besides yes and no, two ways to stop
/// every enclosing `*` from trying further (the text ran out; a single `*` met a `/` it cannot cross).
private enum MatchOutcome {
    case match, noMatch, stopAll, stopToDoubleStar
}

private struct Matcher {
    let pattern: UnsafeBufferPointer<UInt8>
    let text: UnsafeBufferPointer<UInt8>

    private func patternByte(_ index: Int) -> UInt8 { index < pattern.count ? pattern[index] : 0 }
    private var slash: UInt8 { UInt8(ascii: "/") }

    /// Matches the pattern from byte `p` against the text from byte `t`.
    func match(_ startP: Int, _ startT: Int) -> MatchOutcome {
        var p = startP
        var t = startT
        while p < pattern.count {
            let patternCharacter = pattern[p]
            if t >= text.count, patternCharacter != UInt8(ascii: "*") { return .stopAll }
            switch patternCharacter {
            case UInt8(ascii: "\\"):
                p += 1
                guard p < pattern.count, text[t] == pattern[p] else { return .noMatch }
            case UInt8(ascii: "?"):
                if text[t] == slash { return .noMatch }
            case UInt8(ascii: "*"):
                return star(p, t)
            case UInt8(ascii: "["):
                guard let (matched, end) = characterClass(at: p, byte: text[t]) else { return .stopAll }
                if !matched || text[t] == slash { return .noMatch }
                p = end
            default:
                if text[t] != patternCharacter { return .noMatch }
            }
            p += 1
            t += 1
        }
        return t == text.count ? .match : .noMatch
    }

    /// Matches from the `*` at `p`.
    private func star(_ startP: Int, _ startT: Int) -> MatchOutcome {
        var p = startP + 1
        var t = startT
        var crossesSlashes = false
        if patternByte(p) == UInt8(ascii: "*") {
            let before = startP - 1
            while patternByte(p) == UInt8(ascii: "*") { p += 1 }
            let next = patternByte(p)
            let delimited = (before < 0 || pattern[before] == slash)
                && (p >= pattern.count || next == slash || (next == UInt8(ascii: "\\") && patternByte(p + 1) == slash))
            if delimited {
                // `**/` may stand for no folder at all: try the rest right here first.
                if p < pattern.count, next == slash, match(p + 1, t) == .match { return .match }
                crossesSlashes = true
            }
        }
        if p >= pattern.count {
            // A trailing `**` matches everything; a trailing `*` only what has no more slashes.
            if !crossesSlashes {
                for index in t..<text.count where text[index] == slash { return .noMatch }
            }
            return .match
        }
        if !crossesSlashes, pattern[p] == slash {
            // `*/`: the star takes the rest of this path component.
            guard let nextSlash = (t..<text.count).first(where: { text[$0] == slash }) else { return .noMatch }
            return match(p + 1, nextSlash + 1)
        }
        while t < text.count {
            let outcome = match(p, t)
            if outcome != .noMatch {
                if !crossesSlashes || outcome != .stopToDoubleStar { return outcome }
            } else if !crossesSlashes, text[t] == slash {
                return .stopToDoubleStar
            }
            t += 1
        }
        return .stopAll
    }

    /// Whether the class opening at `p` matches `byte`, and the index of its closing `]`; `nil` when the class is unterminated.
    private func characterClass(at start: Int, byte: UInt8) -> (Bool, Int)? {
        var p = start + 1
        var negated = false
        if patternByte(p) == UInt8(ascii: "!") || patternByte(p) == UInt8(ascii: "^") {
            negated = true
            p += 1
        }
        var matched = false
        var previous: UInt8 = 0
        var first = true
        while first || patternByte(p) != UInt8(ascii: "]") {
            first = false
            var current = patternByte(p)
            guard p < pattern.count else { return nil }
            if current == UInt8(ascii: "\\") {
                p += 1
                guard p < pattern.count else { return nil }
                current = pattern[p]
                if byte == current { matched = true }
            } else if current == UInt8(ascii: "-"), previous != 0, p + 1 < pattern.count, pattern[p + 1] != UInt8(ascii: "]") {
                p += 1
                var upper = pattern[p]
                if upper == UInt8(ascii: "\\") {
                    p += 1
                    guard p < pattern.count else { return nil }
                    upper = pattern[p]
                }
                if byte >= previous, byte <= upper { matched = true }
                current = 0
            } else if current == UInt8(ascii: "["), patternByte(p + 1) == UInt8(ascii: ":") {
                // `[:name:]`, or a plain `[` when no `:]` closes it.
                let nameStart = p + 2
                var close = nameStart
                while close < pattern.count, pattern[close] != UInt8(ascii: "]") { close += 1 }
                guard close < pattern.count else { return nil }
                if close - 1 < nameStart || pattern[close - 1] != UInt8(ascii: ":") {
                    if byte == current { matched = true }
                } else {
                    let name = String(decoding: UnsafeBufferPointer(rebasing: pattern[nameStart..<(close - 1)]), as: UTF8.self)
                    guard let isMember = Self.posixClass(name) else { return nil }
                    if isMember(byte) { matched = true }
                    p = close
                    current = 0
                }
            } else if byte == current {
                matched = true
            }
            previous = current
            p += 1
        }
        return (matched != negated, p)
    }

    /// The POSIX character classes git knows, over ASCII.
    private static func posixClass(_ name: String) -> ((UInt8) -> Bool)? {
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func isGraph(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
        switch name {
        case "alnum": return { isUpper($0) || isLower($0) || isDigit($0) }
        case "alpha": return { isUpper($0) || isLower($0) }
        case "blank": return { $0 == 0x20 || $0 == 0x09 }
        case "cntrl": return { $0 < 0x20 || $0 == 0x7F }
        case "digit": return isDigit
        case "graph": return isGraph
        case "lower": return isLower
        case "print": return { isGraph($0) || $0 == 0x20 }
        case "punct": return { isGraph($0) && !isUpper($0) && !isLower($0) && !isDigit($0) }
        case "space": return { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) }
        case "upper": return isUpper
        case "xdigit": return { isDigit($0) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) }
        default: return nil
        }
    }
}
