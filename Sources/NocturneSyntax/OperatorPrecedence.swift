/// Swift's standard precedence groups, ordered: a higher raw value binds tighter.
///
/// An operator the standard library does not declare gets ``default`` (as Swift gives a custom operator with no group).
enum OperatorPrecedence: Int, Sendable {
    /// Below every group: folds everything left.
    case lowest = 0
    /// `=`, `+=`, `&&=`… (right-associative).
    case assignment = 10
    /// `? :` (right-associative).
    case ternary = 20
    /// Operators with no known group.
    case `default` = 30
    /// `||`.
    case logicalDisjunction = 40
    /// `&&`.
    case logicalConjunction = 50
    /// `==`, `<`, `~=`, `===`…
    case comparison = 60
    /// `??` (right-associative).
    case nilCoalescing = 70
    /// `as`, `is`.
    case casting = 80
    /// `...`, `..<`.
    case rangeFormation = 90
    /// `+`, `-`, `|`, `^`, `&+`, `&-`.
    case addition = 100
    /// `*`, `/`, `%`, `&`, `&*`.
    case multiplication = 110
    /// `<<`, `>>`, `&<<`, `&>>`.
    case bitwiseShift = 120

    /// Whether operators of the group group to the right (`a ?? b ?? c` is `a ?? (b ?? c)`).
    var isRightAssociative: Bool { self == .assignment || self == .ternary || self == .nilCoalescing }

    /// The group of an infix operator spelled by some bytes.
    init(_ text: UnsafeBufferPointer<UInt8>) {
        // The common one- and two-byte operators first, by their bytes.
        if text.count == 1 {
            switch text[0] {
            case UInt8(ascii: "="): self = .assignment; return
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "|"), UInt8(ascii: "^"): self = .addition; return
            case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"): self = .multiplication; return
            case UInt8(ascii: "<"), UInt8(ascii: ">"): self = .comparison; return
            default: self = .default; return
            }
        }
        if text.count == 2 {
            switch (text[0], text[1]) {
            case (UInt8(ascii: "?"), UInt8(ascii: "?")): self = .nilCoalescing; return
            case (UInt8(ascii: "="), UInt8(ascii: "=")), (UInt8(ascii: "!"), UInt8(ascii: "=")), (UInt8(ascii: "<"), UInt8(ascii: "=")),
                (UInt8(ascii: ">"), UInt8(ascii: "=")):
                self = .comparison; return
            case (UInt8(ascii: "&"), UInt8(ascii: "&")): self = .logicalConjunction; return
            case (UInt8(ascii: "|"), UInt8(ascii: "|")): self = .logicalDisjunction; return
            case (UInt8(ascii: "+"), UInt8(ascii: "=")), (UInt8(ascii: "-"), UInt8(ascii: "=")): self = .assignment; return
            default: break
            }
        }
        switch String(decoding: text, as: UTF8.self) {
        case "<<", ">>", "&<<", "&>>": self = .bitwiseShift
        case "*", "/", "%", "&*", "&": self = .multiplication
        case "+", "-", "&+", "&-", "|", "^": self = .addition
        case "...", "..<": self = .rangeFormation
        case "??": self = .nilCoalescing
        case "<", "<=", ">", ">=", "==", "!=", "===", "!==", "~=", ".==", ".!=", ".<", ".<=", ".>", ".>=": self = .comparison
        case "&&", ".&": self = .logicalConjunction
        case "||", ".|", ".^": self = .logicalDisjunction
        case "=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "|=", "^=", "&*=", "&+=", "&-=", "&<<=", "&>>=", ".&=", ".|=", ".^=":
            self = .assignment
        default: self = .default
        }
    }
}
