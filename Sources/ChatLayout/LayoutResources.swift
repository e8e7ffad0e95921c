import ChatGeometry
import ChatModel

/// What the layout needs to know about files without decoding pixels: the Render stage answers from
/// image headers, tests answer with fixed numbers.
package protocol LayoutResources: Sendable {
    /// Displayed pixel size of the photo at `path` used by message `message` (only its aspect ratio matters).
    func photoSize(path: String, message: Int) throws -> Size
    /// The same, for the image under `key` of the message (`image`, `video.thumbnail`, `sticker`, …), so
    /// errors can name it.
    func photoSize(path: String, message: Int, key: String) throws -> Size
    /// Size in points of a theme template image (its @1x size: pixels divided by the variant's scale).
    func templateSize(image: String) throws -> Size
}

extension LayoutResources {
    /// Resources that do not name keys answer as for `image`.
    package func photoSize(path: String, message: Int, key: String) throws -> Size {
        try photoSize(path: path, message: message)
    }
}
