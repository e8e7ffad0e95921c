import ChatGeometry
import ChatModel

/// A text of a chrome part and where it goes.
package struct PlacedText: Sendable, Equatable {
    /// The text block's box; it is drawn with its origin at `frame.origin`.
    package var frame: Rect
    package var text: TextElement
    /// A shadow drawn under the text, or nil for none.
    package var shadow: TextShadow?

    /// `text` drawn with its block's origin at `frame.origin`, over `shadow` when given.
    package init(frame: Rect, text: TextElement, shadow: TextShadow? = nil) {
        self.frame = frame
        self.text = text
        self.shadow = shadow
    }
}
