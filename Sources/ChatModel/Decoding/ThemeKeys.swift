/// The keys of theme.json, version 1.
package enum ThemeKeys {
    static let supportedVersions = [1]
    static let topLevel = ["$schema", "version", "name", "platform", "bubbles", "statusIcons", "fonts", "metrics", "colors", "wallpaper", "chrome", "groups", "glyphs", "link", "screens", "words"]
    /// The platforms a pack may name (`platform`): its default chrome and glyphs follow it.
    package static let platforms = ["ios", "android"]
    static let bubbles = ["text", "photo", "albumCell"]
    /// `default` and the group positions, in the order they are read.
    static let bubbleSet = ["default", "first", "middle", "last", "single"]
    static let bubbleStyle = ["image", "outline", "tailSide", "capInsets", "contentInsets"]
    static let legacyCapInsets = ["leftCapWidth", "topCapHeight"]
    static let fonts = ["families", "files", "body", "name", "time", "status"]
    static let metrics = [
        "maxBubbleWidth", "margin", "verticalMargin", "groupSpacing", "messageSpacing", "avatarSize", "avatarBorder",
        "avatarGap", "avatarPlacement", "incomingAvatars", "outgoingAvatars", "photoMaxSize", "photoMinSize",
        "photoMaxAspectRatio", "timePlacement", "timeHeaderGap", "statusIconSize", "showNames", "avatarsInGroupsOnly", "mirrorsRightToLeft",
        "statusPlacement", "groupMessages",
    ]
    static let appearances = ["light", "dark"]
    /// Colour keys every appearance gives (also the colours chrome may name, with `optionalColors`).
    package static let colors = [
        "background", "outgoingBubble", "incomingBubble", "outgoingText", "incomingText", "link", "time", "name",
        "separator", "status", "statusRead", "failed", "avatarBorder",
    ]
    /// Colour keys that may be left out (they default to another colour).
    package static let optionalColors = ["outgoingTime", "incomingTime", "noticeBackground", "noticeText", "statusReadOnMedia", "outgoingLink"]
    static let groups = ["breakAtTimeHeaders", "readInGroups", "names", "nameColors", "initialsColors", "avatarPlaceholder", "reactions", "replies", "captions", "failedMark", "statusWords", "typing",
                         "videoDuration", "maps", "frameMargin", "notices", "time", "readTime", "timeHeader", "edited", "forwarded", "voice", "unread", "gif", "albums", "albumLimit",
                         "encryption"]
    static let statusWords = ["delivered", "read", "failed"]
    /// The most colours `groups.nameColors.light` / `dark` may each list (the apps use 7 to 8).
    static let maximumNameColors = 32
    /// The most languages `groups.statusWords` may list, and the longest label.
    static let maximumStatusLanguages = 64
    static let maximumStatusWordLength = 40
    static let chrome = ["statusBar", "header", "composer", "listHeader", "contactsHeader", "tabBar", "pinnedBar", "placeholder", "backLabel", "sendLabel", "typing", "typingAccent", "groupTitle", "light", "dark"]
    static let chromeColors = ["bar", "barText", "accent", "field", "subtitle", "barEnd"]
    /// Font sizes in points.
    static let fontSizeRange: ClosedRange<Double> = 4...200

    // Upper bounds of the other lengths, in points unless stated otherwise. Each is far beyond any real theme
    // (a phone screen is about 400 pt wide) and keeps every sum and pixel conversion made from it far from
    // overflow: a value such as 1e308 is refused here, naming its key, instead of failing later.

    /// Cap and content insets of bubble templates (each of the four values; legacy cap widths and heights).
    static let maximumInset = 500.0
    /// `margin`, `verticalMargin`, `groupSpacing`, `messageSpacing`, `avatarGap`.
    static let maximumSpacing = 200.0
    /// `avatarSize` (and so `avatarBorder`, at most half of it).
    static let maximumAvatarSize = 200.0
    /// `statusIconSize`.
    static let maximumStatusIconSize = 100.0
    /// `photoMinSize`: no larger than the widest canvas.
    static let maximumPhotoMinSize = 2000.0
    /// `photoMaxAspectRatio`: from 1 (square) to this.
    static let maximumAspectRatio = 100.0
    /// The most entries `fonts.families` and `fonts.files` may each list.
    static let maximumFontEntries = 64
    /// `timeHeaderGap`, in seconds: one year.
    static let maximumTimeHeaderGap = 31_536_000.0
}
