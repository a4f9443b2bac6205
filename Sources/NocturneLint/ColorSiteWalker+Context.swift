/// What the tokens around a site say about it: conditions, callees, assigned properties.
extension ColorSiteWalker {
    /// Scheme and selection words among the tokens of a condition.
    func conditionContext(from start: Int, to end: Int) -> ColorContext {
        var result: ColorContext = []
        var index = max(start, 0)
        while index < end {
            if file.kind(index) == .identifier {
                let parts = file.parts(index)
                if !parts.isDisjoint(with: NameParts.schemeCondition) { result.insert(.scheme) }
                if !parts.isDisjoint(with: NameParts.selectionCondition) { result.insert(.selection) }
            }
            index += 1
        }
        return result
    }

    /// What a call or trailing closure after `word` makes of the colors inside it.
    func calleeContext(_ word: Word, isMember: Bool) -> ColorContext {
        switch word {
        case .foregroundColor, .foregroundStyle, .tint, .accentColor: return .content
        case .fill, .stroke, .strokeBorder: return [.content, .fill]
        case .setTitleColor: return [.content, .platformColor]
        case .background, .listRowBackground, .border, .containerBackground, .backgroundStyle: return .background
        case .shadow, .mask, .NSShadow: return .shadowOrMask
        case .overlay, .blendMode: return .overlay
        case .LinearGradient, .RadialGradient, .AngularGradient, .EllipticalGradient, .Gradient: return .gradient
        case .performAsCurrentDrawingAppearance, .performAsCurrent: return .scheme
        default: return []
        }
    }

    /// What assigning to (or labelling an argument) `name…Color` means: a platform text, background or shadow color.
    func propertyContext(at index: Int) -> ColorContext {
        guard file.kind(index) == .identifier else { return [] }
        if file.tokens[index].word == .none, file.tokens[index].end - file.tokens[index].start < 3 { return [] }
        let parts = file.parts(index)
        if !parts.isDisjoint(with: [.shadow, .scrim, .dim, .mask]) { return .shadowOrMask }
        if parts.contains(.overlay) { return .overlay }
        guard parts.contains(.color) else { return [] }
        if !parts.isDisjoint(with: [.background, .barTint, .border, .separator]) { return [.background, .platformColor] }
        return [.content, .platformColor]
    }

}
