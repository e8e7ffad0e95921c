/// Turns one output pixel's filter weights into the fixed-point taps of an `AxisResampleTable`, for every way a
/// table is built, so that all of them round the same way.
enum FixedPointTaps {
    /// Replaces `quantized` with `weights` scaled to sum exactly to `total` (in units of `1 / AxisResampleTable.one`):
    /// each weight becomes `round(weight / sum × total)` and the rounding error goes to the strongest tap. Zero taps
    /// at both ends are dropped, keeping at least one; the number dropped at the front is returned (add it to the
    /// first tap's source pixel). `weights` must not be empty and `sum` must be their (non-zero) sum.
    static func quantize(_ weights: [Double], sum: Double, total: Int32, into quantized: inout [Int32]) -> Int {
        quantized.removeAll(keepingCapacity: true)
        var rounded: Int32 = 0
        var strongest = 0
        for (k, w) in weights.enumerated() {
            let q = Int32((w / sum * Double(total)).rounded())
            quantized.append(q)
            rounded += q
            if abs(w) > abs(weights[strongest]) { strongest = k }
        }
        quantized[strongest] += total - rounded
        var lead = 0
        while lead < quantized.count - 1 && quantized[lead] == 0 { lead += 1 }
        var trail = quantized.count
        while trail - 1 > lead && quantized[trail - 1] == 0 { trail -= 1 }
        quantized.removeSubrange(trail...)
        quantized.removeSubrange(..<lead)
        return lead
    }
}
