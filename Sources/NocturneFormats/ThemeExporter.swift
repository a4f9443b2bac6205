import Foundation

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
    public static let markerFileName = ".nocturne-theme"

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
    }

    /// The files for the chosen formats, relative to the output folder, without writing anything.
    ///
    /// - Parameter tokens: The tokens.
    /// - Returns: The files and notes.
    /// - Throws: ``FormatError`` when a writer refuses (colliding asset names).
    public func files(for tokens: TokenSet) throws(FormatError) -> (files: [GeneratedFile], notes: [String]) {
        var files: [GeneratedFile] = []
        var notes: [String] = []
        let css = CSSThemeWriter(prefix: "theme")
        var stylesheet: String?
        func cssText() -> String {
            if let stylesheet { return stylesheet }
            let text = css.write(tokens)
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
                files.append(GeneratedFile(path: "\(tokens.name).swift", contents: SwiftSourceWriter().write(tokens)))
            case .css:
                files.append(GeneratedFile(path: ThemeExporter.cssFileName(tokens), contents: cssText()))
            case .tokens:
                files += DesignTokensWriter().write(tokens)
            case .android:
                files += AndroidResourcesWriter().write(tokens)
            case .html:
                files.append(GeneratedFile(path: "preview.html", contents: PreviewWriter(css: css).write(tokens, stylesheet: cssText())))
            }
        }
        return (files, notes)
    }

    /// The CSS file's name: the set's name in kebab case (`theme.css`).
    public static func cssFileName(_ tokens: TokenSet) -> String { TokenNaming.kebab(tokens.name) + ".css" }

    /// Writes the files into `folder`, replacing it atomically.
    ///
    /// - Parameters:
    ///   - tokens: The tokens.
    ///   - folder: The output folder (created if absent).
    ///   - progress: Called before each format with a short message, for a progress line.
    /// - Returns: What was written.
    /// - Throws: ``FormatError`` of kind `.usage` when the folder exists, is not empty and is not
    ///   Nocturne's (without ``force``); `.io` when writing fails (the previous folder is then intact).
    public func export(_ tokens: TokenSet, to folder: String, progress: ((String) -> Void)? = nil) throws(FormatError) -> Report {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: folder).standardizedFileURL
        var isDirectory: ObjCBool = false
        let exists = manager.fileExists(atPath: target.path, isDirectory: &isDirectory)
        if exists {
            guard isDirectory.boolValue else { throw FormatError(.usage, file: folder, message: "exists and is not a folder") }
            let contents = (try? manager.contentsOfDirectory(atPath: target.path)) ?? []
            let ours = contents.contains(ThemeExporter.markerFileName)
            if !ours, !contents.isEmpty, !force {
                throw FormatError(.usage, file: folder, message: "exists and was not created by nocturne theme; use --force to replace it, or choose another --out")
            }
        }
        progress?("solving file contents")
        let (files, notes) = try self.files(for: tokens)
        let parent = target.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).nocturne-\(UInt32.random(in: 0...UInt32.max))")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw FormatError(.io, file: staging.path, message: "cannot create the staging folder: \(error.localizedDescription)")
        }
        do {
            for (index, file) in files.enumerated() {
                if index == 0 || files[index - 1].path.split(separator: "/").first != file.path.split(separator: "/").first {
                    progress?("writing \(file.path.split(separator: "/").first.map(String.init) ?? file.path)")
                }
                try AtomicFileWriter.write(file.contents, to: staging.appendingPathComponent(file.path).path)
            }
            let marker = "{\n  \"generator\" : \"nocturne theme\",\n  \"name\" : \"\(tokens.name)\",\n  \"source\" : \"\(tokens.source)\"\n}\n"
            try AtomicFileWriter.write(marker, to: staging.appendingPathComponent(ThemeExporter.markerFileName).path)
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
        progress?("swapping \(target.lastPathComponent) into place")
        if exists {
            let old = parent.appendingPathComponent(".\(target.lastPathComponent).nocturne-old-\(UInt32.random(in: 0...UInt32.max))")
            guard rename(target.path, old.path) == 0 else {
                try? manager.removeItem(at: staging)
                throw FormatError(.io, file: folder, message: "cannot move the previous folder aside")
            }
            guard rename(staging.path, target.path) == 0 else {
                _ = rename(old.path, target.path)
                try? manager.removeItem(at: staging)
                throw FormatError(.io, file: folder, message: "cannot move the new folder into place; the previous one is restored")
            }
            try? manager.removeItem(at: old)
        } else {
            guard rename(staging.path, target.path) == 0 else {
                try? manager.removeItem(at: staging)
                throw FormatError(.io, file: folder, message: "cannot move the new folder into place")
            }
        }
        return Report(folder: folder, files: files.map(\.path), notes: notes)
    }
}
