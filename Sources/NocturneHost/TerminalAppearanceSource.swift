import NocturneSupport
import NocturneColor

/// The terminal's background color, asked with OSC 11 and bounded by a DA1 query, else `COLORFGBG`.
///
/// The query is `ESC ] 11 ; ? BEL` then `ESC [ c`. Almost every terminal answers DA1, so when its
/// answer arrives the exchange is over: a terminal without OSC 11 costs one round trip, not a
/// timeout. A terminal that answers nothing is given up on after ``timeoutMilliseconds``. The
/// terminal's mode is restored on every path, and input still pending then is discarded, so no
/// reply leaks into the shell. A Ctrl-C during the query restores the mode, then is delivered as SIGINT.
public struct TerminalAppearanceSource: AppearanceSource {
    /// The descriptor replies are read from (standard input by default).
    public var input: Int32
    /// The descriptor the query is written to (standard output by default).
    public var output: Int32
    /// The hard upper bound on waiting for the terminal, in milliseconds.
    public var timeoutMilliseconds: Int
    /// The environment (`COLORFGBG` is read from it).
    public var environment: [String: String]

    /// Creates a source.
    ///
    /// - Parameters:
    ///   - input: Standard input by default.
    ///   - output: Standard output by default.
    ///   - timeoutMilliseconds: 100 by default.
    ///   - environment: The process's environment by default.
    public init(input: Int32 = 0, output: Int32 = 1, timeoutMilliseconds: Int = 100, environment: [String: String] = ProcessEnvironment.current) {
        self.input = input
        self.output = output
        self.timeoutMilliseconds = timeoutMilliseconds
        self.environment = environment
    }

    /// The background color the terminal reports.
    ///
    /// - Throws: ``AppearanceSourceError/notATerminal``, ``AppearanceSourceError/terminalDoesNotReportBackground``,
    ///   ``AppearanceSourceError/noTerminalAnswer(milliseconds:)`` or ``AppearanceSourceError/interrupted``.
    public func queryBackground() throws(AppearanceSourceError) -> ColorValue {
        guard isatty(input) == 1, isatty(output) == 1 else { throw .notATerminal }
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { throw .notATerminal }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSANOW, &raw) == 0 else { throw .notATerminal }

        var bytes: [UInt8] = []
        var reply = TerminalReply([])
        var answered = false
        defer {
            // On a timeout a late reply may still be on its way: discard what has arrived, and restore.
            if !answered { _ = tcflush(input, TCIFLUSH) }
            _ = tcsetattr(input, TCSAFLUSH, &saved)
            if reply.sawInterrupt { kill(getpid(), SIGINT) }
        }
        let query: [UInt8] = Array("\u{1B}]11;?\u{07}\u{1B}[c".utf8)
        var written = 0
        while written < query.count {
            let count = query[written...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw .notATerminal }
            written += count
        }

        let deadline = MonotonicClock.deadline(afterMilliseconds: timeoutMilliseconds)
        var chunk = [UInt8](repeating: 0, count: 256)
        while true {
            var entry = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, MonotonicClock.remainingMilliseconds(until: deadline))
            if ready < 0, errno == EINTR { continue }
            if ready <= 0 { break }
            let count = chunk.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            reply = TerminalReply(bytes)
            if reply.sawInterrupt { throw .interrupted }
            if reply.sawDeviceAttributes { answered = true; break }
            if bytes.count > 4096 { break }
        }
        if let background = reply.background { return background }
        if reply.sawDeviceAttributes { throw .terminalDoesNotReportBackground }
        throw .noTerminalAnswer(milliseconds: timeoutMilliseconds)
    }

    /// What the terminal says: dark when its background's luminance is below mid-gray's, else `COLORFGBG`.
    ///
    /// - Throws: ``AppearanceSourceError/notATerminal`` when standard input or output is not a terminal;
    ///   the query's error when neither the terminal nor `COLORFGBG` tells.
    public func read() throws(AppearanceSourceError) -> SystemAppearance {
        do {
            let background = try queryBackground()
            return SystemAppearance(colorScheme: TerminalReply.isDark(background) ? .dark : .light, source: .terminal)
        } catch {
            if case .notATerminal = error { throw error }
            if case .interrupted = error { throw error }
            if let value = environment["COLORFGBG"], let scheme = TerminalReply.colorFGBG(value) {
                return SystemAppearance(colorScheme: scheme, source: .colorfgbg)
            }
            throw error
        }
    }

    /// What the terminal says now.
    ///
    /// - Throws: ``AppearanceSourceError``.
    public func current() async throws(AppearanceSourceError) -> SystemAppearance {
        let source = self
        return try await HostThread.run { () throws(AppearanceSourceError) in try source.read() }
    }
}
