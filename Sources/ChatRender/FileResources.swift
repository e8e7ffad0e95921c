import ChatGeometry
import ChatLayout
import ChatModel
import ChatPaint

/// Answers the layout's questions from files: photo sizes from image headers, template sizes from the pack.
///
/// Failures are reported as a bare reason (`ResourceFailure`): the layout adds the message and path itself.
struct FileResources: LayoutResources {
    let images: ImageStore
    let theme: ChatThemePack

    func photoSize(path: String, message: Int) throws -> Size {
        try photoSize(path: path, message: message, key: "image")
    }

    func photoSize(path: String, message: Int, key: String) throws -> Size {
        do {
            let info = try images.info(path, usedBy: "messages[\(message)].\(key)")
            return Size(width: Double(info.width), height: Double(info.height))
        } catch {
            throw ResourceFailure(error)
        }
    }

    func templateSize(image: String) throws -> Size {
        do {
            return try theme.templateSize(image)
        } catch {
            throw ResourceFailure(error)
        }
    }
}

/// Why a file could not be used, without the "where" the layout error already says.
struct ResourceFailure: Error, CustomStringConvertible {
    let description: String

    init(_ error: ChatRenderError) {
        switch error {
        case .image(_, _, let reason), .themeImage(_, _, let reason):
            description = reason
        default:
            description = error.description
        }
    }
}
