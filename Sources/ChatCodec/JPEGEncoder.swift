import ChatRaster

/// Encodes a whole `Pixmap` as baseline JPEG bytes in memory (JFIF, no EXIF, no timestamp) through
/// `JPEGStreamEncoder`: transparent areas flattened onto white, 4:4:4 chroma from quality 90, 4:2:0 below.
public enum JPEGEncoder {
    /// The JPEG encoding of `pixmap` at `quality` (1 … 100).
    public static func encode(_ pixmap: Pixmap, quality: Int) throws(CodecError) -> [UInt8] {
        let sink = MemorySink()
        let encoder = try JPEGStreamEncoder(width: pixmap.width, height: pixmap.height, quality: quality, sink: sink)
        try encoder.append(pixmap)
        try encoder.finish()
        return sink.bytes
    }
}
