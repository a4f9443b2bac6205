/// Finds the innermost node at a byte offset in O(log n + depth), for a caller that asks many times of one tree.
///
/// ``SyntaxTree/innermostNode(containing:)`` walks each level's children in order: linear in a wide level (a file of
/// ten thousand top-level statements), so asking once per color site made linting such a file quadratic. The locator
/// keeps each node's start once: nodes are stored in pre-order, so their starts never decrease, and the last node that
/// starts at or before an offset is the innermost one holding it, or a node that ended before it whose ancestors hold it.
package struct SyntaxLocator: Sendable {
    /// The tree.
    package let tree: SyntaxTree
    /// Each node's start (its range's lower bound), by node index; empty when the starts decrease somewhere (then the
    /// tree's own walk answers).
    private let starts: [Int32]

    /// Indexes a tree's node starts.
    package init(_ tree: SyntaxTree) {
        self.tree = tree
        var starts: [Int32] = []
        starts.reserveCapacity(tree.nodes.count)
        var previous: Int32 = .min
        for index in tree.nodes.indices {
            let start = Int32(clamping: tree.node(index).range.lowerBound)
            guard start >= previous else {
                starts = []
                break
            }
            starts.append(start)
            previous = start
        }
        self.starts = starts
    }

    /// The innermost node whose range holds `offset`; the root when none does (as ``SyntaxTree/innermostNode(containing:)``).
    package func innermostNode(containing offset: Int) -> Syntax {
        guard !starts.isEmpty else { return tree.innermostNode(containing: offset) }
        // The last node that starts at or before the offset.
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if Int(starts[middle]) <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return tree.root }
        var node = tree.node(low - 1)
        while !node.range.contains(offset) {
            guard let parent = node.parent else { return tree.root }
            node = parent
        }
        return node
    }
}
