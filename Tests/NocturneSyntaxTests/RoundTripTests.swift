import Testing
@testable import NocturneSyntax

@Suite("SyntaxTree: lossless round trip and tree invariants")
struct SyntaxTreeRoundTripTests {
    /// Valid Swift that is tricky to lex or parse; each must round-trip and hold no `unknown` byte.
    static let validInputs: [(name: String, source: String)] = [
        ("raw string", ##"let s = #"a "quoted" \(not) \#(interpolated)"#"##),
        ("double raw string", ###"let s = ##"one # two "# three"##"###),
        ("multi-line string with closures", #"""
            let s = """
                Hello \(names.map { "\($0)!" }.joined(separator: ", "))
                and \("inner \("deeper")")
                """
            """#),
        ("nested comments", "/* outer /* inner */ still */ let x = 1 // tail\n"),
        ("regex literal", "let r = #/a+(b|c)*\\//#\nlet m = #/\n  x\n/#"),
        ("#if in a modifier chain", """
            Text("x")
                .padding()
            #if os(iOS)
                .foregroundColor(.white)
            #else
                .foregroundColor(.black)
            #endif
                .background(Color.red)
            """),
        ("#if in a switch", """
            switch mode {
            case .light: return .white
            #if os(macOS)
            case .vibrant: return .clear
            #endif
            default: return .black
            }
            """),
        ("unicode identifiers", "let café = \"☕️\"; let π = 3.14; let 变量 = café + \"\\u{1F600}\""),
        ("backticked names", "let `default` = 1\nfunc `init`(`for` x: Int) {}\nlet y = `default`"),
        ("CRLF line endings", "import SwiftUI\r\nstruct A: View {\r\n    var body: some View { Text(\"x\") }\r\n}\r\n"),
        ("byte order mark", "\u{FEFF}let x = 1\n"),
        ("shebang", "#!/usr/bin/env swift\nprint(1)\n"),
        ("generics", "let a: [String: Array<Set<Int>>] = [:]\nlet b = Binding<Color>(get: { .red }, set: { _ in })\nfunc f<T: Equatable>(_ x: T) -> T where T: Hashable { x }"),
        ("operators", "let x = a ?? b + c * d << 2 >= e && !f || g ... h\nx += 1; y >>= 2; let r = 0..<n"),
        ("closures", "let f = { [weak self, x = y] (a: Int, b) async throws -> Int in a + b }\nlet g = items.map { $0 * 2 }.filter { x in x > 1 }"),
        ("multiple trailing closures", "Button { save() } label: { Text(\"Save\") }\n.sheet(isPresented: $shown) { Sheet() }"),
        ("if and switch expressions", "let c = if dark { Color.black } else { Color.white }\nlet d = switch x { case 1: a; default: b }"),
        ("statements", """
            func f() throws {
                guard let x = y, case .some(let z) = w else { return }
                for case let (a, b) in pairs where a > b { continue }
                while i < 10 { i += 1 }
                repeat { i -= 1 } while i > 0
                do { try g() } catch let error as MyError { throw error } catch { }
                defer { cleanup() }
                outer: for i in 0..<3 { break outer }
                if #available(iOS 15, *) { print("new") }
            }
            """),
        ("declarations", """
            @testable import Foundation
            import struct Swift.Int
            @available(iOS 15.0, macOS 12, *)
            public final class Model<T>: ObservableObject, Identifiable where T: Codable {
                @Published private(set) var items: [T] = []
                @Environment(\\.colorScheme) var colorScheme
                static let shared = Model()
                lazy var cache: [String: T] = { [:] }()
                var count: Int { items.count }
                var name: String { get { _name } set { _name = newValue } }
                var observed = 0 { willSet { } didSet { print(oldValue) } }
                init?(items: [T] = [], _ extra: Int...) { self.items = items }
                convenience init() { self.init(items: [])! }
                deinit { }
                subscript(index: Int) -> T { items[index] }
                func update(color: UIColor = .black, _ body: @escaping (inout T) -> Void) async throws -> Bool { true }
                static func == (lhs: Model, rhs: Model) -> Bool { lhs === rhs }
            }
            enum Mode: String, CaseIterable { case light = "l", dark; case custom(Color, name: String) }
            protocol Themed: AnyObject { associatedtype Palette: Sendable; var tint: Color { get set } }
            extension Color { static let brand = Color(red: 0.1, green: 0.2, blue: 0.3) }
            typealias Handler<T> = (T) -> Void
            actor Store { var x = 0 }
            infix operator <>: AdditionPrecedence
            """),
        ("macros and literals", "let c = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)\n#Preview { ContentView() }\n#Preview(\"Dark\") { ContentView().preferredColorScheme(.dark) }\nlet x = 0x1F, y = 1.5e-3, z = 1_000, h = 0x1p-2"),
        ("key paths, casts, optionals", "let k = \\Person.name?.count\nlet j = \\.colorScheme\nlet v = x as? Int ?? 0\nlet w = y as! String\nif z is Int {}\nlet u = a?.b?[0]!.c"),
        ("result builder body", """
            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    if isOn { Text("On") } else { Text("Off") }
                    ForEach(items, id: \\.self) { item in Text(item) }
                }
                .foregroundStyle(.secondary)
            }
            """),
        ("conditions and compiler checks", "#if swift(>=5.9) && canImport(Observation) || compiler(<6)\nimport Observation\n#endif\nif #unavailable(iOS 17) { }"),
        ("ownership and isolation", "func f(_ x: borrowing Foo, _ y: consuming Bar, z: sending Baz) { let y = consume x }\nnonisolated(unsafe) var g = 1\n"
            + "final class C: @unchecked Sendable { }\n@MainActor @preconcurrency protocol P { }"),
        ("types", "var a: some View & Equatable\nvar b: any P.Type\nvar c: (any P)?\nvar d: [Int: [String]]\nlet f: @Sendable (Int) async throws -> Void\n"
            + "let g: (Int) throws(E) -> Void\ntypealias X = [String: Any]\nfunc h<each T>(_ x: repeat each T) { }"),
        ("patterns", "switch (a, b) {\ncase (1, _): break\ncase let (x?, y) where x > y: break\ncase .some(.none), is Int: break\ndefault: break\n}\n"
            + "guard case .a = x else { return }\nfor (i, x) in xs.enumerated() { }\nwhile let x = it.next() { }\nlet (a, b): (Int, Int) = (1, 2)"),
        ("odd expressions", "let a = x![0]\na?.b = c\nlet t = x.0.1\nlet s = \"\\(x, format: .number)\"\nlet y = Int.self\nlet z = type(of: x)\n"
            + "let sel = #selector(foo(_:))\nlet kp = #keyPath(A.b)\nlet v = { () -> Int in 1 }()\nlet w = try? await foo()\nlet q = x is Int.Type"),
        ("declarations, more", "@objc(foo:) func foo(_ x: Int) { }\nstatic var x: Int { 1 }\nprivate(set) lazy var y = 2\nsubscript<T>(key: T) -> Int { 0 }\n"
            + "init<T>(x: T) { }\n@ViewBuilder func f() -> some View { }\nfunc g() throws(MyError) { }\nextension Array: P where Element: Q { }\n"
            + "enum E { indirect case a(E) }\nfunc h(_: Int) { }\nprotocol R { func f(); init(x: Int) }"),
        ("tuples and collections", "let t = (1, label: \"a\")\nlet a = [1, 2, 3]\nlet d = [\"a\": 1, \"b\": 2]\nlet (x, y) = t\nlet e: [Int] = []"),
    ]

    @Test("valid Swift round-trips byte for byte with no unknown bytes", arguments: validInputs)
    func validRoundTrip(_ input: (name: String, source: String)) {
        let tree = SyntaxTree.parse(input.source)
        #expect(invariantViolations(tree) == [], "\(input.name)")
        #expect(tree.unknownByteCount == 0, "\(input.name): unknown \(tree.nodes(of: .unknown).map(\.text))")
    }

    /// Bytes that are not Swift, or not text: each must still round-trip.
    static let hostileInputs: [(name: String, bytes: [UInt8])] = [
        ("invalid UTF-8", Array("let x = \"".utf8) + [0xFF, 0xFE, 0xC0] + Array("\"\nlet y = ".utf8) + [0x80, 0x81]),
        ("NUL bytes", Array("let\0x = 1\0\0\nprint(x)\0".utf8)),
        ("unterminated string", Array("let s = \"abc\nlet t = \"\"\"\nnever closed".utf8)),
        ("unterminated interpolation", Array("let s = \"\\(foo(\nlet y = 2".utf8)),
        ("unterminated comment", Array("let x = 1 /* never /* closed */".utf8)),
        ("stray closers", Array(") ] } let x = 1 } )".utf8)),
        ("garbage", Array("@@@ ### $$$ ``` \\\\ ;;; ::: ... ? ! let = = = func ( { [".utf8)),
        ("lone backtick", Array("let `x = 1\n`".utf8)),
        ("control characters", [0x01, 0x02, 0x1B] + Array("let x = 1".utf8) + [0x7F]),
        ("only trivia", Array("  // comment\n/* block */\n\t".utf8)),
        ("empty", []),
        // Found by the fuzzer: a stray closer of another kind inside a list made the list's loop spin.
        ("stray closers inside lists", Array("f(\"a\"] b: 1)\nlet a = [1 ) 2]\nfunc g(a: Int ] b: Int) {}\nlet t = (1 } 2)\nlet s: (Int ] String)".utf8)),
    ]

    @Test("hostile bytes round-trip byte for byte and keep the invariants", arguments: hostileInputs)
    func hostileRoundTrip(_ input: (name: String, bytes: [UInt8])) {
        let tree = SyntaxTree.parse(input.bytes)
        #expect(invariantViolations(tree) == [], "\(input.name)")
    }

    @Test("the innermost node at an offset", arguments: [(0, "variableDecl"), (8, "declReference"), (14, "memberAccess"),
                                                          (21, "implicitMember"), (22, "implicitMember"), (28, "sourceFile")])
    func innermost(_ offset: Int, _ kind: String) {
        let tree = SyntaxTree.parse("let c = view.tint(.white)\n   ")
        #expect("\(tree.innermostNode(containing: offset).kind)" == kind)
    }

    @Test("line and column lookup", arguments: [(0, 1, 1), (4, 1, 5), (10, 2, 1), (12, 2, 3), (20, 3, 1)])
    func location(_ offset: Int, _ line: Int, _ column: Int) {
        let tree = SyntaxTree.parse("let a = 1\nlet b = 2\n")
        let location = tree.location(of: offset)
        #expect(location.line == line && location.column == column)
    }
}
