/// Notification: after a change has propagated, each changed node's handlers run once for the
/// traits they named, and nodes whose tracked color reads changed are reported for redraw.
extension AppearanceSystem {
    /// Queues a node whose traits are about to change, with its traits from before, once per round.
    @inline(__always)
    func record(_ node: ViewNode) {
        if node._isInterested, !node._flags.contains(.pending) {
            node._flags.insert(.pending)
            _pending.append((node, node._traits))
        }
    }

    /// Sends the queued notifications, round after round while handlers keep changing the tree.
    func flush() {
        guard !_isFlushing else { return }
        _isFlushing = true
        defer { _isFlushing = false }
        var rounds = 0
        var round: [(node: ViewNode, previous: Traits)] = []
        while !_pending.isEmpty {
            rounds += 1
            swap(&round, &_pending)
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
                    if !node._flags.contains(.hasRegistrations) { node.addInterest(-1) }
                    if !node._flags.contains(.inRedrawList) {
                        node._flags.insert(.inRedrawList)
                        redraw.append(node)
                    }
                }
                if node._flags.contains(.hasRegistrations), let extras = node._extras {
                    notifyRegistrations(of: node, extras: extras, previous: previous, changed: changed)
                }
            }
            round.removeAll(keepingCapacity: true)
            if !redraw.isEmpty {
                if let onNeedsRedraw {
                    for node in redraw { node._flags.remove(.inRedrawList) }
                    onNeedsRedraw(redraw)
                } else {
                    _redrawBacklog.append(contentsOf: redraw)
                }
            }
        }
    }

    /// Runs the node's handlers that named a changed trait; drops ended registrations.
    private func notifyRegistrations(of node: ViewNode, extras: NodeExtras, previous: Traits, changed: TraitMask) {
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
            if extras.registrations.isEmpty, node._flags.contains(.hasRegistrations) {
                node._flags.remove(.hasRegistrations)
                if node._tracked == 0 { node.addInterest(-1) }
            }
        }
    }
}
