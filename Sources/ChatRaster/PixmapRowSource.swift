/// An image handed out a few rows at a time, from the top down, as premultiplied RGBA: a tall PNG read row by
/// row, or an image already in memory. Lets comparisons and re-encoders work on images of any height in the
/// memory of a few rows.
public protocol PixmapRowSource: AnyObject {
    /// The image's width in pixels.
    var width: Int { get }
    /// The image's height in pixels.
    var height: Int { get }
    /// The next `count` rows (fewer only at the bottom), as a `width × rows` pixmap.
    func nextRows(_ count: Int) throws -> Pixmap
}

/// The rows of a pixmap in memory.
package final class PixmapRows: PixmapRowSource {
    private let pixmap: Pixmap
    private var row = 0

    /// Hands out `pixmap`'s rows.
    package init(_ pixmap: Pixmap) {
        self.pixmap = pixmap
    }

    package var width: Int { pixmap.width }
    package var height: Int { pixmap.height }

    package func nextRows(_ count: Int) throws -> Pixmap {
        let rows = Swift.max(0, Swift.min(count, pixmap.height - row))
        let start = row * pixmap.width * 4
        row += rows
        return Pixmap(width: pixmap.width, height: rows, pixels: Array(pixmap.pixels[start..<(start + rows * pixmap.width * 4)]))
    }
}
