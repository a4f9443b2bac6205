/// A sample tree a rule's documentation and tests share: files (by path) that must, or must not, make the rule report.
public struct LintExample: Sendable, Hashable {
    /// The files, by path relative to the tree's root.
    public var files: [String: String]

    /// A tree of files.
    public init(files: [String: String]) {
        self.files = files
    }

    /// One Swift file, `App/View.swift`.
    public static func swift(_ text: String) -> LintExample { LintExample(files: ["App/View.swift": text]) }

    /// One storyboard, `App/Main.storyboard`, around the given elements.
    public static func storyboard(_ elements: String) -> LintExample {
        LintExample(files: ["App/Main.storyboard": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n" + elements + "\n</document>\n"])
    }

    /// One color set `App/Assets.xcassets/<name>.colorset/Contents.json` with the given `colors` array, plus any Swift.
    public static func colorSet(_ name: String, colors: String, swift: String? = nil) -> LintExample {
        var files = [
            "App/Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
            "App/Assets.xcassets/\(name).colorset/Contents.json": #"{ "colors" : \#(colors), "info" : { "author" : "xcode", "version" : 1 } }"#,
        ]
        if let swift { files["App/View.swift"] = swift }
        return LintExample(files: files)
    }
}

extension LintExample {
    /// Both trees' files in one tree.
    public static func + (lhs: LintExample, rhs: LintExample) -> LintExample {
        LintExample(files: lhs.files.merging(rhs.files) { first, _ in first })
    }
}
