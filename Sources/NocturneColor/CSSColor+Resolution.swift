extension CSSComponent {
    /// The component's value after evaluation, or `nil` when it cannot be evaluated in the context.
    ///
    /// - Returns: `.some(nil)` for `none`, `.some(value)` for a value, `nil` when unresolvable.
    func resolve(role: CSSComponentRules.Role, in context: CSSCalcContext) -> Double?? {
        switch self {
        case .value(let value): return .some(value)
        case .none: return .some(nil)
        case .channel(let name):
            guard let value = context.channels[name] else { return nil }
            return .some(CSSComponentRules.finish(value, type: .number, role: role))
        case .calc(let node, let type):
            guard let value = node.evaluate(in: context) else { return nil }
            return .some(CSSComponentRules.finish(value, type: type, role: role))
        }
    }
}

extension CSSColor.Storage {
    /// Resolves to a color value, or `nil` when something needs context that is not given.
    func resolve(in context: CSSCalcContext) -> ColorValue? {
        switch self {
        case .currentColor, .system, .lightDark: return nil
        case .absolute(let color):
            let roles = CSSComponentRules.roles(for: color.syntax, space: color.space)
            return CSSColor.Storage.makeValue(space: color.space, components: color.components, alpha: color.alpha, roles: roles, context: context)
        case .relative(let relative):
            guard let origin = relative.origin.resolve(in: context) else { return nil }
            return CSSColor.Storage.resolveRelative(relative, origin: origin, context: context)
        case .mix(let mix):
            var values: [ColorValue] = []
            for color in mix.colors {
                guard let value = color.resolve(in: context) else { return nil }
                values.append(value)
            }
            var items: [ColorValue.MixItem] = []
            for (value, percentage) in zip(values, mix.percentages) {
                guard let percentage else {
                    items.append(ColorValue.MixItem(value))
                    continue
                }
                guard let resolved = percentage.resolve(role: .percentUnits, in: context), let number = resolved else { return nil }
                // A calc() percentage is clamped into 0…100% at computed-value time (literals were checked when parsed).
                items.append(ColorValue.MixItem(value, percentage: number.isNaN ? 0 : min(max(number, 0), 100)))
            }
            return ColorValue.colorMix(items, in: mix.space ?? .oklab, hueFixup: mix.usesSpecifiedHue ? nil : mix.hue)
        }
    }

    static func makeValue(space: ColorSpace, components: CSSComponentTriple, alpha: CSSComponent, roles: [CSSComponentRules.Role], context: CSSCalcContext) -> ColorValue? {
        guard let first = components.first.resolve(role: roles[0], in: context),
              let second = components.second.resolve(role: roles[1], in: context),
              let third = components.third.resolve(role: roles[2], in: context),
              let resolvedAlpha = alpha.resolve(role: roles[3], in: context) else { return nil }
        return ColorValue(space, components: first, second, third, alpha: resolvedAlpha)
    }

    /// Resolves relative color syntax: the origin converted to the function's space gives the channel values.
    static func resolveRelative(_ relative: CSSRelativeColor, origin: ColorValue, context: CSSCalcContext) -> ColorValue? {
        let converted = origin.converted(to: relative.space)
        var channels: [String: Double] = [:]
        let names = CSSComponentRules.channelNames(for: relative.syntax, space: relative.space)
        for (position, name) in names.enumerated() {
            var value = converted.missing.contains(.component(position)) ? 0 : converted.coordinates[position]
            // rgb() channels are 0…255 numbers.
            if relative.syntax == .rgb { value *= 255 }
            channels[name] = value
        }
        channels["alpha"] = converted.missing.contains(.alpha) ? 0 : converted.alpha
        var channelContext = context
        channelContext.channels = channels
        let roles = relativeRoles(for: relative)
        let alpha = relative.alpha ?? .channel("alpha")
        return makeValue(space: relative.space, components: relative.components, alpha: alpha, roles: roles, context: channelContext)
    }

    /// Relative colors keep NaN nowhere and never clamp alpha from the origin differently from literals.
    static func relativeRoles(for relative: CSSRelativeColor) -> [CSSComponentRules.Role] {
        var roles = CSSComponentRules.roles(for: relative.syntax, space: relative.space)
        roles[3] = .alpha(keepsNaN: false)
        return roles
    }
}
