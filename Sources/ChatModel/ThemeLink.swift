import ChatGeometry

/// How a theme draws link previews (theme.json `link`): where the card goes, its box, its image and the lines of
/// text it shows. Colours are chrome colours (names of the theme's colours, `#RRGGBB(AA)`, `mix`, `fade`), one
/// for incoming and one for outgoing messages.
public struct ThemeLink: Sendable, Equatable {
    /// Where the card goes.
    public enum Placement: String, Sendable, Hashable, CaseIterable {
        /// Inside the text's bubble, above the text (WhatsApp, Signal).
        case above
        /// Inside the text's bubble, below the text (Telegram).
        case below
        /// A card of its own under the text's bubble, shaped as a photo bubble (iMessage, Messenger, Google
        /// Messages).
        case separate
    }

    /// Where a large image goes in the card.
    public enum ImageEdge: String, Sendable, Hashable, CaseIterable {
        case top, bottom
    }

    /// Which side of the card a thumbnail takes.
    public enum ThumbnailSide: String, Sendable, Hashable, CaseIterable {
        case leading, trailing
    }

    /// What a line of the card shows.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        /// The page's title.
        case title
        /// The page's description.
        case description
        /// The site's name, else the domain.
        case site
        /// The URL's host without `www.`.
        case domain
    }

    /// How a line's letters are cased.
    public enum TextCase: String, Sendable, Hashable, CaseIterable {
        case asWritten, lower, upper
    }

    /// A colour for each direction.
    public struct DirectedColor: Sendable, Equatable {
        public var incoming: ChromeColor
        public var outgoing: ChromeColor
        /// `incoming` for incoming messages and `outgoing` for outgoing ones.
        public init(incoming: ChromeColor, outgoing: ChromeColor) {
            self.incoming = incoming
            self.outgoing = outgoing
        }
        /// The same colour both ways.
        public init(_ both: ChromeColor) { self.init(incoming: both, outgoing: both) }
    }

    /// One line (or a few) of text in the card.
    public struct Line: Sendable, Equatable {
        public var field: Field
        public var size: Double
        public var weight: FontWeight
        /// The most lines it wraps to; the last is cut with "…".
        public var lines: Int
        public var color: DirectedColor
        public var textCase: TextCase
        /// A line of `field` in `size` points.
        public init(field: Field, size: Double, weight: FontWeight = .regular, lines: Int = 1, color: DirectedColor,
                    textCase: TextCase = .asWritten) {
            self.field = field
            self.size = size
            self.weight = weight
            self.lines = lines
            self.color = color
            self.textCase = textCase
        }
    }

    /// A bar along the card's leading edge (Telegram).
    public struct Bar: Sendable, Equatable {
        public var width: Double
        public var color: DirectedColor
        /// A bar `width` points wide.
        public init(width: Double, color: DirectedColor) {
            self.width = width
            self.color = color
        }
    }

    /// A template whose alpha rounds the card's corners (nine-sliced to the card).
    public struct Mask: Sendable, Equatable {
        public var image: String
        public var capInsets: EdgeInsets
        /// The template `image`, its corners `capInsets`.
        public init(image: String, capInsets: EdgeInsets) {
            self.image = image
            self.capInsets = capInsets
        }
    }

    public var placement: Placement
    /// The card's widest size in points (the bubble's maximum width caps it too).
    public var width: Double
    /// Space around the card inside the bubble's text column, `[top, leading, bottom, trailing]` (negative:
    /// towards the bubble's edge); for a separate card, the gap above it (`top`).
    public var margin: EdgeInsets
    /// Space between the card's edge and its text, `[top, leading, bottom, trailing]`.
    public var padding: EdgeInsets
    /// Space between two lines of text.
    public var spacing: Double
    public var fill: DirectedColor
    public var bar: Bar?
    /// The rounded corners of a card inside a bubble (a separate card takes the photo bubble's shape).
    public var mask: Mask?
    /// Where a large image goes.
    public var largeImage: ImageEdge
    /// Height of a large image over its width (an image is drawn at the card's width, this tall, aspect-filled).
    public var imageAspect: Double
    /// Images narrower than this many pixels are drawn as a thumbnail (0: never).
    public var largeFrom: Double
    /// The thumbnail's side in points (0: every image large).
    public var thumbnail: Double
    public var thumbnailSide: ThumbnailSide
    /// Space between the thumbnail and the card's edges.
    public var thumbnailInset: Double
    /// The lines of text, in order; a line whose field the preview lacks is left out.
    public var lines: [Line]
    /// Whether a separate card replaces a text bubble holding nothing but the link's URL (iMessage, Messenger).
    public var dropsBareURL: Bool

    /// A link style; the defaults draw a tinted card with a bar under the text, as a pack without `link` does.
    public init(placement: Placement = .below, width: Double = 260, margin: EdgeInsets = EdgeInsets(top: 6, left: 0, bottom: 2, right: 0),
                padding: EdgeInsets = EdgeInsets(top: 6, left: 10, bottom: 6, right: 8), spacing: Double = 1,
                fill: DirectedColor = DirectedColor(incoming: .fade(.named("incomingText"), 0.06), outgoing: .fade(.named("outgoingText"), 0.1)),
                bar: Bar? = Bar(width: 3, color: DirectedColor(incoming: .named("link"), outgoing: .named("outgoingText"))),
                mask: Mask? = nil, largeImage: ImageEdge = .top, imageAspect: Double = 0.52, largeFrom: Double = 300,
                thumbnail: Double = 56, thumbnailSide: ThumbnailSide = .trailing, thumbnailInset: Double = 6,
                lines: [Line] = ThemeLink.defaultLines, dropsBareURL: Bool = false) {
        self.placement = placement
        self.width = width
        self.margin = margin
        self.padding = padding
        self.spacing = spacing
        self.fill = fill
        self.bar = bar
        self.mask = mask
        self.largeImage = largeImage
        self.imageAspect = imageAspect
        self.largeFrom = largeFrom
        self.thumbnail = thumbnail
        self.thumbnailSide = thumbnailSide
        self.thumbnailInset = thumbnailInset
        self.lines = lines
        self.dropsBareURL = dropsBareURL
    }

    /// The site in the link colour, the title, the description.
    public static let defaultLines: [Line] = [
        Line(field: .site, size: 13, weight: .semibold, color: DirectedColor(incoming: .named("link"), outgoing: .named("outgoingText"))),
        Line(field: .title, size: 14, weight: .semibold, lines: 2,
             color: DirectedColor(incoming: .named("incomingText"), outgoing: .named("outgoingText"))),
        Line(field: .description, size: 13, lines: 3, color: DirectedColor(incoming: .named("incomingText"), outgoing: .named("outgoingText"))),
    ]
}
