import Foundation
import NocturneTestSupport

/// Apple's palette from the reference folder (``ReferenceFolder``, the one locator).
enum ReferenceData {
    /// The file's path inside the reference folder, for `.requiresReference(_:)`.
    static let systemColorsPath = "apple/system-colors.json"

    /// Apple's system colors JSON, parsed; `nil` when the reference is absent.
    static var systemColors: [String: Any]? {
        guard let url = ReferenceFolder.url(systemColorsPath),
            let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        return object
    }
}
