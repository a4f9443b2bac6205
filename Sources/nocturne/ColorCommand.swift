import Nocturne

/// `nocturne color`: parses CSS colors, converts them to a space, and prints CSS or JSON Lines.
enum ColorCommand: Command {
    static let name = "color"
    static let abstract = "Convert CSS colors to another color space and show them."
    static let discussion = """
        Each color is printed as CSS in the target space (its own space without --to), with a swatch \
        on a color terminal. --to hsl, hwb and hsv print in their own notation, such as \
        hsl(177.297 83.4586% 26.0784%), where CSSOM (and the css field of --json) would write rgb(). \
        A color that does not parse is reported and the others still print; the exit status is then 1.

          nocturne color "#0B7A75" --to oklch
          printf 'red\\nrebeccapurple\\n' | nocturne color - --json
        """
    static let arguments = [
        Argument(
            "color", help: "A CSS color (#0B7A75, rebeccapurple, oklch(0.6 0.1 190), color-mix(…)), or - to read one color per line from standard input.",
            repeated: true, hintWhenMissing: Argument.quoteColorsHint)
    ]
    static let options: [Option] = [
        .option("to", value: "space", help: "The color space to convert to.", choices: ColorSpace.allCases.map(\.rawValue) + ["xyz"]),
        .option("gamut", value: "gamut", help: "Map the color into this gamut (CSS Color 4 algorithm) before converting; without --to it stays in its own space.", choices: ["srgb", "p3"]),
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
                let parsed = try CSSColor.parse(input)
                guard let value = parsed.resolved else {
                    throw CommandFailure("'\(input)' takes its value from where it is used (currentcolor, system colors), so it has none here")
                }
                // The hex comes from the color before any conversion, so that round-off in a
                // round trip cannot move a channel across a rounding boundary (hwb(320 30% 40%)).
                let mapped = gamut.map { value.gamutMapped(to: $0) } ?? value
                let color = target.map { mapped.converted(to: $0) } ?? (gamut == nil ? value : mapped.converted(to: value.space))
                let css = target == nil && gamut == nil ? (specified ? parsed.specifiedCSS : parsed.computedCSS) : color.css
                // Legacy sRGB syntax computes to rgb(), which CSS clamps: its hex is the clipped color.
                let hex = ColorReport.hex(gamut == nil && parsed.isLegacySRGB ? value.clipped(to: .srgb) : mapped)
                if json {
                    context.printJSON(ColorReport.json(input: input, color: color, css: css, hex: hex.text))
                } else {
                    let text = target.flatMap { _ in ColorReport.cylindricalForm(color) } ?? css
                    context.print(context.swatch(hex.rgb) + text)
                }
            } catch {
                status = .failure
                let message = (error as? CommandFailure)?.message ?? String(describing: error)
                if json {
                    context.printJSON(["input": .string(input), "error": .string(message)])
                } else {
                    context.printError("Error: \(message)")
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

    /// `hsl(…)`, `hwb(…)` or `hsv(…)` with six significant digits, for text output; `nil` for other spaces.
    ///
    /// CSSOM serializes `hsl()` and `hwb()` as `rgb()`, which hides the numbers someone converting to
    /// those spaces asked for; `hsv` has no CSS form at all.
    static func cylindricalForm(_ color: ColorValue) -> String? {
        guard color.space.isSRGBCylindrical else { return nil }
        let parts = color.components.enumerated().map { index, value in
            guard let value else { return "none" }
            return format(value) + (index == 0 ? "" : "%")
        }
        let alpha = color.alphaComponent.map { $0 < 1 ? " / " + format($0) : "" } ?? " / none"
        return "\(color.space.rawValue)(\(parts.joined(separator: " "))\(alpha))"
    }

    /// A number with at most six significant digits and no trailing zeros, as CSSOM prints numbers.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "infinity" : "-infinity") }
        if value == 0 { return "0" }
        var exponent = 0
        var magnitude = abs(value)
        while magnitude >= 10 { magnitude /= 10; exponent += 1 }
        while magnitude < 1 { magnitude *= 10; exponent -= 1 }
        let decimals = max(0, 5 - exponent)
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (abs(value) * scale).rounded() / scale
        var text = String(Int(rounded.rounded(.down)))
        if decimals > 0 {
            var fraction = String(Int(((rounded - rounded.rounded(.down)) * scale).rounded()))
            fraction = String(repeating: "0", count: max(0, decimals - fraction.count)) + fraction
            while fraction.last == "0" { fraction.removeLast() }
            if !fraction.isEmpty { text += "." + fraction }
        }
        return (value < 0 ? "-" : "") + text
    }

    /// The issue's JSON shape: input, space, full-precision coords (`null` when missing), alpha, css, hex, inGamut.
    ///
    /// - Parameter hex: The hex to report, when it was computed from the color before a conversion.
    static func json(input: String?, color: ColorValue, css: String, hex hexText: String? = nil, leading: [(key: String, value: JSONValue)] = []) -> JSONValue {
        var members = leading
        if let input { members.append(("input", .string(input))) }
        members.append(("space", .string(color.space.rawValue)))
        members.append(("coords", .array(color.components.map(JSONValue.number))))
        members.append(("alpha", .number(color.alphaComponent)))
        members.append(("css", .string(css)))
        members.append(("hex", .string(hexText ?? hex(color).text)))
        members.append(("inGamut", ["srgb": .bool(color.isInGamut(.srgb)), "p3": .bool(color.isInGamut(.displayP3))]))
        return .object(members)
    }
}
