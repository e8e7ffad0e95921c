/// What a render did and cost: where the time went, how much pixel memory it held at most, how much was drawn.
/// Returned by `ChatRenderer.render(_:as:to:)`; `chatrender-bench` prints it.
public struct ChatRenderStatistics: Sendable, Equatable {
    /// The image's size in pixels.
    public var width = 0
    public var height = 0
    /// Bands the image was drawn in.
    public var bands = 0
    /// Display-list elements, and element draws (an element drawn in two bands counts twice).
    public var elements = 0
    public var elementDraws = 0
    /// Photos and maps made ahead of the sweep: by the prefetching thread, or by the drawing thread while it waited
    /// for one the prefetcher was making (0 with one thread).
    public var preparedAhead = 0
    /// Seconds spent loading the theme pack and fonts, laying out, drawing bands, and in the encoder on the drawing
    /// thread (packing rows, and compressing when the other threads are behind); `total` is the whole render.
    public var themeAndFontsSeconds = 0.0
    public var layoutSeconds = 0.0
    public var drawSeconds = 0.0
    public var encodeSeconds = 0.0
    public var totalSeconds = 0.0
    /// The most pixel memory counted against the budget at once, in bytes.
    public var peakMemory = 0
    /// Bytes written.
    public var outputBytes = 0

    /// A zeroed record.
    public init() {}
}
