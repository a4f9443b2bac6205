import NocturneSupport

/// The process's environment variables, read without Foundation.
@usableFromInline enum ProcessEnvironment {
    /// Every `NAME=value` of the running process.
    @usableFromInline static var current: [String: String] {
        var result: [String: String] = [:]
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        guard var pointer = start else { return result }
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }
}
