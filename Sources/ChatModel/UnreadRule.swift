import ChatGeometry

/// How the "unread messages" divider is drawn (theme.json `groups.unread`).
package struct UnreadRule: Sendable, Equatable {
    /// The divider's look.
    package enum Style: String, Sendable, Hashable, CaseIterable {
        /// A band across the whole width with the words centred on it (WhatsApp, Telegram).
        case band
        /// The words centred between two hairlines (Signal, Google Messages, QQ).
        case line
        /// Nothing: the app draws no divider (iMessage, Messenger).
        case none
    }

    package var style: Style
    /// Whether the words carry the count ("3 unread messages") when the conversation gives one.
    package var count: Bool
    /// The band's colour and the words' colour per appearance; nil: the notice pill's colours (`noticeBackground`,
    /// else the incoming bubble) and the time colour.
    package var fill: [Appearance: Color]
    package var text: [Appearance: Color]

    /// A rule; the default sets the words between hairlines, with the count.
    package init(style: Style = .line, count: Bool = true, fill: [Appearance: Color] = [:], text: [Appearance: Color] = [:]) {
        self.style = style
        self.count = count
        self.fill = fill
        self.text = text
    }
}
