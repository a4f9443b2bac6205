import Foundation
import Testing
@testable import NocturneSyntax

/// Hostile shapes: deep nesting, long chains and many unterminated constructs, generated in the test.
///
/// Each must parse without a stack overflow, keep the invariants, and end well inside the time limit (which is a
/// guard only: a quadratic parse of these megabyte inputs would take hours).
@Suite("Parser limits: no unbounded recursion, linear time", .timeLimit(.minutes(1)))
struct ParserLimitsTests {
    static let depth = 100_000

    static let inputs: [(name: String, make: @Sendable () -> String)] = [
        ("nested parentheses", { String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth) }),
        ("nested brackets", { "let a = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) }),
        ("nested braces", { String(repeating: "{", count: depth) + String(repeating: "}", count: depth) }),
        ("unclosed mixed brackets", { String(repeating: "({[", count: depth) }),
        ("unbalanced closers", { String(repeating: ")]}", count: depth) }),
        ("nested calls", { String(repeating: "f(", count: depth) + String(repeating: ")", count: depth) }),
        ("nested closures", { String(repeating: "a.map { ", count: depth) + String(repeating: "}", count: depth) }),
        ("nested ifs", { String(repeating: "if a { ", count: depth) + String(repeating: "} ", count: depth) }),
        ("else-if chain", { "if a {}" + String(repeating: " else if b {}", count: depth) }),
        ("nested interpolation", { String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth) }),
        ("unterminated interpolations", { String(repeating: "\"\\(", count: depth) }),
        ("nested #if", { String(repeating: "#if A\n", count: depth) + String(repeating: "#endif\n", count: depth) }),
        ("nested array types", { "let x: " + String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth) }),
        ("nested generic types", { "let x: " + String(repeating: "A<", count: depth) + "Int" + String(repeating: ">", count: depth) }),
        ("prefix operators", { "let x = " + String(repeating: "!", count: depth) + "y" }),
        ("try chain", { String(repeating: "try ", count: depth) + "f()" }),
        ("member chain", { "a" + String(repeating: ".b", count: depth) }),
        ("call chain on lines", { "v" + String(repeating: "\n  .padding()", count: depth) }),
        ("long infix line", { "let x = a" + String(repeating: " + a", count: depth) }),
        ("long ternary chain", { "let x = " + String(repeating: "a ? b : ", count: depth) + "c" }),
        ("many unterminated strings", { String(repeating: "\"abc\n", count: depth) }),
        ("many unterminated multi-line strings", { String(repeating: "\"\"\"\n", count: depth) }),
        ("many unterminated block comments", { String(repeating: "/*", count: depth) }),
        ("many tuple patterns", { "let " + String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth) + " = b" }),
        ("long argument list", { "f(" + String(repeating: "a: 1, ", count: depth) + ")" }),
        ("many closures without signature", { String(repeating: "{ a b c d e f g h i j k }\n", count: depth / 4) }),
        ("generic lookahead everywhere", { String(repeating: "a<b<c<d<e<f ", count: depth / 4) }),
    ]

    @Test("parses without a stack overflow and keeps the invariants", arguments: inputs.map { ($0.name, $0.make) })
    func hostile(_ name: String, _ make: @Sendable () -> String) {
        let tree = SyntaxTree.parse(make())
        #expect(tree.printed == tree.bytes, "\(name)")
        #expect(tree.nodes.first?.kind == .sourceFile)
        #expect(Int(tree.nodes.first?.endToken ?? 0) == tree.tokens.count)
    }

    /// The deepest nesting of each kind parses on a thread with an 8 MiB stack (Linux's default), even in a debug build
    /// (see `Parser.maximumDepth`).
    @Test("deep nesting fits an 8 MiB thread stack", arguments: [
        String(repeating: "(", count: 5_000) + String(repeating: ")", count: 5_000),
        String(repeating: "a.map { ", count: 5_000),
        String(repeating: "if a { ", count: 5_000),
        "let x: " + String(repeating: "[A<", count: 5_000),
        String(repeating: "\"\\(", count: 5_000),
        String(repeating: "f(x: [a: {", count: 5_000),
        String(repeating: "#if A\n", count: 5_000),
        "let " + String(repeating: "(", count: 5_000),
    ])
    func smallStack(_ source: String) {
        let done = DispatchSemaphore(value: 0)
        let result = LockedCount()
        let thread = Thread {
            result.set(SyntaxTree.parse(source).printed.count)
            done.signal()
        }
        thread.stackSize = 8 * 1024 * 1024
        thread.start()
        done.wait()
        #expect(result.value == source.utf8.count)
    }

    @Test("a huge file of valid Swift parses with no unknown bytes")
    func hugeFile() {
        let unit = """
            struct Card\u{0030}: View {
                @Environment(\\.colorScheme) var scheme
                var tint: Color = .white
                var body: some View {
                    VStack { Text("A \\(1 + 2)").foregroundColor(scheme == .dark ? .white : .black) }
                        .padding()
                }
            }

            """
        let source = String(repeating: unit, count: 20_000)
        let tree = SyntaxTree.parse(source)
        #expect(tree.printed == tree.bytes)
        #expect(tree.unknownByteCount == 0)
        #expect(tree.nodes(of: .structDecl).count == 20_000)
    }
}

/// An integer written by one thread and read by another after a semaphore.
final class LockedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = 0

    var value: Int { lock.withLock { stored } }

    func set(_ value: Int) { lock.withLock { stored = value } }
}
