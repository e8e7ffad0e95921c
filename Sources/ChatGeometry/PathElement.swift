/// One drawing command of a `Path`.
public enum PathElement: Sendable, Hashable {
    /// Starts a new subpath at the point.
    case move(to: Point)
    /// A straight line from the current point.
    case line(to: Point)
    /// A quadratic Bézier from the current point.
    case quad(to: Point, control: Point)
    /// A cubic Bézier from the current point.
    case curve(to: Point, control1: Point, control2: Point)
    /// A straight line back to the subpath's start, ending the subpath.
    case close
}
