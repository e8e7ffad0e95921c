import CTurboJPEG
import ChatRaster

/// Decodes JPEG data into an opaque RGBA8 `Pixmap`, turned upright by its EXIF orientation.
///
/// Greyscale, YCbCr/RGB and CMYK/YCCK JPEGs, baseline or progressive, are read through libjpeg-turbo's
/// turbojpeg API; an embedded ICC profile and CMYK are converted to sRGB (`JPEGColorConversion`). Lossless,
/// hierarchical and 12-bit JPEGs are refused with an error that says so. Recoverable oddities libjpeg only warns about (extraneous bytes between markers, …)
/// do not fail the decode; a file cut short before its end-of-image marker does.
package enum JPEGDecoder {
    /// Decodes `bytes`. The size in the frame header (as displayed, after orientation) is checked
    /// against `limits` before any pixel memory is allocated.
    ///
    /// With `fitting`, the image is decoded at the smallest of libjpeg's DCT scales (1/8, 2/8, … 1) whose
    /// displayed size still covers `fitting` in both directions: a 4032 × 3024 photo shown 700 pixels wide is
    /// decoded at 1/4 (1008 × 756), in a sixteenth of the memory and far less time, and only then resampled.
    package static func decode(_ bytes: [UInt8], limits: ImageLimits = .default,
                              fitting: (width: Int, height: Int)? = nil) throws(CodecError) -> Pixmap {
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
        // A warning (−1 with TJERR_WARNING) still reads the whole header; the size check below confirms it.
        guard headerRead == 0 || decompressor.lastFailureWasWarning else { throw CodecError.corruptJPEG(decompressor.errorMessage) }
        guard Int(width) == header.width, Int(height) == header.height else {
            throw CodecError.corruptJPEG("turbojpeg read a \(width) × \(height) frame where the frame header says \(header.width) × \(header.height)")
        }
        // CMYK and YCCK files decode to CMYK pixels (4 bytes, like RGBA) that `ColorManagement` turns into RGB.
        let cmyk = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        let pixelFormat = cmyk ? TJPF_CMYK : TJPF_RGBA

        let factor = fitting.map { scalingFactor(for: header, fitting: $0) } ?? (1, 1)
        let decodedWidth = scaled(header.width, by: factor), decodedHeight = scaled(header.height, by: factor)
        let pitch = decodedWidth * 4
        // Zero-filled rather than uninitialised: should libjpeg stop early after a warning, the missing
        // rows are blank, never leftover heap memory.
        var pixels = [UInt8](repeating: 0, count: pitch * decodedHeight)
        let status = bytes.withUnsafeBufferPointer { buffer in
            pixels.withUnsafeMutableBufferPointer { output in
                tjDecompress2(decompressor.raw, buffer.baseAddress, UInt(buffer.count), output.baseAddress,
                              Int32(decodedWidth), Int32(pitch), Int32(decodedHeight), Int32(pixelFormat.rawValue),
                              TJFLAG_ACCURATEDCT | TJFLAG_LIMITSCANS)
            }
        }
        if status != 0 {
            // A warning (status −1 with TJERR_WARNING) leaves a complete, if damaged, image.
            guard decompressor.lastFailureWasWarning else { throw CodecError.corruptJPEG(decompressor.errorMessage) }
            Self.makeOpaque(&pixels)  // rows libjpeg might not have reached stay black, not transparent
        }
        try JPEGColorConversion.apply(to: &pixels, cmyk: cmyk, gray: header.componentCount == 1, metadata: JPEGColorMetadata.read(bytes))
        // RGBA output from JPEG has alpha 255 everywhere, so the pixels are already premultiplied.
        let upright = header.orientation.apply(to: pixels, width: decodedWidth, height: decodedHeight)
        return Pixmap(width: upright.width, height: upright.height, pixels: upright.pixels)
    }

    /// The smallest scale no larger than 1 at which the displayed image still covers `fitting` (libjpeg-turbo's
    /// eighths: a numerator and a denominator).
    static func scalingFactor(for header: JPEGHeader, fitting: (width: Int, height: Int)) -> (Int, Int) {
        scalingFactor(displayedWidth: header.displayedWidth, displayedHeight: header.displayedHeight, fitting: fitting)
    }

    /// The factor for an image displayed at `displayedWidth × displayedHeight` (the displayed size scales like
    /// the stored one, turned or not).
    static func scalingFactor(displayedWidth: Int, displayedHeight: Int, fitting: (width: Int, height: Int)) -> (Int, Int) {
        var best = (1, 1)
        for numerator in stride(from: 7, through: 1, by: -1) {
            let factor = (numerator, 8)
            guard scaled(displayedWidth, by: factor) >= fitting.width,
                  scaled(displayedHeight, by: factor) >= fitting.height else { break }
            best = factor
        }
        return best
    }

    /// A dimension scaled as libjpeg-turbo does (`TJSCALED`: rounded up).
    static func scaled(_ dimension: Int, by factor: (Int, Int)) -> Int {
        (dimension * factor.0 + factor.1 - 1) / factor.1
    }

    /// Sets every alpha byte of RGBA pixels to 255.
    private static func makeOpaque(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { bytes in
            for index in stride(from: 3, to: bytes.count, by: 4) { bytes[index] = 255 }
        }
    }
}
