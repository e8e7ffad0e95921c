import ChatGeometry

/// How day separators and system notices are set (theme.json `groups.notices`): the pill's padding, the space
/// around a notice, the width a system notice wraps within, the text's size and the day label's weight.
package struct NoticeRule: Sendable, Equatable {
    /// Between a notice's text and its pill, `[top, leading, bottom, trailing]`.
    package var padding: EdgeInsets
    /// Space above and below a notice, besides the group spacing.
    package var spacing: Double
    /// The fraction of the content width a system notice wraps within.
    package var systemWidth: Double
    /// The notices' font size; nil: `fonts.time`.
    package var size: Double?
    /// The day separator's weight.
    package var dayWeight: FontWeight
    /// The corner radius of a pill whose text wraps (a one-line pill is round-ended).
    package var wrappedRadius: Double

    /// A rule; the defaults are those of packs written before the key existed.
    package init(padding: EdgeInsets = EdgeInsets(top: 4, left: 10, bottom: 4, right: 10), spacing: Double = 4, systemWidth: Double = 0.8,
                size: Double? = nil, dayWeight: FontWeight = .semibold, wrappedRadius: Double = 10) {
        self.padding = padding
        self.spacing = spacing
        self.systemWidth = systemWidth
        self.size = size
        self.dayWeight = dayWeight
        self.wrappedRadius = wrappedRadius
    }
}
