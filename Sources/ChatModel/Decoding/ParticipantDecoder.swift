/// Reads `participants`: a non-empty array of objects with unique ids.
enum ParticipantDecoder {
    /// At most `limit` participants (a conversation's people, or a contact list's rows).
    static func decodeAll(_ value: JSONValue, at path: JSONPath, limit: Int = ConversationKeys.maximumParticipants) throws(ModelError)
        -> [Participant] {
        let elements = try value.array(at: path)
        guard !elements.isEmpty else {
            throw value.invalid(
                "there are no participants", hint: "add at least one, e.g. {\"id\": \"me\", \"me\": true}", at: path)
        }
        guard elements.count <= limit else {
            throw value.invalid(
                "there are \(elements.count) participants, more than the \(limit) allowed",
                hint: "keep the people who write in the screenshot", at: path)
        }
        var participants: [Participant] = []
        var indexByID: [String: Int] = [:]  // lookups only
        for (index, element) in elements.enumerated() {
            let elementPath = path.appending(index: index)
            let participant = try decode(element, at: elementPath)
            if let first = indexByID[participant.id] {
                let idValue = element["id"] ?? element
                throw .duplicateParticipant(participant.id, firstIndex: first, at: idValue.location(elementPath.appending(key: "id")))
            }
            indexByID[participant.id] = index
            participants.append(participant)
        }
        return participants
    }

    private static func decode(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> Participant {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ConversationKeys.participant)
        let id = try object.required("id").nonEmptyString(at: object.path("id"), what: "the participant id")
        var participant = Participant(id: id)
        if let name = object.value("name") {
            participant.name = try name.nonEmptyString(at: object.path("name"), what: "the name")
        }
        if let avatar = object.value("avatar") {
            participant.avatar = try PathRules.conversationPath(avatar, at: object.path("avatar"), what: "the avatar path")
        }
        if let me = object.value("me") {
            participant.isMe = try me.bool(at: object.path("me"))
        }
        if let color = object.value("color") {
            participant.color = try color.color(at: object.path("color"))
        }
        if let online = object.value("online") {
            participant.online = try online.bool(at: object.path("online"))
        }
        if let presence = object.value("presence") {
            participant.presence = try presence.nonEmptyString(at: object.path("presence"), what: "the presence")
        }
        if let intro = object.value("intro") {
            participant.intro = try intro.string(at: object.path("intro"))
        }
        if let vip = object.value("vip") {
            participant.vip = try vip.bool(at: object.path("vip"))
        }
        if let badge = object.value("badge") {
            let text = try badge.nonEmptyString(at: object.path("badge"), what: "the badge")
            guard text.count <= Self.maximumBadge else {
                throw badge.invalid("a badge of \(text.count) characters", hint: "keep it to \(Self.maximumBadge) characters, such as \"群主\" or \"LV5\"",
                                    at: object.path("badge"))
            }
            participant.badge = text
        }
        return participant
    }

    /// The longest badge a name carries.
    static let maximumBadge = 16
}
