/// The state most nodes never use, kept out of line so an ordinary node stays small.
final class NodeExtras {
    var registrations: [TraitRegistration] = []
    var preferredColorScheme: AppearancePreference?
    var toolbarSchemes: [ToolbarPlacement: ColorScheme?] = [:]
    var toolbarBackgrounds: [ToolbarPlacement: ToolbarBackgroundVisibility] = [:]
    var tint: DynamicColor?
    /// For presentation roots: their presentation (a cycle broken when the root is removed).
    var presentation: Presentation?
    /// For bars: their placement and the toolbar scheme gathered for them.
    var barPlacement: ToolbarPlacement?
    var barScheme: ColorScheme?

    var carriesPreference: Bool {
        preferredColorScheme != nil || !toolbarSchemes.isEmpty || !toolbarBackgrounds.isEmpty
    }
}
