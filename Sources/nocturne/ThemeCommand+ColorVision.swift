import Nocturne
import NocturneSupport

extension ThemeCommand {
    /// The audit JSON with the theme's `colorVision` section appended (reported, not required).
    static func addingColorVision(_ json: JSONValue, _ vision: ColorVisionAudit) -> JSONValue {
        guard case .object(var members) = json else { return json }
        members.append(JSONMember("colorVision", vision.jsonValue))
        return .object(members)
    }
}
