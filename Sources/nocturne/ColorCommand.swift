import Nocturne

/// `nocturne color`: parses CSS colors, converts them to a space, and prints CSS or JSON Lines.
enum ColorCommand: Command {
    static let name = "color"
    static let abstract = "Convert CSS colors to another color space and show them."
    static let discussion = """
        Each color is printed as CSS in the target space (its own space without --to), with a swatch \
        on a color terminal. A color that does not parse is reported and the others still print; the \
        exit status is then 1.

          nocturne color "#0B7A75" --to oklch
          printf 'red\\nrebeccapurple\\n' | nocturne color - --json
        """
    static let arguments = [
        Argument(
            "color", help: "A CSS color (#0B7A75, rebeccapurple, oklch(0.6 0.1 190), color-mix(…)), or - to read one color per line from standard input.",
            repeated: true)
    ]
    static let options: [Option] = [
        .option("to", value: "space", help: "The color space to convert to.", choices: ColorSpace.allCases.map(\.rawValue)),
        .option("gamut", value: "gamut", help: "Gamut-map into this gamut (CSS Color 4 algorithm) before converting.", choices: ["srgb", "p3"]),
        .flag("json", help: "Print one JSON object per color (JSON Lines)."),
        .flag("specified", help: "Print the specified-value serialization (names stay names, color-mix() stays) instead of the computed value."),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus {
        let target = try arguments.choice("to", as: ColorSpace.init(cssName:))
        let gamut = try arguments.choice("gamut", as: Gamut.init(rawValue:))
        let specified = arguments.flag("specified")
        if specified, arguments.isGiven("to") || arguments.isGiven("gamut") {
            throw UsageError("'--specified' prints the color as written and cannot be combined with '--to' or '--gamut'")
        }
        let json = arguments.flag("json")
        var status = ExitStatus.success
        for input in context.expandingStandardInput(arguments.values("color")) {
            do {
                let parsed = try ColorSyntax.parse(input)
                var color = parsed
                if let gamut { color = color.gamutMapped(to: gamut) }
                if let target { color = color.converted(to: target) }
                let css = ColorSyntax.css(color)
                let hex = ColorReport.hex(color)
                if json {
                    context.printJSON(ColorReport.json(input: input, color: color, css: css))
                } else {
                    context.print(context.swatch(hex.rgb) + css)
                }
            } catch {
                status = .failure
                if json {
                    context.printJSON(["input": .string(input), "error": .string(String(describing: error))])
                } else {
                    context.printError("Error: \(input): \(error)")
                }
            }
        }
        return status
    }
}

/// The JSON and hex forms of a color that `color` and `mix` share.
enum ColorReport {
    /// The gamut-mapped 8-bit sRGB of a color and its hex text (`#rrggbb`, or `#rrggbbaa` when translucent).
    static func hex(_ color: ColorValue) -> (rgb: RGB8, text: String) {
        let rgb = RGB8(srgb: color.gamutMapped(to: ColorSpace.srgb).converted(to: .srgb).coordinates)
        let alpha = color.alphaComponent ?? 0
        guard alpha < 1 else { return (rgb, rgb.hex) }
        let byte = Int((min(max(alpha, 0), 1) * 255).rounded())
        let digits = Array("0123456789abcdef")
        return (rgb, rgb.hex + String([digits[byte >> 4], digits[byte & 0xF]]))
    }

    /// The JSON shape: input, space, full-precision coords (`null` when missing), alpha, css, hex, inGamut.
    static func json(input: String?, color: ColorValue, css: String, leading: [(key: String, value: JSONValue)] = []) -> JSONValue {
        var members = leading
        if let input { members.append(("input", .string(input))) }
        members.append(("space", .string(color.space.rawValue)))
        members.append(("coords", .array(color.components.map(JSONValue.number))))
        members.append(("alpha", .number(color.alphaComponent)))
        members.append(("css", .string(css)))
        members.append(("hex", .string(hex(color).text)))
        members.append(("inGamut", ["srgb": .bool(color.isInGamut(.srgb)), "p3": .bool(color.isInGamut(.displayP3))]))
        return .object(members)
    }
}
