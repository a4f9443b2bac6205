import NocturneAppearance

extension Theme {
    /// Body text and primary icons: the darkest stop in light mode, the lightest in dark.
    public var foregroundPrimary: DynamicColor { self[.foregroundPrimary].dynamicColor }
    /// Secondary text: captions, subtitles, metadata.
    public var foregroundSecondary: DynamicColor { self[.foregroundSecondary].dynamicColor }
    /// Large text, icons and placeholders (WCAG's large-text and non-text minimum).
    public var foregroundTertiary: DynamicColor { self[.foregroundTertiary].dynamicColor }
    /// The page.
    public var backgroundPrimary: DynamicColor { self[.backgroundPrimary].dynamicColor }
    /// Grouped content and sidebars on the page.
    public var backgroundSecondary: DynamicColor { self[.backgroundSecondary].dynamicColor }
    /// Content grouped inside secondary backgrounds.
    public var backgroundTertiary: DynamicColor { self[.backgroundTertiary].dynamicColor }
    /// Raised content such as cards: lighter than the page in dark mode, lighter again when elevated.
    public var surfacePrimary: DynamicColor { self[.surfacePrimary].dynamicColor }
    /// Content raised above a primary surface.
    public var surfaceSecondary: DynamicColor { self[.surfaceSecondary].dynamicColor }
    /// Borders that identify a control (WCAG non-text minimum).
    public var outlinePrimary: DynamicColor { self[.outlinePrimary].dynamicColor }
    /// Dividers and quiet borders (decorative, no minimum).
    public var outlineSecondary: DynamicColor { self[.outlineSecondary].dynamicColor }
    /// The faintest separators (decorative, no minimum).
    public var outlineTertiary: DynamicColor { self[.outlineTertiary].dynamicColor }
    /// The brand's solid fill for buttons, toggles and selected tabs.
    public var accent: DynamicColor { self[.accent].dynamicColor }
    /// Text and icons on an accent fill.
    public var onAccent: DynamicColor { self[.onAccent].dynamicColor }
    /// Links and tinted text on backgrounds and surfaces.
    public var accentText: DynamicColor { self[.accentText].dynamicColor }
    /// The accent fill under the pointer.
    public var accentHover: DynamicColor { self[.accentHover].dynamicColor }
    /// The accent fill while pressed.
    public var accentPressed: DynamicColor { self[.accentPressed].dynamicColor }
    /// The accent fill of a disabled control (exempt from contrast minimums).
    public var accentDisabled: DynamicColor { self[.accentDisabled].dynamicColor }
    /// A neutral row or control background under the pointer.
    public var hover: DynamicColor { self[.hover].dynamicColor }
    /// A neutral row or control background while pressed.
    public var pressed: DynamicColor { self[.pressed].dynamicColor }
    /// The background of a selected row, tinted with the accent.
    public var selected: DynamicColor { self[.selected].dynamicColor }
    /// The fill of a disabled control.
    public var disabled: DynamicColor { self[.disabled].dynamicColor }
    /// Text of a disabled control (exempt from contrast minimums, reported).
    public var foregroundDisabled: DynamicColor { self[.foregroundDisabled].dynamicColor }
    /// The solid fill that means success.
    public var success: DynamicColor { self[.success].dynamicColor }
    /// Text on the success fill.
    public var onSuccess: DynamicColor { self[.onSuccess].dynamicColor }
    /// Text that means success, on backgrounds and surfaces.
    public var successText: DynamicColor { self[.successText].dynamicColor }
    /// A quiet background that means success.
    public var successBackground: DynamicColor { self[.successBackground].dynamicColor }
    /// The solid fill that means warning.
    public var warning: DynamicColor { self[.warning].dynamicColor }
    /// Text on the warning fill.
    public var onWarning: DynamicColor { self[.onWarning].dynamicColor }
    /// Text that means warning, on backgrounds and surfaces.
    public var warningText: DynamicColor { self[.warningText].dynamicColor }
    /// A quiet background that means warning.
    public var warningBackground: DynamicColor { self[.warningBackground].dynamicColor }
    /// The solid fill that means danger or an error.
    public var danger: DynamicColor { self[.danger].dynamicColor }
    /// Text on the danger fill.
    public var onDanger: DynamicColor { self[.onDanger].dynamicColor }
    /// Text that means danger, on backgrounds and surfaces.
    public var dangerText: DynamicColor { self[.dangerText].dynamicColor }
    /// A quiet background that means danger.
    public var dangerBackground: DynamicColor { self[.dangerBackground].dynamicColor }
    /// The solid fill that means information.
    public var info: DynamicColor { self[.info].dynamicColor }
    /// Text on the info fill.
    public var onInfo: DynamicColor { self[.onInfo].dynamicColor }
    /// Text that means information, on backgrounds and surfaces.
    public var infoText: DynamicColor { self[.infoText].dynamicColor }
    /// A quiet background that means information.
    public var infoBackground: DynamicColor { self[.infoBackground].dynamicColor }
    /// Text on an inverted background (tooltips, toasts).
    public var foregroundInverted: DynamicColor { self[.foregroundInverted].dynamicColor }
    /// An inverted background: dark in light mode, light in dark mode.
    public var backgroundInverted: DynamicColor { self[.backgroundInverted].dynamicColor }
}
