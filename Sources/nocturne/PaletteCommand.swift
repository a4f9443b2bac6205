import Nocturne
import NocturneSupport

/// `nocturne palette`: the ramps of the named families, of one family, of a hue or of a seed color, with tokens.
enum PaletteCommand: Command {
    static let name = "palette"
    static let abstract = "Print color ramps (_50 … _1000, equal lightness across hues) and their tokens."
    static let discussion = """
        Without options, it prints every named family. Each stop has one WCAG luminance shared by all families, so \
        the contrast between two stops is the same in every hue. Stops marked * have a more vivid \
        Display P3 value with the same luminance.

          nocturne palette --family teal
          nocturne palette --hue 200 --json
          nocturne palette --seed "#0B7A75"
        """
    static let family = Option.choice("family", value: "name", help: "A named family.", choices: Family.named.map { ($0.name, $0) })
    static let hue = Option.number("hue", value: "degrees", help: "An OKLCH hue in degrees.", in: -100_000...100_000)
    static let seed = Option.color("seed", help: "A seed color (its hue and relative chroma), in any CSS color syntax.", standardInput: .lines)
    static let json = Option.flag("json", help: "Print one JSON object per family (JSON Lines).")
    static let options: [any CommandOption] = [family, hue, seed, json]
    static let conflicts: [(any CommandOption, any CommandOption)] = [(family, hue), (family, seed), (hue, seed)]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus {
        let json = arguments[Self.json]
        if let family = arguments[Self.family] {
            show(family, detailed: true, json: json, in: context)
        } else if let hue = arguments[Self.hue] {
            show(Family(name: "hue-\(NumberText.shortest(hue))", hue: hue), detailed: true, json: json, in: context)
        } else if let seed = arguments[Self.seed] {
            // `--seed -` gives one family per line of standard input.
            return context.forEachInput(context.expandingStandardInput([seed]), json: json) { line in
                show(Family(seed: try ColorReport.parse(line, role: "seed").rgb8), detailed: true, json: json, in: context)
            }
        } else {
            for family in Family.named { show(family, detailed: false, json: json, in: context) }
        }
        return .success
    }

    /// Prints one family: its ramp with contrasts and its tokens when `detailed`, else the ramp on one line.
    private static func show(_ family: Family, detailed: Bool, json: Bool, in context: CommandContext) {
        let ramp = family.ramp
        if json {
            context.printJSON(Self.json(family, ramp, tokens: family.theme))
            return
        }
        let hue = family.hue.map { "OKLCH hue \(NumberText.cut($0, places: 1, keepsTrailingZeros: true))°" } ?? "no hue"
        let cie = family.cieHue.map { ", CIE LCH hue \(NumberText.shortest($0))°" } ?? ""
        context.print("\(family.name) (\(hue)\(cie), vividness \(NumberText.cut(family.vividness, places: 2, keepsTrailingZeros: true)))")
        if detailed {
            for swatch in ramp {
                let onWhite = NumberText.cut(WCAG.contrastRatio(swatch.rgb8, RGB8(0xFFFFFF)), places: 2, keepsTrailingZeros: true)
                let onBlack = NumberText.cut(WCAG.contrastRatio(swatch.rgb8, RGB8(0x000000)), places: 2, keepsTrailingZeros: true)
                let p3 = swatch.displayP3.map { "  " + displayP3CSS($0) } ?? ""
                let line = "  \(swatch.stop.description.padded(to: 7)) \(context.swatch(swatch.rgb8))\(swatch.hex)  on white \(onWhite.padded(to: 6)) on black \(onBlack.padded(to: 6))\(p3)"
                context.print(line.trailingSpacesTrimmed)
            }
            context.print("tokens (light / dark):")
            let theme = family.theme
            for token in theme.tokens {
                let light = token[AppearanceMode(colorScheme: .light)], dark = token[AppearanceMode(colorScheme: .dark)]
                context.print("  \(token.name.padded(to: 20)) \(context.swatch(light.rgb8))\(light.hex)  \(context.swatch(dark.rgb8))\(dark.hex)")
            }
        } else {
            let line = "  " + ramp.map { "\(context.swatch($0.rgb8))\($0.hex)\($0.displayP3 == nil ? " " : "*")" }.joined(separator: " ")
            context.print(line.trailingSpacesTrimmed)
        }
    }

    static func json(_ family: Family, _ ramp: [Swatch], tokens theme: Theme) -> JSONValue {
        var members: [JSONMember] = [JSONMember("family", .string(family.name))]
        members.append(JSONMember("hue", .number(family.hue)))
        members.append(JSONMember("cieHue", .number(family.cieHue)))
        members.append(JSONMember("vividness", .number(family.vividness)))
        members.append(JSONMember("stops", .object(ramp.map { JSONMember(NumberText.shortest($0.stop.value.rounded(.towardZero)), .string($0.hex)) })))
        members.append(JSONMember("displayP3", .object(ramp.compactMap { swatch in
            swatch.displayP3.map { JSONMember(NumberText.shortest(swatch.stop.value.rounded(.towardZero)), .string(displayP3CSS($0))) }
        })))
        members.append(JSONMember("tokens", .object(theme.tokens.map { token in
            JSONMember(token.name, .object(token.values.map { JSONMember($0.mode.key, .string($0.hex)) }))
        })))
        return .object(members)
    }

    static func displayP3CSS(_ p3: SIMD3<Double>) -> String {
        "color(display-p3 \(NumberText.cut(p3.x, places: 4, keepsTrailingZeros: true)) \(NumberText.cut(p3.y, places: 4, keepsTrailingZeros: true)) \(NumberText.cut(p3.z, places: 4, keepsTrailingZeros: true)))"
    }
}
