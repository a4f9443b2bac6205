extension Array where Element == UInt8 {
    /// Whether the bytes hold `needle` anywhere (an empty needle is everywhere): a scan for its first byte, then a
    /// compare, with no allocation. What a rule asks of a whole file before it reads the file's tree
    /// (`colorScheme(`, `textColor`), so most files are passed over at the cost of one read.
    package func contains(bytes needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard count >= needle.count else { return false }
        return withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                var index = 0
                let last = haystack.count - needle.count
                while index <= last {
                    if haystack[index] == first {
                        var matched = 1
                        while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
                        if matched == needle.count { return true }
                    }
                    index += 1
                }
                return false
            }
        }
    }
}
