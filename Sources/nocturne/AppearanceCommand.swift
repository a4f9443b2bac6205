import NocturneSupport
import Nocturne

/// `nocturne appearance`: what the system says about dark mode, contrast, accent color and reduced motion.
enum AppearanceCommand: Command {
    static let name = "appearance"
    static let abstract = "Show the system's appearance (dark mode, contrast, accent color, reduced motion) and follow its changes."
    static let discussion = """
        'auto' asks, in order: the environment (NOCTURNE_COLOR_SCHEME=light|dark, NOCTURNE_CONTRAST=more), \
        the XDG desktop portal over D-Bus, gsettings, KDE's kdeglobals, then the terminal's background \
        (OSC 11), and prints which one answered. --watch prints one more line per change until \
        interrupted; only the portal reports changes.

          nocturne appearance --watch --json
        """

    /// Where `--source` looks.
    enum Source: String, CaseIterable, Sendable {
        /// Every source in turn.
        case auto
        /// The XDG desktop portal only.
        case portal
        /// The terminal's background only.
        case terminal
        /// `NOCTURNE_COLOR_SCHEME` and `NOCTURNE_CONTRAST` only.
        case environment
    }

    static let source = Option.choice("source", value: "source", help: "Where to look.", default: Source.auto)
    static let watch = Option.flag("watch", help: "Print one more line per change until interrupted.")
    static let json = Option.flag("json", help: "Print JSON Lines.")
    static let terminalTimeout = Option.integer(
        "terminal-timeout", value: "milliseconds",
        help: "How long to wait for a terminal that answers nothing (default 100; a slow link may need more).", in: 1...60_000)
    static let options: [any CommandOption] = [source, watch, json, terminalTimeout]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus {
        let source = arguments[Self.source]
        let json = arguments[Self.json]
        let environment = context.environment
        let terminal = TerminalAppearanceSource(timeoutMilliseconds: arguments[Self.terminalTimeout] ?? 100, environment: environment)
        let report: (SystemAppearance) -> Void = { appearance in
            if json { context.printJSON(Self.json(appearance)) } else { context.print(Self.text(appearance)) }
            context.flush()
        }
        let portal = PortalAppearanceSource(environment: environment)
        let portalAnswers: Bool
        switch source {
        case .portal:
            portalAnswers = true
        case .auto:
            let reading = try failing { () throws(AppearanceSourceError) in
                try AutomaticAppearanceSource(environment: environment, terminalTimeoutMilliseconds: terminal.timeoutMilliseconds).read()
            }
            let appearance = reading.appearance, attempts = reading.attempts
            if appearance.source == .none {
                for attempt in attempts { context.printError("note: \(attempt)") }
            }
            guard arguments[Self.watch] else {
                report(appearance)
                return .success
            }
            portalAnswers = appearance.source == .portal
            if !portalAnswers {
                report(appearance)
                context.printError("note: the \(appearance.source.rawValue) source does not report changes; waiting until interrupted")
                waitForInterrupt()
                return .success
            }
        case .terminal:
            report(try failing { () throws(AppearanceSourceError) in try terminal.read() })
            if arguments[Self.watch] { waitForInterrupt() }
            return .success
        case .environment:
            report(try failing { () throws(AppearanceSourceError) in try EnvironmentAppearanceSource(environment: environment).read() })
            if arguments[Self.watch] { waitForInterrupt() }
            return .success
        }
        precondition(portalAnswers)
        guard arguments[Self.watch] else {
            report(try failing { () throws(AppearanceSourceError) in try portal.read() })
            return .success
        }
        guard let wakeup = InterruptWakeup.install() else { throw CommandFailure("cannot install signal handlers") }
        try failing { () throws(AppearanceSourceError) in try portal.watch(wakeup: wakeup, report: report) }
        return .success
    }

    /// Runs a source's read, turning its error into a command failure (exit 1) that says what was tried.
    private static func failing<Value>(_ body: () throws(AppearanceSourceError) -> Value) throws(CommandFailure) -> Value {
        do { return try body() } catch { throw CommandFailure(error.description) }
    }

    private static func waitForInterrupt() {
        guard let wakeup = InterruptWakeup.install() else { return }
        var entry = pollfd(fd: wakeup, events: Int16(POLLIN), revents: 0)
        while poll(&entry, 1, -1) < 0, errno == EINTR {}
    }

    /// The JSON Lines record: `{"colorScheme":…,"contrast":…,"accent":…,"reducedMotion":…,"source":…}`.
    static func json(_ appearance: SystemAppearance) -> JSONValue {
        .object([
            JSONMember("colorScheme", .string(schemeName(appearance.colorScheme))),
            JSONMember("contrast", .string(appearance.contrast.rawValue)),
            JSONMember("accent", appearance.accentColor.map { .string(ResolvedColor($0).hex) } ?? .null),
            JSONMember("reducedMotion", .bool(appearance.reducedMotion)),
            JSONMember("source", .string(appearance.source.rawValue)),
        ])
    }

    /// The text line: `colorScheme: dark, contrast: standard, accent: none, reducedMotion: false, source: portal`.
    static func text(_ appearance: SystemAppearance) -> String {
        "colorScheme: \(schemeName(appearance.colorScheme)), contrast: \(appearance.contrast.rawValue), "
            + "accent: \(appearance.accentColor.map { ResolvedColor($0).hex } ?? "none"), "
            + "reducedMotion: \(appearance.reducedMotion), source: \(appearance.source.rawValue)"
    }

    private static func schemeName(_ scheme: SystemColorScheme) -> String {
        scheme == .noPreference ? "no-preference" : scheme.rawValue
    }
}

/// SIGINT and SIGTERM made readable on a pipe, so a blocked watch ends cleanly (exit 0).
enum InterruptWakeup {
    nonisolated(unsafe) private static var writeDescriptor: Int32 = -1
    nonisolated(unsafe) private static var readDescriptor: Int32 = -1

    /// Installs the handlers once; returns the pipe's read end.
    static func install() -> Int32? {
        if readDescriptor >= 0 { return readDescriptor }
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { return nil }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
        let handler: @convention(c) (Int32) -> Void = { _ in
            var byte: UInt8 = 1
            _ = write(InterruptWakeup.writeDescriptor, &byte, 1)
        }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        // A parent may have started us with these signals blocked; a watch must hear them.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        return readDescriptor
    }
}
