/// Which points a path's outline encloses.
public enum FillRule: Sendable, Hashable {
    /// Inside where the winding number is not zero: overlapping shapes drawn in one direction unite.
    case nonZero
    /// Inside where an odd number of edges lie to one side: a shape inside another cuts a hole.
    case evenOdd
}
