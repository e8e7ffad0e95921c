import ChatGeometry
import ChatModel

/// Stickers: the image alone, at most 140 pt square.
extension LayoutState {
    mutating func placeSticker(path: String, side: BubbleSide, message: Int) throws(LayoutError) -> Rect {
        let source: Size
        do {
            source = try engine.resources.photoSize(path: path, message: message, key: "sticker")
        } catch {
            throw .photo(message: message, path: path, reason: "\(error)", key: "sticker")
        }
        var size = StickerElement.size(for: source)
        if size.width > side.maxWidth {
            size = Size(width: side.maxWidth, height: max(1, (size.height * side.maxWidth / size.width).rounded()))
        }
        let frame = Rect(x: side.x(width: size.width), y: y, width: size.width, height: size.height)
        elements.append(LayoutElement(message: message, frame: frame, content: .sticker(StickerElement(path: path, sourceSize: source))))
        y = frame.maxY
        return frame
    }
}
