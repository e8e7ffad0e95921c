import CChatRenderCodec
import ChatRaster

/// Reads a PNG held in memory a few rows at a time: the memory of those rows, whatever the image's height.
///
/// Only 8-bit, non-interlaced RGB and RGBA PNGs (what chatrender writes) stream; `ImageRows.open` reads other
/// images whole. Rows come out premultiplied, exactly as `PNGDecoder` would give them.
package final class PNGRowReader: PixmapRowSource {
    package let width: Int
    package let height: Int
    private let data: [UInt8]
    private var reader: OpaquePointer?
    private var rowsRead = 0

    /// Opens `data`, or returns nil when it is a PNG that does not stream (another depth or colour type, or
    /// interlaced). Throws for data that is not a readable PNG, or wider than `limits` allow (the height is free).
    package init?(_ data: [UInt8], limits: ImageLimits = .default) throws(CodecError) {
        self.data = data
        var info = crs_png_reader_info()
        var message = [CChar](repeating: 0, count: 256)
        let opened = self.data.withUnsafeBufferPointer { bytes in
            message.withUnsafeMutableBufferPointer { text in
                crs_png_reader_open(bytes.baseAddress, bytes.count, &info, text.baseAddress, text.count)
            }
        }
        guard let opened else { throw CodecError.corruptPNG(Self.text(message)) }
        guard crs_png_reader_streamable(&info) != 0 else {
            crs_png_reader_free(opened)
            return nil
        }
        guard info.width > 0, info.height > 0, Int(info.width) <= limits.maxWidth, info.height <= 0x7fff_ffff else {
            crs_png_reader_free(opened)
            throw CodecError.invalidDimensions(format: .png, width: Int(info.width), height: Int(info.height))
        }
        reader = opened
        width = Int(info.width)
        height = Int(info.height)
    }

    deinit {
        crs_png_reader_free(reader)
    }

    package func nextRows(_ count: Int) throws -> Pixmap {
        let rows = max(0, min(count, height - rowsRead))
        guard rows > 0 else { return Pixmap(width: width, height: 0) }
        var straight = [UInt8](repeating: 0, count: rows * width * 4)
        var message = [CChar](repeating: 0, count: 256)
        let status = straight.withUnsafeMutableBufferPointer { out in
            message.withUnsafeMutableBufferPointer { text in
                crs_png_reader_rows(reader, out.baseAddress, UInt32(rows), text.baseAddress, text.count)
            }
        }
        guard status == 0 else { throw CodecError.corruptPNG(Self.text(message)) }
        rowsRead += rows
        return Pixmap(straightRGBA: straight, width: width, height: rows)
    }

    private static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Opens images as row sources: PNGs that can be read row by row are, everything else is decoded whole.
package enum ImageRows {
    /// A streamable PNG with colour chunks is read row by row (its chunks then ignored) only above this many bytes
    /// once decoded (64 MiB); below, it is decoded whole and converted to sRGB.
    package static let streamingThreshold = 64 << 20

    /// A row source for PNG or JPEG `data`. An 8-bit, non-interlaced RGB or RGBA PNG with no colour chunk but sRGB
    /// (what chatrender writes) is read row by row whatever its height: the rows are those `PNGDecoder` gives.
    /// Such a PNG with other colour chunks streams too when it is over `streamingThreshold` decoded bytes. Every
    /// other image is decoded whole within `limits`' width and pixel count, whatever its height (colour-managed).
    package static func open(_ data: [UInt8], limits: ImageLimits = .default) throws(CodecError) -> any PixmapRowSource {
        if SniffedFormat.sniff(data) == .supported(.png), let reader = try PNGRowReader(data, limits: limits),
           PNGColorChunks.read(data).isPlainSRGB || reader.width * reader.height * 4 > streamingThreshold {
            return reader
        }
        // Decoded whole, the height is as free as a streamed PNG's (a 10 px wide screenshot 30 000 rows tall is
        // 1.2 MB): the width and the pixel count still bound the memory.
        let tall = ImageLimits(maxWidth: limits.maxWidth, maxHeight: Int(Int32.max), maxPixels: limits.maxPixels)
        return PixmapRows(try ImageDecoder.decode(data, limits: tall))
    }
}
