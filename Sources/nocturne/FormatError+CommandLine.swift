import NocturneFormats

extension FormatError {
    /// The error as the command line says it: the library's words, then the flags that change the outcome.
    ///
    /// The library never names a flag; a folder nocturne may not replace gets the options that decide it.
    var commandLineDescription: String {
        switch kind {
        case .replaceRefused: description + " (--force replaces it; --out chooses another folder)"
        default: description
        }
    }
}
