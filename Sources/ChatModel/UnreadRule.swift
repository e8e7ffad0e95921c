import ChatGeometry

/// How the "unread messages" divider is drawn (theme.json `groups.unread`).
public struct UnreadRule: Sendable, Equatable {
    /// The divider's look.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// A band across the whole width with the words centred on it (WhatsApp, Telegram).
        case band
        /// The words centred between two hairlines (Signal, Google Messages, QQ).
        case line
        /// Nothing: the app draws no divider (iMessage, Messenger).
        case none
    }

    public var style: Style
    /// Whether the words carry the count ("3 unread messages") when the conversation gives one.
    public var count: Bool
    /// The band's colour and the words' colour per appearance; nil: the notice pill's colours (`noticeBackground`,
    /// else the incoming bubble) and the time colour.
    public var fill: [Appearance: Color]
    public var text: [Appearance: Color]

    /// A rule; the default sets the words between hairlines, with the count.
    public init(style: Style = .line, count: Bool = true, fill: [Appearance: Color] = [:], text: [Appearance: Color] = [:]) {
        self.style = style
        self.count = count
        self.fill = fill
        self.text = text
    }
}
