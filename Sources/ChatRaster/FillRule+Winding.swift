import ChatGeometry

extension FillRule {
    /// Whether a winding number counts as inside.
    @inline(__always)
    func isInside(_ winding: Int32) -> Bool {
        switch self {
        case .nonZero: return winding != 0
        case .evenOdd: return winding & 1 != 0
        }
    }
}
