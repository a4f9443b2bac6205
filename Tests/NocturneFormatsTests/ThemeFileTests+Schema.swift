import Foundation
import NocturnePalette
import NocturneSupport
import Testing
@testable import NocturneFormats

/// `nocturne theme --schema` (``ThemeFile/schema``): the schema lists exactly the keys the reader knows, and documents the reader accepts validate against it.
extension ThemeFileTests {
    static func schema() throws -> JSONValue { try JSONParser().parse(ThemeFile.schema) }

    static func keys(_ value: JSONValue?) -> Set<String> { Set(value?.members?.map(\.key) ?? []) }

    @Test("the schema is JSON Schema 2020-12 and uses only keywords the test's validator checks")
    func draft() throws {
        let schema = try Self.schema()
        #expect(schema["$schema"]?.stringValue == "https://json-schema.org/draft/2020-12/schema")
        #expect(SchemaValidator(root: schema).unsupportedKeywords() == [])
    }

    @Test("every key the reader knows is in the schema, and every key in the schema the reader knows")
    func sameKeys() throws {
        let schema = try Self.schema()
        let definitions = schema["$defs"]
        #expect(Self.keys(schema["properties"]) == Set(ThemeFileKeys.topLevel))
        #expect(Self.keys(definitions?["theme"]?["properties"]) == Set(ThemeFileKeys.theme))
        #expect(Self.keys(definitions?["appColor"]?["properties"]) == Set(ThemeFileKeys.color))
        #expect(Self.keys(definitions?["pair"]?["properties"]) == Set(ThemeFileKeys.pair))
        #expect(Self.keys(definitions?["pair"]?["properties"]?["minimum"]?["anyOf"]?.elements?.last?["properties"]) == Set(ThemeFileKeys.minimum))
        #expect(Self.keys(definitions?["theme"]?["properties"]?["outputs"]?["properties"]) == Set(ThemeFileKeys.outputs))
        let roles = definitions?["appColor"]?["properties"]?["role"]?["enum"]?.elements?.compactMap(\.stringValue)
        #expect(roles == NocturnePalette.ThemeColor.Role.allCases.map(\.rawValue))
        let methods = definitions?["theme"]?["properties"]?["contrastMethod"]?["enum"]?.elements?.compactMap(\.stringValue)
        #expect(methods == NocturnePalette.ContrastMethod.allCases.map(\.rawValue))
        let vision = definitions?["theme"]?["properties"]?["colorVision"]?["enum"]?.elements?.compactMap(\.stringValue)
        #expect(vision == ThemeFile.ColorVision.allCases.map(\.rawValue))
    }

    /// The Trips example's theme file, from the repository.
    static var tripsFile: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Trips/.nocturne.json")
    }

    @Test("the issue's example and the Trips example validate, and the reader reads both")
    func validDocuments() throws {
        let validator = SchemaValidator(root: try Self.schema())
        let trips = try String(contentsOf: Self.tripsFile, encoding: .utf8)
        for text in [Self.example, trips] {
            #expect(validator.problems(try JSONParser().parse(text)) == [])
            _ = try ThemeFile(bytes: Array(text.utf8), file: ".nocturne.json")
        }
    }

    @Test("names of any script and null for a solved default, which the reader takes, validate too", arguments: [
        ##"{"theme": {"name": "Thème", "colors": {"café-au-lait": {"light": "#6F4E37", "role": "content"}}}}"##,
        ##"{"theme": {"name": "Brand2", "colors": {"ink_2": {"light": "#111111", "role": "content"}, "Ω-line": {"light": "#DDDDDD", "role": "border"}}}}"##,
        ##"{"theme": {"accentDark": null, "neutral": null, "colors": {"ink": {"light": "#111111", "role": "content", "dark": null, "darkElevated": null}}}}"##,
    ])
    func acceptedDocuments(_ text: String) throws {
        #expect(SchemaValidator(root: try Self.schema()).problems(try JSONParser().parse(text)) == [])
        let file = try ThemeFile(bytes: Array(text.utf8), file: ".nocturne.json")
        #expect(file.accentDark == nil && file.neutral == nil && file.colors.allSatisfy { $0.dark == nil })
    }

    @Test("documents the reader refuses for their shape fail the schema too", arguments: [
        ##"{"theme": {"accent": null}}"##,
        ##"{"theme": {"name": "Th.me"}}"##,
        ##"{"theme": {"acent": "#0B7A75"}}"##,
        ##"{"theme": {"accent": 7}}"##,
        ##"{"theme": {"colors": {"ink": {"light": "#111111"}}}}"##,
        ##"{"theme": {"colors": {"ink": {"light": "#111111", "role": "contnet"}}}}"##,
        ##"{"theme": {"colors": {"9ink": {"light": "#111111", "role": "content"}}}}"##,
        ##"{"theme": {"pairs": [{"foreground": "a", "background": "b", "minimum": 30}]}}"##,
        ##"{"theme": {"pairs": [{"foreground": "a", "background": "b", "minimum": {"increased": 7}}]}}"##,
        ##"{"theme": {"outputs": {"dtcg": "tokens"}}}"##,
        ##"{"theme": {"name": "My Theme"}}"##,
        ##"{"thme": {}}"##,
        ##"{"rules": {"constant-color": "loud"}}"##,
    ])
    func invalidDocuments(_ text: String) throws {
        let document = try JSONParser().parse(text)
        #expect(!SchemaValidator(root: try Self.schema()).problems(document).isEmpty)
        #expect(throws: FormatError.self) { _ = try ThemeFile(bytes: Array(text.utf8), file: ".nocturne.json") }
    }
}
