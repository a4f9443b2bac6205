/// How a Swift site refers to a named color: the three `--style` choices.
package enum FixStyle: String, Sendable, Hashable, CaseIterable {
    /// `Color("ContentTeal")`; `UIColor(named: "ContentTeal") ?? <the original>` in UIKit and AppKit, which cannot crash.
    case named
    /// One accessor per color set in a Swift file of its own (`NocturneColors.contentTeal`), which must be added to the target.
    case accessors
    /// Xcode's generated asset symbols: `Color(.contentTeal)`, `UIColor(resource: .contentTeal)` (iOS 17, macOS 14).
    case assetSymbols = "asset-symbols"
}

/// Writes the Swift text that replaces a site: a named color in the chosen style, or a system color.
enum SwiftRewriter {
    /// The replacement for a site that becomes the color set `name`, or `nil` when its type is not spelled at the site.
    ///
    /// - Parameters:
    ///   - site: The site; its `text` is the original expression, kept as the fallback in UIKit and AppKit.
    ///   - name: The color set's name.
    ///   - style: How named colors are written.
    ///   - following: The byte after the site, to parenthesize a `??` that a member access would bind into.
    ///   - moduleBundle: Whether the set is in the catalog of the site's own package target, so it loads from `Bundle.module`.
    static func replacement(for site: FixSite, name: String, style: FixStyle, following: UInt8?, moduleBundle: Bool = false) -> String? {
        let symbol = symbolName(name)
        switch (site.framework, style) {
        case (.swiftUI, .named): return moduleBundle ? "Color(\"\(name)\", bundle: .module)" : "Color(\"\(name)\")"
        case (.uiKit, .named) where moduleBundle:
            let text = "UIColor(named: \"\(name)\", in: .module, compatibleWith: nil) ?? \(site.text)"
            return needsParentheses(following) ? "(\(text))" : text
        case (.appKit, .named) where moduleBundle:
            let text = "NSColor(named: \"\(name)\", bundle: .module) ?? \(site.text)"
            return needsParentheses(following) ? "(\(text))" : text
        case (.swiftUI, .assetSymbols): return "Color(.\(symbol))"
        case (.swiftUI, .accessors): return "NocturneColors.\(symbol)"
        case (.uiKit, .named), (.appKit, .named):
            let type = site.framework == .uiKit ? "UIColor" : "NSColor"
            let text = "\(type)(named: \"\(name)\") ?? \(site.text)"
            return needsParentheses(following) ? "(\(text))" : text
        case (.uiKit, .assetSymbols): return "UIColor(resource: .\(symbol))"
        case (.appKit, .assetSymbols): return "NSColor(resource: .\(symbol))"
        case (.uiKit, .accessors): return "NocturneColors.ui\(symbol.prefix(1).uppercased() + symbol.dropFirst())"
        case (.appKit, .accessors): return "NocturneColors.ns\(symbol.prefix(1).uppercased() + symbol.dropFirst())"
        case (.interfaceBuilder, _), (.catalog, _): return nil
        }
    }

    /// The framework a Swift expression's text spells, or `nil` (`.init(…)`, `rgb(…)`: the type is not written there).
    static func framework(ofExpression text: String) -> FixFramework? {
        if text.hasPrefix("UIColor") { return .uiKit }
        if text.hasPrefix("NSColor") { return .appKit }
        if text.hasPrefix("Color") || text.hasPrefix("SwiftUI.Color") { return .swiftUI }
        return nil
    }

    /// Whether `a ?? b` must be parenthesized before `next` (a member access, optional chain, subscript or call would bind to `b`).
    static func needsParentheses(_ next: UInt8?) -> Bool {
        guard let next else { return false }
        return next == UInt8(ascii: ".") || next == UInt8(ascii: "?") || next == UInt8(ascii: "!") || next == UInt8(ascii: "[")
            || next == UInt8(ascii: "(")
    }

    /// The symbol Xcode generates for a color set (`ContentTeal` → `contentTeal`), escaped when it is a keyword.
    static func symbolName(_ name: String) -> String {
        var first = true
        var result = ""
        for character in name where character.isLetter || character.isNumber || character == "_" {
            result.append(first ? Character(character.lowercased()) : character)
            first = false
        }
        return result
    }

    /// The text of `NocturneColors.swift` for `--style accessors`: one accessor per color set and framework.
    ///
    /// The enum is named `NocturneColors` so it never collides with the symbols Xcode generates for the catalog
    /// (`ColorResource.contentTeal`, `Color.contentTeal`, `UIColor.contentTeal`). It compiles for any deployment target:
    /// SwiftUI's accessors are marked for the releases SwiftUI needs, and on `olderSystems` (`iOS`, `tvOS`, `macOS` targets
    /// older than `UIColor(named:)`'s iOS 11 or `NSColor(named:)`'s macOS 10.13) the platform accessors check at run time
    /// and give the light value before.
    static func accessorFile(_ colors: [(name: String, light: SiteColor)], olderSystems: [String] = []) -> String {
        // `if #available(iOS 11.0, tvOS 11.0, *)`, naming only the systems that need it.
        func guarded(_ platforms: [(String, String)], named: String, fallback: String) -> String {
            let older = platforms.filter { olderSystems.contains($0.0) }
            guard !older.isEmpty else { return "\(named) ?? \(fallback)" }
            let check = older.map { "\($0.0) \($0.1), " }.joined()
            return "if #available(\(check)*) { return \(named) ?? \(fallback) } else { return \(fallback) }"
        }
        var out = """
            // Written by nocturne fix: the colors it moved into the asset catalog, one accessor each.
            // Add this file to the app's target. Each UIKit/AppKit accessor falls back to the light value.
            #if canImport(SwiftUI)
            import SwiftUI
            #endif
            #if canImport(UIKit)
            import UIKit
            #elseif canImport(AppKit)
            import AppKit
            #endif

            /// The colors `nocturne fix` moved into the asset catalog.
            enum NocturneColors {

            """
        for (name, light) in colors.sorted(by: { $0.name < $1.name }) {
            let symbol = symbolName(name)
            let capital = symbol.prefix(1).uppercased() + symbol.dropFirst()
            let components = "red: \(component(light.rgb.red)), green: \(component(light.rgb.green)), blue: \(component(light.rgb.blue)), alpha: \(component(light.alpha))"
            out += """
                    #if canImport(SwiftUI)
                    /// The color set '\(name)'.
                    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
                    static var \(symbol): Color { Color("\(name)") }
                    #endif
                    #if canImport(UIKit)
                    /// The color set '\(name)' as a UIColor.
                    static var ui\(capital): UIColor { \(guarded([("iOS", "11.0"), ("tvOS", "11.0")], named: "UIColor(named: \"\(name)\")", fallback: "UIColor(\(components))")) }
                    #elseif canImport(AppKit)
                    /// The color set '\(name)' as an NSColor.
                    static var ns\(capital): NSColor { \(guarded([("macOS", "10.13")], named: "NSColor(named: \"\(name)\")", fallback: "NSColor(\(components))")) }
                    #endif

                """
        }
        return out + "}\n"
    }

    /// A component 0…255 as a fraction with three decimals (`0.200`).
    static func component(_ value: UInt8) -> String {
        let thousandths = (Int(value) * 1000 + 127) / 255
        let text = String(thousandths)
        return thousandths >= 1000 ? "1.000" : "0." + String(repeating: "0", count: 3 - text.count) + text
    }
}
