import NocturneFormats

extension FormatError {
    /// The error as the command line says it: the library's words, then the flags that change the outcome.
    ///
    /// The library never names a flag; a folder nocturne may not replace gets the options that decide it. A catalog's own
    /// set (``AssetCatalogMerge/isClash(_:)``) is never replaced, so it gets no `--force`: the flags of its ways out.
    var commandLineDescription: String {
        switch kind {
        case .replaceRefused where AssetCatalogMerge.isClash(self) && message.contains("rename the color in the theme file"):
            description + " (--adopt adopts it; --force never replaces it)"
        case .replaceRefused where AssetCatalogMerge.isClash(self): description + " (--prefix P names them P…; --adopt adopts the app's set; --force never replaces it)"
        case .replaceRefused: description + " (--force replaces it; --out chooses another folder)"
        default: description
        }
    }
}
