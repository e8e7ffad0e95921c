extension Pixmap {
    /// The image scaled by `scale` on both axes with its left edge `offsetX` pixels (0 ≤ offsetX < 1) into the
    /// first column: how a colour glyph bitmap (a 136 px emoji strike) is drawn at the text's size and a
    /// fractional x. Area averaging when shrinking, bilinear when enlarging, and output pixels the image covers
    /// only partly (the first and last column, the last row) weighted by that coverage, so the edges stay
    /// antialiased; see `AxisResampleTable(placement:)`. The result is `⌈offsetX + width × scale⌉ ×
    /// ⌈height × scale⌉` pixels, made by the same fixed-point passes as `resized(width:height:filter:)`, so the
    /// bytes are the same on any machine.
    package func placed(scale: Double, offsetX: Double) throws(AxisPlacementError) -> Pixmap {
        let horizontal = try AxisPlacement(sourceCount: width, scale: scale, offset: offsetX)
        let vertical = try AxisPlacement(sourceCount: height, scale: scale, offset: 0)
        return SeparableResampler.resample(self, horizontal: AxisResampleTable(placement: horizontal),
                                           vertical: AxisResampleTable(placement: vertical))
    }
}
