/// How content is presented above a window: what ``ViewNode/present(_:)`` creates.
public enum PresentationStyle: String, CaseIterable, Sendable, Hashable, Codable {
    /// A sheet: elevated.
    case sheet
    /// A popover: elevated.
    case popover
    /// A full-screen cover: stays at the base level.
    case fullScreenCover
    /// An alert: elevated.
    case alert

    /// The interface level content in this presentation sits at.
    public var level: InterfaceLevel {
        self == .fullScreenCover ? .base : .elevated
    }
}
