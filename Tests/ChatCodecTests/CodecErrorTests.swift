import Testing
@testable import ChatCodec

@Suite struct CodecErrorTests {
    @Test func descriptionsSayWhatAndHow() {
        let limits = ImageLimits.default
        let cases: [(CodecError, [String])] = [
            (.emptyData, ["empty", "0 bytes"]),
            (.unrecognizedFormat(leadingBytes: [0x3C, 0x68, 0x0A]), ["not a PNG or JPEG", "3C 68 0A"]),
            (.unsupportedFormat(.webp), ["this is a WebP image; chatrender reads PNG and JPEG — convert it with", "dwebp"]),
            (.unsupportedFormat(.heic), ["HEIC/HEIF", "heif-convert"]),
            (.formatMismatch(expected: .png, found: "a JPEG image"), ["expected a PNG image", "a JPEG image", "ImageDecoder"]),
            (.tooLarge(width: 100_000, height: 100_000, limits: limits), ["100000 × 100000", "20000 × 20000", "100000000", "ImageLimits"]),
            (.invalidDimensions(format: .png, width: 0, height: 5), ["0 × 5", "PNG"]),
            (.corruptPNG("IDAT: invalid distance too far back"), ["PNG", "invalid distance too far back", "re-export"]),
            (.corruptJPEG("Premature end of JPEG file"), ["JPEG", "Premature end of JPEG file"]),
            (.corruptWebP("libwebp cannot read its header"), ["WebP", "libwebp cannot read its header", "re-render"]),
            (.unsupportedJPEGColorSpace("CMYK"), ["CMYK", "sRGB"]),
            (.unsupportedJPEGProcess("lossless JPEG"), ["lossless JPEG", "convert"]),
            (.invalidEncodeOptions("JPEG quality 0 is outside 1 … 100"), ["JPEG quality 0"]),
            (.emptyImage(format: .png, width: 0, height: 0), ["0 × 0", "at least one pixel"]),
            (.encodeFailed(format: .jpeg, message: "boom"), ["JPEG", "boom", "report"]),
            (.outOfMemory("while writing a PNG"), ["out of memory while writing a PNG"]),
        ]
        for (error, fragments) in cases {
            for fragment in fragments {
                #expect(error.description.contains(fragment), "\(error.description) should mention \(fragment)")
            }
        }
    }

    @Test func everyForeignFormatHasAHint() {
        for format in ForeignImageFormat.allCases {
            #expect(!format.displayName.isEmpty)
            #expect(format.conversionHint.contains("`"))
        }
    }
}
