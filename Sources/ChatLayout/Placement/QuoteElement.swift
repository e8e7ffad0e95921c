import ChatGeometry
import ChatModel

/// The preview of a quoted message inside a reply's bubble: a tinted box with an accent bar on its leading
/// edge (the left, or the right in a right-to-left chat), the quoted sender's name and one line of the quoted text.
package struct QuoteElement: Sendable, Equatable {
    /// The index of the quoted message.
    package var quoted: Int
    /// The accent bar's colour and width in points.
    package var barColor: Color
    package var barWidth: Double
    /// The box behind the preview and its corner radius.
    package var background: Color
    package var cornerRadius: Double
    /// The sender's name, placed `nameOffset` from the element's origin.
    package var name: TextElement
    package var nameOffset: Point
    /// One line of the quoted text ("Photo" for a photo), truncated with "…", placed `textOffset` from the origin.
    package var text: TextElement
    package var textOffset: Point
    /// The quoted picture's thumbnail, where the theme shows one (`groups.replies.thumbnail`).
    package var thumbnail: QuoteThumbnail?
    /// Whether the bar is on the box's right edge (a right-to-left chat, see `mirrored(width:)`).
    package var barOnRight: Bool

    /// A preview of message `quoted`.
    package init(quoted: Int, barColor: Color, barWidth: Double, background: Color, cornerRadius: Double,
                name: TextElement, nameOffset: Point, text: TextElement, textOffset: Point, thumbnail: QuoteThumbnail? = nil, barOnRight: Bool = false) {
        self.quoted = quoted
        self.barColor = barColor
        self.barWidth = barWidth
        self.background = background
        self.cornerRadius = cornerRadius
        self.name = name
        self.nameOffset = nameOffset
        self.text = text
        self.textOffset = textOffset
        self.thumbnail = thumbnail
        self.barOnRight = barOnRight
    }

    /// The preview as a right-to-left chat lays it out in a box `width` points wide: the bar on the right edge, the
    /// name and the line against it (right-aligned), an inset thumbnail after the bar on its left, an edge thumbnail
    /// flush with the box's left end and its left corners round.
    package func mirrored(width: Double) -> QuoteElement {
        var copy = self
        copy.barOnRight = !barOnRight
        copy.nameOffset.x = width - nameOffset.x - name.block.size.width
        copy.textOffset.x = width - textOffset.x - text.block.size.width
        if var thumbnail {
            let radii = thumbnail.radii
            thumbnail.radii = CornerRadii(topLeft: radii.topRight, topRight: radii.topLeft, bottomRight: radii.bottomLeft, bottomLeft: radii.bottomRight)
            if thumbnail.trailing {
                thumbnail.trailing = false
                thumbnail.frame.x = 0
            } else {
                thumbnail.frame.x = width - thumbnail.frame.minX - thumbnail.frame.width
            }
            copy.thumbnail = thumbnail
        }
        return copy
    }
}

/// A quoted photo's, album's or video's thumbnail in a quote box: the picture aspect-filled into `frame` (from the
/// box's origin; `trailing`: its x from the box's trailing edge, wherever the box's width ends up), its corners cut
/// round by `radii`.
package struct QuoteThumbnail: Sendable, Equatable {
    /// The picture's path as the conversation writes it, and where it is used, for error messages
    /// (`messages[3].image`).
    package var path: String
    package var usedBy: String
    package var frame: Rect
    package var trailing: Bool
    package var radii: CornerRadii

    /// A thumbnail of `path` at `frame`.
    package init(path: String, usedBy: String, frame: Rect, trailing: Bool = false, radii: CornerRadii) {
        self.path = path
        self.usedBy = usedBy
        self.frame = frame
        self.trailing = trailing
        self.radii = radii
    }

    /// Where the thumbnail lies in a box at `box`.
    package func frame(in box: Rect) -> Rect {
        Rect(x: trailing ? box.maxX - frame.width : box.minX + frame.minX, y: box.minY + frame.minY, width: frame.width, height: frame.height)
    }
}
