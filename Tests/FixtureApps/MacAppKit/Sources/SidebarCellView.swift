import AppKit

/// A sidebar row of a Mac app: a count badge and a title.
final class SidebarCellView: NSTableCellView {
    private let badge = NSTextField(labelWithString: "")
    private let title = NSTextField(labelWithString: "")

    override func awakeFromNib() {
        super.awakeFromNib()
        title.textColor = NSColor.black
        badge.textColor = .white
        badge.backgroundColor = NSColor(calibratedRed: 0.85, green: 0.18, blue: 0.2, alpha: 1)
        wantsLayer = true
        layer?.backgroundColor = NSColor.white.cgColor
    }

    /// The selection tint, chosen per appearance by AppKit's dynamic provider.
    static let selection = NSColor(name: "selection") { appearance in
        appearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua
            ? NSColor(calibratedWhite: 0.3, alpha: 1)
            : NSColor(calibratedWhite: 0.85, alpha: 1)
    }

    /// The placeholder text, in the control's own adapting color.
    func placeholder() -> NSColor { .placeholderTextColor }
}
