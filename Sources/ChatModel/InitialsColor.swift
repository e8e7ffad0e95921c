import ChatGeometry

/// A colour a participant without a picture has its initials set on (theme.json `groups.initialsColors`): the disc's
/// `fill`, fading into `fillEnd` from its top to its bottom where one is given (Telegram's gradients), and the
/// letters' `text` colour (white unless the pack says otherwise; Signal sets dark letters on pastels).
package struct InitialsColor: Sendable, Equatable {
    package var fill: Color
    package var fillEnd: Color?
    package var text: Color

    package init(fill: Color, fillEnd: Color? = nil, text: Color = .white) {
        self.fill = fill
        self.fillEnd = fillEnd
        self.text = text
    }
}
