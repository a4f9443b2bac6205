import NocturneSupport

/// A parsed Swift file: its bytes, its tokens and its nodes, immutable and shared between threads.
///
/// Nodes live in one array in pre-order (document order): a node's descendants follow it, up to its
/// ``RawNode/subtreeEnd``, so walking every node is a loop over ``nodes`` and skipping a subtree is one jump.
/// Each node covers a contiguous run of tokens; the root covers them all, so printing the tokens in order gives the
/// file back byte for byte.
///
///     let tree = SyntaxTree.parse("Text(\"Hi\").foregroundColor(.white)")
///     for call in tree.nodes(of: .functionCall).compactMap(FunctionCall.init) { print(call.calledName ?? "?") }
package final class SyntaxTree: Sendable {
    /// The file's bytes.
    package let bytes: [UInt8]
    /// The tokens, covering every byte; the last is ``SyntaxToken/Kind/endOfFile``.
    package let tokens: [SyntaxToken]
    /// The nodes in pre-order; `nodes[0]` is the ``SyntaxKind/sourceFile``.
    package let nodes: [RawNode]
    /// The byte offset where each line starts (line 1 at index 0).
    package let lineStarts: [Int32]

    /// One node as stored: its kind, its tokens, its key token, its parent and where its subtree ends.
    package struct RawNode: Sendable, Hashable {
        /// The kind.
        package var kind: SyntaxKind
        /// The first token.
        package var firstToken: Int32
        /// One past the last token.
        package var endToken: Int32
        /// The token that names the node (a declaration's name, an operator, a member's name, a label), or -1.
        package var keyToken: Int32
        /// The parent's index, or -1 for the root.
        package var parent: Int32
        /// One past the index of the node's last descendant.
        package var subtreeEnd: Int32
    }

    init(bytes: [UInt8], tokens: [SyntaxToken], nodes: [RawNode]) {
        self.bytes = bytes
        self.tokens = tokens
        self.nodes = nodes
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// Parses Swift source; never fails (text that is not Swift becomes ``SyntaxKind/unknown`` nodes).
    ///
    /// - Parameter bytes: The file's bytes, in UTF-8 (any bytes are accepted).
    /// - Returns: The tree.
    /// - Complexity: O(n) in the number of bytes.
    package static func parse(_ bytes: [UInt8]) -> SyntaxTree {
        let (tokens, nodes) = bytes.withUnsafeBufferPointer { buffer in
            let tokens = Lexer.tokenize(buffer)
            let nodes = tokens.withUnsafeBufferPointer { Parser.parse(tokens: $0, bytes: buffer) }
            return (tokens, nodes)
        }
        return SyntaxTree(bytes: bytes, tokens: tokens, nodes: nodes)
    }

    /// Lexes Swift source without parsing it, and returns how many tokens it holds (the benchmarks set the parse
    /// beside its lexer alone).
    ///
    /// - Complexity: O(n) in the number of bytes.
    package static func tokenCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        Lexer.tokenize(bytes).count
    }

    /// Lexes Swift source without parsing it: the tokens a tree of it would hold, and its line starts. For a pass that
    /// reads tokens only (lint's count of the uses of named constants), at the lexer's cost.
    ///
    /// - Complexity: O(n) in the number of bytes.
    package static func lex(_ bytes: [UInt8]) -> (tokens: [SyntaxToken], lineStarts: [Int32]) {
        (bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }, lineStarts(of: bytes))
    }

    /// The byte offset where each line starts (line 1 at index 0): after each line feed.
    static func lineStarts(of bytes: [UInt8]) -> [Int32] {
        var starts: [Int32] = [0]
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset) {
                let index = base.distance(to: UnsafeRawPointer(found))
                starts.append(Int32(index + 1))
                offset = index + 1
            }
        }
        return starts
    }

    /// Parses Swift source text.
    package static func parse(_ text: String) -> SyntaxTree {
        parse(Array(text.utf8))
    }

    /// The root node, the ``SyntaxKind/sourceFile``.
    package var root: Syntax { Syntax(tree: self, index: 0) }

    /// The node at an index of ``nodes``.
    package func node(_ index: Int) -> Syntax { Syntax(tree: self, index: index) }

    /// Every node of a kind, in document order.
    package func nodes(of kind: SyntaxKind) -> [Syntax] {
        var result: [Syntax] = []
        for index in nodes.indices where nodes[index].kind == kind { result.append(Syntax(tree: self, index: index)) }
        return result
    }

    /// The nodes whose kind meets `test`, in pre-order: one pass over the kinds, a node made only for each match.
    package func nodes(where test: (SyntaxKind) -> Bool) -> [Syntax] {
        var result: [Syntax] = []
        for index in nodes.indices where test(nodes[index].kind) { result.append(Syntax(tree: self, index: index)) }
        return result
    }

    /// Visits every node in pre-order; the visitor returns whether to descend into the node's children.
    ///
    /// - Parameter visit: Called for each node; `false` skips the node's descendants.
    package func walk(_ visit: (Syntax) -> Bool) {
        var index = 0
        while index < nodes.count {
            index = visit(Syntax(tree: self, index: index)) ? index + 1 : Int(nodes[index].subtreeEnd)
        }
    }

    /// The file's bytes printed back from the tokens, in order: equal to ``bytes`` for every input.
    package var printed: [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for token in tokens { result.append(contentsOf: bytes[token.fullRange]) }
        return result
    }

    /// The text of a byte range (invalid UTF-8 repaired).
    package func text(_ range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<bytes.count)
        return String(decoding: bytes[clamped], as: UTF8.self)
    }

    /// The text of a token.
    package func text(ofToken index: Int) -> String { text(tokens[index].range) }

    /// Whether a token's text equals some ASCII text, comparing bytes.
    package func token(_ index: Int, is text: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        return SyntaxTree.bytes(bytes, tokens[index].range, equal: text)
    }

    /// Whether a token's text ends with some ASCII text, comparing bytes (`textColor` ends with `Color`).
    package func token(_ index: Int, endsWith text: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let range = tokens[index].range
        guard range.count >= text.utf8CodeUnitCount else { return false }
        return SyntaxTree.bytes(bytes, (range.upperBound - text.utf8CodeUnitCount)..<range.upperBound, equal: text)
    }

    static func bytes(_ bytes: [UInt8], _ range: Range<Int>, equal text: StaticString) -> Bool {
        guard range.count == text.utf8CodeUnitCount else { return false }
        let start = text.utf8Start
        var offset = 0
        for index in range {
            if bytes[index] != start[offset] { return false }
            offset += 1
        }
        return true
    }

    /// The 1-based line and column (in bytes) of a byte offset; a binary search of the line starts.
    ///
    /// - Complexity: O(log lines).
    package func location(of offset: Int) -> (line: Int, column: Int) {
        Self.location(of: offset, lineStarts: lineStarts)
    }

    /// The 1-based line and column (in bytes) of a byte offset, found in a file's line starts by binary search: the one
    /// lookup for a tree and for lint's tokens, which share the tree's line starts.
    package static func location(of offset: Int, lineStarts: [Int32]) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - Int(lineStarts[low]) + 1)
    }

    /// The innermost node whose text (without leading trivia) contains a byte offset; the root when none does.
    ///
    /// - Parameter offset: A UTF-8 byte offset into the file.
    /// - Complexity: O(depth × children) of the path from the root.
    package func innermostNode(containing offset: Int) -> Syntax {
        var node = root
        descend: while true {
            var child = node.index + 1
            let end = Int(nodes[node.index].subtreeEnd)
            while child < end {
                let candidate = Syntax(tree: self, index: child)
                let range = candidate.range
                if range.contains(offset) {
                    node = candidate
                    continue descend
                }
                if range.lowerBound > offset { break }
                child = Int(nodes[child].subtreeEnd)
            }
            return node
        }
    }

    /// How many bytes lie in ``SyntaxKind/unknown`` nodes (outermost ones only, trivia inside them included).
    package var unknownByteCount: Int {
        var total = 0
        var index = 0
        while index < nodes.count {
            if nodes[index].kind == .unknown {
                total += node(index).fullRange.count
                index = Int(nodes[index].subtreeEnd)
            } else {
                index += 1
            }
        }
        return total
    }
}
