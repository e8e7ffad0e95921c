/// An opaque colour painted into a diff image (straight sRGB, 0…255 per channel).
public struct DiffColor: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    /// A colour from its red, green and blue channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red; self.green = green; self.blue = blue
    }

    /// pixelmatch's `diffColor` default: pure red.
    public static let red = DiffColor(red: 255, green: 0, blue: 0)
    /// pixelmatch's `aaColor` default: yellow.
    public static let yellow = DiffColor(red: 255, green: 255, blue: 0)
    /// Green, a common choice for `diffColorAlt` (pixels that became brighter in the second image).
    public static let green = DiffColor(red: 0, green: 255, blue: 0)
}
