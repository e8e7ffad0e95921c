/// The sRGB transfer function as lookup tables, for blending text coverage in linear light.
package enum SRGB {
    /// The linear value of every 8-bit sRGB level.
    private static let linearTable: [Float] = (0..<256).map { Float(decode(Double($0) / 255)) }

    /// `thresholds[c]` is the linear value from which `fromLinear` returns `c + 1` instead of `c`: the
    /// linear value of the encoded level `c + 0.5`.
    private static let thresholds: [Float] = (0..<255).map { Float(decode((Double($0) + 0.5) / 255)) }

    /// Number of buckets of the coarse `fromLinear` table.
    private static let bucketCount = 4096

    /// `bucketTable[i]` is the sRGB level of the linear value `i / bucketCount`; within a bucket the result can
    /// only grow, which `fromLinear` corrects with at most a few threshold comparisons.
    private static let bucketTable: [UInt8] = (0...bucketCount).map { i in
        let v = Float(i) / Float(bucketCount)
        var level = 0
        while level < 255 && v >= thresholds[level] { level += 1 }
        return UInt8(level)
    }

    /// The linear-light value `0...1` of an 8-bit sRGB level (IEC 61966-2-1: `c / 12.92` below 0.04045, else
    /// `((c + 0.055) / 1.055)^2.4`), from a table.
    package static func toLinear(_ value: UInt8) -> Float {
        linearTable[Int(value)]
    }

    /// The 8-bit sRGB level nearest to a linear-light value (the encoded value rounded to nearest, exact for
    /// every input, so `fromLinear(toLinear(c)) == c`). Values below 0 and NaN give 0, above 1 give 255.
    package static func fromLinear(_ value: Float) -> UInt8 {
        guard value > 0 else { return 0 }
        guard value < 1 else { return 255 }
        let table = thresholds
        var level = Int(bucketTable[Int(value * Float(bucketCount))])
        while level < 255 && value >= table[level] { level += 1 }
        return UInt8(level)
    }

    /// The exact sRGB decoding of an encoded value `0...1`.
    static func decode(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : CMath.power((c + 0.055) / 1.055, 2.4)
    }

    /// The exact sRGB encoding of a linear value `0...1`.
    static func encode(_ l: Double) -> Double {
        l <= 0.0031308 ? l * 12.92 : 1.055 * CMath.power(l, 1 / 2.4) - 0.055
    }
}
