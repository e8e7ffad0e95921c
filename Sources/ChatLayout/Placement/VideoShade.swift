import ChatGeometry
import ChatModel

/// A dark gradient along a video thumbnail's bottom edge, clear at its top and `color` at the thumbnail's bottom,
/// clipped to the thumbnail's shape (WhatsApp draws the duration and time on it; `groups.videoDuration: gradient`).
package struct VideoShade: Sendable, Equatable {
    /// The gradient's height, in points, up from the thumbnail's bottom edge.
    package var height: Double
    /// The colour at the bottom edge; the gradient fades from it to clear.
    package var color: Color
    /// The thumbnail's shape (the same template as its photo element), used as the gradient's mask.
    package var mask: BubbleElement
    /// Where the mask lies from the thumbnail's origin when it is not the thumbnail's frame (the photo element's
    /// `maskFrame`: a framed thumbnail's shape reaches into the template's tail gutter beside it).
    package var maskFrame: Rect?

    /// A shade `height` points tall fading up from `color`, clipped to `mask` laid over `maskFrame`.
    package init(height: Double, color: Color, mask: BubbleElement, maskFrame: Rect? = nil) {
        self.height = height
        self.color = color
        self.mask = mask
        self.maskFrame = maskFrame
    }
}
