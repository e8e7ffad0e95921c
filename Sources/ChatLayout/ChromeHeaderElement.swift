import ChatModel

/// The chat header: a band from the top of the canvas (under the status bar too), a back glyph, action glyphs,
/// the avatar, the title and an optional subtitle, and on iOS a hairline at the bottom. Where the avatar and
/// texts go depends on `style`.
public struct HeaderElement: Sendable, Equatable {
    /// The arrangement of the parts.
    public var style: ChromeHeaderStyle
    /// The band's fill (it also lies under the status bar).
    public var background: Color
    /// The back chevron (iOS) or arrow (Android).
    public var back: PlacedGlyph
    /// Call and menu glyphs at the right, left to right.
    public var actions: [PlacedGlyph]
    public var avatarFrame: Rect
    public var avatar: AvatarElement
    public var title: PlacedText
    public var subtitle: PlacedText?
    /// The hairline under the band, or nil for none (Android bars have none).
    public var separatorFrame: Rect?
    public var separator: Color

    /// A header element.
    public init(style: ChromeHeaderStyle, background: Color, back: PlacedGlyph, actions: [PlacedGlyph], avatarFrame: Rect,
                avatar: AvatarElement, title: PlacedText, subtitle: PlacedText?, separatorFrame: Rect?, separator: Color) {
        self.style = style
        self.background = background
        self.back = back
        self.actions = actions
        self.avatarFrame = avatarFrame
        self.avatar = avatar
        self.title = title
        self.subtitle = subtitle
        self.separatorFrame = separatorFrame
        self.separator = separator
    }
}
