import ChatModel

/// A text of a chrome part and where it goes.
public struct PlacedText: Sendable, Equatable {
    /// The text block's box; it is drawn with its origin at `frame.origin`.
    public var frame: Rect
    public var text: TextElement

    /// `text` drawn with its block's origin at `frame.origin`.
    public init(frame: Rect, text: TextElement) {
        self.frame = frame
        self.text = text
    }
}
