import CChatRenderSupport
import ChatRaster

/// Encodes a `Pixmap` as PNG bytes in memory (the caller writes files).
///
/// Opaque pixmaps are written as 8-bit RGB (colour type 2) straight from the pixmap's memory; others
/// as 8-bit RGBA (colour type 6) with alpha un-premultiplied. Every file carries an sRGB chunk and no
/// time or text chunk, so the same pixmap and options always give the same bytes. libpng runs behind
/// a C helper that catches its longjmp errors and returns them as codes and messages.
public enum PNGEncoder {
    /// The PNG encoding of `pixmap`.
    public static func encode(_ pixmap: Pixmap, options: PNGEncodeOptions = .default) throws(CodecError) -> [UInt8] {
        guard pixmap.width > 0, pixmap.height > 0 else {
            throw CodecError.emptyImage(format: .png, width: pixmap.width, height: pixmap.height)
        }
        guard pixmap.width <= PNGHeader.maxDimension, pixmap.height <= PNGHeader.maxDimension else {
            throw CodecError.encodeFailed(format: .png, message: "\(pixmap.width) × \(pixmap.height) pixels exceeds PNG's maximum of 2^31 − 1 per side")
        }
        try options.validate()

        var params = crs_png_encode_params()
        params.width = UInt32(pixmap.width)
        params.height = UInt32(pixmap.height)
        params.row_stride = pixmap.width * 4
        params.compression_level = Int32(options.compressionLevel)
        params.strategy = options.strategy.helperCode
        switch options.filtering {
        case .uniform(let filters):
            params.filters = Int32(filters.rawValue)
            params.flat_filters = 0
        case .byRowDetail(let flat, let detailed):
            params.filters = Int32(detailed.rawValue)
            params.flat_filters = Int32(flat.rawValue)
        }

        if pixmap.isOpaque {
            // Premultiplied and straight colour agree at alpha 255: libpng reads the pixmap as is and drops the 4th byte.
            params.layout = Int32(CRS_PNG_LAYOUT_RGBX)
            return try write(pixmap.pixels, params: params)
        }
        params.layout = Int32(CRS_PNG_LAYOUT_RGBA)
        return try write(pixmap.straightRGBA(), params: params)
    }

    /// Runs the C helper on `pixels` and copies its output into a Swift array.
    private static func write(_ pixels: [UInt8], params: crs_png_encode_params) throws(CodecError) -> [UInt8] {
        var params = params
        var output: UnsafeMutablePointer<UInt8>?
        var outputSize = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = pixels.withUnsafeBufferPointer { input in
            message.withUnsafeMutableBufferPointer { messageBuffer in
                crs_png_encode(&params, input.baseAddress, &output, &outputSize, messageBuffer.baseAddress, messageBuffer.count)
            }
        }
        defer { crs_png_free(output) }
        guard status == Int32(CRS_PNG_OK), let output else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if status == Int32(CRS_PNG_ERROR_OUT_OF_MEMORY) { throw CodecError.outOfMemory("while writing a PNG (\(text))") }
            throw CodecError.encodeFailed(format: .png, message: text)
        }
        return Array(UnsafeBufferPointer(start: output, count: outputSize))
    }
}
