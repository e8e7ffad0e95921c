import ChatGeometry
import ChatLayout
import ChatRaster

/// One file image a top-level display-list node draws: which file, for what, how, and at what size in device
/// pixels. The renderer retains and releases files by these; the memory plan sizes them.
struct ImageUse {
    enum Kind {
        /// Made whole at its size inside a group's buffer (photos, video thumbnails, maps): the result, the
        /// resample and the mask.
        case filled
        /// Made whole at its size and kept (stickers, avatars).
        case resized
        /// Drawn band by band straight onto the canvas (a background): nothing kept beyond the decoded file.
        case rows
    }

    let path: String
    let usedBy: String
    let kind: Kind
    let width: Int
    let height: Int

    /// The size the file is decoded to cover (nil: whole, for images drawn band by band).
    var decodeFitting: (width: Int, height: Int)? { kind == .rows ? nil : (width, height) }

    /// The pixels held while the use is drawn, besides the decoded file.
    var drawnBytes: Int {
        switch kind {
        case .filled: width &* height &* 4 &* 3
        case .resized: width &* height &* 4 &* 2
        case .rows: 0
        }
    }

    /// The file images of `node` and its children, their frames snapped on `grid`.
    static func uses(of node: Node, grid: PixelGrid) -> [ImageUse] {
        var uses: [ImageUse] = []
        func visit(_ node: Node, inBuffer: Bool) {
            switch node.content {
            case .group(let group):
                for child in group.children { visit(child, inBuffer: inBuffer || group.isolated) }
            case .image(let image):
                guard case .file(let path, let usedBy) = image.source else { return }
                let target = grid.snap(node.frame)
                switch image.placement {
                case .circle:
                    let diameter = min(target.width, target.height)
                    uses.append(ImageUse(path: path, usedBy: usedBy, kind: .resized, width: diameter, height: diameter))
                case .stretch:
                    uses.append(ImageUse(path: path, usedBy: usedBy, kind: .resized, width: target.width, height: target.height))
                case .aspectFill where inBuffer || image.fade != nil, .roundedFill:
                    uses.append(ImageUse(path: path, usedBy: usedBy, kind: .filled, width: target.width, height: target.height))
                case .aspectFill, .nineSlice, .tile:
                    uses.append(ImageUse(path: path, usedBy: usedBy, kind: .rows, width: target.width, height: target.height))
                }
            case .path, .text:
                break
            }
        }
        visit(node, inBuffer: false)
        return uses
    }
}
