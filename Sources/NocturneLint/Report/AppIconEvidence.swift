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
    /// The evidence of the icon sets and Icon Composer icons a project's app targets compile (every one, when none names one).
    static func evidence(project: Project) -> [ReportEvidence] {
        let iconNames = Set(project.targets.filter { $0.kind == .application }.map { $0.appIconName ?? "AppIcon" })
        let iconCatalogs = project.catalogs.filter(\.holdsIcons).map(\.path)
        let bundles = project.iconBundles + CatalogSetImages.sets(withSuffix: ".icon", in: iconCatalogs).map(\.path)
        return evidence(catalogs: iconCatalogs, iconNames: iconNames) + IconBundleEvidence.evidence(bundles: bundles, iconNames: iconNames)
    }

    /// The evidence of every app icon set in the catalogs.
    ///
    /// - Parameters:
    ///   - catalogs: The `.xcassets` folders to look in.
    ///   - iconNames: The icon sets the app targets compile (empty when no project names one: every set is read).
    static func evidence(catalogs: [String], iconNames: Set<String>) -> [ReportEvidence] {
        var sets = CatalogSetImages.sets(withSuffix: ".appiconset", in: catalogs).map(\.path)
        if !iconNames.isEmpty {
            let named = sets.filter { iconNames.contains(setName($0)) }
            if !named.isEmpty { sets = named }
        }
        return sets.sorted().flatMap(evidence(ofSet:))
    }

    /// `AppIcon` for `…/AppIcon.appiconset`.
    static func setName(_ path: String) -> String {
        let last = PathText.lastComponent(path)
        return last.hasSuffix(".appiconset") ? String(last.dropLast(".appiconset".count)) : last
    }

    /// The evidence of one set.
    static func evidence(ofSet path: String) -> [ReportEvidence] {
        let name = setName(path)
        let contents = PathText.join(path, "Contents.json")
        let images: [CatalogSetImages.Image]
        switch CatalogSetImages.images(ofSet: path) {
        case .success(let read): images = read
        case .failure(let failure): return [ReportEvidence("app icon", .cannotTell, "the icon set \(name) cannot be read: \(failure.reason)", at: contents)]
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
        let measure = ImageLuminance(image)
        if measure.transparentBorder >= 0.5 {
            return ReportEvidence("app icon", .met, "\(what) has a transparent background (\(percent(measure.transparentBorder)) of its edge)", at: file)
        }
        if measure.isBright {
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
        let colored = ImageLuminance(image).colored
        if colored == 0 { return ReportEvidence("app icon", .met, "\(what) is grayscale", at: file, advisory: true) }
        return ReportEvidence("app icon", .notMet, "\(what) is not grayscale: \(percent(colored)) of its visible pixels have color; "
                                + "Apple asks for a grayscale image the system tints", at: file, advisory: true)
    }

    /// `42%`.
    static func percent(_ share: Double) -> String { "\(NumberText.rounded(share * 100, places: 0, notFinite: "?"))%" }
}
