extension Pixmap {
    /// The image scaled to `width × height` (independently per axis) by separable convolution in premultiplied
    /// space. Pixel centres map onto each other (`source x = (x + 0.5) × sourceWidth / width − 0.5`); when
    /// downscaling, the filter is widened by the scale factor so that every source pixel contributes (no
    /// aliasing on 4000 → 700 px photos or 136 → 51 px emoji). Taps beyond the image edge are dropped and the
    /// remaining weights renormalised. Results are rounded and clamped to valid premultiplied values.
    ///
    /// Same size returns the image unchanged; a negative target size counts as 0; an empty source gives a
    /// transparent image of the target size. A large image is resampled on up to `threads` threads, to the same
    /// bytes as on one.
    public func resized(width targetWidth: Int, height targetHeight: Int,
                        filter: ResamplingFilter = .lanczos3, threads: Int = 1) -> Pixmap {
        let w = Swift.max(0, targetWidth), h = Swift.max(0, targetHeight)
        if w == width && h == height { return self }
        if isEmpty || w == 0 || h == 0 { return Pixmap(width: w, height: h) }
        let horizontal = AxisResampleTable(
            sourceCount: width,
            segments: [ResampleSegment(outputCount: w, sourceStart: 0, sourceLength: Double(width), clamp: 0..<width)],
            filter: filter)
        let vertical = AxisResampleTable(
            sourceCount: height,
            segments: [ResampleSegment(outputCount: h, sourceStart: 0, sourceLength: Double(height), clamp: 0..<height)],
            filter: filter)
        return SeparableResampler.resample(self, horizontal: horizontal, vertical: vertical, threads: threads)
    }

    /// The image scaled to cover `width × height` with its aspect ratio kept, centred, and the overflow cropped
    /// (UIKit's `scaleAspectFill`). The crop is computed in source space — a window of
    /// `width / s × height / s` source pixels around the centre, with `s = max(width / sourceWidth,
    /// height / sourceHeight)`, possibly at a fractional offset — so the image is resampled exactly once, and
    /// filter taps near the window edge read the real neighbouring pixels.
    ///
    /// A negative target size counts as 0; an empty source gives a transparent image of the target size. A large
    /// image is resampled on up to `threads` threads, to the same bytes as on one.
    public func aspectFilled(width targetWidth: Int, height targetHeight: Int,
                             filter: ResamplingFilter = .lanczos3, threads: Int = 1) -> Pixmap {
        let w = Swift.max(0, targetWidth), h = Swift.max(0, targetHeight)
        if isEmpty || w == 0 || h == 0 { return Pixmap(width: w, height: h) }
        let (horizontal, verticalSegment) = aspectFillAxes(width: w, height: h, filter: filter)
        let vertical = AxisResampleTable(sourceCount: height, segments: [verticalSegment], filter: filter)
        return SeparableResampler.resample(self, horizontal: horizontal, vertical: vertical, threads: threads)
    }

    /// The rows `rows` (clamped to the target) of this image aspect-filled to `width × height` as
    /// `aspectFilled(width:height:filter:)` crops and scales it, computed without the other rows. The pass order
    /// is chosen from an estimate for the whole target, so every window of the same target gives the same bytes
    /// for its rows (a canvas background is drawn band by band).
    public func aspectFilled(width targetWidth: Int, height targetHeight: Int, rows: Range<Int>,
                             filter: ResamplingFilter = .lanczos3) -> Pixmap {
        let w = Swift.max(0, targetWidth), h = Swift.max(0, targetHeight)
        let window = rows.clamped(to: 0..<h)
        if isEmpty || w == 0 || window.isEmpty { return Pixmap(width: w, height: window.count) }
        let (horizontal, verticalSegment) = aspectFillAxes(width: w, height: h, filter: filter)
        let vertical = AxisResampleTable(sourceCount: height, segments: [verticalSegment], filter: filter, outputs: window)
        let estimate = AxisResampleTable.estimate(segments: [verticalSegment], filter: filter)
        let horizontalFirst = SeparableResampler.prefersHorizontalFirst(
            sourceRows: estimate.sourceCount, sourceColumns: horizontal.sourceRange.count, outputWidth: w, outputHeight: h,
            horizontalWeights: horizontal.weights.count, verticalWeights: estimate.weights)
        return SeparableResampler.resample(self, horizontal: horizontal, vertical: vertical, horizontalFirst: horizontalFirst)
    }

    /// The horizontal table and the vertical segment of an aspect fill to `w × h` (both positive).
    private func aspectFillAxes(width w: Int, height h: Int, filter: ResamplingFilter) -> (AxisResampleTable, ResampleSegment) {
        let ratioX = Double(w) / Double(width), ratioY = Double(h) / Double(height)
        // The axis with the larger ratio fits exactly and keeps its whole source extent; the other is cropped.
        let windowWidth = ratioX >= ratioY ? Double(width) : Swift.min(Double(width), Double(w) / ratioY)
        let windowHeight = ratioY >= ratioX ? Double(height) : Swift.min(Double(height), Double(h) / ratioX)
        let horizontal = AxisResampleTable(
            sourceCount: width,
            segments: [ResampleSegment(outputCount: w, sourceStart: (Double(width) - windowWidth) / 2,
                                       sourceLength: windowWidth, clamp: 0..<width)],
            filter: filter)
        let vertical = ResampleSegment(outputCount: h, sourceStart: (Double(height) - windowHeight) / 2,
                                       sourceLength: windowHeight, clamp: 0..<height)
        return (horizontal, vertical)
    }
}
