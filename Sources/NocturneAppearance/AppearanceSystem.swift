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
/// ## Ownership
/// The system keeps its windows open, and every ``Window`` keeps its system alive: holding
/// either one keeps the whole tree working. When nothing holds the system or any of its
/// windows, all of it is freed (there is no reference cycle) and nodes still held elsewhere
/// are detached (``ViewNode/isAttached`` is `false`; they keep the traits they had). See
/// <doc:OwnershipAndLifetime> and the invariants in `TreeInvariants.swift`.
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
///
/// The parts of this type live in one file each: the user's choice and its store
/// (`AppearanceSystem+Preference.swift`), propagation (`+Propagation`), notification
/// (`+Notification`), presentations and toolbars (`+Presentations`) and teardown (`+Teardown`).
public final class AppearanceSystem {
    /// The traits the host last reported for the device (never pulled).
    public private(set) var systemTraits: Traits
    /// The open windows, in creation order.
    ///
    /// A window stays open until it is closed, or until nothing holds the system or it.
    public var windows: [Window] { _windows.map(window(for:)) }
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
    /// When `nil`, the nodes accumulate for ``takeNodesNeedingRedraw()``. The system keeps the
    /// closure: capture windows and nodes weakly in it, or they keep the system alive.
    public var onNeedsRedraw: (([ViewNode]) -> Void)?
    /// How many rounds of notifications one change may cause; beyond this the rest are dropped.
    ///
    /// Handlers that mutate the tree cause more rounds. Dropped notifications are counted in
    /// ``droppedNotifications``.
    public var maximumNotificationRounds = 32
    /// Notifications dropped because handlers kept changing the tree (a loop); 0 normally.
    public internal(set) var droppedNotifications = 0
    /// Why the stored preference could not be used or saved, for the host to show; `nil` when all is well.
    public internal(set) var preferenceError: PreferenceStoreError?

    /// Where the user's choice persists.
    public let store: any PreferenceStore
    /// The key the choice is stored under in ``store``.
    public let preferenceKey: String
    /// The user's choice; setting it mirrors its scheme into the shared context.
    var _preference: AppearancePreference = .system {
        didSet { context.userScheme = _preference.colorScheme }
    }
    /// The system's traits with the forced style applied: what window roots inherit.
    var windowBase: Traits {
        get { context.windowBase }
        set { context.windowBase = newValue }
    }
    /// The clock and system link every node of this tree shares.
    let context: TreeContext
    /// The open windows' presentations (owned), with the ``Window`` object the caller holds, if any (not owned).
    var _windows: [WindowEntry] = []
    /// Propagation's work stack, kept for its capacity (see `AppearanceSystem+Propagation.swift`).
    @exclusivity(unchecked) var _stack: [Unmanaged<ViewNode>] = []
    /// Nodes whose traits changed since the last notification round, with their traits before.
    @exclusivity(unchecked) var _pending: [(node: ViewNode, previous: Traits)] = []
    /// Nodes reported for redraw while ``onNeedsRedraw`` is `nil`.
    var _redrawBacklog: [ViewNode] = []
    /// Nesting depth of ``performBatchUpdates(_:)``.
    var _batchDepth = 0
    /// Whether notifications are being sent (a mutation inside a handler does not flush again).
    var _isFlushing = false
    #if DEBUG
    /// Debug builds: when set, the tree's invariants are checked after every mutation and the
    /// violations (none when sound) passed here (see `TreeInvariants.swift`).
    var _invariantCheckHandler: (([String]) -> Void)?
    #endif

    /// Creates a system and loads the user's saved choice from `store`.
    ///
    /// An unreadable store or an unknown value leaves the choice at ``AppearancePreference/system``,
    /// sets ``preferenceError`` and moves the bad data aside.
    /// - Parameters:
    ///   - system: The traits the host reports now.
    ///   - forcedColorScheme: The app-wide forced style, if any.
    ///   - store: Where the choice persists; in memory by default.
    ///   - preferenceKey: The key of the choice in `store`; ``AppearancePreference/storeKey``
    ///     (`appearance`) by default. Pass the key an app already uses (for example
    ///     `appColorScheme` from `@AppStorage("appColorScheme")`) to keep its stored choice.
    public init(
        system: Traits = .default, forcedColorScheme: ColorScheme? = nil, store: any PreferenceStore = InMemoryPreferenceStore(),
        preferenceKey: String = AppearancePreference.storeKey
    ) {
        self.systemTraits = system
        self.forcedColorScheme = forcedColorScheme
        self.store = store
        self.preferenceKey = preferenceKey
        self.context = TreeContext(system: nil, windowBase: system)
        self.windowBase = computeWindowBase()
        context.system = self
        loadPreference()
        context.userScheme = _preference.colorScheme
    }

    deinit {
        for entry in _windows { AppearanceSystem.teardown(entry.presentation.root) }
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

    // MARK: - Windows

    /// Creates a window whose root takes the system's traits.
    ///
    /// The window stays open until ``Window/close()``; it keeps this system alive, and this
    /// system keeps it, so holding either is enough.
    /// - Returns: The window; it is also listed in ``windows``.
    @discardableResult
    public func makeWindow() -> Window {
        let root = ViewNode(role: .presentationRoot, parent: nil, context: context, traits: windowBase)
        let presentation = Presentation(root: root, style: nil)
        root.ensureExtras().presentation = presentation
        root._traits = computeTraits(root, inherited: windowBase)
        let window = Window(presentation, system: self)
        _windows.append(WindowEntry(presentation: presentation, window: window))
        _didMutate()
        return window
    }

    /// The ``Window`` for an open window's presentation: the one a caller holds, or a new one.
    func window(for entry: WindowEntry) -> Window {
        if let window = entry.window { return window }
        let window = Window(entry.presentation, system: self)
        entry.window = window
        return window
    }

    /// The ``Window`` for a window root's presentation, or `nil` when it is not an open window of this system.
    func window(for presentation: Presentation) -> Window? {
        _windows.first { $0.presentation === presentation }.map(window(for:))
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
        _batchDepth += 1
        defer {
            _batchDepth -= 1
            if _batchDepth == 0 {
                flush()
                _didMutate()
            }
        }
        try body()
    }

    /// Returns and forgets the nodes that need redrawing since the last call (when ``onNeedsRedraw`` is `nil`).
    public func takeNodesNeedingRedraw() -> [ViewNode] {
        let nodes = _redrawBacklog.filter { !$0.isRemoved }
        for node in _redrawBacklog { node._flags.remove(.inRedrawList) }
        _redrawBacklog.removeAll()
        return nodes
    }

    /// Runs a mutation, then sends notifications unless a batch or a notification round is in progress.
    func mutate(_ body: () -> Void) {
        body()
        if _batchDepth == 0 {
            flush()
            _didMutate()
        }
    }
}

/// An open window as the system keeps it: its presentation (owned) and the ``Window`` a caller holds (not owned).
final class WindowEntry {
    let presentation: Presentation
    /// Not owned: the ``Window`` owns the system, so owning it back would be a cycle.
    weak var window: Window?

    init(presentation: Presentation, window: Window?) {
        self.presentation = presentation
        self.window = window
    }
}
