import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster
import Foundation

/// Draws the mock-up chrome of a display list: bands (flat or gradient), hairlines, texts, avatars, bordered
/// buttons and the glyphs (status bar icons, back and call glyphs, composer buttons, home indicator) as antialiased
/// paths.
extension DisplayListRenderer {
    func drawChrome(_ chrome: ChromeElement, frame: Rect, on canvas: inout Band) throws(RenderError) {
        switch chrome {
        case .statusBar(let bar): try drawStatusBar(bar, on: &canvas)
        case .header(let header): try drawHeader(header, frame: frame, on: &canvas)
        case .composer(let composer): try drawComposer(composer, frame: frame, on: &canvas)
        }
    }

    // MARK: Header

    func drawHeader(_ header: HeaderElement, frame: Rect, on canvas: inout Band) throws(RenderError) {
        canvas.fill(pixels(frame), color: premultiplied(header.background))
        if let band = header.gradient { fillGradient(band.gradient, in: band.frame, on: &canvas) }
        if let separator = header.separatorFrame {
            canvas.fill(pixels(separator), color: premultiplied(header.separator))
        }
        if let back = header.back { try drawGlyph(back, on: &canvas) }
        if let label = header.backLabel { try drawPlaced(label, on: &canvas) }
        if let button = header.backButton { try drawButton(button, on: &canvas) }
        for action in header.actions { try drawGlyph(action, on: &canvas) }
        if let avatar = header.avatar, let avatarFrame = header.avatarFrame {
            let target = pixels(avatarFrame)
            if let path = avatar.image, avatar.participant.isEmpty {
                // The header's own picture: errors name chrome.header.avatar, not a participant.
                let diameter = min(target.width, target.height)
                canvas.draw(try images.circle(path, usedBy: "chrome.header.avatar", diameter: diameter), x: target.x, y: target.y)
            } else {
                try drawAvatar(avatar, frame: avatarFrame, target: target, message: nil, on: &canvas)
            }
        }
        try drawPlaced(header.title, on: &canvas)
        if let subtitle = header.subtitle { try drawPlaced(subtitle, on: &canvas) }
    }

    // MARK: Composer

    func drawComposer(_ composer: ComposerElement, frame: Rect, on canvas: inout Band) throws(RenderError) {
        canvas.fill(pixels(frame), color: premultiplied(composer.background))
        if let band = composer.gradient { fillGradient(band.gradient, in: band.frame, on: &canvas) }
        if let separator = composer.separatorFrame {
            canvas.fill(pixels(separator), color: premultiplied(composer.separator))
        }
        for button in composer.buttons { try drawButton(button, on: &canvas) }
        let field = points(composer.fieldFrame)
        let radius = min(field.height / 2, (composer.fieldCornerRadius ?? composer.fieldFrame.height / 2) * scale)
        var fill = Path()
        fill.addRoundedRect(field, radii: CornerRadii(all: radius))
        canvas.fill(fill, color: premultiplied(composer.fieldFill))
        if let shadow = composer.fieldInnerShadow { drawInnerShadow(of: composer.fieldFrame, radius: radius, color: shadow, on: &canvas) }
        if let borderColor = composer.fieldBorder {
            var border = fill
            border.addRoundedRect(Rect(x: field.x + 1, y: field.y + 1, width: field.width - 2, height: field.height - 2),
                                  radii: CornerRadii(all: max(0, radius - 1)))
            canvas.fill(border, color: premultiplied(borderColor), rule: .evenOdd)
        }
        try drawPlaced(composer.placeholder, on: &canvas)
        for glyph in composer.glyphs { try drawGlyph(glyph, on: &canvas) }

        var indicator = Path()
        let home = points(composer.homeIndicatorFrame)
        indicator.addRoundedRect(home, radii: CornerRadii(all: home.height / 2))
        canvas.fill(indicator, color: premultiplied(composer.homeIndicator))
    }

    // MARK: Helpers

    /// A chrome text over its shadow, if it has one.
    func drawPlaced(_ placed: PlacedText, on canvas: inout Band) throws(RenderError) {
        if let shadow = placed.shadow {
            let origin = Point(x: placed.frame.minX + shadow.offset.x, y: placed.frame.minY + shadow.offset.y)
            try drawText(placed.text.block, style: placed.text.style, color: shadow.color, origin: origin, on: &canvas)
        }
        try drawText(placed.text.block, style: placed.text.style, color: placed.text.color, origin: placed.frame.origin, on: &canvas)
    }

    /// A rectangle in points as a path rectangle in pixels.
    func points(_ rect: Rect) -> Rect {
        Rect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
    }

    /// A point in points as a path point in pixels.
    func point(_ x: Double, _ y: Double) -> Point { Point(x: x * scale, y: y * scale) }
}

/// Premultiplies a straight model colour with its alpha scaled by `opacity`.
func premultiplied(_ color: Color, opacity: Double) -> PremultipliedColor {
    let alpha = UInt8((Double(color.alpha) * min(max(opacity, 0), 1)).rounded())
    return PremultipliedColor(straightRed: color.red, green: color.green, blue: color.blue, alpha: alpha)
}
