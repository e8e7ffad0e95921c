import ChatCodec
import ChatRaster

/// Encodes pixels made from the bytes with the default PNG encoder (the run coder, `crs_run_deflate_strip`) and
/// decodes the file again. Byte 0 gives the width, byte 1 the height, byte 2 flags (bit 0 opaque, bit 1 two threads,
/// bit 2 a row wider than deflate's 32 KiB window), byte 3 the rows appended at a time; the rest, repeated, are the
/// pixels (premultiplied: colour channels clamped to alpha). Properties: the file decodes to exactly the pixels, is
/// the same whatever the threads and pieces, and is never much larger than the rows stored uncompressed.
enum EncodeFuzz {
    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        guard bytes.count >= 5 else { return .refused("fewer than 5 bytes: width, height, flags, piece, pixels") }
        let flags = bytes[2]
        let wide = flags & 4 != 0
        let width = wide ? 8_200 + Int(bytes[0]) : 1 + Int(bytes[0]) % 96
        let height = wide ? 1 + Int(bytes[1]) % 4 : 1 + Int(bytes[1]) % 96
        let opaque = flags & 1 != 0
        let payload = Array(bytes[4...])
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for pixel in 0..<(width * height) {
            let base = pixel * 4
            let alpha = opaque ? 255 : payload[(base + 3) % payload.count]
            for channel in 0..<3 { pixels[base + channel] = min(payload[(base + channel) % payload.count], alpha) }
            pixels[base + 3] = alpha
        }
        let pixmap = ChatPixmap(width: width, height: height, pixels: pixels)
        let piece = 1 + Int(bytes[3]) % height
        let encoded: [UInt8], whole: [UInt8]
        do {
            encoded = try encode(pixmap, piece: piece, threads: flags & 2 != 0 ? 2 : 1)
            whole = try PNGEncoder.encode(pixmap, threads: 1)
        } catch {
            return .violated("encoding failed: \(error)")
        }
        guard encoded == whole else { return .violated("the bytes depend on the threads or the pieces") }
        guard let decoded = try? PNGDecoder.decode(encoded) else { return .violated("the encoded PNG does not decode") }
        guard decoded == pixmap else { return .violated("the decoded pixels differ from those encoded") }
        // Stored rows: a filter byte a row, 5 bytes a 64 KiB block, a strip's end marker; then the chunks.
        let rows = height * (width * (pixmap.isOpaque ? 3 : 4) + 1)
        guard encoded.count <= rows + rows / 1_000 + 256 else {
            return .violated("\(encoded.count) bytes for \(rows) bytes of rows: more than storing them")
        }
        return .accepted
    }

    private static func encode(_ pixmap: ChatPixmap, piece: Int, threads: Int) throws(CodecError) -> [UInt8] {
        let sink = MemorySink()
        let encoder = try PNGStreamEncoder(width: pixmap.width, height: pixmap.height, hasAlpha: !pixmap.isOpaque,
                                           threads: threads, sink: sink)
        defer { encoder.cancel() }
        var row = 0
        while row < pixmap.height {
            let count = min(piece, pixmap.height - row)
            let band = ChatPixmap(width: pixmap.width, height: count,
                                  pixels: Array(pixmap.pixels[(row * pixmap.width * 4)..<((row + count) * pixmap.width * 4)]))
            try encoder.append(band)
            row += count
        }
        try encoder.finish()
        return sink.bytes
    }
}
