extension ElementContent {
    /// Every text the element draws: its own (text, label) or those inside it (initials, notice, the title and
    /// subtitle of a location, durations, file name and size, a quote's name and text, reactions, chrome).
    package var texts: [TextElement] {
        switch self {
        case .text(let text), .label(let text):
            [text]
        case .avatar(let avatar):
            avatar.initials.map { [$0] } ?? []
        case .day(let notice), .system(let notice):
            [notice.text]
        case .location(let location):
            [location.title] + (location.subtitle.map { [$0] } ?? [])
        case .video(let video):
            video.duration.map { [$0] } ?? []
        case .audio(let audio):
            [audio.duration]
        case .file(let file):
            [file.name, file.size] + (file.iconLabel.map { [$0] } ?? [])
        case .quote(let quote):
            [quote.name, quote.text]
        case .reactions(let badge):
            [badge.text]
        case .node:
            []
        case .bubble, .photo, .status, .typing, .sticker, .backdrop, .thread:
            []
        }
    }
}
