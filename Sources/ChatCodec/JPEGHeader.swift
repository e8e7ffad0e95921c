/// What a JPEG's markers say before the entropy-coded data: the frame header (SOFn) and the EXIF
/// orientation. Read without decoding anything.
struct JPEGHeader: Equatable {
    /// Width as stored (before orientation).
    let width: Int
    /// Height as stored (before orientation).
    let height: Int
    /// Bits per sample (8 for ordinary photos, 12 or 16 for rare medical/lossless files).
    let precision: Int
    /// Colour components: 1 grey, 3 YCbCr/RGB, 4 CMYK/YCCK.
    let componentCount: Int
    /// The SOFn marker byte (0xC0 baseline, 0xC2 progressive, …).
    let frameMarker: UInt8
    /// The EXIF orientation (`.identity` when there is none or it is unreadable).
    let orientation: ExifOrientation
    /// The offset just past the frame header segment.
    let frameHeaderEnd: Int

    /// Width as displayed, after the orientation.
    var displayedWidth: Int { orientation.swapsDimensions ? height : width }
    /// Height as displayed, after the orientation.
    var displayedHeight: Int { orientation.swapsDimensions ? width : height }

    /// Walks the markers from SOI up to the first frame header. Bytes between markers are skipped as
    /// libjpeg does; a segment running past the end, or scan data before any frame header, is an error.
    static func parse(_ bytes: [UInt8]) throws(CodecError) -> JPEGHeader {
        guard bytes.starts(with: [0xFF, 0xD8, 0xFF]) else {
            throw SniffedFormat.sniff(bytes).mismatchError(expected: .jpeg)
        }
        var orientation: ExifOrientation?
        var offset = 2
        while true {
            guard let markerOffset = nextMarker(in: bytes, from: offset) else {
                throw CodecError.corruptJPEG("the file ends after \(bytes.count) bytes, before the frame header (SOF marker); the file is truncated")
            }
            let marker = bytes[markerOffset]
            offset = markerOffset + 1
            switch marker {
            case 0x01, 0xD0...0xD7:
                continue  // standalone markers carry no length
            case 0xD8:
                throw CodecError.corruptJPEG("a second start-of-image marker appears at byte \(markerOffset - 1), before any frame header")
            case 0xD9:
                throw CodecError.corruptJPEG("the image ends (EOI marker at byte \(markerOffset - 1)) before any frame header: there is no picture in it")
            case 0xDA:
                throw CodecError.corruptJPEG("scan data starts at byte \(markerOffset - 1) before any frame header (SOF marker)")
            default:
                break
            }
            guard let length = bytes.bigEndianUInt16(at: offset).map(Int.init), length >= 2, offset + length <= bytes.count else {
                throw CodecError.corruptJPEG("the segment of marker FF \(hexByte(marker)) at byte \(markerOffset - 1) runs past the end of the data; the file is truncated")
            }
            let segment = (offset + 2)..<(offset + length)
            offset += length
            if marker == 0xE1, orientation == nil, bytes[segment].starts(with: exifIdentifier) {
                orientation = ExifOrientation.parse(tiff: Array(bytes[(segment.lowerBound + exifIdentifier.count)..<segment.upperBound])) ?? .identity
            }
            if isFrameHeader(marker) {
                return try frameHeader(bytes[segment], marker: marker, at: markerOffset - 1,
                                       orientation: orientation ?? .identity, end: offset)
            }
        }
    }

    /// Whether an end-of-image marker follows the frame header. In entropy-coded data every 0xFF
    /// byte is followed by 0x00 or a restart marker, so a missing FF D9 after the frame header means
    /// the data was cut short (trailing data after the marker, as some phones append, is fine).
    func hasEndOfImage(in bytes: [UInt8]) -> Bool {
        var index = bytes.count - 2
        while index >= frameHeaderEnd {
            if bytes[index] == 0xFF, bytes[index + 1] == 0xD9 { return true }
            index -= 1
        }
        return false
    }

    /// Throws when libjpeg-turbo here cannot decode this frame type or colour layout.
    func checkDecodable() throws(CodecError) {
        switch frameMarker {
        case 0xC3, 0xCB:
            throw CodecError.unsupportedJPEGProcess("lossless JPEG (SOF marker FF \(hexByte(frameMarker)))")
        case 0xC5, 0xC6, 0xC7, 0xCD, 0xCE, 0xCF:
            throw CodecError.unsupportedJPEGProcess("hierarchical (differential) JPEG (SOF marker FF \(hexByte(frameMarker)))")
        default:
            break
        }
        guard precision == 8 else {
            throw CodecError.unsupportedJPEGProcess("\(precision)-bit JPEG (only 8 bits per sample are supported)")
        }
        switch componentCount {
        case 1, 3, 4: break  // grey, YCbCr/RGB, CMYK/YCCK (converted by `ColorManagement`)
        default: throw CodecError.unsupportedJPEGColorSpace("\(componentCount) colour components")
        }
    }

    private static let exifIdentifier: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]  // "Exif\0\0"

    /// SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    private static func isFrameHeader(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
    }

    /// The offset of the marker code byte of the next marker at or after `offset` (after its 0xFF
    /// and any fill bytes), or nil when the data ends first.
    private static func nextMarker(in bytes: [UInt8], from offset: Int) -> Int? {
        var index = offset
        while index < bytes.count {
            while index < bytes.count, bytes[index] != 0xFF { index += 1 }  // extraneous bytes
            while index < bytes.count, bytes[index] == 0xFF { index += 1 }  // 0xFF and fill bytes
            guard index < bytes.count else { return nil }
            if bytes[index] != 0x00 { return index }
            index += 1  // a stuffed FF 00 is data, not a marker: keep looking
        }
        return nil
    }

    private static func frameHeader(_ segment: ArraySlice<UInt8>, marker: UInt8, at markerOffset: Int,
                                    orientation: ExifOrientation, end: Int) throws(CodecError) -> JPEGHeader {
        let fields = Array(segment)
        guard fields.count >= 6, let height = fields.bigEndianUInt16(at: 1), let width = fields.bigEndianUInt16(at: 3) else {
            throw CodecError.corruptJPEG("the frame header at byte \(markerOffset) is \(fields.count) bytes long, too short to hold the image size")
        }
        guard height > 0 else {
            throw CodecError.unsupportedJPEGProcess("a JPEG whose height is given later by a DNL marker (the frame header says 0)")
        }
        guard width > 0 else {
            throw CodecError.invalidDimensions(format: .jpeg, width: Int(width), height: Int(height))
        }
        return JPEGHeader(width: Int(width), height: Int(height), precision: Int(fields[0]), componentCount: Int(fields[5]),
                          frameMarker: marker, orientation: orientation, frameHeaderEnd: end)
    }
}
