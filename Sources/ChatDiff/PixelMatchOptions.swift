/// Settings of `PixelMatch.compare`, named and defaulted as in pixelmatch 7.2.0's `options` object: the port's raw
/// knobs. Code that takes settings from a user goes through `ImageComparison`, which refuses out-of-range values
/// with `ImageComparisonError` (and is what every chatrender caller uses).
///
/// So that the port itself never traps, out-of-range numbers given here are clamped: `threshold` and `alpha` into
/// `0...1` (NaN gives the default), a negative `regionMergeDistance` to 0.
public struct ChatPixelMatchOptions: Sendable, Hashable {
    /// Matching threshold, 0…1; smaller is more sensitive. A pixel differs when its squared YIQ distance
    /// exceeds `35215 × threshold²`. pixelmatch's default is 0.1.
    public var threshold: Double {
        didSet { threshold = Self.unit(threshold, default: 0.1) }
    }
    /// When true, anti-aliased pixels are counted as differences (pixelmatch's `includeAA`, default false).
    public var includeAA: Bool
    /// Opacity of the first image in the diff image's grey background, 0…1 (pixelmatch's `alpha`, default 0.1).
    public var alpha: Double {
        didSet { alpha = Self.unit(alpha, default: 0.1) }
    }
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

    /// Options with pixelmatch 7.2.0's defaults unless given.
    public init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                aaColor: DiffColor = .yellow, diffColor: DiffColor = .red, diffColorAlt: DiffColor? = nil,
                diffMask: Bool = false, checkerboard: Bool = true, outputDiff: Bool = false,
                regionMergeDistance: Int = 8) {
        self.threshold = Self.unit(threshold, default: 0.1)
        self.includeAA = includeAA
        self.alpha = Self.unit(alpha, default: 0.1)
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.checkerboard = checkerboard
        self.outputDiff = outputDiff
        self.regionMergeDistance = Swift.max(0, regionMergeDistance)
    }

    /// `value` clamped into `0...1`; NaN gives `fallback`.
    private static func unit(_ value: Double, default fallback: Double) -> Double {
        value.isNaN ? fallback : Swift.min(1, Swift.max(0, value))
    }
}
