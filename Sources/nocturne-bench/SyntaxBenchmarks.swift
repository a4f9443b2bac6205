import Foundation
import NocturneLint
import NocturneSupport
import NocturneSyntax

/// Benchmarks of NocturneSyntax: parsing whole corpora into syntax trees, beside the parser's own lexer on the same bytes.
///
/// Two corpora: the real apps' Swift files in `../shared/reference/real-inputs/swift` (skipped with the reason when
/// absent) and a million generated lines of realistic SwiftUI and UIKit code. One operation is the whole corpus; the
/// comparison lines print both throughputs in MB/s and the ratio parse/lex: what the tree costs beyond its tokens (lint
/// reads its rules' tokens off the tree, so this lexer is the only one a file meets).
enum SyntaxBenchmarks {
    static func register(into registry: inout BenchmarkRegistry) {
        let realApps = Corpus { loadRealApps() }
        let generated = Corpus { generatedLines(1_000_000) }
        let unavailable = { realApps.files.isEmpty ? "no .swift files in \(LintBenchmarks.referenceFolder)/real-inputs/swift" : nil }
        registry.add("syntax-parse-real-apps", unavailable: unavailable) { iterations in
            for _ in 0..<iterations { blackHole(parseAll(realApps.files)) }
        }
        registry.add("syntax-lex-real-apps", unavailable: unavailable) { iterations in
            for _ in 0..<iterations { blackHole(lexAll(realApps.files)) }
        }
        registry.add("syntax-parse-1m-lines") { iterations in
            for _ in 0..<iterations { blackHole(parseAll(generated.files)) }
        }
        registry.add("syntax-lex-1m-lines") { iterations in
            for _ in 0..<iterations { blackHole(lexAll(generated.files)) }
        }
        registry.compare(["syntax-parse-real-apps", "syntax-lex-real-apps"]) { figures in
            report("real apps", bytes: realApps.byteCount, parse: figures[0], lex: figures[1])
        }
        registry.compare(["syntax-parse-1m-lines", "syntax-lex-1m-lines"]) { figures in
            report("1M generated lines", bytes: generated.byteCount, parse: figures[0], lex: figures[1])
        }
    }

    /// Files loaded once, on first use (so listing or filtering the benchmarks reads nothing).
    final class Corpus: @unchecked Sendable {
        private let load: () -> [[UInt8]]
        private var loaded: [[UInt8]]?

        init(_ load: @escaping () -> [[UInt8]]) { self.load = load }

        /// The files; only ever touched from the benchmark thread.
        var files: [[UInt8]] {
            if let loaded { return loaded }
            let files = load()
            loaded = files
            return files
        }

        var byteCount: Int { files.reduce(0) { $0 + $1.count } }
    }

    static func report(_ name: String, bytes: Int, parse: Double, lex: Double) -> String {
        func megabytesPerSecond(_ nanoseconds: Double) -> String {
            NumberText.cut(Double(bytes) / 1e6 / (nanoseconds / 1e9), places: 1, notFinite: "?") + " MB/s"
        }
        return "syntax on \(name) (\(NumberText.cut(Double(bytes) / 1e6, places: 1, notFinite: "?")) MB): parse \(megabytesPerSecond(parse)), "
            + "lex \(megabytesPerSecond(lex)), parse/lex \(NumberText.cut(parse / lex, places: 2, notFinite: "?"))×"
    }

    static func parseAll(_ files: [[UInt8]]) -> Int {
        var nodes = 0
        for file in files { nodes &+= SyntaxTree.parse(file).nodes.count }
        return nodes
    }

    static func lexAll(_ files: [[UInt8]]) -> Int {
        var tokens = 0
        for file in files { tokens &+= file.withUnsafeBufferPointer { SyntaxTree.tokenCount($0) } }
        return tokens
    }

    static func loadRealApps() -> [[UInt8]] {
        let folder = LintBenchmarks.referenceFolder + "/real-inputs/swift"
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [[UInt8]] = []
        while let entry = walker.nextObject() as? String {
            guard entry.hasSuffix(".swift"), let data = try? FileSystem.readRegularFile(folder + "/" + entry) else { continue }
            files.append(data)
        }
        return files
    }

    /// About `lines` lines of SwiftUI views, UIKit controllers, models and extensions, in files of about 400 lines.
    static func generatedLines(_ lines: Int) -> [[UInt8]] {
        var random = BenchmarkRandom(seed: 35)
        let colors = [".white", ".black", "Color.red", "Color(red: 0.2, green: 0.4, blue: 0.6)", "UIColor.systemBackground", ".accentColor",
                      "Color(\"Brand\")", "#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)"]
        var files: [[UInt8]] = []
        var total = 0
        var unit = 0
        while total < lines {
            var text = "import SwiftUI\nimport UIKit\n\n"
            var fileLines = 3
            while fileLines < 400 {
                unit += 1
                let color = colors[Int(random.next() % UInt64(colors.count))]
                let other = colors[Int(random.next() % UInt64(colors.count))]
                text += """
                    /// A card that shows item \(unit).
                    struct Card\(unit)View: View {
                        @Environment(\\.colorScheme) private var colorScheme
                        @State private var isExpanded = false
                        let items: [String]
                        var tint: Color = \(color)

                        var body: some View {
                            VStack(alignment: .leading, spacing: 8) {
                                Text("Item \\(items.count) of \(unit)")
                                    .font(.headline)
                                    .foregroundColor(colorScheme == .dark ? .white : \(other))
                                ForEach(items, id: \\.self) { item in
                                    Label(item, systemImage: "star")
                                        .padding(.horizontal, 12)
                                }
                                if isExpanded {
                                    Button { isExpanded.toggle() } label: { Text("Less") }
                                }
                            }
                            .background(tint.opacity(0.2))
                            .cornerRadius(12)
                        }
                    }

                    final class Controller\(unit): UIViewController {
                        private let label = UILabel()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.backgroundColor = .systemBackground
                            label.textColor = items(for: \(unit)).isEmpty ? .secondaryLabel : .label
                            guard let layer = view.layer as CALayer? else { return }
                            layer.borderColor = UIColor.separator.cgColor
                        }
                        func items(for index: Int) -> [Int] { (0..<index % 7).map { $0 * 2 } }
                    }


                    """
                fileLines += 42
            }
            total += fileLines
            files.append(Array(text.utf8))
        }
        return files
    }
}
