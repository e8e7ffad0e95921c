import ChatGeometry

/// Nodes painted together.
///
/// A plain group paints its children straight onto its parent, in its parent's coordinates. An **isolated** group
/// paints them into a transparent buffer of its own, exactly the device pixels its frame snaps to, with its
/// children's coordinates relative to that buffer's top-left corner; then multiplies the buffer by its `mask` (if
/// any), fades it by `opacity`, and composites it onto the parent. What falls outside the buffer is cut off. A mask
/// has a frame of its own when it is given one (`maskFrame`, as an SVG mask has its region): the buffer is then the
/// window of a larger shape (a picture of an album's grid cut by the grid's outline), and what lies outside the
/// mask's frame is cut off too.
public struct GroupNode: Sendable, Equatable {
    package var children: [Node]
    /// Whether the children are painted into a buffer of their own (see above). A mask or an opacity below 1
    /// needs it.
    package var isolated: Bool
    /// An image whose alpha the buffer is multiplied by, placed over the whole buffer (its frame is the group's) or
    /// over `maskFrame`.
    package var mask: ImageNode?
    /// Where the mask lies, in the group's own box (its top-left corner at 0, 0; it may reach past the box): nil is
    /// the whole box.
    package var maskFrame: Rect?
    /// The buffer's opacity, 0…1.
    package var opacity: Double

    /// A group; isolated when asked or when a mask or an opacity below 1 needs it.
    package init(children: [Node], isolated: Bool = false, mask: ImageNode? = nil, maskFrame: Rect? = nil, opacity: Double = 1) {
        self.children = children
        self.isolated = isolated || mask != nil || opacity < 1
        self.mask = mask
        self.maskFrame = mask == nil ? nil : maskFrame
        self.opacity = opacity
    }
}
