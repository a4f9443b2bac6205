import Testing
@testable import nocturne

@Suite("AppearanceCommand")
struct AppearanceCommandTests {
    @Test("the environment override answers, in text and JSON", arguments: [
        (["NOCTURNE_COLOR_SCHEME": "dark"], [String](),
         "colorScheme: dark, contrast: standard, accent: none, reducedMotion: false, source: environment\n"),
        (["NOCTURNE_COLOR_SCHEME": "light", "NOCTURNE_CONTRAST": "more"], ["--json"],
         #"{"colorScheme":"light","contrast":"increased","accent":null,"reducedMotion":false,"source":"environment"}"# + "\n"),
        ([:], ["--source", "environment", "--json"],
         #"{"colorScheme":"no-preference","contrast":"standard","accent":null,"reducedMotion":false,"source":"environment"}"# + "\n"),
    ])
    func environment(_ environment: [String: String], _ extra: [String], _ expected: String) {
        let result = Tool.run(["appearance"] + extra, environment: environment)
        #expect(result.status == .success)
        #expect(result.standardOutput == expected)
    }

    @Test("errors say what was tried and exit 1", arguments: [
        (["NOCTURNE_COLOR_SCHEME": "purple"], [String](),
         "Error: NOCTURNE_COLOR_SCHEME='purple' is not understood; expected light, dark or no-preference\n"),
        ([:], ["--source", "portal"],
         "Error: no session bus: DBUS_SESSION_BUS_ADDRESS is not set and $XDG_RUNTIME_DIR/bus does not exist\n"),
        (["DBUS_SESSION_BUS_ADDRESS": "tcp:host=localhost,port=1"], ["--source", "portal"],
         "Error: unsupported D-Bus address 'tcp:host=localhost,port=1' (only unix:path= and unix:abstract= are supported)\n"),
    ])
    func errors(_ environment: [String: String], _ extra: [String], _ expected: String) {
        let result = Tool.run(["appearance"] + extra, environment: environment)
        #expect(result.status == .failure)
        #expect(result.standardError == expected)
        #expect(result.standardOutput.isEmpty)
    }

    @Test("--terminal-timeout takes whole milliseconds from 1 to 60000", arguments: ["0", "60001", "fast"])
    func terminalTimeout(_ value: String) {
        let result = Tool.run(["appearance", "--source", "terminal", "--terminal-timeout", value])
        #expect(result.status == .usage)
        #expect(result.standardError.hasPrefix("Error: invalid value '\(value)' for '--terminal-timeout'"))
    }

    @Test("a mistyped source gets a suggestion and exit 64")
    func usage() {
        let result = Tool.run(["appearance", "--source", "portl"])
        #expect(result.status == .usage)
        #expect(result.standardError.hasPrefix("Error: invalid value 'portl' for '--source'; did you mean 'portal'?"))
    }
}
