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
/// Matching runs in time linear in the path for any pattern: the pattern is compiled once into steps and
/// the path is run through them as a set of states (no backtracking), and repeated `**/` collapse as git
/// collapses them. 22 `**/` against a 100-deep path took more than 20 s with backtracking.
struct GlobPattern: Sendable, Hashable {
    /// The pattern's bytes.
    let bytes: [UInt8]
    /// The compiled steps; `nil` when the pattern can match nothing (an unterminated class, a trailing `\`).
    private let steps: [Step]?

    /// Creates a pattern from its text.
    init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// Creates a pattern from its bytes.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        steps = bytes.withUnsafeBufferPointer { Self.compile($0) }
    }

    /// Whether the pattern matches the whole of `path`.
    func matches(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { matches($0) }
    }

    /// One step of a compiled pattern.
    private enum Step: Sendable, Hashable {
        /// One byte, as written.
        case byte(UInt8)
        /// `?`: one byte but `/`.
        case any
        /// `[…]`: one byte (never `/`) of the set, as 256 bits.
        case set(SIMD4<UInt64>)
        /// `*`: any run of bytes but `/`.
        case star
        /// `**/` at a folder boundary: nothing (on to the step after ``foldersInside``), or the start of a folder name.
        case folders
        /// `**/` inside a folder name: more of it, or its `/` (back to the boundary).
        case foldersInside
        /// A trailing `**`: anything.
        case everything
    }

    /// Compiles a pattern; `nil` when it can match nothing.
    private static func compile(_ pattern: UnsafeBufferPointer<UInt8>) -> [Step]? {
        let slash = UInt8(ascii: "/")
        var steps: [Step] = []
        var p = 0
        while p < pattern.count {
            let byte = pattern[p]
            switch byte {
            case UInt8(ascii: "\\"):
                guard p + 1 < pattern.count else { return nil }
                steps.append(.byte(pattern[p + 1]))
                p += 2
            case UInt8(ascii: "?"):
                steps.append(.any)
                p += 1
            case UInt8(ascii: "["):
                var bits = SIMD4<UInt64>(repeating: 0)
                var end = 0
                for candidate in 0...255 where candidate != Int(slash) {
                    guard let (matched, close) = Matcher(pattern: pattern).characterClass(at: p, byte: UInt8(candidate)) else { return nil }
                    end = close
                    if matched { bits[candidate >> 6] |= 1 << UInt64(candidate & 63) }
                }
                steps.append(.set(bits))
                p = end + 1
            case UInt8(ascii: "*"):
                var next = p
                while next < pattern.count, pattern[next] == UInt8(ascii: "*") { next += 1 }
                let double = next - p >= 2
                let before = p == 0 || pattern[p - 1] == slash
                let slashAfter = next < pattern.count && pattern[next] == slash
                let escapedSlashAfter = next + 1 < pattern.count && pattern[next] == UInt8(ascii: "\\") && pattern[next + 1] == slash
                if double, before, next == pattern.count {
                    steps.append(.everything)
                    p = next
                } else if double, before, slashAfter || escapedSlashAfter {
                    // Repeated `**/` collapse into one, as git collapses them.
                    if steps.last != .foldersInside {
                        // One append each: appending a literal array of this over-aligned enum read past it under AddressSanitizer.
                        steps.append(.folders)
                        steps.append(.foldersInside)
                    }
                    p = next + (slashAfter ? 1 : 2)
                } else {
                    if steps.last != .star { steps.append(.star) }
                    p = next
                }
            default:
                steps.append(.byte(byte))
                p += 1
            }
        }
        return steps
    }

    /// Whether the pattern matches the whole of `path`'s bytes.
    ///
    /// - Complexity: O(path × steps), one pass over the path.
    func matches(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let steps else { return false }
        let stateCount = steps.count + 1
        let words = (stateCount + 63) / 64
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: words * 2) { memory in
            memory.initialize(repeating: 0)
            var current = UnsafeMutableBufferPointer(rebasing: memory[0..<words])
            var next = UnsafeMutableBufferPointer(rebasing: memory[words..<(2 * words)])
            func isSet(_ set: UnsafeMutableBufferPointer<UInt64>, _ state: Int) -> Bool { set[state >> 6] & (1 << UInt64(state & 63)) != 0 }
            func insert(_ set: UnsafeMutableBufferPointer<UInt64>, _ state: Int) { set[state >> 6] |= 1 << UInt64(state & 63) }
            // Steps that may match nothing pass their state on (the edges only go forward: one pass closes the set).
            func close(_ set: UnsafeMutableBufferPointer<UInt64>) {
                for state in 0..<steps.count where isSet(set, state) {
                    switch steps[state] {
                    case .star, .everything: insert(set, state + 1)
                    case .folders: insert(set, state + 2)
                    default: break
                    }
                }
            }
            insert(current, 0)
            close(current)
            let slash = UInt8(ascii: "/")
            for byte in path {
                for word in 0..<words { next[word] = 0 }
                var any = false
                for state in 0..<steps.count where isSet(current, state) {
                    switch steps[state] {
                    case .byte(let expected): if byte == expected { insert(next, state + 1); any = true }
                    case .any: if byte != slash { insert(next, state + 1); any = true }
                    case .set(let bits): if byte != slash, bits[Int(byte >> 6)] & (1 << UInt64(byte & 63)) != 0 { insert(next, state + 1); any = true }
                    case .star: if byte != slash { insert(next, state); any = true }
                    case .folders:
                        insert(next, byte == slash ? state : state + 1)
                        any = true
                    case .foldersInside:
                        insert(next, byte == slash ? state - 1 : state)
                        any = true
                    case .everything: insert(next, state); any = true
                    }
                }
                guard any else { return false }
                close(next)
                swap(&current, &next)
            }
            return isSet(current, steps.count)
        }
    }
}

/// The character-class reader the compiler asks for each byte.
private struct Matcher {
    let pattern: UnsafeBufferPointer<UInt8>

    private func patternByte(_ index: Int) -> UInt8 { index < pattern.count ? pattern[index] : 0 }

    /// Whether the class opening at `p` matches `byte`, and the index of its closing `]`; `nil` when the class is unterminated.
    func characterClass(at start: Int, byte: UInt8) -> (Bool, Int)? {
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
