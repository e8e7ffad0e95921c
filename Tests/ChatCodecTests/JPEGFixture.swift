/// Hand-made JPEG pieces: EXIF APP1 segments to splice into encoded files, and bare marker
/// sequences with chosen frame headers.
enum JPEGFixture {
    /// An APP1 Exif segment (marker included) whose IFD0 holds an image-width tag and the orientation.
    static func exifSegment(orientation: UInt32, littleEndian: Bool, type: UInt16 = 3) -> [UInt8] {
        func u16(_ v: UInt16) -> [UInt8] { littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)] }
        func u32(_ v: UInt32) -> [UInt8] {
            let bytes = [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
            return littleEndian ? bytes.reversed() : bytes
        }
        var tiff: [UInt8] = littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]
        tiff += u16(42) + u32(8)                       // magic, IFD0 at offset 8
        tiff += u16(2)                                  // two entries
        tiff += u16(0x0100) + u16(4) + u32(1) + u32(32) // ImageWidth LONG 32
        let value = type == 3 ? u16(UInt16(orientation)) + [0, 0] : u32(orientation)
        tiff += u16(0x0112) + u16(type) + u32(1) + value
        tiff += u32(0)                                  // no next IFD
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    /// `jpeg` with `segment` inserted right after its SOI marker.
    static func inserting(_ segment: [UInt8], into jpeg: [UInt8]) -> [UInt8] {
        Array(jpeg.prefix(2)) + segment + Array(jpeg.dropFirst(2))
    }

    /// SOI, a frame header with the given marker, precision, size and component count, EOI: enough for
    /// the header reader, not a decodable image.
    static func bareFrame(marker: UInt8 = 0xC0, precision: UInt8 = 8, width: UInt16 = 16, height: UInt16 = 16, components: UInt8 = 3) -> [UInt8] {
        var frame: [UInt8] = [precision, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), components]
        for id in 0..<components { frame += [id + 1, 0x11, 0] }
        let length = frame.count + 2
        return [0xFF, 0xD8, 0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + frame + [0xFF, 0xD9]
    }
}
