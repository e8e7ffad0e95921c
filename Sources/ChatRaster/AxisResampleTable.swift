/// Precomputed fixed-point filter weights for one axis: for every output pixel, the first source pixel, the
/// number of taps and their weights. Weights are integers scaled by `2^precisionBits`. A table built from
/// `ResampleSegment`s sums exactly to `2^precisionBits` at every output pixel, so a constant input stays exactly
/// constant; a table built from an `AxisPlacement` (see `AxisResampleTable+Placement.swift`) sums to each output
/// pixel's coverage instead: exactly `2^precisionBits` inside the placed image, less at its partly covered edges.
struct AxisResampleTable: Sendable {
    /// Weights are scaled by `1 << precisionBits`.
    static let precisionBits = 16
    static let one = Int32(1) << Int32(precisionBits)

    /// Source pixels along the axis.
    let sourceCount: Int
    /// Output pixels in the table (the window's size when it was built for a window).
    let outputCount: Int
    /// The index, among all output pixels of the axis, of the table's first entry (0 unless windowed).
    let outputStart: Int
    /// Index of the first source pixel of each output pixel.
    private(set) var first: [Int] = []
    /// Number of taps of each output pixel (at least 1).
    private(set) var count: [Int] = []
    /// Where each output pixel's weights start in `weights`.
    private(set) var offset: [Int] = []
    /// All weights, output pixel after output pixel.
    private(set) var weights: [Int32] = []
    /// True when every output pixel of the table is exactly the source pixel of the same index (a pass that
    /// reads source index `outputStart + j` for entry `j` with weight one, which may be skipped).
    private(set) var isIdentity: Bool = true
    /// The source pixels any tap reads (empty when there are no outputs).
    private(set) var sourceRange: Range<Int> = 0..<0

    /// Builds the table for consecutive segments along an axis of `sourceCount` pixels. Every segment's
    /// `clamp` must be a non-empty subrange of `0..<sourceCount` (a programmer error otherwise).
    ///
    /// `outputs` restricts the table to a window of the output pixels (all of them when nil): entry `j` of the
    /// table is then output pixel `outputs.lowerBound + j`, with exactly the taps the whole table gives it, so
    /// drawing a tall stretch window by window gives the same bytes as drawing it whole. `isIdentity` then
    /// means that every output pixel of the window reads the source pixel of the same index.
    init(sourceCount: Int, segments: [ResampleSegment], filter: ResamplingFilter, outputs: Range<Int>? = nil) {
        self.sourceCount = sourceCount
        let total = segments.reduce(0) { $0 + Swift.max(0, $1.outputCount) }
        let window = outputs.map { $0.clamped(to: 0..<total) } ?? 0..<total
        self.outputStart = window.lowerBound
        self.outputCount = window.count
        first.reserveCapacity(outputCount)
        count.reserveCapacity(outputCount)
        offset.reserveCapacity(outputCount)
        var scratch: [Double] = []
        var quantized: [Int32] = []
        var low = Int.max, high = Int.min
        var segmentStart = 0
        for segment in segments where segment.outputCount > 0 {
            precondition(!segment.clamp.isEmpty && segment.clamp.lowerBound >= 0 && segment.clamp.upperBound <= sourceCount,
                         "resample segment clamp \(segment.clamp) outside 0..<\(sourceCount)")
            defer { segmentStart += segment.outputCount }
            let local = (window.lowerBound - segmentStart)..<(window.upperBound - segmentStart)
            let inside = local.clamped(to: 0..<segment.outputCount)
            guard !inside.isEmpty else { continue }
            let scale = segment.sourceLength / Double(segment.outputCount)
            let isCopy = scale == 1 && segment.sourceStart == segment.sourceStart.rounded()
            let filterScale = Swift.max(scale, 1)
            let support = filter.support * filterScale
            for i in inside {
                let outputIndex = segmentStart + i
                let entry = first.count
                let copySource: Int? = isCopy ? Int(segment.sourceStart) + i : nil
                if let source = copySource, segment.clamp.contains(source) {
                    append(first: source, taps: [AxisResampleTable.one])
                    if source != outputIndex { isIdentity = false }
                } else {
                    isIdentity = false
                    let center = segment.sourceStart + (Double(i) + 0.5) * scale
                    let start = computeTaps(center: center, support: support, filterScale: filterScale,
                                            clamp: segment.clamp, filter: filter, into: &scratch, quantized: &quantized)
                    append(first: start, taps: quantized)
                }
                low = Swift.min(low, first[entry])
                high = Swift.max(high, first[entry] + count[entry])
            }
        }
        if total != sourceCount { isIdentity = false }
        sourceRange = outputCount > 0 ? low..<high : 0..<0
    }

    /// Builds a table entry by entry: `taps(i, &weights)` fills `weights` with output pixel `i`'s fixed-point
    /// weights (at least one) and returns the source pixel of the first, every tap reading a pixel of
    /// `0..<sourceCount` (a programmer error otherwise).
    init(sourceCount: Int, outputCount: Int, taps: (Int, inout [Int32]) -> Int) {
        self.sourceCount = sourceCount
        self.outputStart = 0
        self.outputCount = Swift.max(0, outputCount)
        first.reserveCapacity(self.outputCount)
        count.reserveCapacity(self.outputCount)
        offset.reserveCapacity(self.outputCount)
        var scratch: [Int32] = []
        var low = Int.max, high = Int.min
        for i in 0..<self.outputCount {
            scratch.removeAll(keepingCapacity: true)
            let start = taps(i, &scratch)
            precondition(!scratch.isEmpty && start >= 0 && start + scratch.count <= sourceCount,
                         "taps \(start)..<\(start + scratch.count) of output \(i) outside 0..<\(sourceCount)")
            append(first: start, taps: scratch)
            if scratch.count != 1 || scratch[0] != AxisResampleTable.one || start != i { isIdentity = false }
            low = Swift.min(low, start)
            high = Swift.max(high, start + scratch.count)
        }
        if self.outputCount != sourceCount { isIdentity = false }
        sourceRange = self.outputCount > 0 ? low..<high : 0..<0
    }

    /// This table with every output pixel whose taps all read pixels of `slice` reading only the slice's first
    /// pixel, at weight one (a copy, which the passes do without arithmetic). Each such output is unchanged
    /// whenever the source's pixels in `slice` are equal along the axis (for a horizontal table: within every
    /// row), since its weights sum to one.
    func collapsing(within slice: Range<Int>) -> AxisResampleTable {
        guard !slice.isEmpty else { return self }
        var table = self
        table.first.removeAll(keepingCapacity: true)
        table.count.removeAll(keepingCapacity: true)
        table.offset.removeAll(keepingCapacity: true)
        table.weights.removeAll(keepingCapacity: true)
        for i in 0..<outputCount {
            let taps = first[i]..<(first[i] + count[i])
            if taps.count > 1 && slice.contains(taps.lowerBound) && taps.upperBound <= slice.upperBound {
                table.append(first: slice.lowerBound, taps: [AxisResampleTable.one])
            } else {
                table.append(first: first[i], taps: Array(weights[offset[i]..<(offset[i] + count[i])]))
            }
        }
        return table
    }

    private mutating func append(first source: Int, taps: [Int32]) {
        first.append(source)
        count.append(taps.count)
        offset.append(weights.count)
        weights.append(contentsOf: taps)
    }

    /// Fills `quantized` with the fixed-point taps of one output pixel centred at `center` and returns the index
    /// of the first tap's source pixel.
    private func computeTaps(center: Double, support: Double, filterScale: Double, clamp: Range<Int>,
                             filter: ResamplingFilter, into scratch: inout [Double], quantized: inout [Int32]) -> Int {
        // Taps are the pixels whose centre (x + 0.5) lies within `support` of `center`.
        let lowEdge = (center - support - 0.5).rounded(.down) + 1
        let highEdge = (center + support - 0.5).rounded(.up) - 1
        let start = lowEdge > Double(clamp.lowerBound) ? Int(lowEdge) : clamp.lowerBound
        let end = highEdge < Double(clamp.upperBound - 1) ? Int(highEdge) : clamp.upperBound - 1
        scratch.removeAll(keepingCapacity: true)
        var sum = 0.0
        if start <= end {
            for x in start...end {
                let w = filter.weight((Double(x) + 0.5 - center) / filterScale)
                scratch.append(w)
                sum += w
            }
        }
        quantized.removeAll(keepingCapacity: true)
        guard sum > 0.01 else {
            // Nothing of the filter falls inside `clamp` (or it cancels out): take the nearest allowed pixel.
            let nearest = Swift.min(Swift.max(Int((center).rounded(.down)), clamp.lowerBound), clamp.upperBound - 1)
            quantized.append(AxisResampleTable.one)
            return nearest
        }
        return start + FixedPointTaps.quantize(scratch, sum: sum, total: AxisResampleTable.one, into: &quantized)
    }

    /// An estimate of the weights and source pixels of the whole table for `segments`, from their sizes alone (in
    /// time independent of the output size): copies take one tap, stretches `⌈2 × support × max(scale, 1)⌉` taps
    /// at most the width of their clamp.
    static func estimate(segments: [ResampleSegment], filter: ResamplingFilter) -> (weights: Int, sourceCount: Int) {
        var weights = 0, low = Int.max, high = Int.min
        for segment in segments where segment.outputCount > 0 {
            let scale = segment.sourceLength / Double(segment.outputCount)
            let isCopy = scale == 1 && segment.sourceStart == segment.sourceStart.rounded()
            let taps = isCopy ? 1 : Swift.min(segment.clamp.count, Swift.max(1, Int((2 * filter.support * Swift.max(scale, 1)).rounded(.up))))
            weights = weights &+ segment.outputCount &* taps
            low = Swift.min(low, segment.clamp.lowerBound)
            high = Swift.max(high, segment.clamp.upperBound)
        }
        return (weights, high > low ? high - low : 0)
    }
}
