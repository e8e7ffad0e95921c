import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster
import ChatText

/// Draws a display list, element by element, band by band: each band holds some rows of the canvas, and only
/// the elements that can reach those rows are drawn into it. It adds nothing the list does not say.
///
/// Every pixel gets the same value whatever the band height (each primitive computes its pixels on the canvas's
/// grid, see `ChatRaster.Band`), so a whole-canvas render and a streamed one give the same bytes.
struct DisplayListRenderer {
    let list: DisplayList
    let theme: ThemePack
    let text: TextEngine
    let images: ImageStore
    let templates: PreparedTemplates
    /// Pixmaps prepared for one element and kept while the sweep is inside it (photos, location maps).
    let prepared: PreparedElements
    /// Avatar discs and rings, each made once and drawn in every band it reaches.
    let shapes = PreparedShapes()
    /// Threads a large photo's resampling may be split among (same bytes on any number).
    let threads: Int

    init(list: DisplayList, theme: ThemePack, text: TextEngine, images: ImageStore, prepared: PreparedElements,
         threads: Int = 1) {
        self.list = list
        self.threads = max(1, threads)
        self.theme = theme
        self.text = text
        self.images = images
        self.prepared = prepared
        self.templates = PreparedTemplates(theme: theme, scale: list.canvas.scale)
        // Every use registered before anything is drawn, so each file is decoded to the same size whichever use
        // comes first (the background image whole; it is held for the whole render).
        if let background = list.backgroundImage { images.retain(background, fitting: nil) }
        for element in list.elements {
            for use in imageUses(of: element) { images.retain(use.path, fitting: (use.width, use.height)) }
        }
    }

    var scale: Double { list.canvas.scale }

    /// The colour every band starts from.
    var backgroundFill: PremultipliedColor { premultiplied(list.background) }

    /// Snaps a rectangle in points to whole device pixels (edges rounded, so neighbours never overlap or gap).
    func pixels(_ rect: Rect) -> PixelRect {
        let x0 = ElementSweep.clampedRow((rect.minX * scale).rounded()), y0 = ElementSweep.clampedRow((rect.minY * scale).rounded())
        let x1 = ElementSweep.clampedRow((rect.maxX * scale).rounded()), y1 = ElementSweep.clampedRow((rect.maxY * scale).rounded())
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Draws the canvas rows of `band` (already filled with `backgroundFill`): background image, wallpaper, then
    /// every element that can reach them. Bands must come from the top down through the same `sweep`; what the
    /// elements finished above the band had prepared is dropped.
    @discardableResult
    func draw(_ band: inout Band, sweep: inout ElementSweep) throws(RenderError) -> Int {
        if let background = list.backgroundImage {
            let image = try images.pixmap(background, usedBy: "canvas.background")
            let rows = band.visibleRows(0..<list.canvas.pixelHeight)
            band.draw(image.aspectFilled(width: band.width, height: list.canvas.pixelHeight, rows: rows), x: 0, y: rows.lowerBound)
        }
        if let wallpaper = list.wallpaper {
            try drawWallpaper(wallpaper, on: &band)
        }
        let (visible, finished) = sweep.visit(band.rows)
        release(finished)
        for index in visible {
            try draw(list.elements[index], index: index, on: &band)
        }
        return visible.count
    }

    /// Drops what was kept for the elements the sweep has not finished yet (after the last band).
    func finish(_ sweep: inout ElementSweep) {
        release(sweep.remaining())
    }

    private func release(_ elements: [Int]) {
        for index in elements {
            prepared.drop(index)
            for use in imageUses(of: list.elements[index]) { images.release(use.path) }
        }
    }

    /// The images an element reads (each counted once per element by `ImageStore.retain`).
    func imageUses(of element: LayoutElement) -> [ImageUse] {
        ImageUse.uses(of: element, target: pixels(element.frame), scale: scale)
    }

    func draw(_ element: LayoutElement, index: Int, on canvas: inout Band) throws(RenderError) {
        let target = pixels(element.frame)
        guard target.width > 0, target.height > 0 else { return }
        switch element.content {
        case .bubble(let bubble):
            try drawStretched(templates.bubble(bubble, tinted: true), in: target, on: &canvas)
            try drawOutline(of: bubble, in: target, on: &canvas)
        case .photo(let photo):
            let usedBy = element.message.map { "messages[\($0)].\(photo.key)" } ?? photo.key
            let clipped = try prepared.pixmap(for: index, bytes: Self.preparedBytes(target), what: "\(usedBy): image \"\(photo.path)\"") {
                () throws(RenderError) -> Pixmap in try clippedPhoto(photo, usedBy: usedBy, target: target)
            }
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
            try drawLocation(location, frame: element.frame, target: target, index: index, message: element.message, on: &canvas)
        case .sticker(let sticker):
            let usedBy = element.message.map { "messages[\($0)].sticker" } ?? "sticker"
            let image = try images.resized(sticker.path, usedBy: usedBy, width: target.width, height: target.height)
            canvas.draw(image, x: target.x, y: target.y)
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
            path.addRoundedRect(Rect(x: element.frame.minX * scale, y: element.frame.minY * scale,
                                         width: element.frame.width * scale, height: element.frame.height * scale),
                                radii: CornerRadii(all: backdrop.cornerRadius * scale))
            canvas.fill(path, color: premultiplied(backdrop.color))
        }
    }

    /// What an element's prepared pixmap may hold while it is made: the result, the resample and the mask.
    static func preparedBytes(_ target: PixelRect) -> Int { target.width * target.height * 4 * 3 }

    /// A photo aspect-filled into `target` and clipped by its bubble's mask.
    func clippedPhoto(_ photo: PhotoElement, usedBy: String, target: PixelRect) throws(RenderError) -> Pixmap {
        let source = try images.pixmap(photo.path, usedBy: usedBy, fitting: target.width, target.height)
        let mask = try templates.bubble(photo.mask, tinted: false).nineSliced(width: target.width, height: target.height)
        return source.aspectFilled(width: target.width, height: target.height, threads: threads).masked(by: mask)
    }

    /// Makes ahead of the sweep what drawing element `index` will need, as drawing it would (so the drawing thread
    /// finds it made): a photo's or map's clipped pixmap, a sticker's or avatar's scaled image. Errors are left
    /// for the drawing thread to meet and report. Returns false when the prepared pixmaps made ahead reached their
    /// limit (see `PreparedElements.allowAhead`).
    func prepareAhead(_ index: Int) -> Bool {
        let element = list.elements[index]
        let target = pixels(element.frame)
        guard target.width > 0, target.height > 0 else { return true }
        switch element.content {
        case .photo(let photo):
            let usedBy = element.message.map { "messages[\($0)].\(photo.key)" } ?? photo.key
            return prepared.prepareAhead(index, bytes: Self.preparedBytes(target)) { () throws(RenderError) -> Pixmap in
                try clippedPhoto(photo, usedBy: usedBy, target: target)
            }
        case .location(let location):
            return prepared.prepareAhead(index, bytes: Self.preparedBytes(target)) { () throws(RenderError) -> Pixmap in
                try clippedMap(location, target: target, message: element.message)
            }
        case .sticker(let sticker):
            let usedBy = element.message.map { "messages[\($0)].sticker" } ?? "sticker"
            _ = try? images.resized(sticker.path, usedBy: usedBy, width: target.width, height: target.height)
        case .avatar(let avatar):
            if let path = avatar.image {
                let usedBy = "avatar of participant \"\(avatar.participant)\""
                _ = try? images.circle(path, usedBy: usedBy, diameter: min(target.width, target.height))
            }
        default:
            break
        }
        return true
    }

    /// Whether `prepareAhead` has anything to make for element `index`.
    func hasWorkAhead(_ index: Int) -> Bool {
        switch list.elements[index].content {
        case .photo, .location, .sticker: true
        case .avatar(let avatar): avatar.image != nil
        default: false
        }
    }

    /// A template nine-sliced to `target`: only the rows inside the band are stretched.
    func drawStretched(_ template: StretchableTemplate, in target: PixelRect, on canvas: inout Band) {
        let rows = canvas.visibleRows(target.y..<target.maxY)
        guard !rows.isEmpty else { return }
        let part = template.nineSliced(width: target.width, height: target.height,
                                       rows: (rows.lowerBound - target.y)..<(rows.upperBound - target.y))
        canvas.draw(part, x: target.x, y: rows.lowerBound)
    }

    /// The theme's wallpaper tile, repeated from the top left over the whole canvas (the tiles in the band).
    func drawWallpaper(_ name: String, on canvas: inout Band) throws(RenderError) {
        let tile = try templates.atOutputScale(name)
        guard tile.width > 0, tile.height > 0 else { return }
        var y = (canvas.top / tile.height) * tile.height
        while y < canvas.rows.upperBound {
            var x = 0
            while x < canvas.width {
                canvas.draw(tile, x: x, y: y)
                x += tile.width
            }
            y += tile.height
        }
    }

    func drawAvatar(_ avatar: AvatarElement, frame: Rect, target: PixelRect, message: Int?, on canvas: inout Band) throws(RenderError) {
        let diameter = min(target.width, target.height)
        if let path = avatar.image {
            let usedBy = "avatar of participant \"\(avatar.participant)\""
            canvas.draw(try images.circle(path, usedBy: usedBy, diameter: diameter), x: target.x, y: target.y)
        } else {
            let disc = shapes.disc(diameter: diameter, color: premultiplied(avatar.fill))
            canvas.draw(disc, x: target.x, y: target.y)
            if let initials = avatar.initials {
                let block = initials.block
                let origin = Point(x: frame.midX - block.size.width / 2, y: frame.midY - block.size.height / 2)
                try drawText(block, style: initials.style, color: initials.color, origin: origin, on: &canvas)
            }
        }
        if avatar.borderWidth > 0 {
            let ring = shapes.ring(diameter: diameter, width: avatar.borderWidth * scale, color: premultiplied(avatar.borderColor))
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
    func drawOutline(of bubble: BubbleElement, in target: PixelRect, on canvas: inout Band) throws(RenderError) {
        guard let outline = bubble.outline else { return }
        var overlay = bubble
        overlay.image = outline
        try drawStretched(templates.bubble(overlay, tinted: false), in: target, on: &canvas)
    }

    func drawText(_ block: TextBlock, style: TextStyle, color: Color, decorations: [TextDecoration] = [], origin: Point,
                  on canvas: inout Band) throws(RenderError) {
        do {
            try text.draw(block, style: style, color: color, decorations: decorations, origin: origin, scale: scale,
                          rowOffset: canvas.top, into: &canvas.pixmap)
        } catch {
            throw .fonts(reason: "\(error)")
        }
    }
}
