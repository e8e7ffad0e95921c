import ChatModel

extension ElementContent {
    /// True for a bubble template element.
    var isBubble: Bool {
        if case .bubble = self { return true }
        return false
    }
}

extension MessageContent {
    /// Whether a name can go inside this message's bubble: not for stickers, typing bubbles, or emoji drawn large
    /// without a bubble.
    func holdsInsideName(emoticons: Bool, replying: Bool) -> Bool {
        switch self {
        case .text(let written):
            let body = emoticons ? EmoticonConverter.convert(written) : written
            return replying || EmojiOnly.count(in: body) == nil
        case .image, .album, .video, .audio, .file, .location: return true
        case .sticker, .typing, .day, .system, .unread, .encryption: return false
        }
    }

    /// Whether a forwarded message of this kind carries its "Forwarded" line in its bubble's header, above the content:
    /// pictures, voice notes, files and places (a text writes it in its own column; other kinds take no `forwarded`).
    var carriesForwardedLine: Bool {
        switch self {
        case .image, .album, .video, .audio, .file, .location: return true
        case .text, .sticker, .typing, .day, .system, .unread, .encryption: return false
        }
    }
}
