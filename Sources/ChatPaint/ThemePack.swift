import ChatCodec
import ChatFiles
import ChatGeometry
import ChatModel
import ChatRaster
import Foundation

/// A loaded theme pack: its decoded theme.json and its directory, with template images read on demand.
///
/// Every file is read through `PackPath` and `InputFile`: a symbolic link resolving outside the pack is refused
/// like a `..` path, only regular files are opened (a FIFO or device named `bubble.png` cannot hang the render),
/// and each template is checked against the cap insets that stretch it when it is first loaded.
public final class ChatThemePack: @unchecked Sendable {
    public let spec: ThemeSpec
    /// The pack directory.
    public let directory: String
    private let capInsets: CapInsetsCheck
    private let templates = LockedCache<String, Pixmap>()

    /// Reads and validates `directory/theme.json`.
    public init(directory: String) throws(RenderError) {
        let file = (directory as NSString).appendingPathComponent("theme.json")
        let bytes: [UInt8]
        do {
            bytes = try InputFile.readRegular(PackPath.resolve("theme.json", in: directory), limit: InputLimits.themeBytes)
        } catch {
            if case .missing = error { throw .inputUnreadable(path: file, reason: "the theme pack has no readable theme.json") }
            if case .tooLarge(_, let size, let limit) = error {
                throw .tooLarge(what: file, reason: InputLimits.overLimit(size: size, limit: limit, holding: "a theme.json")
                                + "; keep images and fonts in files of the pack and name them in theme.json")
            }
            throw .inputUnreadable(path: file, reason: "\(error)")
        }
        do {
            spec = try ThemeDecoder().decode(bytes)
        } catch {
            throw .invalidTheme(file: file, error: error)
        }
        self.directory = directory
        capInsets = CapInsetsCheck(spec: spec)
    }

    /// The scales (1, 2, 3, …) for which `image` exists in the pack.
    public func availableScales(of image: String) -> [Int] {
        (1...4).filter { FileManager.default.fileExists(atPath: path(of: image, scale: $0)) }
    }

    func path(of image: String, scale: Int) -> String {
        (directory as NSString).appendingPathComponent(TemplateVariant.fileName(image: image, scale: scale))
    }

    /// The variant of `image` chosen for `outputScale`, decoded, with the scale it was drawn at.
    public func template(_ image: String, outputScale: Double) throws(RenderError) -> (pixmap: Pixmap, scale: Int) {
        guard let scale = TemplateVariant.choose(available: availableScales(of: image), outputScale: outputScale) else {
            throw .themeImage(pack: directory, image: image,
                              reason: "no \(image).png, \(image)@2x.png or \(image)@3x.png in the pack")
        }
        let file = path(of: image, scale: scale)
        let pixmap = try templates.value(for: file) { () throws(RenderError) -> Pixmap in
            let data: [UInt8]
            do {
                let inside = try PackPath.resolve(TemplateVariant.fileName(image: image, scale: scale), in: directory)
                data = try InputFile.readRegular(inside, limit: InputLimits.imageBytes)
            } catch {
                throw .themeImage(pack: directory, image: image, reason: "\(error)")
            }
            let pixmap: Pixmap
            do {
                pixmap = try ImageDecoder.decode(data)
            } catch {
                throw .themeImage(pack: directory, image: image, reason: "\(error)")
            }
            try capInsets.check(image: image, width: pixmap.width, height: pixmap.height, scale: scale, pack: directory)
            return pixmap
        }
        return (pixmap, scale)
    }

    /// The size of `image` in points (pixels of the chosen variant divided by its scale).
    public func templateSize(_ image: String) throws(RenderError) -> Size {
        let (pixmap, scale) = try template(image, outputScale: 3)
        return Size(width: Double(pixmap.width) / Double(scale), height: Double(pixmap.height) / Double(scale))
    }
}
