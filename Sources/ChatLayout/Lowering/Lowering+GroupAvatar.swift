import ChatGeometry

/// A group's picture where the group has none of its own, as the theme's app draws it (`screens.chats.groupAvatar`):
/// the `people` glyph on a grey disc, or two members' avatars one over the other. The chats screen's rows and the
/// conversation's header draw it alike.
extension Lowering {
    /// The `people` glyph in white on a grey disc filling `frame` (Signal, Google Messages), or in the colours of the
    /// theme's avatar `placeholder` where it has one (WhatsApp's groups match its silhouettes).
    func groupIcon(in frame: Rect, placeholder: (glyph: AvatarGlyph, fill: Color)?) throws(LayoutError) -> [Node] {
        let inset = (frame.width * 0.2).rounded()
        let glyphFrame = Rect(x: frame.minX + inset, y: frame.minY + inset, width: frame.width - 2 * inset, height: frame.height - 2 * inset)
        return [ellipse(frame, color: placeholder?.fill ?? ChromeLayout.monogramGrey),
                try glyph("people", in: glyphFrame, color: placeholder?.glyph.color ?? .white)]
    }

    /// The side of each of the two avatars a pair sets in `frame`.
    static func pairedAvatarSide(in frame: Rect) -> Double { (frame.width * 0.68).rounded() }

    /// Two members' avatars (each `pairedAvatarSide` wide) in `frame`: `back` at the top trailing corner, `front` at the
    /// bottom leading corner ringed in `ring` (the colour behind), as iMessage and Messenger draw a group. `rtl` swaps the
    /// corners.
    func avatarPair(back: (avatar: AvatarElement, usedBy: String), front: (avatar: AvatarElement, usedBy: String), in frame: Rect,
                    ring: Color, rtl: Bool) throws(LayoutError) -> [Node] {
        let size = Self.pairedAvatarSide(in: frame)
        let width = max(1.5, (frame.width * 0.04).rounded())
        let backFrame = Rect(x: rtl ? frame.minX : frame.maxX - size, y: frame.minY, width: size, height: size)
        let frontFrame = Rect(x: rtl ? frame.maxX - size : frame.minX, y: frame.maxY - size, width: size, height: size)
        var nodes = try avatar(back.avatar, frame: backFrame, usedBy: back.usedBy)
        nodes.append(ellipse(Rect(x: frontFrame.minX - width, y: frontFrame.minY - width, width: size + 2 * width, height: size + 2 * width),
                             color: ring))
        nodes += try avatar(front.avatar, frame: frontFrame, usedBy: front.usedBy)
        return nodes
    }
}
