import ChatGeometry

/// Somewhere a path's coverage can be kept and found again: `Pixmap.fill(_:color:rule:rowOffset:masks:)` asks it before
/// scan-converting. A path is always rasterized in its own grid (moved by the whole pixels of its top-left corner),
/// so the same outline at the same sub-pixel phase, seen through the same window of that grid, has the same coverage
/// wherever it is drawn: that is the key, and a kept mask is byte for byte what scan conversion would give.
package protocol CoverageMaskCache: Sendable {
    /// The coverage of `path` (in its own grid) through `window` under `rule`: the one kept, or `make`'s, then kept.
    func mask(of path: Path, window: PixelRect, rule: FillRule, make: () -> CoverageMask) -> CoverageMask
}
