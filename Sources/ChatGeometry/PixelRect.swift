/// An axis-aligned rectangle of whole pixels, origin at the top-left; `width`/`height` below 0 count as empty.
public struct PixelRect: Sendable, Hashable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// A rectangle from its top-left corner and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The column just right of the rectangle (`x + width`, saturating at the limits of `Int`).
    public var maxX: Int { Self.saturatingSum(x, width) }
    /// The row just below the rectangle (`y + height`, saturating at the limits of `Int`).
    public var maxY: Int { Self.saturatingSum(y, height) }

    /// True when the rectangle contains no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels in both rectangles; an empty rectangle (size 0×0 at the clamped origin) when they do not meet.
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = Swift.max(x, other.x), y0 = Swift.max(y, other.y)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return PixelRect(x: x0, y: y0, width: 0, height: 0) }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `a + b`, or `Int.max` / `Int.min` where it would overflow, so extreme positions clip instead of trapping.
    private static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard overflow else { return sum }
        return b > 0 ? Int.max : Int.min
    }

    /// True when pixel (`px`, `py`) lies inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }
}
