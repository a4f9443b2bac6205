// The stylesheet harness: CSSThemeReader (and its scanner) on the input as a stylesheet, then the audit.

import NocturneFormats

/// Reads the input as a stylesheet and audits it.
///
/// Invariants: every problem names a line within the text (or none, 0) and has a message.
func fuzzCSSTheme(_ input: UnsafeRawBufferPointer) {
    let text = String(decoding: input, as: UTF8.self)
    let tokens = CSSThemeReader().read(css: text, name: "theme", file: "theme.css")
    let lines = text.utf8.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    for problem in tokens.diagnostics where problem.message.isEmpty || problem.line < 0 || problem.line > lines {
        fatalError("a stylesheet problem without a message or on a line outside the text: \(problem)")
    }
    auditEverything(tokens)
}
