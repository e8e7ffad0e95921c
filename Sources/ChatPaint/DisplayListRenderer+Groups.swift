import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster

/// Isolated groups: children painted into a buffer of the group's own device pixels, masked, faded, composited;
/// and the work the prefetcher can do ahead of the sweep.
extension DisplayListRenderer {
    /// What a group's kept buffer may hold while it is made: the result, the resample and the mask, and the whole
    /// mask at its own frame's size when it has one (the buffer's window is cut from it).
    func preparedBytes(_ group: GroupNode, frame: Rect, target: PixelRect) -> Int {
        let whole = group.maskFrame.map { pixels($0.offsetBy(dx: frame.minX, dy: frame.minY)) }
        return target.width * target.height * 4 * 3 + (whole.map { $0.width * $0.height * 4 } ?? 0)
    }

    func paintIsolated(_ group: GroupNode, frame: Rect, tags: NodeTags, preparedSlot: inout Int?, on canvas: inout Band) throws(RenderError) {
        let target = pixels(frame)
        guard target.width > 0, target.height > 0, canvas.intersects(target.y..<target.maxY) else { return }
        let buffer: Pixmap
        if group.mask != nil, let index = preparedSlot {
            preparedSlot = nil
            buffer = try prepared.pixmap(for: index, bytes: preparedBytes(group, frame: frame, target: target), what: description(of: group, tags: tags)) {
                () throws(RenderError) -> Pixmap in try makeIsolated(group, frame: frame, target: target)
            }
        } else {
            buffer = try makeIsolated(group, frame: frame, target: target)
        }
        canvas.draw(buffer, x: target.x, y: target.y, opacity: group.opacity)
    }

    /// The group's buffer: `target`'s size (the pixels `frame` snaps to), its children painted in it, multiplied by its
    /// mask.
    func makeIsolated(_ group: GroupNode, frame: Rect, target: PixelRect) throws(RenderError) -> Pixmap {
        var buffer: Pixmap
        if let (path, usedBy) = fillingFileImage(group, target: target) {
            // A photo: one image aspect-filled over the whole buffer, resampled straight to its size.
            buffer = try images.aspectFilled(path, usedBy: usedBy, width: target.width, height: target.height, threads: threads)
        } else {
            var band = Band(pixmap: Pixmap(width: target.width, height: target.height, fill: .transparent), top: 0)
            var noSlot: Int?
            for child in group.children { try paint(child, preparedSlot: &noSlot, inBuffer: true, on: &band) }
            buffer = band.pixmap
        }
        if let mask = group.mask, let box = group.maskFrame {
            // The mask at its own frame's pixels, the buffer's window of it (transparent where it does not reach).
            let window = pixels(box.offsetBy(dx: frame.minX, dy: frame.minY))
            let whole = try maskPixmap(mask, width: window.width, height: window.height)
            buffer = buffer.masked(by: whole.cropped(to: PixelRect(x: target.x - window.x, y: target.y - window.y,
                                                                   width: target.width, height: target.height)))
        } else if let mask = group.mask {
            buffer = buffer.masked(by: try maskPixmap(mask, width: target.width, height: target.height))
        }
        return buffer
    }

    /// The path and use of a group's only child when it is a file image aspect-filled over the whole buffer, as
    /// drawn, untinted and unmirrored.
    private func fillingFileImage(_ group: GroupNode, target: PixelRect) -> (String, String)? {
        guard group.children.count == 1, case .image(let image) = group.children[0].content, image.placement == .aspectFill,
              case .file(let path, let usedBy) = image.source, image.tint == nil, !image.mirrored, image.fade == nil,
              pixels(group.children[0].frame) == PixelRect(x: 0, y: 0, width: target.width, height: target.height) else { return nil }
        return (path, usedBy)
    }

    /// A mask image at `width × height` pixels (only its alpha counts).
    func maskPixmap(_ mask: ImageNode, width: Int, height: Int) throws(RenderError) -> Pixmap {
        if case .theme(let name) = mask.source, case .nineSlice(let caps) = mask.placement, mask.fade == nil {
            return try templates.stretchable(name, capInsets: caps, tint: mask.tint, mirrored: mask.mirrored).nineSliced(width: width, height: height)
        }
        var band = Band(pixmap: Pixmap(width: width, height: height, fill: .transparent), top: 0)
        try paintImage(mask, frame: grid.points(PixelRect(x: 0, y: 0, width: width, height: height)), whole: true, on: &band)
        return band.pixmap
    }

    /// "messages[3].image: image \"a.jpg\"" for a group showing a file, else the top-level node's kind and message.
    func description(of group: GroupNode, tags: NodeTags) -> String {
        var file: (String, String)?
        Node(.group(group), frame: Rect(x: 0, y: 0, width: 0, height: 0)).walk { node in
            if file == nil, case .image(let image) = node.content, case .file(let path, let usedBy) = image.source { file = (path, usedBy) }
        }
        if let (path, usedBy) = file { return "\(usedBy): image \"\(path)\"" }
        let kind = tags.kind ?? "group"
        return tags.message.map { "messages[\($0)].\(kind)" } ?? kind
    }

    // MARK: Ahead of the sweep

    /// Makes ahead of the sweep what painting top-level node `index` will need, as painting it would (so the drawing
    /// thread finds it made): its first masked group's buffer, its scaled file images. Errors are left for the
    /// drawing thread to meet and report. Returns false when the pixmaps made ahead reached their limit (see
    /// `PreparedElements.allowAhead`).
    func prepareAhead(_ index: Int) -> Bool {
        let node = list.nodes[index]
        var admitted = true
        var slotTaken = false
        func visit(_ node: Node) {
            switch node.content {
            case .group(let group):
                if group.isolated, group.mask != nil, !slotTaken {
                    slotTaken = true
                    let target = pixels(node.frame)
                    guard target.width > 0, target.height > 0 else { return }
                    admitted = prepared.prepareAhead(index, bytes: preparedBytes(group, frame: node.frame, target: target)) { () throws(RenderError) -> Pixmap in
                        try makeIsolated(group, frame: node.frame, target: target)
                    }
                    return
                }
                for child in group.children { visit(child) }
            case .image(let image):
                guard case .file(let path, let usedBy) = image.source else { return }
                let target = pixels(node.frame)
                guard target.width > 0, target.height > 0 else { return }
                switch image.placement {
                case .stretch: _ = try? images.resized(path, usedBy: usedBy, width: target.width, height: target.height)
                case .circle: _ = try? images.circle(path, usedBy: usedBy, diameter: min(target.width, target.height))
                default: break
                }
            case .path, .text:
                break
            }
        }
        visit(node)
        return admitted
    }

    /// Whether `prepareAhead` has anything to make for top-level node `index`.
    func hasWorkAhead(_ index: Int) -> Bool {
        var work = false
        list.nodes[index].walk { node in
            switch node.content {
            case .group(let group) where group.isolated && group.mask != nil: work = true
            case .image(let image):
                if case .file = image.source, image.placement == .stretch || image.placement == .circle { work = true }
            default: break
            }
        }
        return work
    }
}
