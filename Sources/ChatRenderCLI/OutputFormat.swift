import ArgumentParser
import ChatRender
import Foundation

/// What to encode the picture as, chosen by `--format` or by the output's extension.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case png, jpeg, webp

    /// The extensions that name each format.
    static let extensions: [String: OutputFormat] = ["png": .png, "jpg": .jpeg, "jpeg": .jpeg, "webp": .webp]

    /// The file extension written by default.
    var fileExtension: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpg"
        case .webp: "webp"
        }
    }

    /// The format an output path names: its extension when it has one (`.png`, `.jpg`/`.jpeg`, `.webp`, any
    /// case), PNG for `-`, devices and names without an extension; `--format` wins when given, but may not
    /// contradict a known extension. An unknown extension (`chat.pdf`) is refused: writing PNG bytes under it
    /// would be silently wrong.
    static func resolve(path: String, explicit: OutputFormat?) throws(CLIError) -> OutputFormat {
        let name = (path as NSString).lastPathComponent
        let ext = path == "-" ? "" : (name as NSString).pathExtension.lowercased()
        if ext.isEmpty { return explicit ?? .png }
        if let named = extensions[ext] {
            if let explicit, explicit != named {
                throw .usage("the output \(path) names a \(named.rawValue.uppercased()) file but --format is \(explicit.rawValue); "
                             + "rename the output to .\(explicit.fileExtension) or drop --format")
            }
            return named
        }
        if let explicit { return explicit }
        throw .usage("cannot tell the image format from the extension .\(ext) of \(path); chatrender writes .png, .jpg/.jpeg "
                     + "and .webp (or pass --format png|jpeg|webp to write that format under this name)")
    }

    /// The encoding with `quality` applied (JPEG: default 92; WebP: lossless without it, lossy with it).
    func encoding(quality: Int?) throws(CLIError) -> OutputEncoding {
        switch self {
        case .png:
            if quality != nil { throw .usage("--quality applies to JPEG and WebP; PNG is always lossless (drop --quality)") }
            return .png
        case .jpeg: return .jpeg(quality: quality ?? 92)
        case .webp: return .webp(quality: quality)
        }
    }
}
