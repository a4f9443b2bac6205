import NocturneSupport

extension JSONValue {
    /// The value as a message quotes it: compact JSON (`"dark"`, `2`, `true`), cut to 60 characters when long.
    var excerpt: String {
        CSSThemeReader.excerpt(serialized(style: .compact))
    }
}
