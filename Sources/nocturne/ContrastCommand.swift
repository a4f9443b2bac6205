import Nocturne
import NocturneSupport

/// `nocturne contrast`: the WCAG 2.2 ratio and APCA Lc of a foreground on a background.
enum ContrastCommand: Command {
    static let name = "contrast"
    static let abstract = "Measure the contrast of a foreground color on a background (WCAG 2.2 and APCA)."
    static let discussion = """
        A translucent foreground is composited over the background first; the background is taken as \
        opaque. WCAG levels: AA needs 4.5:1 (3:1 for large text), AAA needs 7:1 (4.5:1 for large text). \
        APCA Lc is positive for dark text on a light background and negative for light text on dark.

          nocturne contrast "#767676" white
        """
    static let arguments = [
        Argument("foreground", help: "The text or icon color, in any CSS color syntax.", hintWhenMissing: Argument.quoteColorsHint),
        Argument("background", help: "The color behind it.", hintWhenMissing: Argument.quoteColorsHint),
    ]
    static let options: [Option] = [
        .option("method", value: "method", help: "Which contrast to report.", choices: ["wcag", "apca", "all"], default: "all"),
        .flag("json", help: "Print a JSON object."),
    ]

    /// The WCAG 2.2 minimum ratios, in the order the JSON lists them.
    static let levels: [(name: String, label: String, minimum: Double)] = [
        ("AA", "AA", 4.5), ("AALarge", "AA Large", 3), ("AAA", "AAA", 7), ("AAALarge", "AAA Large", 4.5),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus {
        let method = arguments.option("method") ?? "all"
        let foregroundText = arguments.value("foreground") ?? ""
        let backgroundText = arguments.value("background") ?? ""
        let foreground = try ColorReport.parse(foregroundText, role: "foreground")
        let background = try ColorReport.parse(backgroundText, role: "background")
        let wcag = method == "apca" ? nil : WCAG.contrastRatio(foreground, background)
        let apca = method == "wcag" ? nil : APCA.lightnessContrast(text: foreground, background: background)

        if arguments.flag("json") {
            var members: [JSONMember] = [JSONMember("foreground", .string(foregroundText)), JSONMember("background", .string(backgroundText))]
            if let wcag { members.append(JSONMember("wcag", .number(wcag))) }
            if let apca { members.append(JSONMember("apca", .number(apca))) }
            if let wcag {
                members.append(JSONMember("passes", .object(levels.map { JSONMember($0.name, .bool(wcag >= $0.minimum)) })))
            }
            context.printJSON(.object(members))
            return .success
        }
        // Swatches show what is measured: the foreground composited over the opaque background.
        let text = ColorReport.hex(foreground.composited(over: background)).rgb
        let behind = ColorReport.hex(background.withAlpha(1)).rgb
        context.print("\(context.swatch(text))\(foregroundText) on \(context.swatch(behind))\(backgroundText)")
        if context.usesColor {
            context.print("  " + ANSI.sample("  The quick brown fox  ", foreground: text, background: behind))
        }
        if let wcag {
            let passed = levels.filter { wcag >= $0.minimum }.map(\.label)
            let failed = levels.filter { wcag < $0.minimum }.map(\.label)
            var verdict: [String] = []
            if !passed.isEmpty { verdict.append("passes " + passed.joined(separator: ", ")) }
            if !failed.isEmpty { verdict.append("fails " + failed.joined(separator: ", ")) }
            context.print("  WCAG 2.2  \(NumberText.cut(wcag, places: 2, keepsTrailingZeros: true)):1  \(verdict.joined(separator: "; "))")
        }
        if let apca {
            context.print("  APCA      Lc \(NumberText.cut(apca, places: 1, keepsTrailingZeros: true))")
        }
        return .success
    }
}
