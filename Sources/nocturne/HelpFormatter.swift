import NocturneSupport

/// Lays out help pages in swift-argument-parser's style: `OVERVIEW:`, `USAGE:`, `ARGUMENTS:`,
/// `OPTIONS:`, `SUBCOMMANDS:`, labels indented 2 in a 26-column gutter, text wrapped at a width.
struct HelpFormatter: Sendable {
    /// The column where descriptions start.
    static let gutter = 26
    /// The width to wrap at (from `$COLUMNS`, else 80); never below 40.
    let width: Int

    /// Creates a formatter that wraps at `width` columns.
    init(width: Int) { self.width = max(40, width) }

    /// The help page of a subcommand.
    func help(for command: any Command.Type) -> String {
        var sections: [String] = []
        sections.append(wrap("OVERVIEW: " + command.abstract, indent: 0))
        if !command.discussion.isEmpty {
            sections.append(paragraphs(command.discussion))
        }
        sections.append(usageSection(command.usage))
        if !command.arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + command.arguments.map { row("<\($0.name)>", $0.helpText) }.joined())
        }
        var optionRows = command.options.map { row($0.option.helpLabel, $0.option.helpText) }
        optionRows.append(row("-h, --help", "Show help information."))
        sections.append("OPTIONS:\n" + optionRows.joined())
        return sections.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined(separator: "\n")
    }

    /// The top-level help page listing every registered subcommand.
    func rootHelp(commands: [any Command.Type]) -> String {
        var sections: [String] = []
        sections.append(wrap("OVERVIEW: " + Tool.abstract, indent: 0))
        sections.append(usageSection("\(Tool.name) <subcommand>"))
        sections.append("OPTIONS:\n" + row("--version", "Show the version.") + row("-h, --help", "Show help information."))
        let list = commands.map { row($0.name, $0.abstract) }.joined()
        sections.append("SUBCOMMANDS:\n" + list + "\n  See '\(Tool.name) help <subcommand>' for detailed help.")
        return sections.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined(separator: "\n")
    }

    /// Paragraphs separated by blank lines, each wrapped; a paragraph whose lines all start with two
    /// spaces (an example) is kept as written.
    func paragraphs(_ text: String) -> String {
        var blocks: [[Substring]] = [[]]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy({ $0 == " " }) {
                if !(blocks.last?.isEmpty ?? true) { blocks.append([]) }
            } else {
                blocks[blocks.count - 1].append(line)
            }
        }
        return blocks.filter { !$0.isEmpty }.map { lines in
            if lines.allSatisfy({ $0.hasPrefix("  ") }) { return lines.joined(separator: "\n") }
            return wrap(lines.joined(separator: " "), indent: 0)
        }.joined(separator: "\n\n")
    }

    /// `USAGE: …` wrapped so that continuation lines line up after the command name.
    func usageSection(_ usage: String) -> String {
        usageLines("USAGE: ", usage)
    }

    /// A usage line after `label`, wrapped between bracketed groups (never inside `[--to <space>]`),
    /// continuation lines aligned under the command name.
    func usageLines(_ label: String, _ usage: String) -> String {
        var protected = ""
        var depth = 0
        for character in usage {
            if character == "[" { depth += 1 }
            if character == "]" { depth -= 1 }
            protected.append(character == " " && depth > 0 ? "\u{A0}" : character)
        }
        return wrap(label + protected, indent: label.count).replacingNonBreakingSpaces()
    }

    /// One label/description row: the label at column 2, the text at column 26 (on the next line
    /// when the label is too long), both wrapped.
    func row(_ label: String, _ text: String) -> String {
        let lead = "  " + label
        let pad = String(repeating: " ", count: Self.gutter)
        if lead.count <= Self.gutter - 2 {
            let first = lead + String(repeating: " ", count: Self.gutter - lead.count)
            return wrap(text, indent: Self.gutter, firstPrefix: first) + "\n"
        }
        return lead + "\n" + wrap(text, indent: Self.gutter, firstPrefix: pad) + "\n"
    }

    /// Word-wraps `text` at ``width``; the first line starts with `firstPrefix` (default none) and the
    /// others with `indent` spaces. A word longer than a line stays whole.
    func wrap(_ text: String, indent: Int, firstPrefix: String = "") -> String {
        var lines: [String] = []
        var line = firstPrefix
        var lineHasWord = false
        let continuation = String(repeating: " ", count: indent)
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if lineHasWord, line.count + 1 + word.count > width {
                lines.append(line)
                line = continuation + word
            } else {
                line += (lineHasWord ? " " : "") + word
            }
            lineHasWord = true
        }
        lines.append(line)
        return lines.map { $0.trailingSpacesTrimmed }.joined(separator: "\n")
    }
}

extension String {
    /// The string with no-break spaces (used to keep groups together while wrapping) turned back into spaces.
    func replacingNonBreakingSpaces() -> String {
        String(map { $0 == "\u{A0}" ? " " : $0 })
    }
}
