import ChatRaster
import Testing
@testable import ChatCodec

@Suite struct ImageProbeTests {
    @Test func probesPNGAndJPEG() throws {
        let png = try PNGEncoder.encode(Pixmap(width: 7, height: 3, fill: .white))
        #expect(try ImageProbe.probe(png) == ImageInfo(format: .png, width: 7, height: 3))
        let jpeg = try JPEGEncoder.encode(Pixmap(width: 9, height: 5, fill: .white), quality: 80)
        #expect(try ImageProbe.probe(jpeg) == ImageInfo(format: .jpeg, width: 9, height: 5))
        // Headers alone are enough: no pixel data needed.
        #expect(try ImageProbe.probe(JPEGFixture.bareFrame(width: 300, height: 200)) == ImageInfo(format: .jpeg, width: 300, height: 200))
    }

    @Test func probesJPEGWithMarkersBeforeTheFrame() throws {
        // APP0, a comment, DQT-sized junk segment and fill bytes before SOF2 (progressive).
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xFE, 0x00, 0x07] + Array("hello".utf8)
        bytes += [0xFF, 0xFF, 0xFF]  // fill bytes before the next marker
        bytes += Array(JPEGFixture.bareFrame(marker: 0xC2, width: 640, height: 480).dropFirst(2))
        #expect(try ImageProbe.probe(bytes) == ImageInfo(format: .jpeg, width: 640, height: 480))
    }

    static let foreignSamples: [(ForeignImageFormat, [UInt8])] = [
        (.gif, Array("GIF89a".utf8) + [1, 0, 1, 0]),
        (.gif, Array("GIF87a".utf8) + [1, 0, 1, 0]),
        (.webp, Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WEBPVP8 ".utf8)),
        (.heic, [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8)),
        (.heic, [0, 0, 0, 0x18] + Array("ftypmif1".utf8) + [0, 0, 0, 0] + Array("mif1miaf".utf8)),
        (.avif, [0, 0, 0, 0x20] + Array("ftypavif".utf8) + [0, 0, 0, 0] + Array("avifmif1miafMA1B".utf8)),
        (.avif, [0, 0, 0, 0x1C] + Array("ftypmif1".utf8) + [0, 0, 0, 0] + Array("mif1avifmiaf".utf8)),
        (.bmp, Array("BM".utf8) + [0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0]),
        (.tiff, [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0]),
        (.tiff, [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8]),
        (.jpegXL, [0xFF, 0x0A, 0xFA, 0x7F]),
        (.jpegXL, [0, 0, 0, 0x0C, 0x4A, 0x58, 0x4C, 0x20, 0x0D, 0x0A, 0x87, 0x0A]),
        (.svg, Array("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)),
        (.svg, Array("  <svg width=\"10\"></svg>".utf8)),
    ]

    @Test(arguments: 0..<foreignSamples.count)
    func namesFormatsItDoesNotRead(index: Int) {
        let (format, bytes) = Self.foreignSamples[index]
        #expect(throws: CodecError.unsupportedFormat(format)) { _ = try ImageProbe.probe(bytes) }
        #expect(throws: CodecError.unsupportedFormat(format)) { _ = try ImageDecoder.decode(bytes) }
        let message = CodecError.unsupportedFormat(format).description
        #expect(message.contains("this is a \(format.displayName) image"))
        #expect(message.contains("chatrender reads PNG and JPEG"))
        #expect(message.contains("convert it with"))
    }

    @Test func rejectsEmptyAndUnknownData() {
        #expect(throws: CodecError.emptyData) { _ = try ImageProbe.probe([]) }
        #expect(throws: CodecError.emptyData) { _ = try ImageDecoder.decode([]) }
        let html = Array("<!DOCTYPE html><html>".utf8)
        #expect(throws: CodecError.unrecognizedFormat(leadingBytes: Array(html.prefix(8)))) { _ = try ImageProbe.probe(html) }
        #expect(throws: CodecError.unrecognizedFormat(leadingBytes: [0x42])) { _ = try ImageDecoder.decode([0x42]) }
        // A video in an ISO media container is not an image format it knows.
        let mp4 = [0, 0, 0, 0x18] + Array("ftypisom".utf8) + [0, 0, 2, 0] + Array("isomiso2".utf8)
        #expect(throws: CodecError.unrecognizedFormat(leadingBytes: Array(mp4.prefix(8)))) { _ = try ImageProbe.probe(mp4) }
    }

    @Test func decoderDispatchesOnTheMagicBytes() throws {
        let pixmap = TestPixmaps.opaqueScene(width: 20, height: 10)
        #expect(try ImageDecoder.decode(try PNGEncoder.encode(pixmap)) == pixmap)
        let fromJPEG = try ImageDecoder.decode(try JPEGEncoder.encode(pixmap, quality: 95))
        #expect(fromJPEG.width == 20 && fromJPEG.height == 10)
        #expect(TestPixmaps.difference(pixmap, fromJPEG).mean < 4)
    }

    @Test func probeRejectsDamagedHeaders() {
        var png = SniffedFormat.pngSignature + PNGFixture.ihdrChunk(width: 5, height: 5, bitDepth: 8, colorType: 6)
        png[12] = UInt8(ascii: "X")  // chunk type no longer IHDR
        #expect(throws: CodecError.corruptPNG("the first chunk is not IHDR")) { _ = try ImageProbe.probe(png) }
        #expect(throws: CodecError.corruptJPEG("the file ends after 3 bytes, before the frame header (SOF marker); the file is truncated")) {
            _ = try ImageProbe.probe([0xFF, 0xD8, 0xFF])
        }
        #expect(throws: CodecError.corruptJPEG("the segment of marker FF E0 at byte 2 runs past the end of the data; the file is truncated")) {
            _ = try ImageProbe.probe([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x40, 0x01])
        }
        #expect(throws: CodecError.unsupportedJPEGProcess("a JPEG whose height is given later by a DNL marker (the frame header says 0)")) {
            _ = try ImageProbe.probe(JPEGFixture.bareFrame(height: 0))
        }
    }
}
