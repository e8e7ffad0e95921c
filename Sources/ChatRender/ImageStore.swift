import ChatCodec
import ChatRaster
import Foundation

/// Reads the images a conversation refers to (photos, avatars, backgrounds), relative to its directory,
/// decoding each file once.
final class ImageStore: @unchecked Sendable {
    let baseDirectory: String
    let limits: ImageLimits
    private let lock = NSLock()
    private var decoded: [String: Pixmap] = [:]
    private var probed: [String: ImageInfo] = [:]

    init(baseDirectory: String, limits: ImageLimits = .default) {
        self.baseDirectory = baseDirectory
        self.limits = limits
    }

    /// The absolute path of `path` as written in the conversation.
    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : (baseDirectory as NSString).appendingPathComponent(path)
    }

    private func bytes(of path: String, usedBy: String) throws(RenderError) -> [UInt8] {
        let full = resolve(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) else {
            throw .image(path: path, usedBy: usedBy, reason: "no such file (looked for \(full)); paths are relative to the conversation file")
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: full) else {
            throw .image(path: path, usedBy: usedBy, reason: "\(full) is not a readable file")
        }
        return [UInt8](data)
    }

    /// Header information (format, displayed size) without decoding pixels.
    func info(_ path: String, usedBy: String) throws(RenderError) -> ImageInfo {
        lock.lock()
        if let known = probed[path] { lock.unlock(); return known }
        lock.unlock()
        let data = try bytes(of: path, usedBy: usedBy)
        let info: ImageInfo
        do {
            info = try ImageProbe.probe(data)
            guard info.width <= limits.maxWidth, info.height <= limits.maxHeight,
                  info.width * info.height <= limits.maxPixels else {
                throw CodecError.tooLarge(width: info.width, height: info.height, limits: limits)
            }
        } catch {
            throw .image(path: path, usedBy: usedBy, reason: "\(error)")
        }
        lock.lock()
        probed[path] = info
        lock.unlock()
        return info
    }

    /// The decoded image (premultiplied, upright).
    func pixmap(_ path: String, usedBy: String) throws(RenderError) -> Pixmap {
        lock.lock()
        if let known = decoded[path] { lock.unlock(); return known }
        lock.unlock()
        let data = try bytes(of: path, usedBy: usedBy)
        let pixmap: Pixmap
        do {
            pixmap = try ImageDecoder.decode(data, limits: limits)
        } catch {
            throw .image(path: path, usedBy: usedBy, reason: "\(error)")
        }
        lock.lock()
        decoded[path] = pixmap
        lock.unlock()
        return pixmap
    }
}
