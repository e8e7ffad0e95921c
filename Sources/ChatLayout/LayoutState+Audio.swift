import ChatGeometry
import ChatModel

/// Voice messages: play button, waveform, duration.
extension LayoutState {
    static let audioButtonSize = 30.0
    static let audioGap = 10.0
    static let audioBarWidth = 3.0
    static let audioBarSpacing = 2.0
    static let audioWaveHeight = 24.0
    /// The frame of a bare play triangle (`groups.voice.button` `bare`): larger than the disc's, as the triangle is.
    static let bareButtonSize = 40.0
    /// The seek thumb's diameter.
    static let thumbSize = 12.0
    /// A voice note's picture: the microphone badge's diameter, and its initials' size, over the picture's diameter.
    static let badgeScale = 0.36
    static let badgedInitialsScale = 0.32

    /// The number of bars for a message of `duration` seconds: longer messages get a wider waveform.
    static func audioBarCount(duration: Double) -> Int { min(36, max(18, Int((14 + duration * 0.5).rounded()))) }

    mutating func placeAudioBubble(duration: Double, position: GroupPosition, side: BubbleSide, message: Int) throws(LayoutError) -> Rect {
        let style = engine.theme.textBubbles.style(for: position)
        let (mirrored, insets) = BubbleSide.placement(of: style, onRight: side.onRight)
        let voice = engine.theme.groups.voice
        let button = voice.button == .bare ? Self.bareButtonSize : Self.audioButtonSize, gap = Self.audioGap
        let pitch = Self.audioBarWidth + Self.audioBarSpacing
        // The sender's picture (WhatsApp), before the button.
        let picture = voice.picture
        let pictureSpace = picture > 0 ? picture + gap : 0
        let lead = pictureSpace
        let durationStyle = TextStyle(fontSize: engine.theme.fonts.time)
        let durationBlock = try measure(DurationText.string(seconds: duration), style: durationStyle, maxWidth: side.maxWidth, message: message)
        // With an inside time (WhatsApp, Telegram) the duration goes under the waveform's start and the time to
        // the same row's end, as the apps draw it; otherwise the duration follows the waveform.
        let meta = pendingMeta
        pendingMeta = nil
        let durationBelow = meta != nil
        // As many bars as the duration asks for, and as fit.
        let room = side.maxWidth - insets.horizontal - pictureSpace - button - gap - (durationBelow ? 0 : gap + durationBlock.size.width)
        let fitting = Int(((room + Self.audioBarSpacing) / pitch).rounded(.down))
        let count = max(4, min(Self.audioBarCount(duration: duration), fitting))
        let waveWidth = Double(count) * pitch - Self.audioBarSpacing
        var contentWidth = button + gap + waveWidth + (durationBelow ? 0 : gap + durationBlock.size.width) + pictureSpace
        var contentHeight = max(button, Self.audioWaveHeight, picture) + 2 * Self.fileVerticalPadding
        let waveTop = durationBelow ? Self.fileVerticalPadding : (contentHeight - Self.audioWaveHeight) / 2
        let rowTop = waveTop + Self.audioWaveHeight + 1
        if let meta {
            contentWidth = max(contentWidth, pictureSpace + button + gap + durationBlock.size.width + timeRule.textGap + meta.width)
            contentHeight = max(contentHeight, (rowTop + max(durationBlock.size.height, meta.height)).rounded(.up))
        }

        let frame = try appendBubble(style, mirrored: mirrored, position: position, side: side, message: message,
                                     size: Size(width: contentWidth + insets.horizontal, height: contentHeight + insets.vertical)).frame

        let textColor = side.outgoing ? colors.outgoingText : colors.incomingText
        var barColor = textColor
        barColor.alpha = UInt8((Double(textColor.alpha) * (side.outgoing ? 0.75 : 0.5)).rounded())
        var durationColor = textColor
        durationColor.alpha = UInt8((Double(textColor.alpha) * 0.75).rounded())
        if voice.duration == .time { durationColor = side.outgoing ? colors.outgoingTime : colors.incomingTime }
        let middle = contentHeight / 2
        let rtlChat = engine.conversation.direction == .rtl
        // A right-to-left chat mirrors the row: the button at the right, the waveform running leftwards from it,
        // the duration under its start, the time at the left (the play glyph keeps pointing right, as media
        // controls do in right-to-left interfaces).
        func flipped(_ rect: Rect) -> Rect {
            rtlChat ? Rect(x: contentWidth - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
        }
        let durationSize = durationBlock.size
        let durationBox = flipped(durationBelow ? Rect(x: lead + button + gap, y: rowTop, width: durationSize.width, height: durationSize.height)
            : Rect(x: lead + button + gap + waveWidth + gap, y: middle - durationSize.height / 2, width: durationSize.width, height: durationSize.height))
        let bars = Waveform.bars(count: count, message: message, duration: duration)
        let content = frame.inset(by: insets)
        let elementFrame = Rect(x: content.x + max(0, (content.width - contentWidth) / 2), y: content.y + max(0, (content.height - contentHeight) / 2),
                                width: contentWidth, height: contentHeight)
        let timeColor = side.outgoing ? colors.outgoingTime : colors.incomingTime
        var audio = AudioElement(
            buttonFrame: flipped(Rect(x: lead, y: middle - button / 2, width: button, height: button)),
            buttonColor: side.outgoing ? colors.outgoingText : colors.link,
            glyphColor: voice.button == .bare ? timeColor : (side.outgoing ? colors.outgoingBubble : .white),
            waveformFrame: flipped(Rect(x: lead + button + gap, y: waveTop, width: waveWidth, height: Self.audioWaveHeight)),
            bars: rtlChat ? bars.reversed() : bars,
            barWidth: Self.audioBarWidth, barSpacing: Self.audioBarSpacing, barColor: barColor,
            duration: TextElement(style: durationStyle, color: durationColor, maxWidth: side.maxWidth, block: durationBlock, role: "duration"),
            durationOffset: Point(x: durationBox.minX, y: durationBox.minY))
        audio.buttonDisc = voice.button == .disc
        let accent = voice.accent[engine.conversation.appearance] ?? colors.link
        if voice.thumb {
            let size = Self.thumbSize
            let wave = Rect(x: lead + button + gap, y: waveTop, width: waveWidth, height: Self.audioWaveHeight)
            audio.thumb = AudioElement.Thumb(frame: flipped(Rect(x: wave.minX - size / 2 + Self.audioBarWidth / 2, y: wave.midY - size / 2,
                                                                 width: size, height: size)), color: accent)
        }
        elements.append(LayoutElement(message: message, frame: elementFrame, content: .audio(audio)))
        if picture > 0 {
            try placeVoicePicture(diameter: picture, in: elementFrame, accent: side.outgoing ? nil : accent, flipped: flipped, side: side,
                                  message: message)
        }
        if let meta {
            appendInsideMeta(meta, left: insideMetaLeft(meta, edge: rtlChat ? elementFrame.minX : elementFrame.maxX),
                             bottom: elementFrame.minY + rowTop + max(durationBlock.size.height, meta.height),
                             onPill: false, outgoing: side.outgoing, message: message)
        }
        y = frame.maxY
        return frame
    }

    /// The sender's picture at a voice note's start, centred on the row, with the microphone badge in its bottom trailing
    /// corner on a disc of the bubble's colour: the accent until played on others' notes; on mine the status read
    /// colour once read, else the time colour.
    private mutating func placeVoicePicture(diameter: Double, in element: Rect, accent: Color?, flipped: (Rect) -> Rect, side: BubbleSide,
                                            message: Int) throws(LayoutError) {
        let from = engine.conversation.messages[message].from
        let sender = engine.conversation.participant(id: from) ?? Participant(id: from)
        let local = flipped(Rect(x: 0, y: (element.height - diameter) / 2, width: diameter, height: diameter))
        try appendAvatar(of: sender, frame: local.offsetBy(dx: element.minX, dy: element.minY), message: message)
        let status = engine.conversation.messages[message].status
        let color = accent ?? (status == .read ? colors.statusRead : (side.outgoing ? colors.outgoingTime : colors.incomingTime))
        let badge = (diameter * Self.badgeScale).rounded()
        let rtl = engine.conversation.direction == .rtl
        let frame = Rect(x: rtl ? 0 : diameter - badge, y: diameter - badge, width: badge, height: badge)
        guard case .avatar(var avatar) = elements[elements.count - 1].content else { return }
        // Initials a little smaller than an avatar's, so the badge in the corner never covers them.
        if var initials = avatar.initials {
            initials.style.fontSize = (diameter * Self.badgedInitialsScale).rounded()
            initials.block = try measure(Initials.of(sender.name), style: initials.style, maxWidth: initials.maxWidth, message: message)
            avatar.initials = initials
        }
        avatar.badge = AvatarBadge(glyph: "microphone", glyphColor: color, discColor: side.outgoing ? colors.outgoingBubble : colors.incomingBubble,
                                   frame: frame)
        elements[elements.count - 1].content = .avatar(avatar)
    }
}
