import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster
import ChatText

/// Paints a display list's primitives, node by node, band by band: each band holds some rows of the canvas, and
/// only the top-level nodes that can reach those rows are painted into it. It knows the four primitives (groups,
/// paths, images, glyph runs) and nothing else: no app, no kind of message.
///
/// Every pixel gets the same value whatever the band height (each primitive computes its pixels on the canvas's
/// grid, see `ChatRaster.Band`), so a whole-canvas render and a streamed one give the same bytes.
package struct DisplayListRenderer {
    let list: DisplayList
    let theme: ThemePack
    let text: TextEngine
    let images: ImageStore
    let templates: PreparedTemplates
    /// Pixmaps made for a top-level node and kept while the sweep is inside it (its first masked group: a photo
    /// clipped to its bubble, a location's map).
    let prepared: PreparedElements
    /// Threads a large photo's resampling may be split among (same bytes on any number).
    let threads: Int
    let grid: PixelGrid
    /// Path coverage kept for fills that come back across a batch's or the service's renders (nil: none kept).
    let coverage: SharedCoverage?

    package init(list: DisplayList, theme: ThemePack, text: TextEngine, images: ImageStore, prepared: PreparedElements,
         threads: Int = 1, coverage: SharedCoverage? = nil) {
        self.list = list
        self.coverage = coverage
        self.threads = max(1, threads)
        self.theme = theme
        self.text = text
        self.images = images
        self.prepared = prepared
        self.grid = PixelGrid(scale: list.canvas.scale)
        self.templates = PreparedTemplates(theme: theme, scale: list.canvas.scale)
        // Every use registered before anything is drawn, so each file is decoded to the same size whichever use
        // comes first.
        for node in list.nodes {
            for use in imageUses(of: node) { images.retain(use.path, fitting: use.decodeFitting) }
        }
    }

    var scale: Double { list.canvas.scale }

    /// The colour every band starts from.
    var backgroundFill: PremultipliedColor { premultiplied(list.background) }

    /// Snaps a rectangle in points to whole device pixels (edges rounded, so neighbours never overlap or gap).
    func pixels(_ rect: Rect) -> PixelRect { grid.snap(rect) }

    /// Draws the canvas rows of `band` (already filled with `backgroundFill`): every top-level node that can reach
    /// them. Bands must come from the top down through the same `sweep`; what the nodes finished above the band had
    /// prepared is dropped.
    @discardableResult
    func draw(_ band: inout Band, sweep: inout ElementSweep) throws(RenderError) -> Int {
        let (visible, finished) = sweep.visit(band.rows)
        release(finished)
        for index in visible {
            var slot: Int? = index
            try paint(list.nodes[index], preparedSlot: &slot, inBuffer: false, on: &band)
        }
        return visible.count
    }

    /// Drops what was kept for the nodes the sweep has not finished yet (after the last band).
    func finish(_ sweep: inout ElementSweep) {
        release(sweep.remaining())
    }

    private func release(_ nodes: [Int]) {
        for index in nodes {
            prepared.drop(index)
            for use in imageUses(of: list.nodes[index]) { images.release(use.path) }
        }
    }

    /// The file images a top-level node reads (each counted once per node by `ImageStore.retain`).
    func imageUses(of node: Node) -> [ImageUse] {
        ImageUse.uses(of: node, grid: grid)
    }

    // MARK: Nodes

    /// Paints `node` onto `canvas`: the canvas's rows in a band, or (`inBuffer`) an isolated group's whole buffer.
    /// The first masked group met under a top-level node takes `preparedSlot` (the node's index): its buffer is kept
    /// while the sweep is inside the node, made once for every band it reaches.
    func paint(_ node: Node, preparedSlot: inout Int?, inBuffer: Bool, on canvas: inout Band) throws(RenderError) {
        switch node.content {
        case .group(let group):
            if group.isolated {
                try paintIsolated(group, frame: node.frame, tags: node.tags, preparedSlot: &preparedSlot, on: &canvas)
            } else {
                for child in group.children { try paint(child, preparedSlot: &preparedSlot, inBuffer: inBuffer, on: &canvas) }
            }
        case .path(let path):
            PathPainter(scale: scale, masks: coverage).paint(path, frame: node.frame, on: &canvas)
        case .image(let image):
            try paintImage(image, frame: node.frame, whole: inBuffer, on: &canvas)
        case .text(let run):
            try drawText(run, origin: node.frame.origin, on: &canvas)
        }
    }

    func drawText(_ run: GlyphRun, origin: Point, on canvas: inout Band) throws(RenderError) {
        do {
            try text.draw(run.block, style: run.style, color: run.color, decorations: run.decorations, origin: origin, scale: scale,
                          rowOffset: canvas.top, into: &canvas.pixmap)
        } catch {
            throw .fonts(reason: "\(error)")
        }
    }
}

/// Premultiplies a straight model colour.
func premultiplied(_ color: Color) -> PremultipliedColor {
    PremultipliedColor(straightRed: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
}
