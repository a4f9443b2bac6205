import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a suite or test only when `relativePath` is inside the reference folder; otherwise it is reported skipped with the reason.
    ///
    /// The reason names the path looked for, so a fresh clone's `swift test` shows what it skipped and why:
    ///
    ///     @Suite("colorjs-tests.json conformance", .requiresReference("vectors/colorjs-tests.json"))
    ///
    /// With `NOCTURNE_REQUIRE_REFERENCE=1` (``ReferenceFolder/isRequired``) absent data is a failure of the
    /// suite or test, with the same reason, instead of a skip: CI sets it where the data must be present.
    ///
    /// - Parameters:
    ///   - relativePath: A file or folder inside ``ReferenceFolder``, e.g. `real-inputs/tokens`.
    ///   - sourceLocation: Where the trait is applied, for the skip report.
    public static func requiresReference(_ relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        .enabled(Comment(rawValue: ReferenceFolder.absenceReason(relativePath)), sourceLocation: sourceLocation) {
            if ReferenceFolder.isAvailable(relativePath) { return true }
            if ReferenceFolder.isRequired { throw ReferenceDataMissing(reason: ReferenceFolder.absenceReason(relativePath)) }
            return false
        }
    }
}

/// The failure a suite that needs reference data reports when it is absent and `NOCTURNE_REQUIRE_REFERENCE=1`.
public struct ReferenceDataMissing: Error, CustomStringConvertible {
    /// What was looked for and where, as in the skip reason.
    public let reason: String

    /// The reason, prefixed so that the failure says why it is not a skip.
    public var description: String { "\(reason), and \(ReferenceFolder.requiredVariable)=1 requires it" }
}

extension Trait where Self == ConditionTrait {
    /// Runs a suite or test only when the real apps under `path` are in place (``RealApps``); otherwise it is skipped.
    ///
    /// Unlike ``requiresReference(_:sourceLocation:)`` the skip stays a skip with `NOCTURNE_REQUIRE_REFERENCE=1`: the
    /// apps are fetched snapshots that a reference folder does not hold, so CI runs without them. The reason says
    /// how to put them in place; `NOCTURNE_REQUIRE_REAL_APPS=1` (Scripts/real-apps sets it) makes absence a failure.
    ///
    ///     @Suite(.requiresRealApps("real-inputs/swift"))
    ///
    /// - Parameters:
    ///   - path: An app folder of `apps.json` or a folder above several, e.g. `real-inputs/apps/enchanted`.
    ///   - sourceLocation: Where the trait is applied, for the skip report.
    public static func requiresRealApps(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        .enabled(Comment(rawValue: RealApps.absenceReason(path)), sourceLocation: sourceLocation) {
            if RealApps.isInPlace(path) { return true }
            if RealApps.isRequired { throw ReferenceDataMissing(reason: RealApps.absenceReason(path)) }
            return false
        }
    }
}
