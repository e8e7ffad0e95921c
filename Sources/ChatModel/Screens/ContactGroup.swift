/// One group of a contact list: a header row with a disclosure arrow, its name and "online/total", and, when open,
/// a row per member.
public struct ContactGroup: Sendable, Equatable {
    public var name: String
    /// Whether the group shows its members (the arrow points down) or only its header (the arrow points right).
    public var open: Bool
    /// Participant ids, each at most once.
    public var members: [String]
    /// The online count the header shows; nil counts the members whose `online` is true.
    public var online: Int?

    /// A group; it is open unless told otherwise.
    public init(name: String, open: Bool = true, members: [String], online: Int? = nil) {
        self.name = name
        self.open = open
        self.members = members
        self.online = online
    }
}
