import ChatGeometry
import ChatModel

/// What the list screens (chats, contacts) share: the screen's chrome, the lowering of rows to primitives, colours
/// by name, measuring, mirroring for right-to-left, and the finishing of the canvas.
struct ListScreen {
    let engine: LayoutEngine
    let chrome: ChromeLayout
    let lowering: Lowering
    let named: [String: Color]
    /// The theme pack key the screen's style comes from, for errors (`screens.chats`).
    let styleKey: String

    init(engine: LayoutEngine, styleKey: String) {
        self.engine = engine
        self.styleKey = styleKey
        chrome = ChromeLayout(engine: engine)
        lowering = Lowering(grid: PixelGrid(scale: engine.conversation.canvas.scale), glyphs: engine.theme.glyphs)
        named = ChromePalette(theme: engine.theme, appearance: engine.conversation.appearance).namedColors
    }

    var width: Double { engine.conversation.canvas.width }
    /// The theme's words in the conversation's language.
    var words: WordTable { chrome.words }
    var rtl: Bool { engine.conversation.direction == .rtl }
    /// Where the first row starts: under the chrome and the canvas padding.
    var top: Double { chrome.topInset + engine.conversation.canvas.padding }
    /// Where rows stop being drawn in a `canvas.height` viewport; nil for a canvas as tall as the list.
    var bottomLimit: Double? { engine.conversation.canvas.height.map { $0 - chrome.bottomInset } }
    /// One device pixel, in points.
    var hairline: Double { 1 / engine.conversation.canvas.scale }

    /// Refuses a list grown past the tallest canvas (checked as rows are added).
    func checkHeight(_ y: Double) throws(LayoutError) {
        let canvas = engine.conversation.canvas
        if canvas.height == nil, y * canvas.scale > Double(Canvas.maximumPixelHeight) {
            throw .tooTall(pixels: y * canvas.scale, scale: canvas.scale, limit: Canvas.maximumPixelHeight)
        }
    }

    /// The rows `elements` (ending at `y`) with the chrome on a canvas of the list's height (or the viewport's), on
    /// `background` unless the conversation gives its own.
    func finish(_ elements: [LayoutElement], y: Double, background: ChromeColor) throws(LayoutError) -> Placements {
        let canvas = engine.conversation.canvas
        let height = canvas.height ?? max(LayoutEngine.minimumHeight, (y + canvas.padding + chrome.bottomInset).rounded(.up))
        var placements = try LayoutState(engine: engine).displayList(height: height, elements: elements)
        if canvas.background == nil {
            placements.wallpaper = nil
            placements.background = try color(background)
        }
        return placements
    }

    /// `rect` mirrored across the canvas in a right-to-left list.
    func mirrored(_ rect: Rect) -> Rect {
        rtl ? Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
    }

    func color(_ color: ChromeColor) throws(LayoutError) -> Color {
        guard let resolved = color.resolve(dark: engine.conversation.appearance == .dark, { named[$0] }) else {
            throw .noRoom(key: styleKey, reason: "the colour \(color) names a colour the theme does not have")
        }
        return resolved
    }

    func measure(_ string: String, style: TextStyle, maxWidth: Double = 1_000_000) throws(LayoutError) -> TextBlock {
        try chrome.measure(string, style: style, maxWidth: maxWidth)
    }

    /// `string` on one line, cut with "…" when wider than `maxWidth`.
    func oneLine(_ string: String, style: TextStyle, maxWidth: Double) throws(LayoutError) -> TextBlock {
        try chrome.measureOneLine(string, style: style, maxWidth: maxWidth)
    }

    /// `string` wrapped at `maxWidth` to at most `lines` lines, the last cut with "…".
    func lines(_ string: String, style: TextStyle, maxWidth: Double, lines: Int) throws(LayoutError) -> TextBlock {
        try EllipsisCut.wrapped(string, lines: lines) { candidate throws(LayoutError) in
            try measure(candidate, style: style, maxWidth: maxWidth)
        }
    }

    /// A glyph run of `block` in `frame`, its role tagged.
    func text(_ block: TextBlock, style: TextStyle, color: Color, frame: Rect, role: String) -> Node {
        lowering.glyphRun(TextElement(style: style, color: color, maxWidth: frame.width, block: block, role: role), frame: frame,
                          tags: NodeTags(role: role))
    }

    /// A round avatar of `image`, or of `title`'s initials on `fill`, `size` points wide.
    func avatar(image: String?, title: String, fill: Color, participant: String, size: Double) throws(LayoutError) -> AvatarElement {
        try chrome.avatar(image: image, title: title, fill: fill, participant: participant, size: size, borderColor: .white)
    }

    /// A hairline across the bottom of `frame` from `x` to the trailing edge.
    func separator(under frame: Rect, from x: Double, color: Color) -> Node {
        lowering.crispRect(mirrored(Rect(x: x, y: frame.maxY - hairline, width: width - x, height: hairline)), paint: .color(color))
    }
}
