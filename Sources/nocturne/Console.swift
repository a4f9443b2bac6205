import NocturneSupport

/// The real process's standard streams, for `main.swift`.
///
/// Standard output is buffered (64 KiB) and flushed before anything goes to standard error, before a
/// read of standard input that may wait, and at the end, so long JSON Lines output does not cost a
/// system call per line while each answer to a line typed or piped slowly appears at once; standard
/// error is unbuffered.
final class Console {
    private var buffer: [UInt8] = []

    /// Creates a console over file descriptors 0, 1 and 2.
    init() { buffer.reserveCapacity(1 << 16) }

    /// Whether a file descriptor is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// A context over the process's streams and environment.
    func context(environment: [String: String]) -> CommandContext {
        CommandContext(
            environment: environment, standardOutputIsTerminal: Self.isTerminal(1), standardErrorIsTerminal: Self.isTerminal(2),
            standardInputIsTerminal: Self.isTerminal(0), standardInput: StandardInput(read: { Self.readChunk(0, appendingTo: &$0) }, waiting: { [self] in flush() }),
            output: { [self] text in
                buffer.append(contentsOf: text.utf8)
                if buffer.count >= 1 << 16 { flush() }
            },
            error: { [self] text in
                flush()
                Self.writeAll(2, Array(text.utf8))
            },
            flush: { [self] in flush() })
    }

    /// Writes buffered standard output.
    func flush() {
        guard !buffer.isEmpty else { return }
        Self.writeAll(1, buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let written = write(descriptor, base + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// Reads up to 64 KiB from a file descriptor onto the end of `buffer`; returns the count, 0 at the end or on an error.
    private static func readChunk(_ descriptor: Int32, appendingTo buffer: inout [UInt8]) -> Int {
        let chunk = 1 << 16
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunk))
        var count = 0
        repeat {
            count = buffer.withUnsafeMutableBytes { raw in read(descriptor, raw.baseAddress.map { $0 + old }, chunk) }
        } while count < 0 && errno == EINTR
        buffer.removeLast(chunk - max(count, 0))
        return max(count, 0)
    }
}
