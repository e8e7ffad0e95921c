import ChatGeometry

/// One bar of the mock-up chrome (the status bar, the header or the composer) as a theme pack describes it: its
/// height, named values, and the items drawn in it, in order, each placed by expressions.
///
/// Expressions may read `canvas.width`, `canvas.height`, the bar's `bar.top`, `bar.height`, `bar.middle` and
/// `bar.bottom`, `hairline` (one device pixel in points), the conversation's `subtitle`, `avatar`, `unread`, `wifi`,
/// `signal` and `battery`, the bar's `let` values, every item's frame by its id (`avatar.maxX`, `title.height`: `x`,
/// `y`, `width`, `height`, `minX`, `minY`, `maxX`, `maxY`, `midX`, `midY`), and in an item's own `x` and `y` its
/// size as `self.width` and `self.height` (a text's measured size). Docs: docs/theme-pack.md.
public struct ChromeBar: Sendable, Hashable {
    /// The bar's height in points.
    public var height: Double
    /// Named values in the order written; each may read the ones before it and the items' frames.
    public var lets: [ChromeLet]
    /// Drawn in order.
    public var items: [ChromeItem]

    /// A bar.
    public init(height: Double, lets: [ChromeLet] = [], items: [ChromeItem]) {
        self.height = height
        self.lets = lets
        self.items = items
    }

    /// The global names every bar's expressions may read.
    public static let globals = ["canvas.width", "canvas.height", "bar.top", "bar.height", "bar.middle", "bar.bottom", "hairline",
                                 "subtitle", "avatar", "unread", "wifi", "signal", "battery", "chats", "contacts", "pinned"]
    /// The parts of an item's frame an expression may read (`title.maxX`).
    public static let frameParts = ["x", "y", "width", "height", "minX", "minY", "maxX", "maxY", "midX", "midY"]
}

/// A named value of a bar (`"let": {"ear": "max(0, canvas.width / 2 - 63)"}`).
public struct ChromeLet: Sendable, Hashable {
    public var name: String
    public var value: Quantity

    /// A named value.
    public init(name: String, value: Quantity) {
        self.name = name
        self.value = value
    }
}

/// One thing drawn in a chrome bar, placed by `x`, `y`, `width` and `height` (a text's size is measured).
public struct ChromeItem: Sendable, Hashable {
    /// The name other expressions read its frame by; also its role in the layout JSON.
    public var id: String?
    /// Drawn only where this is true (non-zero); it may read the conversation's values only.
    public var condition: Expression?
    public var x: Quantity
    public var y: Quantity
    /// Nil for a text (measured).
    public var width: Quantity?
    public var height: Quantity?
    public var kind: ChromeItemKind

    /// An item.
    public init(id: String? = nil, condition: Expression? = nil, x: Quantity, y: Quantity, width: Quantity?, height: Quantity?,
                kind: ChromeItemKind) {
        self.id = id
        self.condition = condition
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.kind = kind
    }
}

/// What a chrome item draws.
public enum ChromeItemKind: Sendable, Hashable {
    /// A rectangle snapped to whole device pixels (a bar's band, a hairline), a colour or a gradient.
    case rect(ChromePaint)
    /// A rounded bar whose corners are half its height (the home indicator).
    case pill(ChromeColor)
    /// A theme glyph in a colour, with an optional disc behind it.
    case glyph(name: String, color: ChromeColor, disc: ChromeDisc?)
    /// A text.
    case text(ChromeText)
    /// The chat's avatar (the header's own picture, the other participant's, or initials on a colour).
    case avatar
    /// A bordered button: its outline in the border colour, the shape one point inside it in the gradient.
    case button(shape: ChromeButtonShape, fill: ChromeGradient, border: ChromeColor)
    /// The composer's text field: filled, optionally with a shadow inside its top and a one-pixel border.
    case field(radius: Quantity?, fill: ChromeColor, border: ChromeColor?, innerShadow: ChromeColor?)
}

/// A disc behind a glyph.
public struct ChromeDisc: Sendable, Hashable {
    public var x: Quantity
    public var y: Quantity
    public var width: Quantity
    public var height: Quantity
    public var color: ChromeColor

    /// A disc inscribed in a frame.
    public init(x: Quantity, y: Quantity, width: Quantity, height: Quantity, color: ChromeColor) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.color = color
    }
}

/// A chrome text: a template (`"{title}"`, `"{backLabel} ({unread})"`) set in a size and weight, in a colour.
public struct ChromeText: Sendable, Hashable {
    /// Literal text with `{title}`, `{subtitle}`, `{time}`, `{placeholder}`, `{unread}`, `{backLabel}`, `{sendLabel}`.
    public var template: String
    public var size: Quantity
    public var weight: FontWeight
    public var alignment: TextAlignment
    public var color: ChromeColor
    /// `line`: one line, cut with "…" when wider than `maxWidth`; `wrap`: wrapped at `maxWidth`.
    public var wraps: Bool
    public var maxWidth: Quantity
    /// A copy of the text in another colour under it, moved by `offset` points (an embossed title).
    public var shadow: ChromeShadow?

    /// A text.
    public init(template: String, size: Quantity, weight: FontWeight = .regular, alignment: TextAlignment = .left, color: ChromeColor,
                wraps: Bool = false, maxWidth: Quantity, shadow: ChromeShadow? = nil) {
        self.template = template
        self.size = size
        self.weight = weight
        self.alignment = alignment
        self.color = color
        self.wraps = wraps
        self.maxWidth = maxWidth
        self.shadow = shadow
    }

    /// The names a template may insert.
    public static let fields = ["title", "subtitle", "time", "placeholder", "unread", "backLabel", "sendLabel", "pinned"]
}

/// A text's shadow: its colour and its offset in points.
public struct ChromeShadow: Sendable, Hashable {
    public var color: ChromeColor
    public var offset: Point

    /// A shadow.
    public init(color: ChromeColor, offset: Point) {
        self.color = color
        self.offset = offset
    }
}

/// The outline of a chrome button.
public enum ChromeButtonShape: String, Sendable, Hashable, CaseIterable {
    /// A rectangle with corners of a fifth of its height.
    case rounded
    /// A left-pointing arrow (its point 0.36 of the height deep) with the right corners rounded.
    case backArrow

    /// The corner radius as a fraction of the height.
    public static let cornerRatio = 0.2
    /// The arrow's depth as a fraction of the height.
    public static let arrowDepth = 0.36
}

/// What a chrome rectangle is filled with.
public enum ChromePaint: Sendable, Hashable {
    case color(ChromeColor)
    case gradient(ChromeGradient)
}

/// A vertical gradient of chrome colours with an optional gloss on its upper half.
public struct ChromeGradient: Sendable, Hashable {
    public var top: ChromeColor
    public var bottom: ChromeColor
    public var gloss: Double

    /// A gradient.
    public init(top: ChromeColor, bottom: ChromeColor, gloss: Double = 0) {
        self.top = top
        self.bottom = bottom
        self.gloss = gloss
    }
}
