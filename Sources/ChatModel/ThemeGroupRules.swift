import ChatGeometry

/// How a theme draws group chats: where groups break, where names, reactions, replies, captions and failure marks go,
/// and the words of its status labels (theme.json `groups`). Which bubble carries the tail and the avatar stay with
/// `bubbles` (per group position) and `metrics.avatarPlacement`.
package struct ThemeGroupRules: Sendable, Equatable {
    /// Whether a time header ends the sender group before it (the apps start a new group after every time marker).
    package var breakAtTimeHeaders: Bool
    /// Where a sender's name goes in a group chat.
    package var names: NameRule
    /// Sender-name colours per appearance, given to senders in order of first appearance (a participant's own
    /// `color` wins); empty for the single `colors.*.name`.
    package var nameColors: [Appearance: [Color]]
    /// Where the reactions of a message go.
    package var reactions: ReactionRule
    /// How a reply shows the message it quotes.
    package var replies: ReplyRule
    /// Where a photo's caption goes.
    package var captions: CaptionRule
    /// Which side of a failed outgoing bubble carries the red mark.
    package var failedMark: FailedMarkRule
    /// Status label words per language code (`en`, `de`); nil: the built-in table (`StatusLabels`).
    package var statusWords: [String: StatusWords]?
    /// How the typing indicator is drawn.
    package var typing: TypingRule
    /// How a video's duration is drawn on its thumbnail.
    package var videoDuration: VideoDurationRule
    /// Where a location's map goes in its bubble.
    package var maps: MapRule
    /// The margin of the bubble's colour around a framed photo, thumbnail or map.
    package var frameMargin: Double
    /// How day separators and system notices are set.
    package var notices: NoticeRule
    /// How a time inside a bubble is set.
    package var time: TimeRule
    /// Whether a "Read" status label carries the message's time ("Read 9:41 AM", iOS).
    package var readTime: Bool
    /// The colours a participant without a picture has its initials set on (and in), picked by its id; empty:
    /// chatrender's palette of ten, white letters.
    package var initialsColors: [InitialsColor] = []
    /// What a participant without a picture shows: initials, or the pack's placeholder glyph.
    package var avatarPlaceholder: AvatarPlaceholder = .initials
    /// Whether a group chat shows that a message was read; false (iMessage, which has no read receipts in groups): a
    /// read message of a group chat is marked as delivered.
    package var readInGroups = true
    /// How time headers are written.
    package var timeHeader: TimeHeaderRule
    /// Where an edited text says so.
    package var edited: EditedRule
    /// Where a forwarded text says so.
    package var forwarded: ForwardedRule
    /// How voice notes are drawn.
    package var voice: VoiceRule
    /// How the "unread messages" divider is drawn.
    package var unread: UnreadRule
    /// How the end-to-end encryption notice is drawn.
    package var encryption: EncryptionRule
    /// How an animated GIF is marked.
    package var gif: GIFBadge
    /// How an album's grid of pictures is cut.
    package var albums: AlbumShape
    /// How many pictures an album shows (4 to 10); past it the last one shown is dimmed under "+N".
    package var albumLimit = 4

    /// Rules; the defaults are those of a theme pack written before the section existed.
    package init(breakAtTimeHeaders: Bool = true, names: NameRule = .preset(.above), nameColors: [Appearance: [Color]] = [:],
                reactions: ReactionRule = .preset(.topOuter), replies: ReplyRule = .preset(.bar), captions: CaptionRule = .preset(.separate),
                failedMark: FailedMarkRule = .preset(.inner), statusWords: [String: StatusWords]? = nil, typing: TypingRule = .preset(.tail),
                videoDuration: VideoDurationRule = .preset(.pill), maps: MapRule = .preset(.edge), frameMargin: Double = 3,
                notices: NoticeRule = NoticeRule(), time: TimeRule = TimeRule(), readTime: Bool = false,
                timeHeader: TimeHeaderRule = TimeHeaderRule(), edited: EditedRule = EditedRule(), forwarded: ForwardedRule = ForwardedRule(),
                voice: VoiceRule = VoiceRule(), unread: UnreadRule = UnreadRule(),
                gif: GIFBadge = .corner, encryption: EncryptionRule = EncryptionRule(), albums: AlbumShape = .cells) {
        self.breakAtTimeHeaders = breakAtTimeHeaders
        self.names = names
        self.nameColors = nameColors
        self.reactions = reactions
        self.replies = replies
        self.captions = captions
        self.failedMark = failedMark
        self.statusWords = statusWords
        self.typing = typing
        self.videoDuration = videoDuration
        self.maps = maps
        self.frameMargin = frameMargin
        self.notices = notices
        self.time = time
        self.readTime = readTime
        self.timeHeader = timeHeader
        self.edited = edited
        self.forwarded = forwarded
        self.voice = voice
        self.unread = unread
        self.gif = gif
        self.encryption = encryption
        self.albums = albums
    }

    /// The colours given to senders in order for `appearance`.
    package func nameColors(for appearance: Appearance) -> [Color] { nameColors[appearance] ?? [] }
}

/// The name placements a pack may name instead of writing a `NameRule`.
package enum NamePlacement: String, Sendable, Hashable, CaseIterable {
    /// A small label above the first bubble of the sender's group (iMessage, Messenger, QQ).
    case above
    /// The first line inside the first bubble of the group (WhatsApp, Telegram).
    case inside
}

/// The reaction placements a pack may name instead of writing a `ReactionRule`.
package enum ReactionPlacement: String, Sendable, Hashable, CaseIterable {
    /// A badge on the bubble's top outer corner.
    case topOuter
    /// Small bubbles on the top inner corner, facing the middle of the screen (iMessage tapbacks).
    case topInner
    /// A pill hanging from the bubble's bottom edge, on its inner half (WhatsApp, Messenger).
    case bottom
    /// Inside the bubble, on the line of the time (Telegram).
    case inside
}

/// The reply styles a pack may name instead of writing a `ReplyRule`.
package enum ReplyStyle: String, Sendable, Hashable, CaseIterable {
    /// A box with an accent bar at the top of the reply's bubble, in the quoted sender's colour.
    case bar
    /// The quoted message as a small faded bubble above the reply, on the quoted sender's side (iMessage).
    case bubble
    /// The quoted message as a small faded bubble above the reply, on the reply's side (Messenger).
    case replySideBubble
}

/// The caption placements a pack may name instead of writing a `CaptionRule`.
package enum CaptionPlacement: String, Sendable, Hashable, CaseIterable {
    /// The caption is a bubble of its own under the photo.
    case separate
    /// One bubble: the photo at the top (framed by the bubble, clear of its tail), the caption under it.
    case inside
}

/// The failed-mark sides a pack may name instead of writing a `FailedMarkRule`.
package enum FailedMarkSide: String, Sendable, Hashable, CaseIterable {
    /// Towards the middle of the screen (QQ, classic).
    case inner
    /// At the screen edge, the bubble moved in to make room (iOS Messages, Telegram).
    case outer
}

/// The typing styles a pack may name instead of writing a `TypingRule`.
package enum TypingStyle: String, Sendable, Hashable, CaseIterable {
    /// The bubble of its group position, with the theme's tail where that position has one.
    case tail
    /// A bubble without a tail, and two small circles of the bubble's colour trailing from its bottom corner on the
    /// sender's side, the larger one overlapping the bubble (iMessage's "thought bubble").
    case circles
}

/// The video duration styles a pack may name instead of writing a `VideoDurationRule`.
package enum VideoDurationStyle: String, Sendable, Hashable, CaseIterable {
    /// On a small translucent pill in a corner clear of the time: the top leading corner when the time is inside the
    /// bubble (Telegram), else the bottom corner away from the tail.
    case pill
    /// A small video-camera glyph and the duration at the bottom leading corner, over a dark gradient along the
    /// thumbnail's bottom edge; the time keeps the bottom trailing corner (WhatsApp).
    case gradient
}

/// The map placements a pack may name instead of writing a `MapRule`.
package enum MapPlacement: String, Sendable, Hashable, CaseIterable {
    /// Across the bubble's top, edge to edge, clipped to the bubble's shape (iMessage, Telegram, Messenger).
    case edge
    /// Inside the bubble with a margin of the bubble's colour around it and clear of the tail, its corners rounded
    /// (WhatsApp).
    case framed
}

/// The words of status labels in one language; nil: no label for that status.
package struct StatusWords: Sendable, Equatable {
    package var delivered: String?
    package var read: String?
    package var failed: String?

    /// Words for delivered, read and failed messages.
    package init(delivered: String? = nil, read: String? = nil, failed: String? = nil) {
        self.delivered = delivered
        self.read = read
        self.failed = failed
    }
}
