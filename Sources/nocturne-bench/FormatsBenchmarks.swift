import Foundation
import Nocturne

/// Benchmarks of NocturneFormats: writing a theme in every format, reading a large asset catalog.
///
/// Targets (issue 5): `write-theme-all-formats` under 50 ms (50,000,000 ns/op);
/// `read-catalog-10000` under 300 ms (300,000,000 ns/op).
enum FormatsBenchmarks {
    static func register(into registry: inout BenchmarkRegistry) {
        let tokens = TokenSet(theme: .default)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-bench-\(getpid())")

        // The default theme in every format, in memory: catalog JSON, Swift, CSS, DTCG, Android, preview.
        registry.add("render-theme-all-formats") { iterations in
            for _ in 0..<iterations { blackHole(try? ThemeExporter().files(for: tokens)) }
        }

        // The same, written to disk as `nocturne theme` does: 55 files into a private work folder, then the folder swap.
        registry.add("write-theme-all-formats") { iterations in
            let folder = scratch.appendingPathComponent("Theme").path
            for _ in 0..<iterations { blackHole(try? ThemeExporter(force: true).export(tokens, to: folder)) }
        }

        // Reading a generated catalog of 10,000 color sets (Any/Dark/HC/Dark+HC each), prepared once in the temporary folder.
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-bench-catalog-10000/Large.xcassets")
        registry.add("read-catalog-10000") { iterations in
            if !FileManager.default.fileExists(atPath: catalog.appendingPathComponent(".complete").path) {
                prepareCatalog(at: catalog, count: 10_000, from: tokens)
            }
            for _ in 0..<iterations { blackHole(try? AssetCatalogReader().read(at: catalog.path)) }
        }
    }

    /// Writes `count` color sets, cycling through the theme's tokens under numbered names.
    static func prepareCatalog(at url: URL, count: Int, from tokens: TokenSet) {
        let documents = tokens.tokens.map { AssetCatalogWriter.colorSetDocument(for: $0).serialized() }
        var files = [GeneratedFile(path: "Contents.json", contents: AssetCatalogWriter.infoDocument().serialized())]
        for index in 0..<count {
            files.append(GeneratedFile(path: "color\(index).colorset/Contents.json", contents: documents[index % documents.count]))
        }
        files.append(GeneratedFile(path: ".complete", contents: ""))
        _ = try? OutputFolder(url.path, force: true).write(files)
    }
}
