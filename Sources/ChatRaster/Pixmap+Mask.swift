import ChatGeometry

extension Pixmap {
    /// This image clipped by another image's alpha: every channel × `mask alpha / 255`, rounded to nearest
    /// (SPHChatCollectionView's `maskWithImage:`; photos take a stretched bubble template as their mask).
    /// The mask's colour is ignored. The mask is aligned at the top-left; pixels it does not reach (when the
    /// sizes differ) count as uncovered and become transparent. The result has this image's size.
    public func masked(by mask: Pixmap) -> Pixmap {
        masked(by: CoverageMask(alphaOf: mask))
    }

    /// This image clipped by a coverage mask: every channel × `coverage / 255`, rounded to nearest. The mask is
    /// aligned at the top-left; pixels it does not reach (when the sizes differ) become transparent. The result
    /// has this image's size.
    public func masked(by coverage: CoverageMask) -> Pixmap {
        var out = Pixmap(width: width, height: height)
        let common = PixelRect(x: 0, y: 0, width: Swift.min(width, coverage.width), height: Swift.min(height, coverage.height))
        guard !common.isEmpty else { return out }
        pixels.withUnsafeBufferPointer { src in
            coverage.values.withUnsafeBufferPointer { mask in
                out.pixels.withUnsafeMutableBufferPointer { dst in
                    guard let source = src.baseAddress, let target = dst.baseAddress else { return }
                    for y in 0..<common.height {
                        let row = y * coverage.width
                        let base = y * width * 4
                        var x = 0
                        while x < common.width {
                            let c = mask[row + x]
                            if c == 255 {
                                // A run of full coverage (most of a photo) is copied as it is.
                                var end = x + 1
                                while end < common.width && mask[row + end] == 255 { end += 1 }
                                let p = base + x * 4
                                (target + p).update(from: source + p, count: (end - x) * 4)
                                x = end
                                continue
                            }
                            if c != 0 {
                                let p = base + x * 4
                                dst[p] = PixelMath.multiply(src[p], c)
                                dst[p + 1] = PixelMath.multiply(src[p + 1], c)
                                dst[p + 2] = PixelMath.multiply(src[p + 2], c)
                                dst[p + 3] = PixelMath.multiply(src[p + 3], c)
                            }
                            x += 1
                        }
                    }
                }
            }
        }
        return out
    }
}
