extension String {
    /// The string padded with spaces to `width` characters; unchanged when already as long.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// The string without its trailing spaces, so that table lines do not end in padding.
    var trailingSpacesTrimmed: String {
        var line = self
        while line.last == " " { line.removeLast() }
        return line
    }
}
