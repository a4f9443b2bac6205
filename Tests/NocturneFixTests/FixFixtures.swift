/// Before-fixtures of every kind of site `nocturne fix` changes: a small app tree, file by file.
enum FixFixtures {
    static let swiftUI = """
        import SwiftUI

        struct TripCard: View {
            var body: some View {
                VStack {
                    Text("Lisbon")
                        .foregroundColor(Color(red: 0.043, green: 0.478, blue: 0.459)) // the brand teal
                    Text("3 nights").foregroundColor(.black)
                    Text("Checked in").foregroundColor(Palette.Slate.deep)
                }
                .background(Color(red: 0.949, green: 0.949, blue: 0.969))
            }
        }

        enum Palette {
            enum Slate {
                static let deep = Color(red: 0.122, green: 0.137, blue: 0.157)
            }
        }

        """

    static let uiKit = """
        import UIKit

        extension UIColor {
            convenience init(hex: String) {
                let value = Int(hex.dropFirst(), radix: 16) ?? 0
                self.init(red: CGFloat((value >> 16) & 255) / 255, green: CGFloat((value >> 8) & 255) / 255, blue: CGFloat(value & 255) / 255, alpha: 1)
            }
        }

        final class TicketView: UIView {
            let title = UILabel()
            let badge = UILabel()

            func style() {
                title.textColor = UIColor(hex: "#336699")
                backgroundColor = UIColor.white
                badge.textColor = #colorLiteral(red: 0.8, green: 0.2, blue: 0.1, alpha: 1)
                tintColor = UIColor.darkGray
            }
        }

        """

    static let appKit = """
        import AppKit

        let errorRed = NSColor(red: 0.85, green: 0.1, blue: 0.1, alpha: 1)

        final class StatusField: NSTextField {
            func style() {
                textColor = NSColor.black
            }

            func showError() {
                textColor = errorRed
            }
        }

        """

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="a1">
                    <objects>
                        <label opaque="NO" text="Lisbon" id="b2">
                            <color key="textColor" red="0.043137254901960784" green="0.47843137254901963" blue="0.45882352941176469" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </label>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="c3">
                    <color key="backgroundColor" red="0.98" green="0.85" blue="0.70" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
            </objects>
            <resources>
                <image name="Logo" width="128" height="128"/>
            </resources>
        </document>

        """

    /// A xib of a white page (`id="page"`) holding one subview (`id="inner"`) with its frame and its background's
    /// `<color …/>` attributes.
    static func whitePage(subviewFrame: String, subviewColor: String) -> String {
        whitePage(holding: """
            <view contentMode="scaleToFill" id="inner">
                                <rect key="frame" \(subviewFrame)/>
                                <color key="backgroundColor" \(subviewColor)/>
                            </view>
            """)
    }

    /// A xib of a white page (`id="page"`) holding `subviews`, the elements written inside its `<subviews>`.
    static func whitePage(holding subviews: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="page">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        \(subviews)
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
            </objects>
        </document>

        """
    }

    /// A light-only color set, in Xcode's layout.
    static let lightOnlySet = """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0.459",
                  "green" : "0.478",
                  "red" : "0.043"
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """

    static let catalogInfo = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"

    static let usesBrand = """
        import SwiftUI

        struct Banner: View {
            var body: some View { Text("Trips").foregroundStyle(Color("Brand")) }
        }

        """

    /// The app tree, path → text.
    static let tree: [String: String] = [
        "App/TripCard.swift": swiftUI, "App/TicketView.swift": uiKit, "Mac/StatusField.swift": appKit,
        "App/Main.storyboard": storyboard, "App/Ticket.xib": xib, "App/Banner.swift": usesBrand,
        "App/Assets.xcassets/Contents.json": catalogInfo, "App/Assets.xcassets/Brand.colorset/Contents.json": lightOnlySet,
        "App/Assets.xcassets/Logo.imageset/Contents.json": catalogInfo,
    ]
}
