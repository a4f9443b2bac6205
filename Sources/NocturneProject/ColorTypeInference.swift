import NocturneSyntax

/// What an expression's own text says its type is, before any context: the syntactic half of typing a color site.
///
/// `UIColor(red: …)` spells `UIColor`; `Color.accentColor.opacity(0.5)` spells `Color`; `UIColor.white.cgColor` spells
/// `CGColor`; `.white` spells nothing (its type comes from where it is written).
package enum ColorTypeInference {
    /// Members of a color that give something other than a color of the same type: reading them is not a color of the base's type.
    package static let nonColorMembers: Set<String> = [
        "cgColor", "ciColor", "description", "debugDescription", "hashValue", "components", "getRed", "getHue", "getWhite",
        "isEqual", "set", "setFill", "setStroke", "resolve", "accessibilityName", "colorSpace", "numberOfComponents", "alphaComponent",
        "redComponent", "greenComponent", "blueComponent", "hueComponent", "saturationComponent", "brightnessComponent", "hexString",
        "toHex", "hex", "rgba", "luminance", "isLight", "isDark", "self",
    ]

    /// Methods and properties of a color that give a color of the same type (`withAlphaComponent(_:)`, `opacity(_:)`).
    package static let sameTypeMembers: Set<String> = [
        "withAlphaComponent", "opacity", "resolvedColor", "withSystemEffect", "highlight", "shadow", "blended", "mix", "withProminence",
        "usingColorSpace", "withHighContrast", "copy", "gamma", "exposureAdjust",
    ]

    /// The name of the type an expression spells (`UIColor`, `Color`, `CGColor`, `HexColor`), or `nil` when its text does not say.
    ///
    /// A type's initializer or static member spells the type (`UIColor(…)`, `UIColor.red`, `Color.init(…)`,
    /// `UIColor.red.withAlphaComponent(0.5)`); `.cgColor` spells `CGColor`; `try`, `!`, `?`, parentheses, `??` and a
    /// ternary pass a spelling through.
    package static func spelledTypeName(of expression: Syntax) -> String? {
        var node = expression
        for _ in 0..<64 {
            switch node.kind {
            case .functionCall:
                guard let callee = node.firstChild else { return nil }
                if callee.kind == .declReference, let name = callee.keyText, name.first?.isUppercase == true { return name }
                if callee.kind == .genericSpecialization { return nil }
                node = callee
            case .memberAccess:
                guard let base = node.firstChild, let member = node.keyText else { return nil }
                if member == "cgColor" { return "CGColor" }
                if nonColorMembers.contains(member) { return nil }
                if base.kind == .declReference, let name = base.keyText {
                    // `UIColor.red`, `Color.init`: a static member of a type; `SwiftUI.Color.red` nests one more.
                    return name.first?.isUppercase == true ? name : nil
                }
                if base.kind == .memberAccess, base.firstChild?.kind == .declReference,
                   let module = base.firstChild?.keyText, ["SwiftUI", "UIKit", "AppKit"].contains(module) {
                    return base.keyText
                }
                // Through a member only when it gives a color of its base's type.
                guard sameTypeMembers.contains(member) else { return nil }
                node = base
            case .forceUnwrap, .optionalChaining, .tryExpression, .awaitExpression:
                guard let inner = node.children.last(where: { $0.kind.isExpression }) else { return nil }
                node = inner
            case .tuple:
                let elements = node.children
                guard elements.count == 1, let inner = elements.first, inner.kind != .argument || inner.keyText == nil else { return nil }
                node = inner.kind == .argument ? (inner.firstChild ?? inner) : inner
            case .infixOperation:
                guard let operation = InfixOperation(node), operation.operatorText == "??" else { return nil }
                if let left = operation.left, let name = spelledTypeName(of: left) { return name }
                guard let right = operation.right else { return nil }
                node = right
            case .ternary:
                let parts = Ternary(node)?.parts
                if let then = parts?.then, let name = spelledTypeName(of: then) { return name }
                guard let otherwise = parts?.else else { return nil }
                node = otherwise
            case .cast:
                return Cast(node)?.type.map { ColorDeclarations.File.plain($0) }
            default:
                return nil
            }
        }
        return nil
    }
}
