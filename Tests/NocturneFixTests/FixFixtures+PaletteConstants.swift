/// Before-fixtures of String and Int palette constants that a helper makes a color at each use, and their expected after-texts.
///
/// Each compiles against the Apple SDK stub (`Tests/AppleSDKStub`), before and after the fix: the constant keeps its type,
/// so a use that became `Color("Brand")` or `UIColor(named: "Ticket") ?? UIColor(rgb: Theme.ticket)` still type-checks.
extension FixFixtures {
    /// SwiftUI: a hex String constant used through an initializer helper and a `String` property helper.
    static let stringPalette = """
        import SwiftUI

        extension Color {
            init(hex: String) {
                let value = Int(hex, radix: 16) ?? 0
                self.init(red: Double((value >> 16) & 255) / 255, green: Double((value >> 8) & 255) / 255, blue: Double(value & 255) / 255)
            }
        }

        extension String {
            var color: Color {
                let value = Int(self, radix: 16) ?? 0
                return Color(red: Double((value >> 16) & 255) / 255, green: Double((value >> 8) & 255) / 255, blue: Double(value & 255) / 255)
            }
        }

        enum Palette {
            static let brand = "0b5cad"
        }

        struct Header: View {
            var body: some View {
                VStack {
                    Text("Trips").foregroundStyle(Color(hex: Palette.brand)) // the brand blue
                    Text("Lisbon").foregroundStyle(Palette.brand.color)
                }
            }
        }

        """

    /// `stringPalette` fixed: the constant as it was, each use the named color.
    static let stringPaletteFixed = stringPalette
        .replacingOccurrences(of: "Text(\"Trips\").foregroundStyle(Color(hex: Palette.brand))", with: "Text(\"Trips\").foregroundStyle(Color(\"Brand\"))")
        .replacingOccurrences(of: "Text(\"Lisbon\").foregroundStyle(Palette.brand.color)", with: "Text(\"Lisbon\").foregroundStyle(Color(\"Brand\"))")

    /// UIKit: an Int constant made a color by a convenience initializer.
    static let intPalette = """
        import UIKit

        extension UIColor {
            convenience init(rgb: Int) {
                self.init(red: CGFloat((rgb >> 16) & 255) / 255, green: CGFloat((rgb >> 8) & 255) / 255, blue: CGFloat(rgb & 255) / 255, alpha: 1)
            }
        }

        enum Theme {
            static let ticket = 0x336699
        }

        final class Badge {
            var tintColor: UIColor?

            func style() {
                tintColor = UIColor(rgb: Theme.ticket)
            }
        }

        """

    /// `intPalette` fixed: the UIKit form keeps the old color when the asset is missing.
    static let intPaletteFixed = intPalette
        .replacingOccurrences(of: "tintColor = UIColor(rgb: Theme.ticket)", with: "tintColor = UIColor(named: \"Ticket\") ?? UIColor(rgb: Theme.ticket)")

    /// A constant whose value is also passed elsewhere (`let raw = Legacy.accent`): the fix cannot see every use, so it is listed.
    static let passedPalette = """
        import SwiftUI

        enum Legacy {
            static let accent = "d1242f"
        }

        struct Warning: View {
            let raw = Legacy.accent

            var body: some View { Text("Late").foregroundStyle(Color(hex: Legacy.accent)) }
        }

        """

    /// The palette app tree, path → text (a catalog to put the sets in).
    static let paletteTree: [String: String] = [
        "App/Header.swift": stringPalette, "App/Badge.swift": intPalette, "App/Warning.swift": passedPalette,
        "App/Assets.xcassets/Contents.json": catalogInfo,
    ]
}
