import Foundation
import NocturneTestSupport
import Testing
@testable import nocturne

/// `nocturne lint` and `nocturne fix` on the fixture apps of `Tests/FixtureApps`: apps written for the tests, each showing
/// in code of our own a case a real app showed, with what lint must report and fix must do in `expected.json`.
///
/// They stand in for the real apps wherever those are not in place (CI has none: they are fetched, never stored).
/// An expectation with `until` is a known gap tracked by that issue: it is checked inside `withKnownIssue`, so the test
/// fails both while a checked expectation is wrong and once a known gap is closed (then the entry loses its `until`).
@Suite("Fixture apps (Tests/FixtureApps)")
struct FixtureAppTests {
    struct Expectations: Decodable {
        var apps: [String: App]
    }

    struct App: Decodable {
        var shows: String
        var findings: [Line]
        var clean: [Line]
        var fix: Fix
    }

    struct Line: Decodable {
        var line: String
        var rule: String?
        var why: String
        var until: String?

    }

    /// The path inside the app and the line number of a `path:line` entry.
    static func location(_ entry: String) -> (path: String, line: Int) {
        let parts = entry.split(separator: ":")
        return (parts.dropLast().joined(separator: ":"), Int(parts.last ?? "") ?? 0)
    }

    struct Fix: Decodable {
        struct Replaced: Decodable { var line: String; var with: String; var until: String? }
        struct Path: Decodable { var path: String; var until: String? }
        struct Catalogs: Decodable { var allowed: [String]; var until: String? }
        var replaced: [Replaced]
        var kept: [Path]
        var catalogs: Catalogs
        var keptSets: [Path]
        var darkDiffers: [Path]
        /// The known gaps, if any, of "the first run exits 0" and "the second run exits 0" (no error-severity finding is left).
        var exit: Exit?
        struct Exit: Decodable { var first: String?; var second: String? }
    }

    static let folder = ProjectFixture.url("FixtureApps")

    static let expectations: Expectations? = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("expected.json")) else { return nil }
        return try? JSONDecoder().decode(Expectations.self, from: data)
    }()

    static let apps: [String] = (expectations?.apps.keys.sorted()) ?? []

    /// Checks `condition`; for an entry with `until`, expects it to fail as the known gap that issue tracks.
    static func check(_ condition: Bool, _ message: String, until: String?, sourceLocation: SourceLocation = #_sourceLocation) {
        if let until {
            withKnownIssue("a known gap until \(until): \(message)") {
                #expect(condition, Comment(rawValue: message), sourceLocation: sourceLocation)
            }
        } else {
            #expect(condition, Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// A copy of the app in a temporary folder (lint leaves `Tests` folders alone, so the apps are linted in a copy).
    static func copy(_ app: String) throws -> (TemporaryFolder, URL) {
        let temporary = TemporaryFolder("fixture-\(app)")
        let copy = temporary.root.appendingPathComponent(app)
        try FileManager.default.copyItem(at: folder.appendingPathComponent(app), to: copy)
        return (temporary, copy)
    }

    /// Every file under `root`, by path relative to it, with its bytes.
    static func snapshot(_ root: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let prefix = root.standardizedFileURL.path + "/"
        for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) ?? .init() {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(prefix), let data = FileManager.default.contents(atPath: path) else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { continue }
            files[String(path.dropFirst(prefix.count))] = data
        }
        return files
    }

    @Test("the expectations file reads, and names every fixture app folder")
    func expectationsRead() throws {
        let expectations = try #require(Self.expectations)
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent($0).path, isDirectory: &isFolder) && isFolder.boolValue
        }
        #expect(Set(expectations.apps.keys) == Set(folders))
        #expect(expectations.apps.values.allSatisfy { !$0.findings.isEmpty && !$0.clean.isEmpty })
    }

    @Test("lint reports the findings and leaves the clean lines alone", arguments: apps)
    func lint(app: String) throws {
        let expected = try #require(Self.expectations?.apps[app])
        let (temporary, copy) = try Self.copy(app)
        defer { try? FileManager.default.removeItem(at: temporary.root) }
        let result = Tool.run(["lint", copy.path, "--json"])
        #expect(result.status == .success, "\(result.standardError)")
        let prefix = copy.path + "/"
        var byLine: [String: [(rule: String, severity: String)]] = [:]
        for finding in jsonLines(result.standardOutput) {
            guard let file = finding["file"] as? String, let line = finding["line"] as? Int, let rule = finding["rule"] as? String,
                  let severity = finding["severity"] as? String, file.hasPrefix(prefix) else {
                Issue.record("a finding outside the app or without file, line, rule and severity: \(finding)")
                continue
            }
            byLine["\(file.dropFirst(prefix.count)):\(line)", default: []].append((rule, severity))
        }
        for finding in expected.findings {
            let reported = (byLine[finding.line] ?? []).filter { $0.severity != "note" && (finding.rule == nil || $0.rule == finding.rule) }
            Self.check(!reported.isEmpty, "\(app)/\(finding.line) is reported\(finding.rule.map { " as \($0)" } ?? ""): \(finding.why)",
                       until: finding.until)
        }
        for line in expected.clean {
            let reported = (byLine[line.line] ?? []).filter { $0.severity != "note" }
            Self.check(reported.isEmpty, "\(app)/\(line.line) is left alone (\(line.why)), not \(reported.map(\.rule))", until: line.until)
        }
    }

    @Test("fix rewrites in place, keeps what it must, puts sets where the app reads them, and a second run changes nothing",
          arguments: apps)
    func fix(app: String) throws {
        let expected = try #require(Self.expectations?.apps[app]).fix
        let (temporary, copy) = try Self.copy(app)
        defer { try? FileManager.default.removeItem(at: temporary.root) }
        let before = Self.snapshot(copy)
        let result = Tool.run(["fix", copy.path, "--json"])
        Self.check(result.status == .success, "fix exits 0 when no error is left: \(result.standardError)", until: expected.exit?.first)
        let after = Self.snapshot(copy)
        let changed = after.keys.filter { before[$0] != after[$0] }.sorted()
        #expect(!changed.isEmpty, "fix changed nothing in \(app)")

        // Every Swift file fix changed still parses.
        for path in changed where path.hasSuffix(".swift") && before[path] != nil {
            let parse = try Swiftc.run(["-parse", copy.appendingPathComponent(path).path])
            #expect(parse.status == 0, "\(app)/\(path) no longer parses:\n\(parse.output)")
        }
        for replaced in expected.replaced {
            let (path, number) = Self.location(replaced.line)
            let lines = String(decoding: after[path] ?? Data(), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let text = number >= 1 && number <= lines.count ? String(lines[number - 1]) : ""
            Self.check(text.contains(replaced.with) && after[path] != before[path],
                       "\(app)/\(replaced.line) became \(replaced.with): \(text.trimmingCharacters(in: .whitespaces))", until: replaced.until)
        }
        for kept in expected.kept {
            Self.check(before[kept.path] != nil && after[kept.path] == before[kept.path], "\(app)/\(kept.path) is kept byte for byte",
                       until: kept.until)
        }
        for set in expected.keptSets {
            let contents = set.path + "/Contents.json"
            Self.check(before[contents] != nil && after[contents] == before[contents],
                       "\(app)/\(set.path) has a Dark appearance and is not rewritten", until: set.until)
        }
        for set in expected.darkDiffers {
            let values = try Self.lightAndDark(after[set.path + "/Contents.json"] ?? Data())
            Self.check(values.dark != nil && values.dark != values.light,
                       "\(app)/\(set.path) gained a Dark value of its own, not its light one (\(values))", until: set.until)
        }
        // Color sets land only in the allowed catalogs: no other catalog gains one, and none is made.
        let gained = Set(changed.filter { $0.hasSuffix(".colorset/Contents.json") && before[$0] == nil }.compactMap { path -> String? in
            guard let range = path.range(of: ".xcassets/") else { return nil }
            return String(path[..<range.lowerBound]) + ".xcassets"
        })
        let stray = gained.subtracting(expected.catalogs.allowed).sorted()
        Self.check(stray.isEmpty, "\(app): color sets only in \(expected.catalogs.allowed), not in \(stray)", until: expected.catalogs.until)

        // A second run finds nothing left to do: no byte changes, exit 0.
        let second = Tool.run(["fix", copy.path, "--json"])
        Self.check(second.status == .success, "a second fix exits 0: \(second.standardError)", until: expected.exit?.second)
        let again = Self.snapshot(copy)
        #expect(again == after, "a second fix changed \(again.keys.filter { again[$0] != after[$0] }.sorted())")
    }

    /// The light (no appearance) and Dark (luminosity dark, standard contrast) components of a color set's universal entries.
    static func lightAndDark(_ data: Data) throws -> (light: [String: String]?, dark: [String: String]?) {
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var light: [String: String]?, dark: [String: String]?
        for entry in object["colors"] as? [[String: Any]] ?? [] {
            let appearances = (entry["appearances"] as? [[String: String]] ?? []).map { "\($0["appearance"] ?? "")=\($0["value"] ?? "")" }
            let components = ((entry["color"] as? [String: Any])?["components"] as? [String: String]).map { values in
                values.mapValues { text in
                    // 0x-hex, 0…255 and 0…1 spellings compared as one value.
                    let number = text.hasPrefix("0x") ? Double(Int(text.dropFirst(2), radix: 16) ?? 0) / 255
                        : (Double(text) ?? 0) > 1 ? (Double(text) ?? 0) / 255 : (Double(text) ?? 0)
                    return String(Int((number * 255).rounded()))
                }
            }
            if appearances.isEmpty { light = components }
            if appearances == ["luminosity=dark"] { dark = components }
        }
        return (light, dark)
    }
}
