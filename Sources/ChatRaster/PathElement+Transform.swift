import ChatGeometry

extension PathElement {
    /// The element with every point transformed.
    func transformed(by transform: AffineTransform) -> PathElement {
        switch self {
        case .move(let p): return .move(to: transform.apply(to: p))
        case .line(let p): return .line(to: transform.apply(to: p))
        case .quad(let p, let c): return .quad(to: transform.apply(to: p), control: transform.apply(to: c))
        case .curve(let p, let c1, let c2):
            return .curve(to: transform.apply(to: p), control1: transform.apply(to: c1), control2: transform.apply(to: c2))
        case .close: return .close
        }
    }

    /// The end point and control points of the element (none for `close`).
    var points: [Point] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quad(let p, let c): return [c, p]
        case .curve(let p, let c1, let c2): return [c1, c2, p]
        case .close: return []
        }
    }
}
