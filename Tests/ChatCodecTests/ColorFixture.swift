import CLCMS2
import CTurboJPEG
import ChatRaster
import Foundation
@testable import ChatCodec

/// Builds profiled test images in the suite: ICC profiles made with LittleCMS (Display P3, Adobe RGB, sRGB, a CMYK
/// press profile with a known table), JPEGs carrying them in APP2 segments, CMYK and YCCK JPEGs made with turbojpeg,
/// and PNGs with iCCP, cHRM, gAMA and sRGB chunks. Expected colours are computed here from the primaries (a
/// matrix and transfer-curve model independent of LittleCMS).
enum ColorFixture {
    /// Chromaticities (x, y) of white, red, green and blue.
    struct Primaries {
        let white: (Double, Double), red: (Double, Double), green: (Double, Double), blue: (Double, Double)
        /// The 8 values in cHRM order.
        var chrm: [Double] { [white.0, white.1, red.0, red.1, green.0, green.1, blue.0, blue.1] }
    }

    static let d65 = (0.3127, 0.3290)
    static let sRGB = Primaries(white: d65, red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06))
    static let displayP3 = Primaries(white: d65, red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060))
    static let adobeRGB = Primaries(white: d65, red: (0.64, 0.33), green: (0.21, 0.71), blue: (0.15, 0.06))

    // MARK: Profiles

    /// An RGB matrix/TRC profile: `gamma` a pure power curve, nil the sRGB curve.
    static func rgbProfile(_ primaries: Primaries, gamma: Double?) -> [UInt8] {
        var white = cmsCIExyY(x: primaries.white.0, y: primaries.white.1, Y: 1)
        var triple = cmsCIExyYTRIPLE(Red: cmsCIExyY(x: primaries.red.0, y: primaries.red.1, Y: 1),
                                     Green: cmsCIExyY(x: primaries.green.0, y: primaries.green.1, Y: 1),
                                     Blue: cmsCIExyY(x: primaries.blue.0, y: primaries.blue.1, Y: 1))
        let curve: OpaquePointer?
        if let gamma {
            curve = cmsBuildGamma(nil, gamma)
        } else {
            let parameters: [Double] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
            curve = cmsBuildParametricToneCurve(nil, 4, parameters)
        }
        defer { cmsFreeToneCurve(curve) }
        var curves: [OpaquePointer?] = [curve, curve, curve]
        let profile = curves.withUnsafeMutableBufferPointer { cmsCreateRGBProfile(&white, &triple, $0.baseAddress) }
        defer { cmsCloseProfile(profile) }
        return save(profile)
    }

    /// sRGB as LittleCMS builds it (what phones embed in "sRGB" photos, within rounding).
    static func sRGBProfile() -> [UInt8] {
        let profile = cmsCreate_sRGBProfile()
        defer { cmsCloseProfile(profile) }
        return save(profile)
    }

    /// A CMYK output profile whose table says: no black ink gives sRGB red (Lab 53.24, 80.09, 67.20), full black gives
    /// black, whatever the other inks. No real press profile behaves so: a decoder that honours it shows red where the
    /// naive ink formula would show white.
    static func redPaperCMYKProfile() -> [UInt8] {
        let profile = cmsCreateProfilePlaceholder(nil)
        defer { cmsCloseProfile(profile) }
        cmsSetProfileVersion(profile, 4.3)
        cmsSetDeviceClass(profile, cmsSigOutputClass)
        cmsSetColorSpace(profile, cmsSigCmykData)
        cmsSetPCS(profile, cmsSigLabData)
        var red = cmsCIELab(L: 53.24, a: 80.09, b: 67.20), black = cmsCIELab(L: 0, a: 0, b: 0)
        var redEncoded = [UInt16](repeating: 0, count: 3), blackEncoded = [UInt16](repeating: 0, count: 3)
        cmsFloat2LabEncoded(&redEncoded, &red)
        cmsFloat2LabEncoded(&blackEncoded, &black)
        // 2 grid points per ink, K varying fastest.
        var table: [UInt16] = []
        for _ in 0..<8 { table += redEncoded + blackEncoded }
        let stage = cmsStageAllocCLut16bit(nil, 2, 4, 3, table)
        let pipeline = cmsPipelineAlloc(nil, 4, 3)
        defer { cmsPipelineFree(pipeline) }
        // lutAtoBType needs curves around the table: identity A (per ink) and B (per Lab channel) curves.
        cmsPipelineInsertStage(pipeline, cmsAT_END, cmsStageAllocToneCurves(nil, 4, nil))
        cmsPipelineInsertStage(pipeline, cmsAT_END, stage)
        cmsPipelineInsertStage(pipeline, cmsAT_END, cmsStageAllocToneCurves(nil, 3, nil))
        cmsWriteTag(profile, cmsSigAToB0Tag, UnsafeRawPointer(pipeline))
        cmsWriteTag(profile, cmsSigMediaWhitePointTag, cmsD50_XYZ())
        return save(profile)
    }

    private static func save(_ profile: cmsHPROFILE?) -> [UInt8] {
        var size: UInt32 = 0
        cmsSaveProfileToMem(profile, nil, &size)
        var bytes = [UInt8](repeating: 0, count: Int(size))
        cmsSaveProfileToMem(profile, &bytes, &size)
        return bytes
    }

    // MARK: Images

    /// An opaque image of 16 × 16 pixel blocks, one per colour (flat blocks survive JPEG nearly exactly).
    static func blocks(_ colors: [(UInt8, UInt8, UInt8)]) -> Pixmap {
        var pixels: [UInt8] = []
        for _ in 0..<16 {
            for color in colors {
                for _ in 0..<16 { pixels += [color.0, color.1, color.2, 255] }
            }
        }
        return Pixmap(width: 16 * colors.count, height: 16, pixels: pixels)
    }

    /// The colour at the centre of block `index`.
    static func block(_ index: Int, of pixmap: Pixmap) -> (Int, Int, Int) {
        let offset = (8 * pixmap.width + index * 16 + 8) * 4
        return (Int(pixmap.pixels[offset]), Int(pixmap.pixels[offset + 1]), Int(pixmap.pixels[offset + 2]))
    }

    /// `jpeg` carrying `profile` in APP2 `ICC_PROFILE` segments of at most `chunkSize` profile bytes each.
    static func jpeg(_ jpeg: [UInt8], withProfile profile: [UInt8], chunkSize: Int = 60_000) -> [UInt8] {
        let chunks = stride(from: 0, to: profile.count, by: chunkSize).map { Array(profile[$0..<min(profile.count, $0 + chunkSize)]) }
        var segments: [UInt8] = []
        for (index, chunk) in chunks.enumerated() {
            let payload = Array("ICC_PROFILE".utf8) + [0, UInt8(index + 1), UInt8(chunks.count)] + chunk
            let length = payload.count + 2
            segments += [0xFF, 0xE2, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        }
        return JPEGFixture.inserting(segments, into: jpeg)
    }

    /// A JPEG of flat CMYK blocks (ink amounts, 255 = full ink) stored inverted as Photoshop does, through turbojpeg,
    /// which writes YCCK with an Adobe marker (transform 2). With `plainCMYK` the marker's transform byte is set to 0:
    /// the same four components are then read as CMYK without the YCC step.
    static func cmykJPEG(_ inks: [(UInt8, UInt8, UInt8, UInt8)], plainCMYK: Bool = false) throws -> [UInt8] {
        var pixels: [UInt8] = []
        for _ in 0..<16 {
            for ink in inks {
                for _ in 0..<16 { pixels += [255 - ink.0, 255 - ink.1, 255 - ink.2, 255 - ink.3] }
            }
        }
        guard let compressor = tjInitCompress() else { throw FixtureError.turbojpeg("tjInitCompress") }
        defer { tjDestroy(compressor) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let width = 16 * inks.count
        let status = tjCompress2(compressor, pixels, Int32(width), Int32(width * 4), 16, Int32(TJPF_CMYK.rawValue),
                                 &output, &size, Int32(TJSAMP_444.rawValue), 100, TJFLAG_ACCURATEDCT)
        defer { tjFree(output) }
        guard status == 0, let output else { throw FixtureError.turbojpeg(String(cString: tjGetErrorStr2(compressor))) }
        var jpeg = Array(UnsafeBufferPointer(start: output, count: Int(size)))
        if plainCMYK {
            guard let adobe = adobeTransformOffset(jpeg) else { throw FixtureError.turbojpeg("no Adobe marker written") }
            jpeg[adobe] = 0
        }
        return jpeg
    }

    /// The offset of the transform byte of the Adobe APP14 segment.
    static func adobeTransformOffset(_ jpeg: [UInt8]) -> Int? {
        var offset = 2
        while offset + 4 <= jpeg.count, jpeg[offset] == 0xFF {
            let marker = jpeg[offset + 1]
            let length = Int(jpeg[offset + 2]) << 8 | Int(jpeg[offset + 3])
            if marker == 0xEE, jpeg[(offset + 4)..<(offset + 9)].elementsEqual("Adobe".utf8) { return offset + 4 + 11 }
            if marker == 0xDA { return nil }
            offset += 2 + length
        }
        return nil
    }

    /// An 8-bit RGB PNG of one row of `colors` (one pixel each) with `chunks` before its data.
    static func png(_ colors: [(UInt8, UInt8, UInt8)], chunks: [(String, [UInt8])]) -> [UInt8] {
        PNGFixture.png(width: colors.count, height: 1, bitDepth: 8, colorType: 2, chunksBeforeData: chunks,
                       scanlines: [colors.flatMap { [$0.0, $0.1, $0.2] }])
    }

    /// An iCCP chunk's data: keyword, NUL, compression method 0, the zlib-compressed profile.
    static func iccp(_ profile: [UInt8]) -> [UInt8] {
        Array("test".utf8) + [0, 0] + PNGFixture.zlibStored(profile)
    }

    /// A gAMA chunk's data.
    static func gama(_ gamma: Double) -> [UInt8] { PNGFixture.bigEndian(UInt32((gamma * 100_000).rounded())) }

    /// A cHRM chunk's data.
    static func chrm(_ primaries: Primaries) -> [UInt8] {
        primaries.chrm.flatMap { PNGFixture.bigEndian(UInt32(($0 * 100_000).rounded())) }
    }

    enum FixtureError: Error { case turbojpeg(String) }

    // MARK: Expected colours

    /// sRGB bytes of an RGB colour of the space `primaries` with the transfer `decode` (byte → linear light), by the
    /// matrix model: linear RGB → XYZ with the source primaries → linear sRGB, clipped, sRGB-encoded.
    static func expectedSRGB(_ color: (UInt8, UInt8, UInt8), from primaries: Primaries, decode: (Double) -> Double) -> (Int, Int, Int) {
        let linear = [color.0, color.1, color.2].map { decode(Double($0) / 255) }
        let xyz = multiply(matrix(primaries), linear)
        let out = multiply(invert(matrix(sRGB)), xyz)
        let encoded = out.map { Int((srgbEncode(min(1, max(0, $0))) * 255).rounded()) }
        return (encoded[0], encoded[1], encoded[2])
    }

    /// Linear light of an sRGB-encoded value.
    static func srgbDecode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    /// The sRGB encoding of linear light.
    static func srgbEncode(_ v: Double) -> Double { v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055 }

    /// The RGB → XYZ matrix of a set of primaries (white normalised to Y = 1).
    static func matrix(_ p: Primaries) -> [[Double]] {
        func xyz(_ c: (Double, Double)) -> [Double] { [c.0 / c.1, 1, (1 - c.0 - c.1) / c.1] }
        let r = xyz(p.red), g = xyz(p.green), b = xyz(p.blue), w = xyz(p.white)
        let columns = [[r[0], g[0], b[0]], [r[1], g[1], b[1]], [r[2], g[2], b[2]]]
        let s = multiply(invert(columns), w)
        return columns.map { row in [row[0] * s[0], row[1] * s[1], row[2] * s[2]] }
    }

    static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    static func invert(_ m: [[Double]]) -> [[Double]] {
        let a = m[0][0], b = m[0][1], c = m[0][2], d = m[1][0], e = m[1][1], f = m[1][2], g = m[2][0], h = m[2][1], i = m[2][2]
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        return [[(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
                [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
                [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det]]
    }

    /// Whether two colours differ by at most `tolerance` in every channel.
    static func close(_ a: (Int, Int, Int), _ b: (Int, Int, Int), tolerance: Int) -> Bool {
        abs(a.0 - b.0) <= tolerance && abs(a.1 - b.1) <= tolerance && abs(a.2 - b.2) <= tolerance
    }
}
