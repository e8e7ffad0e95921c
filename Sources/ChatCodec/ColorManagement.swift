import CChatRenderColor

/// The last step of decoding a photo: its colours brought to sRGB, the space the renderer composes in, so a photo
/// looks as the phone that took it shows it. Applied after the pixels are decoded and before orientation and
/// premultiplication, through LittleCMS (`CChatRenderColor`):
///
/// - an ICC profile (JPEG APP2, PNG iCCP: Display P3 from iPhones, Adobe RGB, CMYK press profiles) converts with
///   the perceptual intent; an sRGB profile is recognised and skipped;
/// - PNG cHRM and gAMA chunks without a profile build one from their primaries and exponent; an sRGB chunk, or
///   a gAMA of 1/2.2 alone, means sRGB;
/// - CMYK and YCCK JPEGs without a profile use the naive ink formula (Adobe's inverted values when the Adobe
///   marker is there, as Photoshop writes them);
/// - a damaged profile, or one for another colour space than the pixels', is ignored (as browsers do): the
///   image is shown as untagged rather than refused.
enum ColorManagement {
    /// Profiles larger than this are ignored (real ones are a few KiB; press CMYK profiles up to a few MiB).
    static let maximumProfileBytes = 16 << 20

    /// RGBA pixels (straight alpha; grey in R = G = B when `gray`) described by the ICC `profile`, to sRGB.
    /// - Returns: false when the profile is unusable (the pixels are then untouched).
    @discardableResult
    static func convertRGBA(_ pixels: inout [UInt8], profile: [UInt8], gray: Bool) throws(CodecError) -> Bool {
        guard profile.count <= maximumProfileBytes else { return false }
        if isSRGB(profile) { return true }
        let grayProfile = crs_color_profile_space(profile, profile.count) == 0x4752_4159  // 'GRAY'
        let layout = gray && grayProfile ? CRS_COLOR_GRAY_RGBA : CRS_COLOR_RGBA
        var converted = false
        try run(&pixels, "converting the photo's ICC profile to sRGB") { buffer in
            let result = crs_color_icc_to_srgb(profile, profile.count, Int32(layout.rawValue), buffer.baseAddress, buffer.count / 4)
            converted = result == Int32(CRS_COLOR_CONVERTED.rawValue)
            return result
        }
        return converted
    }

    /// RGBA pixels (straight alpha) described by PNG cHRM `chromaticities` (white, red, green, blue x and y) and gAMA
    /// `gamma` (the encoding exponent, 0.45455 for 2.2), to sRGB. Either may be nil.
    static func convertPNGChunks(_ pixels: inout [UInt8], chromaticities: [Double]?, gamma: Double?) throws(CodecError) {
        if let chromaticities, chromaticities.count != 8 { return }
        let sRGBPrimaries = chromaticities.map { zip($0, Self.sRGBChromaticities).allSatisfy { abs($0 - $1) < 0.001 } } ?? true
        let sRGBGamma = gamma.map { abs($0 - 0.45455) < 0.001 } ?? true
        guard !(sRGBPrimaries && sRGBGamma) else { return }
        try run(&pixels, "converting the PNG's cHRM and gAMA colours to sRGB") { buffer in
            if let chromaticities {
                return chromaticities.withUnsafeBufferPointer { values in
                    crs_color_png_chunks_to_srgb(values.baseAddress, gamma ?? 0, buffer.baseAddress, buffer.count / 4)
                }
            }
            return crs_color_png_chunks_to_srgb(nil, gamma ?? 0, buffer.baseAddress, buffer.count / 4)
        }
    }

    /// CMYK pixels (4 bytes each; `inverted` for Adobe's 255 = no ink) to opaque sRGB RGBA, through `profile` when it
    /// is a usable CMYK profile, else the naive formula R = (1 − C)(1 − K).
    static func convertCMYK(_ pixels: inout [UInt8], inverted: Bool, profile: [UInt8]?) throws(CodecError) {
        if let profile, profile.count <= maximumProfileBytes {
            var converted = false
            try run(&pixels, "converting the CMYK photo's ICC profile to sRGB") { buffer in
                let layout = inverted ? CRS_COLOR_CMYK_INVERTED : CRS_COLOR_CMYK
                let result = crs_color_icc_to_srgb(profile, profile.count, Int32(layout.rawValue), buffer.baseAddress, buffer.count / 4)
                converted = result == Int32(CRS_COLOR_CONVERTED.rawValue)
                return result
            }
            if converted { return }
        }
        pixels.withUnsafeMutableBufferPointer { bytes in
            for index in stride(from: 0, to: bytes.count - 3, by: 4) {
                // Ink amounts 0…255: inverted files store 255 − ink.
                let c = inverted ? 255 - Int(bytes[index]) : Int(bytes[index])
                let m = inverted ? 255 - Int(bytes[index + 1]) : Int(bytes[index + 1])
                let y = inverted ? 255 - Int(bytes[index + 2]) : Int(bytes[index + 2])
                let k = inverted ? 255 - Int(bytes[index + 3]) : Int(bytes[index + 3])
                bytes[index] = UInt8(((255 - c) * (255 - k) + 127) / 255)
                bytes[index + 1] = UInt8(((255 - m) * (255 - k) + 127) / 255)
                bytes[index + 2] = UInt8(((255 - y) * (255 - k) + 127) / 255)
                bytes[index + 3] = 255
            }
        }
    }

    /// Whether `profile` is an sRGB profile (converting would change nothing visible).
    static func isSRGB(_ profile: [UInt8]) -> Bool {
        crs_color_profile_is_srgb(profile, profile.count) != 0
    }

    /// White, red, green, blue x and y of sRGB (ITU-R BT.709 primaries, D65).
    static let sRGBChromaticities = [0.3127, 0.3290, 0.64, 0.33, 0.30, 0.60, 0.15, 0.06]

    /// Runs a conversion over the pixel buffer; an unusable profile leaves the pixels as they are.
    private static func run(
        _ pixels: inout [UInt8], _ what: String, _ convert: (UnsafeMutableBufferPointer<UInt8>) -> Int32
    ) throws(CodecError) {
        let result = pixels.withUnsafeMutableBufferPointer { convert($0) }
        if result == Int32(CRS_COLOR_OUT_OF_MEMORY.rawValue) { throw CodecError.outOfMemory(what) }
    }
}
