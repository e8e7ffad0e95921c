import ChatModel

/// What a one-line preview says about a message (a quoted reply, the pinned bar): its first line of text, "📷 Photo"
/// (or the caption), nil when it cannot be shown. The kind words are the theme's `words` in the conversation's
/// language; the kind's emoji leads unless the theme's previews go without (`screens.chats.kindIcons`: QQ writes
/// "[图片]" alone).
struct MessageSummary {
    let theme: ThemeSpec
    let conversation: Conversation
    let words: WordTable

    /// `icons` overrides the theme's `kindIcons` (a quote beside its picture's thumbnail goes without).
    func text(of message: Message, icons: Bool? = nil) -> String? {
        let icons = icons ?? theme.chatList.kindIcons
        func kind(_ emoji: String, _ text: String) -> String { icons ? emoji + " " + text : text }
        switch message.content {
        case .text(let written):
            let body = conversation.emoticons ? EmoticonConverter.convert(written) : written
            return LayoutState.firstLine(of: body)
        case .image(_, let caption):
            return kind("📷", caption.map { LayoutState.firstLine(of: $0) } ?? words["photo"])
        case .album(_, let caption):
            return kind("📷", caption.map { LayoutState.firstLine(of: $0) } ?? words["photo"])
        case .location(let title, _, _):
            return kind("📍", title)
        case .sticker:
            return words["sticker"]
        case .video(_, let duration):
            return kind("🎥", words["video"]) + (duration.map { " (\(DurationText.string(seconds: $0)))" } ?? "")
        case .audio(let duration):
            return kind("🎤", words["voice"]) + " (\(DurationText.string(seconds: duration)))"
        case .file(let name, _):
            return kind("📄", name)
        case .typing, .day, .system, .unread, .encryption:
            return nil
        }
    }
}
