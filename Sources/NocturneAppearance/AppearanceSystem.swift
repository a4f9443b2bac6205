/// What a host owns: the system traits, the app's forced style, the user's appearance choice and the windows.
///
/// The host pushes the system traits in; every window's tree resolves against all of them.
///
/// ```swift
/// let system = AppearanceSystem(store: try FilePreferenceStore(applicationName: "trips"))
/// let window = system.makeWindow()
/// let card = window.root.addChild()
/// card.registerForTraitChanges([.colorScheme]) { node, previous in redraw(node) }
/// system.update(system: Traits(colorScheme: .dark))     // the host reports; the core never pulls
/// ```
///
/// ## Isolation
/// The tree is a single-owner model: `AppearanceSystem`, ``ViewNode``, ``Presentation`` and
/// ``TraitRegistration`` are not `Sendable`, so Swift 6's strict concurrency checking keeps
/// them inside the one isolation domain that created them (the main actor, an actor of the
/// host's, or one thread). Handlers run synchronously on that owner. No locks are taken.
///
/// ## Precedence of the color scheme at a window root
/// The user's ``preference`` (when light or dark) wins; then the scheme gathered from the
/// window's content (``ViewNode/preferredColorScheme``); then the app's ``forcedColorScheme``
/// (Info.plist `UIUserInterfaceStyle`), which replaces the system's scheme; then the system's.
/// Overrides inside the tree (``ViewNode/overrides``) still apply below, as on iOS.
public final class AppearanceSystem {
    /// The traits the host last reported for the device (never pulled).
    public private(set) var systemTraits: Traits
    /// The windows, in creation order.
    public private(set) var windows: [Window] = []
    /// The app-wide forced style (Info.plist `UIUserInterfaceStyle`); `nil` follows the system.
    ///
    /// When set, every node reads this scheme whatever the system reports, unless the user's
    /// choice or the tree says otherwise (see the precedence above).
    public var forcedColorScheme: ColorScheme? {
        didSet {
            guard forcedColorScheme != oldValue else { return }
            refreshWindowBase()
        }
    }
    /// The host's accent color, used where no node sets a ``ViewNode/tint``; `nil` uses ``DynamicColor/accentColor``.
    ///
    /// iOS has no user accent; a host on a platform that has one (macOS, some Linux desktops) supplies it here.
    public var accentColor: DynamicColor?
    /// Called after each change (or batch) with exactly the nodes whose recorded traits changed.
    ///
    /// When `nil`, the nodes accumulate for ``takeNodesNeedingRedraw()``.
    public var onNeedsRedraw: (([ViewNode]) -> Void)?
    /// How many rounds of notifications one change may cause; beyond this the rest are dropped.
    ///
    /// Handlers that mutate the tree cause more rounds. Dropped notifications are counted in
    /// ``droppedNotifications``.
    public var maximumNotificationRounds = 32
    /// Notifications dropped because handlers kept changing the tree (a loop); 0 normally.
    public private(set) var droppedNotifications = 0
    /// Why the stored preference could not be used or saved, for the host to show; `nil` when all is well.
    public private(set) var preferenceError: PreferenceStoreError?

    /// Where the user's choice persists.
    public let store: any PreferenceStore
    private var _preference: AppearancePreference = .system {
        didSet { context.userScheme = _preference.colorScheme }
    }
    /// The system's traits with the forced style applied: what window roots inherit.
    private(set) var windowBase: Traits {
        get { context.windowBase }
        set { context.windowBase = newValue }
    }
    /// The clock and system link every node of this tree shares.
    let context: TreeContext
    @exclusivity(unchecked) private var stack: [Unmanaged<ViewNode>] = []
    @exclusivity(unchecked) private var pending: [(node: ViewNode, previous: Traits)] = []
    private var redrawBacklog: [ViewNode] = []
    private var batchDepth = 0
    private var isFlushing = false

    /// Creates a system and loads the user's saved choice from `store`.
    ///
    /// An unreadable store or an unknown value leaves the choice at ``AppearancePreference/system``,
    /// sets ``preferenceError`` and moves the bad data aside.
    /// - Parameters:
    ///   - system: The traits the host reports now.
    ///   - forcedColorScheme: The app-wide forced style, if any.
    ///   - store: Where the choice persists; in memory by default.
    public init(system: Traits = .default, forcedColorScheme: ColorScheme? = nil, store: any PreferenceStore = InMemoryPreferenceStore()) {
        self.systemTraits = system
        self.forcedColorScheme = forcedColorScheme
        self.store = store
        self.context = TreeContext(system: nil, windowBase: system)
        self.windowBase = computeWindowBase()
        context.system = self
        loadPreference()
        context.userScheme = _preference.colorScheme
    }

    deinit {
        for window in windows { AppearanceSystem.teardown(window.root) }
    }

    // MARK: - Host input

    /// Takes the traits the host's platform reports now; every node whose traits change is updated and notified.
    ///
    /// - Parameter system: The device's traits.
    public func update(system: Traits) {
        guard system != systemTraits else { return }
        systemTraits = system
        refreshWindowBase()
    }

    /// Takes a UIKit-style report: unspecified fields resolve to the defaults (light, standard, base, …).
    ///
    /// - Parameter system: What the platform reports.
    public func update(system: TraitCollection) {
        update(system: system.resolved())
    }

    /// The user's System/Light/Dark choice, applied at every window root at once and saved to ``store``.
    ///
    /// A failed save keeps the new choice in effect and sets ``preferenceError``; use
    /// ``setPreference(_:)`` to handle the error directly.
    public var preference: AppearancePreference {
        get { _preference }
        set { try? setPreference(newValue) }
    }

    /// Applies the user's choice at every window root and saves it under ``AppearancePreference/storeKey``.
    ///
    /// - Parameter preference: System, Light or Dark.
    /// - Throws: ``PreferenceStoreError/writeFailed(location:reason:)`` when it cannot be saved; the choice still applies.
    public func setPreference(_ preference: AppearancePreference) throws(PreferenceStoreError) {
        if preference != _preference {
            _preference = preference
            mutate { for window in windows { propagate(from: window.root) } }
        }
        do {
            try store.setValue(preference.rawValue, forKey: AppearancePreference.storeKey)
        } catch {
            preferenceError = error
            throw error
        }
    }

    private func loadPreference() {
        let key = AppearancePreference.storeKey
        do {
            guard let raw = try store.value(forKey: key) else { return }
            if let value = AppearancePreference(rawValue: raw) {
                _preference = value
            } else {
                let kept = store.setAsideUnusableData(forKey: key)
                preferenceError = .unknownValue(raw, key: key, location: store.location, setAsideAt: kept)
            }
        } catch {
            let kept = store.setAsideUnusableData(forKey: key)
            preferenceError = error.settingAside(at: kept)
        }
    }

    // MARK: - Windows

    /// Creates a window whose root takes the system's traits.
    ///
    /// - Returns: The window; keep a reference or find it in ``windows``.
    @discardableResult
    public func makeWindow() -> Window {
        let root = ViewNode(role: .presentationRoot, parent: nil, context: context, traits: windowBase)
        let window = Window(root: root, style: nil)
        root.ensureExtras().presentation = window
        root._traits = computeTraits(root, inherited: windowBase)
        windows.append(window)
        return window
    }

    // MARK: - Batches and redraws

    /// Applies several changes with one round of notifications.
    ///
    /// Each handler runs at most once per node for the whole batch, comparing with the traits
    /// from before the batch.
    ///
    /// Batches nest; notifications go out when the outermost one ends (also when `body` throws).
    /// - Parameter body: The changes.
    public func performBatchUpdates<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
        batchDepth += 1
        defer {
            batchDepth -= 1
            if batchDepth == 0 { flush() }
        }
        try body()
    }

    /// Returns and forgets the nodes that need redrawing since the last call (when ``onNeedsRedraw`` is `nil`).
    public func takeNodesNeedingRedraw() -> [ViewNode] {
        let nodes = redrawBacklog.filter { !$0.isRemoved }
        for node in redrawBacklog { node._flags.remove(.inRedrawList) }
        redrawBacklog.removeAll()
        return nodes
    }

    // MARK: - Internals: propagation

    /// Runs a mutation, then sends notifications unless a batch or a notification round is in progress.
    func mutate(_ body: () -> Void) {
        body()
        if batchDepth == 0 { flush() }
    }

    private func computeWindowBase() -> Traits {
        var base = systemTraits
        if let forcedColorScheme { base.colorScheme = forcedColorScheme }
        return base
    }

    private func refreshWindowBase() {
        let base = computeWindowBase()
        guard base != windowBase else { return }
        windowBase = base
        mutate { for window in windows { propagate(from: window.root) } }
    }

    /// A node's traits given the traits it inherits: role rules, then its overrides.
    @inline(__always)
    func computeTraits(_ node: ViewNode, inherited: Traits) -> Traits {
        AppearanceSystem.computeTraits(node, inherited: inherited, userScheme: context.userScheme)
    }

    /// The same, for callers that hold only the node (lazy reads never touch the system object).
    @inline(__always)
    static func computeTraits(_ node: ViewNode, inherited: Traits, userScheme: ColorScheme?) -> Traits {
        var traits = inherited
        switch node._role {
        case .content, .keyboard:
            break
        case .menu:
            traits.level = .elevated
        case .presentationRoot:
            if let presentation = node._extras?.presentation {
                if let style = presentation.style {
                    traits.level = style.level
                    if let scheme = presentation.preferredColorScheme { traits.colorScheme = scheme }
                } else if let scheme = userScheme ?? presentation.preferredColorScheme {
                    traits.colorScheme = scheme
                }
            }
        case .bar:
            if let scheme = node._extras?.barScheme { traits.colorScheme = scheme }
        }
        if node._flags.contains(.hasOverrides) { traits = node._overrides.resolved(inheriting: traits) }
        return traits
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
        swap(&stack, &self.stack)
        defer { swap(&stack, &self.stack) }
        AppearanceSystem.pushInterested(start._children, onto: &stack)
        // Unmanaged and unowned(unsafe): every node on the stack is kept alive by the tree, which
        // nothing mutates during propagation (no user code runs here), so no retain/release per node.
        while let unmanaged = stack.popLast() {
            unowned(unsafe) let node = unmanaged.takeUnretainedValue()
            // The parent is on an interested path, hence current.
            guard let parentTraits = node._parent?._traits else { continue }
            let traits = computeTraits(node, inherited: parentTraits)
            node._stamp = clock
            if traits._storedEqual(node._traits) { continue }
            record(node)
            node._traits = traits
            if !node._children.isEmpty { AppearanceSystem.pushInterested(node._children, onto: &stack) }
        }
    }

    @inline(__always)
    private static func pushInterested(_ children: [ViewNode], onto stack: inout [Unmanaged<ViewNode>]) {
        children.withUnsafeBufferPointer { buffer in
            for child in buffer where child._interestCount > 0 { stack.append(Unmanaged.passUnretained(child)) }
        }
    }

    /// Recomputes an out-of-date node's traits from its nearest current ancestor, dating the path.
    static func validate(_ node: ViewNode) -> Traits {
        let context = node._context
        let clock = context.clock
        let userScheme = context.userScheme
        // Fast path: the parent is current (reading parents before children always takes this).
        if let parent = node._parent, parent._interestCount > 0 || parent._stamp == clock || parent._flags.contains(.removed) {
            let traits = computeTraits(node, inherited: parent._traits, userScheme: userScheme)
            node._traits = traits
            node._stamp = clock
            return traits
        }
        var path: [Unmanaged<ViewNode>] = []
        var inherited = context.windowBase
        var current = node
        while true {
            path.append(Unmanaged.passUnretained(current))
            guard let parent = current._parent else { break }
            if parent._interestCount > 0 || parent._stamp == clock || parent._flags.contains(.removed) {
                inherited = parent._traits
                break
            }
            current = parent
        }
        for unmanaged in path.reversed() {
            unowned(unsafe) let step = unmanaged.takeUnretainedValue()
            inherited = computeTraits(step, inherited: inherited, userScheme: userScheme)
            step._traits = inherited
            step._stamp = clock
        }
        return inherited
    }

    /// Adds `delta` interested nodes at `node` and on every ancestor (through presenting and served nodes).
    static func addInterest(at node: ViewNode, _ delta: Int) {
        var current: ViewNode? = node
        while let step = current {
            step._interestCount = UInt32(max(0, Int(step._interestCount) + delta))
            current = step._parent
        }
    }

    @inline(__always)
    private func record(_ node: ViewNode) {
        if node._isInterested, !node._flags.contains(.pending) {
            node._flags.insert(.pending)
            pending.append((node, node._traits))
        }
    }

    // MARK: - Internals: notifications

    private func flush() {
        guard !isFlushing else { return }
        isFlushing = true
        defer { isFlushing = false }
        var rounds = 0
        var round: [(node: ViewNode, previous: Traits)] = []
        while !pending.isEmpty {
            rounds += 1
            swap(&round, &pending)
            if rounds > maximumNotificationRounds {
                droppedNotifications += round.count
                for entry in round { entry.node._flags.remove(.pending) }
                round.removeAll()
                continue
            }
            var redraw: [ViewNode] = []
            for (node, previous) in round {
                node._flags.remove(.pending)
                if node.isRemoved { continue }
                let changed = TraitMask.differences(previous, node._traits)
                if changed.isEmpty { continue }
                if node._tracked & changed.rawValue != 0 {
                    node._tracked = 0
                    if !node._flags.contains(.hasRegistrations) { AppearanceSystem.addInterest(at: node, -1) }
                    if !node._flags.contains(.inRedrawList) {
                        node._flags.insert(.inRedrawList)
                        redraw.append(node)
                    }
                }
                if node._flags.contains(.hasRegistrations), let extras = node._extras {
                    var sawInactive = false
                    for registration in extras.registrations {
                        guard let handler = registration.handler else {
                            sawInactive = true
                            continue
                        }
                        if registration.mask.intersects(changed) { handler(node, previous) }
                    }
                    if sawInactive {
                        extras.registrations.removeAll { !$0.isActive }
                        if extras.registrations.isEmpty {
                            node._flags.remove(.hasRegistrations)
                            if node._tracked == 0 { AppearanceSystem.addInterest(at: node, -1) }
                        }
                    }
                }
            }
            round.removeAll(keepingCapacity: true)
            if !redraw.isEmpty {
                if let onNeedsRedraw {
                    for node in redraw { node._flags.remove(.inRedrawList) }
                    onNeedsRedraw(redraw)
                } else {
                    redrawBacklog.append(contentsOf: redraw)
                }
            }
        }
    }

    // MARK: - Internals: preferences

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
        let scheme = AppearanceSystem.firstPreference(from: presentation.root) { $0.preferredColorScheme.map(\.colorScheme) }
        if scheme != presentation.preferredColorScheme {
            presentation.preferredColorScheme = scheme
            propagate(from: presentation.root)
        }
        presentation.bars.removeAll { $0.isRemoved }
        for bar in presentation.bars { refreshBar(bar) }
    }

    private func refreshBar(_ bar: ViewNode) {
        guard let container = bar._parent, let extras = bar._extras, let placement = extras.barPlacement else { return }
        let background = AppearanceSystem.firstPreference(from: container) { $0.toolbarBackgrounds[placement].map { Optional($0) } }
        var scheme: ColorScheme?
        if background == .visible {
            scheme = AppearanceSystem.firstPreference(from: container) { $0.toolbarSchemes[placement] }
        }
        if scheme != extras.barScheme {
            extras.barScheme = scheme
            propagate(from: bar)
        }
    }

    func registerBar(_ bar: ViewNode) {
        var current: ViewNode? = bar._parent
        while let node = current, node._role != .presentationRoot { current = node._parent }
        guard let presentation = current?._extras?.presentation else { return }
        presentation.bars.append(bar)
        refreshBar(bar)
    }

    /// The first non-`nil` value in view order below `start`, where a modifier on a node replaces
    /// everything under it (`.some(nil)` hides inner values). Walks only content with preferences.
    static func firstPreference<T>(from start: ViewNode, _ read: (NodeExtras) -> T??) -> T? {
        guard start._preferenceCount > 0 else { return nil }
        var stack = [start]
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

    // MARK: - Internals: removal

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
                if node._interestCount > 0 { AppearanceSystem.addInterest(at: parent, -Int(node._interestCount)) }
                if let index = parent._children.firstIndex(where: { $0 === node }) { parent._children.remove(at: index) }
            }
            AppearanceSystem.teardown(node)
            if let gatheredPresentation { refresh(gatheredPresentation) }
        }
    }

    func dismiss(_ presentation: Presentation) {
        if let window = presentation as? Window {
            windows.removeAll { $0 === window }
        }
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
        markRemoved(root)
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
                markRemoved(child)
                stack.append(child)
            }
            node._parent = nil
        }
    }

    /// Brings a node's traits up to date (its parent is alive: held by the caller), then marks it removed.
    private static func markRemoved(_ node: ViewNode) {
        _ = node.traits
        node._flags.insert(.removed)
        node._flags.remove([.hasRegistrations, .inRedrawList])
        node._interestCount = 0
        node._tracked = 0
    }
}
