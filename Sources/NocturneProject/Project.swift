import NocturneSupport

/// An app as its targets: which files each compiles, which asset catalogs it ships, and where a new named color goes.
///
/// Built by ``load(paths:)`` from the Xcode projects (`project.pbxproj`), Swift packages (`Package.swift`) and asset
/// catalogs found under the paths. A file in no known target falls back to the nearest catalog by folder that can
/// take colors; an icon-only catalog never takes one.
package struct Project: Sendable {
    /// An asset catalog found in the tree, with what it holds.
    package struct Catalog: Sendable, Hashable {
        /// The `.xcassets` folder, as the walk names it.
        package var path: String
        /// Whether it holds at least one color set.
        package var holdsColors: Bool
        /// Whether it holds an app icon (`.appiconset`, `.brandassets`, `.icon`).
        package var holdsIcons: Bool

        /// Whether a new color set may go in it: it holds colors, or it is not an icon catalog.
        package var takesColors: Bool { holdsColors || !holdsIcons }
    }

    /// The targets, in the order their projects and manifests were found.
    package var targets: [ProjectTarget] = []
    /// Every asset catalog under the paths.
    package var catalogs: [Catalog] = []
    /// Every Icon Composer icon (`AppIcon.icon`, a folder holding `icon.json`) under the paths, outside asset catalogs.
    package var iconBundles: [String] = []
    /// Every image file (`.png`, `.jpg`, `.jpeg`, `.pdf`, `.heic`, `.svg`) under the paths, outside asset catalogs and `.icon` bundles:
    /// what `UIImage(named:)` finds in a bundle when no catalog defines the name.
    package var looseImages: [String] = []
    /// Every `Info.plist` (and `*-Info.plist`) file under the paths, whether a target names it or not.
    package var infoPlists: [String] = []
    /// What could not be read, once per file: `App.xcodeproj/project.pbxproj: expected ';' at offset 812`.
    package var problems: [String] = []

    /// Creates a project from its parts (tests, and a caller that read them itself).
    package init(targets: [ProjectTarget] = [], catalogs: [Catalog] = [], problems: [String] = []) {
        self.targets = targets
        self.catalogs = catalogs
        self.problems = problems
    }

    /// The targets that compile `file`.
    package func targets(containing file: String) -> [ProjectTarget] {
        let file = XcodeProjectReader.normalized(file)
        return targets.filter { $0.contains(file) }
    }

    /// The catalog a new named color used in `file` goes in, or `nil` when no catalog of the app can take one.
    ///
    /// The file's targets' catalogs come first (one that holds colors before one that does not); a file in no target, or
    /// whose targets ship no catalog that takes colors, gets the nearest catalog by folder that takes them (the deepest
    /// folder shared with the file; one that holds colors wins a tie) — but never a package target's own catalog unless
    /// the file is in that target, since a package's resources load only from its `Bundle.module`.
    package func colorCatalog(for file: String) -> String? {
        let file = XcodeProjectReader.normalized(file)
        let owners = targets(containing: file)
        let eligible = catalogs.filter(\.takesColors)
        let own = eligible.filter { catalog in owners.contains { $0.catalogs.contains(catalog.path) } }
        if let best = nearest(own, to: file) { return best }
        let moduleCatalogs = Set(targets.filter(\.usesModuleBundle).flatMap(\.catalogs))
        return nearest(eligible.filter { !moduleCatalogs.contains($0.path) }, to: file)
    }

    /// The lowest version of `platform` (`iOS`, `tvOS`, `macOS`…) that `file` must compile for: the lowest deployment target
    /// of the targets that compile it, or, for a file in none of them, of every target that sets one; `nil` when no target
    /// says (a folder of Swift without a project, a package without `platforms:`).
    package func deploymentTarget(for file: String, platform: String) -> OSVersion? {
        let owners = targets(containing: file).compactMap { $0.deploymentTargets[platform] }
        return owners.min() ?? targets.compactMap { $0.deploymentTargets[platform] }.min()
    }

    /// The systems `file` is built for, named as availability checks name them (`iOS`, `tvOS`, `macOS`…): the union of
    /// the platforms of the targets that compile it; `nil` when that is not known (a file in no target, or a target that
    /// names no platform, as a package target does not).
    package func availabilityPlatforms(for file: String) -> Set<String>? {
        let owners = targets(containing: file)
        guard !owners.isEmpty, owners.allSatisfy({ !$0.platforms.isEmpty }) else { return nil }
        var names: Set<String> = []
        for platform in owners.flatMap(\.platforms) {
            guard let systems = Self.availabilityNames[platform.lowercased()] else { return nil }
            names.formUnion(systems)
        }
        return names
    }

    /// The availability names of each platform a project names (an SDK, `SUPPORTED_PLATFORMS`, XcodeGen's `platform`).
    static let availabilityNames: [String: [String]] = {
        let iOS = ["iOS", "iPadOS", "macCatalyst"], tvOS = ["tvOS"], macOS = ["macOS", "OSX"], watchOS = ["watchOS"], visionOS = ["visionOS"]
        return ["iphoneos": iOS, "iphonesimulator": iOS, "ios": iOS, "appletvos": tvOS, "appletvsimulator": tvOS, "tvos": tvOS,
                "macosx": macOS, "macos": macOS, "osx": macOS, "watchos": watchOS, "watchsimulator": watchOS,
                "xros": visionOS, "xrsimulator": visionOS, "visionos": visionOS]
    }()

    /// Whether a named color from `catalog` used in `file` must name `bundle: .module` (the file and catalog are one package target's).
    package func usesModuleBundle(file: String, catalog: String) -> Bool {
        targets(containing: file).contains { $0.usesModuleBundle && $0.catalogs.contains(catalog) }
    }

    private func nearest(_ candidates: [Catalog], to file: String) -> String? {
        func shared(_ catalog: Catalog) -> Int {
            let folder = PathText.parent(catalog.path).split(separator: "/"), parts = file.split(separator: "/").dropLast()
            return zip(folder, parts).prefix { $0 == $1 }.count
        }
        return candidates.max { first, second in
            (shared(first), first.holdsColors ? 1 : 0, second.path) < (shared(second), second.holdsColors ? 1 : 0, first.path)
        }?.path
    }
}
