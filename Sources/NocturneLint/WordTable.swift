/// Recognizes the known ``Word``s from an identifier's bytes and hash: an open-addressing table built once.
///
/// The slots hold plain values and the spellings sit in one flat byte array, so a lookup (done for every
/// identifier the lexer meets) copies no reference-counted array.
struct WordTable: Sendable {
    /// A slot: the spelling's hash, where its bytes start in `spellings`, their count, and the word (`.none` when empty).
    private struct Slot: Sendable {
        var hash: UInt32 = 0
        var start: Int32 = 0
        var length: Int32 = 0
        var word: Word = .none
    }

    private let slots: [Slot]
    private let spellings: [UInt8]
    private let mask: Int

    /// The table of every ``Word``.
    static let shared = WordTable()

    private init() {
        var size = 16
        while size < Word.count * 4 { size *= 2 }
        var slots = [Slot](repeating: Slot(), count: size)
        var spellings: [UInt8] = []
        for word in Word.allCases where word != .none {
            let bytes = Array(word.rawValue.utf8)
            let hash = WordTable.hash(bytes)
            var index = Int(hash) & (size - 1)
            while slots[index].word != .none { index = (index + 1) & (size - 1) }
            slots[index] = Slot(hash: hash, start: Int32(spellings.count), length: Int32(bytes.count), word: word)
            spellings += bytes
        }
        self.slots = slots
        self.spellings = spellings
        mask = size - 1
    }

    /// The FNV-1a hash of bytes, as the lexer computes it while scanning an identifier.
    static func hash<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    /// The word spelled by `length` bytes at `start` with the given hash, or `.none`.
    @inline(__always) func word(hash: UInt32, start: UnsafePointer<UInt8>, length: Int) -> Word {
        slots.withUnsafeBufferPointer { slots in
            var index = Int(hash) & mask
            while true {
                let slot = slots[index]
                if slot.word == .none { return .none }
                if slot.hash == hash, Int(slot.length) == length {
                    let equal = spellings.withUnsafeBufferPointer { spellings in
                        for offset in 0..<length where start[offset] != spellings[Int(slot.start) + offset] { return false }
                        return true
                    }
                    if equal { return slot.word }
                }
                index = (index + 1) & mask
            }
        }
    }
}
