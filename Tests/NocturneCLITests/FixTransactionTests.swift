import Foundation
import NocturneFix
import NocturneSupport
import NocturneTestSupport
import Testing
@testable import nocturne

/// `nocturne fix` as one transaction: one run of a tree at a time, the catalog lock `theme --into` takes, an interrupted
/// run rolled back by the next, and the accessors the code names always there.
@Suite("fix command: whole run")
struct FixTransactionTests {
    static let catalog = [
        "App/Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
        "App/Assets.xcassets/Old.colorset/Contents.json": """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.1", "green" : "0.2", "blue" : "0.3", \
            "alpha" : "1.000" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }
            """,
    ]
    static let card = "import SwiftUI\nlet teal = Text(\"Hi\").foregroundColor(Color(red: 0.043, green: 0.478, blue: 0.459))\n"
    static let cell = "import UIKit\nfunc f(_ l: UILabel) { l.textColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1) }\n"

    /// Every file below the tree, with its text.
    static func snapshot(_ tree: TemporaryFolder) -> [String: String] {
        Dictionary(uniqueKeysWithValues: tree.files().map { ($0, tree.read($0) ?? "") })
    }

    /// Holds `folder`'s lock on another thread until `body` has run there, once this thread knows it is held.
    static func holdingLock(on folder: String, thenRun body: @escaping @Sendable () -> Void) -> Thread {
        let held = DispatchSemaphore(value: 0)
        let thread = Thread {
            FolderLock.withExclusiveLock(on: folder) {
                held.signal()
                Thread.sleep(forTimeInterval: 0.3)
                body()
            }
        }
        thread.start()
        held.wait()
        return thread
    }

    @Test("a second fix of a tree waits for the first: it plans from what the first left, never from what it read before")
    func runsOfOneTreeTakeTurns() throws {
        let tree = try TemporaryFolder(Self.catalog.merging(["App/Card.swift": Self.card]) { $1 })
        defer { tree.remove() }
        // Another run holds the tree (as a fix does from its first read to its last write) and adds a file meanwhile.
        let path = tree.path("App/Cell.swift"), cell = Self.cell
        _ = Self.holdingLock(on: tree.path("App")) { try? cell.write(toFile: path, atomically: true, encoding: .utf8) }
        let result = Tool.run(["fix", tree.path("App")])
        #expect(result.status == .success, "\(result.standardError)")
        #expect(result.standardOutput.contains("Cell.swift:2:38: constant-color: became the color set"), "\(result.standardOutput)")
        #expect(tree.read("App/Cell.swift")?.contains("UIColor(named: \"ContentBlue\")") == true, "\(tree.read("App/Cell.swift") ?? "")")
    }

    @Test("fix writes a catalog under the lock theme --into takes; what a merge changed after fix read it is refused with advice that works")
    func catalogLockIsSharedWithThemeInto() throws {
        let tree = try TemporaryFolder(Self.catalog.merging(["App/Card.swift": Self.card]) { $1 })
        defer { tree.remove() }
        let before = Self.snapshot(tree)
        // A merge holds the catalog and changes a set in it while fix plans: fix waits for it, finds the change, writes nothing.
        let set = tree.path("App/Assets.xcassets/Old.colorset/Contents.json")
        let edited = (before["App/Assets.xcassets/Old.colorset/Contents.json"] ?? "").replacingOccurrences(of: "0.1", with: "0.15")
        let holder = Self.holdingLock(on: tree.path("App/Assets.xcassets")) {
            Thread.sleep(forTimeInterval: 0.5) // long enough for fix to have read the catalog and to wait for the lock
            try? edited.write(toFile: set, atomically: true, encoding: .utf8)
        }
        let first = Tool.run(["fix", tree.path("App")])
        while holder.isExecuting { Thread.sleep(forTimeInterval: 0.01) }
        #expect(first.status != .failure, "a refused write is 'could not run' (2), never 'findings' (1)")
        if first.status == .couldNotRun {
            #expect(first.standardError.contains("changed while fixing") && first.standardError.contains("run nocturne fix again"),
                    "\(first.standardError)")
            var expected = before
            expected["App/Assets.xcassets/Old.colorset/Contents.json"] = edited
            #expect(Self.snapshot(tree) == expected)
        }
        // The advice works: the next run fixes everything, a theme --into after it needs no --force, and fix after that changes nothing.
        let second = Tool.run(["fix", tree.path("App")])
        #expect(second.status == .success, "\(second.standardError)")
        #expect(tree.read("App/Card.swift")?.contains("Color(\"ContentTeal\")") == true)
        let merge = Tool.run(["theme", "--config", tree.path("App/.nocturne.json"), "--into", tree.path("App/Assets.xcassets"), "--quiet"])
        #expect(!merge.standardError.contains("--force") && !merge.standardOutput.contains("refused"), "\(merge.standardError)")
        let manifest = try JSONParser().parse(bytes: Array((tree.read("App/Assets.xcassets/.nocturne-theme.json") ?? "").utf8))
        #expect(manifest["sets"]?["Theme/ContentTeal.colorset"] != nil && manifest["sets"]?["Theme/foregroundPrimary.colorset"] != nil)
        let again = Tool.run(["theme", "--config", tree.path("App/.nocturne.json"), "--into", tree.path("App/Assets.xcassets")])
        #expect(again.standardOutput.contains("(nothing changed)"), "\(again.standardOutput)\(again.standardError)")
        let last = Tool.run(["fix", tree.path("App")])
        #expect(last.status == .success && last.standardError.contains("Fixed 0 of 0 findings"), "\(first.standardError)\n\(second.standardError)\n\(last.standardError)")
    }

    @Test("the run after an interrupted one rolls it back and gives exactly what an uninterrupted run gives; --dry-run refuses until then")
    func interruptedRunIsRolledBack() throws {
        let files = Self.catalog.merging(["App/Card.swift": Self.card, "App/Cell.swift": Self.cell]) { $1 }
        let reference = try TemporaryFolder(files)
        defer { reference.remove() }
        #expect(Tool.run(["fix", reference.path("App")]).status == .success)
        let tree = try TemporaryFolder(files)
        defer { tree.remove() }
        // A run killed half way: its journal, two of its files written.
        let run = try Fixer().run(paths: [tree.path("App")])
        _ = try FixJournal.begin(run.files, creating: [tree.path("App/Assets.xcassets/Theme")], in: tree.path("App"))
        for file in run.files.prefix(2) { try FileSystem.makeFolders(PathText.parent(file.path)); try AtomicFile.write(file.updated, to: file.path) }
        let halfWritten = Self.snapshot(tree)
        let dryRun = Tool.run(["fix", tree.path("App"), "--dry-run"])
        #expect(dryRun.status == .couldNotRun && dryRun.standardError.contains(".nocturne-fix.journal")
            && dryRun.standardError.contains("without --dry-run"), "\(dryRun.standardError)")
        #expect(Self.snapshot(tree) == halfWritten)
        let next = Tool.run(["fix", tree.path("App")])
        #expect(next.status == .success && next.standardError.contains("Note: rolled back an interrupted nocturne fix"), "\(next.standardError)")
        #expect(tree.files() == reference.files())
        for file in reference.files() where file != "App/.nocturne.json" { #expect(tree.read(file) == reference.read(file), "\(file)") }
    }

    /// The accessors `NocturneColors.X` the Swift files below `folder` name, and those `NocturneColors.swift` declares.
    static func accessors(in tree: TemporaryFolder) -> (used: Set<String>, declared: Set<String>) {
        var used: Set<String> = [], declared: Set<String> = []
        for file in tree.files() where file.hasSuffix(".swift") {
            let text = tree.read(file) ?? ""
            for match in text.matches(of: /NocturneColors\.(\w+)/) { used.insert(String(match.1)) }
            if file.hasSuffix("NocturneColors.swift") { for match in text.matches(of: /static var (\w+):/) { declared.insert(String(match.1)) } }
        }
        return (used, declared)
    }

    @Test("--style accessors: every accessor the code names exists after the first run and every later one, inside the enum")
    func accessorsAlwaysExist() throws {
        // The accessor file already exists, with another type after the enum (its last `}` is not the enum's).
        let existing = "enum NocturneColors {\n    static var old: Int { 0 }\n}\n\nextension Int {\n    var twice: Int { self * 2 }\n}\n"
        let tree = try TemporaryFolder(Self.catalog.merging(["App/Card.swift": Self.card, "App/NocturneColors.swift": existing]) { $1 })
        defer { tree.remove() }
        #expect(Tool.run(["fix", tree.path("App"), "--style", "accessors"]).status == .success)
        var found = Self.accessors(in: tree)
        #expect(!found.used.isEmpty && found.used.isSubset(of: found.declared), "\(found)")
        let afterFirst = tree.read("App/NocturneColors.swift") ?? ""
        #expect(afterFirst.hasSuffix("extension Int {\n    var twice: Int { self * 2 }\n}\n"), "\(afterFirst)")
        // A later run with a new color adds its accessor; one after that changes nothing.
        try tree.write("App/Cell.swift", Self.cell)
        #expect(Tool.run(["fix", tree.path("App"), "--style", "accessors"]).status == .success)
        found = Self.accessors(in: tree)
        #expect(found.used.count == 2 && found.used.isSubset(of: found.declared), "\(found)")
        let settled = Self.snapshot(tree)
        #expect(Tool.run(["fix", tree.path("App"), "--style", "accessors"]).status == .success)
        #expect(Self.snapshot(tree) == settled)
        for file in tree.files() where file.hasSuffix(".swift") {
            let parse = try Swiftc.run(["-parse", tree.path(file)])
            #expect(parse.status == 0, "\(file): \(parse.output)")
        }
    }

    @Test("--style accessors with a NocturneColors.swift that declares no such enum: an error naming it, nothing written")
    func accessorFileOfAnotherKindIsRefused() throws {
        let tree = try TemporaryFolder(Self.catalog.merging(["App/Card.swift": Self.card, "App/NocturneColors.swift": "struct Other {}\n"]) { $1 })
        defer { tree.remove() }
        let before = Self.snapshot(tree)
        let result = Tool.run(["fix", tree.path("App"), "--style", "accessors"])
        #expect(result.status == .couldNotRun && result.standardError.contains("NocturneColors.swift: declares no enum NocturneColors"), "\(result.standardError)")
        #expect(Self.snapshot(tree) == before)
    }
}
