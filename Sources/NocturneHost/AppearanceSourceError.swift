/// Why a source could not say what the system's appearance is; each case says what was tried.
public enum AppearanceSourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `DBUS_SESSION_BUS_ADDRESS` is unset and `$XDG_RUNTIME_DIR/bus` does not exist.
    case noSessionBus
    /// The bus address has no transport this client speaks (only `unix:path=` and `unix:abstract=`).
    case unsupportedAddress(String)
    /// The bus's socket could not be reached.
    case cannotConnect(address: String, reason: String)
    /// The bus refused or garbled the SASL EXTERNAL exchange.
    case authenticationFailed(address: String, reply: String)
    /// Nothing answered in time.
    case timedOut(waitingFor: String, milliseconds: Int)
    /// The peer closed the connection.
    case connectionClosed(while: String)
    /// A message from the bus was malformed.
    case malformedMessage(DBusDecodingError)
    /// A method call came back as a D-Bus error.
    case remoteError(method: String, name: String, message: String)
    /// No desktop portal with a Settings interface is on the bus.
    case noPortal(reason: String)
    /// A setting has a type other than the one the portal documents.
    case unexpectedValue(key: String, type: String, expected: String)
    /// An environment variable holds a value this source does not understand.
    case invalidEnvironment(variable: String, value: String, expected: String)
    /// A helper command (`gsettings`) could not be run or failed.
    case commandFailed(command: String, reason: String)
    /// A settings file could not be read.
    case unreadableFile(path: String, reason: String)
    /// Standard input or standard output is not a terminal, so the terminal cannot be asked.
    case notATerminal
    /// The terminal answered neither the background query nor the device attributes query.
    case noTerminalAnswer(milliseconds: Int)
    /// The terminal answered the device attributes query but not the background query.
    case terminalDoesNotReportBackground
    /// The user interrupted the query (Ctrl-C); the terminal's mode was restored.
    case interrupted
    /// No source gave an answer; each attempt and why it failed, in order.
    case nothingAnswered([String])

    /// What went wrong, in one sentence.
    ///
    /// What it quotes from outside (an environment value, a path, a bus's reply, a helper's output) has its control
    /// characters written as escapes (`\u{1B}`), so that an error message cannot drive the terminal it is shown on.
    public var description: String { rawDescription.escapingControlCharacters() }

    private var rawDescription: String {
        switch self {
        case .noSessionBus:
            "no session bus: DBUS_SESSION_BUS_ADDRESS is not set and $XDG_RUNTIME_DIR/bus does not exist"
        case .unsupportedAddress(let address):
            "unsupported D-Bus address '\(address)' (only unix:path= and unix:abstract= are supported)"
        case .cannotConnect(let address, let reason):
            "cannot connect to the session bus at '\(address)': \(reason)"
        case .authenticationFailed(let address, let reply):
            "the session bus at '\(address)' refused authentication (EXTERNAL): \(reply)"
        case .timedOut(let what, let milliseconds):
            "timed out after \(milliseconds) ms waiting for \(what)"
        case .connectionClosed(let what):
            "the session bus closed the connection while \(what)"
        case .malformedMessage(let error):
            error.description
        case .remoteError(let method, let name, let message):
            "\(method) failed: \(name)" + (message.isEmpty ? "" : ": \(message)")
        case .noPortal(let reason):
            "no desktop portal Settings interface: \(reason)"
        case .unexpectedValue(let key, let type, let expected):
            "the portal's '\(key)' has type '\(type)', expected '\(expected)'"
        case .invalidEnvironment(let variable, let value, let expected):
            "\(variable)='\(value)' is not understood; expected \(expected)"
        case .commandFailed(let command, let reason):
            "'\(command)' failed: \(reason)"
        case .unreadableFile(let path, let reason):
            "cannot read \(path): \(reason)"
        case .notATerminal:
            "standard input and standard output are not both a terminal"
        case .noTerminalAnswer(let milliseconds):
            "the terminal answered nothing within \(milliseconds) ms"
        case .terminalDoesNotReportBackground:
            "the terminal does not report its background color (it answered only the device attributes query)"
        case .interrupted:
            "interrupted"
        case .nothingAnswered(let attempts):
            "no source answered: " + attempts.joined(separator: "; ")
        }
    }
}
