import NocturneAppearance
import NocturneProject
import NocturneSupport

/// The evidence the launch screen gives for Dark Interface: what it fills with in dark.
///
/// - A launch storyboard (`UILaunchStoryboardName`, or a storyboard named like `LaunchScreen` when no Info.plist says):
///   each view's background color resolved in dark; one that stays bright (a constant, a fixed system color, a named
///   color whose dark value is bright) is **not met**, with its line. A named color no catalog defines is **cannot tell**.
///   Each image view that fills its superview (``BackgroundImages``) is judged by its image set in dark (``ImageSetLook``).
/// - A `UILaunchScreen` dictionary: its `UIColorName` resolved in the catalogs, judged the same way; without one the
///   screen is the system background (met). Its `UIImageName` is judged by its image set in dark, as a background image is.
/// - No launch screen found: **cannot tell**.
enum LaunchScreenEvidence {
    /// The evidence of the app's launch screens.
    ///
    /// - Parameters:
    ///   - appearances: What the app targets' Info.plists and build settings say.
    ///   - storyboards: The storyboards and xibs the lint run read.
    ///   - catalogs: The app's color sets.
    ///   - images: The image sets measured, by ``BackgroundImageEvidence/key(_:isSymbol:)`` (the launch images among them).
    ///   - imageUses: The image views filling their superviews, in every storyboard (those of the launch screens are judged here).
    static func evidence(appearances: [TargetAppearance], storyboards: [String], catalogs: ColorCatalogIndex,
                         images: [String: ImageSetLook] = [:], imageUses: [BackgroundImageUse] = []) -> [ReportEvidence] {
        var evidence: [ReportEvidence] = []
        var judged: Set<String> = []
        for appearance in appearances {
            if let name = appearance.launchStoryboard {
                let files = storyboards.filter { PathText.lastComponent($0) == name.value + ".storyboard" || PathText.lastComponent($0) == name.value + ".xib" }
                if files.isEmpty {
                    evidence.append(ReportEvidence("launch screen", .cannotTell, "\(appearance.target) launches with '\(name.value)' "
                                                   + "(\(name)), which is not among the storyboards read", at: name.description))
                }
                for file in files where judged.insert(file).inserted {
                    evidence += storyboardEvidence(file, catalogs: catalogs, images: images, imageUses: imageUses)
                }
            } else if let color = appearance.launchColorName {
                evidence.append(namedColorEvidence(color.value, catalogs: catalogs, at: color.description, what: "\(appearance.target)'s UILaunchScreen"))
            } else if appearance.hasLaunchScreenDictionary {
                evidence.append(ReportEvidence("launch screen", .met, "\(appearance.target)'s UILaunchScreen names no color: it fills with the "
                                               + "system background, dark in dark", at: appearance.infoPlist))
            }
            if let image = appearance.launchImageName {
                let look = images[BackgroundImageEvidence.key(image.value, isSymbol: false)] ?? ImageSetLook(name: image.value)
                evidence.append(look.evidence(topic: "launch screen", what: "\(appearance.target)'s UILaunchScreen (UIImageName) shows", at: image.description))
            }
        }
        // With no Info.plist naming one, a storyboard named like a launch screen stands for it.
        if evidence.isEmpty {
            for file in launchFiles(appearances: appearances, storyboards: storyboards) where judged.insert(file).inserted {
                evidence += storyboardEvidence(file, catalogs: catalogs, images: images, imageUses: imageUses)
            }
        }
        if evidence.isEmpty {
            evidence.append(ReportEvidence("launch screen", .cannotTell, appearances.isEmpty
                ? "no Info.plist, build setting or launch storyboard found: the launch screen cannot be seen"
                : "no launch screen is named (UILaunchStoryboardName or UILaunchScreen)"))
        }
        return evidence
    }

    /// The storyboards judged as launch screens: those the Info.plists name, else (when none names a launch screen of any
    /// kind) those named like one.
    static func launchFiles(appearances: [TargetAppearance], storyboards: [String]) -> [String] {
        let names = Set(appearances.compactMap(\.launchStoryboard?.value))
        let named = storyboards.filter { file in
            let last = PathText.lastComponent(file)
            return names.contains { last == $0 + ".storyboard" || last == $0 + ".xib" }
        }
        let saysNothing = appearances.allSatisfy { $0.launchStoryboard == nil && $0.launchColorName == nil && $0.launchImageName == nil
            && !$0.hasLaunchScreenDictionary }
        return saysNothing ? storyboards.filter { isLaunchName(PathText.lastComponent($0)) } : named
    }

    /// Whether a file name reads as a launch screen's: `LaunchScreen.storyboard`, `Launch Screen.storyboard`.
    static func isLaunchName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".storyboard") && lower.filter { $0 != " " }.hasPrefix("launch")
    }

    /// A named color the launch screen fills with, resolved in dark.
    static func namedColorEvidence(_ name: String, catalogs: ColorCatalogIndex, at location: String?, what: String) -> ReportEvidence {
        guard let values = catalogs.entry(named: name, near: location)?.values else {
            return ReportEvidence("launch screen", .cannotTell, "\(what) fills with the named color '\(name)', which no catalog read defines", at: location)
        }
        let side = PairSide.named(name, values: values)
        if side.isBrightInDark {
            return ReportEvidence("launch screen", .notMet, "\(what) fills with '\(name)', \(hex(side)) in dark: a bright flash at launch", at: location)
        }
        return ReportEvidence("launch screen", .met, "\(what) fills with '\(name)', \(hex(side)) in dark", at: location)
    }

    /// Every view background of a launch storyboard, and every image view filling its superview, judged in dark.
    static func storyboardEvidence(_ file: String, catalogs: ColorCatalogIndex, images: [String: ImageSetLook] = [:],
                                   imageUses: [BackgroundImageUse] = []) -> [ReportEvidence] {
        let name = PathText.lastComponent(file)
        let bytes: [UInt8]
        do { bytes = try FileSystem.readRegularFile(file) } catch {
            return [ReportEvidence("launch screen", .cannotTell, "the launch screen \(name) cannot be read: \(error.description)", at: file)]
        }
        let tree = InterfaceBuilderScanner.scan(bytes, path: file, catalogs: catalogs).tree
        let judge = InterfaceBuilderPairs(tree: tree, catalogs: catalogs, codeOwned: CodeOwnedColors())
        var evidence: [ReportEvidence] = []
        var backgrounds = 0
        for (index, color) in tree.colors.enumerated() {
            if let alpha = color.attributes["alpha"].flatMap(Double.init), alpha == 0 { continue }
            let (owner, state, key) = judge.owner(of: color)
            guard owner >= 0, state == nil, InterfaceBuilderPairs.role(key) == .background else { continue }
            backgrounds += 1
            let side = judge.side(color, index: index)
            let location = side.location?.description ?? name
            if !side.isKnown {
                evidence.append(ReportEvidence("launch screen", .cannotTell, "the launch screen's \(tree.tag(owner)) fills with \(side.name), "
                                               + "which cannot be resolved", at: location))
            } else if side.isBrightInDark {
                evidence.append(ReportEvidence("launch screen", .notMet, "the launch screen's \(tree.tag(owner)) fills with \(side.name), "
                                               + "\(hex(side)) in dark: a bright flash at launch", at: location))
            }
        }
        if evidence.isEmpty {
            evidence.append(ReportEvidence("launch screen", .met, backgrounds == 0
                ? "the launch screen \(name) sets no background color: it shows the system background, dark in dark"
                : "the launch screen \(name): \(NumberText.counted(backgrounds, "background color")), none bright in dark", at: file))
        }
        for use in imageUses where use.file == file {
            let look = images[BackgroundImageEvidence.key(use.name, isSymbol: use.isSymbol)] ?? ImageSetLook(name: use.name)
            evidence.append(look.evidence(topic: "launch screen", what: "the launch screen: \(use.how) at \(use.location) draws", at: use.location))
        }
        return evidence
    }

    /// The side's value in dark as hex (`#FFFFFF`).
    static func hex(_ side: PairSide) -> String {
        guard let value = side.values?[AppearanceMode(colorScheme: .dark)] else { return "unknown" }
        return PairSide.constantName(value)
    }
}
