import Nocturne
import NocturneSupport

/// `nocturne resolve`: one system color (or CSS color) resolved for a set of traits.
enum ResolveCommand: Command {
    static let name = "resolve"
    static let abstract = "Resolve one of Apple's system colors (or a CSS color) for a color scheme, contrast and level."
    static let discussion = """
        Names are Apple's, spelled as in UIKit or SwiftUI (systemBackground, secondaryLabel, red, \
        primary), case ignored; a system name wins over a CSS name of the same spelling (red is Apple's red, write \
        #FF0000 for CSS red). Anything else is read as a CSS color, which is the same in every \
        environment. Values come from Apple's palette for iOS 26/27 (default) or iOS 13–18.

          nocturne resolve systemBackground --scheme dark --json
          nocturne resolve blue --contrast increased
        """
    static let arguments = [
        Argument.color("name-or-css-color", help: "A system color name (systemBackground, label, red) or any CSS color.")
    ]
    static let scheme = Option.choice("scheme", value: "scheme", help: "The color scheme.", default: ColorScheme.light)
    static let contrast = Option.choice("contrast", value: "contrast", help: "Standard contrast or Increase Contrast.", default: ColorSchemeContrast.standard)
    static let level = Option.choice("level", value: "level", help: "The interface level (sheets and popovers are elevated).", default: InterfaceLevel.base)
    static let palette = SystemPalette.option
    static let json = Option.flag("json", help: "Print one JSON object per result (JSON Lines).")
    static let options: [any CommandOption] = [scheme, contrast, level, palette, json]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus {
        let traits = Traits(colorScheme: arguments[Self.scheme], contrast: arguments[Self.contrast], level: arguments[Self.level])
        let palette = arguments[Self.palette]
        let json = arguments[Self.json]
        return context.forEachInput(context.expandingStandardInput(arguments.values("name-or-css-color")), json: json) { input in
            let (name, color, note) = try lookUp(input, in: palette)
            let resolved = color.resolve(in: traits)
            if json {
                context.printJSON(Self.json(name: name, traits: traits, color: resolved))
                return
            }
            let components = [resolved.red, resolved.green, resolved.blue].map { rounded($0) }.joined(separator: " ")
            let opacity = resolved.opacity < 1 ? " opacity \(rounded(resolved.opacity))" : ""
            context.print("\(context.swatch(resolved.rgb8))\(resolved.hex)  \(components)\(opacity)  \(name) (\(AppearanceMode(traits).key))")
            if let note { context.print("  note: \(note)") }
        }
    }

    /// The JSON object `resolve --json` prints: name, traits, components to 4 decimals, opacity and hex.
    static func json(name: String, traits: Traits, color: ResolvedColor) -> JSONValue {
        .object([
            JSONMember("name", .string(name)),
            JSONMember("traits", .object([
                JSONMember("colorScheme", .string(traits.colorScheme.rawValue)),
                JSONMember("contrast", .string(traits.contrast.rawValue)),
                JSONMember("level", .string(traits.level.rawValue)),
            ])),
            JSONMember("red", .number(round4(color.red))),
            JSONMember("green", .number(round4(color.green))),
            JSONMember("blue", .number(round4(color.blue))),
            JSONMember("opacity", .number(round4(color.opacity))),
            JSONMember("hex", .string(color.hex)),
        ])
    }

    /// A system color by name, or a CSS color; otherwise an error naming the nearest system names.
    static func lookUp(_ input: String, in palette: SystemPalette) throws -> (name: String, color: DynamicColor, note: String?) {
        if let name = SystemColorName(matching: input) {
            let confidence = palette.confidence(of: name)
            let note = confidence == .low ? "low confidence in the reference: \(palette.note(for: name) ?? "not verified")" : nil
            return (name.rawValue, palette.color(name), note)
        }
        let color: ColorValue
        do {
            color = try ColorValue(css: input)
        } catch {
            let nearest = SystemColorName.nearest(to: input)
            if !nearest.isEmpty {
                let list = nearest.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                throw CommandFailure("unknown color name '\(input)'; did you mean \(list)?")
            }
            throw CommandFailure("'\(input)' is neither a system color name nor a CSS color (\(error)); see 'nocturne system-colors' for the names")
        }
        return (input, DynamicColor(ResolvedColor(try ColorReport.validated(color, input))), nil)
    }

    static func round4(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    private static func rounded(_ value: Double) -> String { NumberText.rounded(value, places: 4) }
}
