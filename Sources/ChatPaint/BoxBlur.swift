import ChatRaster

/// Blurs coverage masks with repeated box filters (three passes per axis approach a Gaussian within a few
/// percent), in time independent of the radius: each pass keeps a running sum over its window. Outside the
/// mask counts as zero coverage.
enum BoxBlur {
    /// Blurs `mask` in place like a Gaussian of standard deviation `sigma` pixels (nothing for sigma < 0.5).
    static func approximateGaussian(_ mask: inout CoverageMask, sigma: Double) {
        guard sigma >= 0.5, mask.width > 0, mask.height > 0 else { return }
        let radius = radius(sigma: sigma)
        let width = mask.width, height = mask.height
        var values = mask.values
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        values.withUnsafeMutableBufferPointer { pixels in
            scratch.withUnsafeMutableBufferPointer { line in
                for _ in 0..<3 {
                    for y in 0..<height { blurLine(pixels, start: y * width, stride: 1, count: width, radius: radius, line: line) }
                }
                for _ in 0..<3 {
                    for x in 0..<width { blurLine(pixels, start: x, stride: width, count: height, radius: radius, line: line) }
                }
            }
        }
        mask = CoverageMask(width: width, height: height, values: values)
    }

    /// The radius of each of the three boxes for `sigma` (0 when there is no blur): three boxes of width w have
    /// variance 3 (w² − 1) / 12 = σ², so w = √(4σ² + 1) and the radius is (w − 1) / 2.
    static func radius(sigma: Double) -> Int {
        guard sigma >= 0.5, sigma.isFinite else { return 0 }
        return max(1, Int((((4 * sigma * sigma + 1).squareRoot() - 1) / 2).rounded()))
    }

    /// One box pass over `count` values `stride` apart from `start`, through the scratch `line`.
    private static func blurLine(_ pixels: UnsafeMutableBufferPointer<UInt8>, start: Int, stride: Int, count: Int, radius: Int,
                                 line: UnsafeMutableBufferPointer<UInt8>) {
        for i in 0..<count { line[i] = pixels[start + i * stride] }
        let window = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(line[i]) }
        for i in 0..<count {
            let entering = i + radius
            if entering < count { sum += Int(line[entering]) }
            let leaving = i - radius - 1
            if leaving >= 0 { sum -= Int(line[leaving]) }
            pixels[start + i * stride] = UInt8((sum + window / 2) / window)
        }
    }
}
