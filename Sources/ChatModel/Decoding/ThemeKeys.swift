/// The keys of theme.json, version 1.
enum ThemeKeys {
    static let supportedVersions = [1]
    static let topLevel = ["$schema", "version", "name", "platform", "bubbles", "statusIcons", "fonts", "metrics", "colors", "wallpaper", "chrome"]
    static let platforms = ["ios", "android"]
    static let bubbles = ["text", "photo"]
    /// `default` and the group positions, in the order they are read.
    static let bubbleSet = ["default", "first", "middle", "last", "single"]
    static let bubbleStyle = ["image", "outline", "tailSide", "capInsets", "contentInsets"]
    static let legacyCapInsets = ["leftCapWidth", "topCapHeight"]
    static let fonts = ["families", "files", "body", "name", "time", "status"]
    static let metrics = [
        "maxBubbleWidth", "margin", "verticalMargin", "groupSpacing", "messageSpacing", "avatarSize", "avatarBorder",
        "avatarGap", "avatarPlacement", "incomingAvatars", "outgoingAvatars", "photoMaxSize", "photoMinSize",
        "photoMaxAspectRatio", "timePlacement", "timeHeaderGap", "statusIconSize", "showNames", "avatarsInGroupsOnly",
        "statusPlacement", "groupMessages",
    ]
    static let appearances = ["light", "dark"]
    static let colors = [
        "background", "outgoingBubble", "incomingBubble", "outgoingText", "incomingText", "link", "time", "name",
        "separator", "status", "statusRead", "failed", "avatarBorder",
    ]
    /// Colour keys that may be left out (they default to another colour).
    static let optionalColors = ["outgoingTime", "incomingTime"]
    static let chrome = ["header", "composer", "placeholder", "light", "dark"]
    static let chromeColors = ["bar", "barText", "accent", "field", "subtitle"]
    /// Font sizes in points.
    static let fontSizeRange: ClosedRange<Double> = 4...200
}
