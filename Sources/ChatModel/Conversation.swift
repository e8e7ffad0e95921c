import ChatGeometry

/// A decoded and validated conversation.json (version 1): everything the layout needs, with defaults applied.
///
/// Build one with `ConversationDecoder` (which validates); paths inside are kept as written and are
/// resolved against `baseDirectory`.
public struct ChatConversation: Sendable, Equatable {
    /// The format version; only 1 exists.
    public var version: Int
    /// A built-in theme's name or a path to a theme pack directory; nil: the default built-in theme (the one the
    /// built-in packs' `themes.json` names).
    public var theme: String?
    public var appearance: Appearance
    public var canvas: Canvas
    /// BCP-47-ish locale identifier (`en_US`, `zh_CN`) used to format ISO-8601 times.
    public var locale: String
    /// IANA time zone identifier (`UTC`, `Asia/Shanghai`) used to format ISO-8601 times.
    public var timeZone: String
    /// `rtl` mirrors the whole layout: outgoing messages on the left.
    public var direction: LayoutDirection
    /// Turn ASCII emoticons (`:)`, `<3` …) into emoji.
    public var emoticons: Bool
    /// Mock-up dressing (status bar, header, composer); nil draws the bare conversation.
    public var chrome: Chrome?
    public var participants: [Participant]
    public var messages: [Message]
    /// The screen drawn: the conversation of `messages` (the default), the contact list or the chat list.
    public var screen: Screen = .conversation
    /// The conversation screen's moment (ISO-8601): day separators and time headers on its day and the day before
    /// read "Today" and "Yesterday" in the conversation's language; nil writes every day as a date. (The chats
    /// screen keeps its own in `ChatList.now`.)
    public var now: String?
    /// Directory that relative paths (images, avatars, theme packs) are resolved against.
    public var baseDirectory: String

    /// A conversation; every argument but the participants and messages has the format's default.
    public init(
        version: Int = 1, theme: String? = nil, appearance: Appearance = .light, canvas: Canvas = ChatCanvas(),
        locale: String = "en_US", timeZone: String = "UTC", direction: LayoutDirection = .ltr, emoticons: Bool = false,
        participants: [Participant], messages: [Message], baseDirectory: String = "."
    ) {
        self.version = version
        self.theme = theme
        self.appearance = appearance
        self.canvas = canvas
        self.locale = locale
        self.timeZone = timeZone
        self.direction = direction
        self.emoticons = emoticons
        self.participants = participants
        self.messages = messages
        self.baseDirectory = baseDirectory
    }

    /// The participant with this id, if any.
    public func participant(id: String) -> Participant? { participants.first { $0.id == id } }

    /// True when more than one participant is not `me`: sender names are then shown.
    public var isGroupChat: Bool { participants.filter { !$0.isMe }.count > 1 }
}

/// The direction of a whole chat: in `rtl` chats outgoing messages sit on the left (Arabic, Hebrew UIs).
public enum ChatLayoutDirection: String, Sendable, Hashable, CaseIterable {
    case ltr, rtl
}

/// Light or dark colours of a theme.
public enum ChatAppearance: String, Sendable, Hashable, CaseIterable {
    case light, dark
}

/// The output surface: `width × scale` pixels wide.
public struct ChatCanvas: Sendable, Equatable {
    /// Width in points (default 390, an iPhone 14/15 in portrait).
    public var width: Double
    /// Pixels per point, 1…4 (default 3).
    public var scale: Double
    /// When set, a phone viewport of this height showing the newest messages at the bottom.
    public var height: Double?
    /// Overrides the theme's background.
    public var background: Background?
    /// Extra space around the conversation, in points (default 0: the theme's margins apply).
    public var padding: Double

    /// A canvas; the defaults are an iPhone 14/15 portrait screen at @3x.
    public init(width: Double = 390, scale: Double = 3, height: Double? = nil, background: Background? = nil, padding: Double = 0) {
        self.width = width
        self.scale = scale
        self.height = height
        self.background = background
        self.padding = padding
    }

    /// Limits enforced by validation: a canvas of 100000 pt is refused, not attempted. `heightRange` bounds a
    /// `canvas.height` viewport; a whole conversation may be taller, up to `maximumPixelHeight`.
    public static let widthRange: ClosedRange<Double> = 100...2000
    public static let heightRange: ClosedRange<Double> = 100...20000
    /// The tallest image rendered, in pixels: 2^24 rows (5.6 million points at @3x, over 100 000 chat messages).
    /// Rendering streams in bands, so the limit is not memory but time and file size; PNG itself allows 2^31 − 1.
    public static let maximumPixelHeight = 1 << 24
    public static let scaleRange: ClosedRange<Double> = 1...4
    public static let paddingRange: ClosedRange<Double> = 0...500
}

/// A canvas background: a colour or an image (path relative to the conversation).
public enum ChatBackground: Sendable, Equatable {
    case color(Color)
    case image(path: String)
}

/// Someone in the conversation.
public struct ChatParticipant: Sendable, Equatable {
    public var id: String
    /// Display name; defaults to the id.
    public var name: String
    /// Avatar image path; nil draws initials on a colour derived from the id.
    public var avatar: String?
    /// Messages from `me` are outgoing (right side).
    public var isMe: Bool
    /// Name colour in group chats; nil lets the theme choose from the id.
    public var color: Color?
    /// Contacts: whether they are online (offline avatars are greyed where the app does); nil: not said, drawn as
    /// online and not counted.
    public var online: Bool?
    /// Contacts: how they are online, shown in brackets before the intro ("4G在线", "iPhone").
    public var presence: String?
    /// Contacts: the signature line under the name.
    public var intro: String?
    /// Contacts: a paying member, whose name the app sets in its VIP style with its mark.
    public var vip: Bool
    /// Group chats: a title or level shown as a small badge by the name where the app does ("群主", "LV5": QQ).
    public var badge: String?

    /// A participant; `name` defaults to the id.
    public init(id: String, name: String? = nil, avatar: String? = nil, isMe: Bool = false, color: Color? = nil,
                online: Bool? = nil, presence: String? = nil, intro: String? = nil, vip: Bool = false, badge: String? = nil) {
        self.id = id
        self.name = name ?? id
        self.avatar = avatar
        self.isMe = isMe
        self.color = color
        self.online = online
        self.presence = presence
        self.intro = intro
        self.vip = vip
        self.badge = badge
    }
}

/// Outgoing delivery state shown next to the bubble.
public enum ChatDeliveryStatus: String, Sendable, Hashable, CaseIterable {
    case sending, sent, delivered, read, failed
}

/// One entry of `messages`.
///
/// Two messages are equal when they say the same: `index`, the message's position, is the conversation's business and
/// not compared (a message built in code and the same message decoded from JSON are equal).
public struct ChatMessage: Sendable, Equatable {
    /// Position in the `messages` array (the layout JSON refers to it): set by the decoder and by
    /// `ChatConversation.validate()`, which number messages by position; not part of the public API.
    package var index: Int
    /// Participant id of the sender; empty for `day` separators and `system` notices, which have none.
    public var from: String
    public var content: MessageContent
    /// `time` as written: an ISO-8601 date-time or free text.
    public var time: String?
    public var status: DeliveryStatus?
    /// The index of an earlier message this one quotes (drawn as a preview inside the bubble).
    public var replyTo: Int?
    /// Emoji reactions in the order written, drawn as a badge on the bubble's top outer corner.
    public var reactions: [String]
    /// Who gave each reaction, as participant ids in the order of `reactions` (nil where not said); empty when no
    /// reaction names its reactor. Apps that show reactors draw their pictures instead of a count (Telegram).
    public var reactors: [String?]
    /// The preview card of a page the text links to; only on text messages.
    public var link: LinkPreview?
    /// Whether the text was edited after it was sent ("Edited", as the theme's app writes it); only on text messages.
    public var edited: Bool
    /// Whether the message was forwarded ("Forwarded"); on anything sent in a bubble (not on stickers or typing
    /// indicators).
    public var forwarded: Bool
    /// Who first sent a forwarded message, for apps that name them ("Forwarded from Ana"); implies `forwarded`.
    public var forwardedFrom: String?
    /// Whether an image message is an animated GIF (drawn with the app's "GIF" badge); only on image messages.
    public var gif: Bool
    /// Whether the message is pinned: the newest pinned message is shown in the bar under the header of themes that
    /// have one (Telegram's "Pinned Message", WhatsApp's pinned bar).
    public var pinned: Bool

    /// A message sent by the participant `from` (empty for a day or system notice); its place in `messages` is its
    /// position (`replyTo` counts from 0).
    public init(from: String, content: ChatMessageContent, time: String? = nil, status: ChatDeliveryStatus? = nil,
                replyTo: Int? = nil, reactions: [String] = [], link: LinkPreview? = nil, edited: Bool = false, forwarded: Bool = false,
                forwardedFrom: String? = nil, gif: Bool = false, pinned: Bool = false, reactors: [String?] = []) {
        self.init(index: 0, from: from, content: content, time: time, status: status, replyTo: replyTo, reactions: reactions,
                  link: link, edited: edited, forwarded: forwarded, forwardedFrom: forwardedFrom, gif: gif, pinned: pinned,
                  reactors: reactors)
    }

    /// A message at position `index` of `messages` (the decoder's and the package's tests' way to build one).
    package init(index: Int, from: String, content: MessageContent, time: String? = nil, status: DeliveryStatus? = nil,
                 replyTo: Int? = nil, reactions: [String] = [], link: LinkPreview? = nil, edited: Bool = false, forwarded: Bool = false,
                 forwardedFrom: String? = nil, gif: Bool = false, pinned: Bool = false, reactors: [String?] = []) {
        self.index = index
        self.from = from
        self.content = content
        self.time = time
        self.status = status
        self.replyTo = replyTo
        self.reactions = reactions
        self.link = link
        self.edited = edited
        self.forwarded = forwarded || forwardedFrom != nil
        self.forwardedFrom = forwardedFrom
        self.gif = gif
        self.pinned = pinned
        self.reactors = reactors
    }

    /// The reactor of each reaction (nil where not said), as many as `reactions`.
    public var reactionReactors: [String?] {
        (0..<reactions.count).map { $0 < reactors.count ? reactors[$0] : nil }
    }

    /// Equal when everything but `index` (the position, which the conversation gives) is.
    public static func == (lhs: ChatMessage, rhs: ChatMessage) -> Bool {
        lhs.from == rhs.from && lhs.content == rhs.content && lhs.time == rhs.time && lhs.status == rhs.status
            && lhs.replyTo == rhs.replyTo && lhs.reactions == rhs.reactions && lhs.link == rhs.link
            && lhs.edited == rhs.edited && lhs.forwarded == rhs.forwarded && lhs.forwardedFrom == rhs.forwardedFrom && lhs.gif == rhs.gif
            && lhs.pinned == rhs.pinned && lhs.reactionReactors == rhs.reactionReactors
    }
}

/// The one content kind of a message. Kinds of the spec that are not built yet are refused by the decoder.
public enum ChatMessageContent: Sendable, Equatable {
    case text(String)
    /// A photo (PNG or JPEG path) with an optional caption drawn under it.
    case image(path: String, caption: String?)
    /// Several photos sent together (2 to 10), drawn as the apps' grid (up to four, "+N" on the fourth), with an
    /// optional caption under them.
    case album(paths: [String], caption: String?)
    /// A place: a map (the image, or a drawn placeholder) with a pin, and the title and subtitle under it.
    case location(title: String, subtitle: String?, image: String?)
    /// A sticker: an image (PNG or JPEG path) drawn without a bubble, at most 140 pt square.
    case sticker(path: String)
    /// A video: its thumbnail (PNG or JPEG path) drawn like a photo with a play button, and its length.
    case video(thumbnail: String, duration: Double?)
    /// A voice message of `duration` seconds: a play button, a waveform and the duration ("0:42").
    case audio(duration: Double)
    /// A document: its file name and size in bytes, drawn with an icon and a human size ("2.4 MB").
    case file(name: String, size: Int)
    /// A typing indicator: a bubble with three dots.
    case typing
    /// A centred day separator: an ISO date (`2026-11-21`, formatted per locale) or free text shown as written.
    case day(String)
    /// A centred grey notice such as "Alice joined".
    case system(String)
    /// The "unread messages" divider, with the number of unread messages when given.
    case unread(count: Int?)
    /// The app's end-to-end encryption notice ("Messages and calls are end-to-end encrypted…"), in the
    /// conversation's language, or the given text in its place.
    case encryption(String?)

    /// False for day separators and system notices: they have no sender and break sender groups.
    public var hasSender: Bool {
        switch self {
        case .day, .system, .unread, .encryption: false
        default: true
        }
    }
}
