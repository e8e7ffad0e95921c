import ChatGeometry
import ChatModel

/// The "GIF" mark on an animated image, where the theme's app puts it (`groups.gif`): a small pill in the picture's
/// top leading corner, or a dark disc with "GIF" in its centre as WhatsApp draws a GIF not yet played.
extension LayoutState {
    /// The pill's inset from the picture's corner (clear of a tail's gutter) and the disc's diameter.
    static let gifInset = 10.0
    static let gifDisc = 52.0

    /// Marks the last picture of `message` as a GIF.
    mutating func placeGIFBadge(message: Int) throws(LayoutError) {
        let badge = engine.theme.groups.gif
        guard badge != .none,
              let picture = elements.last(where: { element in
                  guard element.message == message, case .photo = element.content else { return false }
                  return true
              })?.frame else { return }
        let veil = Self.pictureVeil
        let style = TextStyle(fontSize: badge == .center ? (engine.theme.fonts.body * 0.9).rounded() : engine.theme.fonts.time,
                              weight: .semibold, alignment: .center)
        let block = try measure("GIF", style: style, maxWidth: picture.width, message: message)
        let frame: Rect
        switch badge {
        case .center:
            let size = min(Self.gifDisc, picture.width - 4, picture.height - 4)
            frame = Rect(x: picture.midX - size / 2, y: picture.midY - size / 2, width: size, height: size)
        default:
            let padding = EdgeInsets(top: 2, left: 6, bottom: 2, right: 6)
            let width = (block.size.width + padding.horizontal).rounded(.up), height = (block.size.height + padding.vertical).rounded(.up)
            let rtl = engine.conversation.direction == .rtl
            frame = Rect(x: rtl ? picture.maxX - Self.gifInset - width : picture.minX + Self.gifInset, y: picture.minY + Self.gifInset,
                         width: width, height: height)
        }
        elements.append(LayoutElement(message: message, frame: frame, content: .backdrop(BackdropElement(color: veil,
                                                                                                        cornerRadius: frame.height / 2))))
        elements.append(LayoutElement(message: message, frame: Rect(x: frame.midX - block.size.width / 2, y: frame.midY - block.size.height / 2,
                                                                     width: block.size.width, height: block.size.height),
                                      content: .label(TextElement(style: style, color: .white, maxWidth: picture.width, block: block, role: "gif"))))
    }
}
