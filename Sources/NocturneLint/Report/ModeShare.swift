import NocturneAppearance

/// How many of an app's judged pairs meet their minimum (4.5:1 for text, 3:1 for large text and non-text) in one mode.
public struct ModeShare: Sendable, Hashable {
    /// The mode.
    public var mode: AppearanceMode
    /// The pairs that meet their minimum in it.
    public var meeting: Int
    /// The pairs judged (those whose foreground could be read).
    public var judged: Int

    /// Creates a share.
    public init(mode: AppearanceMode, meeting: Int, judged: Int) {
        self.mode = mode
        self.meeting = meeting
        self.judged = judged
    }

    /// The share in percent, or `nil` when no pair was judged.
    public var percent: Double? { judged == 0 ? nil : Double(meeting) * 100 / Double(judged) }

    /// The mode as findings name it: `Light`, `Dark Increased Contrast Elevated`.
    public var modeName: String { PairJudgement.modeName(mode) }

    /// The shares of each of the eight modes, in ``/NocturneAppearance/AppearanceMode/all`` order.
    ///
    /// - Parameter pairs: The judged pairs (a pair whose foreground is unknown is not counted).
    public static func shares(of pairs: [PairJudgement]) -> [ModeShare] {
        let judged = pairs.compactMap(\.passes)
        return AppearanceMode.all.map { mode in
            ModeShare(mode: mode, meeting: judged.filter { $0[mode] }.count, judged: judged.count)
        }
    }
}
