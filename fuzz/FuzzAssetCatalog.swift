// The asset catalog harness: what `nocturne audit X.xcassets` does, on a catalog written from the input.

import NocturneFormats

/// The catalog folder, emptied before each input.
private let catalogFolder = FuzzFileTree.scratchFolder(named: "Fuzz.xcassets")

/// Writes the input as a catalog (a bare input is one color set's `Contents.json`; see ``FuzzFileTree`` for the
/// rest), reads it as `nocturne audit` does and audits it, as text and JSON.
///
/// Invariants: reading never throws for a catalog folder that exists; every problem names its file.
func fuzzAssetCatalog(_ input: UnsafeRawBufferPointer) {
    FuzzFileTree.empty(catalogFolder)
    FuzzFileTree(input, defaultFile: ["Color.colorset", "Contents.json"]).materialize(in: catalogFolder)
    let read: TokenInput.Contents
    do {
        read = try TokenInput.read(at: catalogFolder)
    } catch {
        fatalError("reading an existing catalog folder threw: \(error)")
    }
    guard let catalog = read.catalog else { fatalError("an .xcassets folder was not read as a catalog") }
    for problem in catalog.diagnostics where problem.file.isEmpty || problem.message.isEmpty {
        fatalError("a catalog problem without a file or a message: \(problem)")
    }
    auditEverything(read.tokens, catalog: catalog)
}

/// Audits a token set as `nocturne audit` does, in text and JSON, and checks what every audit must hold.
func auditEverything(_ tokens: TokenSet, catalog: AssetCatalog? = nil, pairs: [TokenPair]? = nil) {
    let audit = TokenAudit(tokens: tokens, catalog: catalog, pairs: pairs)
    _ = audit.text(listsProblems: true)
    _ = audit.json.text
    for result in audit.results where !result.wcag.isFinite || !result.apca.isFinite {
        fatalError("a pair measured without a finite figure: \(result)")
    }
    for problem in tokens.diagnostics where problem.message.isEmpty { fatalError("a problem without a message: \(problem)") }
}
