extension Pixmap {
    /// The image stretched to `width × height` as a nine-slice with the given cap insets (UIKit's
    /// `resizableImageWithCapInsets:` in stretch mode):
    ///
    /// - the four corners are copied exactly, byte for byte;
    /// - the top and bottom edges stretch horizontally only, the left and right edges vertically only, and the
    ///   centre along both axes;
    /// - stretching is linear interpolation in premultiplied space with pixel centres mapped onto each other,
    ///   sampling clamped inside each slice, so no colour bleeds across slices and there are no seams
    ///   (a uniform centre stays exactly uniform);
    /// - a zero-width (zero-height) centre stretches the single pixel column (row) where the caps meet — the
    ///   middle column (row) for insets at the image centre;
    /// - when the target is smaller than the two caps of an axis, those caps are shrunk in proportion to their
    ///   sizes (resampled with a tent filter widened by the shrink factor, still clamped inside each cap) and
    ///   there is no centre on that axis.
    ///
    /// The insets are first made valid with `NineSliceInsets.clamped(imageWidth:imageHeight:)`. A negative
    /// target size counts as 0; an empty source gives a transparent image of the target size.
    public func nineSliced(width targetWidth: Int, height targetHeight: Int, insets: NineSliceInsets) -> Pixmap {
        nineSliced(width: targetWidth, height: targetHeight, insets: insets, rows: 0..<Swift.max(0, targetHeight))
    }

    /// The rows `rows` (clamped to the target) of `nineSliced(width:height:insets:)`, byte for byte, computed
    /// without the rest: a bubble thousands of rows tall is drawn band by band in memory proportional to the band.
    public func nineSliced(width targetWidth: Int, height targetHeight: Int, insets: NineSliceInsets,
                           rows: Range<Int>) -> Pixmap {
        let w = Swift.max(0, targetWidth), h = Swift.max(0, targetHeight)
        let window = rows.clamped(to: 0..<h)
        if isEmpty || w == 0 || window.isEmpty { return Pixmap(width: w, height: window.count) }
        let caps = insets.clamped(imageWidth: width, imageHeight: height)
        let horizontal = AxisResampleTable(
            sourceCount: width,
            segments: NineSliceAxis.segments(sourceCount: width, leading: caps.left, trailing: caps.right, targetCount: w),
            filter: .triangle)
        let verticalSegments = NineSliceAxis.segments(sourceCount: height, leading: caps.top, trailing: caps.bottom, targetCount: h)
        let vertical = AxisResampleTable(sourceCount: height, segments: verticalSegments, filter: .triangle, outputs: window)
        // The pass order is decided for the whole target (estimated from the segments), never for the window,
        // so every window rounds exactly as the whole would.
        let estimate = AxisResampleTable.estimate(segments: verticalSegments, filter: .triangle)
        let horizontalFirst = SeparableResampler.prefersHorizontalFirst(
            sourceRows: estimate.sourceCount, sourceColumns: horizontal.sourceRange.count, outputWidth: w, outputHeight: h,
            horizontalWeights: horizontal.weights.count, verticalWeights: estimate.weights)
        return SeparableResampler.resample(self, horizontal: horizontal, vertical: vertical, horizontalFirst: horizontalFirst)
    }
}
