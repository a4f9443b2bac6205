/// A word that Swift reserves or gives a meaning in some place, and the directives after `#`.
///
/// Contextual keywords (`get`, `some`, `actor`) are tagged like reserved ones; the parser decides from the place
/// whether such a token is a keyword or a name.
package enum SyntaxKeyword: String, Sendable, Hashable, CaseIterable {
    /// Declaration and access words.
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`, `init`, `inout`
    /// More declaration words and `rethrows`.
    case `internal`, `let`, `open`, `operator`, `private`, `precedencegroup`, `protocol`, `public`, `rethrows`
    /// Declaration words and the statement words `break` to `default`.
    case `static`, `struct`, `subscript`, `typealias`, `var`, `break`, `case`, `catch`, `continue`, `default`
    /// Statement words.
    case `defer`, `do`, `else`, `fallthrough`, `for`, `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`
    /// Clause, cast, literal and reference words.
    case `where`, `while`, `as`, `Any`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`
    /// Effects, contextual type words and accessors.
    case `await`, `async`, `actor`, `some`, `any`, `get`, `set`, `willSet`, `didSet`, `mutating`, `nonmutating`
    /// Modifiers.
    case `override`, `final`, `lazy`, `weak`, `unowned`, `optional`, `required`, `convenience`, `dynamic`
    /// Modifiers, `macro`, and ownership words.
    case `indirect`, `prefix`, `postfix`, `infix`, `nonisolated`, `package`, `macro`, `consume`, `copy`, `each`
    /// Ownership and isolation words, and the read/modify accessors.
    case `borrowing`, `consuming`, `sending`, `isolated`, `distributed`, `_modify`, `_read`, `modify`, `read`
    /// `unsafe`, `Type`, `Protocol` and `_`.
    case `unsafe`, `Type`, `Protocol`, `_`
    /// `#if`.
    case poundIf = "#if"
    /// `#elseif`.
    case poundElseif = "#elseif"
    /// `#else`.
    case poundElse = "#else"
    /// `#endif`.
    case poundEndif = "#endif"
    /// `#available`.
    case poundAvailable = "#available"
    /// `#unavailable`.
    case poundUnavailable = "#unavailable"
    /// `#sourceLocation`.
    case poundSourceLocation = "#sourceLocation"
    /// `#warning`.
    case poundWarning = "#warning"
    /// `#error`.
    case poundError = "#error"

    /// Whether the word starts a declaration (`func`, `struct`, `let`), apart from modifiers.
    package var startsDeclaration: Bool {
        switch self {
        case .associatedtype, .class, .deinit, .enum, .extension, .func, .import, .`init`, .let, .operator, .precedencegroup,
            .protocol, .struct, .subscript, .typealias, .var, .actor, .macro:
            true
        default:
            false
        }
    }

    /// Whether the word starts a statement (`if`, `return`, `guard`).
    package var startsStatement: Bool {
        switch self {
        case .if, .guard, .for, .while, .repeat, .return, .throw, .defer, .do, .switch, .break, .continue, .fallthrough:
            true
        default:
            false
        }
    }

    /// Whether the word is a declaration modifier (`public`, `static`, `override`, `mutating`).
    package var isModifier: Bool {
        switch self {
        case .fileprivate, .internal, .open, .private, .public, .static, .mutating, .nonmutating, .override, .final, .lazy,
            .weak, .unowned, .optional, .required, .convenience, .dynamic, .indirect, .prefix, .postfix, .infix,
            .nonisolated, .package, .distributed, .isolated, .consuming, .borrowing:
            true
        default:
            false
        }
    }
}

/// Finds the keyword a run of bytes spells, by a small open-addressed table keyed by a hash of the bytes.
struct KeywordTable: Sendable {
    /// The shared table.
    static let shared = KeywordTable()

    /// Per slot: the hash, the keyword (`nil` for an empty slot) and where its spelling starts in ``spellings``.
    private var hashes: [UInt32]
    private var keywords: [SyntaxKeyword?]
    private var offsets: [Int32]
    private var spellings: [UInt8] = []
    /// Whether some keyword has this length (1…16) and first byte, at `length << 8 | byte`: most names are rejected here.
    private var candidates = [Bool](repeating: false, count: 17 << 8)
    private let mask: UInt32

    private init() {
        let size = 512
        mask = UInt32(size - 1)
        hashes = Array(repeating: 0, count: size)
        keywords = Array(repeating: nil, count: size)
        offsets = Array(repeating: 0, count: size + 1)
        for keyword in SyntaxKeyword.allCases {
            let bytes = Array(keyword.rawValue.utf8)
            let hash = bytes.withUnsafeBufferPointer { Self.hash($0) }
            var slot = Int(hash & mask)
            while keywords[slot] != nil { slot = (slot + 1) & Int(mask) }
            hashes[slot] = hash
            keywords[slot] = keyword
            offsets[slot] = Int32(spellings.count)
            spellings.append(UInt8(bytes.count))
            spellings.append(contentsOf: bytes)
            candidates[bytes.count << 8 | Int(bytes[0])] = true
        }
    }

    /// The FNV-1a hash of some bytes.
    @inline(__always) static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    /// The keyword the bytes spell, or `nil`.
    func keyword(_ bytes: UnsafeBufferPointer<UInt8>) -> SyntaxKeyword? {
        guard bytes.count <= 16, bytes.count >= 1, candidates[bytes.count << 8 | Int(bytes[0])] else { return nil }
        let hash = Self.hash(bytes)
        var slot = Int(hash & mask)
        while let keyword = keywords[slot] {
            if hashes[slot] == hash {
                let offset = Int(offsets[slot])
                if Int(spellings[offset]) == bytes.count {
                    var equal = true
                    for index in 0..<bytes.count where spellings[offset + 1 + index] != bytes[index] {
                        equal = false
                        break
                    }
                    if equal { return keyword }
                }
            }
            slot = (slot + 1) & Int(mask)
        }
        return nil
    }
}
