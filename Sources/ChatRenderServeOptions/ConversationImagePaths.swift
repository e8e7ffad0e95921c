import ChatModel
import ChatRender

/// Every image reference a conversation draws (`ChatConversation.imageReferences`: avatars, the canvas background,
/// the header's avatar, photos, stickers, video thumbnails, albums, map images, link images, chat-list avatars)
/// rewritten by one function: the service names a request's `data:` URIs with it before the render. For the
/// `Tools/` package, not an API (the traversal is the model's, `package`).
public enum ConversationImagePaths {
    /// `conversation` with each image reference `reference` replaced by `rename(reference)`.
    public static func renamed(_ conversation: ChatConversation, _ rename: (String) -> String) -> ChatConversation {
        conversation.mappingImageReferences(rename)
    }
}
