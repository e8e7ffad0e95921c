/// A colour with premultiplied 8-bit channels: `red ≤ alpha`, and so on.
public struct ChatPremultipliedColor: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    /// A colour from channels that are already premultiplied by `alpha`.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Premultiplies straight sRGB channels (rounded to nearest: `(c × a + 127) / 255`).
    public init(straightRed r: UInt8, green g: UInt8, blue b: UInt8, alpha a: UInt8) {
        self.init(red: PixelMath.multiply(r, a), green: PixelMath.multiply(g, a),
                  blue: PixelMath.multiply(b, a), alpha: a)
    }

    /// Fully transparent (all zero).
    public static let transparent = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255)
    /// Opaque white.
    public static let white = PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255)

    /// The colour with its red, green and blue channels multiplied by `1 − fraction` (rounded to nearest),
    /// alpha unchanged — JSQMessagesViewController's highlighted bubble uses `fraction = 0.12`.
    /// Scaling premultiplied channels equals scaling the straight ones, so the result stays valid.
    /// `fraction` is clamped to `0...1`; NaN counts as 0.
    public func darkened(by fraction: Double) -> PremultipliedColor {
        let factor = PixelMath.darkeningFactor(fraction)
        func scale(_ c: UInt8) -> UInt8 { PixelMath.scale(c, by: factor) }
        return PremultipliedColor(red: scale(red), green: scale(green), blue: scale(blue), alpha: alpha)
    }

    /// The colour multiplied by a coverage or opacity value `0...255` (every channel × `coverage / 255`, rounded).
    public func scaled(by coverage: UInt8) -> PremultipliedColor {
        PremultipliedColor(red: PixelMath.multiply(red, coverage), green: PixelMath.multiply(green, coverage),
                           blue: PixelMath.multiply(blue, coverage), alpha: PixelMath.multiply(alpha, coverage))
    }
}
