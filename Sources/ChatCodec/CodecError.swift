/// Why an image could not be read or written. Each `description` says what went wrong and how to fix
/// it; callers prefix it with where the image came from (file name, message index).
public enum CodecError: Error, Equatable, CustomStringConvertible {
    /// The data has no bytes at all.
    case emptyData
    /// The data is not any image format chatrender knows; carries its first bytes (at most 8).
    case unrecognizedFormat(leadingBytes: [UInt8])
    /// The data is an image, but in a format chatrender does not read.
    case unsupportedFormat(ForeignImageFormat)
    /// A format-specific decoder was handed another kind of data (`found` names what it is).
    case formatMismatch(expected: ImageFormat, found: String)
    /// The header declares an image larger than the limits allow (checked before decoding).
    case tooLarge(width: Int, height: Int, limits: ImageLimits)
    /// The header declares an impossible size (zero, or beyond the format's maximum).
    case invalidDimensions(format: ImageFormat, width: Int, height: Int)
    /// The PNG data is damaged or malformed; carries libpng's (or the header reader's) explanation.
    case corruptPNG(String)
    /// The JPEG data is damaged or malformed; carries turbojpeg's (or the marker reader's) explanation.
    case corruptJPEG(String)
    /// The WebP data is damaged or malformed; carries what libwebp could not do.
    case corruptWebP(String)
    /// The JPEG stores colours in a layout chatrender cannot convert to RGB (2 components, more than 4, …).
    case unsupportedJPEGColorSpace(String)
    /// The JPEG uses a coding process libjpeg-turbo cannot decode here (lossless, 12-bit, hierarchical).
    case unsupportedJPEGProcess(String)
    /// Encoder options are out of range; says which and what is allowed.
    case invalidEncodeOptions(String)
    /// An encoder was asked to write an image with no pixels.
    case emptyImage(format: ImageFormat, width: Int, height: Int)
    /// The encoder library failed; carries its message.
    case encodeFailed(format: ImageFormat, message: String)
    /// Memory ran out while coding an image.
    case outOfMemory(String)
    /// The encoded bytes could not be written where they were going; carries the system's reason.
    case writeFailed(String)
    /// An image stream was used out of order (rows after `finish`, too many or too few rows).
    case streamMisuse(String)

    /// What went wrong and what to do about it, in one sentence a user can act on.
    public var description: String {
        switch self {
        case .emptyData:
            return "the image data is empty (0 bytes); check that the path names a real image file and that it was completely written or downloaded"
        case .unrecognizedFormat(let leadingBytes):
            let hex = leadingBytes.map { hexByte($0) }.joined(separator: " ")
            return "the data is not a PNG or JPEG image (it starts with bytes \(hex)); chatrender reads PNG and JPEG — check that the file really is an image (not, say, an HTML error page saved under an image name) and convert it to PNG if it is"
        case .unsupportedFormat(let format):
            return "this is a \(format.displayName) image; chatrender reads PNG and JPEG — convert it with \(format.conversionHint)"
        case .formatMismatch(let expected, let found):
            return "expected a \(expected.displayName) image but the data is \(found); use ImageDecoder, which detects the format, or pass a \(expected.displayName) file"
        case .tooLarge(let width, let height, let limits):
            return "the image is \(width) × \(height) pixels, more than the limit of \(limits.maxWidth) × \(limits.maxHeight) pixels and \(limits.maxPixels) pixels in total; scale it down first (e.g. `convert in.png -resize 4000x4000 out.png`) or raise ImageLimits"
        case .invalidDimensions(let format, let width, let height):
            return "the \(format.displayName) header declares an impossible size of \(width) × \(height) pixels; the file is damaged — re-export or re-download it"
        case .corruptPNG(let message):
            return "the PNG data is damaged or malformed (\(message)); re-export or re-download the image"
        case .corruptJPEG(let message):
            return "the JPEG data is damaged or malformed (\(message)); re-export or re-download the image"
        case .corruptWebP(let message):
            return "the WebP data is damaged or malformed (\(message)); re-export or re-render the image"
        case .unsupportedJPEGColorSpace(let space):
            return "the JPEG stores its colours as \(space), which chatrender cannot convert to RGB; convert it to an sRGB JPEG or PNG first, e.g. `convert in.jpg -colorspace sRGB out.png` (ImageMagick)"
        case .unsupportedJPEGProcess(let process):
            return "the JPEG is encoded as \(process), which the JPEG library here cannot decode; convert it to a baseline JPEG or PNG first, e.g. `convert in.jpg out.png` (ImageMagick)"
        case .invalidEncodeOptions(let message):
            return "invalid encoder options: \(message)"
        case .emptyImage(let format, let width, let height):
            return "cannot write a \(format.displayName) image of \(width) × \(height) pixels: an image needs at least one pixel; check the canvas size the layout produced"
        case .encodeFailed(let format, let message):
            return "writing the \(format.displayName) image failed (\(message)); this is a bug in chatrender or its image library — please report it with the input that caused it"
        case .outOfMemory(let context):
            return "out of memory \(context); use smaller images or free memory and try again"
        case .writeFailed(let reason):
            return "cannot write the image: \(reason)"
        case .streamMisuse(let message):
            return "image stream used out of order: \(message); this is a bug in the caller"
        }
    }
}

/// Two upper-case hex digits, for messages.
func hexByte(_ byte: UInt8) -> String {
    let digits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
}
