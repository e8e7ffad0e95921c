import ChatCodec
import ChatModel
import ChatRaster
import Foundation

/// A loaded theme pack: its decoded theme.json and its directory, with template images read on demand.
public final class ThemePack: @unchecked Sendable {
    public let spec: ThemeSpec
    /// The pack directory.
    public let directory: String
    private let templates = LockedCache<String, Pixmap>()

    /// Reads and validates `directory/theme.json`.
    public init(directory: String) throws(RenderError) {
        let file = (directory as NSString).appendingPathComponent("theme.json")
        guard let data = FileManager.default.contents(atPath: file) else {
            throw .inputUnreadable(path: file, reason: "the theme pack has no readable theme.json")
        }
        do {
            spec = try ThemeDecoder().decode([UInt8](data))
        } catch {
            throw .invalidTheme(file: file, error: error)
        }
        self.directory = directory
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
            guard let data = FileManager.default.contents(atPath: file) else {
                throw .themeImage(pack: directory, image: image, reason: "cannot read \(file)")
            }
            do {
                return try ImageDecoder.decode([UInt8](data))
            } catch {
                throw .themeImage(pack: directory, image: image, reason: "\(error)")
            }
        }
        return (pixmap, scale)
    }

    /// The size of `image` in points (pixels of the chosen variant divided by its scale).
    public func templateSize(_ image: String) throws(RenderError) -> Size {
        let (pixmap, scale) = try template(image, outputScale: 3)
        return Size(width: Double(pixmap.width) / Double(scale), height: Double(pixmap.height) / Double(scale))
    }
}
