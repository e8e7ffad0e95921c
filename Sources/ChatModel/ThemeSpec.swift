import ChatGeometry

/// A decoded theme.json: a theme is data (PNG templates + this file), never Swift code.
///
/// Image names are given without extension or scale suffix: `"bubble"` means `bubble.png`,
/// `bubble@2x.png`, `bubble@3x.png` in the pack directory.
public struct ThemeSpec: Sendable, Equatable {
    /// Human-readable name ("Classic").
    package var name: String
    /// Platform the look imitates (`ios`, `android`): status bars and fonts follow it.
    package var platform: String
    /// Bubble templates for text messages, per group position.
    package var textBubbles: BubbleSet
    /// Bubble templates used as masks for photos; defaults to `textBubbles`.
    package var photoBubbles: BubbleSet
    /// The shape of each picture in an album's grid (`bubbles.albumCell`); nil: the photo bubbles' middle style.
    package var albumCell: BubbleStyle?
    /// Status mark icons (template PNGs tinted with the status colours).
    package var statusIcons: [DeliveryStatus: String]
    package var fonts: ThemeFonts
    package var metrics: ThemeMetrics
    package var light: ThemeColors
    package var dark: ThemeColors
    /// A picture tiled over the background, per appearance (WhatsApp's doodles); nil for a plain background.
    package var wallpaper: ThemeWallpaper
    /// How the mock-up chrome looks (header and composer style, placeholder, bar colours).
    package var chrome: ThemeChrome
    /// How group chats are drawn: group breaks, names, reactions, replies, captions, failure marks, status words.
    package var groups: ThemeGroupRules
    /// The vector glyphs the theme draws (chrome and status bar icons, the play button, the map pin, the document
    /// icon) by name: the pack's own `glyphs`, over chatrender's default set for the platform.
    package var glyphs: [String: VectorGlyph]
    /// How link previews are drawn (`link`).
    package var link: ThemeLink
    /// How the chats screen's rows are drawn (`screens.chats`).
    package var chatList = ChatListStyle()
    /// How the contacts screen is drawn (`screens.contacts`).
    package var contactList = ContactListStyle()
    /// The words the screens show, per language (`words`), over the built-in ones.
    package var words = ThemeWords()

    /// A theme; `photoBubbles` defaults to `textBubbles`, `chrome` to the iOS Messages look.
    package init(
        name: String, platform: String = "ios", textBubbles: BubbleSet, photoBubbles: BubbleSet? = nil,
        statusIcons: [DeliveryStatus: String] = [:], fonts: ThemeFonts = ThemeFonts(), metrics: ThemeMetrics = ThemeMetrics(),
        light: ThemeColors, dark: ThemeColors, wallpaper: ThemeWallpaper = ThemeWallpaper(),
        chrome: ThemeChrome = ThemeChrome(), groups: ThemeGroupRules = ThemeGroupRules(), glyphs: [String: VectorGlyph]? = nil,
        link: ThemeLink = ThemeLink()
    ) {
        self.name = name
        self.platform = platform
        self.textBubbles = textBubbles
        self.photoBubbles = photoBubbles ?? textBubbles
        self.statusIcons = statusIcons
        self.fonts = fonts
        self.metrics = metrics
        self.light = light
        self.dark = dark
        self.wallpaper = wallpaper
        self.chrome = chrome
        self.groups = groups
        self.link = link
        self.glyphs = glyphs ?? DefaultGlyphs.glyphs(platform: platform)
    }

    /// The shape of each picture in an album's grid: `albumCell`, or the photo bubbles' middle style.
    package var albumCellStyle: BubbleStyle { albumCell ?? photoBubbles.style(for: .middle) }

    /// The colours of one appearance.
    package func colors(for appearance: Appearance) -> ThemeColors { appearance == .dark ? dark : light }
}

/// Where a bubble sits in a run of consecutive messages from one sender.
package enum GroupPosition: String, Sendable, Hashable, CaseIterable, Codable {
    case single, first, middle, last
}

/// The bubble template per group position; positions not given use `default`.
package struct BubbleSet: Sendable, Equatable {
    package var `default`: BubbleStyle
    package var overrides: [GroupPosition: BubbleStyle]

    /// A set with a `default` style and styles for some positions.
    package init(default: BubbleStyle, overrides: [GroupPosition: BubbleStyle] = [:]) {
        self.default = `default`
        self.overrides = overrides
    }

    /// The style of a bubble at `position`: its override, or `default`.
    package func style(for position: GroupPosition) -> BubbleStyle { overrides[position] ?? `default` }
}

/// Which side of a template its tail is drawn on.
package enum TailSide: String, Sendable, Hashable, Codable, CaseIterable {
    case left, right, none
}

/// How a template stretches: UIKit's `resizableImageWithCapInsets:` or the legacy `stretchableImageWithLeftCapWidth:topCapHeight:`.
package enum CapInsets: Sendable, Equatable {
    /// `[top, left, bottom, right]` in points, multiplied by the variant's scale.
    case insets(EdgeInsets)
    /// Only the single pixel column at `leftCapWidth` and row at `topCapHeight` (points) stretches.
    case legacy(leftCapWidth: Double, topCapHeight: Double)
}

/// One bubble template: image, tail side, how it stretches and where its content goes.
package struct BubbleStyle: Sendable, Equatable {
    /// Template image name (alpha is the shape; RGB is ignored).
    package var image: String
    /// Optional image drawn over the tinted template, untinted (e.g. a hairline border).
    package var outline: String?
    package var tailSide: TailSide
    package var capInsets: CapInsets
    /// Padding between bubble edge and content, `[top, left, bottom, right]` for the template as drawn
    /// (tail side wider); mirrored with the image.
    package var contentInsets: EdgeInsets

    /// A bubble style.
    package init(image: String, outline: String? = nil, tailSide: TailSide, capInsets: CapInsets, contentInsets: EdgeInsets) {
        self.image = image
        self.outline = outline
        self.tailSide = tailSide
        self.capInsets = capInsets
        self.contentInsets = contentInsets
    }
}

/// Font families in fallback order, optional files in the pack, and sizes in points.
package struct ThemeFonts: Sendable, Equatable {
    /// Family names looked up with fontconfig, in fallback order.
    package var families: [String]
    /// Font files shipped with the pack (relative to it), tried before `families`.
    package var files: [String]
    package var body: Double
    package var name: Double
    package var time: Double
    package var status: Double

    /// Fonts; the defaults use fonts that Debian packages ship.
    package init(families: [String] = ["Inter", "Noto Sans", "Noto Sans CJK SC", "Noto Color Emoji"], files: [String] = [],
                body: Double = 17, name: Double = 12, time: Double = 11, status: Double = 11) {
        self.families = families
        self.files = files
        self.body = body
        self.name = name
        self.time = time
        self.status = status
    }
}

/// Which bubbles of a group show an avatar.
package enum AvatarPlacement: String, Sendable, Hashable, Codable, CaseIterable {
    /// Only the first (top) bubble of a group; the others keep the space.
    case first
    /// Only the last (bottom) bubble of a group; the others keep the space.
    case last
    /// Every bubble.
    case all
    /// No avatars.
    case none
}

/// Where a message's time label goes.
package enum TimePlacement: String, Sendable, Hashable, Codable, CaseIterable {
    /// A small label under the bubble, aligned with its outer edge (SPH classic).
    case below
    /// A centred grey header above the message (iMessage, WeChat).
    case header
    /// Inside the bubble, in its bottom corner on the outer side after the text, with the status mark (WhatsApp,
    /// Telegram); over photos and stickers on a translucent pill.
    case inside
    /// Not shown.
    case hidden
}

/// How the delivery status of outgoing messages is shown.
package enum StatusPlacement: String, Sendable, Hashable, Codable, CaseIterable {
    /// A status icon beside every outgoing message with a status, on the inner side of the bubble.
    case beside
    /// The icon after the time inside the bubble (with `timePlacement: inside`; beside the bubble otherwise).
    case inside
    /// "Delivered" or "Read" under the latest outgoing message that has one of them (iMessage).
    case label
    /// Under the latest outgoing message with a status: the readers' small avatars once read, the status icon before
    /// (Messenger).
    case seenAvatar
}

/// Geometry of a theme, in points unless stated otherwise.
package struct ThemeMetrics: Sendable, Equatable {
    /// Maximum bubble width as a fraction of the canvas width.
    package var maxBubbleWidth: Double
    /// Space between the canvas edge and the avatar (or bubble when there is none).
    package var margin: Double
    /// Space above the first and below the last message.
    package var verticalMargin: Double
    /// Vertical space between groups.
    package var groupSpacing: Double
    /// Vertical space between bubbles of one group.
    package var messageSpacing: Double
    /// Avatar diameter.
    package var avatarSize: Double
    /// Avatar border width (0 for none).
    package var avatarBorder: Double
    /// Space between avatar and bubble.
    package var avatarGap: Double
    package var avatarPlacement: AvatarPlacement
    /// Whether incoming and outgoing messages show avatars.
    package var incomingAvatars: Bool
    package var outgoingAvatars: Bool
    /// The longer side of a photo as a fraction of the canvas width (hoangtaiki: 0.6).
    package var photoMaxSize: Double
    /// The shorter side of a photo bubble never gets smaller than this (pt).
    package var photoMinSize: Double
    /// Panoramas and tall photos are clamped to this aspect ratio (the rest is cropped).
    package var photoMaxAspectRatio: Double
    package var timePlacement: TimePlacement
    /// Minimum gap between two messages' times that gets a new time header (seconds, `header` placement).
    package var timeHeaderGap: Double
    /// Size of a status mark icon.
    package var statusIconSize: Double
    /// Whether sender names are shown above the first bubble of an incoming group in group chats.
    package var showNames: Bool
    /// Whether avatars are shown only in group chats (iMessage shows none in a one-to-one chat).
    package var avatarsInGroupsOnly: Bool
    /// Whether a right-to-left conversation (`"direction": "rtl"`) is drawn mirrored; false for an app that never
    /// mirrored its layout (iOS 6: the messages and bars stay left to right, the words keep their own direction).
    package var mirrorsRightToLeft = true
    /// Where the delivery status of outgoing messages goes.
    package var statusPlacement: StatusPlacement
    /// Whether consecutive messages of one sender form a group (false: every message stands alone, with its own
    /// avatar and name, as in QQ).
    package var groupMessages: Bool

    /// Metrics; the defaults are an iMessage-like layout.
    package init(
        maxBubbleWidth: Double = 0.72, margin: Double = 8, verticalMargin: Double = 12, groupSpacing: Double = 10,
        messageSpacing: Double = 3, avatarSize: Double = 32, avatarBorder: Double = 0, avatarGap: Double = 6,
        avatarPlacement: AvatarPlacement = .last, incomingAvatars: Bool = true, outgoingAvatars: Bool = false,
        photoMaxSize: Double = 0.6, photoMinSize: Double = 60, photoMaxAspectRatio: Double = 3,
        timePlacement: TimePlacement = .header, timeHeaderGap: Double = 3600, statusIconSize: Double = 14,
        showNames: Bool = true, avatarsInGroupsOnly: Bool = false, statusPlacement: StatusPlacement = .beside,
        groupMessages: Bool = true
    ) {
        self.maxBubbleWidth = maxBubbleWidth
        self.margin = margin
        self.verticalMargin = verticalMargin
        self.groupSpacing = groupSpacing
        self.messageSpacing = messageSpacing
        self.avatarSize = avatarSize
        self.avatarBorder = avatarBorder
        self.avatarGap = avatarGap
        self.avatarPlacement = avatarPlacement
        self.incomingAvatars = incomingAvatars
        self.outgoingAvatars = outgoingAvatars
        self.photoMaxSize = photoMaxSize
        self.photoMinSize = photoMinSize
        self.photoMaxAspectRatio = photoMaxAspectRatio
        self.timePlacement = timePlacement
        self.timeHeaderGap = timeHeaderGap
        self.statusIconSize = statusIconSize
        self.showNames = showNames
        self.avatarsInGroupsOnly = avatarsInGroupsOnly
        self.statusPlacement = statusPlacement
        self.groupMessages = groupMessages
    }
}

/// The colours of one appearance of a theme.
package struct ThemeColors: Sendable, Equatable {
    package var background: Color
    package var outgoingBubble: Color
    package var incomingBubble: Color
    package var outgoingText: Color
    package var incomingText: Color
    package var link: Color
    package var time: Color
    /// Default sender-name colour (a participant's `color` wins).
    package var name: Color
    package var separator: Color
    /// Status marks (sending, sent, delivered).
    package var status: Color
    /// The `read` mark.
    package var statusRead: Color
    /// The `failed` mark.
    package var failed: Color
    package var avatarBorder: Color
    /// The time inside outgoing bubbles (`timePlacement: inside`); defaults to `time`.
    package var outgoingTime: Color
    /// The time inside incoming bubbles; defaults to `time`.
    package var incomingTime: Color
    /// Behind day separators and, when given, system notices (Telegram's translucent service pills); nil: day pills
    /// in `incomingBubble`, system notices without a pill.
    package var noticeBackground: Color?
    /// The text of day separators and system notices; defaults to `time`.
    package var noticeText: Color
    /// The `read` mark on the translucent time pill over a photo or video; defaults to `statusRead` (Telegram's
    /// marks turn white there, WhatsApp's stay blue).
    package var statusReadOnMedia: Color
    /// Links in outgoing bubbles; defaults to `outgoingText` (WhatsApp colours them as on incoming bubbles).
    package var outgoingLink: Color

    /// The colours of one appearance.
    package init(
        background: Color, outgoingBubble: Color, incomingBubble: Color, outgoingText: Color, incomingText: Color,
        link: Color, time: Color, name: Color, separator: Color, status: Color, statusRead: Color, failed: Color,
        avatarBorder: Color, outgoingTime: Color? = nil, incomingTime: Color? = nil, noticeBackground: Color? = nil,
        noticeText: Color? = nil, statusReadOnMedia: Color? = nil, outgoingLink: Color? = nil
    ) {
        self.background = background
        self.outgoingBubble = outgoingBubble
        self.incomingBubble = incomingBubble
        self.outgoingText = outgoingText
        self.incomingText = incomingText
        self.link = link
        self.time = time
        self.name = name
        self.separator = separator
        self.status = status
        self.statusRead = statusRead
        self.failed = failed
        self.avatarBorder = avatarBorder
        self.outgoingTime = outgoingTime ?? time
        self.incomingTime = incomingTime ?? time
        self.noticeBackground = noticeBackground
        self.noticeText = noticeText ?? time
        self.statusReadOnMedia = statusReadOnMedia ?? statusRead
        self.outgoingLink = outgoingLink ?? outgoingText
    }
}

/// Wallpaper images of a theme (names of pack images, tiled from the top left at the output scale).
package struct ThemeWallpaper: Sendable, Equatable {
    package var light: String?
    package var dark: String?

    /// Wallpapers for the light and dark appearances; nil for none.
    package init(light: String? = nil, dark: String? = nil) {
        self.light = light
        self.dark = dark
    }

    /// The wallpaper of one appearance.
    package func image(for appearance: Appearance) -> String? { appearance == .dark ? dark : light }
}
