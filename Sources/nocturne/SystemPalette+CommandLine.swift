import Nocturne

extension SystemPalette {
    /// `--palette`, which `resolve` and `system-colors` share: a release of Apple's palette by its id, iOS 26/27 by default.
    static let option = Option.choice(
        "palette", value: "palette", help: "Which release of Apple's palette.", choices: all.map { ($0.id, $0) }, default: .ios26)
}
