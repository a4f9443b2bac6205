import NocturneAppearance
import NocturneProject
import NocturneSupport

/// The evidence the launch screen gives for Dark Interface: what it fills with in dark.
///
/// - A launch storyboard (`UILaunchStoryboardName`, or a storyboard named like `LaunchScreen` when no Info.plist says):
///   each view's background color resolved in dark; one that stays bright (a constant, a fixed system color, a named
///   color whose dark value is bright) is **not met**, with its line. A named color no catalog defines is **cannot tell**.
/// - A `UILaunchScreen` dictionary: its `UIColorName` resolved in the catalogs, judged the same way; without one the
///   screen is the system background (met). Its `UIImageName` is named, not judged (advisory).
/// - No launch screen found: **cannot tell**.
enum LaunchScreenEvidence {
    /// The evidence of the app's launch screens.
    ///
    /// - Parameters:
    ///   - appearances: What the app targets' Info.plists and build settings say.
    ///   - storyboards: The storyboards and xibs the lint run read.
    ///   - catalogs: The app's color sets.
    static func evidence(appearances: [TargetAppearance], storyboards: [String], catalogs: ColorCatalogIndex) -> [ReportEvidence] {
        var evidence: [ReportEvidence] = []
        var judged: Set<String> = []
        for appearance in appearances {
            if let name = appearance.launchStoryboard {
                let files = storyboards.filter { PathText.lastComponent($0) == name.value + ".storyboard" || PathText.lastComponent($0) == name.value + ".xib" }
                if files.isEmpty {
                    evidence.append(ReportEvidence("launch screen", .cannotTell, "\(appearance.target) launches with '\(name.value)' "
                                                   + "(\(name)), which is not among the storyboards read", at: name.description))
                }
                for file in files where judged.insert(file).inserted { evidence += storyboardEvidence(file, catalogs: catalogs) }
            } else if let color = appearance.launchColorName {
                evidence.append(namedColorEvidence(color.value, catalogs: catalogs, at: color.description, what: "\(appearance.target)'s UILaunchScreen"))
            } else if appearance.hasLaunchScreenDictionary {
                evidence.append(ReportEvidence("launch screen", .met, "\(appearance.target)'s UILaunchScreen names no color: it fills with the "
                                               + "system background, dark in dark", at: appearance.infoPlist))
            }
            if let image = appearance.launchImageName {
                evidence.append(ReportEvidence("launch screen", .cannotTell, "\(appearance.target)'s UILaunchScreen shows the image '\(image.value)'; "
                                               + "images are not judged", at: image.description, advisory: true))
            }
        }
        // With no Info.plist naming one, a storyboard named like a launch screen stands for it.
        if evidence.isEmpty {
            for file in storyboards where isLaunchName(PathText.lastComponent(file)) && judged.insert(file).inserted {
                evidence += storyboardEvidence(file, catalogs: catalogs)
            }
        }
        if evidence.isEmpty {
            evidence.append(ReportEvidence("launch screen", .cannotTell, appearances.isEmpty
                ? "no Info.plist, build setting or launch storyboard found: the launch screen cannot be seen"
                : "no launch screen is named (UILaunchStoryboardName or UILaunchScreen)"))
        }
        return evidence
    }

    /// Whether a file name reads as a launch screen's: `LaunchScreen.storyboard`, `Launch Screen.storyboard`.
    static func isLaunchName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".storyboard") && lower.filter { $0 != " " }.hasPrefix("launch")
    }

    /// A named color the launch screen fills with, resolved in dark.
    static func namedColorEvidence(_ name: String, catalogs: ColorCatalogIndex, at location: String?, what: String) -> ReportEvidence {
        guard let values = catalogs.byName[name]?.values else {
            return ReportEvidence("launch screen", .cannotTell, "\(what) fills with the named color '\(name)', which no catalog read defines", at: location)
        }
        let side = PairSide.named(name, values: values)
        if side.isBrightInDark {
            return ReportEvidence("launch screen", .notMet, "\(what) fills with '\(name)', \(hex(side)) in dark: a bright flash at launch", at: location)
        }
        return ReportEvidence("launch screen", .met, "\(what) fills with '\(name)', \(hex(side)) in dark", at: location)
    }

    /// Every view background of a launch storyboard, judged in dark.
    static func storyboardEvidence(_ file: String, catalogs: ColorCatalogIndex) -> [ReportEvidence] {
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
        return evidence
    }

    /// The side's value in dark as hex (`#FFFFFF`).
    static func hex(_ side: PairSide) -> String {
        guard let value = side.values?[AppearanceMode(colorScheme: .dark)] else { return "unknown" }
        return PairSide.constantName(value)
    }
}
