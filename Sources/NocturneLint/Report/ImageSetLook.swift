import NocturneFormats
import NocturneProject
import NocturneSupport

/// An image set as dark mode draws it: its Dark appearance's image, else the image every appearance falls back to, measured.
///
/// Found by name (or generated symbol) among the catalogs' `.imageset` folders; the image is decoded by
/// ``/NocturneFormats/PNGReader`` and measured by ``ImageLuminance``. A JPEG, PDF, SVG or HEIC image is not decoded,
/// and a missing or corrupt file is not read: each says why (``problem``), and is judged cannot tell, never met.
struct ImageSetLook: Sendable {
    /// The name as the code or document writes it.
    var name: String
    /// The set's folder, when a catalog defines it.
    var set: String?
    /// Whether the set has an image for the Dark appearance.
    var hasDark = false
    /// The image measured: the Dark one, else the one every appearance falls back to.
    var file: String?
    /// What the image shows over black, when it was read.
    var luminance: ImageLuminance?
    /// Why the image cannot be judged, when it cannot.
    var problem: String?
    /// How many files of the name were found outside the catalogs, when no catalog defines it (each folder's smallest scale).
    var looseFiles = 0

    /// Looks an image set up and measures the image dark mode draws.
    ///
    /// - Parameters:
    ///   - name: The asset's name, or its generated symbol's when `isSymbol`.
    ///   - isSymbol: Whether `name` is a generated symbol (`sky` for the set `Sky`).
    ///   - sets: The catalogs' image sets (``CatalogSetImages/sets(withSuffix:in:)``).
    ///   - looseImages: The image files outside the catalogs, by file name: where a name no catalog defines is looked for.
    static func look(_ name: String, isSymbol: Bool, in sets: [(path: String, name: String)], looseImages: [String: [String]] = [:]) -> ImageSetLook {
        var look = ImageSetLook(name: name)
        guard let set = sets.first(where: { isSymbol ? SwiftSymbolName.symbol(for: $0.name) == name : $0.name == name }) else {
            return isSymbol ? look : loose(name, in: looseImages)
        }
        look.set = set.path
        let images: [CatalogSetImages.Image]
        switch CatalogSetImages.images(ofSet: set.path) {
        case .success(let read): images = read
        case .failure(let failure):
            look.problem = "its Contents.json cannot be read: \(failure.reason)"
            return look
        }
        let named = images.filter { $0.filename != nil }
        let dark = named.filter { $0.appearance == "dark" }
        look.hasDark = !dark.isEmpty
        let candidates = look.hasDark ? dark : named.filter { $0.appearance == nil || $0.appearance == "light" }
        guard let chosen = candidates.min(by: { rank($0) < rank($1) }), let filename = chosen.filename else {
            look.problem = look.hasDark ? "its Dark image names no file" : "it names no image file"
            return look
        }
        let file = PathText.join(set.path, filename)
        look.file = file
        if let kind = undecoded(filename) {
            look.problem = "\(filename) is \(kind), which the report does not decode (it reads PNG)"
            return look
        }
        (look.luminance, look.problem) = measure(file)
        return look
    }

    /// A file's image measured, or why it cannot be.
    private static func measure(_ file: String) -> (ImageLuminance?, String?) {
        let filename = PathText.lastComponent(file)
        if let kind = undecoded(filename) { return (nil, "\(filename) is \(kind), which the report does not decode (it reads PNG)") }
        do {
            return (ImageLuminance(try PNGReader.decode(try FileSystem.readRegularFile(file))), nil)
        } catch let failure as FileSystem.ReadFailure {
            return (nil, "\(filename) cannot be read: \(failure.description)")
        } catch {
            return (nil, "\(filename) does not decode as a PNG: \(error)")
        }
    }

    /// A name no catalog defines, looked for as files in the bundle (`Splash.png`, `Splash@2x.png`, or the name as written
    /// when it has an extension): each folder's smallest scale is measured; files that disagree in dark cannot be told apart.
    private static func loose(_ name: String, in files: [String: [String]]) -> ImageSetLook {
        var look = ImageSetLook(name: name)
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let written = parts.count > 1 ? parts.last.map { $0.lowercased() } : nil
        let hasExtension = written.map { Project.imageExtensions.contains($0) } ?? false
        let base = hasExtension ? parts.dropLast().joined(separator: ".") : name
        let extensions = hasExtension ? [String(parts.last ?? "")] : ["png", "jpg", "jpeg", "pdf", "heic"]
        var byFolder: [String: [(path: String, rank: Int)]] = [:]
        for (order, fileExtension) in extensions.enumerated() {
            for (scale, rank) in [("", 0), ("@1x", 0), ("@2x", 1), ("@3x", 2)] {
                for path in files["\(base)\(scale).\(fileExtension)"] ?? [] { byFolder[PathText.parent(path), default: []].append((path, order * 10 + rank)) }
            }
        }
        let chosen = byFolder.keys.sorted().compactMap { byFolder[$0]?.min { $0.rank < $1.rank }?.path }
        guard let first = chosen.first else { return look }
        look.file = first
        look.looseFiles = chosen.count
        let measured = chosen.map(measure)
        if let failed = measured.first(where: { $0.0 == nil }) {
            look.problem = failed.1 ?? "it cannot be read"
        } else if Set(measured.compactMap { $0.0?.isBright }).count > 1 {
            look.problem = "\(chosen.count) files of that name in different folders (\(chosen.map { AccessibilityReport.shortLocation($0) }.joined(separator: ", "))) "
                + "differ in dark, and which one the target copies is not read"
        } else {
            look.luminance = measured.first?.0
        }
        return look
    }

    /// The order images are preferred in: a PNG first, then the smallest scale (the same picture, fewer pixels to decode).
    private static func rank(_ image: CatalogSetImages.Image) -> Int {
        let png = (image.filename ?? "").lowercased().hasSuffix(".png") ? 0 : 10
        return png + (["1x": 0, "2x": 1, "3x": 2][image.scale ?? ""] ?? 3)
    }

    /// What a file that is not a PNG is, by its extension: `a JPEG`, `a vector image (PDF)`; `nil` for a PNG or an unknown extension.
    static func undecoded(_ filename: String) -> String? {
        switch filename.split(separator: ".").last?.lowercased() {
        case "jpg", "jpeg": "a JPEG"
        case "pdf": "a vector image (PDF)"
        case "svg": "a vector image (SVG)"
        case "heic", "heif": "a HEIC image"
        case "gif": "a GIF"
        case "webp": "a WebP image"
        case "tif", "tiff": "a TIFF image"
        default: nil
        }
    }

    /// The piece of evidence the look gives, about something that draws it.
    ///
    /// - Parameters:
    ///   - topic: `background image`, `launch screen`.
    ///   - what: Who draws it, as the sentence starts (`Home.swift:12 draws`).
    ///   - location: Where.
    /// - Returns: Not met for a bright image in dark (a Dark image that is itself bright included), met for a dark one,
    ///   cannot tell for one that cannot be found or read.
    func evidence(topic: String, what: String, at location: String?) -> ReportEvidence {
        let subject: String
        if let set {
            subject = "the image set " + PathText.lastComponent(set)
        } else if let file {
            // When they disagree, the problem names them all.
            let others = looseFiles > 1 && problem == nil ? ", one of \(looseFiles) files of that name, which agree" : ""
            subject = "the image file \(AccessibilityReport.shortLocation(file)) (outside the asset catalogs\(others))"
        } else {
            return ReportEvidence(topic, .cannotTell, "\(what) the image '\(name)', which no catalog read defines as an image set "
                                  + "and no file of that name holds", at: location)
        }
        guard let luminance, problem == nil else {
            return ReportEvidence(topic, .cannotTell, "\(what) \(subject): \(problem ?? "it cannot be read")", at: location)
        }
        let image = file.map(PathText.lastComponent) ?? subject
        switch (hasDark, luminance.isBright) {
        case (true, true):
            return ReportEvidence(topic, .notMet, "\(what) \(subject), whose Dark image \(image) is itself bright (\(luminance.summary))", at: location)
        case (false, true):
            return ReportEvidence(topic, .notMet, "\(what) \(subject), which has no Dark appearance and is bright (\(luminance.summary)): "
                                  + "a bright background in dark", at: location)
        case (true, false):
            return ReportEvidence(topic, .met, "\(what) \(subject), whose Dark image \(image) is dark (\(luminance.summary))", at: location)
        case (false, false):
            return ReportEvidence(topic, .met, "\(what) \(subject), which has no Dark appearance but is dark itself (\(luminance.summary))", at: location)
        }
    }
}
