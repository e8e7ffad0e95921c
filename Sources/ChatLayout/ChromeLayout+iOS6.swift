import ChatGeometry
import ChatModel

/// The iOS 6 chrome (`ios6` header and composer) of the 2013-era look: a glossy navigation bar in a gradient from
/// `bar` to `barEnd`, a bordered back button shaped like a left-pointing arrow, the title centred with an embossed
/// shadow and no avatar; the Messages composer's grey gradient bar with a glossy camera button, a rounded white inset
/// field and a glossy "Send" button in the accent colour.
extension ChromeLayout {
    /// The dark copy one point above the bars' white texts.
    static let ios6Emboss = TextShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 110), offset: Point(x: 0, y: -1))
    /// The back button's height and the space between its label and its edges.
    static let ios6ButtonHeight = 30.0
    static let ios6ButtonPadding = 8.0

    func ios6Header(_ header: ChatHeader) throws(LayoutError) -> HeaderElement {
        let top = headerTop
        let middle = top + headerHeight / 2
        let bar = GradientBand(frame: Rect(x: 0, y: top, width: canvasWidth, height: headerHeight),
                               gradient: LinearGradient(top: palette.bar, bottom: palette.barEnd, gloss: 0.18))
        let edge = ChromePalette.mix(palette.barEnd, .black, 0.45)

        // The back button: "Messages" (or the theme's label) with the unread count, in a bar-coloured arrow.
        var label = style.backLabel ?? ThemeChrome.defaultBackLabel
        if let count = header.unread, count > 0 { label += " (\(count))" }
        let labelStyle = TextStyle(fontSize: 12, weight: .semibold, alignment: .left)
        let labelBlock = try measureOneLine(label, style: labelStyle, maxWidth: max(1, (canvasWidth * 0.3).rounded()))
        let height = Self.ios6ButtonHeight
        let arrow = height * ChromeButtonShape.arrowDepth
        let pad = Self.ios6ButtonPadding
        let buttonFrame = Rect(x: 5, y: middle - height / 2, width: (arrow + 2 + labelBlock.size.width + pad).rounded(.up), height: height)
        // The label centred in the button's rectangle (right of the arrow's point).
        let box = Rect(x: buttonFrame.minX + arrow, y: buttonFrame.minY, width: buttonFrame.width - arrow, height: height)
        let labelFrame = Rect(x: box.midX - labelBlock.size.width / 2 - 1, y: middle - labelBlock.size.height / 2,
                              width: labelBlock.size.width, height: labelBlock.size.height)
        let button = ChromeButton(
            frame: buttonFrame, shape: .backArrow,
            fill: LinearGradient(top: ChromePalette.mix(palette.bar, .black, 0.22), bottom: ChromePalette.mix(palette.barEnd, .black, 0.22),
                                 gloss: 0.08),
            border: edge,
            label: PlacedText(frame: labelFrame, text: TextElement(style: labelStyle, color: palette.barText, maxWidth: labelBlock.size.width,
                                                                   block: labelBlock, role: "backLabel"), shadow: Self.ios6Emboss))

        // The title, 20 pt alone or 17 pt over a 12 pt subtitle, centred on the screen and clear of the button.
        let side = buttonFrame.maxX + 8
        let textWidth = max(1, canvasWidth - 2 * side)
        let titleStyle = TextStyle(fontSize: header.subtitle == nil ? 20 : 17, weight: .semibold, alignment: .left)
        let subtitleStyle = TextStyle(fontSize: 12, alignment: .left)
        let center = canvasWidth / 2
        var texts = try titleAndSubtitle(headerTitle(header), header.subtitle, titleStyle: titleStyle, subtitleStyle: subtitleStyle,
                                         maxWidth: textWidth, middle: middle) { width in center - width / 2 }
        texts.title.shadow = Self.ios6Emboss
        texts.subtitle?.shadow = Self.ios6Emboss
        return HeaderElement(
            style: .ios6, background: palette.bar, gradient: bar, back: nil, backButton: button, actions: [], avatarFrame: nil,
            avatar: nil, title: texts.title, subtitle: texts.subtitle,
            separatorFrame: Rect(x: 0, y: top + headerHeight - hairline, width: canvasWidth, height: hairline), separator: edge)
    }

    func ios6Composer(_ placeholder: String, canvasHeight: Double) throws(LayoutError) -> ComposerElement {
        let top = canvasHeight - composerHeight
        let barHeight = Self.ios6ComposerBarHeight
        let middle = top + barHeight / 2
        // The light grey bar of iOS 6 Messages, from the chat's background; on a dark chat a dark grey one.
        let base = colors.background
        let barTop = isDark ? ChromePalette.mix(base, .white, 0.16) : ChromePalette.mix(base, .white, 0.55)
        let barBottom = isDark ? ChromePalette.mix(base, .white, 0.05) : ChromePalette.mix(base, .black, 0.1)
        let line = ChromePalette.mix(barBottom, .black, 0.35)
        let bar = GradientBand(frame: Rect(x: 0, y: top, width: canvasWidth, height: barHeight),
                               gradient: LinearGradient(top: barTop, bottom: barBottom))

        // A small glossy grey button with the camera, at the left.
        let cameraFrame = Rect(x: 6, y: middle - 13.5, width: 32, height: 27)
        let camera = ChromeButton(
            frame: cameraFrame, shape: .rounded,
            fill: LinearGradient(top: ChromePalette.mix(barTop, .white, 0.5), bottom: ChromePalette.mix(barBottom, .black, 0.05), gloss: 0.3),
            border: ChromePalette.mix(barBottom, .black, 0.4))
        let cameraGlyph = PlacedGlyph(.camera, frame: Self.centered(18, in: cameraFrame),
                                      color: isDark ? Color(red: 0xC8, green: 0xCC, blue: 0xD2) : Color(red: 0x5A, green: 0x64, blue: 0x70))

        // The glossy "Send" button in the accent colour, at the right.
        let sendStyle = TextStyle(fontSize: 15, weight: .semibold, alignment: .left)
        let sendBlock = try measureOneLine(style.sendLabel ?? ThemeChrome.defaultSendLabel, style: sendStyle,
                                           maxWidth: max(1, (canvasWidth * 0.3).rounded()))
        let sendWidth = max(58, (sendBlock.size.width + 20).rounded(.up))
        let sendFrame = Rect(x: canvasWidth - 6 - sendWidth, y: middle - 14, width: sendWidth, height: 28)
        let send = ChromeButton(
            frame: sendFrame, shape: .rounded,
            fill: LinearGradient(top: ChromePalette.mix(palette.accent, .white, 0.12), bottom: ChromePalette.mix(palette.accent, .black, 0.15),
                                 gloss: 0.14),
            border: ChromePalette.mix(palette.accent, .black, 0.45),
            label: PlacedText(frame: Rect(x: sendFrame.midX - sendBlock.size.width / 2, y: sendFrame.midY - sendBlock.size.height / 2,
                                          width: sendBlock.size.width, height: sendBlock.size.height),
                              text: TextElement(style: sendStyle, color: .white, maxWidth: sendBlock.size.width, block: sendBlock,
                                                role: "sendLabel"),
                              shadow: Self.ios6Emboss))

        // The white field between them, rounded and inset.
        let fieldX = cameraFrame.maxX + 6
        let fieldFrame = Rect(x: fieldX, y: middle - 15, width: max(30, sendFrame.minX - 6 - fieldX), height: 30)
        let text = try placeholderText(placeholder, x: fieldFrame.minX + 10, until: fieldFrame.maxX - 10, in: fieldFrame, fontSize: 16)
        return ComposerElement(
            style: .ios6, background: barBottom, gradient: bar, separatorFrame: composerSeparator(top: top), separator: line,
            fieldFrame: fieldFrame, fieldCornerRadius: 14, fieldFill: palette.field, fieldBorder: ChromePalette.mix(barBottom, .black, 0.3),
            fieldInnerShadow: Color(red: 0, green: 0, blue: 0, alpha: 46), placeholder: text, glyphs: [cameraGlyph], buttons: [camera, send],
            homeIndicatorFrame: homeIndicator(canvasHeight: canvasHeight), homeIndicator: colors.incomingText)
    }

    /// The iOS 6 Messages composer bar above the home indicator's band.
    static let ios6ComposerBarHeight = 44.0
}
