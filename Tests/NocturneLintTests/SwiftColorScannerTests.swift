import Testing
@testable import NocturneLint

@Suite struct SwiftColorScannerTests {
    /// Each source yields exactly these `line:rule` findings.
    @Test(arguments: [
        // Constant colors in place, in every spelling.
        ("Text(\"a\").foregroundColor(Color(red: 0.2, green: 0.4, blue: 0.6))", ["1:constant-color"]),
        ("let v = Color(.sRGB, red: 0.2, green: 0, blue: 0, opacity: 1).frame()", ["1:constant-color"]),
        ("x.background(Color(white: 0.9))", ["1:constant-color"]),
        ("x.tint(Color(hue: 0.6, saturation: 1, brightness: 0.4))", ["1:constant-color"]),
        // Cyan reads better on the dark page than on the light one: no dark-mode harm.
        ("x.tint(Color(hue: 0.5, saturation: 1, brightness: 1))", []),
        ("label.textColor = UIColor(red: 25.0 / 255.0, green: 25.0 / 255.0, blue: 25.0 / 255.0, alpha: 1.0)", ["1:constant-color"]),
        ("view.layer.borderColor = UIColor(displayP3Red: 0.2, green: 0, blue: 0, alpha: 1).cgColor", ["1:constant-color"]),
        ("field.textColor = NSColor(calibratedRed: 0.1, green: 0.2, blue: 0.3, alpha: 1)", ["1:constant-color"]),
        ("field.textColor = NSColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 1)", ["1:constant-color"]),
        ("x.foregroundColor(Color(#colorLiteral(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)))", ["1:constant-color"]),
        ("layer.fillColor = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)", ["1:constant-color"]),
        ("x.foregroundColor(Color(hex: \"1f2328\"))", ["1:constant-color"]),
        // A mid blue, 3.6:1 on the light page and 5.9:1 on the dark one: a light-mode matter, not a dark-mode finding.
        ("x.foregroundColor(Color(hex: \"4285f4\"))", []),
        // Near-white text with no background the code names: drawn on a fill it does not name, not judged against a guess.
        ("x.foregroundColor(Color(hex: \"0xFFE3F6FB\"))", []),
        ("x.foregroundColor(Color(0x333333))", ["1:constant-color"]),
        ("x.foregroundColor(Color(rgba: 0x3939_3bff))", ["1:constant-color"]),
        ("x.foregroundColor(Color(uiColor: .init(hex: \"1C1C1E\")))", ["1:constant-color"]),
        ("x.foregroundColor(\n    Color(\n        red: 0.1,\n        green: 0.2,\n        blue: 0.3\n    )\n)", ["2:constant-color"]),
        // A project's own color function.
        ("func srgb(_ r: Int, _ g: Int, _ b: Int, opacity: Double) -> Color { Color(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: opacity) }\nlet v = x.tint(srgb(0x00, 0x9A, 0xC7, opacity: 1))", ["2:constant-color"]),
        // Palette constants: reported where defined when some use does not choose by mode.
        ("extension Color {\n    static let checkbox = Color(rgba: 0x2b2b_2dff)\n}\nlet v = Text(\"x\").foregroundStyle(.checkbox)", ["2:constant-color"]),
        ("extension UIColor {\n    static var nearlyBlack: UIColor { return UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1) }\n}\nlabel.textColor = .nearlyBlack", ["2:constant-color"]),
        // …and not when every use picks it by mode.
        ("extension UIColor {\n    static var nearlyBlack: UIColor { UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1) }\n}\nlet c = UIColor(lightColor: .nearlyBlack, darkColor: .white)", []),
        ("let lightFill = NSColor(white: 0.97, alpha: 1)\nlet darkFill = NSColor(white: 0.2, alpha: 1)\nlet fill = appearance.isDarkMode ? darkFill : lightFill", []),
        // A theme's initializer that switches over a light and a dark style chooses every color in it for that theme;
        // a method's switch chooses only its own cases.
        ("final class Theme {\n  let text: UIColor\n  let tint: UIColor\n  init(style: Style) {\n    switch style {\n    case .dark: text = UIColor.white\n    case .light: text = UIColor.black\n    }\n    tint = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)\n  }\n}", []),
        ("func apply(_ style: Style) {\n  switch style {\n  case .dark: label.textColor = .white\n  case .light: label.textColor = .black\n  }\n  label.backgroundColor = .white\n}", ["6:non-adapting-system-color"]),
        // A dark view that holds others is a surface; one that holds none may be a bar that vanishes on dark.
        ("containerView.backgroundColor = .black\ncontainerView.addSubview(fromView)", []),
        ("bar.backgroundColor = .black", ["1:non-adapting-system-color"]),
        // A control's per-state colors pair by state: the white normal title on its black fill reads; the white disabled
        // fill stays bright, and the dark gray disabled title on it must change with it.
        ("final class B: UIButton {\n  func setup() {\n    setTitleColor(.white, for: .normal)\n    setBackgroundColor(.black, for: .normal, animated: false)\n    setBackgroundColor(.white, for: .disabled, animated: false)\n    setTitleColor(.darkGray, for: .disabled)\n  }\n}",
         ["5:non-adapting-system-color", "6:non-adapting-system-color"]),
        // A layer snapshot of a color made outside the tree (a dependency's palette) cannot be known to adapt; the tree's own can.
        ("func f(view: UIView) {\n  view.layer.borderColor = UIColor.brandGray().cgColor\n}", []),
        ("extension UIColor {\n  static func inkGray() -> UIColor { UIColor(named: \"Gray\")! }\n}\nfunc g(view: UIView) {\n  view.layer.borderColor = UIColor.inkGray().cgColor\n}",
         ["5:layer-color-snapshot"]),
        // A mask's colors never show: only their opacity is used.
        ("func inverse() -> some View {\n  mask {\n    Rectangle().foregroundColor(.black).background(.white)\n  }\n}", []),
        // A text color pairs with the background its own `switch` case sets, not one another case sets.
        ("func style(_ kind: Kind) {\n  switch kind {\n  case .plain:\n    textColor = .label\n    backgroundColor = .white\n  case .warning:\n    textColor = .black\n    backgroundColor = .systemYellow\n  }\n}",
         ["5:non-adapting-system-color"]),
        // A layer color set again by a restyling method keeps up with the appearance.
        ("func refreshBorderStyle() {\n  layer.borderColor = UIColor.separator.cgColor\n}", []),
        ("func setUpBorder() {\n  layer.borderColor = UIColor.separator.cgColor\n}", ["2:layer-color-snapshot"]),
        // Black and white as content.
        ("Text(\"a\").foregroundColor(.black)", ["1:fixed-black-white"]),
        ("Image(systemName: \"x\").foregroundStyle(Color.white)", []),
        ("Image(systemName: \"x\").foregroundStyle(Color.black)", ["1:fixed-black-white"]),
        ("Circle().fill(.black)", ["1:fixed-black-white"]),
        // Fails only in light, on the page assumed for it: no dark-mode harm (#36: a pair must get worse in dark).
        ("Circle().fill(.white)", []),
        // UIKit/AppKit fixed colors.
        ("label.textColor = .darkGray", ["1:non-adapting-system-color"]),
        // As readable on the dark page as on the light one, or more: not a dark-mode finding.
        ("label.textColor = .lightGray", []),
        ("view.backgroundColor = .white", ["1:non-adapting-system-color"]),
        ("let c = NSColor.darkGray", ["1:non-adapting-system-color"]),
        ("button.setTitleColor(.black, for: .normal)", ["1:non-adapting-system-color"]),
        ("button.setTitleColor(.red, for: .normal)", []),
        ("if #available(iOS 13.0, *) {\n    label.textColor = .label\n} else {\n    label.textColor = .black\n}", []),
        ("if #available(iOS 15.0, *) {\n    label.textColor = .label\n} else {\n    label.textColor = .black\n}", ["4:non-adapting-system-color"]),
        ("guard #available(iOS 13, *) else {\n    view.backgroundColor = .white\n    return\n}", []),
        ("x.foregroundColor(Color(UIColor.darkGray))", ["1:non-adapting-system-color"]),
    ])
    func findings(source: String, expected: [String]) throws {
        #expect(try lintSwift(source) == expected)
    }

    /// Sources that must yield nothing: the list of what is not hard-coded.
    @Test(arguments: [
        "let c = UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : UIColor(white: 0.9, alpha: 1) }",
        "let c = UIColor(dynamicProvider: { _ in UIColor(red: 1, green: 0, blue: 0, alpha: 1) })",
        "let c = NSColor(name: nil) { appearance in NSColor(white: 0.2, alpha: 1) }",
        "x.foregroundColor(colorScheme == .dark ? Color(white: 0.9) : Color(white: 0.1))",
        "x.foregroundColor(colorScheme == .dark ? .white : .black)",
        "if colorScheme == .dark {\n    x.foregroundColor(.white)\n} else {\n    x.foregroundColor(Color(white: 0.1))\n}",
        "let c = Color(light: Color(hex: \"FFFFFF\"), dark: Color(hex: \"000000\"))",
        "let c = UIColor(light: UIColor(white: 1, alpha: 1), dark: UIColor(white: 0, alpha: 1))",
        "x.shadow(color: .black.opacity(0.3), radius: 4)",
        "x.shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.3), radius: 4)",
        "view.layer.shadowColor = UIColor.black.cgColor",
        "dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)",
        "x.overlay(LinearGradient(colors: [.black.opacity(0.6), .clear], startPoint: .bottom, endPoint: .top))",
        "x.mask(Color.black)",
        "Text(\"a\").foregroundColor(.red)",
        "Text(\"a\").foregroundColor(.gray)",
        "Text(\"a\").foregroundStyle(.secondary)",
        "label.textColor = .label",
        "view.backgroundColor = .systemBackground",
        "let weights: [NSFont.Weight] = [.black, .bold]\nswitch weight { case .black: break }",
        "let names = [.black: \"Black\"]",
        "let c = Color(hex: colorString)",
        "let c = UIColor(red: red, green: green, blue: blue, alpha: alpha)",
        "x.background(Color(white: 0, opacity: 0))",
        "let s = \"Color(red: 1, green: 0, blue: 0)\"",
        "// label.textColor = .lightGray",
        "/* Text(\"a\").foregroundColor(.black) */",
        "#Preview {\n    Text(\"a\").foregroundColor(Color(red: 1, green: 0, blue: 0))\n}",
        "struct V_Previews: PreviewProvider {\n    static var previews: some View { Text(\"a\").foregroundColor(.black) }\n}",
        "#if os(watchOS)\nlet v = Text(\"a\").foregroundColor(.white)\n#endif",
        "Button(\"Go\") {}\n    .foregroundColor(.white)\n    .background(Color.accentColor)",
        "ZStack {\n    Color(.systemBlue)\n    Image(systemName: \"x\").foregroundColor(.white)\n}",
        "cell.textLabel?.textColor = isSelected ? .white : .label",
    ])
    func nonFindings(source: String) throws {
        #expect(try lintSwift(source) == [])
    }

    @Test func testsAreLeftAloneUnlessConfigured() throws {
        let fixture = try LintFixture(["AppTests/ColorTests.swift": "let c = UIColor(red: 0.2, green: 0, blue: 0, alpha: 1).cgColor\nlabel.textColor = c"])
        defer { fixture.remove() }
        #expect(try fixture.lint().findings.isEmpty)
        #expect(try fixture.lint(LintConfiguration(includeTests: true)).findings.map(\.rule.id) == ["constant-color"])
    }

    @Test func previewsCanBeIncluded() throws {
        let source = "#Preview {\n    Text(\"a\").foregroundColor(.black)\n}"
        #expect(try lintSwift(source, configuration: LintConfiguration(includePreviews: true)) == ["2:fixed-black-white"])
    }
}

extension SwiftColorScannerTests {
    /// AppKit cells draw white on the emphasized selection: `backgroundStyle` says so.
    @Test func appKitSelectionIsNotAFinding() throws {
        #expect(try lintSwift("if backgroundStyle != .normal {\n    tintColor = NSColor.white\n}") == [])
    }
}
