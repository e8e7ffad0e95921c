/// Why an `AxisPlacement` (and so `Pixmap.placed(scale:offsetX:)`) cannot be made.
package enum AxisPlacementError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The image has no pixels along the axis.
    case emptySource(count: Int)
    /// The scale is not a positive finite number.
    case invalidScale(Double)
    /// The offset is not within `0 ..< 1`.
    case invalidOffset(Double)
    /// The placed image would span more than `AxisPlacement.maximumOutputCount` output pixels.
    case tooLarge(extent: Double)

    /// What is wrong with the placement.
    package var description: String {
        switch self {
        case .emptySource(let count):
            return "an image with \(count) pixels along an axis cannot be placed"
        case .invalidScale(let scale):
            return "scale \(scale) is not a positive finite number"
        case .invalidOffset(let offset):
            return "offset \(offset) is not within 0 ..< 1"
        case .tooLarge(let extent):
            return "the placed image would span \(extent) pixels, more than \(AxisPlacement.maximumOutputCount)"
        }
    }
}
