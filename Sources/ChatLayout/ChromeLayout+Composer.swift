import ChatGeometry
import ChatModel

/// The composer in its styles: `messages` (iOS Messages), `attach` (Telegram), `android` (WhatsApp for Android)
/// and `messenger` (Messenger) here; `qq` and `ios6` in their own files. Its placeholder is the conversation's, else
/// the theme's, else "Message".
extension ChromeLayout {
    func composerElement(_ composer: Composer, canvasHeight: Double) throws(LayoutError) -> LayoutElement {
        let placeholder = style.placeholder(for: composer)
        let part: ComposerElement
        switch style.composer {
        case .messages: part = try messagesComposer(placeholder, canvasHeight: canvasHeight)
        case .attach: part = try attachComposer(placeholder, canvasHeight: canvasHeight)
        case .android: part = try androidComposer(placeholder, canvasHeight: canvasHeight)
        case .messenger: part = try messengerComposer(placeholder, canvasHeight: canvasHeight)
        case .qq: part = try qqComposer(placeholder, canvasHeight: canvasHeight)
        case .ios6: part = try ios6Composer(placeholder, canvasHeight: canvasHeight)
        }
        return element(.composer(part), frame: Rect(x: 0, y: canvasHeight - composerHeight, width: canvasWidth, height: composerHeight))
    }

    /// iOS Messages: a grey round "+" at the left, a bordered pill field with the microphone inside at its right.
    func messagesComposer(_ placeholder: String, canvasHeight: Double) throws(LayoutError) -> ComposerElement {
        let top = canvasHeight - composerHeight
        let fieldHeight = 36.0
        let fieldFrame = Rect(x: 52, y: top + 8, width: max(fieldHeight, canvasWidth - 52 - 12), height: fieldHeight)
        let plusDisc = Rect(x: 10, y: fieldFrame.midY - 16, width: 32, height: 32)
        let plus = PlacedGlyph(.plus, frame: Self.centered(14, in: plusDisc), color: colors.time,
                               disc: GlyphDisc(frame: plusDisc, color: colors.incomingBubble))
        let mic = PlacedGlyph(.microphone, frame: Rect(x: fieldFrame.maxX - 10 - 20, y: fieldFrame.midY - 10, width: 20, height: 20),
                              color: colors.time)
        let text = try placeholderText(placeholder, x: fieldFrame.minX + 14, until: mic.frame.minX - 6, in: fieldFrame, fontSize: 17)
        return ComposerElement(
            style: .messages, background: palette.bar, separatorFrame: composerSeparator(top: top), separator: colors.separator,
            fieldFrame: fieldFrame, fieldFill: palette.field, fieldBorder: colors.separator, placeholder: text,
            glyphs: [plus, mic], homeIndicatorFrame: homeIndicator(canvasHeight: canvasHeight), homeIndicator: palette.barText)
    }

    /// Telegram: a grey paperclip at the left, a bordered pill field, a grey microphone at the right.
    func attachComposer(_ placeholder: String, canvasHeight: Double) throws(LayoutError) -> ComposerElement {
        let top = canvasHeight - composerHeight
        let fieldHeight = 36.0, icon = 26.0
        let fieldFrame = Rect(x: 46, y: top + 7, width: max(fieldHeight, canvasWidth - 2 * 46), height: fieldHeight)
        let clip = PlacedGlyph(.paperclip, frame: Rect(x: 10, y: fieldFrame.midY - icon / 2, width: icon, height: icon), color: colors.time)
        let mic = PlacedGlyph(.microphone, frame: Rect(x: canvasWidth - 10 - icon, y: fieldFrame.midY - icon / 2, width: icon, height: icon),
                              color: colors.time)
        let text = try placeholderText(placeholder, x: fieldFrame.minX + 12, until: fieldFrame.maxX - 12, in: fieldFrame, fontSize: 17)
        return ComposerElement(
            style: .attach, background: palette.bar, separatorFrame: composerSeparator(top: top), separator: colors.separator,
            fieldFrame: fieldFrame, fieldFill: palette.field, fieldBorder: colors.separator, placeholder: text,
            glyphs: [clip, mic], homeIndicatorFrame: homeIndicator(canvasHeight: canvasHeight), homeIndicator: palette.barText)
    }

    /// WhatsApp for Android: on the chat background, a 48 pt pill field (smiley, placeholder, paperclip, camera)
    /// and beside it a 48 pt accent disc with a white microphone; the gesture bar in the 20 pt band under them.
    func androidComposer(_ placeholder: String, canvasHeight: Double) throws(LayoutError) -> ComposerElement {
        let top = canvasHeight - composerHeight
        let fieldHeight = 48.0, icon = 24.0, margin = 6.0
        let fieldFrame = Rect(x: margin, y: top + margin, width: max(fieldHeight, canvasWidth - 3 * margin - fieldHeight),
                              height: fieldHeight)
        func inField(_ glyph: ChromeGlyph, x: Double) -> PlacedGlyph {
            PlacedGlyph(glyph, frame: Rect(x: x, y: fieldFrame.midY - icon / 2, width: icon, height: icon), color: colors.time)
        }
        let smiley = inField(.smiley, x: fieldFrame.minX + 12)
        let clip = inField(.paperclip, x: fieldFrame.maxX - 14 - icon - 18 - icon)
        let camera = inField(.camera, x: fieldFrame.maxX - 14 - icon)
        let button = Rect(x: fieldFrame.maxX + margin, y: fieldFrame.minY, width: fieldHeight, height: fieldHeight)
        let mic = PlacedGlyph(.microphone, frame: Self.centered(22, in: button), color: .white,
                              disc: GlyphDisc(frame: button, color: palette.accent))
        let text = try placeholderText(placeholder, x: smiley.frame.maxX + 12, until: clip.frame.minX - 8, in: fieldFrame, fontSize: 17)
        let pill = Size(width: 108, height: 4)
        return ComposerElement(
            style: .android, background: colors.background, separatorFrame: nil, separator: colors.separator,
            fieldFrame: fieldFrame, fieldFill: palette.field, fieldBorder: nil, placeholder: text,
            glyphs: [smiley, clip, camera, mic],
            homeIndicatorFrame: Rect(x: canvasWidth / 2 - pill.width / 2, y: canvasHeight - 12, width: pill.width, height: pill.height),
            homeIndicator: ChromePalette.faded(colors.incomingText, 0.45))
    }

    /// Messenger: accent plus (on an accent disc), camera, image and microphone glyphs, a borderless grey pill field
    /// with a smiley inside at its right, and an accent thumbs-up at the right edge.
    func messengerComposer(_ placeholder: String, canvasHeight: Double) throws(LayoutError) -> ComposerElement {
        let top = canvasHeight - composerHeight
        let fieldHeight = 36.0, icon = 24.0
        let middle = top + 8 + fieldHeight / 2
        func glyph(_ glyph: ChromeGlyph, centerX: Double, size: Double = icon) -> PlacedGlyph {
            PlacedGlyph(glyph, frame: Rect(x: centerX - size / 2, y: middle - size / 2, width: size, height: size), color: palette.accent)
        }
        let plusDisc = Rect(x: 22 - 11, y: middle - 11, width: 22, height: 22)
        let plus = PlacedGlyph(.plus, frame: Self.centered(10, in: plusDisc), color: palette.bar,
                               disc: GlyphDisc(frame: plusDisc, color: palette.accent))
        let row = [plus, glyph(.camera, centerX: 56), glyph(.image, centerX: 90), glyph(.microphone, centerX: 122, size: 22)]
        let thumbs = glyph(.thumbsUp, centerX: canvasWidth - 24, size: 26)
        let fieldX = 142.0
        let fieldFrame = Rect(x: fieldX, y: middle - fieldHeight / 2, width: max(fieldHeight, thumbs.frame.minX - 12 - fieldX),
                              height: fieldHeight)
        let smiley = PlacedGlyph(.smiley, frame: Rect(x: fieldFrame.maxX - 8 - 22, y: middle - 11, width: 22, height: 22),
                                 color: palette.accent)
        let text = try placeholderText(placeholder, x: fieldFrame.minX + 14, until: smiley.frame.minX - 6, in: fieldFrame, fontSize: 17)
        return ComposerElement(
            style: .messenger, background: palette.bar, separatorFrame: nil, separator: colors.separator,
            fieldFrame: fieldFrame, fieldFill: palette.field, fieldBorder: nil, placeholder: text,
            glyphs: row + [smiley, thumbs], homeIndicatorFrame: homeIndicator(canvasHeight: canvasHeight),
            homeIndicator: palette.barText)
    }

    // MARK: Parts

    /// The placeholder in grey, starting at `x`, centred on the field's middle, cut with "…" before `until`.
    func placeholderText(_ placeholder: String, x: Double, until: Double, in field: Rect, fontSize: Double) throws(LayoutError) -> PlacedText {
        let style = TextStyle(fontSize: fontSize, alignment: .left)
        let width = max(1, until - x)
        let block = try measureOneLine(placeholder.isEmpty ? " " : placeholder, style: style, maxWidth: width)
        return PlacedText(frame: Rect(x: x, y: field.midY - block.size.height / 2, width: block.size.width, height: block.size.height),
                          text: TextElement(style: style, color: colors.time, maxWidth: width, block: block, role: "placeholder"))
    }

    /// The hairline on top of an iOS composer band.
    func composerSeparator(top: Double) -> Rect { Rect(x: 0, y: top, width: canvasWidth, height: hairline) }

    /// The iOS home indicator: 134 × 5, 8 pt above the bottom, centred.
    func homeIndicator(canvasHeight: Double) -> Rect {
        Rect(x: canvasWidth / 2 - 134.0 / 2, y: canvasHeight - 8 - 5, width: 134, height: 5)
    }

    /// A `side` × `side` square centred in `rect`.
    static func centered(_ side: Double, in rect: Rect) -> Rect {
        Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    }
}
