import Testing
@testable import NocturneSupport

@Suite("JSONLocator")
struct JSONLocatorTests {
    static let document = """
        {"a": 1,
          "list": [10, {"deep": "x"},
                   [true]],
          "é": "ü", "b": null,
          "a": {"again": 2}}
        """

    @Test("finds the line and column where a value starts; a repeated key is its last member, as the parser reads it", arguments: [
        ([JSONPathComponent](), 1, 1),
        ([.key("list")], 2, 11),
        ([.key("list"), .index(0)], 2, 12),
        ([.key("list"), .index(1), .key("deep")], 2, 25),
        ([.key("list"), .index(2), .index(0)], 3, 13),
        ([.key("é")], 4, 8),
        ([.key("b")], 4, 18),
        ([.key("a")], 5, 8),
        ([.key("a"), .key("again")], 5, 18),
    ])
    func positions(path: [JSONPathComponent], line: Int, column: Int) throws {
        let locator = JSONLocator(bytes: Array(Self.document.utf8), allowsJSON5: false)
        let position = try #require(locator.position(of: path))
        #expect(position.line == line)
        #expect(position.column == column)
    }

    @Test("a path to nothing, into a scalar, or into text that does not parse has no position", arguments: [
        [JSONPathComponent.key("missing")], [.key("list"), .index(3)], [.key("list"), .index(-1)], [.key("b"), .key("x")], [.index(0)],
    ])
    func missing(path: [JSONPathComponent]) {
        #expect(JSONLocator(bytes: Array(Self.document.utf8), allowsJSON5: false).position(of: path) == nil)
        #expect(JSONLocator(bytes: Array("{\"a\": ".utf8), allowsJSON5: false).position(of: [.key("a")]) == nil)
    }

    @Test("JSON5 comments count as lines; a byte-order mark is not a column")
    func json5AndByteOrderMark() throws {
        let json5 = Array("// header\n{a: /* c */ 'x',\n b: [1,],}".utf8)
        let locator = JSONLocator(bytes: json5, allowsJSON5: true)
        #expect(locator.position(of: [.key("a")])?.line == 2)
        #expect(locator.position(of: [.key("a")])?.column == 13)
        #expect(locator.position(of: [.key("b"), .index(0)])?.line == 3)
        let marked = JSONLocator(bytes: [0xEF, 0xBB, 0xBF] + Array("{\"k\": 5}".utf8), allowsJSON5: false)
        #expect(marked.position(of: [.key("k")])?.column == 7)
    }

    @Test("keyPosition finds a member's key (its opening quote); an array element's is its value", arguments: [
        ([JSONPathComponent.key("list")], 2, 3),
        ([.key("list"), .index(1), .key("deep")], 2, 17),
        ([.key("list"), .index(0)], 2, 12),
        ([.key("é")], 4, 3),
        ([.key("b")], 4, 13),
        ([.key("a"), .key("again")], 5, 9),
    ])
    func keyPositions(path: [JSONPathComponent], line: Int, column: Int) throws {
        let position = try #require(JSONLocator(bytes: Array(Self.document.utf8), allowsJSON5: false).keyPosition(of: path))
        #expect(position.line == line && position.column == column, "\(position)")
    }

    @Test("keyPosition past an escaped quote and a backslash in the key, a key on the line before its value, and JSON5's bare key")
    func keyPositionEdges() throws {
        let escaped = JSONLocator(bytes: Array(#"{"x": 1, "a\"b\\": 2}"#.utf8), allowsJSON5: false)
        #expect(escaped.keyPosition(of: [.key(#"a"b\"#)])?.column == 10)
        let split = JSONLocator(bytes: Array("{\n  \"k\"\n    :\n 5}".utf8), allowsJSON5: false)
        #expect(split.keyPosition(of: [.key("k")]).map { [$0.line, $0.column] } == [2, 3])
        #expect(split.position(of: [.key("k")]).map { [$0.line, $0.column] } == [4, 2])
        let bare = JSONLocator(bytes: Array("{k: 5}".utf8), allowsJSON5: true)
        #expect(bare.keyPosition(of: [.key("k")])?.column == 5, "no quoted key to find: the value")
        #expect(escaped.keyPosition(of: [.key("missing")]) == nil)
    }

    @Test("a one-line document of many blocks, with a byte-order mark and multi-byte names, locates every element at its column")
    func longLines() throws {
        // 3,000 elements on one line after a BOM, and a second line: columns counted in characters across the 4 KB blocks.
        var text = "\u{FEFF}[" + (0..<3000).map { "{\"é\(String(repeating: "ü", count: $0 % 7))\": \($0)}" }.joined(separator: ",") + ",\n 7]"
        let bytes = Array(text.utf8)
        let locator = JSONLocator(bytes: bytes, allowsJSON5: false)
        text.removeFirst() // the BOM is not a column
        let firstLine = text.prefix { $0 != "\n" }
        var expectedColumns: [Int] = []
        var column = 1
        for character in firstLine {
            if character == "{" { expectedColumns.append(column) }
            column += character.unicodeScalars.count
        }
        #expect(expectedColumns.count == 3000)
        for index in [0, 1, 150, 1499, 2998, 2999] {
            let position = try #require(locator.position(of: [.index(index)]))
            #expect(position.line == 1 && position.column == expectedColumns[index], "element \(index): \(position)")
        }
        let last = try #require(locator.position(of: [.index(3000)]))
        #expect(last.line == 2 && last.column == 2)
        #expect(locator.position(of: [.index(3001)]) == nil)
    }
}
