/// Cap insets of a stretchable image in pixels, UIKit order (`UIEdgeInsets`): the `top`/`bottom` rows and
/// `left`/`right` columns are caps that are never stretched along their length; the middle stretches.
public struct NineSliceInsets: Sendable, Hashable {
    public var top: Int
    public var left: Int
    public var bottom: Int
    public var right: Int

    /// Insets from their four values in pixels.
    public init(top: Int, left: Int, bottom: Int, right: Int) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// No caps: the whole image stretches.
    public static let zero = NineSliceInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// UIKit's legacy `stretchableImageWithLeftCapWidth:topCapHeight:`: only the one pixel column at
    /// `leftCapWidth` and the one row at `topCapHeight` stretch, so `right = imageWidth − left − 1` and
    /// `bottom = imageHeight − top − 1`. Cap values are first clamped to `0...imageWidth − 1`
    /// (`0...imageHeight − 1`); an empty image gives `.zero`.
    public static func legacy(leftCapWidth: Int, topCapHeight: Int, imageWidth: Int, imageHeight: Int) -> NineSliceInsets {
        func split(_ cap: Int, _ size: Int) -> (Int, Int) {
            guard size > 0 else { return (0, 0) }
            let leading = Swift.min(Swift.max(cap, 0), size - 1)
            return (leading, size - leading - 1)
        }
        let (left, right) = split(leftCapWidth, imageWidth)
        let (top, bottom) = split(topCapHeight, imageHeight)
        return NineSliceInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// The insets of the horizontally mirrored image: `left` and `right` swapped.
    public var mirrored: NineSliceInsets { NineSliceInsets(top: top, left: right, bottom: bottom, right: left) }

    /// The insets made valid for an image of the given size: negative values become 0, each value is limited to
    /// the image size, and when two opposite caps together exceed the size they are shrunk in proportion
    /// (`left' = round(left × width / (left + right))`, `right' = width − left'`) so they exactly meet, leaving a
    /// zero-width centre.
    public func clamped(imageWidth: Int, imageHeight: Int) -> NineSliceInsets {
        func fit(_ leading: Int, _ trailing: Int, _ size: Int) -> (Int, Int) {
            let size = Swift.max(0, size)
            let a = Swift.min(Swift.max(leading, 0), size), b = Swift.min(Swift.max(trailing, 0), size)
            guard a + b > size else { return (a, b) }
            let sum = a + b
            let a2 = (a * size + sum / 2) / sum
            return (a2, size - a2)
        }
        let (l, r) = fit(left, right, imageWidth)
        let (t, b) = fit(top, bottom, imageHeight)
        return NineSliceInsets(top: t, left: l, bottom: b, right: r)
    }
}
