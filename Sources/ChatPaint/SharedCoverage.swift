import ChatGeometry
import ChatRaster
import ChatWorkers

/// Path coverage kept for the path fills that come back: the chrome's glyphs and bars on every screen of a batch or
/// of the service, avatar discs, pills and ticks of one size within a screen. Keyed by the outline in its own pixel
/// grid, the window of that grid drawn and the fill rule (`CoverageMaskCache`), so a mask found here is exactly the
/// one scan conversion would make: the pixels never depend on what was kept.
///
/// Held outside any render's memory budget, within `limit` bytes of coverage: the least recently used go first, and
/// a mask larger than an eighth of the limit is not kept (a full-width bar is cheap to scan-convert anyway).
package final class SharedCoverage: CoverageMaskCache, Sendable {
    private struct Key: Hashable {
        let path: Path
        let window: PixelRect
        let rule: FillRule
    }

    /// The most bytes of coverage held.
    package let limit: Int
    /// Behind ChatWorkers' `Locked`, as all state the renders share (docs/robustness.md).
    private let state = Locked(LeastRecentlyUsed<Key, CoverageMask>())

    /// An empty cache holding at most `limit` bytes of coverage.
    package init(limit: Int) {
        self.limit = limit
    }

    /// The bytes of coverage held now.
    package var heldBytes: Int { state.withLock { $0.held } }

    /// How many masks are held now.
    package var count: Int { state.withLock { $0.count } }

    package func mask(of path: Path, window: PixelRect, rule: FillRule, make: () -> CoverageMask) -> CoverageMask {
        let key = Key(path: path, window: window, rule: rule)
        if let found = state.withLock({ $0.value(for: key) }) { return found }
        let made = make()
        let bytes = made.values.count
        guard bytes <= limit / 8 else { return made }
        state.withLock { $0.keep(made, bytes: bytes, for: key, limit: limit) }
        return made
    }
}
