/// Vectors our implementation deliberately does not match, each with the reason in one line.
///
/// Keys are `<wpt file>|<input>`. The conformance suite fails when a listed vector starts passing
/// (remove it here) or an unlisted one fails.
enum CSSKnownFailures {
    static let wpt: [String: String] = [:]
}
