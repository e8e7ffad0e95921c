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
        let w = Swift.max(0, targetWidth), h = Swift.max(0, targetHeight)
        if isEmpty || w == 0 || h == 0 { return Pixmap(width: w, height: h) }
        let caps = insets.clamped(imageWidth: width, imageHeight: height)
        let horizontal = AxisResampleTable(
            sourceCount: width,
            segments: NineSliceAxis.segments(sourceCount: width, leading: caps.left, trailing: caps.right, targetCount: w),
            filter: .triangle)
        let vertical = AxisResampleTable(
            sourceCount: height,
            segments: NineSliceAxis.segments(sourceCount: height, leading: caps.top, trailing: caps.bottom, targetCount: h),
            filter: .triangle)
        return SeparableResampler.resample(self, horizontal: horizontal, vertical: vertical)
    }
}
