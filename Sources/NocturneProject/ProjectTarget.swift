/// A target of an app: the source files it compiles, the asset catalogs it ships, and the bundle its resources load from.
package struct ProjectTarget: Sendable, Hashable {
    /// What the target builds.
    package enum Kind: String, Sendable, Hashable {
        /// An app (`com.apple.product-type.application`) or an executable package target.
        case application
        /// A framework, a library or a package target.
        case library
        /// An app extension or a widget.
        case appExtension
        /// A unit or UI test bundle, or a package test target.
        case test
        /// Anything else (an aggregate, a bundle).
        case other
    }

    /// The target's name.
    package var name: String
    /// What it builds.
    package var kind: Kind
    /// The file that declares it: `App.xcodeproj/project.pbxproj`, `Package.swift` or `project.yml`.
    package var declaredIn: String
    /// The source, storyboard and xib files it compiles, each path as the walk names it.
    package var files: Set<String> = []
    /// Folders all of whose files it compiles (a package target's folder, an Xcode 16 synchronized folder).
    package var folders: [String] = []
    /// The asset catalogs it ships.
    package var catalogs: [String] = []
    /// Whether its resources load from `Bundle.module` (a package target with resources), so a named color needs `bundle: .module`.
    package var usesModuleBundle = false
    /// Its Info.plist, when it names one.
    package var infoPlist: String?
    /// The Info.plist keys its build settings give (`INFOPLIST_KEY_UIUserInterfaceStyle = Light` as `UIUserInterfaceStyle: Light`).
    package var infoPlistSettings: [String: String] = [:]
    /// The app icon set it compiles (`ASSETCATALOG_COMPILER_APPICON_NAME`), when it names one.
    package var appIconName: String?
    /// The platforms it builds for, as the project says them (`iphoneos`, `macosx`, `ios`, `macOS`), when it says.
    package var platforms: [String] = []
    /// The lowest system it runs on, by platform (`iOS`, `tvOS`, `macOS`, `watchOS`, `visionOS`), as its build settings say
    /// (the lowest of its configurations'; the project's own settings when the target sets none).
    package var deploymentTargets: [String: OSVersion] = [:]

    /// Creates a target.
    package init(name: String, kind: Kind, declaredIn: String) {
        self.name = name
        self.kind = kind
        self.declaredIn = declaredIn
    }

    /// Whether the target compiles `file` (named as the walk names it).
    package func contains(_ file: String) -> Bool {
        files.contains(file) || folders.contains { $0.isEmpty || file.hasPrefix($0 + "/") }
    }
}
