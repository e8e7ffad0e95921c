#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few transcendental functions ChatRaster needs (the Swift standard library has none), taken from the
/// platform C library so that no Foundation is needed.
enum CMath {
    /// The sine of `x` (radians).
    @inline(__always) static func sine(_ x: Double) -> Double { sin(x) }
    /// The cosine of `x` (radians).
    @inline(__always) static func cosine(_ x: Double) -> Double { cos(x) }
    /// The arc cosine of `x` (radians).
    @inline(__always) static func arcCosine(_ x: Double) -> Double { acos(x) }
    /// The angle of the vector (`x`, `y`) from the positive x axis, in (−π, π].
    @inline(__always) static func angle(y: Double, x: Double) -> Double { atan2(y, x) }
    /// `x` raised to the power `y`.
    @inline(__always) static func power(_ x: Double, _ y: Double) -> Double { pow(x, y) }
}
