/// Scales premultiplied RGBA bitmaps (colour emoji strikes) to the size they are drawn at: area averaging
/// (a box filter over the exact footprint) when shrinking, bilinear when enlarging. Separable, with a
/// horizontal subpixel offset; output pixels the scaled image only partly covers are weighted by that
/// coverage, so the edges stay antialiased.
enum BitmapResampler {
    /// One output pixel's taps along one axis.
    private struct Taps {
        var first: Int
        var weights: [Float]
    }

    /// Scales `source` (`width` × `height`, premultiplied RGBA) by `factor`, with the image's left edge
    /// `offsetX` (0 ≤ offsetX < 1) pixels into the first output column. Returns the output size and bytes.
    static func resample(_ source: [UInt8], width: Int, height: Int, factor: Double, offsetX: Double)
        -> (width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, factor > 0, factor.isFinite else { return (0, 0, []) }
        let outWidth = Int((offsetX + Double(width) * factor).rounded(.up))
        let outHeight = Int((Double(height) * factor).rounded(.up))
        guard outWidth > 0, outHeight > 0 else { return (0, 0, []) }
        let columns = taps(count: outWidth, sourceCount: width, factor: factor, offset: offsetX)
        let rows = taps(count: outHeight, sourceCount: height, factor: factor, offset: 0)

        // Horizontal pass: height × outWidth × 4 floats.
        var horizontal = [Float](repeating: 0, count: height * outWidth * 4)
        source.withUnsafeBufferPointer { src in
            horizontal.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let sourceRow = y * width * 4, targetRow = y * outWidth * 4
                    for x in 0..<outWidth {
                        let tap = columns[x]
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        for (k, weight) in tap.weights.enumerated() {
                            let i = sourceRow + (tap.first + k) * 4
                            r += Float(src[i]) * weight
                            g += Float(src[i + 1]) * weight
                            b += Float(src[i + 2]) * weight
                            a += Float(src[i + 3]) * weight
                        }
                        let o = targetRow + x * 4
                        dst[o] = r; dst[o + 1] = g; dst[o + 2] = b; dst[o + 3] = a
                    }
                }
            }
        }
        // Vertical pass into bytes, keeping every colour channel at or below alpha.
        var output = [UInt8](repeating: 0, count: outHeight * outWidth * 4)
        horizontal.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                for y in 0..<outHeight {
                    let tap = rows[y]
                    for x in 0..<outWidth {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        for (k, weight) in tap.weights.enumerated() {
                            let i = ((tap.first + k) * outWidth + x) * 4
                            r += src[i] * weight
                            g += src[i + 1] * weight
                            b += src[i + 2] * weight
                            a += src[i + 3] * weight
                        }
                        let alpha = clampToByte(a)
                        let o = (y * outWidth + x) * 4
                        dst[o] = min(clampToByte(r), alpha)
                        dst[o + 1] = min(clampToByte(g), alpha)
                        dst[o + 2] = min(clampToByte(b), alpha)
                        dst[o + 3] = alpha
                    }
                }
            }
        }
        return (outWidth, outHeight, output)
    }

    @inline(__always)
    private static func clampToByte(_ value: Float) -> UInt8 {
        UInt8(max(0, min(255, value + 0.5)))
    }

    /// Taps for `count` output pixels over `sourceCount` source pixels. Output pixel `i` covers source
    /// coordinates [(i − offset) / factor, (i + 1 − offset) / factor).
    private static func taps(count: Int, sourceCount: Int, factor: Double, offset: Double) -> [Taps] {
        (0..<count).map { i in
            var weights: [Float] = []
            var first = 0
            if factor < 1 {
                // Box filter: each source pixel weighs by how much of the footprint it covers.
                let start = (Double(i) - offset) / factor, end = (Double(i) + 1 - offset) / factor
                let low = max(0, Int(start.rounded(.down))), high = min(sourceCount, Int(end.rounded(.up)))
                first = low
                for j in low..<max(low, high) {
                    let overlap = min(end, Double(j + 1)) - max(start, Double(j))
                    weights.append(Float(max(0, overlap) * factor))
                }
            } else {
                // Bilinear between the two source pixel centres around the sample point (clamped to the
                // edge pixels), weighted by how much of the output pixel the scaled image covers.
                let extentStart = offset, extentEnd = offset + Double(sourceCount) * factor
                let covered = max(0, min(Double(i + 1), extentEnd) - max(Double(i), extentStart))
                let centre = min(max((Double(i) + 0.5 - offset) / factor - 0.5, 0), Double(sourceCount - 1))
                let left = Int(centre.rounded(.down))
                let t = centre - Double(left)
                first = left
                weights.append(Float((1 - t) * covered))
                if left + 1 < sourceCount { weights.append(Float(t * covered)) }
            }
            return Taps(first: first, weights: weights)
        }
    }
}
