import ChatRaster

/// iOS 6's glossy bubble finish as an overlay drawn untinted over a tinted template (a pack's `outline`): a white
/// sheen over the top cap fading from the top edge, and a faint shade along the bottom edge, both inside the shape.
/// Both stay within the caps, so the stretched middle of a nine-sliced bubble is clear and the finish keeps its size.
enum Gloss {
    /// The overlay of `shape` at `scale`, with the sheen ending `sheen` points from the top and the shade starting
    /// `shade` points from the top.
    static func overlay(of shape: Shape, scale: Int, sheen: Double, shade: Double) -> Pixmap {
        let mask = shape.render(scale: scale)
        var pixmap = Pixmap(width: mask.width, height: mask.height)
        let s = Double(scale)
        for row in 0..<mask.height {
            let y = (Double(row) + 0.5) / s
            // White at 60 % under the top edge, 10 % at the sheen's end; black up to 12 % at the bottom edge.
            let (level, strength): (Double, Double) = if y < sheen {
                (255, 0.6 - 0.5 * y / sheen)
            } else if y > shade {
                (0, 0.12 * min(1, (y - shade) / (shape.height - shade)))
            } else {
                (0, 0)
            }
            guard strength > 0 else { continue }
            for column in 0..<mask.width {
                let i = (row * mask.width + column) * 4
                let coverage = Double(mask.pixels[i + 3]) / 255
                let alpha = (strength * coverage * 255).rounded()
                guard alpha > 0 else { continue }
                let value = UInt8((level * alpha / 255).rounded())
                pixmap.pixels[i] = value
                pixmap.pixels[i + 1] = value
                pixmap.pixels[i + 2] = value
                pixmap.pixels[i + 3] = UInt8(alpha)
            }
        }
        return pixmap
    }
}
