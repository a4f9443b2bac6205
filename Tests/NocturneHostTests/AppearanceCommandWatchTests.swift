import Foundation
import Testing

@Suite("nocturne appearance --watch against the mock portal",
       .enabled(if: (HostTools.hasMockPortal || HostTools.required) && HostTools.hasNocturneBinary, "needs the mock portal's tools and the nocturne binary beside the test bundle"))
struct AppearanceCommandWatchTests {
    @Test("prints the current line, one line per change, and exits 0 on SIGTERM and SIGINT", arguments: [SIGTERM, SIGINT])
    func watch(_ signal: Int32) throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let portal = try MockPortal(bus: bus, settings: ["org.freedesktop.appearance": ["color-scheme": ("u", 2)]], version: 1)
        defer { portal.stop() }
        let process = Process()
        process.executableURL = HostTools.nocturneBinary
        process.arguments = ["appearance", "--watch", "--json"]
        process.environment = bus.environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let lines = LineReader(output.fileHandleForReading)
        #expect(lines.line() == #"{"colorScheme":"light","contrast":"standard","accent":null,"reducedMotion":false,"source":"portal"}"#)
        try portal.set("org.freedesktop.appearance", "color-scheme", "u", 1)
        #expect(lines.line() == #"{"colorScheme":"dark","contrast":"standard","accent":null,"reducedMotion":false,"source":"portal"}"#)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }
}
