/// What an image's header says about it, read without decoding any pixel.
package struct ImageInfo: Sendable, Equatable, Hashable {
    /// The file format.
    package let format: ImageFormat
    /// Width in pixels as displayed (for a JPEG, after its EXIF orientation is applied).
    package let width: Int
    /// Height in pixels as displayed (for a JPEG, after its EXIF orientation is applied).
    package let height: Int

    /// Creates the description of an image of `format` displayed at `width` × `height`.
    package init(format: ImageFormat, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }
}
