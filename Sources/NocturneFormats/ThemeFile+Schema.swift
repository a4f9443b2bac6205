extension ThemeFile {
    /// The schema's file name beside a theme file, as `--init` writes it and names it in `"$schema"`.
    public static let schemaFileName = "nocturne.schema.json"

    /// The JSON Schema (draft 2020-12) of `.nocturne.json`, as `nocturne theme --schema` prints it, for editors to complete and check the file.
    ///
    /// Point an editor at it with a `"$schema"` key at the top of the file (`"$schema": "./nocturne.schema.json"`
    /// after `nocturne theme --schema > nocturne.schema.json`). It lists exactly the keys the reader knows (a
    /// test keeps the two the same); what JSON Schema cannot say — that a pair names a known token, that two
    /// names meet in some output, that a pinned color is inside sRGB — the reader checks and reports with the line.
    public static let schema: String = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "title": ".nocturne.json",
          "description": "Nocturne's settings: the linter's rules and the theme file (nocturne theme --config).",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "$schema": { "type": "string", "description": "The schema this file follows, for editors." },
            "rules": {
              "type": "object",
              "description": "nocturne lint: severities by rule identifier.",
              "additionalProperties": { "enum": ["error", "warning", "note", "off"] }
            },
            "exclude": { "type": "array", "items": { "type": "string" }, "description": "nocturne lint: .gitignore-style patterns to skip." },
            "includeTests": { "type": "boolean", "description": "nocturne lint: lint test files." },
            "includePreviews": { "type": "boolean", "description": "nocturne lint: lint SwiftUI previews." },
            "includeWatch": { "type": "boolean", "description": "nocturne lint: lint watchOS-only code." },
            "gitignore": { "type": "boolean", "description": "nocturne lint: honour .gitignore files." },
            "followLinks": { "type": "boolean", "description": "nocturne lint: follow symbolic links out of the paths given." },
            "theme": { "$ref": "#/$defs/theme" }
          },
          "$defs": {
            "color": { "type": "string", "minLength": 1, "description": "A CSS Color 4/5 color: #RRGGBB, rgb(), oklch(), a name…" },
            "solvedColor": {
              "anyOf": [{ "$ref": "#/$defs/color" }, { "type": "null" }],
              "description": "A color kept exactly, or null (the same as leaving the key out) to have it solved."
            },
            "ratio": {
              "type": "number",
              "anyOf": [{ "const": 0 }, { "minimum": 1, "maximum": 21 }],
              "description": "A WCAG contrast ratio from 1 to 21; 0 for none."
            },
            "theme": {
              "type": "object",
              "description": "The theme: nocturne theme reads it and writes every output.",
              "additionalProperties": false,
              "properties": {
                "name": {
                  "type": "string", "pattern": "^(?:[A-Za-z]|[^\\u0000-\\u007F])(?:[A-Za-z0-9]|[^\\u0000-\\u007F])*$",
                  "description": "Names files and types (Trips.xcassets, TripsColors): letters of any script and digits, starting with a letter. Default Theme."
                },
                "accent": { "$ref": "#/$defs/color", "description": "The brand color (--accent). Default #0B7A75." },
                "accentDark": { "$ref": "#/$defs/solvedColor", "description": "The designer's dark accent, kept exactly (--accent-dark). Default (null): solved." },
                "neutral": { "$ref": "#/$defs/solvedColor", "description": "Seeds the neutral family (--neutral). Default (null): gray tinted toward the accent." },
                "contrastMethod": { "enum": ["wcag", "apca", "both"], "description": "Which minimums bind (--contrast-method). Default wcag." },
                "colorVision": { "enum": ["safe"], "description": "safe: solve a color-vision-safe variant of the status colors; a failing color-vision check fails the audit." },
                "colors": {
                  "type": "object",
                  "description": "The app's own colors by token name.",
                  "propertyNames": {
                    "pattern": "^(?:[A-Za-z]|[^\\u0000-\\u007F])(?:[A-Za-z0-9_-]|[^\\u0000-\\u007F])*$",
                    "description": "Letters of any script, digits, '-' and '_', starting with a letter."
                  },
                  "additionalProperties": { "$ref": "#/$defs/appColor" }
                },
                "pairs": { "type": "array", "items": { "$ref": "#/$defs/pair" }, "description": "The app's own contrast promises." },
                "outputs": {
                  "type": "object",
                  "description": "Where each format goes, relative to this file's folder.",
                  "additionalProperties": false,
                  "properties": {
                    "xcassets": { "type": "string", "minLength": 1, "description": "An asset catalog to merge the color sets into (created when absent)." },
                    "swift": { "type": "string", "minLength": 1, "description": "The Swift file (ThemeColors)." },
                    "css": { "type": "string", "minLength": 1, "description": "The stylesheet." },
                    "tokens": { "type": "string", "minLength": 1, "description": "A folder of DTCG design tokens." },
                    "android": { "type": "string", "minLength": 1, "description": "A folder of Android resources (values/, values-night/)." },
                    "html": { "type": "string", "minLength": 1, "description": "The self-checking preview page." }
                  }
                }
              }
            },
            "appColor": {
              "type": "object",
              "additionalProperties": false,
              "required": ["light", "role"],
              "properties": {
                "light": { "$ref": "#/$defs/color", "description": "Light mode, kept exactly; inside sRGB." },
                "dark": { "$ref": "#/$defs/solvedColor", "description": "Dark mode, kept exactly. Default: solved." },
                "lightIncreased": { "$ref": "#/$defs/solvedColor", "description": "Light Increase Contrast, kept exactly. Default: solved." },
                "darkIncreased": { "$ref": "#/$defs/solvedColor", "description": "Dark Increase Contrast, kept exactly. Default: solved." },
                "darkElevated": { "$ref": "#/$defs/solvedColor", "description": "Dark elevated (sheets), kept exactly. Default: dark, or solved." },
                "role": { "enum": ["brand", "content", "background", "surface", "border", "status", "darkSurface"], "description": "How the color is used." },
                "description": { "type": "string", "description": "Carried into formats that have descriptions." }
              }
            },
            "pair": {
              "type": "object",
              "additionalProperties": false,
              "required": ["foreground", "background"],
              "properties": {
                "foreground": { "type": "string", "description": "A theme token or a color's token (onSunset)." },
                "background": { "type": "string", "description": "A theme token or a color's token." },
                "distinct": {
                  "type": "boolean",
                  "description": "true: the two must also stay apart (CIEDE2000 ≥ 10) under protanopia, deuteranopia and tritanopia. With minimum 0, a pair that is only distinct."
                },
                "minimum": {
                  "description": "A WCAG ratio (Increase Contrast from the engine's table), or both minimums. Default 4.5.",
                  "anyOf": [
                    { "$ref": "#/$defs/ratio" },
                    {
                      "type": "object",
                      "additionalProperties": false,
                      "required": ["standard"],
                      "properties": { "standard": { "$ref": "#/$defs/ratio" }, "increased": { "$ref": "#/$defs/ratio" } }
                    }
                  ]
                }
              }
            }
          }
        }

        """#
}
