import NocturneSupport

/// Reads a whole source file with POSIX calls (cheaper than Foundation for thousands of small files).
enum SourceFileReader {
    /// The file's bytes, or `nil` when it cannot be opened or read.
    ///
    /// One `read` into an array sized from `fstat` (not zero-filled first); a file that grew since is read on to its end.
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let expected = max(Int(info.st_size), 0) + 1
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            while initialized < expected {
                let got = read(descriptor, base + initialized, expected - initialized)
                if got < 0 { failed = true; return }
                if got == 0 { return }
                initialized += got
            }
        }
        guard !failed else { return nil }
        // Only a file that grew fills the spare byte: read the rest in chunks.
        if bytes.count == expected {
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if got < 0 { return nil }
                if got == 0 { break }
                bytes += chunk[0..<got]
            }
        }
        return bytes
    }
}
