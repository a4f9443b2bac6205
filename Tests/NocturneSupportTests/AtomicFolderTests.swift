import Foundation
import NocturneTestSupport
import Testing
@testable import NocturneSupport

@Suite("AtomicFolder")
struct AtomicFolderTests {
    /// A process id that no process has (above the kernel's largest).
    static let deadProcess: pid_t = .max - 1

    static func files(_ version: String) -> [(path: String, contents: String)] {
        [("a.txt", "a \(version)"), ("sub/b.txt", "b \(version)"), ("sub/deep/c.txt", "c \(version)")]
    }

    @Test("a new folder is written, then replaced whole, by exchange and by the two-rename fallback; nothing is left beside it",
          arguments: [true, false])
    func replaces(allowExchange: Bool) throws {
        let parent = TemporaryFolder()
        defer { parent.remove() }
        let target = try AtomicFolder.destination(parent.path("Out"))
        #expect(!target.exists)
        try AtomicFolder.replace(target, with: Self.files("1"), allowExchange: allowExchange)
        #expect(parent.read("Out/sub/deep/c.txt") == "c 1")
        try AtomicFolder.replace(try AtomicFolder.destination(parent.path("Out")), with: [("only.txt", "2")], allowExchange: allowExchange)
        #expect(parent.names("Out") == ["only.txt"])
        #expect(parent.names() == ["Out"])
    }

    @Test("where renameat2 exists (Linux, glibc 2.28+), the exchange is used")
    func exchangeIsFound() {
        #if os(Linux) && canImport(Glibc)
        #expect(AtomicFolder.exchangeIsAvailable)
        #else
        #expect(!AtomicFolder.exchangeIsAvailable)
        #endif
    }

    @Test("paths that leave the folder are refused before anything is written", arguments: ["../x", "/etc/x", "a//b", "./a", ""])
    func refusesEscapingPaths(_ path: String) throws {
        let parent = TemporaryFolder()
        defer { parent.remove() }
        // The destination is made outside the expectation: its own refusal would be the same error type.
        let destination = try AtomicFolder.destination(parent.path("Out"))
        #expect(throws: FileWriteError.self) { try AtomicFolder.replace(destination, with: [(path, "x")]) }
        #expect(parent.names() == [])
    }

    @Test("/, the home folder, the current folder and the folders above them are never destinations")
    func protectedFolders() throws {
        let current = FileManager.default.currentDirectoryPath
        var refused = ["/", ".", current, (current as NSString).deletingLastPathComponent, "./", ".."]
        if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty { refused.append(home) }
        for path in refused {
            #expect(throws: FileWriteError.self, "\(path)") { try AtomicFolder.destination(path) }
        }
    }

    @Test("a link to a folder is followed (the link stays); a link to nothing or to a file, and a file, are refused")
    func links() throws {
        let parent = TemporaryFolder()
        defer { parent.remove() }
        try parent.write("real/old.txt", "old")
        #expect(symlink(parent.path("real"), parent.path("Out")) == 0)
        try AtomicFolder.replace(try AtomicFolder.destination(parent.path("Out")), with: [("new.txt", "new")])
        #expect(FileSystem.kind(parent.path("Out")) == S_IFLNK)
        #expect(parent.names("real") == ["new.txt"])
        #expect(symlink(parent.path("nothing"), parent.path("Dangling")) == 0)
        try parent.write("file.txt", "file")
        #expect(symlink(parent.path("file.txt"), parent.path("ToFile")) == 0)
        for name in ["Dangling", "ToFile", "file.txt"] {
            #expect(throws: FileWriteError.self, "\(name)") { try AtomicFolder.destination(parent.path(name)) }
        }
    }

    /// A leftover work folder beside `Out`, as an interrupted run leaves it.
    enum Leftover: String, CaseIterable, Sendable {
        case deadOwner, livingOwner, empty, noMarker, cutFallback
        /// Just made by a run that is still going (its name holds this process's id), before its marker is written.
        case emptyOfARunningProcess, markerCutOfARunningProcess
    }

    @Test("leftovers of interrupted runs are removed only when provably Nocturne's and abandoned; a cut fallback swap is restored",
          arguments: Leftover.allCases)
    func staleWork(_ leftover: Leftover) throws {
        let parent = TemporaryFolder()
        defer { parent.remove() }
        try AtomicFolder.replace(try AtomicFolder.destination(parent.path("Out")), with: Self.files("old"))
        let running = leftover == .emptyOfARunningProcess || leftover == .markerCutOfARunningProcess
        let work = ".Out.nocturne-\(running ? getpid() : Self.deadProcess)-5678"
        try FileManager.default.createDirectory(atPath: parent.path(work), withIntermediateDirectories: true)
        let marker = work + "/" + AtomicFolder.workMarkerName
        switch leftover {
        case .deadOwner:
            try parent.write(marker, "nocturne work folder\npid \(Self.deadProcess)\n")
            try parent.write(work + "/tree/a.txt", "half")
        case .livingOwner:
            try parent.write(marker, "nocturne work folder\npid \(getpid())\n")
            try parent.write(work + "/tree/a.txt", "half")
        case .empty, .emptyOfARunningProcess: break
        case .markerCutOfARunningProcess: try parent.write(marker, "nocturne work folder\n")
        case .noMarker: try parent.write(work + "/mine.txt", "user data")
        case .cutFallback:
            try parent.write(marker, "nocturne work folder\npid \(Self.deadProcess)\n")
            #expect(rename(parent.path("Out"), parent.path(work + "/old")) == 0)
            try parent.write(work + "/tree/a.txt", "new")
        }
        let notes = AtomicFolder.removeStaleWork(beside: try AtomicFolder.destination(parent.path("Out")))
        let kept = leftover == .livingOwner || leftover == .noMarker || running
        #expect(parent.names().contains(work) == kept)
        #expect(notes.isEmpty == kept)
        #expect(parent.read("Out/sub/deep/c.txt") == "c old")
    }
}
