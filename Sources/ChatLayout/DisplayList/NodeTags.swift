/// What a node is, for whoever reads the tree (tests, `chatrender layout`, tools that check overlaps); the painter
/// never looks at them.
public struct NodeTags: Sendable, Equatable, Hashable {
    /// The kind of thing: `bubble`, `text`, `image`, `avatar`, `label`, `reactions`, `header`, … (see
    /// docs/design.md); nil for the parts inside one.
    public var kind: String?
    /// Index into the conversation's `messages`, when the node belongs to one.
    package var message: Int?
    /// What a part is inside its kind: `body`, `time`, `name`, `title`, `back`, …
    package var role: String?

    /// Tags; every one optional.
    public init(kind: String? = nil, message: Int? = nil, role: String? = nil) {
        self.kind = kind
        self.message = message
        self.role = role
    }
}
