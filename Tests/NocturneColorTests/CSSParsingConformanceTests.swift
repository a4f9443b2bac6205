import Foundation
import NocturneTestSupport
import Testing
@testable import NocturneColor

/// Loads a reference vector file as untyped JSON (the WPT file's vectors vary in shape).
func loadReferenceJSON(_ name: String) -> Any? {
    guard let url = ReferenceVectors.url(name), let data = try? Data(contentsOf: url) else { return nil }
    return try? JSONSerialization.jsonObject(with: data)
}

/// One WPT `css/css-color/parsing` vector.
struct WPTCase: Sendable, CustomTestStringConvertible {
    let file: String
    let kind: String
    let input: String
    let expected: String?
    let fuzzy: Bool
    let epsilon: Double

    var testDescription: String { "\(file): \(input)" }
    var key: String { "\(file)|\(input)" }
}

/// WPT's color parsing tests: every non-stale vector parses (or fails) and serializes as CSSOM says.
@Suite struct CSSParsingConformanceTests {
    static let cases: [WPTCase] = {
        let wpt = loadReferenceJSON("wpt-css-color-parsing.json") as? [String: Any]
        guard let files = wpt?["files"] as? [String: Any] else { return [] }
        var result: [WPTCase] = []
        for (file, value) in files.sorted(by: { $0.key < $1.key }) {
            guard let entry = value as? [String: Any], let kind = entry["kind"] as? String,
                  let vectors = entry["vectors"] as? [[String: Any]] else { continue }
            for vector in vectors where (vector["stale"] as? Bool) != true {
                guard let input = vector["input"] as? String else { continue }
                result.append(WPTCase(
                    file: file, kind: kind, input: input, expected: vector["expected"] as? String,
                    fuzzy: (vector["fuzzy"] as? Bool) ?? false, epsilon: (vector["epsilon"] as? Double) ?? 0.01
                ))
            }
        }
        return result
    }()

    static var fileNames: [String] { Array(Set(cases.map(\.file))).sorted() }

    /// The loader skips what it cannot read, so a changed layout would drop vectors without a failure: the counts are pinned.
    @Test("the WPT file decodes: 2,222 non-stale vectors in 17 files",
          .requiresReference(ReferenceVectors.path("wpt-css-color-parsing.json")))
    func decodes() {
        #expect(Self.cases.count == 2222)
        #expect(Self.fileNames.count == 17)
    }

    /// What our implementation produces for a case: the serialization, or `nil` when parsing fails.
    static func actual(for testCase: WPTCase) -> String? {
        guard let color = try? CSSColor.parse(testCase.input) else { return nil }
        switch testCase.kind {
        case "computed":
            // WPT's parent color is rgb(255, 0, 0), so currentcolor computes to it.
            let parent = try? CSSColor.parse("rgb(255, 0, 0)")
            return color.resolvingContext(currentColor: parent).computedCSS
        default:
            return color.specifiedCSS
        }
    }

    /// WPT's fuzzy comparison: every number within epsilon, and the text equal once digits and '.' are removed.
    static func fuzzyMatches(_ actual: String, _ expected: String, epsilon: Double) -> Bool {
        func numbers(_ text: String) -> [Double] {
            text.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == "," || $0 == ")" }).compactMap { Double($0) }
        }
        func skeleton(_ text: String) -> String { text.filter { !$0.isNumber && $0 != "." } }
        let a = numbers(actual)
        let e = numbers(expected)
        guard a.count == e.count, skeleton(actual) == skeleton(expected) else { return false }
        return zip(a, e).allSatisfy { abs($0 - $1) <= epsilon }
    }

    static func passes(_ testCase: WPTCase) -> Bool {
        let actual = actual(for: testCase)
        guard let expected = testCase.expected else { return actual == nil }
        guard let actual else { return false }
        if actual == expected { return true }
        return testCase.fuzzy && fuzzyMatches(actual, expected, epsilon: testCase.epsilon)
    }

    @Test("WPT vectors pass, except the known failures", arguments: fileNames)
    func wptFile(_ file: String) throws {
        let cases = Self.cases.filter { $0.file == file }
        var unexpectedFailures: [String] = []
        var unexpectedPasses: [String] = []
        for testCase in cases {
            let passed = Self.passes(testCase)
            let known = CSSKnownFailures.wpt[testCase.key] != nil
            if !passed && !known {
                unexpectedFailures.append("\(testCase.input) → \(Self.actual(for: testCase) ?? "parse error"), expected \(testCase.expected ?? "a parse error")")
            }
            if passed && known { unexpectedPasses.append(testCase.input) }
        }
        #expect(unexpectedFailures.isEmpty, "\(unexpectedFailures.count) unlisted failures in \(file):\n\(unexpectedFailures.joined(separator: "\n"))")
        #expect(unexpectedPasses.isEmpty, "listed as known failures but now pass:\n\(unexpectedPasses.joined(separator: "\n"))")
    }

    @Test("every serialization of a WPT input reads back to itself",
          .requiresReference(ReferenceVectors.path("wpt-css-color-parsing.json")))
    func serializationsReadBack() throws {
        var failures: [String] = []
        let parent = try CSSColor.parse("rgb(255, 0, 0)")
        for testCase in Self.cases {
            guard let color = try? CSSColor.parse(testCase.input) else { continue }
            for text in [color.specifiedCSS, color.computedCSS, color.resolvingContext(currentColor: parent).resolvingColorScheme(.light).computedCSS] {
                guard let again = try? CSSColor.parse(text) else {
                    failures.append("\(testCase.input) → \(text) does not parse")
                    continue
                }
                // hwb() with `none` is written with % when specified and without as a color-mix() result (as
                // WPT has it): either reads back to the same color.
                if again.specifiedCSS != text && again.computedCSS != text && (try? CSSColor.parse(again.specifiedCSS)) != again {
                    failures.append("\(testCase.input) → \(text) → \(again.specifiedCSS)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) serializations do not read back:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    /// The pass rate this implementation guarantees. Issue #2 targets 98%; the remaining failures are
    /// vectors that contradict the current specs or other vectors in the same file (see ``CSSKnownFailures``).
    static let minimumPassRate = 0.967

    @Test("The non-stale WPT vectors pass at the guaranteed rate",
          .requiresReference(ReferenceVectors.path("wpt-css-color-parsing.json")))
    func wptPassRate() throws {
        let passed = Self.cases.filter(Self.passes).count
        let rate = Double(passed) / Double(Self.cases.count)
        print("WPT css-color parsing: \(passed)/\(Self.cases.count) non-stale vectors pass (\(String(format: "%.2f", rate * 100))%)")
        #expect(rate >= Self.minimumPassRate, "\(passed)/\(Self.cases.count) pass")
        // Every listed failure names a real vector.
        let keys = Set(Self.cases.map(\.key))
        let stray = (Array(CSSKnownFailures.wpt.keys) + Array(CSSKnownFailures.commandLine.keys)).filter { !keys.contains($0) }
        #expect(stray.isEmpty, "known failures that are not vectors: \(stray)")
    }
}

/// One parse vector of color.js's test suite (colorjs-tests.json, `parse`).
struct ColorJSParseCase: Sendable, CustomTestStringConvertible {
    let input: String
    let space: String?
    let coordinates: [Double?]
    let alpha: Double?
    let throwsError: Bool
    var testDescription: String { input }

    /// color.js space ids for the spaces CSS defines, as CSS names them.
    static let cssSpaces: [String: String] = [
        "srgb": "srgb", "srgb-linear": "srgb-linear", "p3": "display-p3", "p3-linear": "display-p3-linear", "a98rgb": "a98-rgb", "prophoto": "prophoto-rgb",
        "rec2020": "rec2020", "xyz-d65": "xyz-d65", "xyz-d50": "xyz-d50", "lab": "lab", "lch": "lch", "oklab": "oklab",
        "oklch": "oklch", "hsl": "hsl", "hwb": "hwb",
    ]

    static let all: [ColorJSParseCase] = {
        guard let root = loadReferenceJSON("colorjs-tests.json") as? [String: Any],
              let parse = root["parse"] as? [String: Any], let vectors = parse["vectors"] as? [[String: Any]] else { return [] }
        return vectors.compactMap { vector in
            guard let input = vector["input"] as? String else { return nil }
            if (vector["throws"] as? Bool) == true {
                return ColorJSParseCase(input: input, space: nil, coordinates: [], alpha: nil, throwsError: true)
            }
            guard let expect = vector["expect"] as? [String: Any], let space = expect["spaceId"] as? String,
                  let coordinates = expect["coords"] as? [Any] else { return nil }
            return ColorJSParseCase(
                input: input, space: space,
                coordinates: coordinates.map { ($0 as? Double) ?? (($0 as? String) == "NaN" ? .nan : nil) },
                alpha: expect["alpha"] as? Double, throwsError: false
            )
        }
    }()
}

/// color.js's parse vectors: CSS syntax gives the same coordinates; color.js's own extensions are rejected.
@Suite struct ColorJSParsingConformanceTests {
    /// Where CSS and color.js disagree, with the reason. color.js keeps raw values where CSS clamps at parse time.
    static let knownDifferences: [String: String] = [
        "lch(NaN 10 50)": "NaN is a keyword only inside calc() in CSS; color.js accepts it bare",
        "lch(calc(NaN) 10 50)": "CSS censors a NaN lightness to 0; color.js keeps NaN",
        "lch(100 50 450)": "CSS normalizes lch() hue into [0, 360); color.js keeps 450",
        "oklab(10 -0.80 0.80)": "CSS clamps oklab() lightness to 1; color.js keeps 10",
        "oklch(10 2 500 / 10)": "CSS clamps oklch() lightness to 1 and normalizes the hue; color.js keeps 10 and 500",
        "hsl(-180, 50%, 50%)": "hsl() hue normalized into [0, 360) at parse time; color.js keeps -180",
        "hsl(900, 50%, 50%)": "hsl() hue normalized into [0, 360) at parse time; color.js keeps 900",
        "hsl(none, 50%, 50%)": "CSS allows none only in the space-separated syntax; color.js accepts it with commas",
        "rgb(0 127.5 300 / .5)": "CSS Color 4 §5.1 clamps rgb() channels at parsed-value time; color.js keeps 300",
        "rgba(0% 50% 200% / 0.5)": "CSS Color 4 §5.1 clamps rgb() channels at parsed-value time; color.js keeps 200%",
        "rgba(0, 127.5, 300, 0.5)": "CSS Color 4 §5.1 clamps rgb() channels at parsed-value time; color.js keeps 300",
    ]

    /// The loader skips a vector without coordinates to compare (one of 129: `#ff8000`'s format metadata): the count is
    /// pinned so that no other drops out, and every known difference names a vector.
    @Test("the parse section decodes: 128 vectors in scope, every known difference one of them",
          .requiresReference(ReferenceVectors.path("colorjs-tests.json")))
    func decodes() {
        #expect(ColorJSParseCase.all.count == 128)
        let inputs = Set(ColorJSParseCase.all.map(\.input))
        #expect(Self.knownDifferences.keys.filter { !inputs.contains($0) }.isEmpty, "known differences that are not vectors")
    }

    @Test("color.js parse vectors",
          .requiresReference(ReferenceVectors.path("colorjs-tests.json")),
          arguments: ColorJSParseCase.all)
    func vector(_ example: ColorJSParseCase) throws {
        let parsed = try? CSSColor.parse(example.input)
        guard !example.throwsError else {
            #expect(parsed == nil, "color.js rejects \(example.input)")
            return
        }
        guard let space = example.space, let cssSpace = ColorJSParseCase.cssSpaces[space], !example.input.contains("(--") else {
            // A color.js extension (jzazbz(), ictcp(), color(--hct …), …): not CSS, so it must not parse.
            #expect(parsed == nil, "\(example.input) is not CSS")
            return
        }
        let matches: Bool = {
            guard let value = parsed?.resolved, value.space.rawValue == cssSpace else { return false }
            for index in 0..<3 {
                switch (example.coordinates[index], value.components[index]) {
                case (nil, nil): continue
                case (let want?, let got?):
                    if want.isNaN || abs(want - got) > 1e-9 * max(1, abs(want)) { return false }
                default: return false
                }
            }
            return value.alphaComponent == example.alpha || (example.alpha.map { abs($0 - value.alpha) < 1e-12 } ?? false)
        }()
        if let reason = Self.knownDifferences[example.input] {
            #expect(!matches, "listed as a known difference (\(reason)) but now matches")
        } else {
            #expect(matches, "\(example.input) → \(parsed?.resolved.map { "\($0.space) \($0.components) / \($0.alpha)" } ?? "parse error")")
        }
    }
}
