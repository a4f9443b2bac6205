/// The recursive-descent parser: tokens in, nodes out (in post-order while parsing, then reordered to pre-order).
///
/// The grammar is split by area into extensions (`Parser+Declarations.swift`, `Parser+Expressions.swift`, …);
/// recovery from text that is not Swift is ``Parser/skipUnknown(until:)`` (`Parser+Recovery.swift`) and every
/// loop's progress is checked by a ``LoopProgress``. Nesting deeper than ``maximumDepth`` becomes one `unknown`
/// node up to the matching closer, so no input recurses without bound.
struct Parser {
    /// A node finished while parsing: children are always finished before their parent, right before it.
    struct PendingNode {
        var kind: SyntaxKind
        var firstToken: Int32
        var endToken: Int32
        var keyToken: Int32
        /// The index of the node's first descendant (its own index when it has none).
        var subtreeStart: Int32
    }

    /// Where a node starts: the next node index and the current token.
    struct Marker {
        var node: Int
        var token: Int
    }

    /// How deep expressions, types, patterns and blocks may nest before the rest is skipped as `unknown`.
    ///
    /// Each level costs a few stack frames: at 128 a debug build needed more than 2 MiB of stack for the worst shapes, so
    /// the limit is 64, for debug and sanitizer builds on threads smaller than Linux's 8 MiB default. Real apps stay below
    /// it (no unknown byte in the four reference apps; at 20, some of their closures were cut off as `unknown`).
    static let maximumDepth = 64

    let tokens: UnsafeBufferPointer<SyntaxToken>
    let bytes: UnsafeBufferPointer<UInt8>
    let lastToken: Int
    var position = 0
    var nodes: [PendingNode] = []
    var depth = 0
    /// How many `(`, `[`, `{` and `#if` the constructs being parsed have opened and not yet closed.
    var openParentheses = 0, openBrackets = 0, openBraces = 0, openIfConfigs = 0
    /// Whether `{` after an expression is a trailing closure (not in the condition of `if`, `while`, `switch`…).
    var allowsTrailingClosure = true
    /// Whether an expression ends at the end of its line (an `#if` condition).
    var stopsAtLineEnd = false

    /// Parses a file's tokens into pre-order nodes.
    static func parse(tokens: UnsafeBufferPointer<SyntaxToken>, bytes: UnsafeBufferPointer<UInt8>) -> [SyntaxTree.RawNode] {
        var parser = Parser(tokens: tokens, bytes: bytes)
        parser.parseSourceFile()
        return parser.preorder()
    }

    private init(tokens: UnsafeBufferPointer<SyntaxToken>, bytes: UnsafeBufferPointer<UInt8>) {
        self.tokens = tokens
        self.bytes = bytes
        lastToken = max(tokens.count - 1, 0)
        nodes.reserveCapacity(tokens.count / 2 + 4)
    }

    private mutating func parseSourceFile() {
        let file = start()
        parseItems(.sourceFile)
        while !atEnd {
            // The item loop stops only at the end or at a closer; what is left over is unknown.
            let stray = start()
            advance()
            finish(stray, .unknown)
            parseItems(.sourceFile)
        }
        advance(over: true)
        finish(file, .sourceFile)
    }

    // MARK: Tokens

    /// The current token.
    @inline(__always) var current: SyntaxToken { tokens[position] }
    /// The kind of the current token.
    @inline(__always) var kind: SyntaxToken.Kind { tokens[position].kind }
    /// Whether the parser is at the end-of-file token.
    @inline(__always) var atEnd: Bool { position >= lastToken }

    /// The token `offset` tokens ahead (the end-of-file token past the end).
    @inline(__always) func peek(_ offset: Int = 1) -> SyntaxToken { tokens[min(position + offset, lastToken)] }

    /// Moves to the next token (never past the end-of-file token, unless `over` consumes it too).
    @inline(__always) mutating func advance(over end: Bool = false) {
        if position < lastToken || (end && position == lastToken) { position += 1 }
    }

    @inline(__always) func at(_ kind: SyntaxToken.Kind) -> Bool { tokens[position].kind == kind }

    /// Whether the current token is an identifier spelling a keyword.
    @inline(__always) func at(_ keyword: SyntaxKeyword) -> Bool {
        let token = tokens[position]
        return token.keyword == keyword && (token.kind == .identifier || token.kind == .pound)
    }

    /// Whether the current token is an operator.
    @inline(__always) var atAnyOperator: Bool { tokens[position].kind == .operator }

    /// Whether the current token is the operator with exactly this text.
    @inline(__always) func atOperator(_ text: StaticString) -> Bool { isOperator(position, text) }

    /// Whether a token is the operator with exactly this text.
    func isOperator(_ index: Int, _ text: StaticString) -> Bool {
        let token = tokens[min(index, lastToken)]
        guard token.kind == .operator, Int(token.end - token.start) == text.utf8CodeUnitCount else { return false }
        let start = text.utf8Start
        for offset in 0..<text.utf8CodeUnitCount where bytes[Int(token.start) + offset] != start[offset] { return false }
        return true
    }

    /// Whether a token's text equals some text.
    func tokenText(_ index: Int, is text: StaticString) -> Bool {
        let token = tokens[min(index, lastToken)]
        guard Int(token.end - token.start) == text.utf8CodeUnitCount else { return false }
        let start = text.utf8Start
        for offset in 0..<text.utf8CodeUnitCount where bytes[Int(token.start) + offset] != start[offset] { return false }
        return true
    }

    /// Consumes the current token when it is of a kind.
    @discardableResult @inline(__always) mutating func eat(_ kind: SyntaxToken.Kind) -> Bool {
        guard at(kind) else { return false }
        advance()
        return true
    }

    /// Consumes the current token when it spells a keyword.
    @discardableResult @inline(__always) mutating func eat(_ keyword: SyntaxKeyword) -> Bool {
        guard at(keyword) else { return false }
        advance()
        return true
    }

    /// Consumes the current token when it is the operator with this text.
    @discardableResult mutating func eatOperator(_ text: StaticString) -> Bool {
        guard atOperator(text) else { return false }
        advance()
        return true
    }

    /// Whether the current token is a name: an identifier that is not a reserved word the place cannot hold.
    var atName: Bool {
        let token = current
        guard token.kind == .identifier else { return false }
        guard let keyword = token.keyword else { return true }
        switch keyword {
        case .let, .var, .func, .if, .else, .guard, .for, .while, .repeat, .return, .throw, .switch, .case, .default, .do, .catch,
            .defer, .break, .continue, .fallthrough, .import, .struct, .class, .enum, .protocol, .extension, .`init`, .deinit,
            .subscript, .typealias, .associatedtype, .in, .where, .is, .as, .try, .true, .false, .nil, .operator,
            .precedencegroup, .inout, .static:
            return false
        default:
            return true
        }
    }

    // MARK: Nodes

    @inline(__always) func start() -> Marker { Marker(node: nodes.count, token: position) }

    /// A marker that starts where a finished node starts, to wrap it in a new parent.
    @inline(__always) func marker(before node: Int) -> Marker {
        Marker(node: Int(nodes[node].subtreeStart), token: Int(nodes[node].firstToken))
    }

    /// Finishes a node that started at a marker and ends before the current token; returns its index.
    @discardableResult mutating func finish(_ marker: Marker, _ kind: SyntaxKind, key: Int = -1) -> Int {
        nodes.append(PendingNode(kind: kind, firstToken: Int32(marker.token), endToken: Int32(position), keyToken: Int32(key),
                                 subtreeStart: Int32(marker.node)))
        return nodes.count - 1
    }

    /// Changes the kind of a finished node.
    mutating func retag(_ node: Int, _ kind: SyntaxKind) { nodes[node].kind = kind }

    // MARK: Depth

    /// Enters one level of nesting; at ``maximumDepth`` it skips the nested text as `unknown` instead and returns `false`.
    mutating func enterNesting() -> Bool {
        guard depth < Self.maximumDepth else {
            skipNested()
            return false
        }
        depth += 1
        return true
    }

    @inline(__always) mutating func leaveNesting() { depth -= 1 }

    // MARK: Pre-order

    /// Reorders the post-order nodes to pre-order, with parents and subtree ends.
    ///
    /// In pre-order a node's subtree occupies its post-order block shifted by the node's depth (its ancestors now come
    /// before it instead of after), and the node is first in it: its index is its subtree's first post-order index plus
    /// its depth.
    private func preorder() -> [SyntaxTree.RawNode] {
        let count = nodes.count
        // Per post-order node: its parent (post-order), then its depth; then its pre-order index.
        var parent = [Int32](repeating: -1, count: count)
        var preIndex = [Int32](repeating: 0, count: count)
        nodes.withUnsafeBufferPointer { nodes in
            parent.withUnsafeMutableBufferPointer { parent in
                preIndex.withUnsafeMutableBufferPointer { preIndex in
                    for index in stride(from: count - 1, through: 0, by: -1) {
                        var child = index - 1
                        let first = Int(nodes[index].subtreeStart)
                        while child >= first {
                            parent[child] = Int32(index)
                            child = Int(nodes[child].subtreeStart) - 1
                        }
                        // The parent's index is larger, so its depth (kept in preIndex until the end) is known.
                        let up = Int(parent[index])
                        preIndex[index] = up < 0 ? 0 : preIndex[up] + 1
                    }
                    for index in 0..<count { preIndex[index] += nodes[index].subtreeStart }
                }
            }
        }
        return [SyntaxTree.RawNode](unsafeUninitializedCapacity: count) { result, initialized in
            guard let base = result.baseAddress else { return }
            nodes.withUnsafeBufferPointer { nodes in
                for index in 0..<count {
                    let node = nodes[index]
                    let at = Int(preIndex[index])
                    let up = Int(parent[index])
                    (base + at).initialize(to: SyntaxTree.RawNode(
                        kind: node.kind, firstToken: node.firstToken, endToken: node.endToken, keyToken: node.keyToken,
                        parent: up < 0 ? -1 : preIndex[up], subtreeEnd: Int32(at) + Int32(index) - node.subtreeStart + 1))
                }
            }
            initialized = count
        }
    }
}
