import NocturneAppearance
import NocturneSupport

/// How `nocturne pairs` and `nocturne lint --explain` print a judged pair: one line, the eight modes, or one JSON object.
public enum PairOutput {
    /// The pairs worst first: by the lowest share of its requirement a pair reaches in any mode, unknown ones last.
    public static func ordered(_ pairs: [PairJudgement]) -> [PairJudgement] {
        pairs.sorted { (margin($0) ?? .infinity, $0.pair.foreground.location?.description ?? "") < (margin($1) ?? .infinity, $1.pair.foreground.location?.description ?? "") }
    }

    /// The lowest ratio of contrast to requirement over the modes (below 1 fails), or `nil` when the pair is unknown.
    public static func margin(_ judgement: PairJudgement) -> Double? {
        guard let contrast = judgement.contrast else { return nil }
        return AppearanceMode.all.map { contrast[$0].wcag / judgement.minimum(in: $0) }.min()
    }

    /// `.black text (Card.swift:12) on Color.white (Card.swift:17): fails; worst 1.0:1 in Dark (4.5 needed), APCA Lc 0`.
    public static func line(_ judgement: PairJudgement) -> String {
        let pair = judgement.pair
        let background = PairJudgement.named(judgement.background) + (judgement.backgroundIsAssumed ? " (assumed)" : "")
        let head = "\(PairJudgement.named(pair.foreground, as: pair.kind)) on \(background)"
        guard let contrast = judgement.contrast else { return head + ": unknown" }
        let worst = AppearanceMode.all.min { contrast[$0].wcag / judgement.minimum(in: $0) < contrast[$1].wcag / judgement.minimum(in: $1) }
            ?? AppearanceMode(colorScheme: .light)
        let verdict = switch judgement.verdict {
        case .passes: "passes in every mode; lowest"
        case .darkRegression: "passes in Light, fails in Dark (the dark-mode regression); worst"
        case .fails: "fails; worst"
        case .unknown: "unknown; worst"
        }
        return "\(head): \(verdict) \(PairJudgement.ratio(contrast[worst].wcag)):1 in \(PairJudgement.modeName(worst)) "
            + "(\(PairJudgement.ratio(judgement.minimum(in: worst))) needed), APCA Lc \(NumberText.rounded(contrast[worst].apca, places: 0, notFinite: "-"))"
    }

    /// The eight modes of a pair, one indented line each: `Dark Increased Contrast  1.0:1  needs 4.5  APCA Lc 0  fails`.
    public static func modes(_ judgement: PairJudgement) -> [String] {
        guard let contrast = judgement.contrast, let passes = judgement.passes else { return ["    (the foreground cannot be resolved)"] }
        let names = AppearanceMode.all.map(PairJudgement.modeName)
        let width = names.map(\.count).max() ?? 0
        return zip(AppearanceMode.all, names).map { mode, name in
            "    " + name.padding(toLength: width, withPad: " ", startingAt: 0)
                + "  \(PairJudgement.ratio(contrast[mode].wcag)):1  needs \(PairJudgement.ratio(judgement.minimum(in: mode)))"
                + "  APCA Lc \(NumberText.rounded(contrast[mode].apca, places: 0, notFinite: "-"))  \(passes[mode] ? "passes" : "fails")"
        }
    }

    /// One JSON object: kind, verdict, both sides (name, file, line, constant, assumed), and each mode's contrast.
    package static func json(_ judgement: PairJudgement) -> JSONValue {
        func side(_ side: PairSide, assumed: Bool) -> JSONValue {
            var members = [JSONMember("name", .string(side.name))]
            if let location = side.location {
                members.append(JSONMember("file", .string(location.file)))
                members.append(JSONMember("line", .number(Double(location.line))))
            }
            members.append(JSONMember("constant", .bool(side.isConstant)))
            members.append(JSONMember("assumed", .bool(assumed)))
            return .object(members)
        }
        var members = [
            JSONMember("kind", .string(judgement.pair.kind.rawValue)),
            JSONMember("verdict", .string(judgement.verdict.rawValue)),
            JSONMember("foreground", side(judgement.pair.foreground, assumed: false)),
            JSONMember("background", side(judgement.background, assumed: judgement.backgroundIsAssumed)),
        ]
        if let contrast = judgement.contrast, let passes = judgement.passes {
            members.append(JSONMember("modes", .object(AppearanceMode.all.map { mode in
                JSONMember(mode.key, .object([
                    JSONMember("wcag", .number((contrast[mode].wcag * 100).rounded() / 100)),
                    JSONMember("needed", .number(judgement.minimum(in: mode))),
                    JSONMember("apca", .number((contrast[mode].apca * 10).rounded() / 10)),
                    JSONMember("passes", .bool(passes[mode])),
                ]))
            })))
        }
        return .object(members)
    }
}

extension PairJudgement {
    /// Whether either side is written at `line` of a file whose path ends with `file` (`Card.swift`, `App/Card.swift`).
    public func touches(file: String, line: Int) -> Bool {
        [pair.foreground.location, background.location].contains { location in
            guard let location, location.line == line else { return false }
            return location.file == file || location.file.hasSuffix("/" + file)
        }
    }
}
