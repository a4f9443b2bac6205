import NocturneAppearance
import NocturneSupport

extension SystemColorReference {
    /// Whether Apple has a system color by this name, as an asset catalog spells it (`systemBackgroundColor`, `windowBackgroundColor`).
    ///
    /// Known are the UIKit and SwiftUI names of ``SystemColorName`` and the UIKit and AppKit names
    /// Nocturne's palette does not hold (macOS-only colors such as `controlAccentColor`); those
    /// read without a word and stay unresolved references. The match is exact, as Xcode's is.
    var isKnownName: Bool {
        SystemColorReference.knownNames.contains(name)
    }

    /// The known name closest to this one, for a "did you mean" (``EditDistance``'s rule), or `nil`.
    var suggestedName: String? {
        EditDistance.suggestion(for: name, among: SystemColorReference.knownNameList)
    }

    /// Every known name as a catalog spells it, with the `Color` suffix (and without it, which the resolver accepts too).
    private static let knownNames: Set<String> = Set(knownNameList + knownNameList.map { String($0.dropLast("Color".count)) })

    /// The known names with the `Color` suffix, Nocturne's palette first.
    private static let knownNameList: [String] = (SystemColorName.allCases.map(\.rawValue) + otherNames).map {
        $0.hasSuffix("Color") ? $0 : $0 + "Color"
    }

    /// UIKit and AppKit system colors that are not in Nocturne's palette.
    private static let otherNames = [
        // UIKit
        "black", "darkGray", "lightGray", "white", "clear", "tint", "groupTableViewBackground",
        // AppKit
        "alternateSelectedControlText", "alternatingContentBackground", "controlAccent", "controlBackground", "control",
        "controlText", "disabledControlText", "findHighlight", "grid", "headerText", "highlight", "keyboardFocusIndicator",
        "quinaryLabel", "scrubberTexturedBackground", "selectedContentBackground", "selectedControl", "selectedControlText",
        "selectedMenuItemText", "selectedTextBackground", "selectedText", "shadow", "textBackground", "text",
        "textInsertionPoint", "underPageBackground", "unemphasizedSelectedContentBackground",
        "unemphasizedSelectedTextBackground", "unemphasizedSelectedText", "windowBackground", "windowFrameText",
        "alternateSelectedControl", "controlHighlight", "controlLightHighlight", "controlShadow", "controlDarkShadow",
        "knob", "scrollBar", "selectedKnob", "windowFrame", "selectedMenuItem", "header", "secondarySelectedControl",
    ]
}
