import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster
import Foundation

/// A template ready to stretch: at output scale, tinted and mirrored, with its cap insets in pixels.
struct StretchableTemplate {
    let pixmap: Pixmap
    let insets: NineSliceInsets

    func nineSliced(width: Int, height: Int) -> Pixmap {
        pixmap.nineSliced(width: width, height: height, insets: insets)
    }

    /// The rows `rows` of `nineSliced(width:height:)`, computed alone.
    func nineSliced(width: Int, height: Int, rows: Range<Int>) -> Pixmap {
        pixmap.nineSliced(width: width, height: height, insets: insets, rows: rows)
    }
}

/// Theme templates prepared for one output scale, cached per (image, colour, mirroring).
final class PreparedTemplates: @unchecked Sendable {
    let theme: ThemePack
    let scale: Double
    private let bubbles = LockedCache<String, StretchableTemplate>()
    private let icons = LockedCache<String, Pixmap>()

    init(theme: ThemePack, scale: Double) {
        self.theme = theme
        self.scale = scale
    }

    /// The template variant resampled to the output scale when the pack has no exact variant.
    func atOutputScale(_ image: String) throws(RenderError) -> Pixmap {
        let (pixmap, variant) = try theme.template(image, outputScale: scale)
        guard Double(variant) != scale else { return pixmap }
        let factor = scale / Double(variant)
        return pixmap.resized(width: max(1, Int((Double(pixmap.width) * factor).rounded())),
                              height: max(1, Int((Double(pixmap.height) * factor).rounded())))
    }

    /// Steps 1–3 of the pipeline: load, tint (colour × alpha) unless it is a mask or overlay, mirror with insets.
    func bubble(_ bubble: BubbleElement, tinted: Bool) throws(RenderError) -> StretchableTemplate {
        let key = "\(bubble.image)|\(tinted ? bubble.color.description : "-")|\(bubble.mirrored)"
        return try bubbles.value(for: key) { () throws(RenderError) -> StretchableTemplate in
            try prepare(bubble, tinted: tinted)
        }
    }

    private func prepare(_ bubble: BubbleElement, tinted: Bool) throws(RenderError) -> StretchableTemplate {
        var pixmap = try atOutputScale(bubble.image)
        var insets: NineSliceInsets
        switch bubble.capInsets {
        case .insets(let caps):
            insets = NineSliceInsets(top: px(caps.top), left: px(caps.left), bottom: px(caps.bottom), right: px(caps.right))
        case .legacy(let leftCapWidth, let topCapHeight):
            insets = .legacy(leftCapWidth: px(leftCapWidth), topCapHeight: px(topCapHeight),
                             imageWidth: pixmap.width, imageHeight: pixmap.height)
        }
        if tinted { pixmap = pixmap.tinted(premultiplied(bubble.color)) }
        if bubble.mirrored {
            pixmap = pixmap.mirroredHorizontally()
            insets = insets.mirrored
        }
        return StretchableTemplate(pixmap: pixmap, insets: insets)
    }

    /// A status icon resampled to `width × height` pixels and tinted.
    func icon(_ image: String, color: Color, width: Int, height: Int) throws(RenderError) -> Pixmap {
        let key = "\(image)|\(color)|\(width)x\(height)"
        return try icons.value(for: key) { () throws(RenderError) -> Pixmap in
            var pixmap = try theme.template(image, outputScale: scale).pixmap
            if pixmap.width != width || pixmap.height != height { pixmap = pixmap.resized(width: width, height: height) }
            return pixmap.tinted(premultiplied(color))
        }
    }

    private func px(_ points: Double) -> Int { Int((points * scale).rounded()) }
}
