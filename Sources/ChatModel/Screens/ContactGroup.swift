/// One group of a contact list: a header row with a disclosure arrow, its name and "online/total", and, when open,
/// a row per member.
package struct ContactGroup: Sendable, Equatable {
    package var name: String
    /// Whether the group shows its members (the arrow points down) or only its header (the arrow points right).
    package var open: Bool
    /// Participant ids, each at most once.
    package var members: [String]
    /// The online count the header shows; nil counts the members whose `online` is true.
    package var online: Int?

    /// A group; it is open unless told otherwise.
    package init(name: String, open: Bool = true, members: [String], online: Int? = nil) {
        self.name = name
        self.open = open
        self.members = members
        self.online = online
    }
}
