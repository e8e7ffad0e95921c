/// Where a whole image axis lands on the output axis when a small bitmap (a colour emoji strike) is drawn at a
/// fractional position: its `sourceCount` pixels scaled by `scale`, its leading edge `offset` output pixels into
/// output pixel 0. Output pixel `i` spans `[i, i + 1)` and the image `[offset, offset + sourceCount × scale)`,
/// so there are `⌈offset + sourceCount × scale⌉` output pixels, the first and the last maybe only partly covered.
///
/// `AxisResampleTable(placement:)` turns it into weights: an area average when shrinking, bilinear when
/// enlarging, each output pixel's weights summing to the part of it the image covers.
package struct AxisPlacement: Sendable, Equatable {
    /// The most output pixels a placement may span (a guard against sizes that cannot be allocated).
    package static let maximumOutputCount = 1 << 20

    /// Source pixels along the axis (at least one).
    package let sourceCount: Int
    /// Output pixels per source pixel (positive and finite).
    package let scale: Double
    /// Where the image's leading edge lies in output pixel 0 (0 ≤ offset < 1).
    package let offset: Double
    /// Output pixels the placed image touches: `⌈offset + sourceCount × scale⌉`.
    package let outputCount: Int

    /// A placement of `sourceCount` pixels scaled by `scale` with the leading edge at `offset`.
    package init(sourceCount: Int, scale: Double, offset: Double) throws(AxisPlacementError) {
        guard sourceCount > 0 else { throw .emptySource(count: sourceCount) }
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        guard offset >= 0, offset < 1 else { throw .invalidOffset(offset) }
        let extent = offset + Double(sourceCount) * scale
        guard extent <= Double(Self.maximumOutputCount) else { throw .tooLarge(extent: extent) }
        self.sourceCount = sourceCount
        self.scale = scale
        self.offset = offset
        self.outputCount = Swift.max(1, Int(extent.rounded(.up)))
    }

    /// Where the image's trailing edge lies on the output axis.
    var end: Double { offset + Double(sourceCount) * scale }

    /// The part of output pixel `i` the image covers, from 0 to 1.
    func coverage(ofOutput i: Int) -> Double {
        Swift.max(0, Swift.min(Double(i + 1), end) - Swift.max(Double(i), offset))
    }
}
