import ChatGeometry
import ChatModel

/// The preview of a quoted message inside a reply's bubble: a tinted box with an accent bar on its leading
/// edge, the quoted sender's name and one line of the quoted text.
public struct QuoteElement: Sendable, Equatable {
    /// The index of the quoted message.
    public var quoted: Int
    /// The accent bar's colour and width in points.
    public var barColor: Color
    public var barWidth: Double
    /// The box behind the preview and its corner radius.
    public var background: Color
    public var cornerRadius: Double
    /// The sender's name, placed `nameOffset` from the element's origin.
    public var name: TextElement
    public var nameOffset: Point
    /// One line of the quoted text ("Photo" for a photo), truncated with "…", placed `textOffset` from the origin.
    public var text: TextElement
    public var textOffset: Point

    /// A preview of message `quoted`.
    public init(quoted: Int, barColor: Color, barWidth: Double, background: Color, cornerRadius: Double,
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
