import UIKit

extension UIColor {
    /// The old spelling of the app's muted text color.
    static var mutedText: UIColor { UIColor.darkGrayColor() }

    /// Builds a color from a 24-bit hex value.
    convenience init(hex: Int) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
}

final class FooterView: UIView {
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(hex: 0xF2F2F2)
        caption.textColor = UIColor(hex: 0x333333)
    }

    required init?(coder: NSCoder) { nil }
}
