import Testing
@testable import NocturneLint

/// A site's context comes from its ancestors in the syntax tree: the call it is an argument of and the argument's label,
/// the declaration or assignment it is the value of, the conditions, closures, `#if` clauses and previews around it.
@Suite struct ColorSiteContextTests {
    /// The context of the site written `text` on `line` of a one-file app made of `source`.
    static func context(of text: String, line: Int, in source: String) throws -> ColorContext {
        let fixture = try LintFixture(["App/View.swift": source])
        defer { fixture.remove() }
        let sites = try Linter().colorSites(paths: [fixture.root]).filter { $0.text == text && $0.range.start.line == line }
        return try #require(sites.count == 1 ? sites.first : nil, "\(text) on line \(line)").context
    }

    /// Each site has every context of `has` and none of `lacks`.
    @Test(arguments: [
        // A ternary's condition on the scheme chooses both branches; a condition on something else does not.
        ("x.foregroundColor(colorScheme == .dark ? .white : .black)", ".black", 1, [.scheme, .content], []),
        ("x.foregroundColor(isOn ? .white : .black)", ".black", 1, [.selection, .content], [.scheme]),
        ("x.foregroundColor(count > 1 ? .white : .black)", ".black", 1, [.content], [.scheme, .selection]),
        // An `if` on the scheme chooses its body and its `else`; an `else if` on something else only what its own `else` keeps.
        ("if colorScheme == .dark {\n  a = Color.white\n} else {\n  a = Color.black\n}", "Color.black", 4, [.scheme], []),
        ("if traitCollection.userInterfaceStyle == .dark {\n  a = Color.white\n} else if count > 2 {\n  a = Color.black\n}", "Color.black", 4, [], [.scheme]),
        ("switch colorScheme {\ncase .dark: a = Color.white\ndefault: a = Color.black\n}", "Color.black", 3, [.scheme], []),
        // `#if os(watchOS)` clauses are watchOS code, and the `#else` of `#if !os(watchOS)`; other clauses are not.
        ("#if os(watchOS)\nlet a = Color.white\n#else\nlet b = Color.black\n#endif", "Color.white", 2, [.watch], []),
        ("#if os(watchOS)\nlet a = Color.white\n#else\nlet b = Color.black\n#endif", "Color.black", 4, [], [.watch]),
        ("#if !os(watchOS)\nlet a = Color.white\n#else\nlet b = Color.black\n#endif", "Color.black", 4, [.watch], []),
        ("#if os(iOS)\nlet a = Color.white\n#elseif os(watchOS)\nlet b = Color.black\n#endif", "Color.white", 2, [], [.watch]),
        // A label with a mode word makes its argument one mode's value; the other arguments stay what they are.
        ("let t = Theme(background: .white, darkBackground: .black)", ".black", 1, [.modeVariant], []),
        ("let t = Theme(background: .white, darkBackground: .black)", ".white", 1, [], [.modeVariant]),
        ("x.shadow(color: Color.black, radius: 2)", "Color.black", 1, [.shadowOrMask], []),
        // A dynamic provider's closure, trailing or labelled; another call's closure is not one.
        ("let c = UIColor { traits in\n  traits.userInterfaceStyle == .dark ? UIColor.white : UIColor.black\n}", "UIColor.black", 2, [.provider], []),
        ("let c = UIColor(dynamicProvider: { _ in UIColor.white })", "UIColor.white", 1, [.provider], []),
        ("let c = items.map { _ in UIColor.white }", "UIColor.white", 1, [], [.provider]),
        // What is assigned to, and the receiver's words; the declaration's name, and what its annotation says of its type.
        ("label.textColor = .white", ".white", 1, [.content, .platformColor], []),
        ("dimmingView.backgroundColor = .black", ".black", 1, [.background, .shadowOrMask], []),
        ("final class C {\n  var accent: UIColor = .black\n}", ".black", 2, [.content, .platformColor], []),
        ("final class C {\n  var accent: Color = .black\n}", ".black", 2, [.content, .platformColor], []),
        ("final class C {\n  var accents: [UIColor] = [.black]\n}", ".black", 2, [], [.platformColor]),
        ("let darkFill = Color.black", "Color.black", 1, [.modeVariant], []),
        ("let parameters: [String: Any] = [\"c\": CIColor(color: .black)]", ".black", 1, [], [.content]),
        // A dictionary's text attributes.
        ("let a = [NSAttributedString.Key.foregroundColor: UIColor.white]", "UIColor.white", 1, [.content, .platformColor], []),
        // Previews.
        ("#Preview {\n  Text(\"a\").foregroundColor(.white)\n}", ".white", 2, [.preview, .content], []),
        ("struct V_Previews: PreviewProvider {\n  static var previews: some View { Text(\"a\").foregroundColor(.white) }\n}", ".white", 2, [.preview], []),
        ("struct V: View {\n  var body: some View { Text(\"a\").foregroundColor(.white) }\n}", ".white", 2, [.content], [.preview]),
        // The callee's context reaches its arguments and trailing closures, not its own base.
        ("Color.white.overlay(Color.black)", "Color.white", 1, [], [.overlay]),
        ("Color.white.overlay(Color.black)", "Color.black", 1, [.overlay], []),
        ("x.background {\n  Color.black\n}", "Color.black", 2, [.background], []),
        // A computed property or function named for one mode gives that mode's values; a gray's name is no mode.
        ("extension Theme {\n  static var dark: Theme {\n    Theme(text: UIColor(white: 1, alpha: 1))\n  }\n}", "UIColor(white: 1, alpha: 1)", 3, [.modeVariant], []),
        ("func darkPalette() -> [UIColor] {\n  [UIColor(white: 0.1, alpha: 1)]\n}", "UIColor(white: 0.1, alpha: 1)", 2, [.modeVariant], []),
        ("extension UIColor {\n  static var lightGray2: UIColor {\n    UIColor(white: 0.8, alpha: 1)\n  }\n}", "UIColor(white: 0.8, alpha: 1)", 3, [], [.modeVariant]),
    ] as [(String, String, Int, ColorContext, ColorContext)])
    func context(source: String, site: String, line: Int, has: ColorContext, lacks: ColorContext) throws {
        let context = try Self.context(of: site, line: line, in: source)
        #expect(context.isSuperset(of: has), "\(context)")
        #expect(context.isDisjoint(with: lacks), "\(context)")
    }

    /// Eight or more color calls in one array literal are a categorical palette; seven are not.
    @Test(arguments: [(8, true), (7, false)])
    func identityPalette(count: Int, isPalette: Bool) throws {
        let colors = (0..<count).map { "UIColor(red: 0.\($0), green: 0.5, blue: 0.5, alpha: 1)" }.joined(separator: ",\n  ")
        let context = try Self.context(of: "UIColor(red: 0.0, green: 0.5, blue: 0.5, alpha: 1)", line: 2, in: "let avatars = [\n  \(colors)\n]")
        #expect(context.contains(.identityPalette) == isPalette)
    }

    /// Eight or more records made in one array literal, each given its own color (sample members with avatar tiles), are
    /// a categorical palette too; seven are not.
    @Test(arguments: [(8, true), (7, false)])
    func recordPalette(count: Int, isPalette: Bool) throws {
        let records = (0..<count).map { "Member(name: \"\($0)\", tile: #colorLiteral(red: 0.9, green: 0.\($0), blue: 0.7, alpha: 1))" }
        let context = try Self.context(of: "#colorLiteral(red: 0.9, green: 0.1, blue: 0.7, alpha: 1)", line: 5,
                                       in: "import UIKit\nstruct Member { let name: String; let tile: UIColor }\nlet members = [\n  \(records.joined(separator: ",\n  "))\n]")
        #expect(context.contains(.identityPalette) == isPalette)
    }

    /// Five or more colors made by hue in one array literal are a spectrum (a hue picker's track), the same in both modes on
    /// purpose; four are not, nor five made by red, green and blue.
    @Test(arguments: [(5, "hue", true), (4, "hue", false), (5, "red", false)])
    func spectrum(count: Int, label: String, isPalette: Bool) throws {
        let colors = (0..<count).map { "Color(\(label): 0.\($0 * 2), saturation: 1, brightness: 1)" }.joined(separator: ",\n  ")
        let context = try Self.context(of: "Color(\(label): 0.2, saturation: 1, brightness: 1)", line: 4,
                                       in: "import SwiftUI\nlet hueGradientColors = [\n  \(colors)\n]")
        #expect(context.contains(.identityPalette) == isPalette)
    }
}
