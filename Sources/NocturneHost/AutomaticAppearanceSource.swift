/// Every source in turn: the environment override, the portal, `gsettings`, `kdeglobals`, the terminal, then nothing.
///
/// The environment override (``EnvironmentAppearanceSource``) wins when set. The portal's answer
/// is final, "no preference" included. A fallback that says only "no preference" is remembered
/// while the later ones are asked; the first definite answer wins. The report's
/// ``SystemAppearance/source`` says which answered, and ``read()`` also returns why the others did not.
public struct AutomaticAppearanceSource: AppearanceSource {
    /// The environment every source reads.
    public var environment: [String: String]
    /// How long the portal may take, in milliseconds.
    public var portalTimeoutMilliseconds: Int
    /// Whether the terminal may be asked (only when standard input and output are one).
    public var asksTerminal: Bool
    /// How long the terminal may take to answer, in milliseconds.
    public var terminalTimeoutMilliseconds: Int

    /// Creates a source.
    ///
    /// - Parameters:
    ///   - environment: The process's environment by default.
    ///   - portalTimeoutMilliseconds: 2000 by default.
    ///   - asksTerminal: `true` by default.
    ///   - terminalTimeoutMilliseconds: 100 by default (see ``TerminalAppearanceSource/timeoutMilliseconds``).
    public init(
        environment: [String: String] = ProcessEnvironment.current, portalTimeoutMilliseconds: Int = 2000, asksTerminal: Bool = true,
        terminalTimeoutMilliseconds: Int = 100
    ) {
        self.environment = environment
        self.portalTimeoutMilliseconds = portalTimeoutMilliseconds
        self.asksTerminal = asksTerminal
        self.terminalTimeoutMilliseconds = terminalTimeoutMilliseconds
    }

    /// What ``read()`` found: the first answer, and each source asked before it with why it did not answer.
    public struct Reading: Sendable, Hashable {
        /// The report (source ``AppearanceSourceKind/none`` when nothing answered).
        public var appearance: SystemAppearance
        /// The sources that did not answer, each as `kind: why` (`portal: no D-Bus session bus`), in the order asked.
        public var attempts: [String]
    }

    /// The first answer, and each source asked before it with why it did not answer.
    ///
    /// - Returns: The report (source ``AppearanceSourceKind/none`` when nothing answered) and the failed attempts.
    /// - Throws: ``AppearanceSourceError/invalidEnvironment(variable:value:expected:)`` for a bad override.
    public func read() throws(AppearanceSourceError) -> Reading {
        let override = EnvironmentAppearanceSource(environment: environment)
        if override.isSet { return Reading(appearance: try override.read(), attempts: []) }
        var attempts: [String] = []
        do {
            return Reading(appearance: try PortalAppearanceSource(environment: environment, timeoutMilliseconds: portalTimeoutMilliseconds).read(), attempts: attempts)
        } catch {
            attempts.append("portal: \(error)")
        }
        var undecided: SystemAppearance?
        let fallbacks: [(AppearanceSourceKind, () throws(AppearanceSourceError) -> SystemAppearance)] = [
            (.gsettings, { () throws(AppearanceSourceError) in try GSettingsAppearanceSource(environment: environment).read() }),
            (.kdeglobals, { () throws(AppearanceSourceError) in try KDEAppearanceSource(environment: environment).read() }),
            (.terminal, { () throws(AppearanceSourceError) in
                guard asksTerminal else { throw .notATerminal }
                return try TerminalAppearanceSource(timeoutMilliseconds: terminalTimeoutMilliseconds, environment: environment).read()
            }),
        ]
        for (kind, read) in fallbacks {
            do {
                let appearance = try read()
                if appearance.colorScheme != .noPreference { return Reading(appearance: appearance, attempts: attempts) }
                attempts.append("\(kind.rawValue): no preference")
                if undecided == nil { undecided = appearance }
            } catch {
                attempts.append("\(kind.rawValue): \(error)")
            }
        }
        return Reading(appearance: undecided ?? SystemAppearance(source: .none), attempts: attempts)
    }

    /// The first answer.
    ///
    /// - Throws: ``AppearanceSourceError/invalidEnvironment(variable:value:expected:)`` for a bad override.
    public func current() async throws(AppearanceSourceError) -> SystemAppearance {
        let source = self
        return try await HostThread.run { () throws(AppearanceSourceError) in try source.read().appearance }
    }

    /// The portal's changes when the portal answers; otherwise the first answer once.
    ///
    /// - Throws: ``AppearanceSourceError/invalidEnvironment(variable:value:expected:)`` for a bad override.
    public func changes() async throws(AppearanceSourceError) -> AppearanceChanges {
        let override = EnvironmentAppearanceSource(environment: environment)
        if override.isSet { return .finished(after: [try override.read()]) }
        do {
            return try await PortalAppearanceSource(environment: environment, timeoutMilliseconds: portalTimeoutMilliseconds).changes()
        } catch {
            return .finished(after: [try await current()])
        }
    }
}
