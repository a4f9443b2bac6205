extension String {
    /// The string padded with spaces to `width` characters; unchanged when already as long.
    package func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// The string without its trailing spaces, so that table and help lines do not end in padding.
    package var trailingSpacesTrimmed: String {
        var line = Substring(self)
        while line.last == " " { line.removeLast() }
        return String(line)
    }
}

/// Lays rows of cells out in columns: each column as wide as its widest cell plus a gap, lines without trailing spaces.
package enum TextColumns {
    /// The rows as lines, each cell padded to its column's width plus `gap` spaces, trailing spaces trimmed.
    ///
    /// - Parameters:
    ///   - rows: The cells, row by row; rows may have different counts.
    ///   - gap: Spaces between columns.
    /// - Returns: One line per row, without newlines.
    package static func lines(_ rows: [[String]], gap: Int = 2) -> [String] {
        var widths: [Int] = []
        for row in rows {
            for (index, cell) in row.enumerated() {
                if index == widths.count { widths.append(0) }
                widths[index] = max(widths[index], cell.count)
            }
        }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padded(to: widths[index] + gap)
            }.joined().trailingSpacesTrimmed
        }
    }
}
