import ChatCodec
import ChatLayout
import ChatRaster

/// The pixel memory a render will need at its peak, worked out from the display list before anything is drawn
/// (image sizes come from their headers), so that a render over its `MemoryBudget` is refused up front with an
/// error naming what is too big. It follows the band sweep: a file's pixels are held from its first element's
/// band to its last element's, and what is made for an element only while the sweep is inside it.
package struct MemoryPlan {
    /// One thing that holds memory, for the error message.
    package struct Item {
        package let what: String
        package let bytes: Int
    }

    /// What is held for the whole render: bands, compressor strips, glyph cache, templates.
    package private(set) var fixed: [Item] = []
    /// The moment of the sweep that holds the most, and what is held then.
    private(set) var peakItems: [Item] = []

    /// The total at the peak.
    package var total: Int { (fixed + peakItems).reduce(0) { $0 &+ $1.bytes } }

    /// What the sweep holds at its peak besides the fixed part: about what preparing one more band ahead adds.
    package var peakTotal: Int { peakItems.reduce(0) { $0 &+ $1.bytes } }

    /// The plan for drawing `renderer`'s list in bands of `bandHeight` rows into an image `outputWidth` pixels
    /// wide (wider than the screen with `--frame`).
    package init(renderer: DisplayListRenderer, bandHeight: Int, outputWidth: Int, framed: Bool, threads: Int,
         glyphCacheBytes: Int) throws(RenderError) {
        let list = renderer.list
        let width = list.canvas.pixelWidth
        let rows = max(1, bandHeight)
        // The band and the widest temporary stretched into it (a bubble across the whole band).
        fixed.append(Item(what: "the band being drawn (\(width) × \(rows) pixels)", bytes: width &* rows &* 4 &* 2))
        if framed {
            fixed.append(Item(what: "the framed band and its shadow (\(outputWidth) × \(rows) pixels)",
                              bytes: outputWidth &* rows &* 4 &* 2))
        }
        fixed.append(Item(what: "the PNG compressor's strips", bytes: threads > 0 ? PNGStreamEncoder.bufferedBytes(threads: threads) : 0))
        fixed.append(Item(what: "the glyph cache", bytes: glyphCacheBytes))
        try fixed.append(contentsOf: Self.templates(of: list, renderer: renderer))
        try planImages(renderer: renderer, bandHeight: rows)
    }

    /// Throws `memoryBudget` naming the largest item at the peak when the total is over `budget`.
    package func check(_ budget: MemoryBudget) throws(RenderError) {
        let total = self.total
        guard total > budget.bytes else { return }
        let largest = (fixed + peakItems).max { $0.bytes < $1.bytes } ?? Item(what: "the render", bytes: total)
        throw .memoryBudget(what: largest.what, needs: largest.bytes, held: total - largest.bytes, budget: budget)
    }

    /// Every theme image at the output scale: each template in its tinted and mirrored variants (a tiled one once).
    private static func templates(of list: DisplayList, renderer: DisplayListRenderer) throws(RenderError) -> [Item] {
        var copies: [String: Int] = [:]
        func add(_ image: ImageNode) {
            guard case .theme(let name) = image.source else { return }
            copies[name] = max(copies[name] ?? 0, image.placement == .tile ? 1 : 4)
        }
        for node in list.nodes {
            node.walk { node in
                switch node.content {
                case .image(let image): add(image)
                case .group(let group): if let mask = group.mask { add(mask) }
                case .path, .text: break
                }
            }
        }
        var items: [Item] = []
        for name in copies.keys.sorted() {
            let size = try renderer.theme.templateSize(name)
            let w = Self.pixels(size.width * list.canvas.scale), h = Self.pixels(size.height * list.canvas.scale)
            items.append(Item(what: "theme image \"\(name)\" at scale \(list.canvas.scale) (\(w) × \(h) pixels)",
                              bytes: w &* h &* 4 &* (copies[name] ?? 1)))
        }
        return items
    }

    /// Sweeps the list as the renderer will, adding up at each band the files held and the pixmaps made for the
    /// elements in it, and keeps the band that holds the most.
    private mutating func planImages(renderer: DisplayListRenderer, bandHeight: Int) throws(RenderError) {
        let list = renderer.list
        let uses = list.nodes.map(renderer.imageUses(of:))
        guard uses.contains(where: { !$0.isEmpty }) else { return }
        // Each file decoded once, at the largest size any of its uses asks for (whole for one drawn band by band).
        var largest: [String: (width: Int, height: Int)?] = [:]
        var usedBy: [String: String] = [:]
        for use in uses.joined() {
            if let known = largest[use.path] {
                largest[use.path] = known.flatMap { known in use.decodeFitting.map { (max(known.width, $0.width), max(known.height, $0.height)) } }
            } else {
                largest[use.path] = use.decodeFitting
            }
            if usedBy[use.path] == nil { usedBy[use.path] = use.usedBy }
        }
        var decoded: [String: Item] = [:]
        for (path, fitting) in largest {
            let info = try renderer.images.info(path, usedBy: usedBy[path] ?? path)
            let size = ImageDecoder.decodedSize(of: info, fitting: fitting)
            decoded[path] = Item(what: "\(usedBy[path] ?? path): image \"\(path)\" (\(size.width) × \(size.height) pixels decoded)",
                                 bytes: Self.decodeBytes(width: size.width, height: size.height))
        }
        var remaining: [String: Int] = [:]
        for use in uses.joined() { remaining[use.path, default: 0] += 1 }
        var held: Set<String> = []
        var sweep = ElementSweep(list: list)
        var peak: [Item] = []
        var peakTotal = 0
        var top = 0
        let height = list.canvas.pixelHeight
        repeat {
            let (visible, finished) = sweep.visit(top..<(top + bandHeight))
            for index in finished {
                for use in uses[index] {
                    remaining[use.path, default: 0] -= 1
                    if remaining[use.path] == 0 { held.remove(use.path) }
                }
            }
            var items: [Item] = []
            for index in visible {
                for use in uses[index] {
                    held.insert(use.path)
                    guard use.drawnBytes > 0 else { continue }
                    items.append(Item(what: "\(use.usedBy): image \"\(use.path)\" drawn at \(use.width) × \(use.height) pixels",
                                      bytes: use.drawnBytes))
                }
            }
            items += held.sorted().compactMap { decoded[$0] }
            let total = items.reduce(0) { $0 &+ $1.bytes }
            if total > peakTotal {
                peakTotal = total
                peak = items
            }
            top += bandHeight
        } while top < height
        peakItems = peak
    }

    /// A decode holds the pixels, and briefly a second copy (a JPEG turned upright by its EXIF orientation).
    static func decodeBytes(width: Int, height: Int) -> Int {
        width &* height &* 4 &* 2
    }

    private static func pixels(_ value: Double) -> Int {
        value.isFinite ? Int(min(max(value.rounded(.up), 0), 1e9)) : 0
    }
}
