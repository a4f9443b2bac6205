/// The environment override: `NOCTURNE_COLOR_SCHEME=light|dark|no-preference` and `NOCTURNE_CONTRAST=more|standard`.
///
/// It wins over every other source in ``AutomaticAppearanceSource``, so tests and users can pin the
/// appearance without touching the desktop's settings.
public struct EnvironmentAppearanceSource: AppearanceSource {
    /// The variable that sets the color scheme.
    public static let colorSchemeVariable = "NOCTURNE_COLOR_SCHEME"
    /// The variable that sets the contrast.
    public static let contrastVariable = "NOCTURNE_CONTRAST"

    /// The variables read.
    public var environment: [String: String]

    /// Creates a source over these variables.
    ///
    /// - Parameter environment: The process's environment by default.
    public init(environment: [String: String] = ProcessEnvironment.current) {
        self.environment = environment
    }

    /// Whether either variable is set to a non-empty value.
    public var isSet: Bool {
        !(environment[Self.colorSchemeVariable] ?? "").isEmpty || !(environment[Self.contrastVariable] ?? "").isEmpty
    }

    /// What the variables say; unset ones leave their trait at "nothing said".
    ///
    /// - Throws: ``AppearanceSourceError/invalidEnvironment(variable:value:expected:)`` for a value it does not know.
    public func read() throws(AppearanceSourceError) -> SystemAppearance {
        var appearance = SystemAppearance(source: .environment)
        if let value = environment[Self.colorSchemeVariable], !value.isEmpty {
            switch value.lowercased() {
            case "dark": appearance.colorScheme = .dark
            case "light": appearance.colorScheme = .light
            case "no-preference", "default", "system": appearance.colorScheme = .noPreference
            default: throw .invalidEnvironment(variable: Self.colorSchemeVariable, value: value, expected: "light, dark or no-preference")
            }
        }
        if let value = environment[Self.contrastVariable], !value.isEmpty {
            switch value.lowercased() {
            case "more", "high", "increased": appearance.contrast = .increased
            case "standard", "normal", "no-preference": appearance.contrast = .standard
            default: throw .invalidEnvironment(variable: Self.contrastVariable, value: value, expected: "more or standard")
            }
        }
        return appearance
    }

    /// What the variables say.
    ///
    /// - Throws: ``AppearanceSourceError/invalidEnvironment(variable:value:expected:)``.
    public func current() async throws(AppearanceSourceError) -> SystemAppearance { try read() }
}
