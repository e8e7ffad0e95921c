import ChatGeometry
import ChatModel

/// The preview of a quoted message inside a reply's bubble: a tinted box with an accent bar on its leading
/// edge, the quoted sender's name and one line of the quoted text.
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

    /// A preview of message `quoted`.
    package init(quoted: Int, barColor: Color, barWidth: Double, background: Color, cornerRadius: Double,
                name: TextElement, nameOffset: Point, text: TextElement, textOffset: Point) {
        self.quoted = quoted
        self.barColor = barColor
        self.barWidth = barWidth
        self.background = background
        self.cornerRadius = cornerRadius
        self.name = name
        self.nameOffset = nameOffset
        self.text = text
        self.textOffset = textOffset
    }
}
