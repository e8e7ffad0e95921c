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
                    for y in 0..<common.height {
                        var m = y * coverage.width
                        var p = y * width * 4
                        for _ in 0..<common.width {
                            let c = mask[m]
                            if c == 255 {
                                dst[p] = src[p]; dst[p + 1] = src[p + 1]; dst[p + 2] = src[p + 2]; dst[p + 3] = src[p + 3]
                            } else if c != 0 {
                                dst[p] = PixelMath.multiply(src[p], c)
                                dst[p + 1] = PixelMath.multiply(src[p + 1], c)
                                dst[p + 2] = PixelMath.multiply(src[p + 2], c)
                                dst[p + 3] = PixelMath.multiply(src[p + 3], c)
                            }
                            m += 1
                            p += 4
                        }
                    }
                }
            }
        }
        return out
    }
}
