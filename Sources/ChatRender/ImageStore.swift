import ChatCodec
import ChatFiles
import ChatRaster
import Foundation

/// Reads the images a conversation refers to (photos, avatars, backgrounds), relative to its directory,
/// decoding each file once.
final class ImageStore: @unchecked Sendable {
    let baseDirectory: String
    let limits: ImageLimits
    private let decoded = LockedCache<String, Pixmap>()
    private let probed = LockedCache<String, ImageInfo>()

    init(baseDirectory: String, limits: ImageLimits = .default) {
        self.baseDirectory = baseDirectory
        self.limits = limits
    }

    /// The absolute path of `path` as written in the conversation.
    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : (baseDirectory as NSString).appendingPathComponent(path)
    }

    /// The file's bytes: a regular file only (a FIFO or device would block or never end), at most
    /// `InputLimits.imageBytes`.
    private func bytes(of path: String, usedBy: String) throws(RenderError) -> [UInt8] {
        let full = resolve(path)
        do {
            return try InputFile.readRegular(full, limit: InputLimits.imageBytes)
        } catch {
            switch error {
            case .missing:
                throw .image(path: path, usedBy: usedBy, reason: "no such file (looked for \(full)); paths are relative to the conversation file's directory (the current directory for standard input)")
            case .notRegular(_, .directory):
                throw .image(path: path, usedBy: usedBy, reason: "\(full) is not a readable file")
            default:
                throw .image(path: path, usedBy: usedBy, reason: "\(error)")
            }
        }
    }

    /// Header information (format, displayed size) without decoding pixels.
    func info(_ path: String, usedBy: String) throws(RenderError) -> ImageInfo {
        try probed.value(for: path) { () throws(RenderError) -> ImageInfo in
            let data = try bytes(of: path, usedBy: usedBy)
            do {
                let info = try ImageProbe.probe(data)
                guard limits.permits(width: info.width, height: info.height) else {
                    throw CodecError.tooLarge(width: info.width, height: info.height, limits: limits)
                }
                return info
            } catch {
                throw .image(path: path, usedBy: usedBy, reason: "\(error)")
            }
        }
    }

    /// The decoded image (premultiplied, upright).
    func pixmap(_ path: String, usedBy: String) throws(RenderError) -> Pixmap {
        try decoded.value(for: path) { () throws(RenderError) -> Pixmap in
            let data = try bytes(of: path, usedBy: usedBy)
            do {
                return try ImageDecoder.decode(data, limits: limits)
            } catch {
                throw .image(path: path, usedBy: usedBy, reason: "\(error)")
            }
        }
    }
}
