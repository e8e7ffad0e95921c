/// The IHDR chunk of a PNG: what the image is, read and checked without touching the pixel data.
struct PNGHeader: Equatable {
    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: Int
    let interlaced: Bool

    /// The largest width or height a PNG may declare (2^31 − 1).
    static let maxDimension = 0x7FFF_FFFF

    /// Reads the signature and the IHDR chunk (which must come first), checking its length, CRC and
    /// field values. Throws `corruptPNG` or `invalidDimensions` with a precise reason.
    static func parse(_ bytes: [UInt8]) throws(CodecError) -> PNGHeader {
        guard bytes.starts(with: SniffedFormat.pngSignature) else {
            throw SniffedFormat.sniff(bytes).mismatchError(expected: .png)
        }
        // Signature (8) + length (4) + "IHDR" (4) + 13 data bytes + CRC (4) = 33 bytes.
        guard bytes.count >= 33, let length = bytes.bigEndianUInt32(at: 8), let crc = bytes.bigEndianUInt32(at: 29),
              let width = bytes.bigEndianUInt32(at: 16), let height = bytes.bigEndianUInt32(at: 20) else {
            throw CodecError.corruptPNG("the file ends after \(bytes.count) bytes, inside the IHDR header chunk; the file is truncated")
        }
        guard bytes[12..<16].elementsEqual("IHDR".utf8) else {
            throw CodecError.corruptPNG("the first chunk is not IHDR")
        }
        guard length == 13 else {
            throw CodecError.corruptPNG("the IHDR chunk is \(length) bytes long instead of 13")
        }
        guard CRC32.checksum(bytes[12..<29]) == crc else {
            throw CodecError.corruptPNG("the IHDR chunk's CRC does not match its contents")
        }
        let header = PNGHeader(width: Int(width), height: Int(height), bitDepth: Int(bytes[24]), colorType: Int(bytes[25]), interlaced: bytes[28] == 1)
        guard header.width > 0, header.height > 0, header.width <= maxDimension, header.height <= maxDimension else {
            throw CodecError.invalidDimensions(format: .png, width: header.width, height: header.height)
        }
        guard allowedBitDepths(colorType: header.colorType).contains(header.bitDepth) else {
            throw CodecError.corruptPNG("IHDR declares bit depth \(header.bitDepth) with colour type \(header.colorType), which PNG does not allow")
        }
        guard bytes[26] == 0 else { throw CodecError.corruptPNG("IHDR declares unknown compression method \(bytes[26])") }
        guard bytes[27] == 0 else { throw CodecError.corruptPNG("IHDR declares unknown filter method \(bytes[27])") }
        guard bytes[28] <= 1 else { throw CodecError.corruptPNG("IHDR declares unknown interlace method \(bytes[28])") }
        return header
    }

    /// The bit depths PNG allows for each colour type (empty for an unknown colour type).
    private static func allowedBitDepths(colorType: Int) -> [Int] {
        switch colorType {
        case 0: [1, 2, 4, 8, 16]    // greyscale
        case 2: [8, 16]             // RGB
        case 3: [1, 2, 4, 8]        // palette
        case 4: [8, 16]             // greyscale + alpha
        case 6: [8, 16]             // RGBA
        default: []
        }
    }
}
