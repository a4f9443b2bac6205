/// Byte search without Foundation: what lint asks of whole files (`colorScheme(`, `nocturne:ignore`) and of short names
/// (`shadow` in `layer.shadowColor`), thousands of times a run.
///
/// On Linux, Foundation's `StringProtocol.contains(_:)` goes through `NSString` and costs thousands of instructions a
/// call; these scan with `memchr` for the needle's first byte and compare the rest, allocating nothing.
@usableFromInline package enum ByteSearch {
    /// Whether `haystack` holds `needle` anywhere (an empty needle is everywhere).
    @usableFromInline package static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard haystack.count >= needle.count, let base = haystack.baseAddress, let rest = needle.baseAddress else { return false }
        let last = haystack.count - needle.count
        var index = 0
        while index <= last {
            guard let found = memchr(base + index, Int32(first), last - index + 1) else { return false }
            let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            if needle.count == 1 || memcmp(base + at + 1, rest + 1, needle.count - 1) == 0 { return true }
            index = at + 1
        }
        return false
    }
}

extension Array where Element == UInt8 {
    /// Whether the bytes hold `needle` anywhere (an empty needle is everywhere), with no allocation. What a rule asks of a
    /// whole file before it reads the file's tree, so most files are passed over at the cost of one scan.
    package func contains(bytes needle: [UInt8]) -> Bool {
        withUnsafeBufferPointer { haystack in needle.withUnsafeBufferPointer { ByteSearch.contains(haystack, $0) } }
    }
}

extension StringProtocol {
    /// Whether the text holds `needle` as the same run of UTF-8 bytes: `contains(_:)` for names and source text, without
    /// Foundation's cost. It compares bytes, not characters: ASCII needles (all the names lint looks for) match as
    /// `contains` does; a needle of combining characters may match inside a grapheme that `contains` would not split.
    @inlinable package func contains(bytesOf needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { needle in
            utf8.withContiguousStorageIfAvailable { ByteSearch.contains($0, needle) }
                ?? Array(utf8).withUnsafeBufferPointer { ByteSearch.contains($0, needle) }
        }
    }
}

extension String {
    /// Whether the string sorts before `other` by their UTF-8 bytes (which is also their Unicode scalars' order): the order
    /// every list of paths, files and keys is given in, the same on every machine and locale. Compares with `memcmp` where
    /// both are stored contiguously (native strings are): the paths of a deep tree are each compared many times.
    package func sortsBefore(_ other: String) -> Bool {
        let fast = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right -> Bool in
                let shared = Swift.min(left.count, right.count)
                if shared > 0, let a = left.baseAddress, let b = right.baseAddress {
                    let order = memcmp(a, b, shared)
                    if order != 0 { return order < 0 }
                }
                return left.count < right.count
            }
        }
        if let fast, let result = fast { return result }
        return utf8.lexicographicallyPrecedes(other.utf8)
    }
}
