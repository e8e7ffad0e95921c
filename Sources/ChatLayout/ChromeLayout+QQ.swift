import ChatGeometry
import ChatModel

/// QQ mobile's chrome (`qq` header and composer): a back chevron in the bar's text colour with the unread count
/// beside it, the title centred in bold, a menu glyph at the right and no avatar; a rounded field across the bar
/// with QQ's row of voice, picture, camera, red-packet, emoji and plus glyphs under it.
extension ChromeLayout {
    /// The unread count as QQ writes it beside the back chevron: the number, or "99+" past 99.
    static func qqUnreadText(_ count: Int) -> String { count > 99 ? "99+" : String(count) }

    func qqHeader(_ header: ChatHeader) throws(LayoutError) -> HeaderElement {
        let middle = headerTop + headerHeight / 2
        let chevron = PlacedGlyph(.chevron, frame: Rect(x: 10, y: middle - 10.5, width: 12, height: 21), color: palette.barText)
        var backLabel: PlacedText?
        if let count = header.unread, count > 0 {
            let style = TextStyle(fontSize: 17, alignment: .left)
            let block = try measureOneLine(Self.qqUnreadText(count), style: style, maxWidth: 80)
            backLabel = PlacedText(frame: Rect(x: chevron.frame.maxX + 6, y: middle - block.size.height / 2, width: block.size.width,
                                               height: block.size.height),
                                   text: TextElement(style: style, color: palette.barText, maxWidth: 80, block: block, role: "backLabel"))
        }
        let icon = 24.0
        let menu = PlacedGlyph(.menu, frame: Rect(x: canvasWidth - 14 - icon, y: middle - icon / 2, width: icon, height: icon),
                               color: palette.barText)
        // Centred on the screen, clear of the back label on the left and the menu on the right.
        let leftEnd = backLabel?.frame.maxX ?? chevron.frame.maxX
        let side = max(leftEnd, canvasWidth - menu.frame.minX) + 10
        let textWidth = max(1, canvasWidth - 2 * side)
        let titleStyle = TextStyle(fontSize: 17, weight: .semibold, alignment: .left)
        let subtitleStyle = TextStyle(fontSize: 11, alignment: .left)
        let center = canvasWidth / 2
        let texts = try titleAndSubtitle(headerTitle(header), header.subtitle, titleStyle: titleStyle, subtitleStyle: subtitleStyle,
                                         maxWidth: textWidth, middle: middle) { width in center - width / 2 }
        return HeaderElement(
            style: .qq, background: palette.bar, back: chevron, backLabel: backLabel, actions: [menu], avatarFrame: nil, avatar: nil,
            title: texts.title, subtitle: texts.subtitle, separatorFrame: headerSeparator, separator: colors.separator)
    }

    func qqComposer(_ placeholder: String, canvasHeight: Double) throws(LayoutError) -> ComposerElement {
        let top = canvasHeight - composerHeight
        let fieldHeight = 36.0, icon = 26.0, margin = 10.0
        let fieldFrame = Rect(x: margin, y: top + 8, width: max(fieldHeight, canvasWidth - 2 * margin), height: fieldHeight)
        let text = try placeholderText(placeholder, x: fieldFrame.minX + 12, until: fieldFrame.maxX - 12, in: fieldFrame, fontSize: 16)
        // Six glyphs spread evenly across the width, in the bar's text colour a little faded.
        let row: [ChromeGlyph] = [.microphoneOutline, .imageOutline, .cameraOutline, .redPacket, .smiley, .plusCircle]
        let rowMiddle = fieldFrame.maxY + 8 + icon / 2
        let color = ChromePalette.faded(palette.barText, 0.72)
        let glyphs = row.enumerated().map { index, glyph in
            let centerX = canvasWidth * (Double(index) + 0.5) / Double(row.count)
            return PlacedGlyph(glyph, frame: Rect(x: centerX - icon / 2, y: rowMiddle - icon / 2, width: icon, height: icon), color: color)
        }
        return ComposerElement(
            style: .qq, background: palette.bar, separatorFrame: composerSeparator(top: top), separator: colors.separator,
            fieldFrame: fieldFrame, fieldCornerRadius: Self.qqFieldRadius, fieldFill: palette.field, fieldBorder: nil, placeholder: text,
            glyphs: glyphs, homeIndicatorFrame: homeIndicator(canvasHeight: canvasHeight), homeIndicator: palette.barText)
    }

    /// QQ's input field: a rectangle with small rounded corners, not a pill.
    static let qqFieldRadius = 6.0
}
