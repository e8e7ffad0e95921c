import CChatRenderCodec
import ChatRaster

/// Writes a baseline JPEG as its rows arrive, top to bottom (libjpeg's scanline API behind a C helper that
/// catches its longjmp errors). Transparent areas are flattened onto white; quality 90 and above keeps full
/// colour resolution (4:4:4), which keeps coloured text and thin edges crisp, below 90 chroma is halved both
/// ways (4:2:0) as cameras do. Memory: one 64 KiB output buffer and the rows of one call.
package final class JPEGStreamEncoder {
    package let width: Int
    package let height: Int
    private let sink: ByteSink
    private var writer: OpaquePointer?
    private var rowsAppended = 0
    /// The sink's error, kept when the output callback reports a failure to libjpeg.
    private var sinkError: CodecError?

    /// Starts a JPEG of `width × height` pixels at `quality` (1 … 100).
    package init(width: Int, height: Int, quality: Int, sink: ByteSink) throws(CodecError) {
        guard (1...100).contains(quality) else {
            throw CodecError.invalidEncodeOptions("JPEG quality \(quality) is outside 1 … 100")
        }
        guard width > 0, height > 0 else { throw CodecError.emptyImage(format: .jpeg, width: width, height: height) }
        // JPEG frame headers hold 16-bit sizes.
        guard width <= 65_535, height <= 65_535 else {
            throw CodecError.encodeFailed(format: .jpeg, message: "\(width) × \(height) pixels exceeds JPEG's maximum of 65535 per side; write a PNG instead")
        }
        self.width = width
        self.height = height
        self.sink = sink
        var message = [CChar](repeating: 0, count: 256)
        let context = Unmanaged.passUnretained(self).toOpaque()
        writer = message.withUnsafeMutableBufferPointer { buffer in
            crs_jpeg_begin(UInt32(width), UInt32(height), Int32(quality), quality >= 90 ? 1 : 0, { context, bytes, length in
                guard let context, let bytes else { return 1 }
                let encoder = Unmanaged<JPEGStreamEncoder>.fromOpaque(context).takeUnretainedValue()
                do throws(CodecError) {
                    try encoder.sink.write(UnsafeRawBufferPointer(start: bytes, count: length))
                    return 0
                } catch {
                    encoder.sinkError = error
                    return 1
                }
            }, context, buffer.baseAddress, buffer.count)
        }
        guard writer != nil else { throw failure(message) }
    }

    deinit {
        crs_jpeg_free(writer)
    }

    /// Appends the rows of `band` (premultiplied RGBA, the image's width), top to bottom.
    package func append(_ band: Pixmap) throws(CodecError) {
        guard let writer else { throw .streamMisuse("rows were appended after finish()") }
        guard band.width == width else {
            throw .streamMisuse("a band \(band.width) pixels wide was appended to a \(width)-pixel-wide JPEG")
        }
        guard rowsAppended + band.height <= height else {
            throw .streamMisuse("\(rowsAppended + band.height) rows appended to a JPEG \(height) rows high")
        }
        let rgb = AlphaConversion.flattenedOntoWhiteRGB(band.pixels)
        var message = [CChar](repeating: 0, count: 256)
        let status = rgb.withUnsafeBufferPointer { rows in
            message.withUnsafeMutableBufferPointer { buffer in
                crs_jpeg_write_rows(writer, rows.baseAddress, UInt32(band.height), width * 3, buffer.baseAddress, buffer.count)
            }
        }
        guard status == Int32(CRS_JPEG_OK) else { throw failure(message) }
        rowsAppended += band.height
    }

    /// Writes the end of the image. Every row must have been appended.
    package func finish() throws(CodecError) {
        guard let writer else { return }
        guard rowsAppended == height else { throw .streamMisuse("finish() after \(rowsAppended) of \(height) rows") }
        var message = [CChar](repeating: 0, count: 256)
        let status = message.withUnsafeMutableBufferPointer { buffer in
            crs_jpeg_finish(writer, buffer.baseAddress, buffer.count)
        }
        crs_jpeg_free(writer)
        self.writer = nil
        guard status == Int32(CRS_JPEG_OK) else { throw failure(message) }
    }

    /// The sink's own error when it failed, else libjpeg's message.
    private func failure(_ message: [CChar]) -> CodecError {
        if let sinkError { return sinkError }
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return .encodeFailed(format: .jpeg, message: text)
    }
}
