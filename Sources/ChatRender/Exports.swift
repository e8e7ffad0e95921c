// `import ChatRender` is all a library user needs, and no more: the conversation model (to build or change a
// conversation in code), the picture types the renderer returns, and image comparison. The stage modules' other
// declarations (JSON parser, layout engine, rasterizer, codecs) are implementation detail and stay out of scope.

// The conversation model (docs/conversation.md) and its errors.
@_exported import struct ChatModel.Conversation
@_exported import struct ChatModel.Participant
@_exported import struct ChatModel.Message
@_exported import enum ChatModel.MessageContent
@_exported import enum ChatModel.DeliveryStatus
@_exported import enum ChatModel.Appearance
@_exported import enum ChatModel.LayoutDirection
@_exported import struct ChatModel.Canvas
@_exported import enum ChatModel.Background
@_exported import struct ChatGeometry.Color
@_exported import struct ChatModel.Chrome
@_exported import struct ChatModel.StatusBar
@_exported import struct ChatModel.ChatHeader
@_exported import struct ChatModel.Composer
@_exported import enum ChatModel.ModelError
@_exported import struct ChatModel.JSONLocation
@_exported import struct ChatModel.JSONPath
@_exported import struct ChatModel.SourcePosition
@_exported import enum ChatModel.ConversationSchema
@_exported import enum ChatModel.ThemeSchema

// Declared by the painting module (ChatPaint) and part of the render API: what a render throws, its memory budget,
// the device frame option, theme packs and their template variants, the input size limits.
@_exported import enum ChatPaint.RenderError
@_exported import struct ChatPaint.MemoryBudget
@_exported import struct ChatPaint.DeviceFrame
@_exported import class ChatPaint.ThemePack
@_exported import enum ChatPaint.TemplateVariant
@_exported import enum ChatPaint.InputLimits

// What the renderer returns: a pixmap, the display list (`layout`), and where encoders write.
@_exported import struct ChatRaster.Pixmap
@_exported import struct ChatRaster.PremultipliedColor
@_exported import struct ChatLayout.DisplayList
@_exported import protocol ChatCodec.ByteSink
@_exported import class ChatCodec.MemorySink

// Image comparison with pixelmatch's semantics: `ImageComparison` (what `diff`, `check` and the snapshot helpers use)
// and the pixelmatch port under it.
@_exported import struct ChatDiff.ImageComparison
@_exported import struct ChatDiff.ImageComparisonResult
@_exported import enum ChatDiff.ImageComparisonError
@_exported import struct ChatDiff.DiffImageOutput
@_exported import enum ChatDiff.PixelMatch
@_exported import struct ChatDiff.PixelMatchOptions
@_exported import struct ChatDiff.DiffResult
