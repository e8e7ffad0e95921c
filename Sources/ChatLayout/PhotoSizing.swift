import ChatGeometry
import ChatModel

/// The proportional photo sizing rule (hoangtaiki/ChatViewController's `calculateProportionalSize`),
/// with the theme's minimum size and aspect-ratio clamp.
package enum PhotoSizing {
    /// The bubble size for a photo of `source` pixels.
    ///
    /// The longer side becomes `maxSize`: landscape → width = max, height = max·h/w; portrait or square →
    /// height = max, width = max·w/h. Then the aspect ratio is clamped to `maxAspectRatio` (panoramas and very
    /// tall images: the rest is cropped by aspect-fill) and the shorter side raised to `minSize`
    /// (never above `maxSize`). Results are rounded to whole points.
    package static func bubbleSize(source: Size, maxSize: Double, minSize: Double, maxAspectRatio: Double) -> Size {
        guard source.width > 0, source.height > 0, maxSize > 0 else { return Size(width: maxSize, height: maxSize) }
        let ratioLimit = Swift.max(1, maxAspectRatio)
        var width: Double
        var height: Double
        if source.width > source.height {
            width = maxSize
            height = maxSize * source.height / source.width
            height = Swift.max(height, maxSize / ratioLimit)
        } else {
            height = maxSize
            width = maxSize * source.width / source.height
            width = Swift.max(width, maxSize / ratioLimit)
        }
        let floor = Swift.min(minSize, maxSize)
        width = Swift.max(width, floor)
        height = Swift.max(height, floor)
        return Size(width: width.rounded(), height: height.rounded())
    }
}
