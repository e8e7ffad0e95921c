import ChatRaster

/// Encodes a whole `Pixmap` as PNG bytes in memory (the caller writes files); `PNGStreamEncoder` does the work.
///
/// Opaque pixmaps are written as 8-bit RGB (colour type 2), others as 8-bit RGBA (colour type 6) with alpha
/// un-premultiplied. Every file carries an sRGB chunk and no time or text chunk, so the same pixmap and options
/// always give the same bytes, on any number of threads.
public enum PNGEncoder {
    /// The PNG encoding of `pixmap`.
    public static func encode(_ pixmap: Pixmap, options: PNGEncodeOptions = .default,
                              threads: Int = PNGStreamEncoder.defaultThreads) throws(CodecError) -> [UInt8] {
        let sink = MemorySink()
        let encoder = try PNGStreamEncoder(width: pixmap.width, height: pixmap.height, hasAlpha: !pixmap.isOpaque,
                                           options: options, threads: threads, sink: sink)
        defer { encoder.cancel() }
        try encoder.append(pixmap)
        try encoder.finish()
        return sink.bytes
    }
}
