import CChatRenderSupport
import Foundation

/// Prepares, on one more thread, what the sweep's coming elements need that costs the most to make (photos
/// decoded, resampled and clipped; location maps; stickers and avatars scaled), while the drawing thread draws
/// the band before them. The drawing thread then finds them made (`PreparedElements`, `ImageStore`), or waits
/// for the one in progress, or makes what the prefetcher has not reached itself: every pixel is the same
/// whoever makes it, so the output does not depend on this thread.
///
/// It works at most `lookahead` rows beyond the band being drawn (`advance(to:)`), which may be several bands when
/// bands are small, and keeps what it made ahead within the limit set on `PreparedElements.allowAhead`, so memory
/// stays bounded on a chat of any length.
final class ElementPrefetcher: @unchecked Sendable {
    private let renderer: DisplayListRenderer
    /// The elements with work ahead, in sweep order, with the first canvas row each can touch.
    private let work: [(index: Int, firstRow: Int)]
    /// Rows beyond the end of the band being drawn whose elements may be prepared.
    private let lookahead: Int
    private let condition = NSCondition()
    /// The end of the band being drawn (0 before the first).
    private var frontier = 0
    private var stopping = false
    private var started = false
    private var running = false

    /// A prefetcher for `renderer`'s elements that can reach the canvas rows `rows`, drawn in bands of
    /// `bandHeight` rows, working up to `lookahead` rows (at least one band) beyond the band being drawn; nil when
    /// no element has work to make ahead.
    init?(renderer: DisplayListRenderer, sweep: ElementSweep, rows: Range<Int>, bandHeight: Int, lookahead: Int) {
        let inOrder = sweep.order(within: rows).filter { renderer.hasWorkAhead($0.index) }
        guard !inOrder.isEmpty else { return nil }
        let band = max(1, bandHeight)
        self.renderer = renderer
        self.lookahead = max(band, lookahead)
        self.work = Self.walk(inOrder, firstBand: rows.lowerBound..<(rows.lowerBound + band), lookahead: self.lookahead)
    }

    /// The order the thread takes the elements in: those starting within `lookahead` rows after the first band
    /// first (the drawing thread is busy with the first band's and reaches them next), then the first band's from
    /// its bottom up (meeting the drawing thread, which goes top down, instead of racing it for the same element),
    /// then the rest in sweep order.
    static func walk(_ work: [(index: Int, firstRow: Int)], firstBand: Range<Int>,
                     lookahead: Int) -> [(index: Int, firstRow: Int)] {
        let ahead = firstBand.upperBound..<(firstBand.upperBound + max(1, lookahead))
        let first = work.filter { $0.firstRow < firstBand.upperBound }
        let next = work.filter { ahead.contains($0.firstRow) }
        let rest = work.filter { $0.firstRow >= ahead.upperBound }
        return next + first.reversed() + rest
    }

    /// Says the drawing thread is at the band `rows` (the first call starts the thread). When no thread can be
    /// started, the drawing thread simply makes everything itself.
    func advance(to rows: Range<Int>) {
        let start: Bool = condition.withLock {
            frontier = max(frontier, rows.upperBound)
            condition.broadcast()
            guard !started, !stopping else { return false }
            started = true
            running = true
            return true
        }
        guard start else { return }
        let context = Unmanaged.passRetained(self).toOpaque()
        let status = crs_thread_start({ context in
            guard let context else { return }
            Unmanaged<ElementPrefetcher>.fromOpaque(context).takeRetainedValue().run()
        }, context, 1 << 20)
        if status != 0 {
            Unmanaged<ElementPrefetcher>.fromOpaque(context).release()
            condition.withLock { running = false; condition.broadcast() }
        }
    }

    /// Stops the thread and waits until it has (before what it prepared is dropped). Idempotent.
    func stop() {
        condition.withLock {
            stopping = true
            condition.broadcast()
            while running { condition.wait() }
        }
    }

    private func run() {
        defer { condition.withLock { running = false; condition.broadcast() } }
        for item in work {
            // Wait until the element is within one band of the drawing thread.
            guard waitUntil({ item.firstRow < frontier + lookahead }) else { return }
            // At the limit of what may be held ahead: wait for the drawing thread to draw the next band, then retry.
            while !renderer.prepareAhead(item.index) {
                let seen = condition.withLock { frontier }
                guard waitUntil({ frontier > seen }) else { return }
            }
        }
    }

    /// Waits until `ready` holds (true) or the prefetcher is stopping (false); called on the prefetcher's thread.
    private func waitUntil(_ ready: () -> Bool) -> Bool {
        condition.withLock {
            while !stopping && !ready() { condition.wait() }
            return !stopping
        }
    }
}
