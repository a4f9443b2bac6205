import NocturneAppearance

extension Family {
    /// This family's `foregroundPrimary`: body text and primary icons: the darkest stop in light mode, the lightest in dark.
    public var foregroundPrimary: DynamicColor { theme.foregroundPrimary }
    /// This family's `foregroundSecondary`: secondary text: captions, subtitles, metadata.
    public var foregroundSecondary: DynamicColor { theme.foregroundSecondary }
    /// This family's `foregroundTertiary`: large text, icons and placeholders (WCAG's large-text and non-text minimum).
    public var foregroundTertiary: DynamicColor { theme.foregroundTertiary }
    /// This family's `backgroundPrimary`: the page.
    public var backgroundPrimary: DynamicColor { theme.backgroundPrimary }
    /// This family's `backgroundSecondary`: grouped content and sidebars on the page.
    public var backgroundSecondary: DynamicColor { theme.backgroundSecondary }
    /// This family's `backgroundTertiary`: content grouped inside secondary backgrounds.
    public var backgroundTertiary: DynamicColor { theme.backgroundTertiary }
    /// This family's `surfacePrimary`: raised content such as cards: lighter than the page in dark mode, lighter again when elevated.
    public var surfacePrimary: DynamicColor { theme.surfacePrimary }
    /// This family's `surfaceSecondary`: content raised above a primary surface.
    public var surfaceSecondary: DynamicColor { theme.surfaceSecondary }
    /// This family's `outlinePrimary`: borders that identify a control (WCAG non-text minimum).
    public var outlinePrimary: DynamicColor { theme.outlinePrimary }
    /// This family's `outlineSecondary`: dividers and quiet borders (decorative, no minimum).
    public var outlineSecondary: DynamicColor { theme.outlineSecondary }
    /// This family's `outlineTertiary`: the faintest separators (decorative, no minimum).
    public var outlineTertiary: DynamicColor { theme.outlineTertiary }
    /// This family's `accent`: the brand's solid fill for buttons, toggles and selected tabs.
    public var accent: DynamicColor { theme.accent }
    /// This family's `onAccent`: text and icons on an accent fill.
    public var onAccent: DynamicColor { theme.onAccent }
    /// This family's `accentText`: links and tinted text on backgrounds and surfaces.
    public var accentText: DynamicColor { theme.accentText }
    /// This family's `accentHover`: the accent fill under the pointer.
    public var accentHover: DynamicColor { theme.accentHover }
    /// This family's `accentPressed`: the accent fill while pressed.
    public var accentPressed: DynamicColor { theme.accentPressed }
    /// This family's `accentDisabled`: the accent fill of a disabled control (exempt from contrast minimums).
    public var accentDisabled: DynamicColor { theme.accentDisabled }
    /// This family's `hover`: a neutral row or control background under the pointer.
    public var hover: DynamicColor { theme.hover }
    /// This family's `pressed`: a neutral row or control background while pressed.
    public var pressed: DynamicColor { theme.pressed }
    /// This family's `selected`: the background of a selected row, tinted with the accent.
    public var selected: DynamicColor { theme.selected }
    /// This family's `disabled`: the fill of a disabled control.
    public var disabled: DynamicColor { theme.disabled }
    /// This family's `foregroundDisabled`: text of a disabled control (exempt from contrast minimums, reported).
    public var foregroundDisabled: DynamicColor { theme.foregroundDisabled }
    /// This family's `success`: the solid fill that means success.
    public var success: DynamicColor { theme.success }
    /// This family's `onSuccess`: text on the success fill.
    public var onSuccess: DynamicColor { theme.onSuccess }
    /// This family's `successText`: text that means success, on backgrounds and surfaces.
    public var successText: DynamicColor { theme.successText }
    /// This family's `successBackground`: a quiet background that means success.
    public var successBackground: DynamicColor { theme.successBackground }
    /// This family's `warning`: the solid fill that means warning.
    public var warning: DynamicColor { theme.warning }
    /// This family's `onWarning`: text on the warning fill.
    public var onWarning: DynamicColor { theme.onWarning }
    /// This family's `warningText`: text that means warning, on backgrounds and surfaces.
    public var warningText: DynamicColor { theme.warningText }
    /// This family's `warningBackground`: a quiet background that means warning.
    public var warningBackground: DynamicColor { theme.warningBackground }
    /// This family's `danger`: the solid fill that means danger or an error.
    public var danger: DynamicColor { theme.danger }
    /// This family's `onDanger`: text on the danger fill.
    public var onDanger: DynamicColor { theme.onDanger }
    /// This family's `dangerText`: text that means danger, on backgrounds and surfaces.
    public var dangerText: DynamicColor { theme.dangerText }
    /// This family's `dangerBackground`: a quiet background that means danger.
    public var dangerBackground: DynamicColor { theme.dangerBackground }
    /// This family's `info`: the solid fill that means information.
    public var info: DynamicColor { theme.info }
    /// This family's `onInfo`: text on the info fill.
    public var onInfo: DynamicColor { theme.onInfo }
    /// This family's `infoText`: text that means information, on backgrounds and surfaces.
    public var infoText: DynamicColor { theme.infoText }
    /// This family's `infoBackground`: a quiet background that means information.
    public var infoBackground: DynamicColor { theme.infoBackground }
    /// This family's `foregroundInverted`: text on an inverted background (tooltips, toasts).
    public var foregroundInverted: DynamicColor { theme.foregroundInverted }
    /// This family's `backgroundInverted`: an inverted background: dark in light mode, light in dark mode.
    public var backgroundInverted: DynamicColor { theme.backgroundInverted }
}
