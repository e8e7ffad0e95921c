import CTurboJPEG
import ChatRaster

/// Decodes JPEG data into an opaque RGBA8 `Pixmap`, turned upright by its EXIF orientation.
///
/// Greyscale and YCbCr/RGB JPEGs, baseline or progressive, are read through libjpeg-turbo's
/// turbojpeg API. CMYK/YCCK files, lossless, hierarchical and 12-bit JPEGs are refused with an error
/// that says so. Recoverable oddities libjpeg only warns about (extraneous bytes between markers, …)
/// do not fail the decode; a file cut short before its end-of-image marker does.
public enum JPEGDecoder {
    /// Decodes `bytes`. The size in the frame header (as displayed, after orientation) is checked
    /// against `limits` before any pixel memory is allocated.
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .default) throws(CodecError) -> Pixmap {
        let header = try JPEGHeader.parse(bytes)
        try limits.check(width: header.displayedWidth, height: header.displayedHeight)
        try header.checkDecodable()
        guard header.hasEndOfImage(in: bytes) else {
            throw CodecError.corruptJPEG("the data ends before the end-of-image marker (FF D9); the file is truncated")
        }

        let decompressor = try TurboJPEGHandle.decompressor()
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let headerRead = bytes.withUnsafeBufferPointer { buffer in
            tjDecompressHeader3(decompressor.raw, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling, &colorspace)
        }
        guard headerRead == 0 else { throw CodecError.corruptJPEG(decompressor.errorMessage) }
        guard Int(width) == header.width, Int(height) == header.height else {
            throw CodecError.corruptJPEG("turbojpeg read a \(width) × \(height) frame where the frame header says \(header.width) × \(header.height)")
        }
        switch colorspace {
        case Int32(TJCS_CMYK.rawValue): throw CodecError.unsupportedJPEGColorSpace("CMYK")
        case Int32(TJCS_YCCK.rawValue): throw CodecError.unsupportedJPEGColorSpace("YCCK (Adobe CMYK)")
        default: break
        }

        let pitch = header.width * 4
        // Zero-filled rather than uninitialised: should libjpeg stop early after a warning, the missing
        // rows are black, never leftover heap memory.
        var pixels = [UInt8](repeating: 0, count: pitch * header.height)
        let status = bytes.withUnsafeBufferPointer { buffer in
            pixels.withUnsafeMutableBufferPointer { output in
                tjDecompress2(decompressor.raw, buffer.baseAddress, UInt(buffer.count), output.baseAddress,
                              width, Int32(pitch), height, Int32(TJPF_RGBA.rawValue), TJFLAG_ACCURATEDCT | TJFLAG_LIMITSCANS)
            }
        }
        // A warning (status −1 with TJERR_WARNING) still leaves every row decoded.
        if status != 0, !decompressor.lastFailureWasWarning {
            throw CodecError.corruptJPEG(decompressor.errorMessage)
        }
        // RGBA output from JPEG has alpha 255 everywhere, so the pixels are already premultiplied.
        let upright = header.orientation.apply(to: pixels, width: header.width, height: header.height)
        return Pixmap(width: upright.width, height: upright.height, pixels: upright.pixels)
    }
}
