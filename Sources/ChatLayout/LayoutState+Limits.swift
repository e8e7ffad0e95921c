import ChatGeometry
import ChatModel

/// The tallest canvas: a conversation over `Canvas.maximumPixelHeight` rows is refused before it is drawn, and
/// as early as it is known, so that an input of any size is refused quickly.
extension LayoutState {
    /// Throws `tooTall` when `height` points are more rows than the limit at the canvas's scale.
    func checkHeight(_ height: Double) throws(LayoutError) {
        let scale = engine.conversation.canvas.scale
        let pixels = height * scale
        guard pixels <= Double(Canvas.maximumPixelHeight) else {
            throw .tooTall(pixels: pixels, scale: scale, limit: Canvas.maximumPixelHeight)
        }
    }

    /// Refuses a conversation that is sure to pass the limit, from a lower bound of its height computed without
    /// laying anything out: the spacing between messages, and for each text at least as many body lines as it
    /// has paragraphs, or as its surely-visible characters need at a tenth of an em each (printable ASCII; a
    /// quarter of an em for CJK ideographs) in the widest bubble the theme allows. One pass over the bytes.
    func checkLowerBound() throws(LayoutError) {
        let bodySize = engine.theme.fonts.body
        let lineHeight = try measure("0", style: TextStyle(fontSize: bodySize), maxWidth: .infinity, message: nil).size.height
        let canvasWidth = engine.conversation.canvas.width
        let width = min(canvasWidth, canvasWidth * metrics.maxBubbleWidth)
        let spacing = max(0, min(metrics.messageSpacing, metrics.groupSpacing))
        var minimum = y
        for message in engine.conversation.messages {
            if message.index > 0 { minimum += spacing }
            if case .text(let body) = message.content {
                let lines = Self.minimumLines(of: body, emSize: bodySize, width: width)
                minimum += Double(lines) * lineHeight
            }
            try checkHeight(minimum)
        }
    }

    /// A lower bound of the lines `text` takes when wrapped at `width` points or less in a font of `emSize`.
    static func minimumLines(of text: String, emSize: Double, width: Double) -> Int {
        var paragraphs = 1
        var advance = 0.0
        var previous: UInt8 = 0
        var lineSeparatorStage = 0
        for byte in text.utf8 {
            switch byte {
            case 0x0A:
                paragraphs += 1
            case 0x0B, 0x0C:
                paragraphs += 1
            case 0x0D:
                paragraphs += 1
            case 0x21...0x7E:
                advance += 0.1
            case 0xE4...0xE9:
                advance += 0.25  // the lead byte of U+4000 … U+9FFF
            default:
                break
            }
            // "\r\n" is one break, counted at the "\r".
            if byte == 0x0A && previous == 0x0D { paragraphs -= 1 }
            // U+2028 and U+2029 (E2 80 A8, E2 80 A9).
            switch (lineSeparatorStage, byte) {
            case (_, 0xE2): lineSeparatorStage = 1
            case (1, 0x80): lineSeparatorStage = 2
            case (2, 0xA8), (2, 0xA9): paragraphs += 1; lineSeparatorStage = 0
            default: lineSeparatorStage = 0
            }
            previous = byte
        }
        let byWidth = width > 0 ? Int((advance * emSize / width).rounded(.down)) : 0
        return max(paragraphs, byWidth)
    }
}
