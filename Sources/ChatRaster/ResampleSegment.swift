/// One stretch of an axis mapping: `outputCount` output pixels cover the source interval
/// `[sourceStart, sourceStart + sourceLength)` (continuous coordinates, pixel i spans `[i, i + 1)`), and their
/// filter taps are restricted to the source pixels `clamp` (weights outside are dropped and the rest
/// renormalised, so nothing bleeds in from beyond `clamp`).
struct ResampleSegment: Sendable, Equatable {
    var outputCount: Int
    var sourceStart: Double
    var sourceLength: Double
    var clamp: Range<Int>
}
