import ChatModel

extension Participant {
    /// The first word of the name, as the apps write people in labels ("Ana replied to you", "Ana is typing…").
    var firstName: String { String(name.split(separator: " ").first ?? Substring(name)) }
}
