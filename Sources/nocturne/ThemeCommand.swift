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

        The theme file is the 'theme' object of ./.nocturne.json (or of the file --config names): the app's own \
        colors (a light value kept exactly, other modes pinned or solved), its pairs and where each format goes \
        ('outputs', relative to the file's folder). With one, nocturne theme writes every output the file lists \
        (--format picks some of them, --into replaces 'xcassets', --out writes into one folder instead); flags \
        override the file's keys. --init writes a starter file from the flags, --schema prints the file's JSON \
        Schema. A mistake in the file is an error naming its line and key, and nothing is written.

        Every theme is also checked under protanopia, deuteranopia and tritanopia: the status solids pairwise, the \
        accent against danger and the text, and the theme file's "distinct" pairs must differ by CIEDE2000 ≥ 10 \
        on the simulated 8-bit colors. The check is reported; --color-vision safe (or "colorVision": "safe" in \
        the theme file) solves a color-vision-safe variant of the status colors (hue and lightness moved as \
        little as works), writes it where a format has a place for it, and then a failing check fails the audit.

        --tokens colortokenskit audits ColorTokensKit's documented assignments (foregroundPrimary _1000/_50, \
        foregroundSecondary _800/_200, backgroundPrimary _50/_1000, backgroundSecondary _100/_800) on one \
        family with the same pairs and minimums, and shows the stops a Nocturne theme designs instead.

        The theme is written into --out (default ./Theme) as an Xcode asset catalog, a Swift file, CSS, \
        DTCG tokens, Android resources and preview.html; the folder is replaced atomically, and a folder \
        nocturne theme did not create is refused unless --force is given. --no-files prints the full audit only.

        --into merges the color sets into an app's catalog, beside its own sets, which are never replaced (not with \
        --force either, which only overwrites a merged set edited by hand): when one of the app's sets has a token's \
        name, --prefix P names the theme's sets P<Token>, or --adopt keeps the app's set and makes it the token's \
        value in every output (the catalog remembers either). A pair that misses only on an app color's own light value \
        (as nocturne fix records it) is listed as KEPT and does not fail; a move of the accent is listed with its ΔE.

          nocturne theme
          nocturne theme --accent "#7C3AED" --out Brand
          nocturne theme --accent "#0B7A75" --accent-dark "#5FD4CC"
          nocturne theme --accent gold --json
          nocturne theme --color-vision safe
          nocturne theme --tokens colortokenskit --family proBlue
          nocturne theme --init --accent "#7C3AED" --format css
          nocturne theme --config App/.nocturne.json
          nocturne theme --into App/Assets.xcassets --prefix nc
          nocturne theme --schema > nocturne.schema.json
        """
    static let accent = Option.color(
        "accent", help: "The brand color, in any CSS color syntax (default \(Theme.default.brand.hex.uppercased())).", standardInput: .line)
    static let accentDark = Option.color(
        "accent-dark", help: "The designer's dark-mode accent, kept exactly (default: solved from the accent).", standardInput: .line)
    static let neutral = Option.color(
        "neutral", help: "A color whose hue and chroma seed the neutral family (default: gray tinted toward the accent).", standardInput: .line)
    static let contrastMethod = Option.choice("contrast-method", value: "method", help: "Which minimums bind.", default: ContrastMethod.wcag)
    static let json = Option.flag("json", help: "Print the audit as one JSON object.")
    static let tokens = Option.choice(
        "tokens", value: "preset", help: "Audit another library's token assignments instead of solving a theme; writes no files.",
        choices: TokenPreset.all.map { ($0.name, $0) })
    static let family = Option.text(
        "family", value: "name", help: "With --tokens: the named family the stops come from (the preset's aliases, such as proBlue, too; default: the accent's).")
    static let options: [any CommandOption] =
        [accent, accentDark, neutral, contrastMethod, colorVision, json, tokens, family] + fileOptions + [noFiles] + configOptions + [BuildStepOptions.quiet]
    static let conflicts: [(any CommandOption, any CommandOption)] =
        fileOptions.map { (noFiles, $0) } + (fileOptions + [accentDark, neutral, config, colorVision]).map { (tokens, $0) }
        + ([initialize, tokens, noFiles, into, force, family, noConfig, BuildStepOptions.quiet, colorVision] as [any CommandOption]).map { (schema, $0) }
        + [(config, noConfig), (initialize, noConfig), (json, BuildStepOptions.quiet)]
        + ([tokens, noFiles, into, force, family, prefix, adopt] as [any CommandOption]).map { (initialize, $0) }
        + ([prefix, adopt] as [any CommandOption]).map { (schema, $0) }

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus {
        if arguments[Self.schema] {
            context.write(ThemeFile.schema)
            return .success
        }
        if arguments[Self.initialize] { return try writeStarter(arguments, context) }
        if let preset = arguments[Self.tokens] {
            let audit = preset.audit(of: try presetFamily(preset, arguments, context), method: arguments[Self.contrastMethod])
            if arguments[Self.json] { context.print(audit.json) } else { context.write(audit.text(swatch: context.swatch)) }
            return audit.failures.isEmpty ? .success : .failure
        }
        if arguments.isGiven(Self.family) { throw UsageError("'--family' needs '--tokens'") }
        let file = try themeFile(arguments)
        let theme = try makeTheme(arguments, context, file: file)
        let audit = theme.audit
        let safe = safeVariant(theme, arguments, file: file)
        let written = try writeFiles(theme, arguments, context, file: file, safe: safe)
        let (visionJSON, visionText) = safe.map { ($0.jsonValue, $0.summary()) } ?? (theme.colorVisionAudit.jsonValue, theme.colorVisionAudit.summary())
        if arguments[Self.json] {
            context.printJSON(addingColorVision(json(audit, adding: written), visionJSON))
        } else if arguments[BuildStepOptions.quiet] {
            // A build step: nothing on success; a failing pair is what needs attention (and, with the variant, a failing color-vision check).
            if !audit.passes { context.write(audit.summary(tightest: 0)) }
            if let safe, !safe.passes { context.write(safe.summary()) }
        } else if let written, let file, writesOutputs(file, arguments) {
            context.write(outputsSummary(written, file: file, audit: audit) + visionText)
        } else if let written {
            context.write(summary(written, theme: theme, audit: audit) + visionText)
        } else {
            context.write(audit.text(swatch: context.swatch) + visionText)
        }
        return audit.passes && safe?.passes != false ? .success : .failure
    }

    /// The family a preset takes its stops from: `--family` (a named family or one of the preset's aliases), or the accent's.
    static func presetFamily(_ preset: TokenPreset, _ arguments: ParsedArguments, _ context: CommandContext) throws -> Family {
        guard let name = arguments[Self.family] else {
            return Family(seed: try brandColor(Self.accent, role: "accent", arguments, context) ?? Theme.default.brand, name: "accent")
        }
        if let family = preset.family(named: name) { return family }
        let names = Family.named.map(\.name) + preset.familyAliases.keys.sorted()
        let guess = EditDistance.suggestion(for: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError("invalid value '\(name)' for '--family'\(guess) (a named family such as teal, or \(preset.name)'s proTeal)")
    }

    /// The 8-bit sRGB of a brand color option (`--accent`, `--accent-dark`, `--neutral`), or `nil` when not given.
    ///
    /// - Throws: ``CommandFailure`` naming the role for a color that does not parse, is not finite, or is translucent
    ///   (``ThemeFile/alphaProblem(of:role:)``: never made opaque silently).
    static func brandColor(_ option: ValueOption<String?>, role: String, _ arguments: ParsedArguments, _ context: CommandContext) throws -> RGB8? {
        guard let given = arguments[option] else { return nil }
        let text = try context.singleValue(given, for: "'--\(option.option.name)'")
        let color = try ColorReport.parse(text, role: role, censoring: false)
        if let problem = ThemeFile.alphaProblem(of: color, role: role == "neutral" ? "the neutral seed" : "an accent") {
            throw CommandFailure("\(role): '\(ColorReport.excerpt(text))' \(problem)")
        }
        return color.rgb8
    }

    /// The theme the options describe, on the theme file's keys when there is one (shared with the file-writing part of the command).
    static func makeTheme(_ arguments: ParsedArguments, _ context: CommandContext, file: ThemeFile? = nil) throws -> Theme {
        let accent = try brandColor(Self.accent, role: "accent", arguments, context)
        let darkAccent = try brandColor(Self.accentDark, role: "dark accent", arguments, context)
        let neutral = try brandColor(Self.neutral, role: "neutral", arguments, context)
        let method = arguments.isGiven(Self.contrastMethod) ? arguments[Self.contrastMethod] : nil
        if let file {
            do { return try file.theme(accent: accent, darkAccent: darkAccent, neutral: neutral, contrastMethod: method) } catch {
                throw CommandFailure(error.description)
            }
        }
        return Theme(accent: accent ?? Theme.default.brand, darkAccent: darkAccent, neutral: neutral.map { Family(seed: $0, name: "neutral") },
                     contrastMethod: method ?? .wcag)
    }
}
