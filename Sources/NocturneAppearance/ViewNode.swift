/// A view in the appearance tree: it inherits traits and may override them, prefer a color scheme, present and resolve colors.
///
/// Overrides apply to its subtree; color-scheme preferences float up to the enclosing presentation.
///
/// Nodes are created by the tree (``AppearanceSystem/makeWindow()``, ``addChild()``,
/// ``present(_:)``, ``attach(_:)``), never directly. Every mutation propagates at once: reading
/// ``traits`` right after `overrides.colorScheme = .dark` gives the new value. Propagation walks
/// only the subtrees whose inherited traits change, and stops where a node's traits come out the same.
///
/// ## Isolation
/// A node belongs to its ``AppearanceSystem``'s single owner and is not `Sendable`; see
/// ``AppearanceSystem`` for the model.
///
/// ## Ownership and detachment
/// A node is kept by its parent, and the tree by its system and windows: a node works while
/// its window is open and someone holds the window or the system (holding only the node does
/// not keep its tree). A node removed with ``removeFromParent()``, inside a dismissed
/// presentation or a closed window, or left when nothing holds its system or windows, is
/// detached (``isAttached`` is `false`) and inert: its registrations have ended, its ``traits``
/// keep the value they had when it was detached, setting its properties stores the value
/// without effect, ``addChild()`` returns another inert node and ``present(_:)`` an already
/// dismissed presentation. Nothing crashes. See <doc:OwnershipAndLifetime>.
public final class ViewNode {
    // Layout matters: this object is the per-node cost (the benchmarks' tree-bytes-per-node).
    // `@exclusivity(unchecked)` skips the runtime access checks (which cost more than the
    // propagation itself); why that is sound is invariant M3 in TreeInvariants.swift.
    /// The parent (content parent, presenting node, or the served node); `nil` for window roots
    /// and removed nodes. Not retained: invariant M1 in TreeInvariants.swift.
    @exclusivity(unchecked) unowned(unsafe) var _parent: ViewNode?
    /// Content children, attached system UI and presentation roots, in order.
    @exclusivity(unchecked) var _children: [ViewNode] = []
    /// The tree's shared clock and a weak link to its system.
    let _context: TreeContext
    @exclusivity(unchecked) var _overrides: TraitCollection
    /// The effective traits as last computed: always current when ``_interestCount`` > 0
    /// (kept up to date eagerly), otherwise current only when ``_stamp`` equals the tree's clock.
    @exclusivity(unchecked) var _traits: Traits
    /// Rarely used state (registrations, preferences, tint, presentation link), allocated on first use.
    @exclusivity(unchecked) var _extras: NodeExtras?
    /// Preference-carrying nodes in this content subtree (this one included), for pruned gathering.
    @exclusivity(unchecked) var _preferenceCount: UInt32 = 0
    /// Interested nodes (observed or tracking colors) in this subtree, this one included:
    /// propagation walks only where this is positive.
    @exclusivity(unchecked) var _interestCount: UInt32 = 0
    /// The tree clock value at which ``_traits`` was computed.
    @exclusivity(unchecked) var _stamp: UInt32 = 0
    /// Trait kinds read by colors resolved through ``resolve(_:)`` since the last redraw report.
    @exclusivity(unchecked) var _tracked: UInt16 = 0
    @exclusivity(unchecked) var _flags: Flags = []
    let _role: Role

    struct Flags: OptionSet {
        let rawValue: UInt8
        static let removed = Flags(rawValue: 1 << 0)
        static let pending = Flags(rawValue: 1 << 1)
        static let hasRegistrations = Flags(rawValue: 1 << 2)
        static let hasOverrides = Flags(rawValue: 1 << 3)
        static let inRedrawList = Flags(rawValue: 1 << 4)
    }

    enum Role: UInt8 {
        case content, presentationRoot, keyboard, menu, bar
    }

    init(role: Role, parent: ViewNode?, context: TreeContext, traits: Traits) {
        _role = role
        _parent = parent
        _context = context
        _overrides = TraitCollection()
        _traits = traits
        _stamp = context.clock
    }

    /// The system, if it still exists.
    var _system: AppearanceSystem? { _context.system }

    /// Whether this node has registrations or tracked reads.
    var _isInterested: Bool { _tracked != 0 || _flags.contains(.hasRegistrations) }

    // MARK: - Structure

    /// What this node is: content, a presentation root, or attached system UI.
    public var kind: ViewNodeKind {
        switch _role {
        case .content: .content
        case .presentationRoot: .presentationRoot
        case .keyboard: .attached(.keyboard)
        case .menu: .attached(.menu)
        case .bar: .attached(.bar(_extras?.barPlacement ?? .navigationBar))
        }
    }

    /// The node this one inherits from; `nil` for a window root or a removed node.
    ///
    /// That is the content parent, the presenting node for a presentation root, or the served
    /// node for attached UI.
    public var parent: ViewNode? { _parent }

    /// The content children, in order (presentation roots and attached UI are not included).
    public var children: [ViewNode] { _children.filter { $0._role == .content } }

    /// System UI attached to this node, in order.
    public var attachedNodes: [ViewNode] { _children.filter { $0._role != .content && $0._role != .presentationRoot } }

    /// The presentations this node currently presents, in order.
    public var presentations: [Presentation] { _children.compactMap { $0._role == .presentationRoot ? $0.presentation : nil } }

    /// The system this node belongs to; `nil` once the system is gone.
    public var system: AppearanceSystem? { _system }

    /// Whether the node was removed from its tree (directly, with an ancestor, or by a dismissal).
    ///
    /// The opposite of ``isAttached``: a removed node never joins a tree again.
    public var isRemoved: Bool { _flags.contains(.removed) }

    /// Whether the node is part of an open window's tree, so that changes reach it.
    ///
    /// `false` once it was removed, its presentation dismissed, its window closed, or its system
    /// and windows freed because nothing held them. A detached node keeps the ``traits`` it had
    /// when it was detached; see <doc:OwnershipAndLifetime>.
    public var isAttached: Bool { !_flags.contains(.removed) }

    /// The nearest enclosing presentation (a window, sheet, …); `nil` for a removed node.
    public var presentation: Presentation? {
        var node: ViewNode? = self
        while let current = node {
            if current.isRemoved { return nil }
            if current._role == .presentationRoot {
                guard let presentation = current._extras?.presentation else { return nil }
                // A window root's presentation is shown as the caller's Window.
                if presentation.style == nil, let window = _system?.window(for: presentation) { return window }
                return presentation
            }
            node = current._parent
        }
        return nil
    }

    /// Adds a content child at the end and returns it; it inherits this node's traits.
    ///
    /// - Returns: The new child; an inert node when this node was removed.
    @discardableResult
    public func addChild() -> ViewNode {
        let child = ViewNode(role: .content, parent: self, context: _context, traits: traits)
        if isRemoved {
            child._parent = nil
            child._flags.insert(.removed)
            return child
        }
        _children.append(child)
        _debugDidMutate()
        return child
    }

    /// Removes this node and its subtree from the tree; their registrations end.
    ///
    /// Removing a presentation root dismisses its presentation; removing a window root closes
    /// the window. Removing an already removed node does nothing.
    public func removeFromParent() {
        guard !isRemoved else { return }
        if _role == .presentationRoot, let presentation = _extras?.presentation {
            presentation.dismiss()
            return
        }
        _system?.remove(self)
    }

    // MARK: - Traits

    /// The effective, fully resolved traits: inherited, then presentation rules, then ``overrides``.
    ///
    /// Reading this does not record a dependency; colors resolved with ``resolve(_:)`` do.
    /// - Complexity: O(1) when current; after a change elsewhere, O(depth) for the first read.
    public var traits: Traits {
        if _isCurrent { return _traits }
        return validate()
    }

    /// Trait overrides for this node and its subtree, down to the next override: `nil` fields inherit.
    ///
    /// `overrides.colorScheme = .dark` is SwiftUI's `.environment(\.colorScheme, .dark)` (and
    /// `colorScheme(.dark)`), UIKit's `traitOverrides.userInterfaceStyle = .dark`. It darkens this
    /// subtree only; to darken the whole presentation use ``preferredColorScheme``.
    public var overrides: TraitCollection {
        get { _overrides }
        set {
            guard newValue != _overrides else { return }
            _overrides = newValue
            if newValue.isEmpty { _flags.remove(.hasOverrides) } else { _flags.insert(.hasOverrides) }
            guard !isRemoved, let system = _system else { return }
            system.mutate { system.propagate(from: self) }
        }
    }

    /// The color-scheme preference this node states: `nil` = no modifier, ``AppearancePreference/system``
    /// = the modifier applied with `nil`.
    ///
    /// The preference floats up to the nearest enclosing presentation and applies to all of it.
    /// An outer preference on a path replaces inner ones (``AppearancePreference/system`` included);
    /// among siblings the first non-`nil` scheme in order wins. Preferences set on attached system
    /// UI are not gathered.
    public var preferredColorScheme: AppearancePreference? {
        get { _extras?.preferredColorScheme }
        set {
            guard newValue != _extras?.preferredColorScheme else { return }
            updatePreference { $0.preferredColorScheme = newValue }
        }
    }

    /// Sets the toolbar color scheme for a bar: SwiftUI's `toolbarColorScheme(_:for:)`.
    ///
    /// It applies to that bar only while the bar's background is visible (see
    /// ``setToolbarBackground(_:for:)``). Like ``preferredColorScheme`` it floats up to the bar's
    /// container: outer replaces inner, the first non-`nil` sibling wins.
    /// - Parameters:
    ///   - scheme: The scheme, or `nil` to apply the modifier with `nil` (the bar follows its container).
    ///   - placement: The bar.
    public func setToolbarColorScheme(_ scheme: ColorScheme?, for placement: ToolbarPlacement) {
        updatePreference { $0.toolbarSchemes[placement] = .some(scheme) }
    }

    /// Removes the toolbar color scheme modifier for a bar.
    public func removeToolbarColorScheme(for placement: ToolbarPlacement) {
        guard _extras?.toolbarSchemes[placement] != nil else { return }
        updatePreference { $0.toolbarSchemes[placement] = nil }
    }

    /// The toolbar color scheme modifier this node sets for a bar: `nil` when none, `.some(nil)` for a `nil` modifier.
    public func toolbarColorScheme(for placement: ToolbarPlacement) -> ColorScheme?? {
        guard let extras = _extras, let modifier = extras.toolbarSchemes[placement] else { return nil }
        return .some(modifier)
    }

    /// Sets whether a bar's background shows: SwiftUI's `toolbarBackground(_:for:)`; `nil` removes the modifier.
    public func setToolbarBackground(_ visibility: ToolbarBackgroundVisibility?, for placement: ToolbarPlacement) {
        guard _extras?.toolbarBackgrounds[placement] != visibility else { return }
        updatePreference { $0.toolbarBackgrounds[placement] = visibility }
    }

    /// The toolbar background modifier this node sets for a bar, if any.
    public func toolbarBackground(for placement: ToolbarPlacement) -> ToolbarBackgroundVisibility? {
        _extras?.toolbarBackgrounds[placement]
    }

    private func updatePreference(_ change: (NodeExtras) -> Void) {
        let extras = ensureExtras()
        let before = extras.carriesPreference
        change(extras)
        let after = extras.carriesPreference
        guard !isRemoved, let system = _system else { return }
        system.mutate { system.preferenceChanged(at: self, delta: after == before ? 0 : (after ? 1 : -1)) }
    }

    func ensureExtras() -> NodeExtras {
        if let extras = _extras { return extras }
        let extras = NodeExtras()
        _extras = extras
        return extras
    }

    // MARK: - Colors

    /// Resolves a color with this node's traits and records which traits it read.
    ///
    /// After a change of a recorded trait the system reports this node as needing a redraw
    /// (``AppearanceSystem/onNeedsRedraw``), once; resolving again when redrawing records again.
    /// - Parameter color: The color to resolve.
    /// - Returns: The color in this node's environment.
    /// - Complexity: O(1); a table lookup for value-built and system colors.
    public func resolve(_ color: DynamicColor) -> ResolvedColor {
        let traits = self.traits
        let mask = color.readMask(at: traits).rawValue
        if mask & ~_tracked != 0 { track(mask) }
        return color.resolve(in: traits)
    }

    /// Records that drawing read these traits directly (e.g. choosing a shadow or an outline by color scheme).
    ///
    /// - Parameter kinds: The traits read.
    public func recordRead(of kinds: [TraitKind]) {
        _ = traits
        track(TraitMask(kinds).rawValue)
    }

    private func track(_ mask: UInt16) {
        guard !isRemoved else { return }
        let wasInterested = _isInterested
        _tracked |= mask
        if !wasInterested && _isInterested { addInterest(1) }
        _debugDidMutate()
    }

    /// Debug builds: checks the tree's invariants after a mutation that did not go through the system.
    @inline(__always)
    func _debugDidMutate() {
        #if DEBUG
        _system?._didMutate()
        #endif
    }

    /// The trait kinds recorded by ``resolve(_:)`` and ``recordRead(of:)`` since this node was last reported for redraw.
    public var recordedTraits: [TraitKind] { TraitMask(rawValue: _tracked).kinds }

    /// A tint (accent) for this subtree, overriding the inherited one; `nil` inherits.
    ///
    /// A tint is not a trait: changing it notifies no handler; nodes read it again when they draw
    /// (``effectiveTint``, ``resolvedTint``).
    public var tint: DynamicColor? {
        get { _extras?.tint }
        set {
            if newValue == nil && _extras == nil { return }
            ensureExtras().tint = newValue
        }
    }

    /// The tint in effect: the nearest ``tint`` up the tree, else the host's accent color, else system blue.
    ///
    /// The fallbacks are ``AppearanceSystem/accentColor`` and then ``DynamicColor/accentColor``.
    public var effectiveTint: DynamicColor {
        var node: ViewNode? = self
        while let current = node {
            if let tint = current._extras?.tint { return tint }
            node = current._parent
        }
        return _system?.accentColor ?? .accentColor
    }

    /// The effective tint resolved with this node's traits (recorded like ``resolve(_:)``).
    public var resolvedTint: ResolvedColor { resolve(effectiveTint) }

    // MARK: - Presentations and attached UI

    /// Presents content above this node; the presentation inherits this node's environment.
    ///
    /// - Parameter style: Sheet, popover and alert are elevated; a full-screen cover stays base.
    /// - Returns: The presentation; already dismissed when this node is removed.
    @discardableResult
    public func present(_ style: PresentationStyle) -> Presentation {
        let inherited = traits
        let root = ViewNode(role: .presentationRoot, parent: self, context: _context, traits: inherited)
        let presentation = Presentation(root: root, style: style)
        root.ensureExtras().presentation = presentation
        guard !isRemoved, let system = _system else {
            root._parent = nil
            root._flags.insert(.removed)
            root._extras = nil
            presentation.isDismissed = true
            return presentation
        }
        root._traits = system.computeTraits(root, inherited: inherited)
        _children.append(root)
        system._didMutate()
        return presentation
    }

    /// Attaches system UI that serves this node and follows its traits (a keyboard, a menu, a bar).
    ///
    /// A keyboard for a text field in a dark panel on a light screen is dark. Menus are elevated.
    /// A bar takes the toolbar color scheme set in this node's content while its background is visible.
    /// - Parameter kind: The system UI.
    /// - Returns: Its node; inert when this node is removed.
    @discardableResult
    public func attach(_ kind: SystemUIKind) -> ViewNode {
        let role: Role
        switch kind {
        case .keyboard: role = .keyboard
        case .menu: role = .menu
        case .bar: role = .bar
        }
        let inherited = traits
        let node = ViewNode(role: role, parent: self, context: _context, traits: inherited)
        if case .bar(let placement) = kind { node.ensureExtras().barPlacement = placement }
        guard !isRemoved, let system = _system else {
            node._parent = nil
            node._flags.insert(.removed)
            return node
        }
        node._traits = system.computeTraits(node, inherited: inherited)
        _children.append(node)
        if role == .bar { system.registerBar(node) }
        system._didMutate()
        return node
    }
}
