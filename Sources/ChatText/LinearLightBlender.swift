import ChatGeometry
import ChatModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Composites glyph coverage of one text colour onto premultiplied RGBA pixels in linear light:
/// destination and text colour are decoded from sRGB, mixed by `coverage × text alpha`, and encoded back.
/// 50 % coverage of black on white thus gives linear 0.5 = sRGB 188, not 128.
///
/// With destination alpha `Da` (0…1) and effective source alpha `a`:
/// `A = a + Da·(1 − a)`, `L = (Ls·a + Ld·Da·(1 − a)) / A` per channel (Ld from the un-premultiplied
/// destination), stored as `sRGB(L) × A`. An opaque destination reduces to `L = Ld + (Ls − Ld)·a`.
struct LinearLightBlender {
    /// The transfer tables, built once and kept for the life of the process.
    private final class Tables: @unchecked Sendable {
        /// sRGB byte → linear light (0…1).
        let decode: UnsafeMutablePointer<Float>
        /// Linear light quantised to 16 bits → sRGB byte.
        let encode: UnsafeMutablePointer<UInt8>

        init() {
            decode = .allocate(capacity: 256)
            for byte in 0..<256 {
                let v = Double(byte) / 255
                decode[byte] = Float(v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4))
            }
            encode = .allocate(capacity: 65536)
            // The encoding is monotonic, so the table is 256 runs: find where each byte's run starts (an estimate
            // from the inverse transfer, corrected with the exact formula) and fill the runs. The same table as
            // evaluating every index, with 0.5 % of the `pow` calls (this ran at every start-up).
            var start = 0
            for byte in 1...256 {
                var end = 65536
                if byte < 256 {
                    let v = (Double(byte) - 0.5) / 255
                    let estimate = v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
                    end = max(start, min(65535, Int(estimate * 65535)))
                    while end > start && Self.encoded(end - 1) >= byte { end -= 1 }
                    while end < 65536 && Self.encoded(end) < byte { end += 1 }
                }
                (encode + start).initialize(repeating: UInt8(byte - 1), count: end - start)
                start = end
            }
        }

        /// The sRGB byte of linear light `index / 65535`, rounded.
        static func encoded(_ index: Int) -> Int {
            let l = Double(index) / 65535
            let v = l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
            return Int(max(0, min(255, (v * 255).rounded())))
        }
    }

    private static let tables = Tables()

    /// sRGB byte → linear light.
    static func decode(_ byte: UInt8) -> Float { tables.decode[Int(byte)] }

    /// Linear light (0…1) → sRGB byte.
    static func encode(_ linear: Float) -> UInt8 { tables.encode[index(linear)] }

    /// The encoding table's entry `index` (0…65535) and the formula's value there, for tests.
    static func encodeEntry(_ index: Int) -> (table: UInt8, formula: Int) { (tables.encode[index], Tables.encoded(index)) }

    private let decode: UnsafeMutablePointer<Float>
    private let encode: UnsafeMutablePointer<UInt8>
    /// The text colour: straight sRGB bytes and linear light.
    private let red: UInt8, green: UInt8, blue: UInt8
    private let linear: (Float, Float, Float)
    /// Text alpha / 255², so `coverage × alphaScale` is the effective source alpha.
    private let alphaScale: Float
    private let opaque: Bool

    init(color: Color) {
        let tables = Self.tables
        decode = tables.decode
        encode = tables.encode
        red = color.red
        green = color.green
        blue = color.blue
        linear = (decode[Int(color.red)], decode[Int(color.green)], decode[Int(color.blue)])
        alphaScale = Float(color.alpha) / (255 * 255)
        opaque = color.alpha == 255
    }

    /// Blends `coverage` (0…255) of the text colour into the premultiplied RGBA pixel at `pixel`.
    @inline(__always)
    func blend(coverage: UInt8, into pixel: UnsafeMutablePointer<UInt8>) {
        if coverage == 255 && opaque {
            pixel[0] = red; pixel[1] = green; pixel[2] = blue; pixel[3] = 255
            return
        }
        let a = Float(coverage) * alphaScale
        guard a > 0 else { return }
        let destinationAlpha = pixel[3]
        if destinationAlpha == 255 {
            pixel[0] = mix(pixel[0], linear.0, a)
            pixel[1] = mix(pixel[1], linear.1, a)
            pixel[2] = mix(pixel[2], linear.2, a)
            return
        }
        let da = Float(destinationAlpha) / 255
        let outAlpha = a + da * (1 - a)
        let keep = da * (1 - a) / outAlpha, take = a / outAlpha
        pixel[0] = mix(pixel[0], linear.0, keep: keep, take: take, da: da, outAlpha: outAlpha)
        pixel[1] = mix(pixel[1], linear.1, keep: keep, take: take, da: da, outAlpha: outAlpha)
        pixel[2] = mix(pixel[2], linear.2, keep: keep, take: take, da: da, outAlpha: outAlpha)
        pixel[3] = UInt8(min(255, outAlpha * 255 + 0.5))
    }

    /// One channel over an opaque destination.
    @inline(__always)
    private func mix(_ destination: UInt8, _ source: Float, _ a: Float) -> UInt8 {
        let d = decode[Int(destination)]
        return encode[Self.index(d + (source - d) * a)]
    }

    /// One channel over a translucent destination (premultiplied by `da`), stored premultiplied by `outAlpha`.
    @inline(__always)
    private func mix(_ destination: UInt8, _ source: Float, keep: Float, take: Float, da: Float,
                     outAlpha: Float) -> UInt8 {
        let straight = da > 0 ? min(255, Int(Float(destination) / da + 0.5)) : 0
        let encoded = Float(encode[Self.index(source * take + decode[straight] * keep)])
        return UInt8(min(255, encoded * outAlpha + 0.5))
    }

    @inline(__always)
    private static func index(_ linear: Float) -> Int {
        Int(max(0, min(65535, linear * 65535 + 0.5)))
    }
}
