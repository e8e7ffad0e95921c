extension AxisResampleTable {
    /// The table that draws an image axis as `placement` places it (a glyph bitmap at its size and fractional
    /// position). Output pixel `i`'s weights sum to `round(coverage × one)`, where `coverage` is the part of the
    /// pixel the placed image covers: exactly `one` inside the image, less in a partly covered first or last pixel,
    /// so edges stay antialiased at any offset. The weights themselves:
    ///
    /// - shrinking (`scale < 1`): an area average. The covered part of the output pixel maps back onto the source
    ///   interval `[(max(i, offset) − offset) / scale, (min(i + 1, end) − offset) / scale)`, and each source pixel
    ///   weighs the length of its overlap with it: the exact box filter, with no widening beyond the footprint.
    /// - enlarging (`scale ≥ 1`): bilinear between the two source pixel centres around the output pixel's centre
    ///   `(i + 0.5 − offset) / scale − 0.5`, clamped to the first and last pixel. At scale 1 this is the same as the
    ///   area average.
    init(placement: AxisPlacement) {
        var weights: [Double] = []
        self.init(sourceCount: placement.sourceCount, outputCount: placement.outputCount) { i, taps in
            let total = Int32((placement.coverage(ofOutput: i) * Double(AxisResampleTable.one)).rounded())
            let first = placement.scale < 1
                ? Self.areaWeights(placement, output: i, into: &weights)
                : Self.linearWeights(placement, output: i, into: &weights)
            let sum = weights.reduce(0, +)
            guard sum > 0 else {
                // Coverage too thin to overlap any source pixel in floating point: one tap of its weight.
                taps.append(total)
                return first
            }
            return first + FixedPointTaps.quantize(weights, sum: sum, total: total, into: &taps)
        }
    }

    /// Fills `weights` with the overlaps of output pixel `i`'s covered part with the source pixels, in source
    /// pixels, and returns the first one's index.
    private static func areaWeights(_ placement: AxisPlacement, output i: Int, into weights: inout [Double]) -> Int {
        let sourceCount = placement.sourceCount
        let low = (Swift.max(Double(i), placement.offset) - placement.offset) / placement.scale
        let high = Swift.min((Swift.min(Double(i + 1), placement.end) - placement.offset) / placement.scale,
                             Double(sourceCount))
        let first = Swift.min(Swift.max(0, Int(low.rounded(.down))), sourceCount - 1)
        let last = Swift.max(first + 1, Swift.min(sourceCount, Int(high.rounded(.up))))
        weights.removeAll(keepingCapacity: true)
        for j in first..<last {
            weights.append(Swift.max(0, Swift.min(high, Double(j + 1)) - Swift.max(low, Double(j))))
        }
        return first
    }

    /// Fills `weights` with the bilinear weights of the one or two source pixels around output pixel `i`'s centre
    /// and returns the first one's index.
    private static func linearWeights(_ placement: AxisPlacement, output i: Int, into weights: inout [Double]) -> Int {
        let lastPixel = Double(placement.sourceCount - 1)
        let centre = Swift.min(Swift.max((Double(i) + 0.5 - placement.offset) / placement.scale - 0.5, 0), lastPixel)
        let left = centre.rounded(.down)
        let t = centre - left
        weights.removeAll(keepingCapacity: true)
        weights.append(1 - t)
        if left < lastPixel { weights.append(t) }
        return Int(left)
    }
}
