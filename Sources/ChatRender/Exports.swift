// `import ChatRender` is all a library user needs, and no more: the conversation model (to build or change a
// conversation in code), the picture types the renderer returns, and image comparison. The stage modules' other
// declarations (JSON parser, layout engine, rasterizer, codecs) are implementation detail and stay out of scope.

// The conversation model (docs/conversation.md) and its errors.
@_exported import struct ChatModel.ChatConversation
@_exported import struct ChatModel.ChatParticipant
@_exported import struct ChatModel.ChatMessage
@_exported import enum ChatModel.ChatMessageContent
@_exported import enum ChatModel.ChatDeliveryStatus
@_exported import enum ChatModel.ChatAppearance
@_exported import enum ChatModel.ChatLayoutDirection
@_exported import struct ChatModel.ChatCanvas
@_exported import enum ChatModel.ChatBackground
@_exported import struct ChatGeometry.ChatColor
@_exported import struct ChatModel.ChatChrome
@_exported import struct ChatModel.ChatStatusBar
@_exported import struct ChatModel.ChatHeader
@_exported import struct ChatModel.ChatComposer
@_exported import enum ChatModel.ChatModelError
@_exported import struct ChatModel.ChatJSONLocation
@_exported import struct ChatModel.ChatJSONPath
@_exported import struct ChatModel.ChatSourcePosition
@_exported import enum ChatModel.ChatConversationSchema
@_exported import enum ChatModel.ChatThemeSchema

// Declared by the painting module (ChatPaint) and part of the render API: what a render throws, its memory budget,
// the device frame option, theme packs and their template variants, the input size limits.
@_exported import enum ChatPaint.ChatRenderError
@_exported import enum ChatPaint.ChatOptionError
@_exported import struct ChatPaint.ChatMemoryBudget
@_exported import struct ChatPaint.ChatDeviceFrame
@_exported import class ChatPaint.ChatThemePack
@_exported import enum ChatPaint.ChatTemplateVariant
@_exported import enum ChatPaint.ChatInputLimits

// What the renderer returns: a pixmap, the display list (`layout`), and where encoders write.
@_exported import struct ChatRaster.ChatPixmap
@_exported import struct ChatRaster.ChatPremultipliedColor
@_exported import struct ChatLayout.ChatDisplayList
@_exported import protocol ChatCodec.ChatByteSink
@_exported import class ChatCodec.ChatMemorySink

// Image comparison with pixelmatch's semantics: `ChatImageComparison` (what `diff`, `check` and the snapshot helpers use)
// and the pixelmatch port under it.
@_exported import struct ChatDiff.ChatImageComparison
@_exported import struct ChatDiff.ChatImageComparisonResult
@_exported import enum ChatDiff.ChatImageComparisonError
@_exported import struct ChatDiff.ChatDiffImageOutput
@_exported import enum ChatDiff.ChatPixelMatch
@_exported import struct ChatDiff.ChatPixelMatchOptions
@_exported import struct ChatDiff.ChatDiffResult
