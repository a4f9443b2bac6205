import Nocturne
import NocturneSupport

/// `nocturne theme`: solve a theme from a brand color and print its audit.
///
/// The rendering lives in the library (``ThemeAudit/text(swatch:lowest:)``, ``ThemeAudit/summary(tightest:failureLimit:)``,
/// ``ThemeAudit/json``), so this command only parses options and prints; `ThemeCommand+Files.swift` writes the files.
enum ThemeCommand: Command {
    static let name = "theme"
    static let abstract = "Solve a theme from a brand color, write it for every platform, and audit every token, mode and pair."
    static let discussion = """
        With no options, the default theme (the Trips teal #0B7A75). Every declared pair is checked on the \
        8-bit sRGB values in all eight modes (light/dark × standard/increased contrast × base/elevated). \
        Tokens the solver had to move are marked * and listed with the pair that moved them. With \
        --accent-dark, the accent is the designer's in both schemes: pinned in standard contrast, never \
        moved; a pinned value that misses a promise fails the audit, which names the pair, the ratio and \
        the nearest value that would pass.

        The theme is written into --out (default ./Theme) as an Xcode asset catalog, a Swift file, CSS, \
        DTCG tokens, Android resources and preview.html; the folder is replaced atomically, and a folder \
        nocturne theme did not create is refused unless --force is given. --no-files prints the full audit only.

          nocturne theme
          nocturne theme --accent "#7C3AED" --out Brand
          nocturne theme --accent "#0B7A75" --accent-dark "#5FD4CC"
          nocturne theme --accent gold --json
        """
    static let accent = Option.color(
        "accent", help: "The brand color, in any CSS color syntax (default \(Theme.default.brand.hex.uppercased())).", standardInput: .line)
    static let accentDark = Option.color(
        "accent-dark", help: "The designer's dark-mode accent, kept exactly (default: solved from the accent).", standardInput: .line)
    static let neutral = Option.color(
        "neutral", help: "A color whose hue and chroma seed the neutral family (default: gray tinted toward the accent).", standardInput: .line)
    static let contrastMethod = Option.choice("contrast-method", value: "method", help: "Which minimums bind.", default: ContrastMethod.wcag)
    static let json = Option.flag("json", help: "Print the audit as one JSON object.")
    static let options: [any CommandOption] = [accent, accentDark, neutral, contrastMethod, json] + fileOptions + [noFiles]
    static let conflicts: [(any CommandOption, any CommandOption)] = fileOptions.map { (noFiles, $0) }

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus {
        let theme = try makeTheme(arguments, context)
        let audit = theme.audit
        let written = try writeFiles(theme, arguments, context)
        if arguments[Self.json] {
            context.printJSON(json(audit, adding: written))
        } else if let written {
            context.write(summary(written, theme: theme, audit: audit))
        } else {
            context.write(audit.text(swatch: context.swatch))
        }
        return audit.failures.isEmpty ? .success : .failure
    }

    /// The theme the options describe (shared with the file-writing part of the command).
    static func makeTheme(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Theme {
        func color(_ option: ValueOption<String?>, role: String) throws -> RGB8? {
            try arguments[option].map { text in
                try ColorReport.parse(try context.singleValue(text, for: "'--\(option.option.name)'"), role: role).rgb8
            }
        }
        let accent = try color(Self.accent, role: "accent") ?? Theme.default.brand
        let darkAccent = try color(Self.accentDark, role: "dark accent")
        let neutral = try color(Self.neutral, role: "neutral").map { Family(seed: $0, name: "neutral") }
        return Theme(accent: accent, darkAccent: darkAccent, neutral: neutral, contrastMethod: arguments[Self.contrastMethod])
    }
}
