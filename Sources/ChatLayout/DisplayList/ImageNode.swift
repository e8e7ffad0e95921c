import ChatGeometry
import ChatModel

/// A raster image placed in its node's frame.
public struct ImageNode: Sendable, Equatable {
    /// Where the pixels come from.
    package var source: ImageSource
    /// How the image fills the frame.
    package var placement: ImagePlacement
    /// Paints the image's alpha in this colour (colour × alpha, the template's own colour discarded), when set.
    package var tint: Color?
    /// Flipped horizontally (a nine-slice's cap insets swap sides with it).
    package var mirrored: Bool
    /// Only the bottom of the image, fading in towards its bottom edge (see `VerticalFade`), when set.
    package var fade: VerticalFade?

    /// An image.
    package init(source: ImageSource, placement: ImagePlacement, tint: Color? = nil, mirrored: Bool = false,
                fade: VerticalFade? = nil) {
        self.source = source
        self.placement = placement
        self.tint = tint
        self.mirrored = mirrored
        self.fade = fade
    }
}

/// The pixels of an image node.
package enum ImageSource: Sendable, Equatable, Hashable {
    /// An image of the theme pack, by its name in theme.json (the variant nearest the output scale).
    case theme(String)
    /// An image the conversation names (a path, or a `data:` URI); `usedBy` says where, for error messages
    /// (`messages[3].image`, `avatar of participant "ana"`).
    case file(path: String, usedBy: String)
}

/// How an image fills its frame.
package enum ImagePlacement: Sendable, Equatable {
    /// Scaled to the frame exactly.
    case stretch
    /// Scaled to cover the frame, keeping its aspect ratio, centred, the overflow cut off.
    case aspectFill
    /// Aspect-filled into the disc of the frame's smaller side, at its top-left corner.
    case circle
    /// Aspect-filled, its corners cut round by the radii (points): a quoted photo's thumbnail.
    case roundedFill(CornerRadii)
    /// Nine-sliced to the frame: the corners given by the cap insets kept, edges and centre stretched.
    case nineSlice(CapInsets)
    /// At the output scale, repeated from the frame's top-left corner over the whole frame.
    case tile
}

/// The bottom `height` points of an image, each device row's opacity rising linearly from transparent at the top
/// of that part to `opacity` at the image's bottom edge (sampled at the row's centre); nothing above it is drawn.
package struct VerticalFade: Sendable, Equatable {
    package var height: Double
    package var opacity: UInt8

    /// A fade over the bottom `height` points up to `opacity` (0…255).
    package init(height: Double, opacity: UInt8) {
        self.height = height
        self.opacity = opacity
    }
}
