import NocturneSyntax

/// `NocturneColors.swift` as a later `--style accessors` run finds it: where its `enum NocturneColors` ends and which
/// accessors it already declares, read from the syntax tree (never the last `}` of the file, which may close another type).
struct AccessorFile {
    /// The offset of the `}` that closes `enum NocturneColors`, where new accessors go.
    var closingBrace: Int
    /// The names the enum declares (`contentTeal`, `uiContentTeal`, …), inside `#if` branches too.
    var declaredNames: Set<String>

    /// Reads the file's bytes; `nil` when it declares no `enum NocturneColors` with a body.
    init?(_ bytes: [UInt8]) {
        let tree = SyntaxTree.parse(bytes)
        guard let declaration = tree.root.subtree.first(where: { $0.kind == .enumDecl && TypeDecl($0)?.name == "NocturneColors" }),
              let body = declaration.child(.codeBlock), body.range.upperBound > 0, bytes[body.range.upperBound - 1] == UInt8(ascii: "}") else {
            return nil
        }
        closingBrace = body.range.upperBound - 1
        declaredNames = Set(body.subtree.filter { $0.kind == .variableDecl }.flatMap { VariableDecl($0)?.bindings.compactMap(\.name) ?? [] })
    }
}
