import NocturneColor

extension DynamicColor {
    /// Black in every environment, as SwiftUI's `Color.black`.
    public static let black = DynamicColor(ResolvedColor(red: 0, green: 0, blue: 0))

    /// White in every environment, as SwiftUI's `Color.white`.
    public static let white = DynamicColor(ResolvedColor(red: 1, green: 1, blue: 1))

    /// Fully transparent in every environment, as SwiftUI's `Color.clear`.
    public static let clear = DynamicColor(ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0))
}
