import NocturneSupport

/// The process's environment variables, read without Foundation.
public enum ProcessEnvironment {
    /// Every `NAME=value` of the running process.
    public static var current: [String: String] {
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
