import NocturneProject

extension Project {
    /// What each app target says about its appearance; with no app target, each Info.plist found (outside tests) in its stead.
    ///
    /// The one list `nocturne lint` (``InterfaceStyleOptOutRule``) and `nocturne report` read: each Info.plist is read once.
    func appAppearances() -> [TargetAppearance] {
        let apps = targets.filter { $0.kind == .application }
        if !apps.isEmpty { return apps.map(TargetAppearance.read) }
        let named = Set(targets.compactMap(\.infoPlist))
        return infoPlists.filter { !named.contains($0) && !SourceTreeWalker.isTestPath($0) }.map { TargetAppearance.read(infoPlist: $0) }
    }
}
