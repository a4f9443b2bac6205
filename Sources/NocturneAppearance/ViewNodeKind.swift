/// What a node is in the tree.
public enum ViewNodeKind: Sendable, Hashable {
    /// Ordinary content: a view.
    case content
    /// The root of a window or a presentation.
    case presentationRoot
    /// System UI attached to the node it serves.
    case attached(SystemUIKind)
}
