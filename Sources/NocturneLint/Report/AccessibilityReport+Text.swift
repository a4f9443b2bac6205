import NocturneSupport

extension AccessibilityReport {
    /// The report as lines for a terminal: each criterion's verdict, its evidence, and for contrast the share per mode.
    ///
    /// ```
    /// Dark Interface: not met
    ///   not met      opt-out          App: UIUserInterfaceStyle = Light: the app never shows dark (Info.plist:24)
    /// Sufficient Contrast: met
    ///   Light  42 of 42 pairs (100%)
    /// ```
    public var textLines: [String] {
        var lines: [String] = []
        for criterion in criteria {
            lines.append("\(criterion.name): \(criterion.verdict.rawValue)")
            for item in criterion.evidence {
                let verdict = (item.isAdvisory ? "(\(item.verdict.rawValue))" : item.verdict.rawValue)
                // The location after the message, unless the message names it already.
                let short = item.location.map(AccessibilityReport.shortLocation)
                let location = short.map { item.message.contains($0) ? "" : " (\($0))" } ?? ""
                lines.append("  " + verdict.padding(toLength: 14, withPad: " ", startingAt: 0)
                             + item.topic.padding(toLength: 19, withPad: " ", startingAt: 0) + item.message + location)
            }
            if !criterion.modeShares.isEmpty, criterion.modeShares.contains(where: { $0.judged > 0 }) {
                lines.append("  Pairs meeting 4.5:1 (3:1 large text and non-text), by mode:")
                let width = criterion.modeShares.map(\.modeName.count).max() ?? 0
                for share in criterion.modeShares {
                    lines.append("    " + share.modeName.padding(toLength: width, withPad: " ", startingAt: 0)
                                 + "  \(share.meeting) of \(share.judged) (\(AccessibilityReport.percentText(share.percent)))")
                }
            }
        }
        return lines
    }

    /// A path as a reader scans it: the last two components (`AppIcon.appiconset/dark.png`), or a `file:line` as it is.
    static func shortLocation(_ location: String) -> String {
        let parts = location.split(separator: "/")
        return parts.count <= 2 ? location : parts.suffix(2).joined(separator: "/")
    }

    /// `97.5%`, or `-` when nothing was judged.
    static func percentText(_ percent: Double?) -> String {
        percent.map { "\(NumberText.rounded($0, places: 1, notFinite: "-"))%" } ?? "-"
    }
}
