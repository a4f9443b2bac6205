import NocturneSupport
import Nocturne
import NocturneHost

/// Benchmarks of NocturneHost: the D-Bus decoder, reading the portal, a signal reaching a 100,000-node tree, the terminal query.
///
/// `portal-connect-read-all` and `portal-read-all-gdbus` need `dbus-daemon`, `gdbus` and the mock portal
/// (`Tests/NocturneHostTests/Fixtures/mock_portal.py`, `/usr/bin/python3` with `python3-dbus` and `python3-gi`):
/// on first use they start a private bus and the mock (interface version 2, so `ReadAll` is used) and stop
/// them at exit. When something is missing they print `skipped:` and why, in place of the figure. After the
/// results, one line compares them (and one compares terminal detection with the bare round trip).
enum HostBenchmarks {
    /// A private bus with the mock portal, started on first use.
    final class Bus {
        let environment: [String: String]
        private let folder: String
        private var children: [pid_t] = []
        /// The mock's standard input: it quits when this closes.
        private var mockInput: Int32 = -1

        /// Starts the bus and the mock and reads the portal once; throws why not.
        init() throws(BusUnavailable) {
            guard let script = HostBenchmarks.mockScript else {
                throw BusUnavailable("the mock portal script Tests/NocturneHostTests/Fixtures/mock_portal.py is not beside the sources")
            }
            for tool in ["/usr/bin/dbus-daemon", "/usr/bin/python3"] where access(tool, X_OK) != 0 {
                throw BusUnavailable("\(tool) is not installed (apt-get install dbus-daemon python3-dbus python3-gi)")
            }
            var template = Array("/tmp/nocturne-bench-bus-XXXXXX".utf8CString)
            guard let created = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap { mkdtemp($0) } }) else {
                throw BusUnavailable("cannot create a folder in /tmp")
            }
            folder = String(cString: created)
            let socket = folder + "/bus"
            environment = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=\(socket)", "PATH": "/usr/bin:/bin"]
            // No service activation (a real portal must not answer instead of the mock); replies must be let through
            // (`<allow eavesdrop="true"/>` is the receive rule of the standard session policy).
            let configuration = """
                <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN" "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
                <busconfig><type>session</type><listen>unix:path=\(socket)</listen><auth>EXTERNAL</auth>
                <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy></busconfig>
                """
            do { try AtomicFile.write(configuration, to: folder + "/bus.conf") } catch { throw BusUnavailable("cannot write the bus configuration: \(error)") }
            guard let daemon = HostBenchmarks.spawn(["/usr/bin/dbus-daemon", "--config-file=\(folder)/bus.conf", "--nofork", "--nopidfile"]) else {
                throw BusUnavailable("dbus-daemon did not start")
            }
            children.append(daemon.pid)
            let settings = #"{"org.freedesktop.appearance": {"color-scheme": ["u", 1], "contrast": ["u", 0], "accent-color": ["(ddd)", [0.2, 0.4, 0.6]], "reduced-motion": ["u", 0]}}"#
            guard let mock = HostBenchmarks.spawn(["/usr/bin/python3", script, settings, "--version", "2"], environment: environment) else {
                throw BusUnavailable("the mock portal did not start")
            }
            children.append(mock.pid)
            mockInput = mock.input
            // The mock prints "ready" once it owns the portal's name (it connects once the bus listens).
            guard HostBenchmarks.readLine(mock.output, limitMilliseconds: 20_000) == "ready" else {
                throw BusUnavailable("the mock portal did not say ready within 20 s (is python3-dbus installed for /usr/bin/python3?)")
            }
            do {
                let appearance = try PortalAppearanceSource(environment: environment, timeoutMilliseconds: 5000).read()
                guard appearance.colorScheme == .dark, appearance.accentColor != nil else {
                    throw BusUnavailable("the mock portal's answer was read wrongly: \(appearance)")
                }
            } catch let error as BusUnavailable {
                throw error
            } catch {
                throw BusUnavailable("reading the mock portal failed: \(error)")
            }
        }

        deinit {
            if mockInput >= 0 { _ = close(mockInput) }
            for child in children {
                kill(child, SIGKILL)
                var status: Int32 = 0
                _ = waitpid(child, &status, 0)
            }
            try? FileSystem.removeTree(folder)
        }
    }

    /// Why the private bus could not be used.
    struct BusUnavailable: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    nonisolated(unsafe) static var bus: Result<Bus, BusUnavailable>?

    /// The private bus, started on the first call; the same result (or reason) after.
    static func sharedBus() -> Result<Bus, BusUnavailable> {
        if let bus { return bus }
        let started: Result<Bus, BusUnavailable>
        do { started = .success(try Bus()) } catch { started = .failure(error) }
        bus = started
        atexit { HostBenchmarks.bus = nil }
        return started
    }

    /// The mock portal script, found relative to this source file.
    static var mockScript: String? {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        let script = path + "/Tests/NocturneHostTests/Fixtures/mock_portal.py"
        return access(script, R_OK) == 0 ? script : nil
    }

    /// Starts a program with pipes on its standard input and output (standard error to /dev/null).
    static func spawn(_ arguments: [String], environment: [String: String] = [:]) -> (pid: pid_t, input: Int32, output: Int32)? {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        guard pipe(&input) == 0, pipe(&output) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for descriptor in input + output { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
        _ = close(input[0])
        _ = close(output[1])
        guard status == 0 else {
            _ = close(input[1])
            _ = close(output[0])
            return nil
        }
        return (pid, input[1], output[0])
    }

    /// The first line a descriptor gives within a time limit, or `nil`.
    static func readLine(_ descriptor: Int32, limitMilliseconds: Int) -> String? {
        let deadline = nanoseconds() + Double(limitMilliseconds) * 1e6
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while nanoseconds() < deadline {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, Int32(max(1, (deadline - nanoseconds()) / 1e6))) > 0, read(descriptor, &byte, 1) == 1 else { continue }
            if byte == 0x0A { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
        return nil
    }

    /// Processor time the calling thread has used, in nanoseconds.
    static func threadProcessorNanoseconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
    }

    static func nanoseconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
    }

    /// `1234 µs` for a figure in nanoseconds, with three significant decimals below 100.
    static func microseconds(_ nanoseconds: Double) -> String { "\(BenchmarkOutput.format(nanoseconds / 1000)) µs" }

    static let gdbusArguments = [
        "call", "--session", "--dest", "org.freedesktop.portal.Desktop", "--object-path", "/org/freedesktop/portal/desktop",
        "--method", "org.freedesktop.portal.Settings.ReadAll", "['org.freedesktop.appearance', 'org.gnome.desktop.a11y.interface']",
    ]

    static func register(into registry: inout BenchmarkRegistry) {
        let reply = HostBenchmarkHooks.readAllReply
        registry.add("dbus-decode-read-all-reply") { iterations in
            var total = 0
            for _ in 0..<iterations { total &+= HostBenchmarkHooks.decodeReadAll(reply) }
            blackHole(total)
        }

        // A SettingChanged signal written to a socket, read, decoded and applied to the 100,000-node tree
        // of AppearanceBenchmarks (1,000 observers): the time from the signal's arrival to the tree updated.
        registry.add("portal-signal-to-tree-100k") { iterations in
            let fixture = AppearanceBenchmarks.tree()
            guard let loopback = HostBenchmarkHooks.SignalLoopback() else { return }
            for index in 0..<iterations {
                loopback.send(colorScheme: index & 1 == 0 ? 1 : 2)
                if let appearance = loopback.receive() { fixture.system.apply(appearance) }
            }
        }

        // The bare round trip through a pseudo-terminal whose far end (a thread) echoes at once, and the terminal
        // query against the same far end answering OSC 11 + DA1 at once: the difference is the query's own cost.
        let noTerminal = { PseudoTerminal.shared == nil ? "cannot open a pseudo-terminal (/dev/ptmx)" : nil }
        registry.add("terminal-round-trip", unavailable: noTerminal) { iterations in
            guard let terminal = PseudoTerminal.shared else { return }
            for _ in 0..<iterations { terminal.ping() }
        }
        registry.add("terminal-detect", unavailable: noTerminal) { iterations in
            guard let terminal = PseudoTerminal.shared else { return }
            let source = TerminalAppearanceSource(input: terminal.slave, output: terminal.slave, timeoutMilliseconds: 1000, environment: [:])
            var dark = 0
            for _ in 0..<iterations {
                // The slowest detection is kept with the processor time this thread spent in it: a slow one whose
                // processor time is ordinary waited (for the answering thread or the kernel's pty worker to run).
                let wall = nanoseconds()
                let processor = threadProcessorNanoseconds()
                if (try? source.read())?.colorScheme == .dark { dark += 1 }
                let elapsed = nanoseconds() - wall
                if elapsed > terminal.slowest.wall { terminal.slowest = (elapsed, threadProcessorNanoseconds() - processor) }
            }
            if dark != iterations { BenchmarkOutput.warn("terminal-detect: \(iterations - dark) of \(iterations) detections did not read the dark background") }
        }
        registry.compare(["terminal-round-trip", "terminal-detect"]) { figures in
            let overhead: Double = figures[1] - figures[0]
            let slowest: (wall: Double, processor: Double) = PseudoTerminal.shared?.slowest ?? (0, 0)
            let verdict = overhead <= 1_000_000 ? "met" : "NOT met"
            let summary = "terminal-detect: detection \(microseconds(figures[1])) = round trip \(microseconds(figures[0])) + \(microseconds(overhead))"
            let slowestText = "slowest single detection \(microseconds(slowest.wall)), of which \(microseconds(slowest.processor)) processor time in this thread"
            return "\(summary) (goal: round trip + at most 1000 µs: \(verdict)); \(slowestText)"
        }

        let noBus: () -> String? = {
            if case .failure(let reason) = sharedBus() { return reason.description }
            return nil
        }
        registry.add("portal-connect-read-all", unavailable: noBus) { iterations in
            guard case .success(let bus) = sharedBus() else { return }
            let source = PortalAppearanceSource(environment: bus.environment, timeoutMilliseconds: 2000)
            var failures = 0
            for _ in 0..<iterations where (try? source.read()) == nil { failures += 1 }
            if failures > 0 { BenchmarkOutput.warn("portal-connect-read-all: \(failures) of \(iterations) reads failed") }
        }
        registry.add("portal-read-all-gdbus", unavailable: {
            if let reason = noBus() { return reason }
            guard case .success(let bus) = sharedBus() else { return nil }
            do { _ = try HostBenchmarkHooks.run("gdbus", gdbusArguments, environment: bus.environment) } catch { return "\(error) (apt-get install libglib2.0-bin)" }
            return nil
        }) { iterations in
            guard case .success(let bus) = sharedBus() else { return }
            for _ in 0..<iterations { blackHole(try? HostBenchmarkHooks.run("gdbus", gdbusArguments, environment: bus.environment)) }
        }
        registry.compare(["portal-connect-read-all", "portal-read-all-gdbus"]) { figures in
            let ours = figures[0]
            let gdbus = figures[1]
            let ratio = gdbus / ours
            let met = ours <= 2_000_000 && ratio >= 5
            return "portal-read-all: nocturne connect+auth+ReadAll \(microseconds(ours)), `gdbus call` \(microseconds(gdbus)): "
                + "\(BenchmarkOutput.format(ratio))× faster (goal: at most 2000 µs and at least 5×: \(met ? "met" : "NOT met"))"
        }
    }
}

/// A pseudo-terminal whose far end answers OSC 11 + DA1 with a dark background, and echoes a ping.
final class PseudoTerminal {
    let master: Int32
    let slave: Int32
    /// The slowest detection measured so far: wall time and the processor time the measuring thread spent in it.
    var slowest: (wall: Double, processor: Double) = (0, 0)

    nonisolated(unsafe) static let shared = PseudoTerminal()

    init?() {
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0 else { return nil }
        slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else { return nil }
        var raw = termios()
        tcgetattr(slave, &raw)
        cfmakeraw(&raw)
        tcsetattr(slave, TCSANOW, &raw)
        let master = self.master
        var thread = pthread_t()
        let box = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        box.pointee = master
        pthread_create(&thread, nil, { argument in
            guard let argument else { return nil }
            let master = argument.assumingMemoryBound(to: Int32.self).pointee
            let reply = Array("\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{07}\u{1B}[?62;22c".utf8)
            var chunk = [UInt8](repeating: 0, count: 256)
            while true {
                let count = read(master, &chunk, chunk.count)
                guard count > 0 else { return nil }
                if chunk[count - 1] == UInt8(ascii: "c") {
                    _ = reply.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
                } else {
                    _ = write(master, &chunk, count)
                }
            }
        }, box)
    }

    /// One byte to the far end and back.
    func ping() {
        var byte: UInt8 = UInt8(ascii: "p")
        _ = write(slave, &byte, 1)
        _ = read(slave, &byte, 1)
    }
}
