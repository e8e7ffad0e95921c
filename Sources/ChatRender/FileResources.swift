import ChatLayout
import ChatModel

/// Answers the layout's questions from files: photo sizes from image headers, template sizes from the pack.
struct FileResources: LayoutResources {
    let images: ImageStore
    let theme: ThemePack

    func photoSize(path: String, message: Int) throws -> Size {
        let info = try images.info(path, usedBy: "messages[\(message)].image")
        return Size(width: Double(info.width), height: Double(info.height))
    }

    func templateSize(image: String) throws -> Size {
        try theme.templateSize(image)
    }
}
