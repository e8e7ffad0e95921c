import ChatGeometry
import ChatModel

/// A centred line of the chat that belongs to no sender: a day separator or a system notice, optionally on a
/// rounded pill.
package struct NoticeElement: Sendable, Equatable {
    /// The shaped text, placed `padding` inside the element's frame.
    package var text: TextElement
    /// The pill behind the text; nil draws the text alone.
    package var background: Color?
    /// Corner radius of the pill in points.
    package var cornerRadius: Double
    /// Space between the frame and the text.
    package var padding: EdgeInsets
    /// True for a day separator the layout inserted because the date of the messages changed.
    package var automatic: Bool

    /// A notice; `automatic` is only meaningful for day separators.
    package init(text: TextElement, background: Color?, cornerRadius: Double, padding: EdgeInsets, automatic: Bool = false) {
        self.text = text
        self.background = background
        self.cornerRadius = cornerRadius
        self.padding = padding
        self.automatic = automatic
    }
}
