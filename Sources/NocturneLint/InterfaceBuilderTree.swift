/// The elements of a storyboard or xib as a tree, with every runtime `<color>` attached to the element it is written in.
///
/// Built by ``InterfaceBuilderScanner`` in its one pass over the bytes: each start tag outside `<resources>` is an
/// element with its attributes, line and parent; `<color>` elements are kept apart, with their sites. End tags close
/// the nearest open element of their name, so a stray or missing end tag never derails the rest of the file.
struct InterfaceBuilderTree: Sendable {
    /// One element: its tag, attributes, line and parent.
    struct Element: Sendable {
        /// The tag name (`view`, `label`, `state`, `rect`).
        var tag: String
        /// The attributes.
        var attributes: [String: String]
        /// The 1-based line of its start tag.
        var line: Int
        /// The parent element's index, or -1 at the top.
        var parent: Int
    }

    /// One runtime `<color>`: its attributes, its site and the element it is written in.
    struct Color: Sendable {
        /// The attributes.
        var attributes: [String: String]
        /// The site (kind Interface Builder) with the element's exact range.
        var site: ColorSite
        /// The index of the element it is written in, or -1 at the top.
        var parent: Int
    }

    /// The elements in document order.
    var elements: [Element] = []
    /// The colors in document order.
    var colors: [Color] = []
    /// The indexes of the elements still open.
    private var open: [Int] = []

    /// The element new children belong to, or -1 at the top.
    var current: Int { open.last ?? -1 }

    /// Adds an element below the current one; opens it unless the tag closes itself.
    mutating func start(_ tag: String, attributes: [String: String], line: Int, closes: Bool) {
        elements.append(Element(tag: tag, attributes: attributes, line: line, parent: current))
        if !closes { open.append(elements.count - 1) }
    }

    /// Closes the nearest open element named `tag` and everything opened inside it; ignores a tag nothing open matches.
    mutating func end(_ tag: Substring) {
        guard let position = open.lastIndex(where: { elements[$0].tag == tag }) else { return }
        open.removeSubrange(position...)
    }

    /// Adds a color below the current element.
    mutating func add(color attributes: [String: String], site: ColorSite) {
        colors.append(Color(attributes: attributes, site: site, parent: current))
    }

    /// The element's tag, or "" outside the tree.
    func tag(_ index: Int) -> String { elements.indices.contains(index) ? elements[index].tag : "" }

    /// The element's parent, or -1.
    func parent(_ index: Int) -> Int { elements.indices.contains(index) ? elements[index].parent : -1 }

    /// The indices of the element's descendants: they follow it in document order, up to the first element not inside it.
    func descendants(of index: Int) -> Range<Int> {
        var end = index + 1
        while end < elements.count, elements[end].parent >= index { end += 1 }
        return min(index + 1, end)..<end
    }

    /// An attribute of the element, or `nil`.
    func attribute(_ name: String, of index: Int) -> String? { elements.indices.contains(index) ? elements[index].attributes[name] : nil }
}
