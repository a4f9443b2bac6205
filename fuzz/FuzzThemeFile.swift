// The theme file's harness: `.nocturne.json`'s `theme` object read (keys, types, colors, pairs, names checked in
// every output's style, outputs), and a small one solved into a theme and its token set.

import NocturneAppearance
import NocturneFormats
import NocturnePalette

/// Every error names the file and stays one line; a file that reads solves (up to four colors, to keep inputs fast)
/// without a trap and keeps every pinned light value.
func fuzzThemeFile(_ input: UnsafeRawBufferPointer) {
    let file: ThemeFile
    do { file = try ThemeFile(bytes: Array(input), file: ".nocturne.json") } catch {
        if error.file != ".nocturne.json" { fatalError("a theme-file error that does not name the file: \(error)") }
        if error.description.unicodeScalars.contains(where: { $0.value < 0x20 }) { fatalError("a theme-file error of more than one line: \(error)") }
        return
    }
    guard file.colors.count <= 4, file.pairs.count <= 8 else { return }
    let theme: Theme
    do { theme = try file.theme() } catch { fatalError("a file the reader accepts that the solver refuses: \(error)") }
    for color in file.colors where theme.color(named: color.name)?.rgb8[AppearanceMode(colorScheme: .light)] != color.light {
        fatalError("the pinned light value of '\(color.name)' was moved")
    }
    _ = file.tokenSet(theme)
}
