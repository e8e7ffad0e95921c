import ChatGeometry
import ChatRaster

/// The outcome of `PixelMatch.compare`: how many pixels differ, where, and optionally a picture of it.
public struct ChatDiffResult: Sendable, Equatable {
    /// Width of the first image in pixels.
    public let width: Int
    /// Height of the first image in pixels.
    public let height: Int
    /// Pixels whose colour differs beyond the threshold and that are not anti-aliasing (pixelmatch's return value).
    public let mismatchedPixels: Int
    /// Pixels that differ beyond the threshold but were recognised as anti-aliasing and not counted
    /// (always 0 with `includeAA`, which turns the detection off).
    public let antialiasedPixels: Int
    /// Pixels compared: `width × height`; 0 when the sizes differ.
    public let totalPixels: Int
    /// True when the two images have different sizes; nothing is compared then and every count is 0.
    public let sizeMismatch: Bool
    /// True when both images have exactly the same pixels (pixelmatch's fast path; no pixel was examined).
    public let identical: Bool
    /// Bounding boxes of the clusters of mismatched pixels, top to bottom then left to right
    /// (see `PixelMatchOptions.regionMergeDistance`).
    public let regions: [PixelRect]
    /// pixelmatch's diff image when `PixelMatchOptions.outputDiff` is set: mismatches in `diffColor`
    /// (or `diffColorAlt`), anti-aliasing in `aaColor`, everything else the first image as faded grey.
    public let diffImage: Pixmap?

    /// Share of mismatched pixels, 0…100.
    public var percentage: Double {
        totalPixels == 0 ? 0 : Double(mismatchedPixels) * 100 / Double(totalPixels)
    }

    /// True when the images are the same size and no pixel counts as different.
    public var matches: Bool { !sizeMismatch && mismatchedPixels == 0 }

    /// A result from its parts (`PixelMatch.compare` builds these; public for callers that store results).
    public init(width: Int, height: Int, mismatchedPixels: Int, antialiasedPixels: Int, totalPixels: Int,
                sizeMismatch: Bool, identical: Bool, regions: [PixelRect], diffImage: Pixmap?) {
        self.width = width
        self.height = height
        self.mismatchedPixels = mismatchedPixels
        self.antialiasedPixels = antialiasedPixels
        self.totalPixels = totalPixels
        self.sizeMismatch = sizeMismatch
        self.identical = identical
        self.regions = regions
        self.diffImage = diffImage
    }
}
