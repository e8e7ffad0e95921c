import ChatGeometry
import ChatModel

/// A drawn stand-in for a map when a location has no image: land, city blocks between a grid of streets
/// (one wider avenue each way), a few parks and sometimes water along one edge. Pure geometry from a seed,
/// so the same message always gets the same map.
package struct MapPlaceholder: Sendable, Equatable {
    /// Rectangles in points, relative to the map's top-left corner, each list in drawing order.
    package var water: [Rect]
    package var blocks: [Rect]
    package var parks: [Rect]
    package var streets: [Rect]
    package var avenues: [Rect]

    /// Street widths and the ranges of block sizes, in points.
    static let streetWidth = 4.0
    static let avenueWidth = 8.0
    static let blockWidths = 34.0...58.0
    static let blockHeights = 26.0...44.0

    /// The map for a `width × height` area from `seed`.
    package static func plan(width: Double, height: Double, seed: UInt64) -> MapPlaceholder {
        var random = SplitMix64(seed: seed)
        func uniform(_ range: ClosedRange<Double>) -> Double { range.lowerBound + (range.upperBound - range.lowerBound) * random.nextUnit() }
        // Street centre lines: from a random offset before the edge to past the far edge.
        func lines(extent: Double, sizes: ClosedRange<Double>) -> [Double] {
            var result: [Double] = []
            var position = -uniform(0...sizes.lowerBound)
            while position < extent + sizes.upperBound {
                result.append(position)
                position += uniform(sizes)
            }
            return result
        }
        let columns = lines(extent: width, sizes: blockWidths)
        let rows = lines(extent: height, sizes: blockHeights)
        let avenueColumn = columns.count > 2 ? 1 + Int(random.next() % UInt64(columns.count - 2)) : 0
        let avenueRow = rows.count > 2 ? 1 + Int(random.next() % UInt64(rows.count - 2)) : 0

        var map = MapPlaceholder(water: [], blocks: [], parks: [], streets: [], avenues: [])
        if random.nextUnit() < 0.5 {
            // A river band along the bottom or the right edge.
            let depth = uniform(0.16...0.26)
            map.water.append(random.nextUnit() < 0.5
                ? Rect(x: 0, y: height * (1 - depth), width: width, height: height * depth)
                : Rect(x: width * (1 - depth), y: 0, width: width * depth, height: height))
        }
        for (i, x) in columns.enumerated() {
            let wide = i == avenueColumn
            let w = wide ? avenueWidth : streetWidth
            let street = Rect(x: x - w / 2, y: 0, width: w, height: height)
            if wide { map.avenues.append(street) } else { map.streets.append(street) }
        }
        for (j, y) in rows.enumerated() {
            let wide = j == avenueRow
            let h = wide ? avenueWidth : streetWidth
            let street = Rect(x: 0, y: y - h / 2, width: width, height: h)
            if wide { map.avenues.append(street) } else { map.streets.append(street) }
        }
        // Blocks fill the cells between streets, inset by a pavement; some are parks.
        for (i, x0) in columns.enumerated().dropLast() {
            for (j, y0) in rows.enumerated().dropLast() {
                let left = x0 + (i == avenueColumn ? avenueWidth : streetWidth) / 2 + 2
                let top = y0 + (j == avenueRow ? avenueWidth : streetWidth) / 2 + 2
                let right = columns[i + 1] - (i + 1 == avenueColumn ? avenueWidth : streetWidth) / 2 - 2
                let bottom = rows[j + 1] - (j + 1 == avenueRow ? avenueWidth : streetWidth) / 2 - 2
                guard right > left, bottom > top else { continue }
                let cell = Rect(x: left, y: top, width: right - left, height: bottom - top)
                if random.nextUnit() < 0.12 { map.parks.append(cell) } else { map.blocks.append(cell) }
            }
        }
        return map.clipped(width: width, height: height)
    }

    /// Every rectangle cut to the `width × height` band; those left empty are dropped.
    func clipped(width: Double, height: Double) -> MapPlaceholder {
        func clip(_ rects: [Rect]) -> [Rect] {
            rects.compactMap { rect in
                let x0 = max(0, rect.minX), y0 = max(0, rect.minY), x1 = min(width, rect.maxX), y1 = min(height, rect.maxY)
                return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
            }
        }
        return MapPlaceholder(water: clip(water), blocks: clip(blocks), parks: clip(parks), streets: clip(streets), avenues: clip(avenues))
    }

    /// FNV-1a (64 bit) over the title's UTF-8 and the message index.
    package static func seed(title: String, message index: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in title.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash ^ Waveform.seed(message: index, duration: 0)
    }
}
