/// An operating system version as a project writes it (`9.0`, `10.15`, `13`), compared part by part (`13` == `13.0`).
package struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The dot-separated numbers, without trailing zeros beyond the first.
    package let parts: [Int]

    /// Reads `12`, `12.0`, `10.15.4`; `nil` for anything else (`$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)`, `""`).
    package init?(_ text: some StringProtocol) {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !pieces.isEmpty, pieces.count <= 4 else { return nil }
        var parts: [Int] = []
        for piece in pieces {
            guard !piece.isEmpty, piece.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), piece.utf8.count <= 4,
                  let number = Int(piece) else { return nil }
            parts.append(number)
        }
        while parts.count > 1, parts.last == 0 { parts.removeLast() }
        self.parts = parts
    }

    /// A version of the given major and minor numbers.
    package init(_ major: Int, _ minor: Int = 0) {
        parts = minor == 0 ? [major] : [major, minor]
    }

    package static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        for index in 0..<max(lhs.parts.count, rhs.parts.count) {
            let left = index < lhs.parts.count ? lhs.parts[index] : 0, right = index < rhs.parts.count ? rhs.parts[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    /// `13.0`, `10.15`: at least a major and a minor number, as `#available` takes them.
    package var description: String {
        (parts.count == 1 ? parts + [0] : parts).map(String.init).joined(separator: ".")
    }
}
