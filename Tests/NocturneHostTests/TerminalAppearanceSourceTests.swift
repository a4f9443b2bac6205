import Foundation
import NocturneColor
import Testing

@testable import NocturneHost

/// A pseudo-terminal whose far end is scripted: it reads the query, then answers (or not) as told.
final class ScriptedTerminal: @unchecked Sendable {
    let master: Int32
    let slave: Int32
    private(set) var received: [UInt8] = []
    private let done = DispatchSemaphore(value: 0)

    init() throws {
        // posix_openpt and friends are not imported into Swift; /dev/ptmx with TIOCSPTLCK and TIOCGPTN is the same thing.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0 else {
            throw TestFailure("no pseudo-terminal")
        }
        slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw TestFailure("cannot open the pseudo-terminal's slave") }
    }

    /// Starts the far end: waits for the query (`expect` bytes), sleeps `delay` ms, writes `reply`.
    func answer(_ reply: [UInt8], afterMilliseconds delay: Int = 0, expect: Int = 10) {
        let master = self.master
        Thread { [self] in
            var got: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 256)
            while got.count < expect {
                var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&entry, 1, 5000) > 0 else { break }
                let count = read(master, &chunk, chunk.count)
                guard count > 0 else { break }
                got.append(contentsOf: chunk[0..<count])
            }
            received = got
            if delay > 0 { usleep(useconds_t(delay * 1000)) }
            if !reply.isEmpty { _ = reply.withUnsafeBytes { write(master, $0.baseAddress, $0.count) } }
            done.signal()
        }.start()
    }

    func waitForScript() { _ = done.wait(timeout: .now() + 10) }

    /// Bytes waiting on the slave side right now (what would leak into a shell).
    func pendingInput() -> [UInt8] {
        var pending: Int32 = 0
        _ = ioctl(slave, UInt(FIONREAD), &pending)
        return Array(repeating: 0, count: Int(pending))
    }

    func mode() -> termios {
        var mode = termios()
        tcgetattr(slave, &mode)
        return mode
    }

    deinit {
        close(slave)
        close(master)
    }
}

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
private let da1 = "\u{1B}[?62;22c"

private func sameMode(_ first: termios, _ second: termios) -> Bool {
    first.c_lflag == second.c_lflag && first.c_iflag == second.c_iflag && first.c_oflag == second.c_oflag
        && withUnsafeBytes(of: first.c_cc) { a in withUnsafeBytes(of: second.c_cc) { b in a.elementsEqual(b) } }
}

@Suite("TerminalAppearanceSource through a pseudo-terminal", .serialized)
struct TerminalAppearanceSourceTests {
    @Test("each OSC 11 reply form is read; dark below mid-gray's luminance", arguments: [
        ("\u{1B}]11;rgb:0000/0000/0000\u{07}", SystemColorScheme.dark),
        ("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", .light),
        ("\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{1B}\\", .dark),
        ("\u{1B}]11;rgb:f/f/f\u{07}", .light),
        ("\u{1B}]11;rgb:80/80/80\u{07}", .light),
        ("\u{1B}]11;rgb:7f/7f/7f\u{07}", .dark),
        ("\u{1B}]11;rgb:fdf/f6e/e3e\u{07}", .light),
        ("\u{1B}]11;rgba:2828/2c2c/3434/ffff\u{07}", .dark),
        ("\u{1B}]11;RGB:FFFF/FFFF/FFFF\u{07}", .light),
    ])
    func replyForms(_ reply: String, _ expected: SystemColorScheme) throws {
        let terminal = try ScriptedTerminal()
        let before = terminal.mode()
        terminal.answer(bytes(reply + da1))
        let source = TerminalAppearanceSource(input: terminal.slave, output: terminal.slave, timeoutMilliseconds: 2000, environment: [:])
        let appearance = try source.read()
        terminal.waitForScript()
        #expect(appearance == SystemAppearance(colorScheme: expected, source: .terminal))
        #expect(terminal.received == bytes("\u{1B}]11;?\u{07}\u{1B}[c"))
        #expect(sameMode(terminal.mode(), before))
        #expect(terminal.pendingInput().isEmpty)
    }

    @Test("an 8-bit OSC reply (0x9D … 0x9C) is read too")
    func eightBit() throws {
        let terminal = try ScriptedTerminal()
        terminal.answer([0x9D] + bytes("11;rgb:0000/0000/0000") + [0x9C] + bytes(da1))
        let source = TerminalAppearanceSource(input: terminal.slave, output: terminal.slave, timeoutMilliseconds: 2000, environment: [:])
        #expect(try source.read().colorScheme == .dark)
    }

    static let parserCases: [(String, ColorValue?)] = [
        ("rgb:ffff/8000/0000", ColorValue.srgb(1, 32768.0 / 65535, 0)),
        ("rgb:f/8/0", ColorValue.srgb(1, 8.0 / 15, 0)),
        ("rgb:fff/800/000", ColorValue.srgb(1, 2048.0 / 4095, 0)),
        ("rgba:ff/80/00/ff", ColorValue.srgb(1, 128.0 / 255, 0)),
        ("rgb:fffff/0/0", nil),
        ("rgb:ff/80", nil),
        ("rgb:gg/00/00", nil),
        ("#ffffff", nil),
        ("rgba:ff/80/00", nil),
    ]

    @Test("reply parser: 1–4 hex digits scale by their count; malformed replies are not colors", arguments: parserCases)
    func parser(_ text: String, _ expected: ColorValue?) {
        #expect(TerminalReply.parseColor(text) == expected)
    }

    @Test("a terminal that answers only DA1 is done at once; COLORFGBG is the fallback")
    func deviceAttributesOnly() throws {
        let terminal = try ScriptedTerminal()
        terminal.answer(bytes(da1))
        let source = TerminalAppearanceSource(input: terminal.slave, output: terminal.slave, timeoutMilliseconds: 10_000, environment: [:])
        #expect(throws: AppearanceSourceError.terminalDoesNotReportBackground) { try source.queryBackground() }
        terminal.waitForScript()

        let again = try ScriptedTerminal()
        again.answer(bytes(da1))
        let fallback = TerminalAppearanceSource(input: again.slave, output: again.slave, timeoutMilliseconds: 10_000, environment: ["COLORFGBG": "15;0"])
        #expect(try fallback.read() == SystemAppearance(colorScheme: .dark, source: .colorfgbg))
    }

    @Test("a terminal that answers nothing is given up on at the timeout, its mode restored")
    func silent() throws {
        let terminal = try ScriptedTerminal()
        let before = terminal.mode()
        terminal.answer([])
        let source = TerminalAppearanceSource(input: terminal.slave, output: terminal.slave, timeoutMilliseconds: 50, environment: [:])
        #expect(throws: AppearanceSourceError.noTerminalAnswer(milliseconds: 50)) { try source.read() }
        #expect(sameMode(terminal.mode(), before))
    }

    @Test("a slow terminal within the bound is heard; a reply cut off by the timeout is discarded, not leaked")
    func slow() throws {
        let terminal = try ScriptedTerminal()
        terminal.answer(bytes("\u{1B}]11;rgb:0000/0000/0000\u{07}" + da1), afterMilliseconds: 40)
        let patient = TerminalAppearanceSource(input: terminal.slave, output: terminal.slave, timeoutMilliseconds: 3000, environment: [:])
        #expect(try patient.read().colorScheme == .dark)

        let late = try ScriptedTerminal()
        late.answer(bytes("\u{1B}]11;rgb:0000/00"), afterMilliseconds: 0)
        let hasty = TerminalAppearanceSource(input: late.slave, output: late.slave, timeoutMilliseconds: 200, environment: [:])
        late.waitForScript()
        #expect(throws: AppearanceSourceError.noTerminalAnswer(milliseconds: 200)) { try hasty.read() }
        #expect(late.pendingInput().isEmpty)
    }

    @Test("Ctrl-C during the query restores the mode and is reported")
    func interrupt() throws {
        let terminal = try ScriptedTerminal()
        let before = terminal.mode()
        let previous = signal(SIGINT, SIG_IGN)
        defer { signal(SIGINT, previous) }
        terminal.answer([0x03])
        let source = TerminalAppearanceSource(input: terminal.slave, output: terminal.slave, timeoutMilliseconds: 5000, environment: [:])
        #expect(throws: AppearanceSourceError.interrupted) { try source.read() }
        #expect(sameMode(terminal.mode(), before))
    }

    @Test("not a terminal: nothing is written, and the source says so")
    func notATerminal() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        defer { close(descriptors[0]); close(descriptors[1]) }
        let source = TerminalAppearanceSource(input: descriptors[0], output: descriptors[1], environment: ["COLORFGBG": "0;15"])
        #expect(throws: AppearanceSourceError.notATerminal) { try source.read() }
        var pending: Int32 = 0
        _ = ioctl(descriptors[0], UInt(FIONREAD), &pending)
        #expect(pending == 0)
    }

    static let colorFGBGCases: [(String, SystemColorScheme?)] = [
        ("15;0", .dark), ("0;15", .light), ("0;7", .light), ("7;8", .dark), ("15;default;0", .dark),
        ("default;default", nil), ("", nil), ("1;16", nil),
    ]

    @Test("COLORFGBG: background 0–6 and 8 are dark, 7 and 9–15 light", arguments: colorFGBGCases)
    func colorFGBG(_ value: String, _ expected: SystemColorScheme?) {
        #expect(TerminalReply.colorFGBG(value) == expected)
    }
}
