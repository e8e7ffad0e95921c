import ChatGeometry

/// How a voice note is drawn (theme.json `groups.voice`): the play button, the sender's picture with a microphone
/// badge, and the seek thumb on the waveform, as WhatsApp draws them.
package struct VoiceRule: Sendable, Equatable {
    /// The play button's look.
    package enum Button: String, Sendable, Hashable, CaseIterable {
        /// A disc in the accent colour with the triangle cut in the bubble's colour (Telegram, iMessage).
        case disc
        /// The triangle alone, larger, in the time colour (WhatsApp).
        case bare
    }

    package var button: Button
    /// The diameter of the sender's picture beside the waveform, with a microphone badge (0: no picture).
    package var picture: Double
    /// Whether a seek thumb (a dot in the accent colour) sits at the waveform's start.
    package var thumb: Bool
    /// The colour of the thumb and of the badge's microphone before it is played (per appearance; nil: the link
    /// colour). An outgoing note's badge is the status read colour once read, the time colour before.
    package var accent: [Appearance: Color]
    /// The duration's colour: the bubble's text colour faded to 75 % (`text`), or the bubble's time colour (`time`,
    /// WhatsApp and Telegram write it like the time).
    package var duration: Duration

    /// The colours a duration may take.
    package enum Duration: String, Sendable, Hashable, CaseIterable {
        case text, time
    }

    /// A rule; the default draws a disc button and no picture or thumb.
    package init(button: Button = .disc, picture: Double = 0, thumb: Bool = false, accent: [Appearance: Color] = [:],
                duration: Duration = .text) {
        self.button = button
        self.picture = picture
        self.thumb = thumb
        self.accent = accent
        self.duration = duration
    }
}
