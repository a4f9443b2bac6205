import NocturneSupport

/// Reads the targets of an Xcode project from its `project.pbxproj`: the files each compiles, its catalogs, Info.plist, platform.
///
/// Files come from each native target's Sources and Resources build phases, resolved through the group tree (`<group>`,
/// `SOURCE_ROOT` and absolute source trees; files in the SDK or the build products are left out), and from the folders
/// of Xcode 16's synchronized groups, every file of which the target compiles.
package enum XcodeProjectReader {
    /// Reads `project.pbxproj`.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - path: Its path as the walk names it (`App/App.xcodeproj/project.pbxproj`): paths in the targets are named from it.
    /// - Returns: The native targets, in the project's order.
    /// - Throws: ``PropertyListError`` when the file is not an old-style property list, or has no `objects` or `rootObject`.
    package static func targets(bytes: [UInt8], path: String) throws(PropertyListError) -> [ProjectTarget] {
        let root = try PropertyListText.parse(bytes)
        guard let objects = root["objects"]?.dictionary, let rootID = root["rootObject"]?.string, let project = objects[rootID] else {
            throw PropertyListError(message: "no objects or rootObject", offset: 0)
        }
        // The folder holding the .xcodeproj, plus the project's own projectDirPath.
        var sourceRoot = PathText.parent(PathText.parent(path))
        if let projectDir = project["projectDirPath"]?.string, !projectDir.isEmpty { sourceRoot = normalized(PathText.join(sourceRoot, projectDir)) }

        // Each group's and file's parent, to resolve `<group>` paths up the tree.
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"]?.array ?? [] { if let childID = child.string { parents[childID] = id } }
        }
        var resolvedPaths: [String: String?] = [:]
        func location(of id: String, depth: Int = 0) -> String? {
            if let known = resolvedPaths[id] { return known }
            guard depth < 64, let object = objects[id] else { return nil }
            let own = object["path"]?.string ?? ""
            let result: String?
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                if let parent = parents[id] {
                    result = location(of: parent, depth: depth + 1).map { own.isEmpty ? $0 : normalized(PathText.join($0, own)) }
                } else {
                    result = own.isEmpty ? sourceRoot : normalized(PathText.join(sourceRoot, own))  // the main group
                }
            case "SOURCE_ROOT": result = own.isEmpty ? sourceRoot : normalized(PathText.join(sourceRoot, own))
            case "<absolute>": result = own
            default: result = nil  // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: not the app's own files
            }
            resolvedPaths[id] = result
            return result
        }
        /// The files a build file stands for: one file, or every localization of a variant group.
        func files(ofBuildFile id: String) -> [String] {
            guard let reference = objects[id]?["fileRef"]?.string, let object = objects[reference] else { return [] }
            if object["isa"]?.string == "PBXVariantGroup" {
                return (object["children"]?.array ?? []).compactMap { $0.string.flatMap { location(of: $0) } }
            }
            return location(of: reference).map { [$0] } ?? []
        }

        /// The build settings of each configuration of a configuration list.
        func buildSettings(_ list: String?) -> [[String: PropertyListValue]] {
            (objects[list ?? ""]?["buildConfigurations"]?.array ?? []).compactMap { $0.string.flatMap { objects[$0]?["buildSettings"]?.dictionary } }
        }
        let projectSettings = buildSettings(project["buildConfigurationList"]?.string)
        let projectDeployment = Self.deploymentTargets(in: projectSettings)
        let projectPlatforms = Self.platforms(in: projectSettings)
        var targets: [ProjectTarget] = []
        for targetID in project["targets"]?.array ?? [] {
            guard let id = targetID.string, let object = objects[id], object["isa"]?.string == "PBXNativeTarget" else { continue }
            var target = ProjectTarget(name: object["name"]?.string ?? id, kind: kind(object["productType"]?.string), declaredIn: path)
            for phaseID in object["buildPhases"]?.array ?? [] {
                guard let phase = phaseID.string.flatMap({ objects[$0] }),
                      ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"]?.string ?? "") else { continue }
                for buildFile in phase["files"]?.array ?? [] {
                    for file in files(ofBuildFile: buildFile.string ?? "") {
                        if file.hasSuffix(".xcassets") { target.catalogs.append(file) } else { target.files.insert(file) }
                    }
                }
            }
            for groupID in object["fileSystemSynchronizedGroups"]?.array ?? [] {
                guard let id = groupID.string, let folder = location(of: id) else { continue }
                target.folders.append(folder)
            }
            let settings = buildSettings(object["buildConfigurationList"]?.string)
            target.deploymentTargets = projectDeployment.merging(Self.deploymentTargets(in: settings)) { _, own in own }
            for settings in settings {
                if target.infoPlist == nil, let plist = settings["INFOPLIST_FILE"]?.string, !plist.contains("$") {
                    target.infoPlist = normalized(PathText.join(sourceRoot, plist))
                }
                // Keys Xcode writes into a generated Info.plist (`INFOPLIST_KEY_UIUserInterfaceStyle = Light`); the first configuration's win.
                for (key, value) in settings where key.hasPrefix("INFOPLIST_KEY_") {
                    guard let text = value.string else { continue }
                    let name = String(key.dropFirst("INFOPLIST_KEY_".count))
                    if target.infoPlistSettings[name] == nil { target.infoPlistSettings[name] = text }
                }
                if target.appIconName == nil, let icon = settings["ASSETCATALOG_COMPILER_APPICON_NAME"]?.string, !icon.contains("$") {
                    target.appIconName = icon
                }
            }
            // A target that names no SDK builds with the project's.
            target.platforms = Self.platforms(in: settings)
            if target.platforms.isEmpty { target.platforms = projectPlatforms }
            targets.append(target)
        }
        return targets
    }

    /// The platforms configurations' build settings name (`SDKROOT`, `SUPPORTED_PLATFORMS`), each once, in order; a
    /// variable, `$(…)`, is not read.
    static func platforms(in configurations: [[String: PropertyListValue]]) -> [String] {
        var platforms: [String] = []
        for settings in configurations {
            for key in ["SDKROOT", "SUPPORTED_PLATFORMS"] {
                for platform in (settings[key]?.string ?? "").split(separator: " ").map(String.init)
                where !platform.contains("$") && !platforms.contains(platform) { platforms.append(platform) }
            }
        }
        return platforms
    }

    /// The build settings that name a deployment target, by the platform each is for.
    static let deploymentSettings = ["IPHONEOS_DEPLOYMENT_TARGET": "iOS", "TVOS_DEPLOYMENT_TARGET": "tvOS", "MACOSX_DEPLOYMENT_TARGET": "macOS",
                                     "WATCHOS_DEPLOYMENT_TARGET": "watchOS", "XROS_DEPLOYMENT_TARGET": "visionOS"]

    /// The lowest deployment target each platform has across configurations' build settings (a value that is a
    /// variable, `$(…)`, is not read).
    static func deploymentTargets(in configurations: [[String: PropertyListValue]]) -> [String: OSVersion] {
        var lowest: [String: OSVersion] = [:]
        for settings in configurations {
            for (key, platform) in deploymentSettings {
                guard let text = settings[key]?.string, let version = OSVersion(text) else { continue }
                if lowest[platform].map({ version < $0 }) ?? true { lowest[platform] = version }
            }
        }
        return lowest
    }

    /// The kind of a `productType`.
    static func kind(_ productType: String?) -> ProjectTarget.Kind {
        switch productType ?? "" {
        case "com.apple.product-type.application", "com.apple.product-type.application.watchapp2-container",
             "com.apple.product-type.application.on-demand-install-capable", "com.apple.product-type.tool": .application
        case let type where type.hasPrefix("com.apple.product-type.framework") || type.hasPrefix("com.apple.product-type.library"): .library
        case let type where type.hasPrefix("com.apple.product-type.app-extension") || type.hasPrefix("com.apple.product-type.extensionkit")
            || type.hasPrefix("com.apple.product-type.watchkit"): .appExtension
        case let type where type.hasPrefix("com.apple.product-type.bundle.unit-test") || type.hasPrefix("com.apple.product-type.bundle.ui-testing"): .test
        default: .other
        }
    }

    /// `a/./b/../c` as `a/c`; a leading `..` that leaves the walk's root is kept.
    package static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        let absolute = path.hasPrefix("/")
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }
}
