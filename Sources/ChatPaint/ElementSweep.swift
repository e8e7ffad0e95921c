import ChatGeometry
import ChatLayout
import ChatModel

/// Finds, band after band from the top of the canvas down, the display list's top-level nodes (its elements) that
/// can touch a band, and says when one is done (its last band passed), so what was prepared for it can be dropped.
///
/// A node can touch the device rows of its frame grown by its ink margin: a line height above and below for
/// nodes with glyph runs (text draws no further, see `TextEngine.draw`), two points for the others. Elements are
/// visited in drawing order within a band, so a band draws exactly what the whole canvas draws there.
struct ElementSweep {
    /// The device rows each element can touch, by element index.
    private let extents: [Range<Int>]
    /// Element indices sorted by the first row they touch.
    private let byTop: [Int]
    private var next = 0
    private var active: [Int] = []
    /// The rows asked for last: bands must come top to bottom.
    private var lastBand = Int.min..<Int.min

    init(list: DisplayList) {
        let scale = list.canvas.scale
        let extents = list.nodes.map { node in
            let margin = node.glyphRuns.reduce(2.0) { max($0, ($1.block.lines.first?.frame.height ?? 0) + 2) }
            return Self.deviceRows(top: node.frame.minY - margin, bottom: node.frame.maxY + margin, scale: scale)
        }
        self.extents = extents
        byTop = extents.indices.sorted { extents[$0].lowerBound < extents[$1].lowerBound }
    }

    /// The device rows between two y positions in points, outward-rounded and clamped so that any finite or
    /// infinite input gives a valid range.
    static func deviceRows(top: Double, bottom: Double, scale: Double) -> Range<Int> {
        let low = clampedRow((top * scale).rounded(.down)), high = clampedRow((bottom * scale).rounded(.up))
        return high > low ? low..<high : low..<low
    }

    /// A whole number of rows as an `Int`, NaN as 0 and anything beyond ±2^52 at ±2^52.
    static func clampedRow(_ value: Double) -> Int { PixelGrid.clamped(value) }

    /// The elements that can touch the device rows `band`, in drawing order, and those finished before it (they
    /// touch nothing from here on). Bands must be asked for from the top down.
    mutating func visit(_ band: Range<Int>) -> (visible: [Int], finished: [Int]) {
        precondition(band.lowerBound >= lastBand.lowerBound, "bands must be swept from the top down")
        lastBand = band
        while next < byTop.count, extents[byTop[next]].lowerBound < band.upperBound {
            active.append(byTop[next])
            next += 1
        }
        var finished: [Int] = []
        active.removeAll { index in
            let done = extents[index].upperBound <= band.lowerBound || extents[index].isEmpty
            if done { finished.append(index) }
            return done
        }
        let visible = active.filter { extents[$0].overlaps(band) }.sorted()
        return (visible, finished)
    }

    /// The elements that can touch `rows` (the canvas), in the order the sweep reaches them, with the first row
    /// each can touch.
    func order(within rows: Range<Int>) -> [(index: Int, firstRow: Int)] {
        byTop.filter { extents[$0].overlaps(rows) }.map { ($0, extents[$0].lowerBound) }
    }

    /// Every element not yet reported finished (after the last band).
    mutating func remaining() -> [Int] {
        defer { active.removeAll(); next = byTop.count }
        return active + byTop[next...]
    }
}
