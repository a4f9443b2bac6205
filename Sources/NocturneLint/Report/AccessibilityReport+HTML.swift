import NocturneAppearance
import NocturneSupport

extension AccessibilityReport {
    /// The most pairs a printed page lists (the screen shows them all): the contrast criterion then prints on one or two pages.
    static let printedPairs = 20

    /// The report as one self-contained HTML page a team attaches to a release: no external resource, readable offline,
    /// printed one criterion per page (the contrast table cut to its 20 worst pairs in print).
    ///
    /// Each criterion is a `<section data-criterion="dark-interface" data-verdict="not-met">`, each piece of evidence a
    /// row with its own `data-verdict`; a script on the page counts the sections into `<body data-sections>` once the
    /// browser has built the page, which is what the Chromium check reads.
    ///
    /// - Parameter title: What the page is about (the paths read).
    public func html(title: String) -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="color-scheme" content="light dark">
            <meta name="generator" content="nocturne report">
            <title>Dark Interface and Sufficient Contrast: \(HTMLText.escaped(title))</title>
            <style>\(Self.style)</style>
            </head>
            <body data-verdict="\(verdict.identifier)">
            <header>
            <h1>Dark Interface and Sufficient Contrast</h1>
            <p class="lead">Evidence for Apple's Accessibility Nutrition Labels, read from the code and assets of <code>\(HTMLText.escaped(title))</code>: \
            \(NumberText.counted(lint.swiftFiles, "Swift file")) (\(lint.swiftLines) lines), \(lint.interfaceBuilderFiles) storyboards and xibs, \
            \(NumberText.counted(lint.catalogs, "asset catalog")).</p>
            <table class="summary"><thead><tr><th>Criterion</th><th>Verdict</th><th>Evidence</th></tr></thead><tbody>

            """
        for criterion in criteria {
            page += "<tr data-criterion=\"\(criterion.identifier)\"><td><a href=\"#\(criterion.identifier)\">\(criterion.name)</a></td>"
                + "<td>\(Self.badge(criterion.verdict))</td><td>\(Self.tally(criterion))</td></tr>\n"
        }
        page += "</tbody></table>\n"
        if !problems.isEmpty {
            page += "<p class=\"problems\">Not read: " + problems.map(HTMLText.escaped).joined(separator: "; ") + "</p>\n"
        }
        page += "</header>\n"
        for criterion in criteria { page += section(criterion) }
        page += """
            <footer><p>Verdicts: <b>met</b> when every deciding piece of evidence is met; <b>not met</b> when one is not; \
            <b>cannot tell</b> when a file could not be read or nothing could be seen (never counted as met). Rows in italics \
            are advisory: shown, not deciding. Increase Contrast is judged (two of the eight modes); Bold Text and Reduce \
            Transparency are not modelled (the opaque colors of materials under Reduce Transparency are not published). Images \
            are bright when half their pixels or more are #BCBCBC or lighter over black; only PNGs are decoded. Written by \
            <code>nocturne report</code>.</p></footer>
            <script>\(Self.script)</script>
            </body>
            </html>

            """
        return page
    }

    /// One criterion's section: its question, its evidence and, for contrast, the shares per mode and every pair.
    private func section(_ criterion: ReportCriterion) -> String {
        var html = """
            <section class="criterion" id="\(criterion.identifier)" data-criterion="\(criterion.identifier)" data-verdict="\(criterion.verdict.identifier)">
            <h2>\(criterion.name) \(Self.badge(criterion.verdict))</h2>
            <p class="question">\(HTMLText.escaped(criterion.question))</p>
            <table class="evidence"><thead><tr><th>Verdict</th><th>Checked</th><th>Evidence</th><th>Where</th></tr></thead><tbody>

            """
        for item in criterion.evidence {
            html += "<tr data-verdict=\"\(item.verdict.identifier)\"\(item.isAdvisory ? " class=\"advisory\"" : "")><td>\(Self.badge(item.verdict))</td>"
                + "<td>\(HTMLText.escaped(item.topic))</td><td>\(HTMLText.escaped(item.message))</td>"
                + "<td><code>\(HTMLText.escaped(item.location.map(Self.shortLocation) ?? ""))</code></td></tr>\n"
        }
        html += "</tbody></table>\n"
        if criterion.modeShares.contains(where: { $0.judged > 0 }) {
            html += "<h3>Pairs meeting 4.5:1 (3:1 for large text and non-text), by mode</h3>\n<table class=\"shares\"><tbody>\n"
            for share in criterion.modeShares {
                let percent = share.percent ?? 0
                html += "<tr data-mode=\"\(share.mode.key)\"><th>\(share.modeName)</th><td>\(share.meeting) of \(share.judged)</td>"
                    + "<td>\(Self.percentText(share.percent))</td><td class=\"bar\"><span style=\"width:\(NumberText.rounded(percent, places: 1))%\"></span></td></tr>\n"
            }
            html += "</tbody></table>\n"
        }
        if !criterion.pairs.isEmpty {
            html += pairTable(criterion.pairs)
        }
        html += "</section>\n"
        return html
    }

    /// Every pair, worst first: both sides, the verdict, and the WCAG ratio (APCA Lc in its title) in each mode.
    private func pairTable(_ pairs: [PairJudgement]) -> String {
        var html = "<h3>Every pair, worst first</h3>\n<table class=\"pairs\"><thead><tr><th>Pair</th><th>Verdict</th>"
        for mode in AppearanceMode.all { html += "<th>\(PairJudgement.modeName(mode))</th>" }
        html += "</tr></thead><tbody>\n"
        for (index, judgement) in pairs.enumerated() {
            let verdict = judgement.verdict == .darkRegression ? "fails in dark" : judgement.verdict.rawValue
            html += "<tr class=\"\(index >= Self.printedPairs ? "more " : "")\(judgement.verdict.rawValue)\"><td>\(HTMLText.escaped(judgement.description))</td>"
                + "<td>\(verdict)</td>"
            for mode in AppearanceMode.all {
                guard let contrast = judgement.contrast, let passes = judgement.passes else { html += "<td>-</td>"; continue }
                let apca = NumberText.rounded(contrast[mode].apca, places: 0, notFinite: "-")
                html += "<td class=\"\(passes[mode] ? "pass" : "fail")\" title=\"APCA Lc \(apca); \(PairJudgement.ratio(judgement.minimum(in: mode))) needed\">"
                    + "\(PairJudgement.ratio(contrast[mode].wcag))</td>"
            }
            html += "</tr>\n"
        }
        html += "</tbody></table>\n"
        if pairs.count > Self.printedPairs {
            html += "<p class=\"print-only\">The \(Self.printedPairs) worst of \(NumberText.counted(pairs.count, "pair")) are printed; "
                + "the page lists them all.</p>\n"
        }
        return html
    }

    /// `<span class="verdict not-met">not met</span>`.
    private static func badge(_ verdict: ReportVerdict) -> String {
        "<span class=\"verdict \(verdict.identifier)\">\(verdict.rawValue)</span>"
    }

    /// `2 not met, 1 cannot tell, 4 met (3 advisory)`.
    private static func tally(_ criterion: ReportCriterion) -> String {
        let deciding = criterion.evidence.filter { !$0.isAdvisory }
        var parts = ReportVerdict.allCases.compactMap { verdict -> String? in
            let count = deciding.filter { $0.verdict == verdict }.count
            return count == 0 ? nil : "\(count) \(verdict.rawValue)"
        }
        let advisory = criterion.evidence.count - deciding.count
        if advisory > 0 { parts.append("\(advisory) advisory") }
        return parts.joined(separator: ", ")
    }

    private static let style = """
        :root{font:14px/1.45 -apple-system,system-ui,"Segoe UI",Roboto,sans-serif;color:#1d1d1f;background:#fff}
        @media (prefers-color-scheme:dark){:root{color:#f5f5f7;background:#1c1c1e}.verdict.met{background:#1f5130!important}
        .verdict.not-met{background:#6e1c1c!important}.verdict.cannot-tell{background:#5c4a12!important}th{background:#2c2c2e!important}}
        body{max-width:72rem;margin:0 auto;padding:1.5rem}h1{font-size:1.6rem;margin:0 0 .3rem}h2{margin-top:2rem}
        table{border-collapse:collapse;width:100%;margin:.6rem 0}th,td{border:1px solid #8886;padding:.25rem .45rem;text-align:left;vertical-align:top}
        th{background:#f2f2f7}code{font:12px ui-monospace,Menlo,monospace}.question{font-style:italic}
        .verdict{display:inline-block;padding:.05rem .5rem;border-radius:.6rem;font-weight:600;font-size:.85em;white-space:nowrap}
        .verdict.met{background:#d3f2dc}.verdict.not-met{background:#ffd9d6}.verdict.cannot-tell{background:#fff0c2}
        tr.advisory td{font-style:italic;opacity:.8}.pairs td{font-size:12px}.pairs td.fail{background:#ff3b3024}.pairs td.pass{color:inherit}
        .shares th{width:18rem}.bar{width:40%}.bar span{display:block;height:.8rem;background:#34c759}.print-only{display:none}
        @media print{:root{font-size:9px;background:#fff;color:#000}body{max-width:none;padding:0}section.criterion{break-before:page}
        .pairs td{font-size:8px}h2{margin-top:0}
        tr{break-inside:avoid}.pairs tr.more{display:none}.print-only{display:block}a{color:inherit;text-decoration:none}}
        """

    /// Counts the criteria sections once the browser has built the page: `<body data-sections="2">`.
    private static let script = """
        document.body.dataset.sections = String(document.querySelectorAll('section.criterion[data-verdict]').length);
        """
}
