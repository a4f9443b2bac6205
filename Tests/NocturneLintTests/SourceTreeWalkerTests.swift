import Foundation
import Testing
@testable import NocturneLint

/// A tree with `.gitignore` files, and which of its Swift files git ignores.
struct GitignoreCase: Sendable, CustomStringConvertible {
    let name: String
    /// `.gitignore` files by folder (`""` for the root) and their text.
    let gitignores: [String: String]
    /// Swift files by path, and whether git ignores them.
    let files: [String: Bool]

    var description: String { name }

    init(_ name: String, _ gitignores: [String: String], _ files: [String: Bool]) {
        self.name = name
        self.gitignores = gitignores
        self.files = files
    }

    /// Writes the tree into `root`.
    func write(to root: String) throws {
        for (folder, text) in gitignores {
            let directory = folder.isEmpty ? root : root + "/" + folder
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try text.write(toFile: directory + "/.gitignore", atomically: true, encoding: .utf8)
        }
        for path in files.keys {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try "let x = 1\n".write(toFile: full, atomically: true, encoding: .utf8)
        }
    }

    /// The expectations, hand-derived from gitignore(5) and checked against `git check-ignore` by ``SourceTreeWalkerTests``.
    static let all: [GitignoreCase] = [
        GitignoreCase("a name matches at any depth", ["": "*.generated.swift\n"],
                      ["A.generated.swift": true, "Sources/B.generated.swift": true, "Sources/B.swift": false]),
        GitignoreCase("comments and blank lines are no rules; \\# starts a pattern with #", ["": "# Comment.swift\n\n#Hash.swift\n\\#Escaped.swift\n"],
                      ["# Comment.swift": false, "#Hash.swift": false, "#Escaped.swift": true]),
        GitignoreCase("! re-includes, and the last matching line wins", ["": "*.swift\n!Keep*.swift\nKeepNot.swift\n"],
                      ["A.swift": true, "Keep.swift": false, "Sub/Keep.swift": false, "KeepNot.swift": true]),
        GitignoreCase("\\! starts a pattern with !", ["": "\\!Bang.swift\n"], ["!Bang.swift": true, "Bang.swift": false]),
        GitignoreCase("a leading / anchors to the file's folder", ["": "/Root.swift\n"], ["Root.swift": true, "Sub/Root.swift": false]),
        GitignoreCase("a / inside anchors too", ["": "Sources/Gen.swift\n"], ["Sources/Gen.swift": true, "App/Sources/Gen.swift": false]),
        GitignoreCase("a trailing / matches folders only", ["": "Gen.swift/\n"],
                      ["Gen.swift": false, "Dir/Gen.swift/Inner.swift": true]),
        GitignoreCase("a folder with a / is anchored", ["": "Sources/Gen/\n"], ["Sources/Gen/A.swift": true, "X/Sources/Gen/B.swift": false]),
        GitignoreCase("* stays within one folder", ["": "Sources/*.swift\n"], ["Sources/A.swift": true, "Sources/Sub/B.swift": false]),
        GitignoreCase("? is one character", ["": "File?.swift\n"], ["File1.swift": true, "File12.swift": false, "File.swift": false]),
        GitignoreCase("a leading **/ matches in every folder", ["": "**/Generated/*.swift\n"],
                      ["Generated/A.swift": true, "X/Y/Generated/B.swift": true, "X/Generated/Z/C.swift": false]),
        GitignoreCase("a trailing /** matches everything inside", ["": "Legacy/**\n"],
                      ["Legacy/A.swift": true, "Legacy/X/B.swift": true, "Other/Legacy/C.swift": false]),
        GitignoreCase("/**/ matches zero or more folders", ["": "a/**/b.swift\n"],
                      ["a/b.swift": true, "a/x/b.swift": true, "a/x/y/b.swift": true, "a/xb.swift": false]),
        GitignoreCase("** not between slashes is *", ["": "Foo**Bar.swift\n"], ["FooXYBar.swift": true, "FooBar.swift": true, "Foo/Bar.swift": false]),
        GitignoreCase("character classes, ranges and negation", ["": "[AB]*.swift\nTest[0-9].swift\n[!a-z]x.swift\n[]c]d.swift\n"],
                      ["Alpha.swift": true, "Gamma.swift": false, "Test5.swift": true, "TestX.swift": false, "Zx.swift": true,
                       "zx.swift": false, "]d.swift": true, "cd.swift": true, "ed.swift": false]),
        GitignoreCase("POSIX classes", ["": "[[:digit:]]*.swift\n"], ["1st.swift": true, "First.swift": false]),
        GitignoreCase("\\ makes a character literal", ["": "\\*Star.swift\nTwo\\ Words.swift\n"],
                      ["*Star.swift": true, "XStar.swift": false, "Two Words.swift": true]),
        GitignoreCase("trailing spaces and a CRLF line end are dropped", ["": "Trail.swift   \r\nCrlf.swift\r\n"],
                      ["Trail.swift": true, "Crlf.swift": true]),
        GitignoreCase("patterns match with case", ["": "Upper.swift\n"], ["Upper.swift": true, "upper.swift": false]),
        GitignoreCase("a folder's .gitignore applies to its subtree only", ["Sub": "*.swift\n"],
                      ["Sub/A.swift": true, "Sub/Deep/B.swift": true, "C.swift": false, "Other/D.swift": false]),
        GitignoreCase("a deeper .gitignore wins", ["": "*.swift\n", "Sub": "!Keep.swift\n"],
                      ["Keep.swift": true, "Sub/Keep.swift": false, "Sub/Other.swift": true]),
        GitignoreCase("a leading / anchors to the subfolder", ["Sub": "/Top.swift\n"],
                      ["Sub/Top.swift": true, "Sub/Deep/Top.swift": false, "Top.swift": false]),
        GitignoreCase("nothing inside an excluded folder can be re-included", ["": "Gen/\n!Gen/Keep.swift\n"], ["Gen/Keep.swift": true]),
        GitignoreCase("Gen/* then !Gen/Keep.swift re-includes it", ["": "Gen/*\n!Gen/Keep.swift\n"],
                      ["Gen/Keep.swift": false, "Gen/Other.swift": true]),
        GitignoreCase("an excluded folder's own .gitignore is never read", ["": "Gen/\n", "Gen": "!*.swift\n"], ["Gen/A.swift": true]),
    ]
}

@Suite("SourceTreeWalker: .gitignore files and excludes")
struct SourceTreeWalkerTests {
    /// The Swift files the walker lists below `root`, relative to it.
    static func walked(_ root: String, excludes: [String] = [], readsGitignore: Bool = true) throws -> Set<String> {
        let inventory = try SourceTreeWalker(excludes: excludes, readsGitignore: readsGitignore).walk([root])
        return Set(inventory.swiftFiles.map { String($0.dropFirst(root.count + 1)) })
    }

    static func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "nocturne-walker-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("skips what the .gitignore files exclude", arguments: GitignoreCase.all)
    func gitignore(_ example: GitignoreCase) throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try example.write(to: root)
        let expected = Set(example.files.filter { !$0.value }.keys)
        #expect(try Self.walked(root) == expected)
        #expect(try Self.walked(root, readsGitignore: false) == Set(example.files.keys), "with .gitignore off every file is linted")
    }

    @Test("the expectations are git's", .enabled(if: GitCheckIgnore.isAvailable, "git is not installed: the cases are checked against their fixed expectations only"),
          arguments: GitignoreCase.all)
    func agreesWithGit(_ example: GitignoreCase) throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try example.write(to: root)
        let ignored = try GitCheckIgnore.ignored(Array(example.files.keys), in: root)
        #expect(ignored == Set(example.files.filter(\.value).keys))
    }

    @Test("configured excludes are .gitignore patterns at the root and win over .gitignore files")
    func configuredExcludes() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try GitignoreCase("", ["": "Generated/\n"], ["App/View.swift": false, "App/View.gen.swift": true, "Generated/Model.swift": false,
                                                        "Sources/Legacy/Old.swift": true, "Sources/Legacy/Deep/Older.swift": true]).write(to: root)
        let walked = try Self.walked(root, excludes: ["*.gen.swift", "Sources/Legacy/**", "!Generated/"])
        #expect(walked == ["App/View.swift", "Generated/Model.swift"])
    }

    @Test("the .gitignore files above the walked folder apply up to the repository's root")
    func enclosingRepository() throws {
        let repository = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: repository) }
        try FileManager.default.createDirectory(atPath: repository + "/.git", withIntermediateDirectories: true)
        try GitignoreCase("", ["": "App/Generated/\n*.tmp.swift\n", "App": "/Old.swift\n"],
                          ["App/View.swift": false, "App/Generated/Model.swift": true, "App/Scratch.tmp.swift": true,
                           "App/Old.swift": true, "App/Sub/Old.swift": false]).write(to: repository)
        #expect(try Self.walked(repository + "/App") == ["View.swift", "Sub/Old.swift"])
        #expect(try Self.walked(repository + "/App/Sub") == ["Old.swift"])
        #expect(try Self.walked(repository + "/App", readsGitignore: false) == ["View.swift", "Sub/Old.swift", "Generated/Model.swift",
                                                                                 "Scratch.tmp.swift", "Old.swift"])
    }

    @Test("a DocC catalog's code listings are built into no target: passed over, and said so")
    func doccCatalog() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try GitignoreCase("", [:], ["Sources/Kit/View.swift": false, "Sources/Kit/Kit.docc/Tutorials/Step-01.swift": true]).write(to: root)
        #expect(try Self.walked(root) == ["Sources/Kit/View.swift"])
        let inventory = try SourceTreeWalker(excludes: []).walk([root])
        #expect(inventory.skipped.map { $0.path } == [root + "/Sources/Kit/Kit.docc"])
    }

    @Test("a test path is under a …Tests folder or named …Tests.swift", arguments: [
        ("App/ViewTests/A.swift", true), ("Tests/A.swift", true), ("App/ATests.swift", true), ("App/ATest.swift", true),
        ("App/Testsuite/A.swift", false), ("App/A.swift", false), ("AppTests", false), ("AppTests/", false),
    ])
    func testPaths(path: String, expected: Bool) {
        #expect(SourceTreeWalker.isTestPath(path) == expected)
    }

    @Test("a watchOS path is under a folder whose name contains Watch", arguments: [
        ("App Watch App/A.swift", true), ("WatchKit Extension/Sub/A.swift", true), ("App/Watch.swift", false), ("App/watch/A.swift", false),
    ])
    func watchPaths(path: String, expected: Bool) {
        #expect(SourceTreeWalker.isWatchPath(path) == expected)
    }
}

/// Asks the installed git which paths it ignores.
enum GitCheckIgnore {
    static let isAvailable: Bool = (try? run(["--version"], in: NSTemporaryDirectory()).status) == 0

    /// Runs git in `folder`, isolated from the user's and the system's configuration (no global excludes file).
    static func run(_ arguments: [String], in folder: String, input: Data? = nil) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["HOME"] = folder
        environment["XDG_CONFIG_HOME"] = folder
        process.environment = environment
        let output = Pipe()
        let inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = inputPipe
        try process.run()
        if let input { inputPipe.fileHandleForWriting.write(input) }
        try inputPipe.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    /// The paths (relative to `root`) that `git check-ignore` reports as ignored in a new repository at `root`.
    static func ignored(_ paths: [String], in root: String) throws -> Set<String> {
        let initialized = try run(["init", "-q", "."], in: root)
        try #require(initialized.status == 0, "git init failed in \(root)")
        let input = Data(paths.joined(separator: "\0").utf8 + [0])
        let result = try run(["check-ignore", "--no-index", "-z", "--stdin"], in: root, input: input)
        // 0: some paths are ignored, 1: none is.
        try #require(result.status == 0 || result.status == 1, "git check-ignore failed with status \(result.status)")
        return Set(result.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }
}
