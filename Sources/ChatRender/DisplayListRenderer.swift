import ChatLayout
import ChatModel
import ChatRaster
import ChatText

/// Draws a display list, element by element, onto a new pixmap. It adds nothing the list does not say.
struct DisplayListRenderer {
    let list: DisplayList
    let theme: ThemePack
    let text: TextEngine
    let images: ImageStore
    let templates: PreparedTemplates

    init(list: DisplayList, theme: ThemePack, text: TextEngine, images: ImageStore) {
        self.list = list
        self.theme = theme
        self.text = text
        self.images = images
        self.templates = PreparedTemplates(theme: theme, scale: list.canvas.scale)
    }

    var scale: Double { list.canvas.scale }

    /// Snaps a rectangle in points to whole device pixels (edges rounded, so neighbours never overlap or gap).
    func pixels(_ rect: Rect) -> PixelRect {
        let x0 = Int((rect.minX * scale).rounded()), y0 = Int((rect.minY * scale).rounded())
        let x1 = Int((rect.maxX * scale).rounded()), y1 = Int((rect.maxY * scale).rounded())
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    func render() throws(RenderError) -> Pixmap {
        var canvas = Pixmap(width: list.canvas.pixelWidth, height: list.canvas.pixelHeight,
                            fill: premultiplied(list.background))
        if let background = list.backgroundImage {
            let image = try images.pixmap(background, usedBy: "canvas.background")
            canvas.draw(image.aspectFilled(width: canvas.width, height: canvas.height), x: 0, y: 0)
        }
        if let wallpaper = list.wallpaper {
            try drawWallpaper(wallpaper, on: &canvas)
        }
        for element in list.elements {
            try draw(element, on: &canvas)
        }
        return canvas
    }

    func draw(_ element: LayoutElement, on canvas: inout Pixmap) throws(RenderError) {
        let target = pixels(element.frame)
        guard target.width > 0, target.height > 0 else { return }
        switch element.content {
        case .bubble(let bubble):
            let shape = try templates.bubble(bubble, tinted: true).nineSliced(width: target.width, height: target.height)
            canvas.draw(shape, x: target.x, y: target.y)
            try drawOutline(of: bubble, in: target, on: &canvas)
        case .photo(let photo):
            let usedBy = element.message.map { "messages[\($0)].\(photo.key)" } ?? photo.key
            let source = try images.pixmap(photo.path, usedBy: usedBy)
            let mask = try templates.bubble(photo.mask, tinted: false).nineSliced(width: target.width, height: target.height)
            let clipped = source.aspectFilled(width: target.width, height: target.height).masked(by: mask)
            canvas.draw(clipped, x: target.x, y: target.y)
            try drawOutline(of: photo.mask, in: target, on: &canvas)
        case .text(let t), .label(let t):
            try drawText(t.block, style: t.style, color: t.color, decorations: t.decorations, origin: element.frame.origin, on: &canvas)
        case .avatar(let avatar):
            try drawAvatar(avatar, frame: element.frame, target: target, message: element.message, on: &canvas)
        case .status(let status):
            let icon = try templates.icon(status.icon, color: status.color, width: target.width, height: target.height)
            canvas.draw(icon, x: target.x, y: target.y)
        case .location(let location):
            try drawLocation(location, frame: element.frame, target: target, message: element.message, on: &canvas)
        case .sticker(let sticker):
            let usedBy = element.message.map { "messages[\($0)].sticker" } ?? "sticker"
            let image = try images.pixmap(sticker.path, usedBy: usedBy)
            canvas.draw(image.width == target.width && image.height == target.height
                        ? image : image.resized(width: target.width, height: target.height), x: target.x, y: target.y)
        case .video(let video):
            try drawVideo(video, frame: element.frame, on: &canvas)
        case .audio(let audio):
            try drawAudio(audio, frame: element.frame, on: &canvas)
        case .file(let file):
            try drawFile(file, frame: element.frame, on: &canvas)
        case .quote(let quote):
            try drawQuote(quote, frame: element.frame, on: &canvas)
        case .reactions(let badge):
            try drawReactions(badge, frame: element.frame, on: &canvas)
        case .typing(let dots):
            drawTypingDots(dots, frame: element.frame, on: &canvas)
        case .day(let notice), .system(let notice):
            try drawNotice(notice, frame: element.frame, on: &canvas)
        case .chrome(let chrome):
            try drawChrome(chrome, frame: element.frame, on: &canvas)
        case .backdrop(let backdrop):
            var path = Path()
            path.addRoundedRect(PathRect(x: element.frame.minX * scale, y: element.frame.minY * scale,
                                         width: element.frame.width * scale, height: element.frame.height * scale),
                                radii: CornerRadii(all: backdrop.cornerRadius * scale))
            canvas.fill(path, color: premultiplied(backdrop.color))
        }
    }

    /// The theme's wallpaper tile, repeated from the top left over the whole canvas.
    func drawWallpaper(_ name: String, on canvas: inout Pixmap) throws(RenderError) {
        let tile = try templates.atOutputScale(name)
        guard tile.width > 0, tile.height > 0 else { return }
        var y = 0
        while y < canvas.height {
            var x = 0
            while x < canvas.width {
                canvas.draw(tile, x: x, y: y)
                x += tile.width
            }
            y += tile.height
        }
    }

    func drawAvatar(_ avatar: AvatarElement, frame: Rect, target: PixelRect, message: Int?, on canvas: inout Pixmap) throws(RenderError) {
        let diameter = min(target.width, target.height)
        if let path = avatar.image {
            let usedBy = "avatar of participant \"\(avatar.participant)\""
            let photo = try images.pixmap(path, usedBy: usedBy)
            canvas.draw(photo.aspectFilled(width: diameter, height: diameter).clippedToCircle(), x: target.x, y: target.y)
        } else {
            let disc = Pixmap(width: diameter, height: diameter, fill: premultiplied(avatar.fill)).clippedToCircle()
            canvas.draw(disc, x: target.x, y: target.y)
            if let initials = avatar.initials {
                let block = initials.block
                let origin = Point(x: frame.midX - block.size.width / 2, y: frame.midY - block.size.height / 2)
                try drawText(block, style: initials.style, color: initials.color, origin: origin, on: &canvas)
            }
        }
        if avatar.borderWidth > 0 {
            let ring = Pixmap.ring(diameter: diameter, width: avatar.borderWidth * scale, color: premultiplied(avatar.borderColor))
            canvas.draw(ring, x: target.x, y: target.y)
        }
    }
}

/// Premultiplies a straight model colour.
func premultiplied(_ color: Color) -> PremultipliedColor {
    PremultipliedColor(straightRed: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
}

extension DisplayListRenderer {
    /// The bubble's optional overlay image, stretched like the bubble and drawn untinted.
    func drawOutline(of bubble: BubbleElement, in target: PixelRect, on canvas: inout Pixmap) throws(RenderError) {
        guard let outline = bubble.outline else { return }
        var overlay = bubble
        overlay.image = outline
        let stretched = try templates.bubble(overlay, tinted: false).nineSliced(width: target.width, height: target.height)
        canvas.draw(stretched, x: target.x, y: target.y)
    }

    func drawText(_ block: TextBlock, style: TextStyle, color: Color, decorations: [TextDecoration] = [], origin: Point,
                  on canvas: inout Pixmap) throws(RenderError) {
        do {
            try text.draw(block, style: style, color: color, decorations: decorations, origin: origin, scale: scale, into: &canvas)
        } catch {
            throw .fonts(reason: "\(error)")
        }
    }
}
