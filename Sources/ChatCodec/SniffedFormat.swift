/// What the first bytes of some data say it is. Internal: the public answers are `ImageProbe` and
/// the decoders' errors.
enum SniffedFormat: Equatable {
    case empty
    case supported(ImageFormat)
    case foreign(ForeignImageFormat)
    case unknown(leadingBytes: [UInt8])

    /// Looks at the magic bytes only; says nothing about whether the rest is valid.
    static func sniff(_ bytes: [UInt8]) -> SniffedFormat {
        if bytes.isEmpty { return .empty }
        if bytes.starts(with: pngSignature) { return .supported(.png) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .supported(.jpeg) }
        if let foreign = sniffForeign(bytes) { return .foreign(foreign) }
        return .unknown(leadingBytes: Array(bytes.prefix(8)))
    }

    /// Says what the data is in a few words, for `CodecError.formatMismatch`.
    var summary: String {
        switch self {
        case .empty: "empty"
        case .supported(let format): "a \(format.displayName) image"
        case .foreign(let format): "a \(format.displayName) image"
        case .unknown(let leadingBytes): "not an image format chatrender knows (it starts with bytes \(leadingBytes.map(hexByte).joined(separator: " ")))"
        }
    }

    /// The error a decoder for `expected` throws when handed data of this kind.
    func mismatchError(expected: ImageFormat) -> CodecError {
        switch self {
        case .empty: .emptyData
        case .foreign(let format): .unsupportedFormat(format)
        case .supported, .unknown: .formatMismatch(expected: expected, found: summary)
        }
    }

    /// The 8-byte signature every PNG starts with.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func sniffForeign(_ bytes: [UInt8]) -> ForeignImageFormat? {
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return .gif }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), bytes[8..<12].elementsEqual("WEBP".utf8) { return .webp }
        if bytes.starts(with: [0x49, 0x49, 0x2A, 0x00]) || bytes.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        if bytes.starts(with: [0xFF, 0x0A]) || bytes.starts(with: [0, 0, 0, 0x0C, 0x4A, 0x58, 0x4C, 0x20, 0x0D, 0x0A, 0x87, 0x0A]) { return .jpegXL }
        if bytes.count >= 14, bytes.starts(with: Array("BM".utf8)), bytes[6..<10].allSatisfy({ $0 == 0 }) { return .bmp }
        if let isoMedia = sniffISOMediaImage(bytes) { return isoMedia }
        if looksLikeSVG(bytes) { return .svg }
        return nil
    }

    /// HEIF and AVIF are ISO base media files: a leading `ftyp` box whose brands name the format.
    private static func sniffISOMediaImage(_ bytes: [UInt8]) -> ForeignImageFormat? {
        guard bytes.count >= 16, bytes[4..<8].elementsEqual("ftyp".utf8) else { return nil }
        let boxSize = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
        let end = min(bytes.count, max(16, boxSize))
        // The major brand at 8..<12, then the minor version, then compatible brands from 16 on.
        var brands: [String] = [String(decoding: bytes[8..<12], as: UTF8.self)]
        var offset = 16
        while offset + 4 <= end {
            brands.append(String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self))
            offset += 4
        }
        if brands.contains(where: { $0 == "avif" || $0 == "avis" }) { return .avif }
        let heifBrands: Set<String> = ["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]
        if brands.contains(where: heifBrands.contains) { return .heic }
        return nil
    }

    /// SVG is XML text: an `<svg` element near the start, after an optional BOM, XML declaration or comments.
    private static func looksLikeSVG(_ bytes: [UInt8]) -> Bool {
        let head = bytes.prefix(1024)
        guard let first = head.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }),
              first == UInt8(ascii: "<") else { return false }
        let needle = Array("<svg".utf8)
        guard head.count >= needle.count else { return false }
        let text = Array(head)
        for start in 0...(text.count - needle.count) where text[start..<(start + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }
}
