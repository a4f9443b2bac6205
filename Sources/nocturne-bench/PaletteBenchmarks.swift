import Nocturne
import NocturneSupport

/// Benchmarks of NocturnePalette: one theme solved and verified, all named families, the 360-hue sweep.
enum PaletteBenchmarks {
    /// Adds the palette benchmarks to `registry`.
    static func register(into registry: inout BenchmarkRegistry) {
        // Brand colors spread over hue and lightness, so no run reuses another's search.
        let accents = (0..<64).map { index in
            OKLCH(lightness: 0.45 + 0.3 * Double(index % 4) / 3, chroma: 0.16, hue: Double(index) * 360 / 64).rgb8
        }
        registry.add("theme-solve") { iterations in
            var sum = 0
            for index in 0..<iterations {
                let theme = Theme(accent: accents[index & 63])
                sum &+= theme.failingPairs.count &+ Int(theme.tokens[0].values[0].rgb8.red)
            }
            blackHole(sum)
        }
        // Thirty app colors (ten brand, ten content, five backgrounds, five surfaces): compare with theme-solve in the same run.
        let roles: [ThemeColor.Role] = [.brand, .brand, .content, .content, .background, .surface]
        let colors = (0..<30).map { index in
            ThemeColor(name: "color\(index)", role: roles[index % 6],
                       light: OKLCH(lightness: roles[index % 6] == .background || roles[index % 6] == .surface ? 0.96 : 0.55,
                                    chroma: 0.12, hue: Double(index) * 137.5).rgb8)
        }
        registry.add("theme-solve-30-colors") { iterations in
            var sum = 0
            for index in 0..<iterations {
                guard let theme = try? Theme(accent: accents[index & 63], colors: colors) else { continue }
                sum &+= theme.failingPairs.count &+ Int(theme.colors[0].rgb8[0].red)
            }
            blackHole(sum)
        }
        // The same thirty colors as a theme file, read (parsed, names checked in every output's style) and solved: the
        // issue's "solving a 30-color theme file"; compare with theme-solve in the same run.
        let members = colors.map { color in
            JSONMember(color.name, .object([JSONMember("light", .string(color.light.hex)), JSONMember("role", .string(color.role.rawValue))]))
        }
        let fileBytes = Array(JSONValue.object([JSONMember("theme", .object([JSONMember("colors", .object(members))]))]).serialized(style: .pretty).utf8)
        registry.add("theme-file-30-colors") { iterations in
            var sum = 0
            for index in 0..<iterations {
                guard let file = try? ThemeFile(bytes: fileBytes, file: ".nocturne.json"),
                      let theme = try? file.theme(accent: accents[index & 63]) else { continue }
                sum &+= theme.failingPairs.count &+ Int(theme.colors[0].rgb8[0].red)
            }
            blackHole(sum)
        }
        // Only the reading of that file (parse, keys, colors, names in every output's style), without the solve.
        registry.add("theme-file-read-30-colors") { iterations in
            var sum = 0
            for _ in 0..<iterations { sum &+= (try? ThemeFile(bytes: fileBytes, file: ".nocturne.json"))?.colors.count ?? 0 }
            blackHole(sum)
        }
        registry.add("families-all") { iterations in
            var sum = 0
            for _ in 0..<iterations {
                for family in Family.named {
                    let ramp = family.ramp
                    let theme = family.theme
                    sum &+= Int(ramp[10].rgb8.green) &+ theme.tokens.count
                }
            }
            blackHole(sum)
        }
        registry.add("hue-sweep-360") { iterations in
            var sum = 0
            for _ in 0..<iterations {
                for hue in 0..<360 {
                    let theme = Theme(accent: OKLCH(lightness: 0.62, chroma: 0.17, hue: Double(hue)).rgb8)
                    sum &+= theme.failingPairs.count
                }
                sum &+= Theme(accent: RGB8(0x808080)).failingPairs.count
            }
            blackHole(sum)
        }
    }
}
