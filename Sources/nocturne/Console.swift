import NocturneSupport

/// The real process's standard streams, for `main.swift`.
///
/// Standard output is buffered (64 KiB) and flushed before anything goes to standard error and at the
/// end, so long JSON Lines output does not cost a system call per line; standard error is unbuffered.
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
            standardInputIsTerminal: Self.isTerminal(0), standardInput: { Self.readAll(0) },
            output: { [self] text in
                buffer.append(contentsOf: text.utf8)
                if buffer.count >= 1 << 16 { flush() }
            },
            error: { [self] text in
                flush()
                Self.writeAll(2, Array(text.utf8))
            })
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

    private static func readAll(_ descriptor: Int32) -> String {
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            data.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: data, as: UTF8.self)
    }
}
