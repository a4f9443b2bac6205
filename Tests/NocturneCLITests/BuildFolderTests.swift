import Foundation
import NocturneTestSupport
import Testing

/// The locator the CLI, host and type-checking tests use to find the build under test (CI's is a ThreadSanitizer build).
@Suite struct BuildFolderTests {
    @Test("the build folder holds the running test bundle, nocturne and the modules")
    func locatesTheRunningBuild() throws {
        let folder = try #require(BuildFolder.url)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("NocturnePackageTests.xctest").path))
        #expect(BuildFolder.executable("nocturne") == folder.appendingPathComponent("nocturne").path)
        #expect(BuildFolder.executable("no-such-product") == nil)
        #expect(BuildFolder.executable("Modules") == nil, "a folder is not an executable")
        #expect(FileManager.default.fileExists(atPath: try #require(BuildFolder.modules).appendingPathComponent("NocturneCLITests.swiftmodule").path))
    }
}
