import NocturneSyntax
import NocturneSupport

/// The type a color expression must have where it is written: what a replacement there must be.
///
/// `label.textColor = .white` needs a `UIColor`; `.foregroundStyle(.white)` a `ShapeStyle`; `layer.borderColor = …` a
/// `CGColor`; `Theme.accent` may be the app's own type. A site whose type cannot be told has none (`nil`): never guessed.
public enum ColorType: Sendable, Hashable, CustomStringConvertible {
    /// UIKit's `UIColor`.
    case uiColor
    /// AppKit's `NSColor`.
    case nsColor
    /// SwiftUI's `Color`.
    case color
    /// A SwiftUI `ShapeStyle` (`foregroundStyle`, `fill`, `background`): a `Color` or a style such as `.primary`.
    case shapeStyle
    /// Core Graphics' `CGColor` (layer colors): resolved once, it does not follow the appearance by itself.
    case cgColor
    /// A type of the app's own (`HexColor`, `Theme.Color`), named as written.
    case app(String)

    /// The type's name as Swift spells it.
    public var description: String {
        switch self {
        case .uiColor: "UIColor"
        case .nsColor: "NSColor"
        case .color: "Color"
        case .shapeStyle: "ShapeStyle"
        case .cgColor: "CGColor"
        case .app(let name): name
        }
    }

    /// The color type a type's name spells, optionals and module prefixes aside (`UIColor?`, `SwiftUI.Color`, `some
    /// ShapeStyle`); `nil` for a name that is not a color type.
    ///
    /// - Parameters:
    ///   - name: The type's text.
    ///   - aliases: The app's type aliases to color types (`typealias PlatformColor = UIColor`).
    package static func named(_ name: String, aliases: [String: ColorType] = [:]) -> ColorType? {
        // Bytes, not Characters, where the spellings are ASCII: this runs for the type of every declaration of every file.
        var name = name.removingWhitespace()
        while let last = name.utf8.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { name.removeLast() }
        for prefix in ["some", "any"] where name.utf8.starts(with: prefix.utf8) && name.utf8.count > prefix.utf8.count {
            let rest = name.dropFirst(prefix.utf8.count)
            if rest.first?.isUppercase == true { name = String(rest) }
        }
        for module in ["SwiftUI.", "UIKit.", "AppKit.", "CoreGraphics.", "Cocoa."] where name.utf8.starts(with: module.utf8) {
            name = String(name.dropFirst(module.utf8.count))
        }
        switch name {
        case "UIColor": return .uiColor
        case "NSColor": return .nsColor
        case "Color": return .color
        case "ShapeStyle", "AnyShapeStyle", "HierarchicalShapeStyle": return .shapeStyle
        case "CGColor", "CGColorRef": return .cgColor
        default: return aliases[name]
        }
    }

    /// The color type a type node spells (`UIColor`, `Color?`, `some ShapeStyle`), or `nil`.
    package static func of(type node: Syntax, aliases: [String: ColorType] = [:]) -> ColorType? {
        switch node.kind {
        case .optionalType, .implicitlyUnwrappedType, .attributedType:
            return node.firstChild.flatMap { of(type: $0, aliases: aliases) }
        case .typeIdentifier, .someOrAnyType:
            return named(node.text, aliases: aliases)
        default:
            return nil
        }
    }

    /// The element's color type of an array type node (`[Color]`, `Array<UIColor>`), or `nil`.
    package static func element(ofArrayType node: Syntax, aliases: [String: ColorType] = [:]) -> ColorType? {
        var node = node
        while node.kind == .optionalType || node.kind == .implicitlyUnwrappedType, let inner = node.firstChild { node = inner }
        if node.kind == .arrayType, let element = node.firstChild { return of(type: element, aliases: aliases) }
        let text = node.text.removingWhitespace()
        if text.hasPrefix("Array<"), text.hasSuffix(">") { return named(String(text.dropFirst(6).dropLast()), aliases: aliases) }
        return nil
    }

    /// Whether a replacement written in UIKit, AppKit or SwiftUI spelling can stand here (the app's own types and
    /// `CGColor` snapshots cannot take one).
    public var takesPlatformColor: Bool {
        switch self {
        case .uiColor, .nsColor, .color, .shapeStyle: true
        case .cgColor, .app: false
        }
    }
}
