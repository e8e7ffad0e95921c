import ChatGeometry
import ChatModel

/// The mock-up chrome as primitives: bars (flat or gradient), hairlines, texts, avatars, bordered buttons, the
/// field and the glyphs.
extension Lowering {
    func chrome(_ chrome: ChromeElement, frame: Rect) throws(LayoutError) -> [Node] {
        switch chrome {
        case .statusBar(let bar): try statusBar(bar)
        case .header(let header): try self.header(header, frame: frame)
        case .composer(let composer): try self.composer(composer, frame: frame)
        }
    }

    /// The clock, then the theme's signal, wifi and battery glyphs (Android draws wifi first).
    func statusBar(_ bar: StatusBarElement) throws(LayoutError) -> [Node] {
        let variables = ["signal": Double(bar.signal), "battery": bar.battery, "wifi": bar.wifiFrame == nil ? 0 : 1]
        let colors = ["failed": bar.lowBatteryColor]
        func icon(_ name: String, _ frame: Rect) throws(LayoutError) -> Node {
            try glyph(name, in: frame, color: bar.color, namedColors: colors, variables: variables)
        }
        var nodes = placed(bar.time)
        if bar.platform == .android, let wifi = bar.wifiFrame { nodes.append(try icon("wifi", wifi)) }
        nodes.append(try icon("signal", bar.signalFrame))
        if bar.platform == .ios, let wifi = bar.wifiFrame { nodes.append(try icon("wifi", wifi)) }
        nodes.append(try icon("battery", bar.batteryFrame))
        return nodes
    }

    func header(_ header: HeaderElement, frame: Rect) throws(LayoutError) -> [Node] {
        var nodes = [crispRect(frame, paint: .color(header.background))]
        if let band = header.gradient { nodes.append(crispRect(band.frame, paint: .gradient(band.gradient))) }
        if let separator = header.separatorFrame { nodes.append(crispRect(separator, paint: .color(header.separator))) }
        if let back = header.back { nodes += try glyph(back) }
        if let label = header.backLabel { nodes += placed(label) }
        if let button = header.backButton { nodes += self.button(button) }
        for action in header.actions { nodes += try glyph(action) }
        if let avatar = header.avatar, let avatarFrame = header.avatarFrame {
            // The header's own picture: errors name chrome.header.avatar, not a participant.
            let usedBy = avatar.participant.isEmpty && avatar.image != nil ? "chrome.header.avatar" : "avatar of participant \"\(avatar.participant)\""
            nodes.append(.group(try self.avatar(avatar, frame: avatarFrame, usedBy: usedBy), frame: avatarFrame, tags: NodeTags(role: "avatar")))
        }
        nodes += placed(header.title)
        if let subtitle = header.subtitle { nodes += placed(subtitle) }
        return nodes
    }

    func composer(_ composer: ComposerElement, frame: Rect) throws(LayoutError) -> [Node] {
        var nodes = [crispRect(frame, paint: .color(composer.background))]
        if let band = composer.gradient { nodes.append(crispRect(band.frame, paint: .gradient(band.gradient))) }
        if let separator = composer.separatorFrame { nodes.append(crispRect(separator, paint: .color(composer.separator))) }
        for button in composer.buttons { nodes += self.button(button) }
        // The field in device pixels: its radius is at most half its height in pixels.
        let f = composer.fieldFrame
        let field = Rect(x: f.minX * scale, y: f.minY * scale, width: f.width * scale, height: f.height * scale)
        let radius = min(field.height / 2, (composer.fieldCornerRadius ?? f.height / 2) * scale)
        let shape = PathPart(.rect(field, radii: CornerRadii(all: radius)))
        nodes.append(Node(.path(PathNode(parts: [shape], paint: .color(composer.fieldFill), coordinates: .pixels)), frame: f,
                          tags: NodeTags(role: "field")))
        if let shadow = composer.fieldInnerShadow {
            // The field less the same shape two points lower: a shadow inside its top.
            let lower = f.offsetBy(dx: 0, dy: 2)
            let knockout = PathPart(.rect(Rect(x: lower.minX * scale, y: lower.minY * scale, width: lower.width * scale, height: lower.height * scale),
                                          radii: CornerRadii(all: radius)))
            nodes.append(Node(.path(PathNode(parts: [shape], paint: .color(shadow), coordinates: .pixels, knockout: [knockout])), frame: f,
                              tags: NodeTags(role: "fieldShadow")))
        }
        if let border = composer.fieldBorder {
            let inner = PathPart(.rect(Rect(x: field.x + 1, y: field.y + 1, width: field.width - 2, height: field.height - 2),
                                       radii: CornerRadii(all: max(0, radius - 1))))
            nodes.append(Node(.path(PathNode(parts: [shape, inner], paint: .color(border), rule: .evenOdd, coordinates: .pixels)), frame: f,
                              tags: NodeTags(role: "fieldBorder")))
        }
        nodes += placed(composer.placeholder)
        for glyph in composer.glyphs { nodes += try self.glyph(glyph) }
        let h = composer.homeIndicatorFrame
        let home = Rect(x: h.minX * scale, y: h.minY * scale, width: h.width * scale, height: h.height * scale)
        nodes.append(Node(.path(PathNode(parts: [PathPart(.rect(home, radii: CornerRadii(all: home.height / 2)))],
                                         paint: .color(composer.homeIndicator), coordinates: .pixels)), frame: h, tags: NodeTags(role: "homeIndicator")))
        return nodes
    }

    /// A bordered button: its outline in the border colour, the shape one point inside it in the gradient, the label.
    func button(_ button: ChromeButton) -> [Node] {
        var nodes = [
            Node(.path(PathNode(parts: [buttonShape(button.frame, shape: button.shape, inset: 0)], paint: .color(button.border))), frame: button.frame),
            Node(.path(PathNode(parts: [buttonShape(button.frame, shape: button.shape, inset: 1)], paint: .gradient(button.fill))), frame: button.frame),
        ]
        if let label = button.label { nodes += placed(label) }
        return [.group(nodes, frame: button.frame, tags: NodeTags(role: "button"))]
    }

    /// The button's outline `inset` points inside `frame`: a rounded rectangle, or an arrow pointing left with the
    /// right corners rounded.
    func buttonShape(_ frame: Rect, shape: ChromeButtonShape, inset: Double) -> PathPart {
        let box = frame.inset(by: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset))
        let radius = max(0, frame.height * ChromeButtonShape.cornerRatio - inset)
        switch shape {
        case .rounded:
            return PathPart(.rect(box, radii: CornerRadii(all: radius)))
        case .backArrow:
            let depth = box.height * ChromeButtonShape.arrowDepth
            return PathPart(.elements([
                .move(to: Point(x: box.minX, y: box.midY)),
                .line(to: Point(x: box.minX + depth, y: box.minY)),
                .line(to: Point(x: box.maxX - radius, y: box.minY)),
                .quad(to: Point(x: box.maxX, y: box.minY + radius), control: Point(x: box.maxX, y: box.minY)),
                .line(to: Point(x: box.maxX, y: box.maxY - radius)),
                .quad(to: Point(x: box.maxX - radius, y: box.maxY), control: Point(x: box.maxX, y: box.maxY)),
                .line(to: Point(x: box.minX + depth, y: box.maxY)),
                .close,
            ]))
        }
    }
}
