import ChatGeometry
import ChatModel

/// The truth of the picture: a canvas and the elements to draw on it, in drawing order.
///
/// The Layout stage produces it without touching a pixel; the Render stage draws exactly this list.
/// `chatrender layout` prints it as JSON.
public struct DisplayList: Sendable, Equatable {
    /// Canvas size in points and the pixels-per-point scale of the output.
    public var canvas: CanvasInfo
    /// The colour the canvas is filled with before any element (nil when `backgroundImage` is set).
    public var background: Color
    /// A background image path (resolved against the conversation), drawn aspect-filled over `background`.
    public var backgroundImage: String?
    /// A theme pack image tiled over `background` from the top left (the theme's wallpaper; nil when the
    /// conversation sets its own background).
    public var wallpaper: String?
    /// Elements in drawing order.
    public var elements: [LayoutElement]

    public init(canvas: CanvasInfo, background: Color, backgroundImage: String? = nil, wallpaper: String? = nil,
                elements: [LayoutElement]) {
        self.canvas = canvas
        self.background = background
        self.backgroundImage = backgroundImage
        self.wallpaper = wallpaper
        self.elements = elements
    }
}

/// The output surface in points: the PNG is `width × scale` by `height × scale` pixels.
public struct CanvasInfo: Sendable, Equatable {
    public var width: Double
    public var height: Double
    public var scale: Double

    public init(width: Double, height: Double, scale: Double) {
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// Pixel size of the output image.
    public var pixelWidth: Int { Int((width * scale).rounded()) }
    public var pixelHeight: Int { Int((height * scale).rounded()) }
}

/// One thing to draw.
public struct LayoutElement: Sendable, Equatable {
    /// Index into the conversation's `messages`, when the element belongs to one.
    public var message: Int?
    /// Where it goes, in points.
    public var frame: Rect
    public var content: ElementContent

    public init(message: Int?, frame: Rect, content: ElementContent) {
        self.message = message
        self.frame = frame
        self.content = content
    }

    /// The `kind` string of the layout JSON.
    public var kind: String { content.kind }
}

/// What an element draws.
public enum ElementContent: Sendable, Equatable {
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
    /// The reactions badge on a bubble's top outer corner.
    case reactions(ReactionsElement)
    /// The three dots of a typing indicator (its bubble is a separate `bubble` element under it).
    case typing(TypingElement)
    /// A centred day separator ("Saturday, November 21"), written or inserted when the date changes.
    case day(NoticeElement)
    /// A centred grey notice ("Alice joined").
    case system(NoticeElement)
    /// Mock-up chrome: the status bar, the header or the composer.
    case chrome(ChromeElement)
    /// A filled rounded rectangle: the translucent pill under a time drawn over a photo or sticker, or one of the
    /// circles trailing a typing bubble in themes with `groups.typing` `circles`.
    case backdrop(BackdropElement)

    /// The `kind` string of the layout JSON.
    public var kind: String {
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
        case .reactions: "reactions"
        case .typing: "typing"
        case .day: "day"
        case .system: "system"
        case .chrome(let chrome): chrome.kind
        case .backdrop: "backdrop"
        }
    }
}

/// A bubble: a theme template tinted with `color`, mirrored when needed, nine-sliced to the frame.
public struct BubbleElement: Sendable, Equatable {
    /// Template image name in the theme pack.
    public var image: String
    /// Optional untinted overlay image, stretched the same way.
    public var outline: String?
    /// True when the template is flipped horizontally (its tail is drawn on the other side).
    public var mirrored: Bool
    /// Cap insets of the template as written in the theme (the renderer swaps left/right when mirrored).
    public var capInsets: CapInsets
    public var color: Color
    /// The group position that chose this template.
    public var position: GroupPosition

    public init(image: String, outline: String?, mirrored: Bool, capInsets: CapInsets, color: Color, position: GroupPosition) {
        self.image = image
        self.outline = outline
        self.mirrored = mirrored
        self.capInsets = capInsets
        self.color = color
        self.position = position
    }
}

/// A photo clipped into a bubble template's alpha (aspect-filled, centred).
public struct PhotoElement: Sendable, Equatable {
    /// The photo's path as written in the conversation.
    public var path: String
    /// The bubble template used as mask.
    public var mask: BubbleElement
    /// Pixel size of the photo file as displayed (after EXIF orientation).
    public var sourceSize: Size
    /// The message key the path came from (`image`, `video.thumbnail`, `location.image`), for error messages.
    public var key: String

    public init(path: String, mask: BubbleElement, sourceSize: Size, key: String = "image") {
        self.path = path
        self.mask = mask
        self.sourceSize = sourceSize
        self.key = key
    }
}

/// Shaped text: the lines a TextMeasuring produced, drawn in `color`.
public struct TextElement: Sendable, Equatable {
    public var style: TextStyle
    public var color: Color
    /// The wrap width in points.
    public var maxWidth: Double
    public var block: TextBlock
    /// What the text is: `body`, `caption`, `name`, `time`, `initials`, `statusLabel`.
    public var role: String
    /// Styled ranges (links) of the text, in Unicode scalar offsets.
    public var decorations: [TextDecoration]

    public init(style: TextStyle, color: Color, maxWidth: Double, block: TextBlock, role: String, decorations: [TextDecoration] = []) {
        self.style = style
        self.color = color
        self.maxWidth = maxWidth
        self.block = block
        self.role = role
        self.decorations = decorations
    }
}

/// A round avatar: a photo, or initials on a colour.
public struct AvatarElement: Sendable, Equatable {
    /// The participant it shows.
    public var participant: String
    /// Image path as written in the conversation; nil draws `initials` on `fill`.
    public var image: String?
    public var initials: TextElement?
    public var fill: Color
    /// Border width in points (0 for none) and colour.
    public var borderWidth: Double
    public var borderColor: Color

    public init(participant: String, image: String?, initials: TextElement?, fill: Color, borderWidth: Double, borderColor: Color) {
        self.participant = participant
        self.image = image
        self.initials = initials
        self.fill = fill
        self.borderWidth = borderWidth
        self.borderColor = borderColor
    }
}

/// An outgoing delivery mark: a theme icon tinted with `color`.
public struct StatusElement: Sendable, Equatable {
    public var status: DeliveryStatus
    /// Icon image name in the theme pack.
    public var icon: String
    public var color: Color

    public init(status: DeliveryStatus, icon: String, color: Color) {
        self.status = status
        self.icon = icon
        self.color = color
    }
}

/// A filled rounded rectangle (the pill under a time over a photo).
public struct BackdropElement: Sendable, Equatable {
    public var color: Color
    public var cornerRadius: Double

    /// A rectangle of `color` with corners of `cornerRadius` points.
    public init(color: Color, cornerRadius: Double) {
        self.color = color
        self.cornerRadius = cornerRadius
    }
}
