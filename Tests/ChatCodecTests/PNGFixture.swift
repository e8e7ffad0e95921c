@testable import ChatCodec

/// Builds small PNG files by hand (chunks, CRCs, zlib with stored deflate blocks), so tests can feed
/// the decoder colour types and bit depths the encoder never writes.
enum PNGFixture {
    /// A complete PNG: signature, IHDR, `chunksBeforeData`, IDAT holding `scanlines` (filter byte 0
    /// prepended to each), IEND.
    static func png(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, interlaced: Bool = false,
                    chunksBeforeData: [(String, [UInt8])] = [], scanlines: [[UInt8]]) -> [UInt8] {
        var raw: [UInt8] = []
        for line in scanlines { raw.append(0); raw += line }
        var file = SniffedFormat.pngSignature
        file += ihdrChunk(width: UInt32(width), height: UInt32(height), bitDepth: bitDepth, colorType: colorType, interlaced: interlaced)
        for (type, data) in chunksBeforeData { file += chunk(type, data) }
        file += chunk("IDAT", zlibStored(raw))
        file += chunk("IEND", [])
        return file
    }

    /// The IHDR chunk (length, type, data, CRC).
    static func ihdrChunk(width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, interlaced: Bool = false) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, interlaced ? 1 : 0])
    }

    /// One chunk: length, type, data, CRC of type + data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(CRC32.checksum(typeBytes + data))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, data.count - offset)
            let final: UInt8 = offset + length == data.count ? 1 : 0
            stream += [final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            stream += data[offset..<(offset + length)]
            offset += length
        } while offset < data.count
        return stream + bigEndian(adler32(data))
    }

    /// Scanlines of an Adam7-interlaced 8-bit image, pass by pass, from rows of `bytesPerPixel` pixels.
    static func adam7Scanlines(rows: [[UInt8]], width: Int, bytesPerPixel: Int) -> [[UInt8]] {
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var scanlines: [[UInt8]] = []
        for (startX, startY, stepX, stepY) in passes {
            for y in stride(from: startY, to: rows.count, by: stepY) {
                var line: [UInt8] = []
                for x in stride(from: startX, to: width, by: stepX) {
                    line += rows[y][(x * bytesPerPixel)..<((x + 1) * bytesPerPixel)]
                }
                if !line.isEmpty { scanlines.append(line) }
            }
        }
        return scanlines
    }

    /// The chunk types of a PNG, in order.
    static func chunkTypes(_ png: [UInt8]) -> [String] {
        var types: [String] = []
        var offset = 8
        while offset + 8 <= png.count {
            let length = Int(png.bigEndianUInt32(at: offset) ?? 0)
            types.append(String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }

    /// The filtered scanlines (filter byte first) of a PNG written at compression level 0, whose
    /// zlib stream holds only stored deflate blocks; nil if the stream holds anything else.
    static func filteredRows(_ png: [UInt8], rowBytes: Int) -> [[UInt8]]? {
        var stream: [UInt8] = []
        var offset = 8
        while offset + 12 <= png.count, let length = png.bigEndianUInt32(at: offset).map(Int.init) {
            if png[(offset + 4)..<(offset + 8)].elementsEqual("IDAT".utf8) { stream += png[(offset + 8)..<(offset + 8 + length)] }
            offset += 12 + length
        }
        var data: [UInt8] = []
        var position = 2  // after the zlib header
        while true {
            guard position + 5 <= stream.count, (stream[position] >> 1) & 3 == 0 else { return nil }
            let length = Int(stream[position + 1]) | Int(stream[position + 2]) << 8
            guard position + 5 + length <= stream.count else { return nil }
            data += stream[(position + 5)..<(position + 5 + length)]
            let final = stream[position] & 1 == 1
            position += 5 + length
            if final { break }
        }
        guard data.count % (rowBytes + 1) == 0 else { return nil }
        return stride(from: 0, to: data.count, by: rowBytes + 1).map { Array(data[$0..<($0 + rowBytes + 1)]) }
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func bigEndian16(_ value: UInt16) -> [UInt8] {
        [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
