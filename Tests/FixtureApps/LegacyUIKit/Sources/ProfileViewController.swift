import UIKit

/// A profile screen written before dark mode: white surfaces, black text, gray hairlines.
final class ProfileViewController: UIViewController {
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()
    private let hairline = UIView()
    private let followButton = UIButton(type: .system)
    private let avatar = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.white
        nameLabel.textColor = .black
        bioLabel.textColor = UIColor.darkGray
        hairline.backgroundColor = UIColor(white: 0.85, alpha: 1)

        followButton.backgroundColor = UIColor(red: 0.04, green: 0.48, blue: 0.46, alpha: 1)
        followButton.setTitleColor(.white, for: .normal)

        avatar.layer.borderColor = UIColor.separator.cgColor
        avatar.layer.shadowColor = UIColor.black.cgColor
        avatar.tintColor = .systemBlue
        bioLabel.highlightedTextColor = .label
    }

    func badgeColor(isPremium: Bool) -> UIColor {
        isPremium ? UIColor(named: "Brand")! : UIColor(named: "Paper")!
    }

    /// Reads a color's brightness: no color is drawn here.
    func brightness(of color: UIColor) -> CGFloat {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return red * 0.299 + green * 0.587 + blue * 0.114
    }
}
