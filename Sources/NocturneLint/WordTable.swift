/// Recognizes the known ``Word``s from an identifier's bytes and hash: an open-addressing table built once.
struct WordTable: Sendable {
    private let slots: [(hash: UInt32, word: Word, bytes: [UInt8])]
    private let mask: Int

    /// The table of every ``Word``.
    static let shared = WordTable()

    private init() {
        var size = 16
        while size < Word.count * 4 { size *= 2 }
        var slots = [(hash: UInt32, word: Word, bytes: [UInt8])](repeating: (0, .none, []), count: size)
        for word in Word.allCases where word != .none {
            let bytes = Array(word.rawValue.utf8)
            let hash = WordTable.hash(bytes)
            var index = Int(hash) & (size - 1)
            while slots[index].word != .none { index = (index + 1) & (size - 1) }
            slots[index] = (hash, word, bytes)
        }
        self.slots = slots
        mask = size - 1
    }

    /// The FNV-1a hash of bytes, as the lexer computes it while scanning an identifier.
    static func hash<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    /// The word spelled by `length` bytes at `start` with the given hash, or `.none`.
    func word(hash: UInt32, start: UnsafePointer<UInt8>, length: Int) -> Word {
        var index = Int(hash) & mask
        while true {
            let slot = slots[index]
            if slot.word == .none { return .none }
            if slot.hash == hash, slot.bytes.count == length {
                var equal = true
                for offset in 0..<length where start[offset] != slot.bytes[offset] { equal = false; break }
                if equal { return slot.word }
            }
            index = (index + 1) & mask
        }
    }
}
