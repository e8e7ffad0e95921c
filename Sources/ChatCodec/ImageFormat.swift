/// An image format chatrender reads and writes.
public enum ImageFormat: String, Sendable, Equatable, Hashable, CaseIterable {
    /// Portable Network Graphics.
    case png
    /// JPEG (JFIF or Exif), baseline or progressive, 8 bits per sample.
    case jpeg

    /// The name people use for the format, for messages ("PNG", "JPEG").
    package var displayName: String {
        switch self {
        case .png: "PNG"
        case .jpeg: "JPEG"
        }
    }

    /// The format `bytes` start like (their signature only; nil for anything else, or fewer bytes than a signature).
    package static func sniff(_ bytes: [UInt8]) -> ImageFormat? {
        if case .supported(let format) = SniffedFormat.sniff(bytes) { return format }
        return nil
    }
}
