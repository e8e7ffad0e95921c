import CPNG
import ChatRaster

/// Decodes PNG data into a premultiplied RGBA8 `Pixmap`.
///
/// Any PNG libpng reads is accepted: every bit depth, palette (with tRNS), greyscale with or
/// without alpha, 16-bit (reduced to 8 bits, treated as sRGB when untagged), interlaced. Decoding uses
/// libpng's simplified `png_image` API, which catches libpng's longjmp errors internally, so damaged
/// data always ends in a `CodecError`, never a crash. Colours described by iCCP, cHRM or gAMA are converted to
/// sRGB (`PNGColorChunks`, `ColorManagement`).
package enum PNGDecoder {
    /// Decodes `bytes`. The size in the header is checked against `limits` before any pixel memory
    /// is allocated.
    package static func decode(_ bytes: [UInt8], limits: ImageLimits = .default) throws(CodecError) -> Pixmap {
        let header = try PNGHeader.parse(bytes)
        try limits.check(width: header.width, height: header.height)
        let rowBytes = header.width * 4
        guard rowBytes <= Int(Int32.max) else {
            // png_image_finish_read takes the row stride as a 32-bit value.
            throw CodecError.tooLarge(width: header.width, height: header.height, limits: limits)
        }

        // A tagged image is decoded as stored (colour chunks left out) and then converted to sRGB.
        let colors = PNGColorChunks.read(bytes)
        let source = colors.describesOtherThanSRGB ? colors.stripped(bytes) : bytes
        // libpng reads `source` in place from begin to finish, so both happen inside one closure.
        var straight = try source.withUnsafeBufferPointer { (buffer) throws(CodecError) -> [UInt8] in
            try readRGBA(buffer, header: header)
        }
        if colors.describesOtherThanSRGB {
            // The profile wins over cHRM and gAMA; they serve when it is damaged or unusable.
            let profiled = try colors.iccProfile.map { profile throws(CodecError) in
                try ColorManagement.convertRGBA(&straight, profile: profile, gray: header.colorType & 2 == 0)
            } ?? false
            if !profiled {
                try ColorManagement.convertPNGChunks(&straight, chromaticities: colors.chromaticities, gamma: colors.gamma)
            }
        }
        return Pixmap(straightRGBA: straight, width: header.width, height: header.height)
    }

    /// Straight-alpha RGBA8 rows of the PNG in `buffer`, whose IHDR was already read as `header`.
    private static func readRGBA(_ buffer: UnsafeBufferPointer<UInt8>, header: PNGHeader) throws(CodecError) -> [UInt8] {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }

        guard png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count) != 0 else {
            throw CodecError.corruptPNG(message(of: &image))
        }
        guard Int(image.width) == header.width, Int(image.height) == header.height else {
            throw CodecError.corruptPNG("libpng read a \(image.width) × \(image.height) header where IHDR says \(header.width) × \(header.height)")
        }
        // PNG_FORMAT_RGBA is a macro of macros, which Swift does not import; spell it out.
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        // Untagged 16-bit files are sRGB like 8-bit ones (as browsers treat them), not linear.
        image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)

        let rowBytes = header.width * 4
        var finished: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * header.height) { output, initialized in
            finished = png_image_finish_read(&image, nil, output.baseAddress, Int32(rowBytes), nil)
            if finished == 0 { output.initialize(repeating: 0) }
            initialized = output.count
        }
        guard finished != 0 else { throw CodecError.corruptPNG(message(of: &image)) }
        return pixels
    }

    /// libpng's NUL-terminated error message from `image.message`.
    private static func message(of image: inout png_image) -> String {
        let text = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "libpng gave no reason" : text
    }
}
