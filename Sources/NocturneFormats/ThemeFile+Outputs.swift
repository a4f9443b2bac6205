import NocturneColor
import NocturneSupport

/// Where a theme file's `outputs` may go: inside the file's folder, never the file itself or a folder holding it.
extension ThemeFile {
    /// The writer's destinations for the file's outputs, each checked to stay inside the file's folder.
    ///
    /// An output is refused when its path is absolute, climbs out with `..`, leads out through a symbolic link (or
    /// through a link to nothing), names the theme file itself, or is a folder output (`tokens`, `android`) that
    /// would replace the folder holding the theme file. `--force` changes none of this.
    ///
    /// - Returns: One destination per output, in the file's order, with its key (`theme.outputs.css`).
    /// - Throws: ``FormatError`` of kind `.usage` naming the file, the key and the path, before anything is written.
    public func destinations() throws(FormatError) -> [ThemeOutputWriter.Destination] {
        var result: [ThemeOutputWriter.Destination] = []
        for output in outputs {
            let key = "theme.outputs.\(output.format.rawValue)"
            if let problem = problem(with: output) {
                throw FormatError(.usage, file: file, key: key, message: "'\(output.path.escapingControlCharacters())' \(problem)")
            }
            result.append(ThemeOutputWriter.Destination(format: output.format, path: resolvedPath(output), shown: output.path, key: key))
        }
        return result
    }

    /// Whether replacing `folder` whole would replace the theme file: it is the file's folder or a folder above it (links resolved).
    public func isHeld(by folder: String) -> Bool {
        guard let home = PathText.resolved(self.folder.isEmpty ? "." : self.folder), let replaced = PathText.resolvedAllowingMissing(folder) else { return false }
        return PathText.contains(replaced, home)
    }

    private static let inside = "an output is a path inside the theme file's folder"

    /// Why an output's path leaves the file's folder as written (absolute, or climbing with `..`), or `nil`.
    static func lexicalProblem(with path: String) -> String? {
        if path.hasPrefix("/") { return "is absolute; \(inside), never outside it" }
        guard PathText.isInsideRelative(path) else { return "climbs out of the theme file's folder with '..'; \(inside)" }
        return nil
    }

    /// Why an output may not be written where it says, or `nil`.
    private func problem(with output: Output) -> String? {
        let inside = Self.inside
        if let problem = Self.lexicalProblem(with: output.path) { return problem }
        guard let home = PathText.resolved(folder.isEmpty ? "." : folder) else { return "cannot be checked: the theme file's folder cannot be resolved" }
        guard let target = PathText.resolvedAllowingMissing(resolvedPath(output)) else {
            return "goes through a symbolic link to nothing; \(inside)"
        }
        guard PathText.contains(home, target) else {
            return "leads out of the theme file's folder through a symbolic link (to \(target.escapingControlCharacters())); \(inside)"
        }
        if !file.isEmpty, let itself = PathText.resolved(file), target == itself { return "is the theme file itself; give the output a path of its own" }
        if output.format.isFolder, target == home {
            return "is the theme file's own folder; a folder output is replaced whole, so it may not hold the theme file (not even with --force)"
        }
        return nil
    }
}

extension ThemeFile {
    /// Why a color cannot be a theme's accent, dark accent or neutral seed, or `nil`: an alpha below 1, which the theme would drop.
    ///
    /// A theme draws these opaque (its ramps, contrast pairs and formats are solved from opaque colors), so `transparent`,
    /// `#0B7A7500` or `rgb(11 122 117 / 0.5)` is an error rather than a color made opaque silently. The flags and the file share it.
    ///
    /// - Parameters:
    ///   - color: The parsed color.
    ///   - role: What it is for, as the message names it (`an accent`).
    /// - Returns: A phrase to follow the quoted input: `has alpha 0.5; alpha is not allowed for an accent, …`.
    public static func alphaProblem(of color: ColorValue, role: String) -> String? {
        guard let alpha = color.alphaComponent, alpha < 1 else { return nil }
        return "has alpha \(NumberText.significant(alpha, digits: 3)); alpha is not allowed for \(role), which a theme draws opaque: give an opaque color"
    }
}
