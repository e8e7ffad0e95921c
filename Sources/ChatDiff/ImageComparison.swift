import ChatRaster

/// How chatrender compares two images: the one comparison that `chatrender diff`, `chatrender check`,
/// ChatRenderTesting's `SnapshotStore` and the swift-snapshot-testing strategy `.chatScreenshot` share, with one
/// set of defaults.
///
/// The pixels are compared by `PixelMatch` (pixelmatch 7.2.0's semantics), and every caller gets the same rules:
/// - **Threshold** 0.1 unless given (0 counts any change, 1 none): a pixel differs when its YIQ colour distance
///   exceeds it.
/// - **Anti-aliasing**: pixels pixelmatch recognises as anti-aliasing are counted apart (`antialiasedPixels`) and do
///   not make images differ, unless `includeAntialiasing`.
/// - **Identical bytes** (the same encoded file, or the same pixels) short-circuit: no pixel is examined.
/// - **Sizes**: images of different sizes are not compared pixel by pixel; the result says `sizeMismatch`, with
///   both sizes, and never matches.
/// - **Result**: the count of differing pixels, their share in percent, the boxes around clusters of them at
///   most 8 pixels apart (`regions`), and pixelmatch's diff image when asked for (differences red, anti-aliasing
///   yellow, the rest the expected image faded to grey with opacity `diffAlpha`, 0.1 unless given).
/// - **Matching**: the same size and no differing pixel, or at most `allowedMismatch` percent of them (0 unless
///   given).
/// - **Tall images**: encoded images are compared in bands of `bandHeight` rows, a PNG chatrender wrote read row
///   by row (`compare(expected:actual:diffImage:)` with bytes), so memory follows the width, not the height.
/// - **Order**: `expected` is pixelmatch's first image (the golden, the reference), `actual` the second.
///
/// Settings outside their range are refused with `ImageComparisonError`, never clamped.
public struct ChatImageComparison: Sendable, Hashable {
    /// pixelmatch's default threshold.
    public static let defaultThreshold = 0.1
    /// pixelmatch's default opacity of the expected image in the diff image.
    public static let defaultDiffAlpha = 0.1
    /// Rows compared at a time when images come as row sources or encoded bytes.
    public static let bandHeight = 256

    /// The colour threshold, 0…1: smaller is more sensitive.
    public let threshold: Double
    /// Count the pixels recognised as anti-aliasing as differences too (pixelmatch's `includeAA`).
    public let includeAntialiasing: Bool
    /// Opacity of the expected image in the diff image's grey background, 0…1 (pixelmatch's `alpha`).
    public let diffAlpha: Double
    /// The share of pixels, in percent (0…100), that may differ while the images still match.
    public let allowedMismatch: Double

    /// The defaults: threshold 0.1, anti-aliasing not counted, diff background opacity 0.1, no mismatch allowed.
    public init() {
        threshold = Self.defaultThreshold
        includeAntialiasing = false
        diffAlpha = Self.defaultDiffAlpha
        allowedMismatch = 0
    }

    /// A comparison with other settings; throws `ImageComparisonError` for a value outside its range (or not a
    /// number), naming it.
    public init(threshold: Double, includeAntialiasing: Bool = false, diffAlpha: Double = ChatImageComparison.defaultDiffAlpha,
                allowedMismatch: Double = 0) throws(ImageComparisonError) {
        guard threshold.isFinite, (0...1).contains(threshold) else { throw .thresholdOutOfRange(threshold) }
        guard diffAlpha.isFinite, (0...1).contains(diffAlpha) else { throw .diffAlphaOutOfRange(diffAlpha) }
        guard allowedMismatch.isFinite, (0...100).contains(allowedMismatch) else {
            throw .allowedMismatchOutOfRange(allowedMismatch)
        }
        self.threshold = threshold
        self.includeAntialiasing = includeAntialiasing
        self.diffAlpha = diffAlpha
        self.allowedMismatch = allowedMismatch
    }

    /// The `PixelMatch` settings these stand for, drawing the diff image or not.
    public func pixelMatchOptions(diffImage: Bool) -> PixelMatchOptions {
        PixelMatchOptions(unchecked: threshold, includeAA: includeAntialiasing, alpha: diffAlpha, outputDiff: diffImage)
    }

    /// Compares two images in memory. With `diffImage`, the result holds pixelmatch's diff image (for images of
    /// the same size).
    public func compare(expected: Pixmap, actual: Pixmap, diffImage: Bool = false) -> ImageComparisonResult {
        let pixels = PixelMatch.compare(expected, actual, options: pixelMatchOptions(diffImage: diffImage))
        return result(pixels, expected: (expected.width, expected.height), actual: (actual.width, actual.height))
    }

    /// Compares two images handed out row by row, in bands of `bandHeight` rows: memory follows the width, not the
    /// height. With `diffRows`, pixelmatch's diff image goes to it band by band, top to bottom (for images of the
    /// same size). Throws what the sources and `diffRows` throw, or `PixelMatchSourceError` for a source that ends
    /// early.
    public func compare(expected: any PixmapRowSource, actual: any PixmapRowSource,
                        diffRows: ((Pixmap) throws -> Void)? = nil) throws -> ImageComparisonResult {
        let pixels = try PixelMatch.compare(expected, actual, options: pixelMatchOptions(diffImage: diffRows != nil),
                                            bandHeight: Self.bandHeight, diffRows: diffRows)
        return result(pixels, expected: (expected.width, expected.height), actual: (actual.width, actual.height))
    }

    /// The result for an image compared with itself (the same bytes), read once: no differences, and the diff image
    /// `compare` would give, all faded grey, band by band to `diffRows`.
    func identical(_ image: any PixmapRowSource, diffRows: (Pixmap) throws -> Void) throws -> ImageComparisonResult {
        let pixels = try PixelMatch.identical(image, options: pixelMatchOptions(diffImage: true), bandHeight: Self.bandHeight,
                                              diffRows: diffRows)
        return result(pixels, expected: (image.width, image.height), actual: (image.width, image.height))
    }

    /// The result of `pixels` under these settings.
    func result(_ pixels: DiffResult, expected: (width: Int, height: Int),
                actual: (width: Int, height: Int)) -> ImageComparisonResult {
        let matches = !pixels.sizeMismatch && (pixels.mismatchedPixels == 0 || pixels.percentage <= allowedMismatch)
        return ImageComparisonResult(pixels: pixels, expectedSize: .init(width: expected.width, height: expected.height),
                                     actualSize: .init(width: actual.width, height: actual.height), matches: matches)
    }
}
