/// Integer arithmetic shared by every pixel loop of ChatRaster, so that all operations round the same way.
///
/// Products of two 8-bit values are divided by 255 and rounded to nearest with `div255`, which is exactly
/// `(x + 127) / 255` for every `x` in `0...65025` (no product of two bytes is ever a tie).
enum PixelMath {
    /// `x / 255` rounded to nearest, exact for `0...65025`: `t = x + 128; (t + t >> 8) >> 8`.
    @inline(__always)
    static func div255(_ x: UInt32) -> UInt32 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// `a × b / 255`, rounded to nearest.
    @inline(__always)
    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: div255(UInt32(a) &* UInt32(b)))
    }

    /// A fraction `0...1` as an 8-bit level, rounded to nearest; NaN and negatives give 0, above 1 gives 255.
    static func unitToByte(_ value: Double) -> UInt8 {
        guard value > 0 else { return 0 }
        guard value < 1 else { return 255 }
        return UInt8((value * 255).rounded())
    }

    /// `1 − fraction` with `fraction` clamped to `0...1` (NaN counts as 0).
    static func darkeningFactor(_ fraction: Double) -> Double {
        guard fraction > 0 else { return 1 }
        guard fraction < 1 else { return 0 }
        return 1 - fraction
    }

    /// `c × factor` rounded to nearest, for a factor in `0...1`.
    @inline(__always)
    static func scale(_ c: UInt8, by factor: Double) -> UInt8 {
        UInt8((Double(c) * factor).rounded())
    }

    /// A 256-entry table of `c × factor` rounded, for a factor in `0...1`.
    static func scaleTable(factor: Double) -> [UInt8] {
        (0..<256).map { scale(UInt8($0), by: factor) }
    }
}
