import ChatGeometry
import ChatModel

/// The chat header: a band from the top of the canvas (under the status bar too), a back glyph or button, action
/// glyphs, the avatar, the title and an optional subtitle, and on iOS a hairline at the bottom. Where the parts go
/// depends on `style`.
package struct HeaderElement: Sendable, Equatable {
    /// The arrangement of the parts.
    package var style: ChromeHeaderStyle
    /// The band's fill (it also lies under the status bar).
    package var background: Color
    /// The navigation bar's gradient over the band's fill (`ios6`), or nil for a flat bar.
    package var gradient: GradientBand?
    /// The back chevron (iOS) or arrow (Android); nil where a labelled `backButton` takes its place.
    package var back: PlacedGlyph?
    /// Text beside the back chevron (QQ's unread count), or nil.
    package var backLabel: PlacedText?
    /// The bordered back button holding its label (`ios6`), or nil.
    package var backButton: ChromeButton?
    /// Call and menu glyphs at the right, left to right.
    package var actions: [PlacedGlyph]
    /// The avatar's box and picture; nil in styles without one (`qq`, `ios6`).
    package var avatarFrame: Rect?
    package var avatar: AvatarElement?
    package var title: PlacedText
    package var subtitle: PlacedText?
    /// The hairline under the band, or nil for none (Android bars have none).
    package var separatorFrame: Rect?
    package var separator: Color

    /// A header element.
    package init(style: ChromeHeaderStyle, background: Color, gradient: GradientBand? = nil, back: PlacedGlyph?,
                backLabel: PlacedText? = nil, backButton: ChromeButton? = nil, actions: [PlacedGlyph], avatarFrame: Rect?,
                avatar: AvatarElement?, title: PlacedText, subtitle: PlacedText?, separatorFrame: Rect?, separator: Color) {
        self.style = style
        self.background = background
        self.gradient = gradient
        self.back = back
        self.backLabel = backLabel
        self.backButton = backButton
        self.actions = actions
        self.avatarFrame = avatarFrame
        self.avatar = avatar
        self.title = title
        self.subtitle = subtitle
        self.separatorFrame = separatorFrame
        self.separator = separator
    }
}
