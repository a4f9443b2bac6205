/// Presentations and toolbars: gathering the color-scheme preferences that float up to the
/// nearest presentation, and the toolbar schemes that float up to a bar's container.
extension AppearanceSystem {
    /// A preference-carrying modifier changed on `node`; `delta` is the change in carrying nodes.
    func preferenceChanged(at node: ViewNode, delta: Int) {
        // Only content on a path to a presentation root is gathered.
        var current = node
        while current._role == .content {
            guard let parent = current._parent else { return }
            current = parent
        }
        guard current._role == .presentationRoot, let presentation = current._extras?.presentation else { return }
        if delta != 0 {
            var walker: ViewNode? = node
            while let step = walker {
                step._preferenceCount = UInt32(max(0, Int(step._preferenceCount) + delta))
                if step === current { break }
                walker = step._parent
            }
        }
        refresh(presentation)
    }

    /// Regathers a presentation's preferred scheme and its bars' schemes; propagates what changed.
    func refresh(_ presentation: Presentation) {
        guard !presentation.isDismissed else { return }
        let scheme = presentation.root.firstPreference { $0.preferredColorScheme.map(\.colorScheme) }
        if scheme != presentation.preferredColorScheme {
            presentation.preferredColorScheme = scheme
            propagate(from: presentation.root)
        }
        presentation.bars.removeAll { $0.isRemoved }
        for bar in presentation.bars { refreshBar(bar) }
    }

    private func refreshBar(_ bar: ViewNode) {
        guard let container = bar._parent, let extras = bar._extras, let placement = extras.barPlacement else { return }
        let background = container.firstPreference { $0.toolbarBackgrounds[placement].map { Optional($0) } }
        var scheme: ColorScheme?
        if background == .visible {
            scheme = container.firstPreference { $0.toolbarSchemes[placement] }
        }
        if scheme != extras.barScheme {
            extras.barScheme = scheme
            propagate(from: bar)
        }
    }

    /// Adds a newly attached bar to its presentation's bars and gathers its scheme.
    func registerBar(_ bar: ViewNode) {
        var current: ViewNode? = bar._parent
        while let node = current, node._role != .presentationRoot { current = node._parent }
        guard let presentation = current?._extras?.presentation else { return }
        presentation.bars.append(bar)
        refreshBar(bar)
    }
}

extension ViewNode {
    /// The first non-`nil` value in view order at or below this node, where a modifier on a node
    /// replaces everything under it (`.some(nil)` hides inner values). Walks only content with preferences.
    func firstPreference<T>(_ read: (NodeExtras) -> T??) -> T? {
        guard _preferenceCount > 0 else { return nil }
        var stack = [self]
        while let node = stack.popLast() {
            if let extras = node._extras, let modifier = read(extras) {
                if let value = modifier { return value }
                continue
            }
            for child in node._children.reversed() where child._role == .content && child._preferenceCount > 0 {
                stack.append(child)
            }
        }
        return nil
    }
}
