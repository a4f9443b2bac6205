import NocturneSupport

/// Standard input, read as it arrives: one line at a time for colors, or whole for a file given as `-`.
///
/// Memory stays constant while lines stream: only the unread part of the last chunk is kept. Before
/// each read that may block, `waiting` runs (the console flushes standard output there), so in a pipe
/// such as `(echo red; sleep 3; echo blue) | nocturne color -` each answer appears as soon as its line
/// has been read, while bulk input, read 64 KiB at a time, flushes only once per chunk.
///
/// Standard input is held to the limit files are (``FileSystem/maximumFileSize``, 16 MB), with the same message:
/// a whole input or one line beyond it ends the reading (`nocturne audit - </dev/zero` stops at 16 MB).
final class StandardInput {
    private let read: (inout [UInt8]) -> Int
    private let waiting: () -> Void
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where the search for the next line end resumes: bytes before it hold none.
    private var scanned = 0
    /// Whether the last line ended with `\r`, so that a `\n` right after it belongs to that line end.
    private var skipsLineFeed = false
    private var finished = false
    /// Set when the input held more than ``FileSystem/maximumFileSize`` bytes as one file or one line: reading stopped there.
    private(set) var failure: FileSystem.ReadFailure?

    /// Creates a reader.
    ///
    /// - Parameters:
    ///   - read: Appends the next chunk of input to the array and returns how many bytes it added; 0 at the end.
    ///   - waiting: Called before each `read`, which may block until more input arrives.
    init(read: @escaping (inout [UInt8]) -> Int, waiting: @escaping () -> Void = {}) {
        self.read = read
        self.waiting = waiting
    }

    /// A reader over text held in memory, handed out in small chunks so that tests cross chunk boundaries.
    convenience init(text: String, chunkSize: Int = 7) {
        let bytes = Array(text.utf8)
        var offset = 0
        self.init { buffer in
            let count = min(chunkSize, bytes.count - offset)
            buffer.append(contentsOf: bytes[offset..<(offset + count)])
            offset += count
            return count
        }
    }

    /// The next line without its terminator, or `nil` at the end of input.
    ///
    /// Lines end at `\n`, `\r\n`, a lone `\r`, a vertical tab or a form feed, as Swift's `isNewline`
    /// splits them (the Unicode line and paragraph separators are not line ends here).
    func nextLine() -> String? {
        nextLineRange().map { String(decoding: buffer[$0], as: UTF8.self) }
    }

    /// The next line that is not blank, trimmed of surrounding whitespace, or `nil` at the end of input.
    func nextValue() -> String? {
        while let range = nextLineRange() {
            var lower = range.lowerBound
            var upper = range.upperBound
            while lower < upper, Self.isASCIIWhitespace(buffer[lower]) { lower += 1 }
            while upper > lower, Self.isASCIIWhitespace(buffer[upper - 1]) { upper -= 1 }
            guard lower < upper else { continue }
            let line = String(decoding: buffer[lower..<upper], as: UTF8.self)
            // Only text that starts or ends outside ASCII can still hold Unicode whitespace at its ends.
            guard buffer[lower] >= 0x80 || buffer[upper - 1] >= 0x80 else { return line }
            let trimmed = line.trimmingASCIIWhitespace()
            if !trimmed.isEmpty { return trimmed }
        }
        return nil
    }

    /// The byte range of the next line in `buffer`, valid until the next read.
    private func nextLineRange() -> Range<Int>? {
        while true {
            if skipsLineFeed, start < buffer.count {
                skipsLineFeed = false
                if buffer[start] == 0x0A { start += 1 }
            }
            if let end = lineEnd() {
                let range = start..<end
                skipsLineFeed = buffer[end] == 0x0D
                start = end + 1
                scanned = start
                return range
            }
            if buffer.count - start > FileSystem.maximumFileSize {
                fail()
                return nil
            }
            guard fill() else {
                guard start < buffer.count else { return nil }
                let range = start..<buffer.count
                start = buffer.count
                scanned = start
                return range
            }
        }
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0B || byte == 0x0C || byte == 0x0D
    }

    /// Stops reading: the input is beyond the limit.
    private func fail() {
        failure = .tooLarge
        finished = true
        buffer = []
        start = 0
        scanned = 0
    }

    /// Everything not read yet, as one text.
    ///
    /// - Throws: ``FileSystem/ReadFailure/tooLarge`` once more than ``FileSystem/maximumFileSize`` bytes have arrived.
    func remainingText() throws(FileSystem.ReadFailure) -> String {
        if let failure { throw failure }
        while fill() {
            if buffer.count - start > FileSystem.maximumFileSize {
                fail()
                throw .tooLarge
            }
        }
        if skipsLineFeed, start < buffer.count, buffer[start] == 0x0A { start += 1 }
        skipsLineFeed = false
        let text = String(decoding: buffer[start...], as: UTF8.self)
        start = buffer.count
        scanned = start
        return text
    }

    /// The index of the first line terminator at or after `start`.
    private func lineEnd() -> Int? {
        let found: Int? = buffer.withUnsafeBufferPointer { bytes in
            var index = max(scanned, start)
            while index < bytes.count {
                switch bytes[index] {
                case 0x0A, 0x0B, 0x0C, 0x0D: return index
                default: index += 1
                }
            }
            return nil
        }
        if found == nil { scanned = buffer.count }
        return found
    }

    /// Reads one more chunk, first dropping what was consumed; `false` at the end of input.
    private func fill() -> Bool {
        guard !finished else { return false }
        if start > 0 {
            buffer.removeSubrange(0..<start)
            scanned -= min(scanned, start)
            start = 0
        }
        waiting()
        if read(&buffer) == 0 { finished = true }
        return !finished
    }
}
