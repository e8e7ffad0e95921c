import ChatGeometry

/// The truth of the picture: a canvas and the primitives to paint on it, in painting order.
///
/// The Layout stage produces it without touching a pixel; the painter paints exactly this tree and knows nothing
/// else: not the app, not the kind of a message. Every top-level node is one thing a reader would name (a bubble,
/// a text, an avatar, the header), tagged with its `kind` and the `message` it belongs to; under it are the four
/// primitives, as resvg's usvg reduces SVG: groups, paths, images and glyph runs. `chatrender layout` prints it as
/// JSON.
public struct ChatDisplayList: Sendable, Equatable {
    /// Canvas size in points and the pixels-per-point scale of the output.
    public var canvas: CanvasInfo
    /// The colour the canvas is filled with before any node.
    public var background: Color
    /// The top-level nodes in painting order. The painter sweeps them band by band: each is drawn in every band its
    /// `frame` (grown by its ink margin) reaches, and what was made for it is dropped once the sweep has passed it.
    public var nodes: [Node]

    /// A canvas filled with `background`, then `nodes` painted in order.
    public init(canvas: CanvasInfo, background: Color, nodes: [Node]) {
        self.canvas = canvas
        self.background = background
        self.nodes = nodes
    }
}
