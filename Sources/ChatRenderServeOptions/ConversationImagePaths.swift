import ChatModel
import ChatRender

/// Every image reference a conversation draws (avatars, the canvas background, the header's avatar, photos,
/// stickers, video thumbnails, albums, map images, link images, chat-list avatars) rewritten by one function: the
/// service names a request's `data:` URIs with it before the render. For the `Tools/` package, not an API.
public enum ConversationImagePaths {
    /// `conversation` with each image reference `reference` replaced by `rename(reference)`.
    public static func renamed(_ conversation: ChatConversation, _ rename: (String) -> String) -> ChatConversation {
        func name(_ reference: String?) -> String? { reference.map(rename) }
        var result = conversation
        for index in result.participants.indices { result.participants[index].avatar = name(result.participants[index].avatar) }
        if case .image(let path) = result.canvas.background { result.canvas.background = .image(path: rename(path)) }
        let headerAvatar = name(result.chrome?.header?.avatar)
        result.chrome?.header?.avatar = headerAvatar
        for index in result.messages.indices {
            switch result.messages[index].content {
            case .image(let path, let caption): result.messages[index].content = .image(path: rename(path), caption: caption)
            case .sticker(let path): result.messages[index].content = .sticker(path: rename(path))
            case .video(let thumbnail, let duration): result.messages[index].content = .video(thumbnail: rename(thumbnail), duration: duration)
            case .album(let paths, let caption): result.messages[index].content = .album(paths: paths.map(rename), caption: caption)
            case .location(let title, let subtitle, let image?):
                result.messages[index].content = .location(title: title, subtitle: subtitle, image: rename(image))
            default: break
            }
            let linkImage = name(result.messages[index].link?.image)
            result.messages[index].link?.image = linkImage
        }
        if case .chats(var list) = result.screen {
            for index in list.chats.indices { list.chats[index].avatar = name(list.chats[index].avatar) }
            result.screen = .chats(list)
        }
        return result
    }
}
