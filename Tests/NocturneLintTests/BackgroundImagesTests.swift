import NocturneFormats
import NocturneSyntax
import NocturneTestSupport
import Testing
@testable import NocturneLint

@Suite("BackgroundImages")
struct BackgroundImagesTests {
    static func uses(_ source: String) -> [String] {
        BackgroundImages.uses(in: SyntaxTree.parse(Array(source.utf8)), file: "A.swift").map { ($0.isSymbol ? "." : "") + $0.name }
    }

    @Test("SwiftUI: an image as .background's content or a ZStack's first child is a background; one beside others is not", arguments: [
        ("Text(\"a\").background(Image(\"Sky\"))", ["Sky"]),
        ("Text(\"a\").background { Image(\"Sky\").resizable().scaledToFill() }", ["Sky"]),
        ("Text(\"a\").background(alignment: .top) { Image(decorative: \"Sky\") }", ["Sky"]),
        ("ZStack { Image(.paper).resizable(); Text(\"a\") }", [".paper"]),
        ("ZStack(alignment: .bottom) { Image(uiImage: UIImage(named: \"Dusk\")!) ; Text(\"a\") }", ["Dusk"]),
        ("ZStack { Color.black; Image(\"Logo\") }", []),
        ("HStack { Image(\"Icon\"); Text(\"a\") }", []),
        ("Text(\"a\").background(Image(systemName: \"star\"))", []),
        ("Text(\"a\").background(Image(name))", []),
        ("Text(\"a\").background(Color.white.overlay(Image(\"Inside\")))", []),
    ])
    func swiftUI(source: String, expected: [String]) {
        #expect(Self.uses(source) == expected)
    }

    @Test("UIKit: a pattern color, an image view as a background view or a background-named property, a background view's image", arguments: [
        ("view.backgroundColor = UIColor(patternImage: UIImage(named: \"Linen\")!)", ["Linen"]),
        ("tableView.backgroundView = UIImageView(image: UIImage(named: \"Wall\"))", ["Wall"]),
        ("backgroundImageView.image = UIImage(named: \"Hero\") ?? UIImage()", ["Hero"]),
        ("self.bgView.image = UIImage(resource: .grain)", [".grain"]),
        ("let backgroundView = UIImageView(image: #imageLiteral(resourceName: \"Grain\"))", ["Grain"]),
        ("iconView.image = UIImage(named: \"Star\")", []),
        ("view.backgroundColor = UIColor(named: \"Paper\")", []),
        ("let badge = UIImageView(image: UIImage(named: \"Badge\"))", []),
    ])
    func uiKit(source: String, expected: [String]) {
        #expect(Self.uses("func setUp() {\n    \(source)\n}\n") == expected)
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="v1">
                            <view key="view" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="400" height="800"/>
                                <subviews>
                                    <imageView image="Sky" id="sky">
                                        <rect key="frame" x="0.0" y="0.0" width="400" height="780"/>
                                    </imageView>
                                    <imageView image="Logo" id="logo">
                                        <rect key="frame" x="150" y="300" width="100" height="100"/>
                                    </imageView>
                                    <imageView image="square.fill" catalog="system" id="symbol">
                                        <rect key="frame" x="0.0" y="0.0" width="400" height="800"/>
                                    </imageView>
                                    <imageView image="Pinned" id="pinned"/>
                                    <imageView image="Half" id="half"/>
                                    <imageView image="Inset" id="inset"/>
                                    <imageView image="Framed" id="framed">
                                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                    </imageView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="guide"/>
                                <constraints>
                                    <constraint firstItem="pinned" firstAttribute="top" secondItem="guide" secondAttribute="top" id="c1"/>
                                    <constraint firstAttribute="bottom" secondItem="pinned" secondAttribute="bottom" id="c2"/>
                                    <constraint firstItem="pinned" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                                    <constraint firstItem="guide" firstAttribute="trailing" secondItem="pinned" secondAttribute="trailing" id="c4"/>
                                    <constraint firstItem="half" firstAttribute="top" secondItem="root" secondAttribute="top" id="c5"/>
                                    <constraint firstItem="half" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
                                    <constraint firstItem="half" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c7"/>
                                    <constraint firstItem="inset" firstAttribute="top" secondItem="root" secondAttribute="top" id="c8"/>
                                    <constraint firstItem="inset" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c9"/>
                                    <constraint firstItem="inset" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="c10"/>
                                    <constraint firstItem="inset" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.5" id="c11"/>
                                    <constraint firstItem="framed" firstAttribute="top" secondItem="root" secondAttribute="top" id="c12"/>
                                    <constraint firstItem="framed" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c13"/>
                                    <constraint firstItem="framed" firstAttribute="width" secondItem="root" secondAttribute="width" id="c14"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("Interface Builder: an image view covering 90% of its superview's frame, or without a frame pinned on four edges, is a background; a small, inset, three-edged or fractional one, or an SF Symbol, is not")
    func interfaceBuilder() {
        let tree = InterfaceBuilderScanner.scan(Array(Self.storyboard.utf8), path: "Main.storyboard", catalogs: ColorCatalogIndex()).tree
        let uses = BackgroundImages.uses(in: tree, file: "Main.storyboard")
        #expect(uses.map(\.name) == ["Sky", "Pinned"])
        #expect(uses.first?.how == "an image view filling its superview's frame, behind 6 other views")
        #expect(uses.first?.location == "Main.storyboard:10")
        #expect(uses.last?.how == "an image view pinned to its superview's edges")
    }
}
