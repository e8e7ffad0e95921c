/// Settings of `PixelMatch.compare`, named and defaulted as in pixelmatch 7.2.0's `options` object: the port's raw
/// knobs. Code that takes settings from a user goes through `ImageComparison`, which refuses out-of-range values
/// with `ImageComparisonError` (and is what every chatrender caller uses).
///
/// A `threshold` or `alpha` outside `0...1` (or NaN) is refused by the initializer with the same
/// `ChatImageComparisonError` as `ChatImageComparison` and `chatrender diff --threshold`, never clamped; a negative
/// `regionMergeDistance` counts as 0.
public struct ChatPixelMatchOptions: Sendable, Hashable {
    /// Matching threshold, 0…1; smaller is more sensitive. A pixel differs when its squared YIQ distance
    /// exceeds `35215 × threshold²`. pixelmatch's default is 0.1.
    /// Set through the throwing initializer, which refuses a value outside 0…1 (as `chatrender diff --threshold` does).
    public internal(set) var threshold: Double
    /// When true, anti-aliased pixels are counted as differences (pixelmatch's `includeAA`, default false).
    public var includeAA: Bool
    /// Opacity of the first image in the diff image's grey background, 0…1 (pixelmatch's `alpha`, default 0.1).
    /// Set through the throwing initializer, which refuses a value outside 0…1.
    public internal(set) var alpha: Double
    /// Colour of anti-aliased pixels in the diff image (pixelmatch's `aaColor`, default yellow).
    public var aaColor: DiffColor
    /// Colour of differing pixels in the diff image (pixelmatch's `diffColor`, default red).
    public var diffColor: DiffColor
    /// When set, differing pixels that are darker in the first image than in the second get this colour
    /// instead of `diffColor` (pixelmatch's `diffColorAlt`, default none).
    public var diffColorAlt: DiffColor?
    /// Draw only the differences over a transparent background (pixelmatch's `diffMask`, default false).
    public var diffMask: Bool
    /// Blend semi-transparent pixels against pixelmatch's position-dependent "checkerboard" colours (true,
    /// pixelmatch 7.x's default) or against plain white (false, pixelmatch ≤ 6 behaviour). Opaque images
    /// compare the same either way.
    public var checkerboard: Bool
    /// Produce `DiffResult.diffImage` (pixelmatch's `output` argument). Off by default: it costs a full image.
    public var outputDiff: Bool
    /// Changed pixels at most this many pixels apart (Chebyshev distance: the larger of the horizontal and
    /// vertical distance) fall into the same `DiffResult.regions` box. Default 8.
    public var regionMergeDistance: Int {
        didSet { regionMergeDistance = Swift.max(0, regionMergeDistance) }
    }

    /// pixelmatch 7.2.0's defaults.
    public init() {
        self.init(unchecked: 0.1, alpha: 0.1)
    }

    /// Options with pixelmatch 7.2.0's defaults unless given.
    /// - Throws: `ChatImageComparisonError.thresholdOutOfRange` or `.diffAlphaOutOfRange` for a threshold or an alpha
    ///   outside 0…1 (or not a number), in `chatrender diff`'s words; never clamped.
    public init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                aaColor: DiffColor = .yellow, diffColor: DiffColor = .red, diffColorAlt: DiffColor? = nil,
                diffMask: Bool = false, checkerboard: Bool = true, outputDiff: Bool = false,
                regionMergeDistance: Int = 8) throws(ChatImageComparisonError) {
        guard threshold.isFinite, (0...1).contains(threshold) else { throw .thresholdOutOfRange(threshold) }
        guard alpha.isFinite, (0...1).contains(alpha) else { throw .diffAlphaOutOfRange(alpha) }
        self.init(unchecked: threshold, includeAA: includeAA, alpha: alpha, aaColor: aaColor, diffColor: diffColor,
                  diffColorAlt: diffColorAlt, diffMask: diffMask, checkerboard: checkerboard, outputDiff: outputDiff,
                  regionMergeDistance: regionMergeDistance)
    }

    /// Options whose threshold and alpha were checked by the caller (`ChatImageComparison`'s own initializer).
    init(unchecked threshold: Double, includeAA: Bool = false, alpha: Double, aaColor: DiffColor = .yellow,
         diffColor: DiffColor = .red, diffColorAlt: DiffColor? = nil, diffMask: Bool = false, checkerboard: Bool = true,
         outputDiff: Bool = false, regionMergeDistance: Int = 8) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.checkerboard = checkerboard
        self.outputDiff = outputDiff
        self.regionMergeDistance = Swift.max(0, regionMergeDistance)
    }
}
