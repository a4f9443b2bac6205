import NocturneSupport
import NocturneColor

/// KDE's `kdeglobals`: the window background's gray (below 192 is dark, as KDE's portal decides), else the color scheme's name.
public struct KDEAppearanceSource: AppearanceSource {
    /// The environment that locates the file (`XDG_CONFIG_HOME`, else `HOME/.config`).
    public var environment: [String: String]

    /// Creates a source.
    ///
    /// - Parameter environment: The process's environment by default.
    public init(environment: [String: String] = ProcessEnvironment.current) {
        self.environment = environment
    }

    /// The file read: `$XDG_CONFIG_HOME/kdeglobals`, else `$HOME/.config/kdeglobals`.
    public var path: String? {
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty { return config + "/kdeglobals" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.config/kdeglobals" }
        return nil
    }

    /// Reads the file.
    ///
    /// It goes through the one guarded reader: a FIFO, a device or a folder named `kdeglobals` is refused at
    /// once (opened without blocking, its kind asked of the open descriptor), so the source never waits on it
    /// and stays within its time budget; a file over 16 MB is refused too.
    ///
    /// - Throws: ``AppearanceSourceError/unreadableFile(path:reason:)`` when there is none, or it is not a regular file.
    public func read() throws(AppearanceSourceError) -> SystemAppearance {
        guard let path else { throw .unreadableFile(path: "kdeglobals", reason: "neither XDG_CONFIG_HOME nor HOME is set") }
        let bytes: [UInt8]
        do { bytes = try FileSystem.readRegularFile(path) } catch { throw .unreadableFile(path: path, reason: error.description) }
        return Self.parse(String(decoding: bytes, as: UTF8.self))
    }

    /// Reads `kdeglobals` text.
    static func parse(_ text: String) -> SystemAppearance {
        var section = ""
        var schemeName: String?
        var background: String?
        for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = String(rawLine).trimmingASCIIWhitespace()
            if line.hasPrefix("[") { section = line; continue }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = String(line[..<equals]).trimmingASCIIWhitespace()
            let value = String(line[line.index(after: equals)...]).trimmingASCIIWhitespace()
            if section == "[General]", key == "ColorScheme" { schemeName = value }
            if section == "[Colors:Window]", key == "BackgroundNormal" { background = value }
        }
        var appearance = SystemAppearance(source: .kdeglobals)
        let channels: [Int] = background?.split(separator: ",").compactMap { part in UInt8(String(part).trimmingASCIIWhitespace()).map(Int.init) } ?? []
        if channels.count >= 3 {
            let weighted: Int = channels[0] * 11 + channels[1] * 16 + channels[2] * 5
            let gray = weighted / 32
            appearance.colorScheme = gray < 192 ? .dark : .light
        } else if let schemeName {
            appearance.colorScheme = schemeName.lowercased().contains("dark") ? .dark : .light
        }
        return appearance
    }

    /// What `kdeglobals` says.
    ///
    /// - Throws: ``AppearanceSourceError/unreadableFile(path:reason:)``.
    public func current() async throws(AppearanceSourceError) -> SystemAppearance { try read() }
}
