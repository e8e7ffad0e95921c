import CChatRenderCodec
import ChatRaster
import Foundation
import Testing
@testable import ChatCodec

/// The run coder (`crs_run_deflate_strip`, the default PNG compressor): every kind of copy it makes decodes to the
/// pixels, noise falls back to stored blocks, and screenshots stay within 10 % of libdeflate level 1's size.
@Suite struct RunCoderTests {
    /// Rows a screenshot has: a plain background with repeated "glyphs" (copies from the hashed dictionary and from
    /// the row above in unfiltered rows), solid bars (pixel copies), gradients and noise (filtered rows, literals).
    static func screenLike(width: Int, height: Int, alpha: Bool = false) -> Pixmap {
        let background = PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255)
        var pixmap = Pixmap(width: width, height: height, fill: background)
        let glyph: [[UInt8]] = [[0, 90, 200, 90, 0], [60, 255, 40, 255, 60], [0, 200, 255, 200, 0], [30, 255, 10, 255, 30]]
        var seed: UInt32 = 11
        for y in 0..<height {
            switch (y / 23) % 5 {
            case 0, 1:
                // Text: the same glyph every 17 pixels, shifted by the line.
                let row = glyph[y % glyph.count]
                for x in 0..<width where (x + y / 23) % 17 < row.count {
                    let ink = row[(x + y / 23) % 17]
                    pixmap[x, y] = PremultipliedColor(red: 255 - ink, green: 255 - ink / 2, blue: 255, alpha: 255)
                }
            case 2:
                // A bubble: a solid bar of a colour whose channels differ (copies of the pixel before).
                for x in (width / 5)..<(width * 4 / 5) { pixmap[x, y] = PremultipliedColor(red: 11, green: 132, blue: 254, alpha: 255) }
            case 3:
                for x in 0..<width { pixmap[x, y] = PremultipliedColor(red: UInt8(x % 256), green: UInt8((x + y) % 256), blue: 40, alpha: 255) }
            default:
                for x in 0..<width {
                    seed = seed &* 1_664_525 &+ 1_013_904_223
                    pixmap[x, y] = PremultipliedColor(red: UInt8(truncatingIfNeeded: seed >> 24), green: UInt8(truncatingIfNeeded: seed >> 16),
                                                      blue: UInt8(truncatingIfNeeded: seed >> 8), alpha: 255)
                }
            }
        }
        if alpha {
            for y in stride(from: 0, to: height, by: 7) {
                for x in 0..<width { pixmap[x, y] = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: UInt8((x * 3) % 256)) }
            }
        }
        return pixmap
    }

    @Test(arguments: [(1, false), (7, true), (390, false), (390, true), (1_170, false), (11_000, false)])
    func everyKindOfCopyDecodes(width: Int, alpha: Bool) throws {
        // 11 000 RGB pixels make a 33 000-byte row: beyond deflate's window, so the row above is not a candidate.
        let pixmap = Self.screenLike(width: width, height: width > 2_000 ? 60 : 400, alpha: alpha)
        let png = try PNGEncoder.encode(pixmap)
        #expect(try PNGDecoder.decode(png) == pixmap)
        #expect(try PNGStreamEncoderTests.streamed(pixmap, pieces: [13, 200], threads: 3) == png)
    }

    @Test func noiseIsStoredNotExpanded() throws {
        var pixmap = Pixmap(width: 640, height: 480, fill: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255))
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for y in 0..<480 {
            for x in 0..<640 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                pixmap[x, y] = PremultipliedColor(red: UInt8(truncatingIfNeeded: seed >> 56), green: UInt8(truncatingIfNeeded: seed >> 48),
                                                  blue: UInt8(truncatingIfNeeded: seed >> 40), alpha: 255)
            }
        }
        let png = try PNGEncoder.encode(pixmap)
        #expect(try PNGDecoder.decode(png) == pixmap)
        let filtered = 480 * (640 * 3 + 1)
        // Stored blocks: 5 bytes per 64 KiB, a strip's sync marker, the chunks' 12 bytes: far under 1 %.
        #expect(png.count < filtered + filtered / 100, "\(png.count) bytes for \(filtered) bytes of rows")
    }

    @Test func refusesWrongArguments() {
        let input = [UInt8](repeating: 0, count: 100)
        var output = [UInt8](repeating: 0, count: crs_run_deflate_bound(100))
        var length = 0
        input.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                #expect(crs_run_deflate_strip(input.baseAddress, 100, 10, 3, 1, output.baseAddress, output.count - 1, &length)
                        == Int32(CRS_DEFLATE_ERROR_ARGUMENT))
                #expect(crs_run_deflate_strip(input.baseAddress, 100, 10, 0, 1, output.baseAddress, output.count, &length)
                        == Int32(CRS_DEFLATE_ERROR_ARGUMENT))
                #expect(crs_run_deflate_strip(nil, 100, 10, 3, 1, output.baseAddress, output.count, &length)
                        == Int32(CRS_DEFLATE_ERROR_ARGUMENT))
                #expect(crs_run_deflate_strip(input.baseAddress, 100, 10, 3, 1, output.baseAddress, output.count, &length)
                        == Int32(CRS_DEFLATE_OK))
            }
        }
        #expect(length > 0 && length < 100)
    }

    /// The project's own screenshots (goldens of three looks and the photo sample), decoded and encoded again:
    /// the run coder keeps each within 10 % of libdeflate level 1 with the same row filters.
    @Test(arguments: ["Tests/ChatRenderTests/Goldens/kinds-imessage-light.png", "Tests/ChatRenderTests/Goldens/kinds-whatsapp-dark.png",
                      "Tests/ChatRenderTests/Goldens/chrome-telegram-light.png", "samples/photos.png"])
    func screenshotsStayNearLibdeflatesSize(path: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let image = try PNGDecoder.decode(Array(Data(contentsOf: root.appendingPathComponent(path))))
        let runs = try PNGEncoder.encode(image)
        let libdeflate = try PNGEncoder.encode(image, options: PNGEncodeOptions(compressionLevel: 1))
        #expect(try PNGDecoder.decode(runs) == image)
        #expect(Double(runs.count) <= 1.10 * Double(libdeflate.count), "\(path): \(runs.count) bytes against \(libdeflate.count)")
    }
}
