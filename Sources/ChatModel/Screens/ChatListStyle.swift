import ChatGeometry

/// How a theme draws the chats screen (theme.json `screens.chats`): the rows' geometry, text sizes, colours and
/// marks, and the words it shows. Colours are chrome colours (a colour name of the theme, `#RRGGBB(AA)`, `mix`,
/// `fade`, or one per appearance).
package struct ChatListStyle: Sendable, Equatable {
    /// How a chat with unread messages stands out.
    package enum UnreadMark: String, Sendable, Hashable, CaseIterable {
        /// A count on a round badge at the row's trailing edge, the time in `unreadTime`.
        case badge
        /// A dot before the avatar (iMessage).
        case dot
        /// The title and preview in the title's weight and colour (Messenger), with a dot at the trailing edge.
        case bold
    }

    /// How a group chat without its own picture is shown.
    package enum GroupAvatar: String, Sendable, Hashable, CaseIterable {
        /// The title's initials on grey.
        case initials
        /// The title's initials on a colour the title picks from the palette participants' initials take (Telegram).
        case coloredInitials
        /// Two members' avatars, one over the other (iMessage, Messenger).
        case pair
        /// The `people` glyph on grey (WhatsApp, Signal, Google Messages).
        case icon
    }

    /// What goes before the preview of my own last message.
    package enum OwnPrefix: String, Sendable, Hashable, CaseIterable {
        /// The delivery ticks (the theme's status icons).
        case ticks
        /// The word `you` and a colon.
        case you
        /// Nothing.
        case none
    }

    /// The screen's title (the header's `{title}`): text, with `{word}`s of the theme's words (`{chats}`).
    package var title: String
    /// Behind the rows (a list has no wallpaper; a conversation's `canvas.background` still wins).
    package var background: ChromeColor
    /// A row's height, the avatar's diameter, the screen-edge inset, and the gap between avatar and text.
    package var rowHeight: Double
    package var avatarSize: Double
    package var inset: Double
    package var avatarGap: Double
    /// Text sizes: the title, the preview, the time and the badge's count.
    package var titleSize: Double
    package var previewSize: Double
    package var timeSize: Double
    package var badgeSize: Double
    /// The most lines a preview wraps to (the last cut with "…").
    package var previewLines: Int
    package var unreadMark: UnreadMark
    package var ownPrefix: OwnPrefix
    package var groupAvatar: GroupAvatar = .initials
    /// Whether a preview of a photo, video, voice note, place, sticker or file starts with its kind's glyph (QQ
    /// writes only the bracketed word).
    package var kindIcons = true
    /// The largest count a badge writes; a larger one reads "99+" for 99 (QQ), "999+" for the default.
    package var badgeLimit = 999
    /// Whether a group chat's preview starts with the sender's name.
    package var senderNames: Bool
    /// Colours: title, preview, time, a time with unread messages, badge, muted badge, badge text, "typing…",
    /// "Draft:", the hairline between rows, the marks (pinned, muted, kind icons). The words themselves (`draft`,
    /// `typing`, `yesterday`, `photo`, …) are the theme's `words` in the conversation's language.
    package var titleColor: ChromeColor
    package var previewColor: ChromeColor
    package var timeColor: ChromeColor
    package var unreadTimeColor: ChromeColor
    package var badgeColor: ChromeColor
    package var mutedBadgeColor: ChromeColor
    package var badgeTextColor: ChromeColor
    package var typingColor: ChromeColor
    package var draftColor: ChromeColor
    package var separatorColor: ChromeColor
    package var markColor: ChromeColor

    /// A style; the defaults are an iOS chat list drawn in the theme's colours.
    package init(title: String = "{chats}", background: ChromeColor = .appearance(light: .named("white"), dark: .named("background")), rowHeight: Double = 76, avatarSize: Double = 52, inset: Double = 16, avatarGap: Double = 12,
                titleSize: Double = 17, previewSize: Double = 15, timeSize: Double = 14, badgeSize: Double = 13, previewLines: Int = 2,
                unreadMark: UnreadMark = .badge, ownPrefix: OwnPrefix = .ticks, senderNames: Bool = true,
                titleColor: ChromeColor = .named("incomingText"), previewColor: ChromeColor = .named("time"),
                timeColor: ChromeColor = .named("time"), unreadTimeColor: ChromeColor = .named("accent"),
                badgeColor: ChromeColor = .named("accent"), mutedBadgeColor: ChromeColor = .fade(.named("time"), 0.6),
                badgeTextColor: ChromeColor = .named("white"), typingColor: ChromeColor = .named("accent"),
                draftColor: ChromeColor = .named("failed"), separatorColor: ChromeColor = .named("separator"),
                markColor: ChromeColor = .named("time")) {
        self.title = title
        self.background = background
        self.rowHeight = rowHeight
        self.avatarSize = avatarSize
        self.inset = inset
        self.avatarGap = avatarGap
        self.titleSize = titleSize
        self.previewSize = previewSize
        self.timeSize = timeSize
        self.badgeSize = badgeSize
        self.previewLines = previewLines
        self.unreadMark = unreadMark
        self.ownPrefix = ownPrefix
        self.senderNames = senderNames
        self.titleColor = titleColor
        self.previewColor = previewColor
        self.timeColor = timeColor
        self.unreadTimeColor = unreadTimeColor
        self.badgeColor = badgeColor
        self.mutedBadgeColor = mutedBadgeColor
        self.badgeTextColor = badgeTextColor
        self.typingColor = typingColor
        self.draftColor = draftColor
        self.separatorColor = separatorColor
        self.markColor = markColor
    }
}
