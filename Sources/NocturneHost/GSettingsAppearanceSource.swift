/// GNOME's settings through the `gsettings` command: the fallback when no portal answers.
///
/// Reads `org.gnome.desktop.interface color-scheme` (`prefer-dark`, `prefer-light`, `default`), the
/// GTK theme name (a name ending in `-dark` means dark when the scheme says nothing),
/// `enable-animations` (off means reduced motion) and `org.gnome.desktop.a11y.interface high-contrast`.
public struct GSettingsAppearanceSource: AppearanceSource {
    /// The environment `gsettings` runs in (its `PATH` finds it).
    public var environment: [String: String]
    /// How long `gsettings` may take, in milliseconds.
    public var timeoutMilliseconds: Int

    /// Creates a source.
    ///
    /// - Parameters:
    ///   - environment: The process's environment by default.
    ///   - timeoutMilliseconds: 1000 by default.
    public init(environment: [String: String] = ProcessEnvironment.current, timeoutMilliseconds: Int = 1000) {
        self.environment = environment
        self.timeoutMilliseconds = timeoutMilliseconds
    }

    /// Runs `gsettings` and reads its answer.
    ///
    /// - Throws: ``AppearanceSourceError/commandFailed(command:reason:)`` when `gsettings` or the GNOME schema is missing.
    public func read() throws(AppearanceSourceError) -> SystemAppearance {
        let interface = try HelperCommand.run(
            "gsettings", ["list-recursively", "org.gnome.desktop.interface"], environment: environment, timeoutMilliseconds: timeoutMilliseconds)
        var appearance = Self.parse(interface: interface)
        if let accessibility = try? HelperCommand.run(
            "gsettings", ["get", "org.gnome.desktop.a11y.interface", "high-contrast"], environment: environment, timeoutMilliseconds: timeoutMilliseconds),
            accessibility.trimmingASCIIWhitespace() == "true"
        {
            appearance.contrast = .increased
        }
        return appearance
    }

    /// Reads `gsettings list-recursively org.gnome.desktop.interface` output.
    static func parse(interface text: String) -> SystemAppearance {
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 2)
            guard parts.count == 3 else { continue }
            values[String(parts[1])] = String(parts[2]).trimmingASCIIWhitespace().trimmingCharacters("'")
        }
        var appearance = SystemAppearance(source: .gsettings)
        switch values["color-scheme"] {
        case "prefer-dark": appearance.colorScheme = .dark
        case "prefer-light": appearance.colorScheme = .light
        default:
            if let theme = values["gtk-theme"]?.lowercased(), theme.hasSuffix("-dark") || theme.hasSuffix(":dark") {
                appearance.colorScheme = .dark
            }
        }
        if values["enable-animations"] == "false" { appearance.reducedMotion = true }
        return appearance
    }

    /// What `gsettings` says now.
    ///
    /// - Throws: ``AppearanceSourceError/commandFailed(command:reason:)``.
    public func current() async throws(AppearanceSourceError) -> SystemAppearance {
        let source = self
        return try await HostThread.run { () throws(AppearanceSourceError) in try source.read() }
    }
}

extension String {
    /// The string without one enclosing pair of `quote`.
    func trimmingCharacters(_ quote: Character) -> String {
        guard count >= 2, first == quote, last == quote else { return self }
        return String(dropFirst().dropLast())
    }
}
