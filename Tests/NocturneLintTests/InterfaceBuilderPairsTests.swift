import Testing
@testable import NocturneLint

/// Interface Builder colors judged as pairs on the view tree: each case a small storyboard, the findings with their exact messages.
@Suite struct InterfaceBuilderPairsTests {
    static let white = #"white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#
    static let black = #"white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#
    static let teal = #"red="0.043" green="0.478" blue="0.459" alpha="1" colorSpace="custom" customColorSpace="sRGB""#
    static let bar = #"red="0.2" green="0.2" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB""#
    static let hairline = #"red="0.88" green="0.88" blue="0.88" alpha="1" colorSpace="custom" customColorSpace="sRGB""#

    /// `line:severity:rule: message` of each finding of a document (its lines joined with line breaks).
    static func findings(_ lines: [String], swift: String? = nil) -> [String] {
        let owned = swift.map { CodeOwnedColors([SwiftSourceFile(path: "App/View.swift", bytes: Array($0.utf8))]) } ?? CodeOwnedColors()
        let output = InterfaceBuilderScanner.scan(Array(lines.joined(separator: "\n").utf8), path: "App/Main.storyboard", catalogs: ColorCatalogIndex(),
                                                  codeOwned: owned)
        return output.findings.map { "\($0.site.range.start.line):\($0.severity ?? $0.rule.defaultSeverity):\($0.rule.id): \($0.message)" }
    }

    /// A label with a text color inside a view with a background.
    static func label(_ text: String, on background: String?, customClass: String? = nil, frame: String = #"<rect key="frame" x="0" y="0" width="100" height="20"/>"#) -> [String] {
        [
            "<document>",                                                                  // 1
            "<view key=\"view\" id=\"root\">",                                             // 2
            "<subviews>",                                                                  // 3
            "<label id=\"l1\"\(customClass.map { " customClass=\"\($0)\"" } ?? "")>",      // 4
            frame,                                                                         // 5
            "<color key=\"textColor\" \(text)/>",                                          // 6
            "</label>",                                                                    // 7
            "</subviews>",                                                                 // 8
            background.map { "<color key=\"backgroundColor\" \($0)/>" } ?? "<!-- none -->", // 9
            "</view>",                                                                     // 10
            "</document>",                                                                 // 11
        ]
    }

    @Test("a constant pair that passes in every mode is not a finding", arguments: [
        ("white text on the constant brand view", label(white, on: teal)),
        ("white text on a black overlay", label(white, on: #"white="0.0" alpha="0.7" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#)),
        ("a system color on the system background", label(#"systemColor="labelColor""#, on: #"systemColor="systemBackgroundColor""#)),
    ])
    func passingPairs(_ name: String, document: [String]) {
        #expect(Self.findings(document) == [], "\(name)")
    }

    @Test("an attributed run's stroke color is drawn only with a stroke width beside it", arguments: [(nil as String?, false), ("0.0", false), ("-3", true)])
    func strokeColorNeedsWidth(width: String?, reported: Bool) {
        let document = [
            "<document>", "<view key=\"view\" id=\"root\">", "<subviews>", "<label id=\"l1\">", "<attributedString key=\"attributedText\">",
            "<fragment content=\"Title\">", "<attributes>", "<color key=\"NSColor\" systemColor=\"labelColor\"/>",
            "<color key=\"NSStrokeColor\" \(Self.black)/>",                                                         // 9
            width.map { "<real key=\"NSStrokeWidth\" value=\"\($0)\"/>" } ?? "<!-- none -->",
            "</attributes>", "</fragment>", "</attributedString>", "</label>", "</subviews>",
            "<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>", "</view>", "</document>",
        ]
        #expect(Self.findings(document).contains { $0.hasPrefix("9:") } == reported, "\(Self.findings(document))")
    }

    @Test("a light gray tile that holds content (a button's title) is a light block in dark; an empty one is not a surface that glares",
          arguments: [(true, true), (false, false)])
    func lightGrayTile(titled: Bool, reported: Bool) {
        let document = [
            "<document>", "<view key=\"view\" id=\"root\">", "<subviews>", "<button id=\"b1\">",
            #"<rect key="frame" x="0" y="0" width="30" height="50"/>"#,
            #"<color key="backgroundColor" white="0.66666666666666663" alpha="1" colorSpace="calibratedWhite"/>"#,  // 6
            titled ? "<state key=\"normal\" title=\"1\"/>" : "<state key=\"normal\"/>",
            "</button>", "</subviews>", "<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>", "</view>", "</document>",
        ]
        #expect(Self.findings(document).contains { $0.hasPrefix("6:") } == reported, "\(Self.findings(document))")
    }

    @Test("a white root that opaque subviews tile edge to edge (a table above a strip) never shows; one with a gap between them does",
          arguments: [(456.0, false), (440.0, true)])
    func tiledRoot(stripTop: Double, reported: Bool) {
        let document = [
            "<document>", "<view key=\"view\" id=\"root\">", #"<rect key="frame" x="0" y="0" width="320" height="568"/>"#, "<subviews>",
            "<tableView id=\"t1\">", #"<rect key="frame" x="0" y="0" width="320" height="456"/>"#,
            "<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>", "</tableView>",
            "<collectionView id=\"c1\">", "<rect key=\"frame\" x=\"0\" y=\"\(stripTop == 456 ? "456" : "460")\" width=\"320\" height=\"112\"/>",
            "<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>", "</collectionView>",
            "</subviews>", "<color key=\"backgroundColor\" \(Self.white)/>", "</view>", "</document>",                          // 14
        ]
        #expect(Self.findings(document).contains { $0.hasPrefix("14:") } == reported, "\(Self.findings(document))")
    }

    @Test("a white button on a constant dark screen looks the same in every mode; on one drawn over a white sibling it stays a bright chip",
          arguments: [(false, false), (true, true)])
    func brightButtonOnDarkScreen(overWhitePage: Bool, reported: Bool) {
        let navy = #"red="0.1" green="0.12" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB""#
        let document = [
            "<document>", "<view key=\"view\" id=\"root\">", #"<rect key="frame" x="0" y="0" width="320" height="568"/>"#, "<subviews>",
            overWhitePage ? "<scrollView id=\"s1\">" : "<!-- none -->", #"<rect key="frame" x="0" y="0" width="320" height="568"/>"#,
            overWhitePage ? "<color key=\"backgroundColor\" \(Self.white)/>" : "<!-- none -->", overWhitePage ? "</scrollView>" : "<!-- none -->",
            "<button id=\"b1\">", #"<rect key="frame" x="130" y="500" width="60" height="44"/>"#,
            "<color key=\"backgroundColor\" \(Self.white)/>",                                                       // 11
            "<state key=\"normal\" title=\"Close\"/>", "</button>", "</subviews>", "<color key=\"backgroundColor\" \(navy)/>", "</view>", "</document>",
        ]
        #expect(Self.findings(document).contains { $0.hasPrefix("11:") } == reported, "\(Self.findings(document))")
    }

    @Test("a light hairline on a constant dark bar is not a finding; a dark one on the system background vanishes in dark")
    func hairlines() {
        func document(_ line: String, on surface: String?) -> [String] {
            ["<document>", "<view id=\"bar\">", "<subviews>", "<view id=\"rule\">", #"<rect key="frame" x="0" y="43" width="320" height="1"/>"#,
             "<color key=\"backgroundColor\" \(line)/>", "</view>", "</subviews>",
             surface.map { "<color key=\"backgroundColor\" \($0)/>" } ?? "<!-- none -->", "</view>", "</document>"]
        }
        #expect(Self.findings(document(Self.hairline, on: Self.bar)) == [])
        #expect(Self.findings(document(Self.bar, on: nil))
            == ["6:error:ib-custom-color: #333333 stroke (Main.storyboard:6) on systemBackground: 1.6:1 in Dark, 3.0 needed"])
    }

    @Test("a pair that passes in light and fails in dark is an error; one that fails in light on a background the document names, a warning")
    func failingPairs() {
        #expect(Self.findings(Self.label(Self.black, on: #"systemColor="systemBackgroundColor""#))
            == ["6:error:ib-custom-color: black text (Main.storyboard:6) on systemBackground (Main.storyboard:9): 1.0:1 in Dark, 4.5 needed"])
        #expect(Self.findings(Self.label(Self.hairline, on: #"systemColor="systemBackgroundColor""#))
            == ["6:warning:ib-custom-color: #E0E0E0 text (Main.storyboard:6) on systemBackground (Main.storyboard:9): 1.3:1 in Light, 4.5 needed"])
        // A mid-tone that fails in light only, legibly, and reads as well in dark (iOS blue text, 4.0:1 on white): the light
        // design's choice, which no appearance makes worse.
        #expect(Self.findings(Self.label(#"red="0" green="0.478" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB""#,
                                         on: #"systemColor="systemBackgroundColor""#)) == [])
        // Two constants alike in every mode and legible (white on a brand teal at 2.4:1): the light design's choice.
        #expect(Self.findings(Self.label(#"white="1" alpha="1" colorSpace="calibratedWhite""#,
                                         on: #"red="0.027" green="0.725" blue="0.608" alpha="1" colorSpace="calibratedRGB""#)) == [])
        #expect(Self.findings(Self.label(#"cocoaTouchSystemColor="darkTextColor""#, on: nil))
            == ["6:error:non-adapting-system-color: black text (Main.storyboard:6) on systemBackground: 1.0:1 in Dark, 4.5 needed"])
    }

    @Test("a constant surface that stays bright in dark is a finding, and so is each constant foreground on it, naming it")
    func brightSurface() {
        #expect(Self.findings(Self.label(Self.black, on: Self.white)) == [
            "6:warning:ib-custom-color: black text (Main.storyboard:6) on white (Main.storyboard:9), a constant surface that stays bright in dark: change them together",
            "9:warning:ib-custom-color: white (Main.storyboard:9) is a constant surface that stays bright in dark; make it adapt, with the colors drawn on it",
        ])
    }

    @Test("a foreground that reads as well on the dark page stays when its bright surface adapts: only the surface is a finding", arguments: [
        ("a pale hairline", hairline),
        ("a translucent gray rule", #"red="0.4" green="0.4" blue="0.4" alpha="0.2" colorSpace="custom" customColorSpace="sRGB""#),
    ])
    func foregroundThatStays(_ name: String, color: String) {
        let document = ["<document>", "<view id=\"card\">", "<subviews>", "<view id=\"rule\">", #"<rect key="frame" x="0" y="43" width="320" height="1"/>"#,
                        "<color key=\"backgroundColor\" \(color)/>", "</view>", "</subviews>", "<color key=\"backgroundColor\" \(Self.white)/>", "</view>", "</document>"]
        #expect(Self.findings(document)
            == ["9:warning:ib-custom-color: white (Main.storyboard:9) is a constant surface that stays bright in dark; make it adapt, with the colors drawn on it"],
                "\(name)")
        // A black rule vanishes on the dark page: it changes with the surface.
        #expect(Self.findings(document.map { $0.replacingOccurrences(of: color, with: Self.black) }).count == 2)
    }

    @Test("a root whose whole frame an opaque subview fills is never seen: only the subview's surface is judged")
    func coveredRoot() {
        func document(subviewFrame: String, subviewColor: String) -> [String] {
            ["<document>", "<view key=\"view\" id=\"root\">", #"<rect key="frame" x="0.0" y="0.0" width="375" height="554"/>"#, "<subviews>",
             "<scrollView id=\"pages\">", subviewFrame, "<color key=\"backgroundColor\" \(subviewColor)/>", "</scrollView>", "</subviews>",
             "<color key=\"backgroundColor\" \(Self.white)/>", "</view>", "</document>"]
        }
        let full = #"<rect key="frame" x="0.0" y="0.0" width="375" height="554"/>"#
        #expect(Self.findings(document(subviewFrame: full, subviewColor: Self.bar)) == [])
        #expect(Self.findings(document(subviewFrame: full, subviewColor: Self.white)).map { $0.prefix(2) } == ["7:"])
        // A subview that leaves a strip, or a clear one, shows the root.
        #expect(Self.findings(document(subviewFrame: #"<rect key="frame" x="0.0" y="64" width="375" height="490"/>"#, subviewColor: Self.bar)).map { $0.prefix(3) } == ["10:"])
        #expect(Self.findings(document(subviewFrame: full, subviewColor: #"white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#))
            .map { $0.prefix(3) } == ["10:"])
        // A container view showing another scene: that scene's opaque root covers it; a clear one shows the white.
        func embedding(childColor: String?) -> [String] {
            ["<document>", "<scenes>", "<scene>", "<objects>", "<viewController id=\"home\">", "<view key=\"view\" id=\"root\">",
             #"<rect key="frame" x="0.0" y="0.0" width="375" height="554"/>"#, "<subviews>", "<containerView id=\"box\">", full,
             "<connections>", "<segue destination=\"child\" kind=\"embed\" id=\"embed\"/>", "</connections>", "</containerView>", "</subviews>",
             "<color key=\"backgroundColor\" \(Self.white)/>", "</view>", "</viewController>", "</objects>", "</scene>", "<scene>", "<objects>",
             "<viewController id=\"child\">", "<view key=\"view\" id=\"childRoot\">", full]
                + (childColor.map { ["<color key=\"backgroundColor\" \($0)/>"] } ?? [])
                + ["</view>", "</viewController>", "</objects>", "</scene>", "</scenes>", "</document>"]
        }
        #expect(Self.findings(embedding(childColor: Self.bar)) == [])
        #expect(Self.findings(embedding(childColor: nil)).map { $0.prefix(3) } == ["16:"])
    }

    @Test("a view's shadow color and a color well's value are not marks drawn on the page; a black tint is")
    func shadowAndColorWell() {
        #expect(Self.findings(["<document>", "<view id=\"panel\">", "<shadow key=\"shadow\" blurRadius=\"12\">", "<color key=\"color\" \(Self.black)/>",
                               "</shadow>", "</view>", "</document>"]) == [])
        #expect(Self.findings(["<document>", "<colorWell id=\"ink\">", "<color key=\"color\" \(Self.black)/>", "</colorWell>", "</document>"]) == [])
        #expect(Self.findings(["<document>", "<view id=\"mark\">", "<color key=\"tintColor\" \(Self.black)/>", "</view>", "</document>"]).count == 1)
    }

    @Test("a view over a picture (an earlier sibling image view holding its frame) is drawn on the picture: translucent white buttons, their dark titles and a white title are not judged against the page")
    func overImage() {
        // Laid out by constraints that do not pin it to the root's edges (the bottom layout guide): the picture may stop short.
        func document(imageFrame: String, layout: String = #" translatesAutoresizingMaskIntoConstraints="NO""#) -> [String] {
            ["<document>", "<view key=\"view\" id=\"root\">", #"<rect key="frame" x="0.0" y="0.0" width="414" height="736"/>"#, "<subviews>",
             "<imageView id=\"picture\" image=\"watercolor\"\(layout)>", imageFrame, "</imageView>",
             "<button id=\"show\">", #"<rect key="frame" x="20" y="671" width="374" height="45"/>"#,
             #"<color key="backgroundColor" red="1" green="1" blue="1" alpha="0.8" colorSpace="custom" customColorSpace="sRGB"/>"#,
             #"<state key="normal" title="Show"><color key="titleColor" red="0.25" green="0.25" blue="0.25" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></state>"#,
             "</button>",
             "<label id=\"title\">", #"<rect key="frame" x="20" y="52" width="374" height="21"/>"#, "<color key=\"textColor\" \(Self.white)/>", "</label>",
             "</subviews>", "<color key=\"backgroundColor\" \(Self.white)/>", "</view>", "</document>"]
        }
        // Only the root's own white, which shows wherever the picture does not reach, is a finding: the button's dark title
        // is drawn on a veil over the picture, not on a surface that stays bright.
        let full = #"<rect key="frame" x="0.0" y="0.0" width="414" height="736"/>"#
        #expect(Self.findings(document(imageFrame: full)).map { $0.prefix(3) } == ["18:"])
        // A picture that fills the root (by its frame, or pinned to the root's four edges) leaves none of it to see.
        #expect(Self.findings(document(imageFrame: full, layout: "")) == [])
        var pinned = document(imageFrame: full)
        pinned.insert("<constraints>" + ["top", "bottom", "leading", "trailing"].map { edge in
            #"<constraint firstItem="picture" firstAttribute="\#(edge)" secondItem="root" secondAttribute="\#(edge)" id="\#(edge)"/>"#
        }.joined() + "</constraints>", at: pinned.count - 2)
        #expect(Self.findings(pinned) == [])
        // A map pinned to the root's four edges draws over all of it: the root's white is never seen (what is drawn on the
        // map is judged apart).
        let map = Self.findings(pinned.map { $0.replacingOccurrences(of: "<imageView id=\"picture\" image=\"watercolor\"", with: "<mapView id=\"picture\"")
            .replacingOccurrences(of: "</imageView>", with: "</mapView>") })
        #expect(!map.isEmpty && !map.contains { $0.hasPrefix("17:") }, "\(map)")
        // A picture that covers only the top leaves the button below it on the white page, its dark title with it (the white
        // title stays on the picture).
        #expect(Self.findings(document(imageFrame: #"<rect key="frame" x="0.0" y="0.0" width="414" height="200"/>"#)).map { $0.prefix(3) } == ["10:", "11:", "18:"])
    }

    @Test("a bright saturated hue (a brand-yellow button) is the design's color, not a surface left light; what is drawn on it is judged on it")
    func brightHue() {
        let yellow = #"red="0.996" green="0.745" blue="0.086" alpha="1" colorSpace="custom" customColorSpace="sRGB""#
        let brown = #"red="0.271" green="0.216" blue="0.082" alpha="1" colorSpace="custom" customColorSpace="sRGB""#
        #expect(Self.findings(Self.label(brown, on: yellow)) == [])
        #expect(Self.findings(Self.label(Self.black, on: #"red="1" green="0.973" blue="0.863" alpha="1" colorSpace="custom" customColorSpace="sRGB""#)).count == 2,
                "a cream surface is still a light page")
    }

    @Test("an adapting foreground on a constant surface that fails is reported at the surface")
    func adaptingOnConstant() {
        #expect(Self.findings(Self.label(#"systemColor="labelColor""#, on: Self.bar))
            == ["9:warning:ib-custom-color: label text (Main.storyboard:6) on #333333 (Main.storyboard:9): 1.6:1 in Light, 4.5 needed"])
    }

    @Test("what draws nothing or is drawn on a known dark bar: a zero-height footer's white, a tint on a black-style bar; a box's fill is a surface")
    func drawnOnNothingOrDarkBars() {
        let white = #"white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#
        let periwinkle = #"red="0.73" green="0.75" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB""#
        let footer = ["<document>", "<tableView key=\"view\" id=\"t\">", "<view key=\"tableFooterView\" id=\"f\">",
                      #"<rect key="frame" x="0" y="0" width="375" height="0.0"/>"#, "<color key=\"backgroundColor\" \(white)/>", "</view>", "</tableView>", "</document>"]
        #expect(Self.findings(footer).isEmpty)
        // The same footer with a height is a bright surface.
        #expect(!Self.findings(footer.map { $0.replacingOccurrences(of: #"height="0.0""#, with: #"height="44""#) }).isEmpty)
        let bar = { (style: String) in ["<document>", "<navigationController id=\"n\">", "<navigationBar key=\"navigationBar\" \(style) id=\"b\">",
                                        "<color key=\"tintColor\" \(periwinkle)/>", "</navigationBar>", "</navigationController>", "</document>"] }
        #expect(Self.findings(bar(#"barStyle="black""#)).isEmpty)
        #expect(!Self.findings(bar("")).isEmpty, "on the system's bar, a pale tint fails in light")
        #expect(InterfaceBuilderPairs.role("fillColor") == .background)
        // A slider's or progress bar's track is a line, whose faintness is the design's.
        #expect(InterfaceBuilderPairs.role("maximumTrackTintColor") == .foreground(.stroke))
        #expect(InterfaceBuilderPairs.role("trackTintColor") == .foreground(.stroke))
    }

    @Test("laid out by constraints alone (no frames written): a picture pinned to every edge covers its view's white, and white text over it is on the picture")
    func framelessPinnedPicture() {
        let white = #"red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB""#
        let card = { (pins: [String]) in
            ["<document>", "<view key=\"view\" id=\"root\">", "<subviews>",
             "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"card\">", "<subviews>",
             "<imageView contentMode=\"scaleAspectFill\" image=\"photo\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"img\"/>",
             "<label translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"title\">", "<color key=\"textColor\" \(white)/>", "</label>",
             "</subviews>", "<color key=\"backgroundColor\" \(white)/>", "<constraints>"]
                + pins.map { "<constraint firstItem=\"img\" firstAttribute=\"\($0)\" secondItem=\"card\" secondAttribute=\"\($0)\" id=\"c\($0)\"/>" }
                + ["</constraints>", "</view>", "</subviews>", "</view>", "</document>"]
        }
        #expect(Self.findings(card(["top", "bottom", "leading", "trailing"])).isEmpty)
        // Pinned to three edges only, the white card shows, and the white title on it.
        #expect(Self.findings(card(["top", "leading", "trailing"])).count == 2)
    }

    @Test("a color the view's own class re-applies at setup is the code's, not a finding", arguments: [
        ("class TitleLabel: UILabel {\n  override func awakeFromNib() {\n    super.awakeFromNib()\n    textColor = Theme.current.text\n  }\n}", true),
        ("class TitleLabel: UILabel {\n  required init?(coder: NSCoder) {\n    super.init(coder: coder)\n    setup()\n  }\n  private func setup() { self.textColor = .label }\n}", true),
        ("class Base: UILabel {\n  @objc func themeDidChange() { textColor = .label }\n}\nclass TitleLabel: Base {}", true),
        ("class TitleLabel: UILabel {\n  func highlight() { textColor = .red }\n}", false),
        ("class OtherLabel: UILabel {\n  override func awakeFromNib() { textColor = .label }\n}", false),
        // A theme library's property for it (`theme_textColor`, re-applied on every theme change).
        ("class TitleLabel: UILabel {\n  override func awakeFromNib() {\n    super.awakeFromNib()\n    theme_textColor = GlobalPicker.textColor\n  }\n}", true),
        ("class TitleLabel: UILabel {\n  override func awakeFromNib() { theme_alpha = [1, 0.5] }\n}", false),
    ])
    func codeOwned(swift: String, owned: Bool) {
        let found = Self.findings(Self.label(Self.black, on: nil, customClass: "TitleLabel"), swift: swift)
        #expect(found.isEmpty == owned, "\(found)")
    }

    @Test("a color the scene's view controller sets on its outlet at load or setup is the code's, not a finding", arguments: [
        ("class ChooseViewController: UIViewController {\n  @IBOutlet var list: UIView!\n  @IBOutlet var note: UILabel!\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    list.backgroundColor = .systemBackground\n    self.note?.textColor = .label\n  }\n}", true),
        ("class Base: UIViewController {\n  @IBOutlet var list: UIView!\n  @IBOutlet var note: UILabel!\n  override func viewWillAppear(_ animated: Bool) { setupColors() }\n  func setupColors() { list.backgroundColor = .systemBackground; note.textColor = .label }\n}\nclass ChooseViewController: Base {}", true),
        // An outlet's observer runs as the scene loads, before `viewDidLoad`.
        ("class ChooseViewController: UIViewController {\n  @IBOutlet private weak var list: UIView! {\n    didSet { list.backgroundColor = .systemBackground }\n  }\n  @IBOutlet weak var note: UILabel! {\n    didSet {\n      note.textColor = .label\n    }\n  }\n}", true),
        // A stored property whose observer colors the outlets, set by a setup method.
        ("class ChooseViewController: UIViewController {\n  @IBOutlet var list: UIView!\n  @IBOutlet var note: UILabel!\n  var state = 0 {\n    didSet { list.backgroundColor = .systemBackground; note.textColor = .label }\n  }\n  func configure(with value: Int) { state = value }\n}", true),
        // Set later (on a tap), or on another outlet: Interface Builder's colors show first.
        ("class ChooseViewController: UIViewController {\n  @IBOutlet var list: UIView!\n  @IBOutlet var note: UILabel!\n  var state = 0 {\n    didSet { list.backgroundColor = .systemBackground; note.textColor = .label }\n  }\n  @IBAction func tapped() { state = 1 }\n}", false),
        ("class ChooseViewController: UIViewController {\n  @IBOutlet var list: UIView!\n  @IBOutlet var note: UILabel!\n  var other: UIView! {\n    didSet { other.backgroundColor = .systemBackground; other.tintColor = .label }\n  }\n}", false),
        ("class ChooseViewController: UIViewController {\n  @IBOutlet var list: UIView!\n  @IBOutlet var note: UILabel!\n  @IBAction func tapped() { list.backgroundColor = .systemBackground; note.textColor = .label }\n}", false),
        ("class ChooseViewController: UIViewController {\n  @IBOutlet var other: UIView!\n  override func viewDidLoad() { other.backgroundColor = .systemBackground; other.tintColor = .label }\n}", false),
    ])
    func outletsSetInCode(swift: String, owned: Bool) {
        let scene = [
            "<document>",
            "<viewController id=\"vc\" customClass=\"ChooseViewController\">",
            "<view key=\"view\" id=\"root\">",
            "<subviews>",
            "<view id=\"listView\">",
            "<subviews>",
            "<label id=\"noteLabel\">",
            "<rect key=\"frame\" x=\"0\" y=\"0\" width=\"100\" height=\"20\"/>",
            "<color key=\"textColor\" \(Self.hairline)/>",
            "</label>",
            "</subviews>",
            "<color key=\"backgroundColor\" \(Self.white)/>",
            "</view>",
            "</subviews>",
            "</view>",
            "<connections>",
            "<outlet property=\"list\" destination=\"listView\" id=\"o1\"/>",
            "<outlet property=\"note\" destination=\"noteLabel\" id=\"o2\"/>",
            "</connections>",
            "</viewController>",
            "</document>",
        ]
        let found = Self.findings(scene, swift: swift)
        #expect(found.isEmpty == owned, "\(found)")
        if !owned { #expect(found.count == 2, "\(found)") }
    }

    @Test("a plain button's selected title is drawn where its normal one is; a custom or system button's on a fill of its own", arguments: [
        ("", 2), (" customClass=\"DayButton\"", 1), (" buttonType=\"roundedRect\"", 1),
    ])
    func selectedTitles(attributes: String, reported: Int) {
        let document = [
            "<document>",
            "<view key=\"view\" id=\"root\">",
            "<subviews>",
            "<button id=\"b1\"\(attributes)>",
            "<rect key=\"frame\" x=\"0\" y=\"0\" width=\"50\" height=\"50\"/>",
            "<state key=\"normal\" title=\"S\">",
            "<color key=\"titleColor\" cocoaTouchSystemColor=\"darkTextColor\"/>",
            "</state>",
            "<state key=\"selected\">",
            "<color key=\"titleColor\" cocoaTouchSystemColor=\"darkTextColor\"/>",
            "</state>",
            "</button>",
            "</subviews>",
            "</view>",
            "</document>",
        ]
        let found = Self.findings(document)
        #expect(found.count == reported, "\(found)")
    }

    @Test("a theme the app applies to every view of a UIKit class owns that class's colors in every document", arguments: [
        // `extension UILabel { applyTheme }` re-colors every label, custom or not, and their subclasses.
        ("extension UILabel {\n  override func applyTheme() {\n    super.applyTheme()\n    textColor = theme.titleText\n  }\n}", nil, true),
        ("extension UIView {\n  @objc func applyTheme() { backgroundColor = theme.background }\n}\nextension UILabel {\n  override func applyTheme() { textColor = theme.text }\n}", "TitleLabel", true),
        // A helper of a UIKit extension that is not a theme runs only where the app calls it.
        ("extension UILabel {\n  func configureAsCaption() { textColor = .gray }\n}", nil, false),
        // A theme applied to buttons is not one applied to labels.
        ("extension UIButton {\n  override func applyTheme() { setTitleColor(theme.tint, for: .normal) }\n}", nil, false),
    ] as [(String, String?, Bool)])
    func themedUIKitClasses(swift: String, customClass: String?, owned: Bool) {
        let found = Self.findings(Self.label(Self.black, on: nil, customClass: customClass), swift: swift)
        #expect(found.isEmpty == owned, "\(found)")
    }

    @Test("no app code runs on a launch screen: what the code re-applies elsewhere is the launch screen's own there")
    func launchScreenIsNotCodeOwned() {
        let theme = "extension UIView {\n  @objc func applyTheme() { backgroundColor = theme.background }\n}"
        var document = Self.label(#"systemColor="labelColor""#, on: Self.white)
        #expect(Self.findings(document, swift: theme) == [])
        document[0] = "<document launchScreen=\"YES\">"
        #expect(Self.findings(document, swift: theme)
            == ["9:warning:ib-custom-color: white (Main.storyboard:9) is a constant surface that stays bright in dark; make it adapt, with the colors drawn on it"])
    }

    @Test("the nearest background up the tree: a button's own, a cell's in a grouped table, a title state's")
    func nearestBackground() {
        let button = [
            "<document>", "<view id=\"root\">", "<subviews>", "<button id=\"b\">",
            "<state key=\"normal\" title=\"Go\">", "<color key=\"titleColor\" \(Self.white)/>", "</state>",
            "<state key=\"disabled\">", "<color key=\"titleColor\" \(Self.bar)/>", "</state>",
            "<color key=\"backgroundColor\" \(Self.teal)/>", "</button>", "</subviews>",
            "<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>", "</view>", "</document>",
        ]
        #expect(Self.findings(button) == [], "white title on the constant brand button; a disabled title is exempt")
        let grouped = [
            "<document>", "<tableView key=\"view\" style=\"grouped\" id=\"t\">", "<cells>", "<tableViewCell id=\"c\">",
            "<tableViewCellContentView key=\"contentView\" id=\"v\">", "<subviews>", "<label id=\"l\">",
            "<color key=\"textColor\" \(Self.black)/>", "</label>", "</subviews>", "</tableViewCellContentView>", "</tableViewCell>",
            "</cells>", "</tableView>", "</document>",
        ]
        #expect(Self.findings(grouped)
            == ["8:error:ib-custom-color: black text (Main.storyboard:8) on secondarySystemGroupedBackground: 1.2:1 in Dark, 4.5 needed"])
    }

    @Test("design-time copies in <resources> and clear colors are skipped")
    func skipped() {
        #expect(Self.findings(Self.label(Self.black, on: #"white="1" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#))
            == ["6:error:ib-custom-color: black text (Main.storyboard:6) on systemBackground: 1.0:1 in Dark, 4.5 needed"])
        #expect(Self.findings(["<document>", "<resources>", "<namedColor name=\"Brand\">", "<color \(Self.black)/>", "</namedColor>", "</resources>", "</document>"]) == [])
    }

    @Test("a custom button's pressed or selected title is drawn on that state's own fill: no pair with the view's surface; the normal state's is")
    func pressedAndSelectedStatesHaveTheirOwnFill() {
        func button(_ state: String) -> [String] {
            ["<document>", "<view id=\"root\">", "<subviews>", "<button id=\"b1\" customClass=\"FlatButton\">",
             #"<rect key="frame" x="0" y="0" width="80" height="40"/>"#,
             "<state key=\"\(state)\">", "<color key=\"titleColor\" \(Self.black)/>", "</state>", "</button>", "</subviews>",
             "<color key=\"backgroundColor\" \(Self.black)/>", "</view>", "</document>"]
        }
        #expect(Self.findings(button("highlighted")) == [])
        #expect(Self.findings(button("selected")) == [])
        #expect(!Self.findings(button("normal")).isEmpty)
    }

    @Test("a scene's root view colored by its controller's class, or a superclass of it in the app, at load is the code's", arguments: [
        ("class Base: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    view.backgroundColor = .systemBackground\n  }\n}\nclass ChooseViewController: Base {}", true),
        ("class ChooseViewController: UIViewController {\n  override func viewDidLoad() { self.view.backgroundColor = .systemBackground }\n}", true),
        ("class Base: UIViewController {\n  func tapped() { view.backgroundColor = .systemBackground }\n}\nclass ChooseViewController: Base {}", false),
        ("class Other: UIViewController {\n  override func viewDidLoad() { view.backgroundColor = .systemBackground }\n}\nclass ChooseViewController: UIViewController {}", false),
    ])
    func rootViewSetByBaseClass(swift: String, owned: Bool) {
        let scene = [
            "<document>",
            "<viewController id=\"vc\" customClass=\"ChooseViewController\">",
            "<view key=\"view\" id=\"root\">",
            "<color key=\"backgroundColor\" \(Self.white)/>",
            "</view>",
            "</viewController>",
            "</document>",
        ]
        let found = Self.findings(scene, swift: swift)
        #expect(found.isEmpty == owned, "\(found)")
    }

    @Test("white text no ancestor gives a color to is drawn over something the hierarchy does not say: no finding; dark text there is judged")
    func whiteTextOnNoKnownSurface() {
        #expect(Self.findings(Self.label(Self.white, on: nil)) == [])
        #expect(!Self.findings(Self.label(Self.bar, on: nil)).isEmpty)
    }

    @Test("a xib whose owner forces light in code, or a scene whose controller does, has no dark-mode pair findings; another xib still does")
    func ownerThatForcesLight() throws {
        func xib(owner: String) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)"/>
                    <view contentMode="scaleToFill" id="root">
                        <color key="backgroundColor" \(Self.white)/>
                    </view>
                </objects>
            </document>
            """
        }
        let fixture = try LintFixture([
            "App/Onboarding.swift": "import UIKit\nfinal class Onboarding: UIViewController {\n    override func viewDidLoad() { overrideUserInterfaceStyle = .light }\n}\n",
            "App/Onboarding.xib": xib(owner: "Onboarding"),
            "App/Settings.xib": xib(owner: "Settings"),
        ])
        defer { fixture.remove() }
        let files = try fixture.lint().findings.filter { $0.rule.id == "ib-custom-color" }.map(\.file)
        #expect(files == ["App/Settings.xib"])
    }
}
