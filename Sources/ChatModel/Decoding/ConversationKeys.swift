/// The keys of conversation.json, version 1, in the order messages list them.
enum ConversationKeys {
    /// The versions this release reads.
    static let supportedVersions = [1]
    static let topLevel = [
        "$schema", "version", "theme", "appearance", "canvas", "locale", "timeZone", "direction", "emoticons", "chrome",
        "participants", "messages", "screen", "groups", "sort", "now", "chats",
    ]
    /// The keys only one screen reads, by screen.
    static let screenKeys = ["contacts": ["groups", "sort"], "chats": ["now", "chats"], "conversation": ["messages", "now"]]
    static let contactGroup = ["name", "open", "members", "online"]
    static let chat = ["with", "name", "avatar", "last", "unread", "pinned", "muted", "typing", "draft"]
    static let chatPreview = ["from", "text", "kind", "status", "time"]
    /// The most rows a chats or contacts screen may list (a long list renders banded like a long chat).
    static let maximumRows = 100_000
    static let canvas = ["width", "scale", "height", "background", "padding"]
    static let participant = ["id", "name", "avatar", "me", "color", "online", "presence", "intro", "vip", "badge"]
    /// Every content key of the format; a message has exactly one.
    static let contentKinds = ["text", "image", "album", "video", "audio", "location", "file", "sticker", "typing", "day", "system", "unread",
                              "encryption"]
    /// The content kinds this release draws.
    static let supportedContentKinds = ["text", "image", "album", "video", "audio", "location", "file", "sticker", "typing", "day", "system",
                                        "unread", "encryption"]
    static let location = ["title", "subtitle", "image"]
    static let link = ["url", "title", "description", "site", "image"]
    static let video = ["thumbnail", "duration"]
    static let audio = ["duration"]
    static let file = ["name", "size"]
    /// The content kinds without a sender: a `from` on them is an error, and they break sender groups.
    static let noticeKinds = ["day", "system", "unread", "encryption"]
    static let message = ["from"] + contentKinds + ["caption", "time", "status", "replyTo", "reactions", "link", "edited", "forwarded", "gif",
                                                      "pinned"]

    /// The most messages a conversation may have: 100,000. A long chat renders as one tall image of at most 2^24
    /// rows, which holds a few hundred thousand one-line bubbles at scale 1 and about 40,000 at scale 3; a phone
    /// viewport (`canvas.height`) lays out only what it shows. The limit bounds decoding before layout.
    static let maximumMessages = 100_000
    /// The most participants a conversation may have.
    static let maximumParticipants = 1_000
}
