import ChatRender

// The short names the package's own code uses for the types `import ChatRender` exports as `Chat…`; these tests
// are the package's, not a user's (PublicAPITests and PublicSurfaceTests use the public spelling).
typealias Conversation = ChatConversation
typealias Participant = ChatParticipant
typealias Message = ChatMessage
typealias MessageContent = ChatMessageContent
typealias DeliveryStatus = ChatDeliveryStatus
typealias Appearance = ChatAppearance
typealias LayoutDirection = ChatLayoutDirection
typealias Canvas = ChatCanvas
typealias Background = ChatBackground
typealias Color = ChatColor
typealias Chrome = ChatChrome
typealias StatusBar = ChatStatusBar
typealias Composer = ChatComposer
typealias ModelError = ChatModelError
typealias JSONLocation = ChatJSONLocation
typealias JSONPath = ChatJSONPath
typealias SourcePosition = ChatSourcePosition
typealias ConversationSchema = ChatConversationSchema
typealias ThemeSchema = ChatThemeSchema
typealias RenderError = ChatRenderError
typealias MemoryBudget = ChatMemoryBudget
typealias DeviceFrame = ChatDeviceFrame
typealias ThemePack = ChatThemePack
typealias TemplateVariant = ChatTemplateVariant
typealias InputLimits = ChatInputLimits
typealias Pixmap = ChatPixmap
typealias PremultipliedColor = ChatPremultipliedColor
typealias DisplayList = ChatDisplayList
typealias ByteSink = ChatByteSink
typealias MemorySink = ChatMemorySink
typealias ImageComparison = ChatImageComparison
typealias ImageComparisonResult = ChatImageComparisonResult
typealias ImageComparisonError = ChatImageComparisonError
typealias DiffImageOutput = ChatDiffImageOutput
typealias PixelMatch = ChatPixelMatch
typealias PixelMatchOptions = ChatPixelMatchOptions
typealias DiffResult = ChatDiffResult
