import NocturneColor
import NocturneFormats
import NocturneSupport

/// What an image shows over the black of dark mode: its mean and percentile luminance, and its bright, colored and transparent shares.
///
/// Each pixel's relative luminance (WCAG 2.2) is taken over black, as a translucent pixel shows on a dark screen: a
/// white pixel at 50% opacity counts half. The one definition of a bright image is here (``isBright``): the app
/// icons' dark variants, image sets used as backgrounds and the launch screen's image are all judged by it.
struct ImageLuminance: Sendable, Hashable {
    /// The share of an image's pixels that must be bright for the image to read as bright.
    ///
    /// Half: the image's median pixel is then at least as bright as a surface that stays bright in dark
    /// (``PairSide/brightLuminance``, #BCBCBC), so most of what the eye takes in is a bright field, not a bright detail on a
    /// dark one. A dark photo with a white logo stays below it; a white page with dark text is above it.
    static let brightShare = 0.5
    /// The alpha at and below which a pixel counts as transparent.
    static let transparentAlpha: UInt8 = 16
    /// The largest difference between a pixel's channels for it to count as gray.
    static let grayTolerance = 3

    /// The mean relative luminance of all pixels, over black.
    var mean: Double
    /// The median pixel's relative luminance, over black.
    var median: Double
    /// The 90th percentile's relative luminance, over black: how bright the brightest tenth is.
    var percentile90: Double
    /// The share of all pixels whose luminance over black is at least ``PairSide/brightLuminance``.
    var bright: Double
    /// The share of the edge's pixels that are transparent.
    var transparentBorder: Double
    /// The share of the visible pixels that have color (not gray).
    var colored: Double

    /// Whether the image reads as bright on a dark screen: ``brightShare`` of its pixels or more are bright.
    var isBright: Bool { bright >= Self.brightShare }

    /// Measures an image in one pass over its pixels.
    ///
    /// - Complexity: O(pixels); the percentiles come from a 1024-bin histogram of luminance.
    init(_ image: PNGImage) {
        var edge = 0, transparentEdge = 0, visible = 0, brightCount = 0, coloredCount = 0
        var sum = 0.0
        var histogram = [Int](repeating: 0, count: Self.bins)
        let rgba = image.rgba
        for y in 0..<image.height {
            for x in 0..<image.width {
                let index = (y * image.width + x) * 4
                let alpha = rgba[index + 3]
                if x == 0 || y == 0 || x == image.width - 1 || y == image.height - 1 {
                    edge += 1
                    if alpha <= Self.transparentAlpha { transparentEdge += 1 }
                }
                let red = Int(rgba[index]), green = Int(rgba[index + 1]), blue = Int(rgba[index + 2])
                let opacity = Double(alpha) / 255
                let luminance = (0.2126 * Self.linear[red] + 0.7152 * Self.linear[green] + 0.0722 * Self.linear[blue]) * opacity
                sum += luminance
                histogram[min(Self.bins - 1, Int(luminance * Double(Self.bins)))] += 1
                guard alpha > Self.transparentAlpha else { continue }
                visible += 1
                if max(abs(red - green), abs(green - blue), abs(red - blue)) > Self.grayTolerance { coloredCount += 1 }
                if luminance >= PairSide.brightLuminance { brightCount += 1 }
            }
        }
        let pixels = max(1, image.width * image.height)
        mean = sum / Double(pixels)
        median = Self.percentile(0.5, of: histogram, count: pixels)
        percentile90 = Self.percentile(0.9, of: histogram, count: pixels)
        bright = Double(brightCount) / Double(pixels)
        transparentBorder = Double(transparentEdge) / Double(max(1, edge))
        colored = Double(coloredCount) / Double(max(1, visible))
    }

    /// `mean luminance 0.81, median 0.92, 90th percentile 1.00, 88% of its pixels bright`.
    var summary: String {
        "mean luminance \(Self.decimal(mean)), median \(Self.decimal(median)), 90th percentile \(Self.decimal(percentile90)); "
            + "\(AppIconEvidence.percent(bright)) of its pixels bright (≥ \(PairSide.brightLuminance) over black)"
    }

    /// The histogram's bins over luminance 0…1.
    private static let bins = 1024

    /// The luminance at which `share` of the pixels are at or below (the bin's upper edge).
    private static func percentile(_ share: Double, of histogram: [Int], count: Int) -> Double {
        let target = Int((share * Double(count)).rounded(.up))
        var seen = 0
        for (bin, pixels) in histogram.enumerated() {
            seen += pixels
            if seen >= max(1, target) { return Double(bin + 1) / Double(bins) }
        }
        return 1
    }

    /// `0.81`.
    private static func decimal(_ value: Double) -> String { NumberText.rounded(value, places: 2, notFinite: "?") }

    /// sRGB bytes as linear light (WCAG 2.2's transfer function), by table.
    private static let linear: [Double] = (0..<256).map { byte in
        WCAG.relativeLuminance(RGB8(red: UInt8(byte), green: UInt8(byte), blue: UInt8(byte)))
    }
}
