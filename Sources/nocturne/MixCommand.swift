import Nocturne
import NocturneSupport

/// `nocturne mix`: interpolates between two colors in a space, as CSS `color-mix()` does.
enum MixCommand: Command {
    static let name = "mix"
    static let abstract = "Mix two colors in a color space, or make evenly spaced steps between them."
    static let discussion = """
        The result is what CSS color-mix() gives: the colors are converted to the interpolation space \
        and mixed there with premultiplied alpha; a missing component takes the other color's value. \
        --amount is how much of <b> goes in (0 gives <a>, 1 gives <b>); --steps prints n colors from \
        <a> to <b> inclusive, one per line. Each line shows the gamut-mapped sRGB hex and the CSS of the result.

          nocturne mix "#0B7A75" white --amount 0.25
          nocturne mix red blue --in oklch --steps 5 --json
        """
    static let arguments = [
        Argument.color("a", help: "The first color, in any CSS color syntax."),
        Argument.color("b", help: "The second color."),
    ]
    static let space = Option.choice("in", value: "space", help: "The interpolation space.", choices: ColorSpace.commandLineChoices, default: .oklab)
    static let hue = Option.choice("hue", value: "method", help: "How hues are interpolated in a polar space.", default: HueInterpolationMethod.shorter)
    static let amount = Option.fraction("amount", value: "0…1", help: "How much of <b> to mix in, as a fraction or a percentage (25%).", default: 0.5)
    static let steps = Option.integer("steps", value: "n", help: "Print n evenly spaced colors from <a> to <b> (2 to 10000) instead of one mix.", in: 2...10_000)
    static let json = Option.flag("json", help: "Print one JSON object per result (JSON Lines).")
    static let options: [any CommandOption] = [space, hue, amount, steps, json]
    static let conflicts: [(any CommandOption, any CommandOption)] = [(amount, steps)]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus {
        let space = arguments[Self.space]
        let hue = arguments[Self.hue]
        let amount = arguments[Self.amount]
        let steps = arguments[Self.steps]
        if arguments.isGiven(Self.hue), !space.isPolar {
            let polar = ColorSpace.allCases.filter(\.isPolar).map(\.rawValue).joined(separator: ", ")
            throw UsageError("'--hue' needs a polar interpolation space (\(polar)), not '\(space.rawValue)'")
        }
        let json = arguments[Self.json]
        let amounts = steps.map { count in (0..<count).map { Double($0) / Double(count - 1) } } ?? [amount]
        // Either color may be `-`: each line of standard input is mixed with the other one.
        let mix = { (first: ColorValue, second: ColorValue) in
            let results = steps.map { first.steps(to: second, count: $0, in: space, hue: hue) } ?? [first.mixed(with: second, amount: amount, in: space, hue: hue)]
            for (fraction, mixed) in zip(amounts, results) {
                if json {
                    context.printJSON(ColorReport.json(input: nil, color: mixed, css: mixed.css, leading: [JSONMember("amount", .number(fraction))]))
                } else {
                    let hex = ColorReport.hex(mixed)
                    context.print(context.swatch(hex.rgb) + hex.text + "  " + mixed.css)
                }
            }
        }
        let firstText = arguments.value("a") ?? ""
        let secondText = arguments.value("b") ?? ""
        if secondText == "-" {
            let first = try ColorReport.parse(firstText, role: "<a>")
            return context.forEachInput(context.expandingStandardInput([secondText]), json: json) { line in
                mix(first, try ColorReport.parse(line, role: "<b>"))
            }
        }
        let second = try ColorReport.parse(secondText, role: "<b>")
        return context.forEachInput(context.expandingStandardInput([firstText]), json: json) { line in
            mix(try ColorReport.parse(line, role: "<a>"), second)
        }
    }
}
