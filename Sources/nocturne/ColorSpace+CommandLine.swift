import Nocturne

extension ColorSpace {
    /// The spellings `--to` and `--in` accept: every space by its CSS name, and `xyz` for `xyz-d65` as CSS allows.
    static let commandLineChoices: [(String, ColorSpace)] = allCases.map { ($0.rawValue, $0) } + [("xyz", .xyzD65)]
}
