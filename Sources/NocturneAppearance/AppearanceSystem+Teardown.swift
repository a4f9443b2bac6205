/// Teardown: removing a node, dismissing a presentation, closing a window, and what a system
/// going away leaves behind. A removed node is detached for good and keeps its last traits.
extension AppearanceSystem {
    /// Removes `node` and its subtree: preference counts and interest leave the ancestors, the
    /// presentation it was gathered into is regathered.
    func remove(_ node: ViewNode) {
        guard !node.isRemoved else { return }
        mutate {
            var gatheredPresentation: Presentation?
            if let parent = node._parent {
                if node._role == .content, node._preferenceCount > 0 {
                    let count = Int(node._preferenceCount)
                    var current: ViewNode? = parent
                    var path: [ViewNode] = []
                    while let step = current {
                        path.append(step)
                        if step._role == .presentationRoot {
                            gatheredPresentation = step._extras?.presentation
                            break
                        }
                        if step._role != .content { break }
                        current = step._parent
                    }
                    if gatheredPresentation != nil {
                        for step in path { step._preferenceCount = UInt32(max(0, Int(step._preferenceCount) - count)) }
                    }
                }
                if node._interestCount > 0 { parent.addInterest(-Int(node._interestCount)) }
                if let index = parent._children.firstIndex(where: { $0 === node }) { parent._children.remove(at: index) }
            }
            AppearanceSystem.teardown(node)
            if let gatheredPresentation { refresh(gatheredPresentation) }
        }
    }

    /// Dismisses a presentation (closes it, for a window's).
    func dismiss(_ presentation: Presentation) {
        _windows.removeAll { $0.presentation === presentation }
        presentation.bars.removeAll()
        remove(presentation.root)
    }

    /// Marks a subtree removed, ends its registrations, dismisses presentations inside it and
    /// unlinks it, iteratively (deep trees neither recurse here nor in deallocation).
    ///
    /// Each node's traits are brought up to date while its parent is still alive and linked, so a
    /// removed node keeps its last real value.
    static func teardown(_ root: ViewNode) {
        guard !root.isRemoved else { return }
        root.markRemoved()
        var stack = [root]
        while let node = stack.popLast() {
            if let extras = node._extras {
                for registration in extras.registrations { registration.cancel() }
                extras.registrations.removeAll()
                if let presentation = extras.presentation {
                    presentation.isDismissed = true
                    presentation.bars.removeAll()
                    extras.presentation = nil
                }
            }
            let children = node._children
            node._children = []
            for child in children {
                child.markRemoved()
                stack.append(child)
            }
            node._parent = nil
        }
    }
}

extension ViewNode {
    /// Brings this node's traits up to date (its parent is alive: held by the caller), then marks it removed.
    func markRemoved() {
        _ = traits
        _flags.insert(.removed)
        _flags.remove([.hasRegistrations, .inRedrawList])
        _interestCount = 0
        _tracked = 0
    }
}
