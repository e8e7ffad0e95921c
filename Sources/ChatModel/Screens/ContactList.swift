/// What a contacts screen lists: the participants other than `me`, in collapsible groups (QQ's friend list) or, with
/// no groups, alphabetically under section letters.
public struct ContactList: Sendable, Equatable {
    /// How the members of a group are ordered.
    package var sort: ContactSort
    /// The groups in order; nil: an alphabetical list of every participant but `me`.
    package var groups: [ContactGroup]?

    /// A list; without groups it is alphabetical.
    package init(groups: [ContactGroup]? = nil, sort: ContactSort = .online) {
        self.groups = groups
        self.sort = sort
    }
}

/// How the members of a contact group are ordered.
package enum ContactSort: String, Sendable, Hashable, CaseIterable {
    /// Online members first, each part in the order given (as QQ sorts its friend list).
    case online
    /// As the group lists them.
    case given
}
