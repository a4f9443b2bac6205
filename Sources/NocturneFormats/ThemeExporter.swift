/// Writes a token set in every format into one folder, atomically: the folder is built beside the target and swapped in.
///
/// The folder holds `<Name>.xcassets`, `<Name>.swift`, `<name>.css`, `tokens/` (DTCG),
/// `android/` and `preview.html`, plus a marker file, ``markerFileName``, that says Nocturne made
/// it. An existing folder without the marker is left alone unless ``force`` is set. An interrupted
/// run leaves the previous folder whole: nothing replaces it until every file has been written.
public struct ThemeExporter: Sendable {
    /// One output format.
    public enum Format: String, CaseIterable, Sendable, Hashable {
        /// Xcode asset catalog.
        case xcassets
        /// Swift source.
        case swift
        /// CSS custom properties.
        case css
        /// DTCG design tokens.
        case tokens
        /// Android color resources.
        case android
        /// The self-checking HTML preview.
        case html
    }

    /// The file that marks a folder as Nocturne's.
    public static let markerFileName = OutputFolder.markerFileName

    /// The formats to write.
    public var formats: [Format]
    /// Replace a folder Nocturne did not create.
    public var force: Bool

    /// Creates an exporter.
    public init(formats: [Format] = Format.allCases, force: Bool = false) {
        self.formats = formats
        self.force = force
    }

    /// What an export wrote.
    public struct Report: Sendable, Hashable {
        /// The folder written.
        public var folder: String
        /// Files written, relative to the folder, in order.
        public var files: [String]
        /// Notes from the writers (the accent written as AccentColor, renames).
        public var notes: [String]

        /// Creates a report.
        public init(folder: String, files: [String], notes: [String]) {
            self.folder = folder
            self.files = files
            self.notes = notes
        }
    }

    /// The files for the chosen formats, relative to the output folder, without writing anything.
    ///
    /// - Parameter tokens: The tokens.
    /// - Returns: The files and notes.
    /// - Throws: ``FormatError`` when a writer refuses (colliding asset names).
    public func files(for tokens: TokenSet) throws(FormatError) -> GeneratedFiles {
        var files: [GeneratedFile] = []
        var notes: [String] = []
        let css = CSSThemeWriter(prefix: "theme")
        var stylesheet: String?
        func cssText() throws(FormatError) -> String {
            if let stylesheet { return stylesheet }
            let text = try css.write(tokens)
            stylesheet = text
            return text
        }
        for format in formats {
            switch format {
            case .xcassets:
                let output = try AssetCatalogWriter().write(tokens)
                files += output.files
                notes += output.notes
            case .swift:
                files.append(GeneratedFile(path: "\(tokens.name).swift", contents: try SwiftSourceWriter().write(tokens)))
            case .css:
                files.append(GeneratedFile(path: ThemeExporter.cssFileName(tokens), contents: try cssText()))
            case .tokens:
                files += try DesignTokensWriter().write(tokens)
            case .android:
                files += try AndroidResourcesWriter().write(tokens)
            case .html:
                files.append(GeneratedFile(path: "preview.html", contents: try PreviewWriter(css: css).write(tokens, stylesheet: try cssText())))
            }
        }
        return GeneratedFiles(files: files, notes: notes)
    }

    /// The CSS file's name: the set's name in kebab case (`theme.css`).
    public static func cssFileName(_ tokens: TokenSet) -> String { TokenNaming.kebab(tokens.name) + ".css" }

    /// Writes the files into `folder`, replacing it atomically (the rules are ``OutputFolder``'s).
    ///
    /// - Parameters:
    ///   - tokens: The tokens.
    ///   - folder: The output folder (created if absent; a symbolic link to a folder is followed).
    ///   - progress: Called before each format with a short message, for a progress line.
    /// - Returns: What was written.
    /// - Throws: ``FormatError`` of kind `.usage` when the folder exists without Nocturne's marker, holds
    ///   files Nocturne did not write (without ``force``), or is `/`, the home or the current folder;
    ///   `.symbolCollision` when names collide; `.io` when writing fails (the previous folder is then intact).
    public func export(_ tokens: TokenSet, to folder: String, progress: ((String) -> Void)? = nil) throws(FormatError) -> Report {
        let output = OutputFolder(folder, force: force, generator: "nocturne theme")
        progress?("solving file contents")
        let generated = try self.files(for: tokens)
        let files = generated.files
        var lastTop: Substring?
        var cleaned = try output.write(files, details: ["name": tokens.name, "source": tokens.source]) { path in
            let top = path.split(separator: "/").first
            if top != lastTop, path != OutputFolder.markerFileName { progress?("writing \(top.map(String.init) ?? path)") }
            lastTop = top
        }
        cleaned = cleaned.filter { !$0.hasPrefix("removed the empty") }
        return Report(folder: folder, files: files.map(\.path), notes: generated.notes + cleaned)
    }
}
