/// What every node of one tree shares: the clock that dates cached traits, and the system.
final class TreeContext {
    /// Advances on every change that can alter effective traits; a node's cache is current when its stamp equals it.
    @exclusivity(unchecked) var clock: UInt32 = 1
    weak var system: AppearanceSystem?
    /// What window roots inherit (the system's traits with the forced style), mirrored from the system.
    @exclusivity(unchecked) var windowBase: Traits
    /// The user's choice as a scheme, mirrored from the system.
    @exclusivity(unchecked) var userScheme: ColorScheme?

    init(system: AppearanceSystem?, windowBase: Traits) {
        self.system = system
        self.windowBase = windowBase
    }

    /// Marks every cached value outside the eagerly maintained paths as out of date.
    @inline(__always)
    func advance() {
        clock &+= 1
        if clock == 0 { clock = 1 }
    }
}
