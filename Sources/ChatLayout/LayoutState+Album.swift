import ChatGeometry
import ChatModel

/// The grid of an album: where each shown photo goes.
package enum AlbumGrid {
    /// The space between two cells.
    package static let gap = 2.0

    /// The cells of an album `width` wide showing `count` pictures: their frames relative to the grid's origin, and
    /// the grid's height. One is 4:3; two side by side; three as one wide over two; four two by two; five to ten in
    /// rows of square cells (`rows(for:)`), the last cell of each row reaching the grid's edge.
    package static func cells(count: Int, width: Double) -> (cells: [Rect], height: Double) {
        let g = gap
        let half = ((width - g) / 2).rounded(.down)
        switch count {
        case ...0: return ([], 0)
        case 1: return ([Rect(x: 0, y: 0, width: width, height: (width * 0.75).rounded(.down))], (width * 0.75).rounded(.down))
        case 3:
            let wide = (width / 2).rounded(.down)
            return ([Rect(x: 0, y: 0, width: width, height: wide), Rect(x: 0, y: wide + g, width: half, height: half),
                     Rect(x: width - half, y: wide + g, width: half, height: half)], wide + g + half)
        default:
            var cells: [Rect] = []
            var top = 0.0
            for columns in rows(for: count) {
                let side = ((width - Double(columns - 1) * g) / Double(columns)).rounded(.down)
                for column in 0..<columns {
                    let x = column == columns - 1 ? width - side : Double(column) * (side + g)
                    cells.append(Rect(x: x, y: top, width: side, height: side))
                }
                top += side + g
            }
            return (cells, max(0, top - g))
        }
    }

    /// How many cells each row of an album of `count` (2, or 4 to 10) pictures holds, top to bottom: the larger
    /// pictures first, as the apps' mosaics set them (five: two over three).
    package static func rows(for count: Int) -> [Int] {
        switch count {
        case ...2: [max(0, count)]
        case 4: [2, 2]
        case 5: [2, 3]
        case 6: [3, 3]
        case 7: [3, 4]
        case 8: [2, 3, 3]
        case 9: [3, 3, 3]
        default: [3, 3, 4]
        }
    }
}

/// Albums: photos sent together as a grid (two side by side; three as one wide over two; four two by two; up to the
/// theme's `groups.albumLimit` in rows of square cells, the last one shown dimmed under "+N" for the rest): framed in one bubble of the bubble colour with the sender's name inside
/// above it and the caption under it, as WhatsApp and Telegram draw them, or standing on their own where the theme's
/// photos do. Each picture is cut to the album cell shape, or (`groups.albums` `grid`) the grid is cut as one picture
/// to the shape a single photo would have there, each picture showing its part of it.
extension LayoutState {
    /// The narrowest grid: two cells of 10 pt and the gap.
    static let albumMinimumWidth = 22.0

    /// Places the album; returns the bubble's frame.
    mutating func placeAlbum(paths: [String], caption: String?, header: InsideHeader?, position: GroupPosition, side: BubbleSide,
                             message: Int) throws(LayoutError) -> Rect {
        let style = engine.theme.textBubbles.style(for: position)
        let (mirrored, insets) = BubbleSide.placement(of: style, onRight: side.onRight)
        let margin = photoFrameMargin
        let leftPad = margin + max(0, insets.left - insets.right)
        let rightPad = margin + max(0, insets.right - insets.left)
        let sources = try albumSources(paths, message: message)
        // Never narrower than a cell of a few points each way, however narrow the canvas.
        let gridWidth = max(Self.albumMinimumWidth, min(canvasWidth * metrics.photoMaxSize, side.maxWidth - leftPad - rightPad).rounded(.down))
        let (cells, gridHeight) = AlbumGrid.cells(count: min(paths.count, engine.theme.groups.albumLimit), width: gridWidth)
        var bubbleWidth = gridWidth + leftPad + rightPad
        if let header { bubbleWidth = max(bubbleWidth, (header.width + insets.horizontal).rounded(.up)) }
        let textWidth = max(1, bubbleWidth - insets.horizontal)
        let gridTop = header.map { insets.top + $0.space } ?? margin
        let meta = pendingMeta
        pendingMeta = nil
        let under = try framedCaption(caption, textWidth: textWidth, insets: insets, meta: meta, message: message)
        let frame = try appendBubble(style, mirrored: mirrored, position: position, side: side, message: message,
                                     size: Size(width: bubbleWidth, height: gridTop + gridHeight + under.height)).frame
        if let header { try appendInsideHeader(header, in: frame, insets: insets, message: message) }
        let grid = Rect(x: side.onRight ? frame.maxX - rightPad - gridWidth : frame.minX + leftPad, y: frame.minY + gridTop,
                        width: gridWidth, height: gridHeight)
        // A framed single photo's shape, when the grid is cut as one.
        let asOne = engine.theme.groups.albums == .grid
        let maskStyle = asOne ? framedPictureStyle(position: position) : engine.theme.albumCellStyle
        let mask = framedPictureMask(maskStyle, side: side)
        try placeAlbumCells(paths, sources: sources, cells: cells, in: grid, mask: mask, maskStyle: maskStyle, asOne: asOne,
                            shape: asOne ? framedShape(over: grid, in: frame, style: maskStyle, mask: mask) : nil, message: message)
        appendFramedCaption(under.block, text: caption, under: grid, frame: frame, insets: insets, textWidth: textWidth, meta: meta, side: side,
                            message: message)
        y = frame.maxY
        return frame
    }

    /// Places an album without a frame, as themes whose photos stand on their own draw it (iMessage, Messenger:
    /// `groups.captions` `separate` with `frame` `content`, and no name inside the bubble): the grid's cells each in
    /// the album cell shape, the space between them showing the background; returns the grid's frame. The
    /// caption, if any, is the caller's bubble of its own under it, as a single photo's is. Cut as one grid, the grid
    /// takes the shape a single photo at `position` would have, its tail included.
    mutating func placeUnframedAlbum(paths: [String], position: GroupPosition, side: BubbleSide, message: Int) throws(LayoutError) -> Rect {
        let sources = try albumSources(paths, message: message)
        let gridWidth = max(Self.albumMinimumWidth, min(canvasWidth * metrics.photoMaxSize, side.maxWidth).rounded(.down))
        let (cells, gridHeight) = AlbumGrid.cells(count: min(paths.count, engine.theme.groups.albumLimit), width: gridWidth)
        let asOne = engine.theme.groups.albums == .grid
        let maskStyle = asOne ? engine.theme.photoBubbles.style(for: position) : engine.theme.albumCellStyle
        let mask = asOne ? photoMask(maskStyle, position: position, side: side) : framedPictureMask(maskStyle, side: side)
        // The tailless template keeps its tail's gutter: the grid lines up with photos' visible edges, not their frames.
        let gutter = Self.tailGutter(of: maskStyle, mask: mask)
        let frameX = side.x(width: gridWidth + gutter.width)
        let grid = Rect(x: gutter.onLeft ? frameX + gutter.width : frameX, y: y, width: gridWidth, height: gridHeight)
        try placeAlbumCells(paths, sources: sources, cells: cells, in: grid, mask: mask, maskStyle: maskStyle, asOne: asOne, message: message)
        y = grid.maxY
        return grid
    }

    /// The sizes of the album's photos the theme shows (`groups.albumLimit`).
    private func albumSources(_ paths: [String], message: Int) throws(LayoutError) -> [Size] {
        var sources: [Size] = []
        for (index, path) in paths.prefix(engine.theme.groups.albumLimit).enumerated() {
            do {
                sources.append(try engine.resources.photoSize(path: path, message: message, key: "album[\(index)]"))
            } catch {
                throw .photo(message: message, path: path, reason: "\(error)", key: "album[\(index)]")
            }
        }
        return sources
    }

    /// The photos of an album's cells in `grid`, in reading order (mirrored in a right-to-left chat), each masked by
    /// the album cell shape, or (`asOne`) each showing its part of the grid masked as one picture; the last one shown
    /// dimmed under "+N" for the photos past it.
    private mutating func placeAlbumCells(_ paths: [String], sources: [Size], cells: [Rect], in grid: Rect, mask: BubbleElement,
                                          maskStyle: BubbleStyle, asOne: Bool, shape: Rect? = nil, message: Int) throws(LayoutError) {
        let rtlChat = engine.conversation.direction == .rtl
        // The mask's tail gutter (a tail-less template keeps one so a run lines up; a photo's tail) lies outside the
        // cell: the photo is that much wider on the gutter's side, so every cell shows its whole box with the
        // template's corners. Cut as one, only the cells along that side reach into it, and the mask lies over the
        // whole grid and its gutter.
        let gutter = Self.tailGutter(of: maskStyle, mask: mask)
        // (A framed grid's shape may reach past it, to the bubble's margins: `framedShape`.)
        let whole = shape ?? Self.widened(grid, intoGutter: gutter)
        for (index, cell) in cells.enumerated() where index < sources.count {
            let local = rtlChat ? Rect(x: grid.width - cell.maxX, y: cell.minY, width: cell.width, height: cell.height) : cell
            let box = local.offsetBy(dx: grid.minX, dy: grid.minY)
            let alongGutter = !asOne || (gutter.onLeft ? box.minX <= grid.minX : box.maxX >= grid.maxX)
            let masked = alongGutter ? Self.widened(box, intoGutter: gutter) : box
            // The last cell shown of a longer album is dimmed inside its own shape, under "+N" for the photos past it.
            let rest = index == cells.count - 1 && paths.count > cells.count ? paths.count - index : 0
            elements.append(LayoutElement(message: message, frame: masked, content: .photo(PhotoElement(
                path: paths[index], mask: mask, sourceSize: sources[index], key: "album[\(index)]", veil: rest > 0 ? Self.pictureVeil : nil,
                maskFrame: asOne ? whole.offsetBy(dx: -masked.minX, dy: -masked.minY) : nil))))
            if rest > 0 { try placeAlbumRest(rest, over: box, message: message) }
        }
    }

    /// How wide the tail's gutter of a tailless photo template is, and whether it is on the left as `mask` draws it.
    static func tailGutter(of style: BubbleStyle, mask: BubbleElement) -> (width: Double, onLeft: Bool) {
        (abs(style.contentInsets.right - style.contentInsets.left), mask.mirrored == (style.tailSide == .right))
    }

    /// `box` widened by the gutter on the gutter's side.
    static func widened(_ box: Rect, intoGutter gutter: (width: Double, onLeft: Bool)) -> Rect {
        Rect(x: gutter.onLeft ? box.minX - gutter.width : box.minX, y: box.minY, width: box.width + gutter.width, height: box.height)
    }

    /// "+N" over the last cell shown (already dimmed) for the photos past it.
    private mutating func placeAlbumRest(_ rest: Int, over cell: Rect, message: Int) throws(LayoutError) {
        let style = TextStyle(fontSize: (engine.theme.fonts.body * 1.6).rounded(), weight: .semibold, alignment: .center)
        let block = try measure("+\(rest)", style: style, maxWidth: cell.width, message: message)
        elements.append(LayoutElement(message: message, frame: Rect(x: cell.midX - block.size.width / 2, y: cell.midY - block.size.height / 2,
                                                                     width: block.size.width, height: block.size.height),
                                      content: .label(TextElement(style: style, color: .white, maxWidth: cell.width, block: block, role: "albumRest"))))
    }
}
