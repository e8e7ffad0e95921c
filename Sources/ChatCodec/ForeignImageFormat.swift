/// An image format chatrender recognises by its magic bytes but does not read, so that it can say
/// what the file is and how to convert it instead of calling it unknown data.
public enum ForeignImageFormat: String, Sendable, Equatable, Hashable, CaseIterable {
    /// Graphics Interchange Format ("GIF87a" / "GIF89a").
    case gif
    /// WebP (a RIFF container of type "WEBP").
    case webp
    /// HEIC/HEIF, the iPhone camera default (an ISO media `ftyp` box with a HEIF brand).
    case heic
    /// AVIF (an ISO media `ftyp` box with an AVIF brand).
    case avif
    /// Windows bitmap ("BM").
    case bmp
    /// TIFF, either byte order ("II*\0" / "MM\0*").
    case tiff
    /// JPEG XL, bare codestream or container.
    case jpegXL
    /// SVG vector graphics (XML text with an `<svg` element).
    case svg

    /// The name people use for the format ("WebP", "HEIC/HEIF", …).
    package var displayName: String {
        switch self {
        case .gif: "GIF"
        case .webp: "WebP"
        case .heic: "HEIC/HEIF"
        case .avif: "AVIF"
        case .bmp: "BMP"
        case .tiff: "TIFF"
        case .jpegXL: "JPEG XL"
        case .svg: "SVG"
        }
    }

    /// A command that converts a file of this format to PNG or JPEG on Debian, with its package.
    package var conversionHint: String {
        switch self {
        case .gif:
            "`convert 'image.gif[0]' image.png` (ImageMagick; [0] takes the first frame)"
        case .webp:
            "`dwebp image.webp -o image.png` (package webp) or `convert image.webp image.png` (ImageMagick)"
        case .heic:
            "`heif-convert image.heic image.jpg` (package libheif-examples); on an iPhone, Settings › Camera › Formats › Most Compatible saves JPEG"
        case .avif:
            "`heif-convert image.avif image.png` (package libheif-examples) or `avifdec image.avif image.png`"
        case .bmp:
            "`convert image.bmp image.png` (ImageMagick)"
        case .tiff:
            "`convert image.tiff image.png` (ImageMagick)"
        case .jpegXL:
            "`djxl image.jxl image.png` (package libjxl-tools)"
        case .svg:
            "`rsvg-convert -o image.png image.svg` (package librsvg2-bin)"
        }
    }
}
