import ChatGeometry
import ChatModel

/// A sticker: an image drawn as is (no bubble, transparency kept), scaled to fit its frame.
package struct StickerElement: Sendable, Equatable {
    /// The image path as written in the conversation.
    package var path: String
    /// Pixel size of the image as displayed (after EXIF orientation).
    package var sourceSize: Size

    /// A sticker of `path`.
    package init(path: String, sourceSize: Size) {
        self.path = path
        self.sourceSize = sourceSize
    }

    /// The largest side of a sticker, in points.
    package static let maximumSide = 140.0

    /// `source` scaled to fit a `maximumSide` square (up or down), keeping its aspect ratio; at least 1 pt a side.
    package static func size(for source: Size) -> Size {
        guard source.width > 0, source.height > 0 else { return Size(width: maximumSide, height: maximumSide) }
        let factor = maximumSide / max(source.width, source.height)
        return Size(width: max(1, (source.width * factor).rounded()), height: max(1, (source.height * factor).rounded()))
    }
}
