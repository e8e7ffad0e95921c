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

    private struct Entries {
        var masks: [Key: (mask: CoverageMask, used: Int)] = [:]
        var held = 0
        var clock = 0
    }

    /// The most bytes of coverage held.
    package let limit: Int
    /// Behind ChatWorkers' `Locked`, as all state the renders share (docs/robustness.md).
    private let state = Locked(Entries())

    /// An empty cache holding at most `limit` bytes of coverage.
    package init(limit: Int) {
        self.limit = limit
    }

    /// The bytes of coverage held now.
    package var heldBytes: Int { state.withLock { $0.held } }

    /// How many masks are held now.
    package var count: Int { state.withLock { $0.masks.count } }

    package func mask(of path: Path, window: PixelRect, rule: FillRule, make: () -> CoverageMask) -> CoverageMask {
        let key = Key(path: path, window: window, rule: rule)
        let found: CoverageMask? = state.withLock { state in
            guard let entry = state.masks[key] else { return nil }
            state.clock += 1
            state.masks[key] = (entry.mask, state.clock)
            return entry.mask
        }
        if let found { return found }
        let made = make()
        let bytes = made.values.count
        guard bytes <= limit / 8 else { return made }
        state.withLock { state in
            guard state.masks[key] == nil else { return }
            while state.held + bytes > limit, let oldest = state.masks.min(by: { $0.value.used < $1.value.used }) {
                state.held -= oldest.value.mask.values.count
                state.masks[oldest.key] = nil
            }
            state.clock += 1
            state.masks[key] = (made, state.clock)
            state.held += bytes
        }
        return made
    }
}
