/// The colour step of JPEG decoding, after turbojpeg and before orientation: CMYK/YCCK pixels to RGB, and any
/// embedded ICC profile to sRGB (`ColorManagement`).
enum JPEGColorConversion {
    /// Converts the decoded `pixels` (RGBA, or CMYK when `cmyk`) in place to opaque sRGB RGBA.
    static func apply(to pixels: inout [UInt8], cmyk: Bool, gray: Bool, metadata: JPEGColorMetadata) throws(CodecError) {
        if cmyk {
            // Photoshop (which writes the Adobe marker) stores CMYK inverted; so do YCCK files, which need it.
            try ColorManagement.convertCMYK(&pixels, inverted: metadata.adobeTransform != nil, profile: metadata.iccProfile)
        } else if let profile = metadata.iccProfile {
            try ColorManagement.convertRGBA(&pixels, profile: profile, gray: gray)
        }
    }
}
