import ChatGeometry
import ChatRaster

/// What an `ImageComparison` found: whether the images match under its settings, and pixelmatch's counts,
/// regions and diff image.
public struct ChatImageComparisonResult: Sendable, Equatable {
    /// A width and a height in pixels.
    public struct Size: Sendable, Hashable, CustomStringConvertible {
        public var width: Int
        public var height: Int

        /// A size.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        /// "780×1200".
        public var description: String { "\(width)×\(height)" }
    }

    /// pixelmatch's counts, regions and diff image (its `width` and `height` are the expected image's).
    public let pixels: DiffResult
    /// The expected (first) image's size.
    public let expectedSize: Size
    /// The actual (second) image's size.
    public let actualSize: Size
    /// True when the sizes are the same and no pixel differs, or at most the comparison's `allowedMismatch` percent.
    public let matches: Bool

    /// A result from its parts (`ImageComparison` makes these).
    public init(pixels: DiffResult, expectedSize: Size, actualSize: Size, matches: Bool) {
        self.pixels = pixels
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.matches = matches
    }

    /// True when the sizes differ (nothing was compared pixel by pixel).
    public var sizeMismatch: Bool { pixels.sizeMismatch }
    /// True when the images have the same bytes or the same pixels.
    public var identical: Bool { pixels.identical }
    /// Pixels that differ beyond the threshold and are not anti-aliasing (or are, with `includeAntialiasing`).
    public var mismatchedPixels: Int { pixels.mismatchedPixels }
    /// Share of differing pixels, 0…100 (0 when the sizes differ).
    public var percentage: Double { pixels.percentage }
    /// Boxes around the clusters of differing pixels, top to bottom, then left to right.
    public var regions: [PixelRect] { pixels.regions }
    /// pixelmatch's diff image, when asked for from images in memory.
    public var diffImage: Pixmap? { pixels.diffImage }
}
