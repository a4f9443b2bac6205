import Foundation

/// Runs a program found on `PATH` from a test and collects what it printed: the one process runner the suites share.
public enum ExternalCommand {
    /// Runs `arguments[0]` (looked up on `PATH` through `/usr/bin/env`) with the rest as its arguments, to the end.
    ///
    /// - Parameter arguments: The program and its arguments, e.g. `["swiftc", "-typecheck", file]`.
    /// - Returns: The exit status and the combined standard output and standard error.
    /// - Throws: When the program cannot be started.
    public static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
