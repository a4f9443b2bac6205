/// The lexer reached from other modules of the package: the benchmarks compare the syntax tree's parse against it.
package enum SwiftLexing {
    /// Lexes UTF-8 source and returns how many tokens it holds.
    ///
    /// - Parameter bytes: The file's bytes.
    /// - Returns: The number of tokens.
    /// - Complexity: O(n) in the number of bytes.
    package static func tokenCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        SwiftLexer.lex(bytes).tokens.count
    }
}
