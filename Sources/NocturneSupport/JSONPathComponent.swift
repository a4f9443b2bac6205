/// One step into a JSON document: a member's key or an array element's index.
package enum JSONPathComponent: Sendable, Hashable {
    /// The member with this key (the last one when the key repeats, as ``JSONValue/subscript(key:)`` reads it).
    case key(String)
    /// The element at this 0-based index.
    case index(Int)
}
