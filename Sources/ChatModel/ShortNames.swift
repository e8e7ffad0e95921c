// The short names this package's modules use for the public types declared here. `import ChatRender`
// re-exports only the prefixed names (`Chat…`), so a library user's own `Message` or `Color` never collides
// with these (docs/api.md, CHANGELOG.md's migration note).

/// `ChatConversation` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias Conversation = ChatConversation
/// `ChatParticipant` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias Participant = ChatParticipant
/// `ChatMessage` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias Message = ChatMessage
/// `ChatMessageContent` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias MessageContent = ChatMessageContent
/// `ChatDeliveryStatus` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias DeliveryStatus = ChatDeliveryStatus
/// `ChatAppearance` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias Appearance = ChatAppearance
/// `ChatLayoutDirection` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias LayoutDirection = ChatLayoutDirection
/// `ChatCanvas` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias Canvas = ChatCanvas
/// `ChatBackground` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias Background = ChatBackground
/// `ChatChrome` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias Chrome = ChatChrome
/// `ChatStatusBar` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias StatusBar = ChatStatusBar
/// `ChatComposer` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias Composer = ChatComposer
/// `ChatModelError` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias ModelError = ChatModelError
/// `ChatJSONLocation` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias JSONLocation = ChatJSONLocation
/// `ChatJSONPath` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias JSONPath = ChatJSONPath
/// `ChatSourcePosition` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias SourcePosition = ChatSourcePosition
/// `ChatConversationSchema` as the stage modules spell it; not re-exported by `ChatRender`.
package typealias ConversationSchema = ChatConversationSchema
/// `ChatThemeSchema` as the stage modules spell it; not re-exported by `ChatRender`.
package typealias ThemeSchema = ChatThemeSchema
