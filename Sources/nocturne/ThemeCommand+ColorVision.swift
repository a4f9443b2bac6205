import Nocturne
import NocturneSupport

extension ThemeCommand {
    static let colorVision = Option.choice(
        "color-vision", value: "promise",
        help: "safe: solve a color-vision-safe variant of the status colors, write it as a mode set of its own, and fail the "
            + "audit when a color-vision check fails (default: the theme file's colorVision; checks reported only).",
        of: ThemeFile.ColorVision.self)

    /// The color-vision-safe variant when `--color-vision safe` or the theme file's `colorVision` asks for it, else `nil`.
    static func safeVariant(_ theme: Theme, _ arguments: ParsedArguments, file: ThemeFile?) -> ColorVisionSafeVariant? {
        (arguments[Self.colorVision] ?? file?.colorVision) == .safe ? theme.colorVisionSafe : nil
    }

    /// The audit JSON with the theme's `colorVision` section appended (the variant's, required, with `--color-vision safe`).
    static func addingColorVision(_ json: JSONValue, _ vision: JSONValue) -> JSONValue {
        guard case .object(var members) = json else { return json }
        members.append(JSONMember("colorVision", vision))
        return .object(members)
    }
}
