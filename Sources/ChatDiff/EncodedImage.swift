import ChatCodec
import ChatRaster

/// The encoded images a comparison reads: PNG and JPEG as `ImageRows` and `ImageProbe` read them, and WebP (what
/// `chatrender render -o x.webp` writes) decoded whole through `WebPDecoder`.
enum EncodedImage {
    /// The width and height `data`'s header declares.
    static func size(_ data: [UInt8]) throws(CodecError) -> (width: Int, height: Int) {
        if WebPDecoder.isWebP(data) { return try WebPDecoder.size(data) }
        let info = try ImageProbe.probe(data)
        return (info.width, info.height)
    }

    /// `data`'s rows: see `ImageRows.open`; a WebP is decoded whole within the default limits.
    static func rows(_ data: [UInt8]) throws(CodecError) -> any PixmapRowSource {
        if WebPDecoder.isWebP(data) { return PixmapRows(try WebPDecoder.decode(data)) }
        return try ImageRows.open(data)
    }
}
