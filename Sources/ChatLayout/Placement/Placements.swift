import ChatGeometry
import ChatModel

/// What the layout engine places before it lowers it to the display list's primitives: semantic elements (a
/// bubble, a photo, a location with its map and pin) with their frames, in drawing order, on a canvas. Layout
/// code builds and adjusts these (a reactions row grows its bubble, a viewport moves whole messages); `Lowering`
/// then turns each into one tagged node of primitives.
package struct Placements: Sendable, Equatable {
    package var canvas: CanvasInfo
    /// The colour the canvas is filled with before any element.
    package var background: Color
    /// A background image path (resolved against the conversation), drawn aspect-filled over `background`.
    package var backgroundImage: String?
    /// A theme pack image tiled over `background` from the top left (the theme's wallpaper; nil when the
    /// conversation sets its own background).
    package var wallpaper: String?
    /// Elements in drawing order.
    package var elements: [LayoutElement]

    package init(canvas: CanvasInfo, background: Color, backgroundImage: String? = nil, wallpaper: String? = nil,
                 elements: [LayoutElement]) {
        self.canvas = canvas
        self.background = background
        self.backgroundImage = backgroundImage
        self.wallpaper = wallpaper
        self.elements = elements
    }

    /// The display list of these placements: every element lowered to primitives, drawn with `theme`'s glyphs.
    package func lowered(theme: ThemeSpec) throws(LayoutError) -> DisplayList {
        try Lowering(grid: PixelGrid(scale: canvas.scale), glyphs: theme.glyphs).displayList(of: self)
    }
}

/// One thing to draw.
package struct LayoutElement: Sendable, Equatable {
    /// Index into the conversation's `messages`, when the element belongs to one.
    package var message: Int?
    /// Where it goes, in points.
    package var frame: Rect
    package var content: ElementContent

    package init(message: Int?, frame: Rect, content: ElementContent) {
        self.message = message
        self.frame = frame
        self.content = content
    }

    /// The `kind` string of the layout JSON.
    package var kind: String { content.kind }
}

/// What an element draws.
package enum ElementContent: Sendable, Equatable {
    case bubble(BubbleElement)
    case photo(PhotoElement)
    case text(TextElement)
    case label(TextElement)
    case avatar(AvatarElement)
    case status(StatusElement)
    /// The map, pin, title and subtitle of a location (its bubble is a separate `bubble` element under it).
    case location(LocationElement)
    /// A sticker: an image without a bubble.
    case sticker(StickerElement)
    /// The play button and duration over a video's thumbnail (an `image` element under it).
    case video(VideoElement)
    /// The play button, waveform and duration of a voice message (its bubble is a separate `bubble` element).
    case audio(AudioElement)
    /// The icon, name and size of a document (its bubble is a separate `bubble` element under it).
    case file(FileElement)
    /// A reply's preview of the message it quotes, inside the reply's bubble.
    case quote(QuoteElement)
    /// The line from an above quote down to its reply, under the reply's bubble.
    case thread(ThreadElement)
    /// The reactions badge on a bubble's top outer corner.
    case reactions(ReactionsElement)
    /// The three dots of a typing indicator (its bubble is a separate `bubble` element under it).
    case typing(TypingElement)
    /// A centred day separator ("Saturday, November 21"), written or inserted when the date changes.
    case day(NoticeElement)
    /// A centred grey notice ("Alice joined").
    case system(NoticeElement)
    /// Mock-up chrome (the status bar, the header or the composer), drawn by the theme's bar into primitives.
    case node(Node)
    /// A filled rounded rectangle: the translucent pill under a time drawn over a photo or sticker, or one of the
    /// circles trailing a typing bubble in themes with `groups.typing` `circles`.
    case backdrop(BackdropElement)

    /// The `kind` string of the layout JSON.
    package var kind: String {
        switch self {
        case .bubble: "bubble"
        case .photo: "image"
        case .text: "text"
        case .label: "label"
        case .avatar: "avatar"
        case .status: "status"
        case .location: "location"
        case .sticker: "sticker"
        case .video: "video"
        case .audio: "audio"
        case .file: "file"
        case .quote: "quote"
        case .thread: "thread"
        case .reactions: "reactions"
        case .typing: "typing"
        case .day: "day"
        case .system: "system"
        case .node(let node): node.tags.kind ?? "node"
        case .backdrop: "backdrop"
        }
    }
}

/// A bubble: a theme template tinted with `color`, mirrored when needed, nine-sliced to the frame.
package struct BubbleElement: Sendable, Equatable {
    /// Template image name in the theme pack.
    package var image: String
    /// Optional untinted overlay image, stretched the same way.
    package var outline: String?
    /// True when the template is flipped horizontally (its tail is drawn on the other side).
    package var mirrored: Bool
    /// Cap insets of the template as written in the theme (the renderer swaps left/right when mirrored).
    package var capInsets: CapInsets
    package var color: Color
    /// The group position that chose this template.
    package var position: GroupPosition

    package init(image: String, outline: String?, mirrored: Bool, capInsets: CapInsets, color: Color, position: GroupPosition) {
        self.image = image
        self.outline = outline
        self.mirrored = mirrored
        self.capInsets = capInsets
        self.color = color
        self.position = position
    }
}

/// A photo clipped into a bubble template's alpha (aspect-filled, centred).
package struct PhotoElement: Sendable, Equatable {
    /// The photo's path as written in the conversation.
    package var path: String
    /// The bubble template used as mask.
    package var mask: BubbleElement
    /// Pixel size of the photo file as displayed (after EXIF orientation).
    package var sourceSize: Size
    /// The message key the path came from (`image`, `video.thumbnail`, `location.image`), for error messages.
    package var key: String
    /// A colour laid over the photo inside the same mask (an album's fourth cell under "+N"), or nil.
    package var veil: Color?
    /// Where the mask lies relative to the photo's frame (a picture of an album cut as one grid: the grid's outline,
    /// of which the photo shows its part), or nil: over the photo's frame.
    package var maskFrame: Rect?

    package init(path: String, mask: BubbleElement, sourceSize: Size, key: String = "image", veil: Color? = nil, maskFrame: Rect? = nil) {
        self.path = path
        self.mask = mask
        self.sourceSize = sourceSize
        self.key = key
        self.veil = veil
        self.maskFrame = maskFrame
    }
}

/// Shaped text: the lines a TextMeasuring produced, drawn in `color`.
package struct TextElement: Sendable, Equatable {
    package var style: TextStyle
    package var color: Color
    /// The wrap width in points.
    package var maxWidth: Double
    package var block: TextBlock
    /// What the text is: `body`, `caption`, `name`, `time`, `initials`, `statusLabel`.
    package var role: String
    /// Styled ranges (links) of the text, in Unicode scalar offsets.
    package var decorations: [TextDecoration]

    package init(style: TextStyle, color: Color, maxWidth: Double, block: TextBlock, role: String, decorations: [TextDecoration] = []) {
        self.style = style
        self.color = color
        self.maxWidth = maxWidth
        self.block = block
        self.role = role
        self.decorations = decorations
    }
}

/// A round avatar: a photo, or initials on a colour.
package struct AvatarElement: Sendable, Equatable {
    /// The participant it shows.
    package var participant: String
    /// Image path as written in the conversation; nil draws `initials` on `fill`.
    package var image: String?
    package var initials: TextElement?
    package var fill: Color
    /// The colour `fill` fades into from the disc's top to its bottom (Telegram's gradients); nil: flat.
    package var fillEnd: Color?
    /// Border width in points (0 for none) and colour.
    package var borderWidth: Double
    package var borderColor: Color
    /// A small glyph on a disc in the picture's bottom trailing corner (a voice note's microphone).
    package var badge: AvatarBadge?
    /// The pack glyph drawn over the whole disc in place of initials (WhatsApp's silhouette); nil: `initials`.
    package var placeholder: AvatarGlyph?

    package init(participant: String, image: String?, initials: TextElement?, fill: Color, borderWidth: Double, borderColor: Color,
                 badge: AvatarBadge? = nil) {
        self.participant = participant
        self.image = image
        self.initials = initials
        self.fill = fill
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.badge = badge
    }
}

/// A pack glyph over the whole of an avatar's disc, in place of the initials of a participant without a picture.
package struct AvatarGlyph: Sendable, Equatable {
    /// The glyph's name in the pack; its view box is mapped onto the avatar's frame.
    package var glyph: String
    package var color: Color

    package init(glyph: String, color: Color) {
        self.glyph = glyph
        self.color = color
    }
}

/// A pack glyph on a disc over an avatar's corner, inside the avatar's frame.
package struct AvatarBadge: Sendable, Equatable {
    /// The glyph's name in the pack.
    package var glyph: String
    package var glyphColor: Color
    /// The disc under the glyph (the bubble's colour, so the badge reads as cut out of the picture).
    package var discColor: Color
    /// The disc's frame, relative to the avatar's origin.
    package var frame: Rect

    package init(glyph: String, glyphColor: Color, discColor: Color, frame: Rect) {
        self.glyph = glyph
        self.glyphColor = glyphColor
        self.discColor = discColor
        self.frame = frame
    }
}

/// An outgoing delivery mark: a theme icon tinted with `color`.
package struct StatusElement: Sendable, Equatable {
    package var status: DeliveryStatus
    /// Icon image name in the theme pack.
    package var icon: String
    package var color: Color

    package init(status: DeliveryStatus, icon: String, color: Color) {
        self.status = status
        self.icon = icon
        self.color = color
    }
}

/// A filled rounded rectangle (the pill under a time over a photo).
package struct BackdropElement: Sendable, Equatable {
    package var color: Color
    package var cornerRadius: Double

    /// A rectangle of `color` with corners of `cornerRadius` points.
    package init(color: Color, cornerRadius: Double) {
        self.color = color
        self.cornerRadius = cornerRadius
    }
}
