// The design-tokens harness: DesignTokensReader on a folder written from the input (DTCG files, resolver files and
// the `$ref`s they follow, Tokens Studio themes, per-mode Style Dictionary files) and on a document in memory, with
// aliases resolved per mode, then audited.

import NocturneFormats

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The token folder, emptied before each input; also the working directory, where an in-memory resolver's `$ref`s
/// are looked up (so libFuzzer's corpus and artifact paths must be absolute, as fuzz/run.sh gives them).
private let tokensFolder: String = {
    let folder = FuzzFileTree.scratchFolder(named: "tokens")
    _ = chdir(folder)
    return folder
}()

/// Writes the input as a token folder (a bare input is `tokens.json`; see ``FuzzFileTree``), then reads the folder,
/// its `tokens.json` alone when it may be a resolver, and the same text from memory, as `nocturne audit` does, and
/// audits each.
///
/// Invariants: what stops a folder from being read (a `$themes.json` that does not parse) is an error that names its
/// file; text that does not parse throws a syntax error naming it; every problem has a message.
func fuzzDesignTokens(_ input: UnsafeRawBufferPointer) {
    FuzzFileTree.empty(tokensFolder)
    let tree = FuzzFileTree(input, defaultFile: ["tokens.json"])
    tree.materialize(in: tokensFolder)
    do {
        let folder = try TokenInput.read(at: tokensFolder)
        auditEverything(folder.tokens, catalog: folder.catalog)
    } catch {
        guard !error.file.isEmpty, !error.message.isEmpty else { fatalError("a token folder failed without naming the file: \(error)") }
    }
    for entry in tree.entries {
        guard case .file(let path, let contents) = entry, path == ["tokens.json"] else { continue }
        let text = String(decoding: contents, as: UTF8.self)
        // A single resolver file is read by another path than a folder holding it.
        if text.contains("sets") || text.contains("resolutionOrder"), let file = try? DesignTokensReader().read(at: tokensFolder + "/tokens.json") {
            auditEverything(file)
        }
        do {
            auditEverything(try DesignTokensReader().read(json: text, name: "tokens", file: "<stdin>"))
        } catch {
            guard error.kind == .syntax, error.file == "<stdin>" else { fatalError("token text failed without a syntax error naming it: \(error)") }
        }
    }
}
