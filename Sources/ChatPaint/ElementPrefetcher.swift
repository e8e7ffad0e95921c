import ChatWorkers

/// Prepares, on one more thread (a job of its own one-thread `WorkerPool`), what the sweep's coming elements need that costs the most to make (photos
/// decoded, resampled and clipped; location maps; stickers and avatars scaled), while the drawing thread draws
/// the band before them. The drawing thread then finds them made (`PreparedElements`, `ImageStore`), or makes
/// what the prefetcher has not reached itself; while it waits for the one in progress it takes the next coming
/// element from the same list (`helpOnce()`). Every pixel is the same whoever makes it, so the output does not
/// depend on this thread.
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
    /// Where the drawing thread is and what is taken, shared by both threads.
    private let state = Monitor(Progress())
    /// The prefetching thread's pool: one thread with a 1 MiB stack, started on the first band.
    private let pool = WorkerPool(threads: 1, stackBytes: 1 << 20)
    /// The prefetching job, once started.
    private let job = Locked<PoolJob?>(nil)

    private struct Progress {
        /// The end of the band being drawn (0 before the first).
        var frontier = 0
        /// The first element of `work` no thread has taken yet.
        var next = 0
        var stopping = false
        var started = false
    }

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
    /// started, the job is never run and the drawing thread simply makes everything itself.
    func advance(to rows: Range<Int>) {
        let start: Bool = state.withLockWakingWaiters { state in
            state.frontier = max(state.frontier, rows.upperBound)
            guard !state.started, !state.stopping else { return false }
            state.started = true
            return true
        }
        guard start else { return }
        let started = pool.submit { [self] in run() }
        job.withLock { $0 = started }
    }

    /// Stops the thread and waits until it has (before what it prepared is dropped). Idempotent.
    func stop() {
        state.withLockWakingWaiters { $0.stopping = true }
        // A job no thread has started never will (no thread could be started): nothing to wait for.
        if let started = job.withLock({ $0 }), !started.cancel() {
            started.wait()
        }
    }

    /// Makes one coming element that neither thread has taken yet, if one is within reach now: the drawing thread
    /// calls this instead of sitting idle while it waits for an element the prefetcher is making (a photo near the
    /// top of a screen), so both threads work. Returns false when there was nothing to take or the entries made
    /// ahead are at their limit (the drawing thread then waits).
    func helpOnce() -> Bool {
        guard let item = takeNext(waiting: false) else { return false }
        return renderer.prepareAhead(item.index)
    }

    private func run() {
        while let item = takeNext(waiting: true) {
            // At the limit of what may be held ahead: wait for the drawing thread to draw the next band, then retry.
            while !renderer.prepareAhead(item.index) {
                let seen = state.withLock { $0.frontier }
                let stopping = state.wait(until: { $0.stopping || $0.frontier > seen }) { $0.stopping }
                guard !stopping else { return }
            }
        }
    }

    /// Takes the next element of `work` that no thread has taken, once it is within `lookahead` rows of the band
    /// being drawn: waiting for that (the prefetcher's thread) or not (a helping thread). Nil when every element is
    /// taken, the prefetcher is stopping, or (not waiting) the next one is not within reach yet.
    private func takeNext(waiting: Bool) -> (index: Int, firstRow: Int)? {
        let take = { [work, lookahead] (state: inout Progress) -> (index: Int, firstRow: Int)? in
            guard state.started, !state.stopping, state.next < work.count else { return nil }
            let item = work[state.next]
            guard item.firstRow < state.frontier + lookahead else { return nil }
            state.next += 1
            return item
        }
        guard waiting else { return state.withLock(take) }
        // Ready once stopping, started with every element taken, or the next one within reach.
        return state.wait(until: { [work, lookahead] state in
            !state.started || state.stopping || state.next >= work.count || work[state.next].firstRow < state.frontier + lookahead
        }, then: take)
    }
}
