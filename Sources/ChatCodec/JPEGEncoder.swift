import CTurboJPEG
import ChatRaster

/// Encodes a `Pixmap` as baseline JPEG bytes in memory (JFIF, no EXIF, no timestamp).
///
/// JPEG has no alpha, so the pixmap is first composited over white. Quality 90 and above keeps full
/// colour resolution (4:4:4), which keeps coloured text and thin bubble edges crisp; below 90 chroma
/// is halved both ways (4:2:0) as cameras and most encoders do.
public enum JPEGEncoder {
    /// The JPEG encoding of `pixmap` at `quality` (1 … 100).
    public static func encode(_ pixmap: Pixmap, quality: Int) throws(CodecError) -> [UInt8] {
        guard (1...100).contains(quality) else {
            throw CodecError.invalidEncodeOptions("JPEG quality \(quality) is outside 1 … 100")
        }
        guard pixmap.width > 0, pixmap.height > 0 else {
            throw CodecError.emptyImage(format: .jpeg, width: pixmap.width, height: pixmap.height)
        }
        // JPEG frame headers hold 16-bit sizes.
        guard pixmap.width <= 65_535, pixmap.height <= 65_535 else {
            throw CodecError.encodeFailed(format: .jpeg, message: "\(pixmap.width) × \(pixmap.height) pixels exceeds JPEG's maximum of 65535 per side")
        }
        let subsampling = quality >= 90 ? TJSAMP_444 : TJSAMP_420
        let rgb = AlphaConversion.flattenedOntoWhiteRGB(pixmap.pixels)
        let compressor = try TurboJPEGHandle.compressor()

        let capacity = tjBufSize(Int32(pixmap.width), Int32(pixmap.height), Int32(subsampling.rawValue))
        guard capacity != UInt.max, capacity > 0 else {
            throw CodecError.encodeFailed(format: .jpeg, message: compressor.errorMessage)
        }
        // The output buffer is Swift's; TJFLAG_NOREALLOC stops turbojpeg from replacing it.
        var output = [UInt8](repeating: 0, count: Int(capacity))
        var size: UInt = 0
        let status = rgb.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                var destination: UnsafeMutablePointer<UInt8>? = outputBuffer.baseAddress
                return tjCompress2(compressor.raw, input.baseAddress, Int32(pixmap.width), Int32(pixmap.width * 3),
                                   Int32(pixmap.height), Int32(TJPF_RGB.rawValue), &destination, &size,
                                   Int32(subsampling.rawValue), Int32(quality), TJFLAG_NOREALLOC | TJFLAG_ACCURATEDCT)
            }
        }
        guard status == 0, size > 0, size <= capacity else {
            throw CodecError.encodeFailed(format: .jpeg, message: compressor.errorMessage)
        }
        output.removeLast(output.count - Int(size))
        return output
    }
}
