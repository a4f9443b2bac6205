import Foundation
import Testing

/// Parses JSON Lines output into one dictionary per line, recording an issue for a line that is not an object.
func jsonLines(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [[String: Any]] {
    text.split(separator: "\n").compactMap { line in
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            Issue.record("not a JSON object: \(line)", sourceLocation: sourceLocation)
            return nil
        }
        return object
    }
}

/// The keys of a JSON object line in the order they were written.
func keyOrder(_ line: Substring) -> [String] {
    // Top-level keys only: scan for `"key": ` at brace depth 1.
    var keys: [String] = []
    var depth = 0
    var index = line.startIndex
    var inString = false
    var current = ""
    var stringStart = false
    while index < line.endIndex {
        let character = line[index]
        if inString {
            if character == "\\" {
                index = line.index(after: index)
            } else if character == "\"" {
                inString = false
                let next = line[line.index(after: index)...].drop { $0 == " " }
                if depth == 1, stringStart, next.first == ":" { keys.append(current) }
            } else {
                current.append(character)
            }
        } else if character == "\"" {
            inString = true
            current = ""
            let before = line[..<index].reversed().drop { $0 == " " }.first
            stringStart = before == "{" || before == ","
        } else if character == "{" || character == "[" {
            depth += 1
        } else if character == "}" || character == "]" {
            depth -= 1
        }
        index = line.index(after: index)
    }
    return keys
}

/// The numbers of a JSON array, with `nil` for `null`.
func numbers(_ value: Any?) -> [Double?] {
    (value as? [Any])?.map { ($0 as? NSNumber)?.doubleValue } ?? []
}
