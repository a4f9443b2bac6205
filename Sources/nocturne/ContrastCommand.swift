import Nocturne
import NocturneSupport

/// `nocturne contrast`: the WCAG 2.2 ratio and APCA Lc of a foreground on a background.
enum ContrastCommand: Command {
    static let name = "contrast"
    static let abstract = "Measure the contrast of a foreground color on a background (WCAG 2.2 and APCA)."
    static let discussion = """
        A translucent foreground is composited over the background first; the background is taken as \
        opaque. WCAG levels: AA needs 4.5:1 (3:1 for large text), AAA needs 7:1 (4.5:1 for large text). \
        APCA Lc is positive for dark text on a light background and negative for light text on dark. \
        A color outside sRGB is measured as it is shown: mapped into sRGB (CSS Color 4 gamut mapping), \
        and the output says so with the mapped hex (foregroundMapped, backgroundMapped in --json). \
        With --cvd both colors are first shown as that deficiency sees them (the foreground composited \
        over the background, then simulated) and the simulated pair is measured; --json adds \
        "colorVision" with the type, severity, model and the two simulated hexes.

          nocturne contrast "#767676" white
          nocturne contrast "#D1242F" white --cvd protanopia
        """
    static let arguments = [
        Argument.color("foreground", help: "The text or icon color, in any CSS color syntax."),
        Argument.color("background", help: "The color behind it."),
    ]
    /// Which contrast `--method` reports.
    enum Method: String, CaseIterable, Sendable {
        /// WCAG 2.2 only.
        case wcag
        /// APCA only.
        case apca
        /// Both.
        case all
    }

    static let method = Option.choice("method", value: "method", help: "Which contrast to report.", default: Method.all)
    static let json = Option.flag("json", help: "Print one JSON object per result (JSON Lines).")
    static let options: [any CommandOption] = [method, json] + ColorVisionOptions.options

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus {
        let simulator = try ColorVisionOptions.simulator(arguments)
        let foregroundText = arguments.value("foreground") ?? ""
        let backgroundText = arguments.value("background") ?? ""
        // One side may be `-`: each line of standard input is measured against the other side.
        if backgroundText == "-" {
            let foreground = try ColorReport.parse(foregroundText, role: "foreground", censoring: false)
            return context.forEachInput(context.expandingStandardInput([backgroundText]), json: arguments[Self.json]) { line in
                try measure(foreground, foregroundText, on: try ColorReport.parse(line, role: "background", censoring: false), line, simulator, arguments, context)
            }
        }
        let background = try ColorReport.parse(backgroundText, role: "background", censoring: false)
        return context.forEachInput(context.expandingStandardInput([foregroundText]), json: arguments[Self.json]) { line in
            try measure(try ColorReport.parse(line, role: "foreground", censoring: false), line, on: background, backgroundText, simulator, arguments, context)
        }
    }

    /// Prints the contrast of one pair, as text or one JSON object.
    ///
    /// With a simulator, the pair measured is the simulated one: the foreground composited over the opaque
    /// background as it is shown, then both seen through the deficiency.
    private static func measure(
        _ givenForeground: ColorValue, _ foregroundText: String, on givenBackground: ColorValue, _ backgroundText: String,
        _ simulator: ColorVisionSimulator?, _ arguments: ParsedArguments, _ context: CommandContext
    ) throws {
        var foreground = givenForeground
        var background = givenBackground
        if let simulator {
            foreground = simulator.simulate(givenForeground.composited(over: givenBackground.withAlpha(1)))
            background = simulator.simulate(givenBackground.withAlpha(1))
        }
        let method = arguments[Self.method]
        let wcag = method == .apca ? nil : WCAG.contrastRatio(foreground, background)
        let apca = method == .wcag ? nil : APCA.lightnessContrast(text: foreground, background: background)
        // The library measures colors as shown (gamut-mapped into sRGB); say which were mapped, and to what.
        let foregroundMapped = givenForeground.isInGamut(.srgb) ? nil : ColorReport.hex(givenForeground).text
        let backgroundMapped = givenBackground.isInGamut(.srgb) ? nil : ColorReport.hex(givenBackground.withAlpha(1)).text

        if arguments[Self.json] {
            var members: [JSONMember] = [JSONMember("foreground", .string(foregroundText)), JSONMember("background", .string(backgroundText))]
            if let foregroundMapped { members.append(JSONMember("foregroundMapped", .string(foregroundMapped))) }
            if let backgroundMapped { members.append(JSONMember("backgroundMapped", .string(backgroundMapped))) }
            if let simulator {
                members.append(ColorVisionOptions.json(simulator, extra: [
                    JSONMember("foreground", .string(ColorReport.hex(foreground).text)),
                    JSONMember("background", .string(ColorReport.hex(background).text)),
                ]))
            }
            if let wcag { members.append(JSONMember("wcag", .number(wcag))) }
            if let apca { members.append(JSONMember("apca", .number(apca))) }
            if let wcag {
                members.append(JSONMember("passes", .object(WCAGLevel.allCases.map { JSONMember($0.rawValue, .bool($0.isMet(by: wcag))) })))
            }
            context.printJSON(.object(members))
            return
        }
        // Swatches show what is measured: the foreground composited over the opaque background.
        let text = ColorReport.hex(foreground.composited(over: background)).rgb
        let behind = ColorReport.hex(background.withAlpha(1)).rgb
        context.print("\(context.swatch(text))\(foregroundText) on \(context.swatch(behind))\(backgroundText)")
        if context.usesColor {
            context.print("  " + ANSI.sample("  The quick brown fox  ", foreground: text, background: behind))
        }
        for (given, mapped) in [(foregroundText, foregroundMapped), (backgroundText, backgroundMapped)] {
            if let mapped { context.print("  \(ColorReport.excerpt(given)) is outside sRGB; measured as shown: \(mapped)") }
        }
        if let simulator {
            let seen = "\(ColorReport.hex(foreground).text) on \(ColorReport.hex(background).text)"
            context.print("  as seen with \(ColorVisionOptions.label(simulator)): \(seen)")
        }
        if let wcag {
            let passed = WCAGLevel.allCases.filter { $0.isMet(by: wcag) }.map(\.label)
            let failed = WCAGLevel.allCases.filter { !$0.isMet(by: wcag) }.map(\.label)
            var verdict: [String] = []
            if !passed.isEmpty { verdict.append("passes " + passed.joined(separator: ", ")) }
            if !failed.isEmpty { verdict.append("fails " + failed.joined(separator: ", ")) }
            context.print("  WCAG 2.2  \(NumberText.cut(wcag, places: 2, keepsTrailingZeros: true)):1  \(verdict.joined(separator: "; "))")
        }
        if let apca {
            context.print("  APCA      Lc \(NumberText.cut(apca, places: 1, keepsTrailingZeros: true))")
        }
    }
}
