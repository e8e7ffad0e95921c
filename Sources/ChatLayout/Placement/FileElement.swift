import ChatGeometry
import ChatModel

/// The inside of a document bubble: a page icon with the file's extension, the name and the human size.
/// Offsets are from the element's origin; the bubble is a separate `bubble` element under it.
package struct FileElement: Sendable, Equatable {
    /// The page icon's frame, relative to the element's origin.
    package var iconFrame: Rect
    /// The page's colour and the colour of its folded corner and extension label.
    package var iconColor: Color
    package var foldColor: Color
    /// The extension on the page ("PDF"), centred in its lower part; nil when the name has none.
    package var iconLabel: TextElement?
    package var iconLabelOffset: Point
    /// The file name, up to two lines (middle-truncated with "…" when longer).
    package var name: TextElement
    package var nameOffset: Point
    /// "2.4 MB".
    package var size: TextElement
    package var sizeOffset: Point

    /// A document's content.
    package init(iconFrame: Rect, iconColor: Color, foldColor: Color, iconLabel: TextElement?, iconLabelOffset: Point,
                name: TextElement, nameOffset: Point, size: TextElement, sizeOffset: Point) {
        self.iconFrame = iconFrame
        self.iconColor = iconColor
        self.foldColor = foldColor
        self.iconLabel = iconLabel
        self.iconLabelOffset = iconLabelOffset
        self.name = name
        self.nameOffset = nameOffset
        self.size = size
        self.sizeOffset = sizeOffset
    }

    /// The upper-case extension of `name` ("PDF" for "Q3 report.pdf"), nil without one or when longer than 4.
    package static func extensionLabel(of name: String) -> String? {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...]
        guard (1...4).contains(ext.count), ext.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        return ext.uppercased()
    }
}
