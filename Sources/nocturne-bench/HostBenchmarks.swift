import NocturneSupport
import Nocturne
import NocturneHost

/// Benchmarks of NocturneHost: the D-Bus decoder, reading the portal, a signal reaching a 100,000-node tree, the terminal query.
///
/// `portal-connect-read-all` and `portal-read-all-gdbus` need `dbus-daemon` and the mock portal
/// (`Tests/NocturneHostTests/Fixtures/mock_portal.py`, `python3-dbus`, `python3-gi`): the fixture
/// starts a private bus and the mock (interface version 2) and stops them at exit; without them
/// those two are not registered and a message says why. The gdbus benchmark prints the ratio of
/// the two to standard error (`portal-read-all-ratio`).
enum HostBenchmarks {
    /// A private bus with the mock portal, started on first use.
    final class Bus {
        let environment: [String: String]
        private let daemon: pid_t
        private let mock: pid_t
        var nocturneNanoseconds: (total: Double, count: Double) = (0, 0)

        init?() {
            guard let script = HostBenchmarks.mockScript else { return nil }
            let folder = "/tmp/nocturne-bench-bus-\(getpid())"
            mkdir(folder, 0o700)
            let config = folder + "/bus.conf"
            let text = """
                <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN" "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
                <busconfig><type>session</type><listen>unix:path=\(folder)/bus</listen><auth>EXTERNAL</auth>
                <policy context="default"><allow send_destination="*"/><allow own="*"/></policy></busconfig>
                """
            guard let file = fopen(config, "w") else { return nil }
            fputs(text, file)
            fclose(file)
            guard let daemon = HostBenchmarks.spawn(["/usr/bin/dbus-daemon", "--config-file=\(config)", "--nofork", "--nopidfile"], environment: [:]) else { return nil }
            self.daemon = daemon
            let address = "unix:path=\(folder)/bus"
            for _ in 0..<200 where access(folder + "/bus", F_OK) != 0 { usleep(10_000) }
            environment = ["DBUS_SESSION_BUS_ADDRESS": address, "PATH": "/usr/bin:/bin"]
            let settings = #"{"org.freedesktop.appearance": {"color-scheme": ["u", 1], "contrast": ["u", 0], "accent-color": ["(ddd)", [0.2, 0.4, 0.6]], "reduced-motion": ["u", 0]}}"#
            guard let mock = HostBenchmarks.spawn(["/usr/bin/python3", script, settings, "--version", "2"], environment: environment, stdinOpen: true) else {
                kill(daemon, SIGKILL)
                return nil
            }
            self.mock = mock
            // Ready when the portal answers.
            for _ in 0..<300 {
                if (try? PortalAppearanceSource(environment: environment, timeoutMilliseconds: 1000).read()) != nil { return }
                usleep(10_000)
            }
            BenchmarkOutput.warn("the mock portal did not answer; portal benchmarks measure errors")
        }

        deinit {
            kill(mock, SIGKILL)
            kill(daemon, SIGKILL)
        }
    }

    nonisolated(unsafe) static var bus: Bus?
    nonisolated(unsafe) static var busTried = false

    static func sharedBus() -> Bus? {
        if !busTried {
            busTried = true
            bus = Bus()
            atexit { HostBenchmarks.bus = nil }
        }
        return bus
    }

    /// The mock portal script, found relative to this source file.
    static var mockScript: String? {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        let script = path + "/Tests/NocturneHostTests/Fixtures/mock_portal.py"
        guard access(script, R_OK) == 0, access("/usr/bin/dbus-daemon", X_OK) == 0, access("/usr/bin/python3", X_OK) == 0 else { return nil }
        return script
    }

    static func spawn(_ arguments: [String], environment: [String: String], stdinOpen: Bool = false) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if stdinOpen {
            // The mock quits at end of input: give it a pipe whose write end stays open in this process.
            var descriptors: [Int32] = [0, 0]
            if pipe(&descriptors) == 0 { posix_spawn_file_actions_adddup2(&actions, descriptors[0], 0) }
        }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, nil, argv, envp) == 0 else { return nil }
        return pid
    }

    static func nanoseconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
    }

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

        // The terminal query against a pseudo-terminal whose far end (a thread) answers at once, next to the
        // bare round trip through the same pseudo-terminal: the difference is the query's own cost.
        registry.add("terminal-detect") { iterations in
            guard let terminal = PseudoTerminal.shared else { return }
            let source = TerminalAppearanceSource(input: terminal.slave, output: terminal.slave, timeoutMilliseconds: 1000, environment: [:])
            let start = nanoseconds()
            for _ in 0..<iterations { blackHole(try? source.read()) }
            terminal.detect = (terminal.detect.total + nanoseconds() - start, terminal.detect.count + Double(iterations))
        }
        registry.add("terminal-round-trip") { iterations in
            guard let terminal = PseudoTerminal.shared else { return }
            let start = nanoseconds()
            for _ in 0..<iterations { terminal.ping() }
            let trip = (nanoseconds() - start) / Double(iterations)
            if terminal.detect.count > 0 {
                let detect = terminal.detect.total / terminal.detect.count
                BenchmarkOutput.warn("terminal-detect-overhead: detection \(Int(detect / 1000)) µs = round trip \(Int(trip / 1000)) µs + \(Int((detect - trip) / 1000)) µs")
            }
        }

        guard mockScript != nil else {
            BenchmarkOutput.warn("portal-connect-read-all and portal-read-all-gdbus skipped: need dbus-daemon, /usr/bin/python3 with python3-dbus and python3-gi")
            return
        }
        registry.add("portal-connect-read-all") { iterations in
            guard let bus = sharedBus() else { return }
            let source = PortalAppearanceSource(environment: bus.environment, timeoutMilliseconds: 2000)
            let start = nanoseconds()
            for _ in 0..<iterations { blackHole(try? source.read()) }
            bus.nocturneNanoseconds.total += nanoseconds() - start
            bus.nocturneNanoseconds.count += Double(iterations)
        }
        registry.add("portal-read-all-gdbus") { iterations in
            guard let bus = sharedBus() else { return }
            let arguments = [
                "call", "--session", "--dest", "org.freedesktop.portal.Desktop", "--object-path", "/org/freedesktop/portal/desktop",
                "--method", "org.freedesktop.portal.Settings.ReadAll", "['org.freedesktop.appearance', 'org.gnome.desktop.a11y.interface']",
            ]
            let start = nanoseconds()
            for _ in 0..<iterations { blackHole(HostBenchmarkHooks.run("gdbus", arguments, environment: bus.environment)) }
            let gdbus = (nanoseconds() - start) / Double(iterations)
            let ours = bus.nocturneNanoseconds
            if ours.count > 0 {
                let nocturne = ours.total / ours.count
                BenchmarkOutput.warn(
                    "portal-read-all-ratio: gdbus call \(Int(gdbus / 1000)) µs, nocturne connect+auth+read \(Int(nocturne / 1000)) µs: "
                        + "\(Int((gdbus / nocturne).rounded()))× faster")
            }
        }
    }
}

/// A pseudo-terminal whose far end answers OSC 11 + DA1 with a dark background, and echoes a ping.
final class PseudoTerminal {
    let master: Int32
    let slave: Int32
    var detect: (total: Double, count: Double) = (0, 0)

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
