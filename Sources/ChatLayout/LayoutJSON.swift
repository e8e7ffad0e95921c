import ChatGeometry
import ChatModel
import Foundation

/// The layout JSON printed by `chatrender layout`: sorted keys, every length rounded to 1/64 pt, line frames
/// in canvas coordinates. Stable across runs, so it can be kept in git and reviewed as text.
public enum LayoutJSON {
    /// Encodes `list`, pretty-printed with sorted keys, ending in a newline.
    public static func encode(_ list: DisplayList) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every value is made of strings, bools and 1/64-rounded doubles: encoding cannot fail.
        let data = (try? encoder.encode(DocumentJSON(list))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Rounds to the nearest 1/64 pt (FreeType's 26.6 grid), so printed numbers are short and exact.
    static func round64(_ value: Double) -> Double { (value * 64).rounded() / 64 }
}

private struct DocumentJSON: Encodable {
    let canvas: CanvasJSON
    let elements: [ElementJSON]

    init(_ list: DisplayList) {
        canvas = CanvasJSON(width: LayoutJSON.round64(list.canvas.width), height: LayoutJSON.round64(list.canvas.height),
                            scale: list.canvas.scale, pixelWidth: list.canvas.pixelWidth, pixelHeight: list.canvas.pixelHeight,
                            background: list.background.description, backgroundImage: list.backgroundImage.map(LayoutJSON.shown),
                            wallpaper: list.wallpaper)
        elements = list.elements.map(ElementJSON.init)
    }
}

private struct CanvasJSON: Encodable {
    let width: Double
    let height: Double
    let scale: Double
    let pixelWidth: Int
    let pixelHeight: Int
    let background: String
    let backgroundImage: String?
    let wallpaper: String?
}

/// A rectangle as `{x, y, width, height}`, rounded to 1/64 pt (shared by the chrome's JSON).
struct FrameJSON: Encodable {
    let x: Double
    let y: Double
    let width: Double
    let height: Double

    init(_ rect: Rect) {
        x = LayoutJSON.round64(rect.x)
        y = LayoutJSON.round64(rect.y)
        width = LayoutJSON.round64(rect.width)
        height = LayoutJSON.round64(rect.height)
    }
}

private struct LineJSON: Encodable {
    let text: String
    let frame: FrameJSON
    let baseline: Double
    /// Unicode-scalar offsets of the line in the element's text.
    let range: [Int]
    let rtl: Bool
}

private struct DecorationJSON: Encodable {
    let range: [Int]
    let color: String
    let underline: Bool
}

private struct ElementJSON: Encodable {
    let element: LayoutElement

    init(_ element: LayoutElement) { self.element = element }

    enum Key: String, CodingKey {
        case kind, message, frame
        case image, outline, mirrored, capInsets, color, position
        case path, sourceSize
        case role, fontSize, weight, alignment, direction, maxWidth, fonts, lines, decorations, rtl
        case participant, initials, fill, borderWidth, borderColor
        case status, icon
        case background, cornerRadius, padding, automatic
        case dotDiameter, spacing, opacities
        case quoted, barColor, barWidth, name, quotedText
        case iconFrame, iconColor, foldColor, iconLabel, size
        case buttonFrame, buttonColor, glyphColor, waveformFrame, bars, barSpacing, duration
        case badgeFrame, badgeColor, shade, durationGlyph
        case mapHeight, mapFrame, mapMask, map, pinTip, pinColor, title, subtitle
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(element.kind, forKey: .kind)
        try c.encodeIfPresent(element.message, forKey: .message)
        try c.encode(FrameJSON(element.frame), forKey: .frame)
        switch element.content {
        case .bubble(let bubble):
            try encodeBubble(bubble, into: &c)
        case .photo(let photo):
            try c.encode(LayoutJSON.shown(photo.path), forKey: .path)
            try c.encode([photo.sourceSize.width, photo.sourceSize.height], forKey: .sourceSize)
            try encodeBubble(photo.mask, into: &c)
        case .text(let text), .label(let text):
            try encodeText(text, origin: element.frame.origin, into: &c)
        case .avatar(let avatar):
            try c.encode(avatar.participant, forKey: .participant)
            try c.encodeIfPresent(avatar.image.map(LayoutJSON.shown), forKey: .image)
            try c.encode(avatar.fill.description, forKey: .fill)
            try c.encode(LayoutJSON.round64(avatar.borderWidth), forKey: .borderWidth)
            try c.encode(avatar.borderColor.description, forKey: .borderColor)
            if let initials = avatar.initials {
                try c.encode(initials.block.lines.map(\.text).joined(separator: "\n"), forKey: .initials)
                try c.encode(initials.style.fontSize, forKey: .fontSize)
                try c.encode(initials.block.fonts, forKey: .fonts)
            }
        case .status(let status):
            try c.encode(status.status.rawValue, forKey: .status)
            try c.encode(status.icon, forKey: .icon)
            try c.encode(status.color.description, forKey: .color)
        case .location(let location):
            let o = element.frame.origin
            try c.encode(LayoutJSON.round64(location.mapHeight), forKey: .mapHeight)
            if let mapFrame = location.mapFrame {
                try c.encode(FrameJSON(mapFrame.offsetBy(dx: o.x, dy: o.y)), forKey: .mapFrame)
            }
            if let mask = location.mapMask {
                try c.encode(mask.image, forKey: .mapMask)
            }
            try c.encodeIfPresent(location.image.map(LayoutJSON.shown), forKey: .path)
            if let size = location.sourceSize { try c.encode([size.width, size.height], forKey: .sourceSize) }
            if let plan = location.placeholder {
                let m = Point(x: o.x + (location.mapFrame?.x ?? 0), y: o.y + (location.mapFrame?.y ?? 0))
                var map = c.nestedContainer(keyedBy: MapKey.self, forKey: .map)
                for (key, rects) in [(MapKey.water, plan.water), (.blocks, plan.blocks), (.parks, plan.parks), (.streets, plan.streets),
                                     (.avenues, plan.avenues)] {
                    try map.encode(rects.map { FrameJSON($0.offsetBy(dx: m.x, dy: m.y)) }, forKey: key)
                }
            }
            try c.encode([LayoutJSON.round64(o.x + location.pinTip.x), LayoutJSON.round64(o.y + location.pinTip.y)], forKey: .pinTip)
            try c.encode(location.pinColor.description, forKey: .pinColor)
            var title = c.nestedContainer(keyedBy: Key.self, forKey: .title)
            try encodeText(location.title, origin: Point(x: o.x + location.titleOffset.x, y: o.y + location.titleOffset.y), into: &title)
            if let subtitle = location.subtitle {
                var nested = c.nestedContainer(keyedBy: Key.self, forKey: .subtitle)
                try encodeText(subtitle, origin: Point(x: o.x + location.subtitleOffset.x, y: o.y + location.subtitleOffset.y), into: &nested)
            }
        case .sticker(let sticker):
            try c.encode(LayoutJSON.shown(sticker.path), forKey: .path)
            try c.encode([sticker.sourceSize.width, sticker.sourceSize.height], forKey: .sourceSize)
        case .video(let video):
            let o = element.frame.origin
            try c.encode(FrameJSON(video.buttonFrame.offsetBy(dx: o.x, dy: o.y)), forKey: .buttonFrame)
            try c.encode(video.buttonColor.description, forKey: .buttonColor)
            try c.encode(video.glyphColor.description, forKey: .glyphColor)
            try c.encode(video.badgeColor.description, forKey: .badgeColor)
            if let shade = video.shade {
                var nested = c.nestedContainer(keyedBy: Key.self, forKey: .shade)
                try nested.encode(FrameJSON(Rect(x: o.x, y: o.y + element.frame.height - shade.height, width: element.frame.width,
                                                 height: shade.height)), forKey: .frame)
                try nested.encode(shade.color.description, forKey: .color)
            }
            if var glyph = video.durationGlyph {
                glyph.frame = glyph.frame.offsetBy(dx: o.x, dy: o.y)
                try c.encode(PlacedGlyphJSON(glyph), forKey: .durationGlyph)
            }
            if let badge = video.badgeFrame {
                try c.encode(FrameJSON(badge.offsetBy(dx: o.x, dy: o.y)), forKey: .badgeFrame)
            }
            if let text = video.duration {
                var duration = c.nestedContainer(keyedBy: Key.self, forKey: .duration)
                try encodeText(text, origin: Point(x: o.x + video.durationOffset.x, y: o.y + video.durationOffset.y), into: &duration)
            }
        case .audio(let audio):
            let o = element.frame.origin
            try c.encode(FrameJSON(audio.buttonFrame.offsetBy(dx: o.x, dy: o.y)), forKey: .buttonFrame)
            try c.encode(audio.buttonColor.description, forKey: .buttonColor)
            try c.encode(audio.glyphColor.description, forKey: .glyphColor)
            try c.encode(FrameJSON(audio.waveformFrame.offsetBy(dx: o.x, dy: o.y)), forKey: .waveformFrame)
            try c.encode(audio.bars.map(LayoutJSON.round64), forKey: .bars)
            try c.encode(LayoutJSON.round64(audio.barWidth), forKey: .barWidth)
            try c.encode(LayoutJSON.round64(audio.barSpacing), forKey: .barSpacing)
            try c.encode(audio.barColor.description, forKey: .color)
            var duration = c.nestedContainer(keyedBy: Key.self, forKey: .duration)
            try encodeText(audio.duration, origin: Point(x: o.x + audio.durationOffset.x, y: o.y + audio.durationOffset.y), into: &duration)
        case .file(let file):
            let o = element.frame.origin
            try c.encode(FrameJSON(file.iconFrame.offsetBy(dx: o.x, dy: o.y)), forKey: .iconFrame)
            try c.encode(file.iconColor.description, forKey: .iconColor)
            try c.encode(file.foldColor.description, forKey: .foldColor)
            if let label = file.iconLabel {
                var nested = c.nestedContainer(keyedBy: Key.self, forKey: .iconLabel)
                try encodeText(label, origin: Point(x: o.x + file.iconLabelOffset.x, y: o.y + file.iconLabelOffset.y), into: &nested)
            }
            var name = c.nestedContainer(keyedBy: Key.self, forKey: .name)
            try encodeText(file.name, origin: Point(x: o.x + file.nameOffset.x, y: o.y + file.nameOffset.y), into: &name)
            var size = c.nestedContainer(keyedBy: Key.self, forKey: .size)
            try encodeText(file.size, origin: Point(x: o.x + file.sizeOffset.x, y: o.y + file.sizeOffset.y), into: &size)
        case .quote(let quote):
            try c.encode(quote.quoted, forKey: .quoted)
            try c.encode(quote.barColor.description, forKey: .barColor)
            try c.encode(LayoutJSON.round64(quote.barWidth), forKey: .barWidth)
            try c.encode(quote.background.description, forKey: .background)
            try c.encode(LayoutJSON.round64(quote.cornerRadius), forKey: .cornerRadius)
            let origin = element.frame.origin
            var name = c.nestedContainer(keyedBy: Key.self, forKey: .name)
            try encodeText(quote.name, origin: Point(x: origin.x + quote.nameOffset.x, y: origin.y + quote.nameOffset.y), into: &name)
            var text = c.nestedContainer(keyedBy: Key.self, forKey: .quotedText)
            try encodeText(quote.text, origin: Point(x: origin.x + quote.textOffset.x, y: origin.y + quote.textOffset.y), into: &text)
        case .reactions(let badge):
            try encodeText(badge.text, origin: Point(x: element.frame.minX + badge.padding.left, y: element.frame.minY + badge.padding.top),
                           into: &c)
            try c.encode(badge.fill.description, forKey: .fill)
            try c.encode(badge.borderColor.description, forKey: .borderColor)
            try c.encode(LayoutJSON.round64(badge.borderWidth), forKey: .borderWidth)
            let p = badge.padding
            try c.encode([p.top, p.left, p.bottom, p.right].map(LayoutJSON.round64), forKey: .padding)
        case .typing(let dots):
            try c.encode(LayoutJSON.round64(dots.dotDiameter), forKey: .dotDiameter)
            try c.encode(LayoutJSON.round64(dots.spacing), forKey: .spacing)
            try c.encode(dots.color.description, forKey: .color)
            try c.encode(dots.opacities.map(LayoutJSON.round64), forKey: .opacities)
        case .day(let notice), .system(let notice):
            try encodeText(notice.text, origin: Point(x: element.frame.minX + notice.padding.left, y: element.frame.minY + notice.padding.top), into: &c)
            try c.encodeIfPresent(notice.background?.description, forKey: .background)
            try c.encode(LayoutJSON.round64(notice.cornerRadius), forKey: .cornerRadius)
            let p = notice.padding
            try c.encode([p.top, p.left, p.bottom, p.right].map(LayoutJSON.round64), forKey: .padding)
            if case .day = element.content { try c.encode(notice.automatic, forKey: .automatic) }
        case .chrome(let chrome):
            try ChromeJSON(chrome).encode(to: encoder)
        case .backdrop(let backdrop):
            try c.encode(backdrop.color.description, forKey: .color)
            try c.encode(LayoutJSON.round64(backdrop.cornerRadius), forKey: .cornerRadius)
        }
    }

    enum MapKey: String, CodingKey {
        case water, blocks, parks, streets, avenues
    }

    private func encodeBubble(_ bubble: BubbleElement, into c: inout KeyedEncodingContainer<Key>) throws {
        try c.encode(bubble.image, forKey: .image)
        try c.encodeIfPresent(bubble.outline, forKey: .outline)
        try c.encode(bubble.mirrored, forKey: .mirrored)
        try c.encode(bubble.color.description, forKey: .color)
        try c.encode(bubble.position.rawValue, forKey: .position)
        switch bubble.capInsets {
        case .insets(let i):
            try c.encode([i.top, i.left, i.bottom, i.right].map(LayoutJSON.round64), forKey: .capInsets)
        case .legacy(let left, let top):
            try c.encode(["leftCapWidth": LayoutJSON.round64(left), "topCapHeight": LayoutJSON.round64(top)], forKey: .capInsets)
        }
    }

    private func encodeText(_ text: TextElement, origin: Point, into c: inout KeyedEncodingContainer<Key>) throws {
        try c.encode(text.role, forKey: .role)
        try c.encode(LayoutJSON.round64(text.style.fontSize), forKey: .fontSize)
        try c.encode(text.style.weight.rawValue, forKey: .weight)
        try c.encode(text.style.alignment.rawValue, forKey: .alignment)
        try c.encode(text.color.description, forKey: .color)
        try c.encode(LayoutJSON.round64(text.maxWidth), forKey: .maxWidth)
        try c.encode(text.style.direction.rawValue, forKey: .direction)
        try c.encode(text.block.isRightToLeft, forKey: .rtl)
        try c.encode(text.block.fonts, forKey: .fonts)
        try c.encode(text.block.lines.map { line in
            LineJSON(text: line.text, frame: FrameJSON(line.frame.offsetBy(dx: origin.x, dy: origin.y)),
                     baseline: LayoutJSON.round64(origin.y + line.baseline),
                     range: [line.range.lowerBound, line.range.upperBound], rtl: line.isRightToLeft)
        }, forKey: .lines)
        if !text.decorations.isEmpty {
            try c.encode(text.decorations.map {
                DecorationJSON(range: [$0.range.lowerBound, $0.range.upperBound], color: $0.color.description, underline: $0.underline)
            }, forKey: .decorations)
        }
    }
}
