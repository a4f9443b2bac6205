/// Shows `label 3/10` on standard error while long work runs, redrawn in place; silent when not a terminal.
final class ProgressLine {
    private let label: String
    private let total: Int
    private let enabled: Bool
    private let write: (String) -> Void
    private var done = 0

    /// Creates a reporter; use ``CommandContext/progress(_:total:)``.
    init(label: String, total: Int, enabled: Bool, write: @escaping (String) -> Void) {
        self.label = label
        self.total = max(total, 1)
        self.enabled = enabled
        self.write = write
    }

    /// Marks `steps` more steps done, with an optional note for the current one (a file name).
    func advance(by steps: Int = 1, note: String = "") {
        done = min(done + steps, total)
        guard enabled else { return }
        let suffix = note.isEmpty ? "" : " " + note
        write("\r\u{1B}[2K\(label) \(done)/\(total)\(suffix)")
    }

    /// Clears the progress line.
    func finish() {
        guard enabled else { return }
        write("\r\u{1B}[2K")
    }
}
