import Foundation
import NocturneTestSupport
import Testing
@testable import NocturneSupport

@Suite("AtomicFile")
struct AtomicFileTests {
    @Test("writes a new file with its folders, replaces it, and leaves no temporary file")
    func writesAndReplaces() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try AtomicFile.write("one\n", to: folder.path("a/b/c.txt"))
        #expect(folder.read("a/b/c.txt") == "one\n")
        try AtomicFile.write(Array("two".utf8), to: folder.path("a/b/c.txt"))
        #expect(folder.read("a/b/c.txt") == "two")
        #expect(folder.names("a/b") == ["c.txt"])
    }

    @Test("a write removes the temporary files a killed write of the same file left, and nothing it cannot prove is one")
    func removesStaleTemporaries() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        // A process id above any pid_max is never running; ours is.
        let dead = ".out.json.nocturne-\(Int32.max)-17.tmp"
        let live = ".out.json.nocturne-\(getpid())-18.tmp"
        let others = [".out.json.nocturne-notes.tmp", ".out.json.nocturne-\(Int32.max)-x.tmp", ".other.json.nocturne-\(Int32.max)-3.tmp"]
        for name in [dead, live] + others { try folder.write(name, "partial") }
        #expect(mkdir(folder.path(".out.json.nocturne-\(Int32.max)-4.tmp"), 0o755) == 0)
        try AtomicFile.write("{}", to: folder.path("out.json"))
        let names = Set(folder.names())
        #expect(!names.contains(dead))
        #expect(names.isSuperset(of: [live, "out.json", ".out.json.nocturne-\(Int32.max)-4.tmp"] + others))
        #expect(names.count == 2 + others.count + 1)
    }

    @Test("a replaced file keeps its permission bits")
    func keepsMode() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try folder.write("prefs.json", "secret")
        #expect(chmod(folder.path("prefs.json"), 0o600) == 0)
        try AtomicFile.write("new", to: folder.path("prefs.json"))
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path("prefs.json"))
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test("a symbolic link is followed: the file it points to is replaced, the link stays")
    func followsLinks() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try folder.write("dotfiles/prefs.json", "old")
        #expect(symlink(folder.path("dotfiles/prefs.json"), folder.path("prefs.json")) == 0)
        try AtomicFile.write("new", to: folder.path("prefs.json"))
        #expect(folder.read("dotfiles/prefs.json") == "new")
        #expect(FileSystem.kind(folder.path("prefs.json")) == S_IFLNK)
    }

    /// What sits at the destination, made in a temporary folder (a device node only as root, in its own test; never a real /dev entry).
    enum Obstacle: String, CaseIterable, Sendable {
        case fifo, folder, danglingLink, linkToFIFO, device
    }

    @Test("only regular files are replaced: a FIFO, a folder, a dangling link or a link to a FIFO is refused and left as it was",
          arguments: Obstacle.allCases.filter { $0 != .device })
    func refusesWhatIsNotAFile(_ obstacle: Obstacle) throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("out")
        switch obstacle {
        case .fifo: #expect(mkfifo(path, 0o644) == 0)
        case .folder: #expect(mkdir(path, 0o755) == 0)
        case .danglingLink: #expect(symlink(folder.path("missing/x"), path) == 0)
        case .linkToFIFO:
            #expect(mkfifo(folder.path("pipe"), 0o644) == 0)
            #expect(symlink(folder.path("pipe"), path) == 0)
        case .device:
            // The node of /dev/null (1, 3), made inside the temporary folder.
            #expect(mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
        }
        let before = FileSystem.kind(path)
        #expect(before != nil)
        #expect(throws: FileWriteError.self) { try AtomicFile.write("x", to: path) }
        #expect(FileSystem.kind(path) == before)
        #expect(folder.names().allSatisfy { !$0.hasSuffix(".tmp") })
    }

    /// Making a device node needs root; elsewhere this case is disabled with that reason, not passed without a check.
    @Test("a device node at the destination is refused and left as it was",
          .enabled(if: geteuid() == 0, "making a device node (mknod) needs root"))
    func refusesADevice() throws {
        try refusesWhatIsNotAFile(.device)
    }
}
