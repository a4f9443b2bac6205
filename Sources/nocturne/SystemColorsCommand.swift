import Nocturne
import NocturneSupport

/// `nocturne system-colors`: Apple's palette, every color in all its variants.
enum SystemColorsCommand: Command {
    static let name = "system-colors"
    static let abstract = "List Apple's system colors in every variant: light, dark, Increase Contrast, elevated."
    static let discussion = """
        A table with swatches on a color terminal; with --json, one object per color whose "modes" are \
        keyed like the theme files (light-standard-base … dark-increased-elevated). Colors the reference \
        is unsure of are marked with *.

          nocturne system-colors --palette ios18
        """
    static let palette = SystemPalette.option
    static let json = Option.flag("json", help: "Print one JSON object per color (JSON Lines).")
    static let options: [any CommandOption] = [palette, json]

    /// The columns of the table: (header, mode).
    static let columns: [(String, AppearanceMode)] = [
        ("LIGHT", AppearanceMode(colorScheme: .light)),
        ("DARK", AppearanceMode(colorScheme: .dark)),
        ("LIGHT IC", AppearanceMode(colorScheme: .light, contrast: .increased)),
        ("DARK IC", AppearanceMode(colorScheme: .dark, contrast: .increased)),
        ("DARK ELEV", AppearanceMode(colorScheme: .dark, level: .elevated)),
        ("DARK IC ELEV", AppearanceMode(colorScheme: .dark, contrast: .increased, level: .elevated)),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus {
        let palette = arguments[Self.palette]
        if arguments[Self.json] {
            for name in SystemColorName.allCases {
                let color = palette.color(name)
                var modes: [JSONMember] = []
                for mode in AppearanceMode.all { modes.append(JSONMember(mode.key, .string(color.resolve(in: mode.traits).hex))) }
                context.printJSON(.object([
                    JSONMember("name", .string(name.rawValue)),
                    JSONMember("palette", .string(palette.id)),
                    JSONMember("confidence", .string(palette.confidence(of: name).rawValue)),
                    JSONMember("modes", .object(modes)),
                ]))
            }
            return .success
        }
        let nameWidth = SystemColorName.allCases.map { $0.rawValue.count }.max().map { $0 + 3 } ?? 36
        let swatchWidth = context.usesColor ? 3 : 0
        let cellWidth = swatchWidth + 9 + 2
        context.print("\(palette.displayName) (\(palette.id))")
        var header = "NAME".padding(nameWidth)
        for (title, _) in columns { header += title.padding(cellWidth) }
        context.print(header.trailingSpacesTrimmed)
        for name in SystemColorName.allCases {
            let color = palette.color(name)
            let marker = palette.confidence(of: name) == .low ? " *" : ""
            var line = (name.rawValue + marker).padding(nameWidth)
            for (_, mode) in columns {
                let resolved = color.resolve(in: mode.traits)
                line += context.swatch(resolved.rgb8) + resolved.hex.padding(cellWidth - swatchWidth)
            }
            context.print(line.trailingSpacesTrimmed)
        }
        context.print("* low confidence in the reference: not verified on this release; see 'nocturne resolve <name>'.")
        return .success
    }
}

extension String {
    /// The string padded with spaces to `width` characters, or followed by one space when already as long.
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self + " " : padded(to: width)
    }
}
