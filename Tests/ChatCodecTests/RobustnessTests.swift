import ChatRaster
import Testing
@testable import ChatCodec

/// Damaged files must end in a `CodecError` or a correctly sized pixmap, never a crash or a hang.
@Suite struct RobustnessTests {
    /// A small deterministic generator (xorshift32), so failures reproduce.
    private struct Xorshift {
        var state: UInt32
        mutating func next(below bound: Int) -> Int {
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            return Int(state % UInt32(bound))
        }
    }

    private func mutations(of original: [UInt8], count: Int, seed: UInt32, keepingFirst protected: Int) -> [[UInt8]] {
        var random = Xorshift(state: seed)
        return (0..<count).map { _ in
            var bytes = original
            for _ in 0...random.next(below: 4) {
                let index = protected + random.next(below: bytes.count - protected)
                bytes[index] = UInt8(random.next(below: 256))
            }
            if random.next(below: 4) == 0 { bytes.removeLast(random.next(below: bytes.count - protected)) }
            return bytes
        }
    }

    @Test func survivesDamagedPNGs() throws {
        let pixmap = TestPixmaps.opaqueScene(width: 40, height: 24)
        for original in [try PNGEncoder.encode(pixmap), try PNGEncoder.encode(TestPixmaps.allPremultipliedPairs(), options: .fastest)] {
            for damaged in mutations(of: original, count: 150, seed: 7, keepingFirst: 8) {
                do {
                    let decoded = try ImageDecoder.decode(damaged)
                    #expect(decoded.pixels.count == decoded.width * decoded.height * 4)
                } catch {
                    #expect(!error.description.isEmpty)
                }
            }
        }
    }

    @Test func survivesDamagedJPEGs() throws {
        let original = try JPEGEncoder.encode(TestPixmaps.opaqueScene(width: 48, height: 32), quality: 85)
        let withExif = JPEGFixture.inserting(JPEGFixture.exifSegment(orientation: 6, littleEndian: true), into: original)
        for source in [original, withExif] {
            for damaged in mutations(of: source, count: 150, seed: 11, keepingFirst: 3) {
                do {
                    let decoded = try ImageDecoder.decode(damaged)
                    #expect(decoded.pixels.count == decoded.width * decoded.height * 4)
                    #expect(decoded.isOpaque)
                } catch {
                    #expect(!error.description.isEmpty)
                }
            }
        }
    }

    @Test func survivesRandomBytesAfterMagic() {
        var random = Xorshift(state: 99)
        for magic: [UInt8] in [SniffedFormat.pngSignature, [0xFF, 0xD8, 0xFF]] {
            for _ in 0..<100 {
                let noise = (0..<random.next(below: 200)).map { _ in UInt8(random.next(below: 256)) }
                #expect(throws: CodecError.self) { _ = try ImageDecoder.decode(magic + noise) }
            }
        }
    }
}
