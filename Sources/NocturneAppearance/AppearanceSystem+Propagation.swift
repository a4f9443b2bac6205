/// Propagation: how a change reaches the nodes whose traits it alters.
///
/// Nodes that someone observes (registrations, tracked color reads) and their ancestors are
/// kept current eagerly; every other node recomputes its traits when read, dated by the tree's
/// clock. The rules these functions rely on are stated in `TreeInvariants.swift`.
extension AppearanceSystem {
    func computeWindowBase() -> Traits {
        var base = systemTraits
        if let forcedColorScheme { base.colorScheme = forcedColorScheme }
        return base
    }

    func refreshWindowBase() {
        let base = computeWindowBase()
        guard base != windowBase else { return }
        windowBase = base
        mutate { for entry in _windows { propagate(from: entry.presentation.root) } }
    }

    /// A node's traits given the traits it inherits: role rules, then its overrides.
    @inline(__always)
    func computeTraits(_ node: ViewNode, inherited: Traits) -> Traits {
        node.computeTraits(inherited: inherited, userScheme: context.userScheme)
    }

    /// Applies a change at `start`: dates every lazily cached value, then walks down from `start`
    /// only along paths to interested nodes, and only while traits come out different.
    ///
    /// Nodes nobody observes are not visited: their traits are recomputed when read.
    func propagate(from start: ViewNode) {
        guard !start.isRemoved else { return }
        context.advance()
        guard start._interestCount > 0 else { return }
        let clock = context.clock
        let inherited = start._parent?.traits ?? windowBase
        let traits = computeTraits(start, inherited: inherited)
        start._stamp = clock
        guard !traits._storedEqual(start._traits) else { return }
        record(start)
        start._traits = traits
        // The stack keeps its capacity between propagations; it is moved out while in use.
        var stack: [Unmanaged<ViewNode>] = []
        swap(&stack, &_stack)
        defer { swap(&stack, &_stack) }
        ViewNode.pushInterested(start._children, onto: &stack)
        // Unmanaged and unowned(unsafe): every node on the stack is kept alive by the tree, which
        // nothing mutates during propagation (no user code runs here), so no retain/release per
        // node (invariant 3 in TreeInvariants.swift).
        while let unmanaged = stack.popLast() {
            unowned(unsafe) let node = unmanaged.takeUnretainedValue()
            // The parent is on an interested path, hence current.
            guard let parentTraits = node._parent?._traits else { continue }
            let traits = computeTraits(node, inherited: parentTraits)
            node._stamp = clock
            if traits._storedEqual(node._traits) { continue }
            record(node)
            node._traits = traits
            if !node._children.isEmpty { ViewNode.pushInterested(node._children, onto: &stack) }
        }
    }
}

extension ViewNode {
    /// This node's traits given the traits it inherits: role rules, then its overrides.
    ///
    /// Lazy reads call this with the context's user scheme, so they never touch the system object.
    @inline(__always)
    func computeTraits(inherited: Traits, userScheme: ColorScheme?) -> Traits {
        var traits = inherited
        switch _role {
        case .content, .keyboard:
            break
        case .menu:
            traits.level = .elevated
        case .presentationRoot:
            if let presentation = _extras?.presentation {
                if let style = presentation.style {
                    traits.level = style.level
                    if let scheme = presentation.preferredColorScheme { traits.colorScheme = scheme }
                } else if let scheme = userScheme ?? presentation.preferredColorScheme {
                    traits.colorScheme = scheme
                }
            }
        case .bar:
            if let scheme = _extras?.barScheme { traits.colorScheme = scheme }
        }
        if _flags.contains(.hasOverrides) { traits = _overrides.resolved(inheriting: traits) }
        return traits
    }

    @inline(__always)
    static func pushInterested(_ children: [ViewNode], onto stack: inout [Unmanaged<ViewNode>]) {
        children.withUnsafeBufferPointer { buffer in
            for child in buffer where child._interestCount > 0 { stack.append(Unmanaged.passUnretained(child)) }
        }
    }

    /// Whether ``_traits`` can be returned as is: eagerly maintained, dated now, or frozen by removal.
    @inline(__always)
    var _isCurrent: Bool {
        _interestCount > 0 || _stamp == _context.clock || _flags.contains(.removed)
    }

    /// Recomputes this out-of-date node's traits from its nearest current ancestor, dating the path.
    func validate() -> Traits {
        let context = _context
        let clock = context.clock
        let userScheme = context.userScheme
        // Fast path: the parent is current (reading parents before children always takes this).
        if let parent = _parent, parent._isCurrent {
            let traits = computeTraits(inherited: parent._traits, userScheme: userScheme)
            _traits = traits
            _stamp = clock
            return traits
        }
        var path: [Unmanaged<ViewNode>] = []
        var inherited = context.windowBase
        var current = self
        while true {
            path.append(Unmanaged.passUnretained(current))
            guard let parent = current._parent else { break }
            if parent._isCurrent {
                inherited = parent._traits
                break
            }
            current = parent
        }
        for unmanaged in path.reversed() {
            unowned(unsafe) let step = unmanaged.takeUnretainedValue()
            inherited = step.computeTraits(inherited: inherited, userScheme: userScheme)
            step._traits = inherited
            step._stamp = clock
        }
        return inherited
    }

    /// Adds `delta` interested nodes here and on every ancestor (through presenting and served nodes).
    func addInterest(_ delta: Int) {
        var current: ViewNode? = self
        while let step = current {
            step._interestCount = UInt32(max(0, Int(step._interestCount) + delta))
            current = step._parent
        }
    }
}
