import UIKit

final class TicketCell: UITableViewCell {
    let city = UILabel()

    func configure() {
        city.textColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        contentView.backgroundColor = .white
    }
}
