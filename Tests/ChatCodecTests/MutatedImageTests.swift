import ChatRaster
import Testing
@testable import ChatCodec

/// Corrupted PNG and JPEG files never crash the decoders: each mutation decodes or throws a `CodecError`.
@Suite("Decoding corrupted images")
struct MutatedImageTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// A 24×16 test image with gradients and transparency.
    static func sample() -> Pixmap {
        var bytes: [UInt8] = []
        for y in 0..<16 {
            for x in 0..<24 { bytes += [UInt8(x * 10), UInt8(y * 15), UInt8((x * y) % 256), UInt8(128 + x * 5)] }
        }
        return Pixmap(straightRGBA: bytes, width: 24, height: 16)
    }

    func mutateAndDecode(_ bytes: [UInt8], count: Int, seed: UInt64) -> (decoded: Int, failed: Int) {
        var random = Generator(state: seed)
        var decoded = 0, failed = 0
        for _ in 0..<count {
            var b = bytes
            for _ in 0...random.next(3) {
                let i = random.next(b.count)
                switch random.next(4) {
                case 0: b[i] = UInt8(random.next(256))
                case 1: b[i] ^= UInt8(1 << random.next(8))
                case 2: b = Array(b[..<max(1, i)])
                default: b.insert(UInt8(random.next(256)), at: i)
                }
            }
            do {
                let image = try ImageDecoder.decode(b)
                #expect(image.pixels.count == image.width * image.height * 4)
                decoded += 1
            } catch {
                #expect(!error.description.isEmpty)
                failed += 1
            }
        }
        return (decoded, failed)
    }

    @Test("1500 mutated PNGs")
    func png() throws {
        let result = mutateAndDecode(try PNGEncoder.encode(Self.sample()), count: 1500, seed: 3)
        #expect(result.failed > 300)
    }

    @Test("1500 mutated JPEGs")
    func jpeg() throws {
        let result = mutateAndDecode(try JPEGEncoder.encode(Self.sample(), quality: 80), count: 1500, seed: 5)
        #expect(result.failed > 100)
    }
}
