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

/// Theme templates prepared for one output scale, cached per (image, tint, mirroring, insets).
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

    /// Steps 1–3 of the pipeline: load, tint (colour × alpha) when a tint is given (not for a mask or an overlay),
    /// mirror with the insets.
    func stretchable(_ image: String, capInsets: CapInsets, tint: Color?, mirrored: Bool) throws(RenderError) -> StretchableTemplate {
        let key = "\(image)|\(tint?.description ?? "-")|\(mirrored)|\(capInsets)"
        return try bubbles.value(for: key) { () throws(RenderError) -> StretchableTemplate in
            var pixmap = try atOutputScale(image)
            var insets = insets(capInsets, imageWidth: pixmap.width, imageHeight: pixmap.height)
            if let tint { pixmap = pixmap.tinted(premultiplied(tint)) }
            if mirrored {
                pixmap = pixmap.mirroredHorizontally()
                insets = insets.mirrored
            }
            return StretchableTemplate(pixmap: pixmap, insets: insets)
        }
    }

    /// Cap insets in pixels of an image `imageWidth × imageHeight` at the output scale.
    func insets(_ capInsets: CapInsets, imageWidth: Int, imageHeight: Int) -> NineSliceInsets {
        switch capInsets {
        case .insets(let caps):
            NineSliceInsets(top: px(caps.top), left: px(caps.left), bottom: px(caps.bottom), right: px(caps.right))
        case .legacy(let leftCapWidth, let topCapHeight):
            .legacy(leftCapWidth: px(leftCapWidth), topCapHeight: px(topCapHeight), imageWidth: imageWidth, imageHeight: imageHeight)
        }
    }

    /// A theme image resampled to `width × height` pixels, tinted when `color` is given.
    func icon(_ image: String, color: Color?, width: Int, height: Int) throws(RenderError) -> Pixmap {
        let key = "\(image)|\(color?.description ?? "-")|\(width)x\(height)"
        return try icons.value(for: key) { () throws(RenderError) -> Pixmap in
            var pixmap = try theme.template(image, outputScale: scale).pixmap
            if pixmap.width != width || pixmap.height != height { pixmap = pixmap.resized(width: width, height: height) }
            return color.map { pixmap.tinted(premultiplied($0)) } ?? pixmap
        }
    }

    private func px(_ points: Double) -> Int { Int((points * scale).rounded()) }
}
