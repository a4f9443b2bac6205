import NocturneColor
import NocturneFormats
import NocturneProject
import NocturneSupport

/// The evidence an app icon set gives for Dark Interface: its dark and tinted variants (iOS 18), read from their PNGs.
///
/// - A set without a Dark or a Tinted appearance: advisory (iOS 18 derives them from the light icon).
/// - The dark variant: a bright full-bleed image (opaque, half its pixels or more bright) is **not met**: the home
///   screen flashes bright in dark. A transparent background is what Apple asks for; an opaque dark one is advisory.
/// - The tinted variant: grayscale is what Apple asks for (the system tints the luminance); color is advisory.
/// - A variant whose file is missing or does not decode is **cannot tell**, with the reason; never met.
///
/// PNGs are decoded by ``/NocturneFormats/PNGReader`` with the package's own inflate (RFC 1951), no system zlib.
enum AppIconEvidence {
    /// The share of an image's pixels that must be bright for it to be a bright full-bleed image.
    static let brightShare = 0.5
    /// The alpha at and below which a pixel counts as transparent.
    static let transparentAlpha: UInt8 = 16
    /// The largest difference between a pixel's channels for it to count as gray.
    static let grayTolerance = 3

    /// The evidence of the icon sets a project's app targets compile (every set, when none names one).
    static func evidence(project: Project) -> [ReportEvidence] {
        let iconNames = Set(project.targets.filter { $0.kind == .application }.map { $0.appIconName ?? "AppIcon" })
        return evidence(catalogs: project.catalogs.filter(\.holdsIcons).map(\.path), iconNames: iconNames)
    }

    /// The evidence of every app icon set in the catalogs.
    ///
    /// - Parameters:
    ///   - catalogs: The `.xcassets` folders to look in.
    ///   - iconNames: The icon sets the app targets compile (empty when no project names one: every set is read).
    static func evidence(catalogs: [String], iconNames: Set<String>) -> [ReportEvidence] {
        var sets: [String] = []
        for catalog in catalogs { collect(catalog, depth: 0, into: &sets) }
        if !iconNames.isEmpty {
            let named = sets.filter { iconNames.contains(setName($0)) }
            if !named.isEmpty { sets = named }
        }
        return sets.sorted().flatMap(evidence(ofSet:))
    }

    /// The `.appiconset` folders under a folder (its groups included, to a bounded depth; links not followed).
    private static func collect(_ folder: String, depth: Int, into sets: inout [String]) {
        guard depth <= 16, let entries = FileSystem.entries(of: folder) else { return }
        for entry in entries where entry.isDirectory && !entry.isLink {
            let path = PathText.join(folder, entry.name)
            if entry.name.hasSuffix(".appiconset") { sets.append(path) } else if !entry.name.contains(".") { collect(path, depth: depth + 1, into: &sets) }
        }
    }

    /// `AppIcon` for `…/AppIcon.appiconset`.
    static func setName(_ path: String) -> String {
        let last = PathText.lastComponent(path)
        return last.hasSuffix(".appiconset") ? String(last.dropLast(".appiconset".count)) : last
    }

    /// One image of a set's `Contents.json`.
    struct Image {
        var filename: String?
        var appearance: String?
        var idiom: String
        var platform: String?
    }

    /// The evidence of one set.
    static func evidence(ofSet path: String) -> [ReportEvidence] {
        let name = setName(path)
        let contents = PathText.join(path, "Contents.json")
        let value: JSONValue
        do {
            value = try JSONParser().parse(bytes: try FileSystem.readRegularFile(contents))
        } catch let failure as FileSystem.ReadFailure {
            return [ReportEvidence("app icon", .cannotTell, "the icon set \(name) cannot be read: \(failure.description)", at: contents)]
        } catch {
            return [ReportEvidence("app icon", .cannotTell, "the icon set \(name) cannot be read: \(error)", at: contents)]
        }
        let images = (value["images"]?.elements ?? []).map { image in
            let luminosity = (image["appearances"]?.elements ?? []).first { $0["appearance"]?.stringValue == "luminosity" }
            return Image(filename: image["filename"]?.stringValue, appearance: luminosity?["value"]?.stringValue,
                         idiom: image["idiom"]?.stringValue ?? "universal", platform: image["platform"]?.stringValue)
        }
        // Dark and tinted icons are iOS's (and iPadOS's): a set of Mac or watch sizes only has none to give.
        let iOS = images.filter { ["universal", "iphone", "ipad", "ios-marketing"].contains($0.idiom) && ($0.platform ?? "ios") == "ios" }
        guard !iOS.isEmpty else {
            return [ReportEvidence("app icon", .met, "the icon set \(name) has no iOS icon; dark and tinted variants are iOS's", at: path, advisory: true)]
        }
        var evidence: [ReportEvidence] = []
        if iOS.allSatisfy({ $0.filename == nil }) {
            evidence.append(ReportEvidence("app icon", .cannotTell, "the icon set \(name) names no image file", at: contents, advisory: true))
        }
        let dark = iOS.filter { $0.appearance == "dark" }, tinted = iOS.filter { $0.appearance == "tinted" }
        if dark.isEmpty {
            evidence.append(ReportEvidence("app icon", .notMet, "the icon set \(name) has no Dark appearance: iOS 18 darkens the light icon itself",
                                           at: contents, advisory: true))
        }
        if tinted.isEmpty {
            evidence.append(ReportEvidence("app icon", .notMet, "the icon set \(name) has no Tinted appearance: iOS 18 derives one from the light icon",
                                           at: contents, advisory: true))
        }
        for image in dark {
            guard let file = image.filename else {
                evidence.append(ReportEvidence("app icon", .cannotTell, "the dark variant of \(name) names no image file", at: contents))
                continue
            }
            evidence.append(darkEvidence(PathText.join(path, file), set: name))
        }
        for image in tinted {
            guard let file = image.filename else {
                evidence.append(ReportEvidence("app icon", .cannotTell, "the tinted variant of \(name) names no image file", at: contents, advisory: true))
                continue
            }
            evidence.append(tintedEvidence(PathText.join(path, file), set: name))
        }
        return evidence
    }

    /// The image of a file, or the evidence saying why it cannot be read (cannot tell).
    static func decode(_ file: String, set: String, advisory: Bool) -> (image: PNGImage?, failure: ReportEvidence?) {
        let what = "\(set)/\(PathText.lastComponent(file))"
        do {
            return (try PNGReader.decode(try FileSystem.readRegularFile(file)), nil)
        } catch let failure as FileSystem.ReadFailure {
            return (nil, ReportEvidence("app icon", .cannotTell, "\(what) cannot be read: \(failure.description)", at: file, advisory: advisory))
        } catch {
            return (nil, ReportEvidence("app icon", .cannotTell, "\(what) does not decode as a PNG: \(error)", at: file, advisory: advisory))
        }
    }

    /// The dark variant: transparent (met), opaque and dark (advisory), a bright full-bleed image (not met).
    static func darkEvidence(_ file: String, set: String) -> ReportEvidence {
        let decoded = decode(file, set: set, advisory: false)
        guard let image = decoded.image else { return decoded.failure ?? ReportEvidence("app icon", .cannotTell, "\(file) cannot be read", at: file) }
        let what = "the dark icon \(set)/\(PathText.lastComponent(file))"
        let measure = measure(image)
        if measure.transparentBorder >= 0.5 {
            return ReportEvidence("app icon", .met, "\(what) has a transparent background (\(percent(measure.transparentBorder)) of its edge)", at: file)
        }
        if measure.bright >= brightShare {
            return ReportEvidence("app icon", .notMet, "\(what) is a bright full-bleed image: \(percent(measure.bright)) of its pixels are bright "
                                    + "(relative luminance ≥ \(PairSide.brightLuminance)) on the dark home screen", at: file)
        }
        return ReportEvidence("app icon", .met, "\(what) is opaque and dark (\(percent(measure.bright)) bright pixels); Apple asks for a transparent "
                                + "background, so the system draws the dark gradient", at: file)
    }

    /// The tinted variant: grayscale (met) or in color (advisory: the system tints its luminance anyway).
    static func tintedEvidence(_ file: String, set: String) -> ReportEvidence {
        let decoded = decode(file, set: set, advisory: true)
        guard let image = decoded.image else { return decoded.failure ?? ReportEvidence("app icon", .cannotTell, "\(file) cannot be read", at: file) }
        let what = "the tinted icon \(set)/\(PathText.lastComponent(file))"
        let colored = measure(image).colored
        if colored == 0 { return ReportEvidence("app icon", .met, "\(what) is grayscale", at: file, advisory: true) }
        return ReportEvidence("app icon", .notMet, "\(what) is not grayscale: \(percent(colored)) of its visible pixels have color; "
                                + "Apple asks for a grayscale image the system tints", at: file, advisory: true)
    }

    /// What an image is made of: the transparent share of its edge, and the bright and colored shares of its visible pixels.
    static func measure(_ image: PNGImage) -> (transparentBorder: Double, bright: Double, colored: Double) {
        var edge = 0, transparentEdge = 0, visible = 0, bright = 0, colored = 0
        let rgba = image.rgba
        for y in 0..<image.height {
            for x in 0..<image.width {
                let index = (y * image.width + x) * 4
                let alpha = rgba[index + 3]
                if x == 0 || y == 0 || x == image.width - 1 || y == image.height - 1 {
                    edge += 1
                    if alpha <= transparentAlpha { transparentEdge += 1 }
                }
                guard alpha > transparentAlpha else { continue }
                visible += 1
                let red = Int(rgba[index]), green = Int(rgba[index + 1]), blue = Int(rgba[index + 2])
                if max(abs(red - green), abs(green - blue), abs(red - blue)) > grayTolerance { colored += 1 }
                // Over the black of a dark home screen, as a translucent pixel shows there.
                let opacity = Double(alpha) / 255
                let luminance = (0.2126 * linear[red] + 0.7152 * linear[green] + 0.0722 * linear[blue]) * opacity
                if luminance >= PairSide.brightLuminance { bright += 1 }
            }
        }
        let pixels = Double(max(1, image.width * image.height))
        return (Double(transparentEdge) / Double(max(1, edge)), Double(bright) / pixels, Double(colored) / Double(max(1, visible)))
    }

    /// sRGB bytes as linear light (WCAG 2.2's transfer function), by table.
    private static let linear: [Double] = (0..<256).map { byte in
        WCAG.relativeLuminance(RGB8(red: UInt8(byte), green: UInt8(byte), blue: UInt8(byte)))
    }

    /// `42%`.
    static func percent(_ share: Double) -> String { "\(NumberText.rounded(share * 100, places: 0, notFinite: "?"))%" }
}
