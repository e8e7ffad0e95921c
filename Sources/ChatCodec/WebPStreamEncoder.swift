import CWebP
import ChatRaster

/// Writes a WebP image through libwebp, lossless or lossy. Unlike the PNG and JPEG encoders it cannot stream:
/// libwebp compresses the whole picture at once, so the rows are gathered (straight RGBA, 4 bytes a pixel) and
/// encoded by `finish()`. Memory: the whole image, plus libwebp's own working memory (`workingBytes`).
/// WebP images are at most 16 383 pixels a side. The bytes depend only on the pixels and the settings.
package final class WebPStreamEncoder {
    /// The largest width or height a WebP image can have.
    package static let maximumSide = 16_383

    package let width: Int
    package let height: Int
    /// Nil: lossless; else the lossy quality, 1 … 100.
    package let quality: Int?
    private let sink: ByteSink
    private var rows: [UInt8] = []
    private var rowsAppended = 0
    private var finished = false

    /// The memory an encoder of `width × height` holds at its peak: the gathered rows and, about twice as much,
    /// libwebp's working copies (ARGB planes, or YUV planes and the token buffer when lossy).
    package static func workingBytes(width: Int, height: Int) -> Int {
        width &* height &* 4 &* 3
    }

    /// Starts a WebP of `width × height` pixels; `quality` nil is lossless, else lossy at 1 … 100.
    package init(width: Int, height: Int, quality: Int?, sink: ByteSink) throws(CodecError) {
        if let quality, !(1...100).contains(quality) {
            throw CodecError.invalidEncodeOptions("WebP quality \(quality) is outside 1 … 100")
        }
        guard width > 0, height > 0 else {
            throw CodecError.invalidEncodeOptions("a WebP image of \(width) × \(height) pixels: an image needs at least one pixel")
        }
        guard width <= Self.maximumSide, height <= Self.maximumSide else {
            throw CodecError.invalidEncodeOptions("\(width) × \(height) pixels exceeds WebP's maximum of \(Self.maximumSide) "
                                                  + "per side; write a PNG (or JPEG) instead")
        }
        self.width = width
        self.height = height
        self.quality = quality
        self.sink = sink
        rows.reserveCapacity(width * height * 4)
    }

    /// Appends the rows of `band` (premultiplied RGBA, the image's width), top to bottom.
    package func append(_ band: Pixmap) throws(CodecError) {
        guard !finished else { throw .streamMisuse("rows were appended after finish()") }
        guard band.width == width else {
            throw .streamMisuse("a band \(band.width) pixels wide was appended to a \(width)-pixel-wide WebP")
        }
        guard rowsAppended + band.height <= height else {
            throw .streamMisuse("\(rowsAppended + band.height) rows appended to a WebP \(height) rows high")
        }
        rows.append(contentsOf: band.straightRGBA())
        rowsAppended += band.height
    }

    /// Compresses the gathered rows and writes the file. Every row must have been appended.
    package func finish() throws(CodecError) {
        guard !finished else { return }
        guard rowsAppended == height else { throw .streamMisuse("finish() after \(rowsAppended) of \(height) rows") }
        finished = true
        var output: UnsafeMutablePointer<UInt8>?
        let size = rows.withUnsafeBufferPointer { pixels -> Int in
            guard let base = pixels.baseAddress else { return 0 }
            if let quality {
                return WebPEncodeRGBA(base, Int32(width), Int32(height), Int32(width * 4), Float(quality), &output)
            }
            return WebPEncodeLosslessRGBA(base, Int32(width), Int32(height), Int32(width * 4), &output)
        }
        rows = []
        guard size > 0, let output else {
            WebPFree(output)
            throw .outOfMemory("while libwebp compressed the \(width) × \(height) image")
        }
        defer { WebPFree(output) }
        try sink.write(UnsafeRawBufferPointer(start: output, count: size))
    }

    /// Gives up: drops the gathered rows.
    package func cancel() {
        finished = true
        rows = []
    }

    /// libwebp's version, e.g. "1.2.4".
    package static var libraryVersion: String {
        let v = WebPGetEncoderVersion()
        return "\((v >> 16) & 0xFF).\((v >> 8) & 0xFF).\(v & 0xFF)"
    }
}
