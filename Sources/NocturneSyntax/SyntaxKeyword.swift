/// A word that Swift reserves or gives a meaning in some place, and the directives after `#`.
///
/// Contextual keywords (`get`, `some`, `actor`) are tagged like reserved ones; the parser decides from the place
/// whether such a token is a keyword or a name.
package enum SyntaxKeyword: String, Sendable, Hashable, CaseIterable {
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`, `init`, `inout`
    case `internal`, `let`, `open`, `operator`, `private`, `precedencegroup`, `protocol`, `public`, `rethrows`
    case `static`, `struct`, `subscript`, `typealias`, `var`, `break`, `case`, `catch`, `continue`, `default`
    case `defer`, `do`, `else`, `fallthrough`, `for`, `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`
    case `where`, `while`, `as`, `Any`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`
    case `await`, `async`, `actor`, `some`, `any`, `get`, `set`, `willSet`, `didSet`, `mutating`, `nonmutating`
    case `override`, `final`, `lazy`, `weak`, `unowned`, `optional`, `required`, `convenience`, `dynamic`
    case `indirect`, `prefix`, `postfix`, `infix`, `nonisolated`, `package`, `macro`, `consume`, `copy`, `each`
    case `borrowing`, `consuming`, `sending`, `isolated`, `distributed`, `_modify`, `_read`, `modify`, `read`
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

    private var slots: [(hash: UInt32, keyword: SyntaxKeyword?, bytes: [UInt8])]
    private let mask: UInt32

    private init() {
        let size = 512
        mask = UInt32(size - 1)
        slots = Array(repeating: (0, nil, []), count: size)
        for keyword in SyntaxKeyword.allCases {
            let bytes = Array(keyword.rawValue.utf8)
            let hash = bytes.withUnsafeBufferPointer { Self.hash($0) }
            var slot = Int(hash & mask)
            while slots[slot].keyword != nil { slot = (slot + 1) & Int(mask) }
            slots[slot] = (hash, keyword, bytes)
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
        guard bytes.count <= 16, bytes.count >= 1 else { return nil }
        let hash = Self.hash(bytes)
        var slot = Int(hash & mask)
        while let keyword = slots[slot].keyword {
            if slots[slot].hash == hash, slots[slot].bytes.count == bytes.count,
                slots[slot].bytes.withUnsafeBufferPointer({ $0.elementsEqual(bytes) }) {
                return keyword
            }
            slot = (slot + 1) & Int(mask)
        }
        return nil
    }
}
