import ChatGeometry

/// A vector outline made of subpaths of lines and Bézier curves, in pixels (y pointing down), for avatars,
/// icons and generated bubble templates. Fill it with `Pixmap.fill(_:color:rule:)` or `rasterize`.
///
/// Drawing without a current subpath (on an empty path, or right after `close()`) first starts a subpath at
/// the previous subpath's start point (the SVG rule), or at (0, 0) on an empty path. For filling, every
/// subpath is implicitly closed.
public struct Path: Sendable, Hashable {
    /// The commands, in order. Every `line`, `quad` and `curve` follows a `move`.
    public private(set) var elements: [PathElement] = []
    /// Where the current (or last) subpath started.
    private var subpathStart: Point = .zero
    /// True between a `move` and the next `close`.
    private var hasOpenSubpath = false

    /// An empty path.
    public init() {}

    /// True when the path has no commands.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
        subpathStart = point
        hasOpenSubpath = true
    }

    /// Adds a straight line from the current point to `point`.
    public mutating func line(to point: Point) {
        startSubpathIfNeeded()
        elements.append(.line(to: point))
    }

    /// Adds a quadratic Bézier curve from the current point to `point`.
    public mutating func quad(to point: Point, control: Point) {
        startSubpathIfNeeded()
        elements.append(.quad(to: point, control: control))
    }

    /// Adds a cubic Bézier curve from the current point to `point`.
    public mutating func curve(to point: Point, control1: Point, control2: Point) {
        startSubpathIfNeeded()
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a straight line back to its start; does nothing without one.
    public mutating func close() {
        guard hasOpenSubpath else { return }
        elements.append(.close)
        hasOpenSubpath = false
    }

    /// Appends every subpath of `other`.
    public mutating func append(_ other: Path) {
        guard !other.isEmpty else { return }
        elements.append(contentsOf: other.elements)
        subpathStart = other.subpathStart
        hasOpenSubpath = other.hasOpenSubpath
    }

    /// The path with every point transformed (affine maps keep Bézier curves exact).
    public func transformed(by transform: AffineTransform) -> Path {
        var result = Path()
        result.elements = elements.map { $0.transformed(by: transform) }
        result.subpathStart = transform.apply(to: subpathStart)
        result.hasOpenSubpath = hasOpenSubpath
        return result
    }

    /// The smallest rectangle containing every finite end and control point (it contains the whole curve), or
    /// nil when there is none.
    public var controlPointBounds: Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for element in elements {
            for p in element.points where p.isFinite {
                minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
                minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The whole pixels touched by the control-point bounds, intersected with `clip`; nil when empty.
    func pixelBounds(clippedTo clip: PixelRect) -> PixelRect? {
        guard let box = controlPointBounds, !clip.isEmpty else { return nil }
        func clamp(_ v: Double, _ low: Int, _ high: Int) -> Int {
            Int(Swift.min(Swift.max(v, Double(low)), Double(high)))
        }
        let x0 = clamp(box.x.rounded(.down), clip.x, clip.maxX)
        let y0 = clamp(box.y.rounded(.down), clip.y, clip.maxY)
        let x1 = clamp((box.x + box.width).rounded(.up), clip.x, clip.maxX)
        let y1 = clamp((box.y + box.height).rounded(.up), clip.y, clip.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    private mutating func startSubpathIfNeeded() {
        if !hasOpenSubpath { move(to: subpathStart) }
    }
}
