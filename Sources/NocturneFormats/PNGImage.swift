/// A decoded PNG image as 8-bit RGBA pixels, row by row from the top left.
///
/// 16-bit samples keep their high byte; grayscale is spread to R, G and B; palette indexes are looked up, with
/// their `tRNS` alpha; a `tRNS` key color becomes transparent. Read with ``PNGReader``.
package struct PNGImage: Sendable, Hashable {
    /// The width in pixels.
    package var width: Int
    /// The height in pixels.
    package var height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    package var rgba: [UInt8]
    /// Whether the file's color type is grayscale (0 or 4): every pixel is gray by construction.
    package var isGrayscaleType: Bool
    /// Whether the file can hold transparency: an alpha channel, or a `tRNS` chunk.
    package var hasAlphaInformation: Bool

    /// The pixel at a column and row, as red, green, blue and alpha bytes.
    package func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let index = (y * width + x) * 4
        return (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3])
    }
}
