/// One member of a JSON object: a key and its value.
package struct JSONMember: Sendable, Hashable {
    /// The key, unescaped.
    package var key: String
    /// The value.
    package var value: JSONValue

    /// Creates a member.
    package init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
