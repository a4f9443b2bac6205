import NocturneSupport

/// What an app target says about its appearance: a forced interface style, the Aqua requirement, its launch screen and icon.
///
/// Read from the target's Info.plist and from the `INFOPLIST_KEY_…` build settings Xcode writes into a generated one;
/// the Info.plist file wins where both say something. The one reader of these keys: `nocturne report` and the
/// `interface-style-opt-out` lint rule both use it.
///
/// ```swift
/// let appearance = TargetAppearance.read(target)
/// appearance.interfaceStyle?.value     // "Light"
/// appearance.optsOutOfDark            // true: the app never shows dark
/// ```
package struct TargetAppearance: Sendable, Hashable {
    /// One key's value and where it is written.
    package struct Setting: Sendable, Hashable, CustomStringConvertible {
        /// The value as written (`Light`, `true`, `LaunchScreen`).
        package var value: String
        /// The file that says it: the Info.plist, or the `project.pbxproj` whose build settings do.
        package var file: String
        /// The 1-based line in an Info.plist; `nil` for a build setting.
        package var line: Int?
        /// The key as written there (`UIUserInterfaceStyle`, `INFOPLIST_KEY_UIUserInterfaceStyle`).
        package var key: String

        /// `Info.plist:24` or `INFOPLIST_KEY_UIUserInterfaceStyle in project.pbxproj`.
        package var description: String {
            let name = PathText.lastComponent(file)
            return line.map { "\(name):\($0)" } ?? "\(key) in \(name)"
        }
    }

    /// The target's name (`App/Info.plist`, its folder and file, when no target names the Info.plist).
    package var target: String
    /// The Info.plist read, when there is one.
    package var infoPlist: String?
    /// Why the Info.plist could not be read, when it could not.
    package var problem: String?
    /// `UIUserInterfaceStyle` (`Light`, `Dark`, `Automatic`).
    package var interfaceStyle: Setting?
    /// `NSRequiresAquaSystemAppearance` (macOS: `true` keeps the app light).
    package var requiresAquaAppearance: Setting?
    /// `UILaunchStoryboardName`.
    package var launchStoryboard: Setting?
    /// `UILaunchScreen`'s `UIColorName`: the named color the launch screen fills with.
    package var launchColorName: Setting?
    /// `UILaunchScreen`'s `UIImageName`.
    package var launchImageName: Setting?
    /// Whether the target's Info.plist has a `UILaunchScreen` (or `UILaunchScreens`) dictionary.
    package var hasLaunchScreenDictionary = false
    /// The app icon set the target compiles, when its build settings name one.
    package var appIconName: String?

    /// Creates an empty description for a target.
    package init(target: String) {
        self.target = target
    }

    /// Whether the app never shows dark: `UIUserInterfaceStyle` = `Light`, or `NSRequiresAquaSystemAppearance` true.
    package var optsOutOfDark: Bool {
        interfaceStyle?.value.lowercased() == "light" || ["true", "yes", "1"].contains(requiresAquaAppearance?.value.lowercased() ?? "")
    }

    /// The setting that opts out of dark, when one does.
    package var optOut: Setting? {
        if interfaceStyle?.value.lowercased() == "light" { return interfaceStyle }
        return optsOutOfDark ? requiresAquaAppearance : nil
    }

    /// Reads a target's Info.plist and build settings.
    ///
    /// - Parameter target: The target.
    /// - Returns: What it says; ``problem`` names an Info.plist that could not be read.
    package static func read(_ target: ProjectTarget) -> TargetAppearance {
        var appearance = TargetAppearance(target: target.name)
        appearance.appIconName = target.appIconName
        for (key, value) in target.infoPlistSettings {
            let setting = Setting(value: value, file: target.declaredIn, line: nil, key: "INFOPLIST_KEY_" + key)
            appearance.apply(key, setting)
        }
        if let plist = target.infoPlist { appearance.readPlist(plist) }
        return appearance
    }

    /// Reads an Info.plist that no target names.
    ///
    /// - Parameter path: The file.
    /// - Returns: What it says; ``problem`` says why it could not be read.
    package static func read(infoPlist path: String) -> TargetAppearance {
        // Named by its folder and file (`App/Info.plist`), as a reader finds it.
        let folder = PathText.lastComponent(PathText.parent(path))
        var appearance = TargetAppearance(target: folder.isEmpty || folder == "." ? PathText.lastComponent(path) : "\(folder)/\(PathText.lastComponent(path))")
        appearance.readPlist(path)
        return appearance
    }

    private mutating func readPlist(_ path: String) {
        infoPlist = path
        do {
            let bytes = try FileSystem.readRegularFile(path)
            let plist = try InfoPlist.parse(bytes)
            for (key, value) in plist.values {
                if let text = value.string {
                    apply(key, Setting(value: text, file: path, line: plist.lines[key], key: key))
                } else if key == "UILaunchScreen" || key == "UILaunchScreens" {
                    hasLaunchScreenDictionary = true
                    // UILaunchScreens holds named screens; the first with a color or image stands for them.
                    let screens = key == "UILaunchScreen" ? [value] : (value["UILaunchScreenDefinitions"]?.array ?? [])
                    for screen in screens {
                        if launchColorName == nil, let color = screen["UIColorName"]?.string {
                            launchColorName = Setting(value: color, file: path, line: plist.lines[key], key: "UIColorName")
                        }
                        if launchImageName == nil, let image = screen["UIImageName"]?.string {
                            launchImageName = Setting(value: image, file: path, line: plist.lines[key], key: "UIImageName")
                        }
                    }
                }
            }
        } catch let failure as FileSystem.ReadFailure {
            problem = "\(path): \(failure.description)"
        } catch {
            problem = "\(path): \(error)"
        }
    }

    /// Takes one key, from the Info.plist (which wins) or a build setting.
    private mutating func apply(_ key: String, _ setting: Setting) {
        switch key {
        case "UIUserInterfaceStyle": interfaceStyle = setting
        case "NSRequiresAquaSystemAppearance": requiresAquaAppearance = setting
        case "UILaunchStoryboardName", "UILaunchStoryboardName~iphone", "UILaunchStoryboardName~ipad":
            if launchStoryboard == nil || key == "UILaunchStoryboardName" { launchStoryboard = setting }
        case "UILaunchScreen_Generation": hasLaunchScreenDictionary = hasLaunchScreenDictionary || setting.value == "YES"
        case "UILaunchScreen_UIColorName": launchColorName = setting
        case "UILaunchScreen_UIImageName": launchImageName = setting
        default: break
        }
    }
}
