import ChatCodec
import ChatRaster

/// Decodes PNG or JPEG bytes with small limits (so the fuzzer explores damage, not memory). Properties of a decoded
/// image: its size is what the header probe reports and within the limits, and it has exactly width × height × 4
/// bytes; its premultiplied pixels never have a colour channel above alpha.
enum ImageFuzz {
    /// 4 megapixels at most: large enough for every structure, small enough for thousands of runs a second.
    static let limits = ImageLimits(maxWidth: 4096, maxHeight: 4096, maxPixels: 4_000_000)

    static func run(_ bytes: [UInt8], format: ImageFormat) -> FuzzOutcome {
        let decoded: ChatPixmap
        do {
            decoded = format == .png ? try PNGDecoder.decode(bytes, limits: limits) : try JPEGDecoder.decode(bytes, limits: limits)
        } catch {
            return FuzzProperties.refusal("\(error)")
        }
        guard let info = try? ImageProbe.probe(bytes) else { return .violated("decoded, but the header probe refuses the data") }
        guard info.width == decoded.width, info.height == decoded.height else {
            return .violated("the probe says \(info.width) × \(info.height), the decoder made \(decoded.width) × \(decoded.height)")
        }
        guard limits.permits(width: decoded.width, height: decoded.height) else { return .violated("decoded past the limits") }
        guard decoded.pixels.count == decoded.width * decoded.height * 4 else { return .violated("pixel buffer of the wrong size") }
        var index = 0
        while index < decoded.pixels.count {
            let alpha = decoded.pixels[index + 3]
            guard decoded.pixels[index] <= alpha, decoded.pixels[index + 1] <= alpha, decoded.pixels[index + 2] <= alpha else {
                return .violated("pixel \(index / 4) is not premultiplied")
            }
            index += 4
        }
        return .accepted
    }
}
