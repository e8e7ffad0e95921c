import ChatGeometry

/// How a theme draws link previews (theme.json `link`): where the card goes, its box, its image and the lines of
/// text it shows. Colours are chrome colours (names of the theme's colours, `#RRGGBB(AA)`, `mix`, `fade`), one
/// for incoming and one for outgoing messages.
package struct ThemeLink: Sendable, Equatable {
    /// Where the card goes.
    package enum Placement: String, Sendable, Hashable, CaseIterable {
        /// Inside the text's bubble, above the text (WhatsApp, Signal).
        case above
        /// Inside the text's bubble, below the text (Telegram).
        case below
        /// A card of its own under the text's bubble, shaped as a photo bubble (iMessage, Messenger, Google
        /// Messages).
        case separate
    }

    /// Where a large image goes in the card.
    package enum ImageEdge: String, Sendable, Hashable, CaseIterable {
        case top, bottom
    }

    /// Which side of the card a thumbnail takes.
    package enum ThumbnailSide: String, Sendable, Hashable, CaseIterable {
        case leading, trailing
    }

    /// What a line of the card shows.
    package enum Field: String, Sendable, Hashable, CaseIterable {
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
    package enum TextCase: String, Sendable, Hashable, CaseIterable {
        case asWritten, lower, upper
    }

    /// A colour for each direction.
    package struct DirectedColor: Sendable, Equatable {
        package var incoming: ChromeColor
        package var outgoing: ChromeColor
        /// `incoming` for incoming messages and `outgoing` for outgoing ones.
        package init(incoming: ChromeColor, outgoing: ChromeColor) {
            self.incoming = incoming
            self.outgoing = outgoing
        }
        /// The same colour both ways.
        package init(_ both: ChromeColor) { self.init(incoming: both, outgoing: both) }
    }

    /// One line (or a few) of text in the card.
    package struct Line: Sendable, Equatable {
        package var field: Field
        package var size: Double
        package var weight: FontWeight
        /// The most lines it wraps to; the last is cut with "…".
        package var lines: Int
        package var color: DirectedColor
        package var textCase: TextCase
        /// A line of `field` in `size` points.
        package init(field: Field, size: Double, weight: FontWeight = .regular, lines: Int = 1, color: DirectedColor,
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
    package struct Bar: Sendable, Equatable {
        package var width: Double
        package var color: DirectedColor
        /// A bar `width` points wide.
        package init(width: Double, color: DirectedColor) {
            self.width = width
            self.color = color
        }
    }

    /// A template whose alpha rounds the card's corners (nine-sliced to the card).
    package struct Mask: Sendable, Equatable {
        package var image: String
        package var capInsets: EdgeInsets
        /// The template `image`, its corners `capInsets`.
        package init(image: String, capInsets: EdgeInsets) {
            self.image = image
            self.capInsets = capInsets
        }
    }

    package var placement: Placement
    /// The card's widest size in points (the bubble's maximum width caps it too).
    package var width: Double
    /// Space around the card inside the bubble's text column, `[top, leading, bottom, trailing]` (negative:
    /// towards the bubble's edge); for a separate card, the gap above it (`top`).
    package var margin: EdgeInsets
    /// Space between the card's edge and its text, `[top, leading, bottom, trailing]`.
    package var padding: EdgeInsets
    /// Space between two lines of text.
    package var spacing: Double
    package var fill: DirectedColor
    package var bar: Bar?
    /// The rounded corners of a card inside a bubble (a separate card takes the photo bubble's shape).
    package var mask: Mask?
    /// Where a large image goes.
    package var largeImage: ImageEdge
    /// Height of a large image over its width (an image is drawn at the card's width, this tall, aspect-filled).
    package var imageAspect: Double
    /// Images narrower than this many pixels are drawn as a thumbnail (0: never).
    package var largeFrom: Double
    /// The thumbnail's side in points (0: every image large).
    package var thumbnail: Double
    package var thumbnailSide: ThumbnailSide
    /// Space between the thumbnail and the card's edges.
    package var thumbnailInset: Double
    /// The lines of text, in order; a line whose field the preview lacks is left out.
    package var lines: [Line]
    /// Whether a separate card replaces a text bubble holding nothing but the link's URL (iMessage, Messenger).
    package var dropsBareURL: Bool

    /// A link style; the defaults draw a tinted card with a bar under the text, as a pack without `link` does.
    package init(placement: Placement = .below, width: Double = 260, margin: EdgeInsets = EdgeInsets(top: 6, left: 0, bottom: 2, right: 0),
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
    package static let defaultLines: [Line] = [
        Line(field: .site, size: 13, weight: .semibold, color: DirectedColor(incoming: .named("link"), outgoing: .named("outgoingText"))),
        Line(field: .title, size: 14, weight: .semibold, lines: 2,
             color: DirectedColor(incoming: .named("incomingText"), outgoing: .named("outgoingText"))),
        Line(field: .description, size: 13, lines: 3, color: DirectedColor(incoming: .named("incomingText"), outgoing: .named("outgoingText"))),
    ]
}
