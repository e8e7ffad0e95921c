import CWebP
import ChatRaster

/// Reads WebP images (lossless or lossy, with or without alpha) through libwebp, for comparing images: `chatrender
/// diff` reads the WebP `render` writes. Conversations' photos stay PNG or JPEG (`ImageDecoder` refuses WebP with
/// a conversion hint); only `ComparedImage` in ChatDiff reads WebP.
package enum WebPDecoder {
    /// True when `bytes` start like a WebP file: a RIFF container of type "WEBP" (12 bytes).
    package static func isWebP(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 12 && bytes.starts(with: Array("RIFF".utf8)) && bytes[8..<12].elementsEqual("WEBP".utf8)
    }

    /// The width and height the header of WebP `bytes` declares, without decoding pixels.
    package static func size(_ bytes: [UInt8]) throws(CodecError) -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        let valid = bytes.withUnsafeBufferPointer { WebPGetInfo($0.baseAddress, $0.count, &width, &height) }
        guard valid != 0, width > 0, height > 0 else {
            throw CodecError.corruptWebP("libwebp cannot read its header")
        }
        return (Int(width), Int(height))
    }

    /// Decodes WebP `bytes` into a premultiplied pixmap; an image larger than `limits` is refused before decoding.
    package static func decode(_ bytes: [UInt8], limits: ImageLimits = .default) throws(CodecError) -> Pixmap {
        let (width, height) = try size(bytes)
        guard limits.permits(width: width, height: height) else {
            throw CodecError.tooLarge(width: width, height: height, limits: limits)
        }
        var decodedWidth: Int32 = 0, decodedHeight: Int32 = 0
        let decoded = bytes.withUnsafeBufferPointer { WebPDecodeRGBA($0.baseAddress, $0.count, &decodedWidth, &decodedHeight) }
        guard let pixels = decoded, Int(decodedWidth) == width, Int(decodedHeight) == height else {
            if let decoded { WebPFree(decoded) }
            throw CodecError.corruptWebP("libwebp cannot decode its image data (the file may be truncated)")
        }
        defer { WebPFree(pixels) }
        let rgba = [UInt8](UnsafeBufferPointer(start: pixels, count: width * height * 4))
        return Pixmap(straightRGBA: rgba, width: width, height: height)
    }
}
