import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a suite or test only when `relativePath` is inside the reference folder; otherwise it is reported skipped with the reason.
    ///
    /// The reason names the path looked for, so a fresh clone's `swift test` shows what it skipped and why:
    ///
    ///     @Suite("colorjs-tests.json conformance", .requiresReference("vectors/colorjs-tests.json"))
    ///
    /// - Parameters:
    ///   - relativePath: A file or folder inside ``ReferenceFolder``, e.g. `real-inputs/tokens`.
    ///   - sourceLocation: Where the trait is applied, for the skip report.
    public static func requiresReference(_ relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        .enabled(
            if: ReferenceFolder.isAvailable(relativePath),
            Comment(rawValue: ReferenceFolder.absenceReason(relativePath)),
            sourceLocation: sourceLocation
        )
    }
}
