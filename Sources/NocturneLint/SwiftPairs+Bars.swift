import NocturneSyntax

extension SwiftPairs {
    /// A bar's surface and what is drawn on it: a navigation bar, toolbar or tab bar colored in code.
    struct BarPair: Sendable {
        /// The pair: the bar's content on the bar's color.
        var found: Found
        /// What the bar is, as the code names it (`navigationController?.navigationBar`, `.toolbarBackground`).
        var bar: String
        /// Whether the content is the system's default (the code sets no color of its own for it).
        var contentIsDefault: Bool
        /// Whether the bar is the system's own (the file colors its content, never its surface): reported only when the
        /// content reads in light and fails in dark, as the system's bar turns dark.
        var isSystemBar = false
    }

    /// The pairs of the bars the file colors: a bar's content on its `barTintColor`, its appearance's `backgroundColor`, or
    /// SwiftUI's `.toolbarBackground(_:for:)`.
    ///
    /// The content is the `tintColor` the same function gives the same bar, else the system's default, which adapts:
    /// the title in `label` (text) and the bar button items in `systemBlue` (symbols). A bar whose content the code
    /// sets some other way (`titleTextAttributes`, `.toolbarColorScheme`) is left alone: its content is not known.
    func barPairs() -> [BarPair] {
        var pairs: [BarPair] = []
        let assignments = barAssignments()
        let titles = titleForegrounds()
        var byBar: [String: [Assignment]] = [:]
        for assignment in assignments { byBar["\(assignment.function) \(assignment.receiver)", default: []].append(assignment) }
        let superseded = legacyBarColors().bars
        for (key, group) in byBar.sorted(by: { $0.key < $1.key }) where !superseded.contains(key) {
            guard let surface = group.last(where: { Self.backgroundProperties.contains($0.property) }), let barSide = side(of: surface.value) else { continue }
            let bar = surface.receiver
            let title = titles.first { $0.bar == bar && $0.function == surface.function }?.title
            if let title, let foreground = side(of: title), foreground.isKnown {
                // The title drawn in the color its attributes give (a bar's title is semibold 17 pt: large text).
                pairs.append(BarPair(found: Found(pair: ColorPair(.largeText, foreground, on: barSide), foregroundRange: title.range,
                                                  backgroundRange: surface.value.range), bar: bar, contentIsDefault: false))
            }
            if let tint = group.last(where: { $0.property == "tintColor" }) {
                guard let foreground = side(of: tint.value), foreground.isKnown else { continue }
                pairs.append(BarPair(found: Found(pair: ColorPair(.symbol, foreground, on: barSide), foregroundRange: tint.value.range,
                                                  backgroundRange: surface.value.range), bar: bar, contentIsDefault: false))
            } else if title == nil, !setsTitleAttributes(of: bar) {
                pairs += defaultContent(on: barSide, range: surface.value.range, bar: bar)
            }
        }
        // A bar whose content the file colors (`UINavigationBar.appearance().titleTextAttributes`, its `tintColor`) and whose
        // surface no function of the file colors: the content is drawn on the system's bar, which adapts.
        let surfaced = Set(assignments.filter { Self.backgroundProperties.contains($0.property) }.map { Self.normalized($0.receiver) })
        var systemBar = PairSide.system(.systemBackground)
        systemBar.name = "the system's bar"
        for assignment in assignmentList where assignment.property == "tintColor" && Self.isBar(assignment.receiver)
            && !surfaced.contains(Self.normalized(assignment.receiver)) {
            guard let foreground = side(of: assignment.value), foreground.isConstant else { continue }
            pairs.append(BarPair(found: Found(pair: ColorPair(.symbol, foreground, on: systemBar), foregroundRange: assignment.value.range, backgroundRange: nil),
                                 bar: assignment.receiver, contentIsDefault: false, isSystemBar: true))
        }
        for (bar, title, _) in titles where Self.isBar(bar) && !surfaced.contains(Self.normalized(bar)) {
            guard let foreground = side(of: title), foreground.isConstant else { continue }
            pairs.append(BarPair(found: Found(pair: ColorPair(.largeText, foreground, on: systemBar), foregroundRange: title.range, backgroundRange: nil),
                                 bar: bar, contentIsDefault: false, isSystemBar: true))
        }
        // SwiftUI: .toolbarBackground(color, for: .navigationBar) on a chain with no .toolbarColorScheme.
        for node in tree.nodes(of: .functionCall) {
            guard let call = FunctionCall(node), call.calledName == "toolbarBackground", call.callee.flatMap(MemberAccess.init) != nil,
                  let expression = call.arguments.first(where: { $0.label == nil })?.expression, let barSide = side(of: expression),
                  !chain(of: node).contains("toolbarColorScheme") else { continue }
            pairs += defaultContent(on: barSide, range: expression.range, bar: ".toolbarBackground")
        }
        return pairs
    }

    /// The bars (`function receiver`) a function gives an iOS 13 bar appearance (`navigationBar.standardAppearance =
    /// appearance`) besides the older `barTintColor` and `titleTextAttributes`, and the ranges of those older colors: on
    /// the systems with dark mode the appearance draws the bar, and the older colors show only on the systems before it.
    func legacyBarColors() -> (bars: Set<String>, ranges: [Range<Int>]) {
        guard tree.bytes.contains(bytes: Self.appearanceMarker) else { return ([], []) }
        var bars: Set<String> = []
        for node in tree.nodes(of: .infixOperation) {
            guard let operation = InfixOperation(node), operation.operatorText == "=", let left = operation.left.flatMap(MemberAccess.init),
                  ["standardAppearance", "scrollEdgeAppearance", "compactAppearance"].contains(left.name),
                  let bar = left.base?.text.removingWhitespace() else { continue }
            bars.insert("\(Self.enclosingFunction(of: node)) \(bar)")
        }
        guard !bars.isEmpty else { return ([], []) }
        var ranges: [Range<Int>] = []
        for assignment in assignmentList where assignment.property == "barTintColor" && bars.contains("\(assignment.function) \(assignment.receiver)") {
            ranges.append(assignment.value.range)
        }
        for (bar, title, function) in titleForegrounds() where bars.contains("\(function) \(bar.filter { !$0.isWhitespace })") {
            ranges.append(title.range)
        }
        return (bars, ranges)
    }

    private static let appearanceMarker = Array("Appearance".utf8)

    /// The system's default bar content on a bar: the title (`label` text), else the items (`systemBlue` symbols) when the title passes.
    private func defaultContent(on side: PairSide, range: Range<Int>, bar: String) -> [BarPair] {
        let title = ColorPair(.text, .system(.label), on: side)
        let items = ColorPair(.symbol, .system(.systemBlue), on: side)
        let chosen = title.judged().verdict == .passes ? items : title
        return [BarPair(found: Found(pair: chosen, foregroundRange: range, backgroundRange: range), bar: bar, contentIsDefault: true)]
    }

    /// The color assignments to bars: `barTintColor` on anything, and `backgroundColor` or `tintColor` on a receiver named as a bar
    /// or a bar appearance (`navigationBar`, `UINavigationBar.appearance()`, `barAppearance`).
    private func barAssignments() -> [Assignment] {
        let barReceivers = Set(assignmentList.filter { $0.property == "barTintColor" }.map { "\($0.function) \($0.receiver)" })
        return assignmentList.filter { assignment in
            let key = "\(assignment.function) \(assignment.receiver)"
            if assignment.property == "barTintColor" { return true }
            let named = Self.isBar(assignment.receiver)
            return (assignment.property == "backgroundColor" && named) || (assignment.property == "tintColor" && (named || barReceivers.contains(key)))
        }
    }

    /// Whether a receiver names a system bar or its appearance: its last part is a navigation bar, toolbar, tab bar or search
    /// bar (`navigationController?.navigationBar`, `navBar`, `bottomToolbar`), a bar type's `appearance()`, or an appearance
    /// object (`barAppearance`). A view merely named for a bar (`buttonBar.selectedBar`, `progressBar`) is not one.
    static func isBar(_ receiver: String) -> Bool {
        let last = lastPart(of: receiver)
        let lower = last.lowercased()
        if lower == "appearance()" {
            return ["UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar"].contains { receiver.hasPrefix($0 + ".") }
        }
        return ["navigationbar", "navbar", "toolbar", "tabbar", "searchbar", "barappearance"].contains { lower.hasSuffix($0) }
    }

    /// Whether the file sets the title text attributes of a bar (its title color is then its own).
    private func setsTitleAttributes(of bar: String) -> Bool {
        tree.nodes(of: .infixOperation).contains { node in
            guard let operation = InfixOperation(node), operation.operatorText == "=", let left = operation.left.flatMap(MemberAccess.init) else { return false }
            return left.name.hasSuffix("itleTextAttributes") && left.base?.text == bar
        }
    }

    /// Every bar title color the file's text attributes give (`bar.titleTextAttributes = [.foregroundColor: …]`, or
    /// `NSForegroundColorAttributeName:` before Swift 4), with the bar as written and the function that gives it.
    private func titleForegrounds() -> [(bar: String, title: Syntax, function: Int)] {
        var found: [(bar: String, title: Syntax, function: Int)] = []
        for node in tree.nodes(of: .infixOperation) {
            guard let operation = InfixOperation(node), operation.operatorText == "=", let left = operation.left.flatMap(MemberAccess.init),
                  left.name.hasSuffix("itleTextAttributes"), let bar = left.base?.text, let dictionary = operation.right,
                  dictionary.kind == .dictionaryLiteral else { continue }
            let title = dictionary.children(.dictionaryElement).lazy.map(\.children).first {
                $0.count == 2 && ($0[0].text.hasSuffix("foregroundColor") || $0[0].text.hasSuffix("ForegroundColorAttributeName"))
            }
            if let title { found.append((bar, title[1], Self.enclosingFunction(of: node))) }
        }
        return found
    }

    /// The modifier names of the chain a call is in, outward and inward.
    private func chain(of call: Syntax) -> Set<String> {
        let calls = ModifierChain.outward(from: call) + (FunctionCall(call).map(ModifierChain.inward(from:)) ?? [])
        return Set(calls.compactMap(\.calledName))
    }
}
