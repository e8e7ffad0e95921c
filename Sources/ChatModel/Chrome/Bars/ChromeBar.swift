import ChatGeometry

/// One bar of the mock-up chrome (the status bar, the header or the composer) as a theme pack describes it: its
/// height, named values, and the items drawn in it, in order, each placed by expressions.
///
/// Expressions may read `canvas.width`, `canvas.height`, the bar's `bar.top`, `bar.height`, `bar.middle` and
/// `bar.bottom`, `hairline` (one device pixel in points), the conversation's `subtitle`, `avatar`, `unread`, `wifi`,
/// `signal`, `battery` and `draft` (1 when the composer shows a typed draft), the bar's `let` values, every item's
/// frame by its id (`avatar.maxX`, `title.height`: `x`, `y`, `width`, `height`, `minX`, `minY`, `maxX`, `maxY`,
/// `midX`, `midY`), and in an item's own `x` and `y` its size as `self.width` and `self.height` (a text's measured
/// size). Docs: docs/theme-pack.md.
package struct ChromeBar: Sendable, Hashable {
    /// The bar's height in points.
    package var height: Double
    /// Named values in the order written; each may read the ones before it and the items' frames.
    package var lets: [ChromeLet]
    /// Drawn in order.
    package var items: [ChromeItem]

    /// A bar.
    package init(height: Double, lets: [ChromeLet] = [], items: [ChromeItem]) {
        self.height = height
        self.lets = lets
        self.items = items
    }

    /// The global names every bar's expressions may read.
    package static let globals = ["canvas.width", "canvas.height", "bar.top", "bar.height", "bar.middle", "bar.bottom", "hairline",
                                 "subtitle", "avatar", "unread", "wifi", "signal", "battery", "chats", "contacts", "pinned", "draft"]
    /// The parts of an item's frame an expression may read (`title.maxX`).
    package static let frameParts = ["x", "y", "width", "height", "minX", "minY", "maxX", "maxY", "midX", "midY"]
}

/// A named value of a bar (`"let": {"ear": "max(0, canvas.width / 2 - 63)"}`).
package struct ChromeLet: Sendable, Hashable {
    package var name: String
    package var value: Quantity

    /// A named value.
    package init(name: String, value: Quantity) {
        self.name = name
        self.value = value
    }
}

/// One thing drawn in a chrome bar, placed by `x`, `y`, `width` and `height` (a text's size is measured).
package struct ChromeItem: Sendable, Hashable {
    /// The name other expressions read its frame by; also its role in the layout JSON.
    package var id: String?
    /// Drawn only where this is true (non-zero); it may read the conversation's values only.
    package var condition: Expression?
    package var x: Quantity
    package var y: Quantity
    /// Nil for a text (measured).
    package var width: Quantity?
    package var height: Quantity?
    package var kind: ChromeItemKind
    /// Drawn mirrored in a right-to-left chat, as well as moved to the other side (a shape that belongs to one side,
    /// such as a sheet's rounded corner); the glyphs that point somewhere are mirrored without it.
    package var flips = false

    /// An item.
    package init(id: String? = nil, condition: Expression? = nil, x: Quantity, y: Quantity, width: Quantity?, height: Quantity?,
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
package enum ChromeItemKind: Sendable, Hashable {
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
package struct ChromeDisc: Sendable, Hashable {
    package var x: Quantity
    package var y: Quantity
    package var width: Quantity
    package var height: Quantity
    package var color: ChromeColor

    /// A disc inscribed in a frame.
    package init(x: Quantity, y: Quantity, width: Quantity, height: Quantity, color: ChromeColor) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.color = color
    }
}

/// A chrome text: a template (`"{title}"`, `"{backLabel} ({unread})"`) set in a size and weight, in a colour.
package struct ChromeText: Sendable, Hashable {
    /// Literal text with `{title}`, `{subtitle}`, `{time}`, `{placeholder}`, `{draftText}`, `{unread}`, `{backLabel}`,
    /// `{sendLabel}`, `{pinned}`.
    package var template: String
    package var size: Quantity
    package var weight: FontWeight
    package var alignment: TextAlignment
    package var color: ChromeColor
    /// `line`: one line, cut with "…" when wider than `maxWidth`; `wrap`: wrapped at `maxWidth`.
    package var wraps: Bool
    package var maxWidth: Quantity
    /// A copy of the text in another colour under it, moved by `offset` points (an embossed title).
    package var shadow: ChromeShadow?

    /// A text.
    package init(template: String, size: Quantity, weight: FontWeight = .regular, alignment: TextAlignment = .left, color: ChromeColor,
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
    package static let fields = ["title", "subtitle", "time", "placeholder", "draftText", "unread", "backLabel", "sendLabel", "pinned"]
}

/// A text's shadow: its colour and its offset in points.
package struct ChromeShadow: Sendable, Hashable {
    package var color: ChromeColor
    package var offset: Point

    /// A shadow.
    package init(color: ChromeColor, offset: Point) {
        self.color = color
        self.offset = offset
    }
}

/// The outline of a chrome button.
package enum ChromeButtonShape: String, Sendable, Hashable, CaseIterable {
    /// A rectangle with corners of a fifth of its height.
    case rounded
    /// A left-pointing arrow (its point 0.36 of the height deep) with the right corners rounded.
    case backArrow

    /// The corner radius as a fraction of the height.
    package static let cornerRatio = 0.2
    /// The arrow's depth as a fraction of the height.
    package static let arrowDepth = 0.36
}

/// What a chrome rectangle is filled with.
package enum ChromePaint: Sendable, Hashable {
    case color(ChromeColor)
    case gradient(ChromeGradient)
}

/// A vertical gradient of chrome colours with an optional gloss on its upper half.
package struct ChromeGradient: Sendable, Hashable {
    package var top: ChromeColor
    package var bottom: ChromeColor
    package var gloss: Double

    /// A gradient.
    package init(top: ChromeColor, bottom: ChromeColor, gloss: Double = 0) {
        self.top = top
        self.bottom = bottom
        self.gloss = gloss
    }
}
