import NocturneSupport

/// The evidence the images an app draws as backgrounds give for Dark Interface: each image set, judged in dark.
///
/// The uses come from the lint run (``BackgroundImages``); each image set is looked up and measured once
/// (``ImageSetLook``), then reported once with the places that draw it: a bright image with no Dark appearance, or a
/// Dark image that is itself bright, is **not met**; a dark one is met; one that cannot be found or read is **cannot tell**.
enum BackgroundImageEvidence {
    /// The images drawn, measured once each, by ``key(_:isSymbol:)``.
    ///
    /// - Parameters:
    ///   - names: The names to look up, with whether each is a generated symbol.
    ///   - catalogs: The `.xcassets` folders.
    ///   - looseImages: The image files outside the catalogs (``/NocturneProject/Project/looseImages``).
    /// - Returns: Each name's look, measured on every core.
    static func looks(_ names: [(name: String, isSymbol: Bool)], catalogs: [String], looseImages: [String] = []) -> [String: ImageSetLook] {
        var unique: [(name: String, isSymbol: Bool)] = []
        var seen: Set<String> = []
        for entry in names where seen.insert(key(entry.name, isSymbol: entry.isSymbol)).inserted { unique.append(entry) }
        guard !unique.isEmpty else { return [:] }
        let sets = CatalogSetImages.sets(withSuffix: ".imageset", in: catalogs)
        var loose: [String: [String]] = [:]
        for file in looseImages { loose[PathText.lastComponent(file), default: []].append(file) }
        let wanted = unique, files = loose
        let measured = ParallelMap.map(wanted.count) { index in
            ImageSetLook.look(wanted[index].name, isSymbol: wanted[index].isSymbol, in: sets, looseImages: files)
        }
        var looks: [String: ImageSetLook] = [:]
        for (entry, look) in zip(unique, measured) { looks[key(entry.name, isSymbol: entry.isSymbol)] = look }
        return looks
    }

    /// `Sky` for a name, `.sky` for a generated symbol.
    static func key(_ name: String, isSymbol: Bool) -> String { isSymbol ? "." + name : name }

    /// One piece of evidence per image set drawn as a background; one advisory piece when none is.
    ///
    /// - Parameters:
    ///   - uses: The background images found, launch screens' left out (the launch screen's evidence judges those).
    ///   - looks: The image sets measured (``looks(_:catalogs:looseImages:)``).
    static func evidence(_ uses: [BackgroundImageUse], looks: [String: ImageSetLook]) -> [ReportEvidence] {
        guard !uses.isEmpty else {
            return [ReportEvidence("background image", .met, "no image set is drawn as a background in the Swift files, storyboards and xibs read",
                                   advisory: true)]
        }
        var order: [String] = []
        var byKey: [String: [BackgroundImageUse]] = [:]
        for use in uses {
            let key = key(use.name, isSymbol: use.isSymbol)
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(use)
        }
        return order.compactMap { key in
            guard let places = byKey[key], let first = places.first, let look = looks[key] else { return nil }
            let more = places.count > 1 ? " and \(NumberText.counted(places.count - 1, "more place"))" : ""
            return look.evidence(topic: "background image", what: "\(first.how) at \(first.location)\(more) draws", at: first.location)
        }
    }
}
