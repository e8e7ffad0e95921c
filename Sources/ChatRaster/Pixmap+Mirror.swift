extension Pixmap {
    /// The image flipped left to right (UIKit's `UIImageOrientationUpMirrored`): pixel (x, y) moves to
    /// (width − 1 − x, y). Incoming bubbles are the outgoing template mirrored; mirror the cap insets with
    /// `NineSliceInsets.mirrored` too.
    public func mirroredHorizontally() -> Pixmap {
        var out = Pixmap(width: width, height: height)
        let rowBytes = width * 4
        pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let row = y * rowBytes
                    for x in 0..<width {
                        let s = row + x * 4
                        let d = row + (width - 1 - x) * 4
                        dst[d] = src[s]; dst[d + 1] = src[s + 1]; dst[d + 2] = src[s + 2]; dst[d + 3] = src[s + 3]
                    }
                }
            }
        }
        return out
    }

    /// The image flipped top to bottom: pixel (x, y) moves to (x, height − 1 − y).
    public func mirroredVertically() -> Pixmap {
        var out = Pixmap(width: width, height: height)
        let rowBytes = width * 4
        pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let s = y * rowBytes
                    let d = (height - 1 - y) * rowBytes
                    for i in 0..<rowBytes { dst[d + i] = src[s + i] }
                }
            }
        }
        return out
    }
}
