import Foundation
import NocturneSupport
import Testing
@testable import nocturne

/// Issue 9's crashes that lived in a number formatter: each trapped ("Double value cannot be converted
/// to Int", exit 132) before NocturneSupport's NumberText. Whether such a value is an input error is the
/// readers' decision; here the tool must answer (a result or an error), and what it prints must parse.
@Suite("Hostile inputs: formatters")
struct HostileFormatterTests {
    @Test("contrast and color of non-finite, huge and subnormal components answer instead of trapping", arguments: [
        ["contrast", "rgb(calc(NaN) 0 0)", "white"],
        ["contrast", "color(srgb 1e10 1e10 1e10)", "black"],
        ["color", "color(srgb 1e20 0 0)", "--to", "hsl"],
        ["color", "rgb(0 0 0 / 1e-320)", "--to", "hwb"],
        ["color", "color(srgb 1e-320 0 0)", "--to", "hsv"],
    ])
    func commands(_ arguments: [String]) throws {
        let text = Tool.run(arguments)
        #expect(text.status == .success || text.status == .failure)
        #expect(!(text.standardOutput + text.standardError).isEmpty)
        let json = Tool.run(arguments + ["--json"])
        #expect(json.status == .success || json.status == .failure)
        for line in json.standardOutput.split(separator: "\n") {
            // Every record is valid JSON: a figure that is not finite is null, never a bare NaN.
            #expect((try? JSONParser().parse(String(line))) != nil, "not JSON: \(line)")
        }
    }

    @Test("converting a stylesheet with a huge component writes valid files or says why", arguments: ["xcassets", "tokens"])
    func convertHugeComponent(_ format: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("big.css")
        try ":root { --text-primary: color(srgb 1e20 0 0); }\n".write(to: input, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out")
        let result = Tool.run(["convert", input.path, "--to", format, "--out", output.path])
        #expect(result.status == .success || result.status == .failure)
        guard result.status == .success else {
            #expect(!result.standardError.isEmpty)
            return
        }
        let files = FileManager.default.enumerator(atPath: output.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") } ?? []
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOfFile: output.appendingPathComponent(file).path, encoding: .utf8)
            #expect((try? JSONParser(allowsJSON5: true).parse(text)) != nil, "not JSON: \(file)")
        }
    }
}
