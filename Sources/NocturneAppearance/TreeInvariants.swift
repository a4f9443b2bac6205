// The appearance tree's ownership and memory-safety invariants, in one place, and the debug-build
// checker that verifies them.
//
// OWNERSHIP (who keeps whom alive; there is no cycle that outlives a teardown)
//  O1. The system owns its open windows' presentations (`_windows`); a presentation owns its root
//      (`Presentation.root`); a node owns its children (`_children`); a presentation root owns its
//      presentation (`NodeExtras.presentation`). The root/presentation pair is a cycle on purpose:
//      teardown (dismissal, removal of an ancestor, closing, the system's deinit) breaks it.
//  O2. A `Window` (the caller's handle) owns its system and the window's presentation. The system
//      does not own the `Window` (`WindowEntry.window` is weak), so the only way the system stays
//      alive is that someone holds it or one of its `Window`s. When neither is held, the system's
//      deinit tears down every window: nodes still held elsewhere are detached (`isAttached` false)
//      and keep the traits they had.
//  O3. Every node owns the shared `TreeContext`; the context's link to the system is weak. A
//      registration's handler is owned by its node; the system owns `onNeedsRedraw`. (A caller's
//      closure that captures a window or the system there makes a cycle of the caller's own.)
//
// MEMORY SAFETY (why the unchecked constructs are sound)
//  M1. `ViewNode._parent` is `unowned(unsafe)`. An attached node's parent is alive: the parent holds
//      it in `_children`, and the chain of owners up to the system is alive while the node is
//      attached (O1, O2). Teardown sets `_parent = nil` on every node of a removed subtree before
//      unlinking it from its parent, so no removed node can reach a freed parent. Code follows
//      `_parent` only on attached nodes, or on a node whose caller holds the parent.
//  M2. `Unmanaged<ViewNode>` (propagation's stack, validation's path) and `unowned(unsafe)` locals
//      hold nodes without retaining them. Those nodes are reachable from the tree, and no caller
//      code (handlers, deinits) runs while the stack or path is in use, so the tree is not mutated
//      and they stay alive.
//  M3. `@exclusivity(unchecked)` fields (`ViewNode`'s stored state, `TreeContext`, the system's
//      stack and queue) are used only by the tree's single owner (none of these types is
//      `Sendable`), and no method holds an `inout` access to one of them across a call that could
//      reenter the tree: handlers run only from `flush()`, between accesses.
//
// BOOKKEEPING (what the fast paths trust; checked below)
//  B1. For an attached node, `_interestCount` is 1 when it is interested (tracked reads or
//      registrations) plus the sum over its children; a removed node has 0.
//  B2. A node with `_interestCount > 0`, or with `_stamp` equal to the clock, holds its current
//      traits in `_traits` (what `computeTraits` gives from its parent's traits).
//  B3. `_preferenceCount` of a presentation root, or of content whose parent is gathered, is 1
//      when it carries a preference modifier plus the sum over its content children; 0 elsewhere.
//  B4. A presentation root links its presentation and back; open presentations are not dismissed;
//      the system's windows are exactly its parentless roots. `_parent` and `_children` agree.
//  B5. `hasOverrides` is set exactly when the overrides are not empty; `hasRegistrations` implies
//      registrations are stored. Outside a notification round nothing is pending.
//  B6. The context mirrors the system: the window base, the user's scheme and the system link.

extension AppearanceSystem {
    /// Debug builds: after each mutation, checks the invariants when a handler is installed.
    ///
    /// Release builds compile this to nothing.
    @inline(__always)
    func _didMutate() {
        #if DEBUG
        if let handler = _invariantCheckHandler, !_isFlushing, _batchDepth == 0 { handler(checkInvariants()) }
        #endif
    }

    /// Checks invariants O1–O2 and B1–B6 over every open window; returns one line per violation (empty when sound).
    ///
    /// - Complexity: O(n) in the number of attached nodes.
    func checkInvariants() -> [String] {
        var violations: [String] = []
        func fail(_ message: String) { violations.append(message) }
        if context.system !== self { fail("B6: the context does not link back to its system") }
        if !context.windowBase._storedEqual(computeWindowBase()) { fail("B6: the context's window base is stale") }
        if context.userScheme != _preference.colorScheme { fail("B6: the context's user scheme differs from the preference") }
        let notifying = _isFlushing || _batchDepth > 0
        if !notifying, !_pending.isEmpty { fail("B5: \(_pending.count) notifications pending outside a round") }
        let clock = context.clock
        var path = 0
        for entry in _windows {
            let presentation = entry.presentation
            let root = presentation.root
            if presentation.isDismissed { fail("B4: an open window's presentation is dismissed") }
            if presentation.style != nil { fail("B4: a window's presentation has a style") }
            if root._parent != nil { fail("B4: a window root has a parent") }
            if let window = entry.window, window.presentation !== presentation { fail("O2: a window handle points at another presentation") }
            // Depth-first, children before their parent is checked (post-order), so sums are known.
            var stack: [(node: ViewNode, inherited: Traits, gathered: Bool, visited: Bool)] = [(root, windowBase, true, false)]
            while let (node, inherited, gathered, visited) = stack.popLast() {
                path += 1
                let name = "node \(path) (\(node.kind))"
                if !visited {
                    stack.append((node, inherited, gathered, true))
                    if node.isRemoved { fail("B4: \(name) is in a tree but marked removed") }
                    let expected = node.computeTraits(inherited: inherited, userScheme: context.userScheme)
                    if node._interestCount > 0 || node._stamp == clock, !node._traits._storedEqual(expected) {
                        fail("B2: \(name) holds stale traits while marked current")
                    }
                    for child in node._children {
                        if child._parent !== node { fail("B4: a child of \(name) does not point back to it") }
                        let childGathered = (gathered && child._role == .content) || child._role == .presentationRoot
                        stack.append((child, expected, childGathered, false))
                    }
                    if node._flags.contains(.hasOverrides) == node._overrides.isEmpty { fail("B5: \(name) hasOverrides disagrees with its overrides") }
                    if node._flags.contains(.hasRegistrations), node._extras?.registrations.isEmpty ?? true {
                        fail("B5: \(name) is flagged with registrations but stores none")
                    }
                    if !notifying, node._flags.contains(.pending) { fail("B5: \(name) is pending outside a round") }
                    if node._role == .presentationRoot {
                        if let presentation = node._extras?.presentation {
                            if presentation.root !== node { fail("B4: \(name)'s presentation has another root") }
                            if presentation.isDismissed { fail("B4: \(name)'s presentation is dismissed while attached") }
                        } else {
                            fail("B4: presentation root \(name) has no presentation")
                        }
                    }
                    continue
                }
                // Post-order: the counters are sums over the children.
                var interest = node._isInterested ? 1 : 0
                var preferences = gathered && (node._extras?.carriesPreference ?? false) ? 1 : 0
                for child in node._children {
                    interest += Int(child._interestCount)
                    if gathered, child._role == .content { preferences += Int(child._preferenceCount) }
                }
                if Int(node._interestCount) != interest { fail("B1: \(name) counts \(node._interestCount) interested nodes, expected \(interest)") }
                if Int(node._preferenceCount) != preferences { fail("B3: \(name) counts \(node._preferenceCount) preferences, expected \(preferences)") }
            }
        }
        return violations
    }
}
