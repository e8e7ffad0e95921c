import ChatGeometry
import ChatModel

/// Draws one chrome bar of a theme: solves its items' frames from their expressions (each value computed once, when
/// first read; a text's size is its measured block), then turns the shown items, in order, into primitives.
struct ChromeInterpreter {
    let layout: ChromeLayout
    let bar: ChromeBar
    /// `statusBar`, `header` or `composer`, for errors.
    let part: String
    /// The bar's top on the canvas.
    let top: Double
    let canvasHeight: Double
    let values: ChromeValues

    /// The bar's nodes, in drawing order.
    func nodes() throws(LayoutError) -> [Node] {
        let solver = try ChromeSolver(interpreter: self)
        let lowering = Lowering(grid: PixelGrid(scale: layout.engine.conversation.canvas.scale), glyphs: layout.engine.theme.glyphs)
        var nodes: [Node] = []
        for index in bar.items.indices where solver.shown[index] {
            nodes += try self.nodes(of: index, solver: solver, lowering: lowering)
        }
        return nodes
    }

    private func nodes(of index: Int, solver: ChromeSolver, lowering: Lowering) throws(LayoutError) -> [Node] {
        let item = bar.items[index]
        let frame = try solver.frame(index)
        let role = item.id
        switch item.kind {
        case .rect(let paint):
            var node = lowering.crispRect(frame, paint: try self.paint(paint))
            node.tags.role = role
            return [node]
        case .pill(let color):
            let scale = lowering.scale
            let box = Rect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
            return [Node(.path(PathNode(parts: [PathPart(.rect(box, radii: CornerRadii(all: box.height / 2)))], paint: .color(try self.color(color)),
                                        coordinates: .pixels)), frame: frame, tags: NodeTags(role: role))]
        case .glyph(let name, let color, let disc):
            var nodes: [Node] = []
            if let disc {
                let box = Rect(x: try solver.value(disc.x, item: index), y: try solver.value(disc.y, item: index),
                               width: try solver.value(disc.width, item: index), height: try solver.value(disc.height, item: index))
                nodes.append(lowering.ellipse(box, color: try self.color(disc.color)))
            }
            nodes.append(try lowering.glyph(name, in: frame, color: try self.color(color), namedColors: namedColors,
                                            variables: ["signal": Double(values.signal), "battery": values.battery, "wifi": values.wifi ? 1 : 0]))
            return nodes
        case .text(let text):
            let block = try solver.block(index)
            let element = TextElement(style: try solver.style(index), color: try color(text.color), maxWidth: try solver.value(text.maxWidth, item: index),
                                      block: block, role: role ?? "text")
            var nodes: [Node] = []
            if let shadow = text.shadow {
                var copy = element
                copy.color = try color(shadow.color)
                nodes.append(lowering.glyphRun(copy, frame: frame.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y), tags: NodeTags(role: "shadow")))
            }
            nodes.append(lowering.glyphRun(element, frame: frame, tags: NodeTags(role: role)))
            return nodes
        case .avatar:
            if let group = try layout.groupHeaderAvatar(layout.chrome?.header, frame: frame, ring: layout.palette.bar, lowering: lowering) {
                return [.group(group, frame: frame, tags: NodeTags(role: role ?? "avatar"))]
            }
            let avatar = try layout.headerAvatar(layout.chrome?.header, title: values.title, size: frame.width)
            // The header's own picture: errors name chrome.header.avatar, not a participant.
            let usedBy = avatar.participant.isEmpty && avatar.image != nil ? "chrome.header.avatar" : "avatar of participant \"\(avatar.participant)\""
            return [.group(try lowering.avatar(avatar, frame: frame, usedBy: usedBy), frame: frame, tags: NodeTags(role: role ?? "avatar"))]
        case .button(let shape, let fill, let border):
            let gradient = LinearGradient(top: try color(fill.top), bottom: try color(fill.bottom), gloss: fill.gloss)
            return [.group([
                Node(.path(PathNode(parts: [Self.buttonShape(frame, shape: shape, inset: 0)], paint: .color(try color(border)))), frame: frame),
                Node(.path(PathNode(parts: [Self.buttonShape(frame, shape: shape, inset: 1)], paint: .gradient(gradient))), frame: frame),
            ], frame: frame, tags: NodeTags(role: role ?? "button"))]
        case .field(let radiusQuantity, let fill, let border, let innerShadow):
            return try field(frame, radius: try radiusQuantity.map { q throws(LayoutError) in try solver.value(q, item: index) }, fill: fill,
                             border: border, innerShadow: innerShadow, scale: lowering.scale)
        }
    }

    /// The composer's field in device pixels (its radius at most half its height in pixels): filled, a shadow
    /// inside its top (the field less the same shape two points lower), a one-pixel border.
    private func field(_ f: Rect, radius written: Double?, fill: ChromeColor, border: ChromeColor?, innerShadow: ChromeColor?,
                       scale: Double) throws(LayoutError) -> [Node] {
        let field = Rect(x: f.minX * scale, y: f.minY * scale, width: f.width * scale, height: f.height * scale)
        let radius = min(field.height / 2, (written ?? f.height / 2) * scale)
        let shape = PathPart(.rect(field, radii: CornerRadii(all: radius)))
        var nodes = [Node(.path(PathNode(parts: [shape], paint: .color(try color(fill)), coordinates: .pixels)), frame: f, tags: NodeTags(role: "field"))]
        if let innerShadow {
            let lower = f.offsetBy(dx: 0, dy: 2)
            let knockout = PathPart(.rect(Rect(x: lower.minX * scale, y: lower.minY * scale, width: lower.width * scale, height: lower.height * scale),
                                          radii: CornerRadii(all: radius)))
            nodes.append(Node(.path(PathNode(parts: [shape], paint: .color(try color(innerShadow)), coordinates: .pixels, knockout: [knockout])),
                              frame: f, tags: NodeTags(role: "fieldShadow")))
        }
        if let border {
            let inner = PathPart(.rect(Rect(x: field.x + 1, y: field.y + 1, width: field.width - 2, height: field.height - 2),
                                       radii: CornerRadii(all: max(0, radius - 1))))
            nodes.append(Node(.path(PathNode(parts: [shape, inner], paint: .color(try color(border)), rule: .evenOdd, coordinates: .pixels)),
                              frame: f, tags: NodeTags(role: "fieldBorder")))
        }
        return nodes
    }

    /// The button's outline `inset` points inside `frame`: a rounded rectangle, or an arrow pointing left with the
    /// right corners rounded.
    static func buttonShape(_ frame: Rect, shape: ChromeButtonShape, inset: Double) -> PathPart {
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

    // MARK: Colours

    /// Every colour a bar may name: the chrome's, the theme's, white and black.
    var namedColors: [String: Color] { layout.palette.namedColors }

    func color(_ color: ChromeColor) throws(LayoutError) -> Color {
        let named = namedColors
        guard let resolved = color.resolve(dark: layout.engine.conversation.appearance == .dark, { named[$0] }) else {
            throw .chrome(part: part, reason: "the colour \(color) names a colour the theme does not have")
        }
        return resolved
    }

    func paint(_ paint: ChromePaint) throws(LayoutError) -> PathPaint {
        switch paint {
        case .color(let color): .color(try self.color(color))
        case .gradient(let gradient): .gradient(LinearGradient(top: try color(gradient.top), bottom: try color(gradient.bottom), gloss: gradient.gloss))
        }
    }
}

/// The frames of one bar's items, each part computed once when first read (x, y, width, height; a text's size
/// measured), the bar's `let` values likewise.
final class ChromeSolver {
    private let interpreter: ChromeInterpreter
    private var bar: ChromeBar { interpreter.bar }
    /// Whether each item is drawn (its `when`).
    private(set) var shown: [Bool] = []
    private var parts: [Int: [Character: Double]] = [:]
    private var blocks: [Int: TextBlock] = [:]
    private var lets: [String: Double] = [:]
    /// What is being computed, to stop a loop (the decoder refuses loops; this guards values built in code).
    private var computing: Set<String> = []
    /// The error a name's lookup met, kept while the expression that read it unwinds.
    private var pending: LayoutError?

    init(interpreter: ChromeInterpreter) throws(LayoutError) {
        self.interpreter = interpreter
        for item in interpreter.bar.items {
            guard let condition = item.condition else {
                shown.append(true)
                continue
            }
            shown.append(try evaluate(condition, item: nil) != 0)
        }
    }

    /// The frame of item `index`.
    func frame(_ index: Int) throws(LayoutError) -> Rect {
        Rect(x: try part(index, "x"), y: try part(index, "y"), width: try part(index, "w"), height: try part(index, "h"))
    }

    /// The text style of text item `index`.
    func style(_ index: Int) throws(LayoutError) -> TextStyle {
        guard case .text(let text) = bar.items[index].kind else { return TextStyle(fontSize: 17) }
        return TextStyle(fontSize: try value(text.size, item: index), weight: text.weight, alignment: text.alignment)
    }

    /// The measured block of text item `index`: wrapped at its maximum width, or one line cut with "…". An empty
    /// text is measured as a space, so it keeps its line's height.
    func block(_ index: Int) throws(LayoutError) -> TextBlock {
        if let known = blocks[index] { return known }
        guard case .text(let text) = bar.items[index].kind else { return TextBlock(lines: [], size: .zero, fonts: []) }
        let key = "block \(index)"
        try enter(key)
        defer { computing.remove(key) }
        let string = interpreter.values.text(text.template)
        let style = try style(index)
        let maxWidth = try value(text.maxWidth, item: index)
        let content = string.isEmpty ? " " : string
        let block = text.wraps ? try interpreter.layout.measure(content, style: style, maxWidth: maxWidth)
            : try interpreter.layout.measureOneLine(content, style: style, maxWidth: maxWidth)
        blocks[index] = block
        return block
    }

    /// A quantity read for item `index` (nil: a `let`).
    func value(_ quantity: Quantity, item: Int?) throws(LayoutError) -> Double {
        switch quantity {
        case .number(let number): return number
        case .expression(let expression): return try evaluate(expression, item: item)
        }
    }

    private func evaluate(_ expression: Expression, item: Int?) throws(LayoutError) -> Double {
        do {
            return try expression.evaluate { name in lookup(name, item: item) }
        } catch {
            if let pending {
                self.pending = nil
                throw pending
            }
            throw .chrome(part: interpreter.part, reason: "\(expression): \(error)")
        }
    }

    private func lookup(_ name: String, item: Int?) -> Double? {
        do {
            return try resolve(name, item: item)
        } catch {
            if pending == nil { pending = error }
            return nil
        }
    }

    private func resolve(_ name: String, item: Int?) throws(LayoutError) -> Double? {
        let canvas = interpreter.layout.engine.conversation.canvas
        switch name {
        case "canvas.width": return canvas.width
        case "canvas.height": return interpreter.canvasHeight
        case "bar.top": return interpreter.top
        case "bar.height": return bar.height
        case "bar.middle": return interpreter.top + bar.height / 2
        case "bar.bottom": return interpreter.top + bar.height
        case "hairline": return 1 / canvas.scale
        case "self.width": return try item.map { index throws(LayoutError) in try part(index, "w") }
        case "self.height": return try item.map { index throws(LayoutError) in try part(index, "h") }
        default: break
        }
        if let number = interpreter.values.number(name) { return number }
        if let index = bar.lets.firstIndex(where: { $0.name == name }) {
            if let known = lets[name] { return known }
            try enter("let \(name)")
            defer { computing.remove("let \(name)") }
            let value = try value(bar.lets[index].value, item: nil)
            lets[name] = value
            return value
        }
        let pieces = name.split(separator: ".", maxSplits: 1).map(String.init)
        guard pieces.count == 2 else { return nil }
        guard let index = bar.items.indices.first(where: { bar.items[$0].id == pieces[0] && shown[$0] }) else {
            throw .chrome(part: interpreter.part, reason: "\(name) reads the item \"\(pieces[0])\", which is not drawn here (its \"when\" is false)")
        }
        switch pieces[1] {
        case "x", "minX": return try part(index, "x")
        case "y", "minY": return try part(index, "y")
        case "width": return try part(index, "w")
        case "height": return try part(index, "h")
        case "maxX": return try part(index, "x") + part(index, "w")
        case "maxY": return try part(index, "y") + part(index, "h")
        case "midX": return try part(index, "x") + part(index, "w") / 2
        case "midY": return try part(index, "y") + part(index, "h") / 2
        default: return nil
        }
    }

    /// One of `x`, `y`, `w`, `h` of item `index`.
    private func part(_ index: Int, _ which: Character) throws(LayoutError) -> Double {
        if let known = parts[index]?[which] { return known }
        let key = "\(index)\(which)"
        try enter(key)
        defer { computing.remove(key) }
        let item = bar.items[index]
        let result: Double
        switch which {
        case "x": result = try value(item.x, item: index)
        case "y": result = try value(item.y, item: index)
        default:
            if case .text = item.kind {
                let size = try block(index).size
                result = which == "w" ? size.width : size.height
            } else {
                result = try value((which == "w" ? item.width : item.height) ?? .number(0), item: index)
            }
        }
        parts[index, default: [:]][which] = result
        return result
    }

    private func enter(_ key: String) throws(LayoutError) {
        guard computing.insert(key).inserted else {
            throw .chrome(part: interpreter.part, reason: "its frames depend on themselves (at \(key))")
        }
    }
}
