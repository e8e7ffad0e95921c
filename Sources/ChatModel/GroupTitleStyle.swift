/// What a group chat's header calls the group when the conversation gives it no title (`chrome.groupTitle`).
package enum GroupTitleStyle: String, Sendable, Hashable, CaseIterable {
    /// How many others are in it, in the conversation's language ("3 People", "3 Personen"; two others: "Ana & Bo"),
    /// as iMessage titles a group without a name.
    case count
    /// The others' first names in the order the conversation lists them ("Noa, Eli, Dana"), as Google Messages and
    /// Messenger title a group without a name.
    case names
}
