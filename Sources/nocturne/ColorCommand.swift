import Nocturne
import NocturneSupport

/// `nocturne color`: parses CSS colors, converts them to a space, and prints CSS or JSON Lines.
enum ColorCommand: Command {
    static let name = "color"
    static let abstract = "Convert CSS colors to another color space and show them."
    static let discussion = """
        Each color is printed as CSS in the target space (its own space without --to), with a swatch \
        on a color terminal. --to hsl, hwb and hsv print in their own notation, such as \
        hsl(177.297 83.4586% 26.0784%), where CSSOM (and the css field of --json) would write rgb(). \
        A color that does not parse is reported and the others still print; the exit status is then 1. \
        With --cvd the color printed is the one a person with that deficiency sees, simulated in linear \
        sRGB (a color outside sRGB is gamut-mapped into it first) and then converted as asked; --json \
        adds "colorVision" with the type, severity and model.

          nocturne color "#0B7A75" --to oklch
          printf 'red\\nrebeccapurple\\n' | nocturne color - --json
          nocturne color "#D1242F" --cvd deuteranopia
          nocturne color red --cvd protanomaly --severity 0.5 --json
        """
    static let arguments = [
        Argument.colors("color", help: "A CSS color (#0B7A75, rebeccapurple, oklch(0.6 0.1 190), color-mix(…)).")
    ]
    static let to = Option.choice("to", value: "space", help: "The color space to convert to.", choices: ColorSpace.commandLineChoices)
    static let gamut = Option.choice(
        "gamut", value: "gamut", help: "Map the color into this gamut (CSS Color 4 algorithm) before converting; without --to it stays in its own space.",
        of: Gamut.self)
    static let json = Option.flag("json", help: "Print one JSON object per color (JSON Lines).")
    static let specified = Option.flag(
        "specified", help: "Print the specified-value serialization (names stay names, color-mix() stays) instead of the computed value.")
    static let options: [any CommandOption] = [to, gamut, json, specified] + ColorVisionOptions.options
    static let conflicts: [(any CommandOption, any CommandOption)] = [
        (specified, to), (specified, gamut), (specified, ColorVisionOptions.cvd),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus {
        let target = arguments[Self.to]
        let gamut = arguments[Self.gamut]
        let specified = arguments[Self.specified]
        let json = arguments[Self.json]
        if let simulator = try ColorVisionOptions.simulator(arguments) {
            return simulate(arguments, with: simulator, in: context)
        }
        return context.forEachInput(context.expandingStandardInput(arguments.values("color")), json: json) { input in
            let parsed = try CSSColor.parse(input)
            guard let resolved = parsed.resolved else {
                throw CommandFailure("'\(input)' takes its value from where it is used (currentcolor, system colors), so it has none here")
            }
            let value = try ColorReport.validated(resolved, input)
            // The hex comes from the color before any conversion, so that round-off in a
            // round trip cannot move a channel across a rounding boundary (hwb(320 30% 40%)).
            let mapped = gamut.map { value.gamutMapped(to: $0) } ?? value
            let color = target.map { mapped.converted(to: $0) } ?? (gamut == nil ? value : mapped.converted(to: value.space))
            // Serialized only when printed: with --to, text output writes the notation, not the CSS.
            let css = { target == nil && gamut == nil ? (specified ? parsed.specifiedCSS : parsed.computedCSS) : color.css }
            // Legacy sRGB syntax computes to rgb(), which CSS clamps: its hex is the clipped color.
            // Text output needs it only for a swatch, so a pipe does not pay for the gamut mapping.
            let hex = { ColorReport.hex(gamut == nil && parsed.isLegacySRGB ? value.clipped(to: .srgb) : mapped) }
            if json {
                context.printJSON(ColorReport.json(input: input, color: color, css: css(), hex: hex().text))
            } else {
                if context.usesColor { context.write(context.swatch(hex().rgb)) }
                context.print(target == nil ? css() : color.notation)
            }
        }
    }

    /// `--cvd`: each color as the deficiency shows it, in sRGB unless `--to` names another space.
    private static func simulate(_ arguments: ParsedArguments, with simulator: ColorVisionSimulator, in context: CommandContext) -> ExitStatus {
        let target = arguments[Self.to]
        let gamut = arguments[Self.gamut]
        let json = arguments[Self.json]
        return context.forEachInput(context.expandingStandardInput(arguments.values("color")), json: json) { input in
            let parsed = try CSSColor.parse(input)
            guard let resolved = parsed.resolved else {
                throw CommandFailure("'\(input)' takes its value from where it is used (currentcolor, system colors), so it has none here")
            }
            let value = try ColorReport.validated(resolved, input)
            // What the display shows: the legacy syntax clamps, other colors are gamut-mapped by the simulation.
            let shown = parsed.isLegacySRGB ? value.clipped(to: .srgb) : (gamut.map { value.gamutMapped(to: $0) } ?? value)
            let simulated = simulator.simulate(shown)
            let color = target.map { simulated.converted(to: $0) } ?? simulated
            let hex = ColorReport.hex(simulated)
            // Without --to the color is what ships: the 8-bit sRGB, written rgb() as a hex input computes to.
            let css = target == nil ? ((try? CSSColor.parse(hex.text))?.computedCSS ?? color.css) : color.css
            if json {
                context.printJSON(ColorReport.json(input: input, color: color, css: css, hex: hex.text, trailing: [ColorVisionOptions.json(simulator)]))
            } else {
                if context.usesColor { context.write(context.swatch(hex.rgb)) }
                context.print(target == nil ? css : color.notation)
            }
        }
    }
}
