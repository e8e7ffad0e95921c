import ChatRaster
import ChatWorkers

/// Pixmaps made for one display-list element (a photo resampled and masked, a location's map) and kept while
/// the band sweep is inside it, so an element spanning several bands is prepared once. The sweep drops each
/// entry when the element is finished, so at most the elements crossing the current band are held, plus those an
/// `ElementPrefetcher` made ahead.
///
/// Thread-safe: the drawing thread and the prefetcher may ask for the same element; it is made once, by whichever
/// asks first, and the other waits for it. A pixmap is the same whoever makes it.
package final class PreparedElements: @unchecked Sendable {
    private enum Entry {
        /// Being made by one thread; others wait. `dropped`: finished by the sweep meanwhile (discard it when made).
        case making(dropped: Bool)
        /// Made; `ahead` while only the prefetcher has used it (its bytes count in `aheadBytes`).
        case made(Pixmap, bytes: Int, ahead: Bool)
    }

    private struct State {
        var entries: [Int: Entry] = [:]
        /// Bytes of entries made ahead and not yet drawn, and the most they may reach.
        var aheadBytes = 0
        var aheadLimit = 0
        var madeAheadCount = 0
        /// What a thread waiting for an element another thread is making does meanwhile: one unit of other work,
        /// returning whether there was any (`ElementPrefetcher.helpOnce`). Nil: it just waits.
        var helper: (() -> Bool)?
    }

    /// The entries and the limits, shared by the drawing thread and the prefetcher; a thread waiting for an element
    /// being made elsewhere sleeps on it until the maker stores or abandons it.
    private let state = Monitor(State())
    private let ledger: MemoryLedger

    package init(ledger: MemoryLedger) {
        self.ledger = ledger
    }

    /// Sets what a thread waiting in `pixmap(for:…)` for an element being made elsewhere does meanwhile (see
    /// `State.helper`); nil to just wait.
    func whileWaiting(_ help: (() -> Bool)?) {
        state.withLock { $0.helper = help }
    }

    /// Lets the prefetcher hold up to `bytes` of entries made ahead (0, the default: none).
    func allowAhead(_ bytes: Int) {
        state.withLock { $0.aheadLimit = max(0, bytes) }
    }

    /// The pixmap kept for element `index`, made by `make` the first time; making it may hold up to `bytes`
    /// (counted against the budget while it is kept; `what` names it in the error).
    func pixmap(for index: Int, bytes: Int, what: @autoclosure () -> String,
                make: () throws(RenderError) -> Pixmap) throws(RenderError) -> Pixmap {
        guard claim(index) else { return take(index) }
        do {
            try ledger.reserve(bytes, for: what())
        } catch {
            abandon(index)
            throw error
        }
        do {
            let made = try make()
            store(made, bytes: bytes, for: index, ahead: false)
            return made
        } catch {
            ledger.release(bytes)
            abandon(index)
            throw error
        }
    }

    /// Makes element `index`'s pixmap ahead of the sweep, unless it is made, being made, or would take the entries
    /// made ahead past their limit. Errors are dropped: the drawing thread makes the pixmap again and reports them.
    /// Returns false when the limit stopped it (the prefetcher then waits for the sweep to draw what it made).
    @discardableResult
    func prepareAhead(_ index: Int, bytes: Int, make: () throws(RenderError) -> Pixmap) -> Bool {
        let admitted: Bool? = state.withLock { state in
            guard state.entries[index] == nil else { return nil }
            guard state.aheadBytes + bytes <= state.aheadLimit else { return false }
            state.aheadBytes += bytes
            state.entries[index] = .making(dropped: false)
            return true
        }
        guard let admitted else { return true }
        guard admitted else { return false }
        do {
            try ledger.reserve(bytes, for: "")
        } catch {
            state.withLock { $0.aheadBytes -= bytes }
            abandon(index)
            return true
        }
        do {
            store(try make(), bytes: bytes, for: index, ahead: true)
        } catch {
            ledger.release(bytes)
            state.withLock { $0.aheadBytes -= bytes }
            abandon(index)
        }
        return true
    }

    /// Forgets what was kept for element `index`.
    func drop(_ index: Int) {
        let released: Int = state.withLock { state in
            switch state.entries[index] {
            case .made(_, let bytes, let ahead)?:
                state.entries[index] = nil
                if ahead { state.aheadBytes -= bytes }
                return bytes
            case .making?:
                state.entries[index] = .making(dropped: true)
                return 0
            case nil:
                return 0
            }
        }
        ledger.release(released)
    }

    /// The number of elements with something kept (for tests of the sweep).
    var count: Int { state.withLock { $0.entries.count } }

    /// How many pixmaps were made ahead of the sweep (for the statistics and tests).
    package var madeAhead: Int { state.withLock { $0.madeAheadCount } }

    /// What `claim` found for an element.
    private enum Claim {
        /// Nobody had it: this thread makes it.
        case claimed
        /// Made: take it.
        case made
        /// Being made elsewhere; do this unit of other work meanwhile.
        case help(() -> Bool)
    }

    /// Claims element `index` for making (true), or waits until another thread has made it (false), doing the
    /// helper's work meanwhile while there is some.
    private func claim(_ index: Int) -> Bool {
        var helping = true
        while true {
            let found: Claim
            if helping {
                found = state.withLock { state in
                    switch state.entries[index] {
                    case nil:
                        state.entries[index] = .making(dropped: false)
                        return .claimed
                    case .made?:
                        return .made
                    case .making?:
                        return state.helper.map { .help($0) } ?? .help({ false })
                    }
                }
            } else {
                // Nothing left to help with: sleep until the maker stores or abandons the element.
                found = state.wait(until: { state in
                    if case .making? = state.entries[index] { return false }
                    return true
                }, then: { state in
                    if state.entries[index] == nil {
                        state.entries[index] = .making(dropped: false)
                        return .claimed
                    }
                    return .made
                })
            }
            switch found {
            case .claimed: return true
            case .made: return false
            case .help(let help): helping = help()
            }
        }
    }

    /// The made pixmap of `index` (after `claim` returned false), now drawn: no longer counted as ahead.
    private func take(_ index: Int) -> Pixmap {
        state.withLock { state in
            guard case .made(let pixmap, let bytes, let ahead)? = state.entries[index] else {
                preconditionFailure("element \(index) was claimed as made")
            }
            if ahead {
                state.aheadBytes -= bytes
                state.entries[index] = .made(pixmap, bytes: bytes, ahead: false)
            }
            return pixmap
        }
    }

    private func store(_ pixmap: Pixmap, bytes: Int, for index: Int, ahead: Bool) {
        let discarded: Bool = state.withLockWakingWaiters { state in
            if case .making(dropped: true)? = state.entries[index] {
                state.entries[index] = nil
                if ahead { state.aheadBytes -= bytes }
                return true
            }
            state.entries[index] = .made(pixmap, bytes: bytes, ahead: ahead)
            if ahead { state.madeAheadCount += 1 }
            return false
        }
        if discarded { ledger.release(bytes) }
    }

    private func abandon(_ index: Int) {
        state.withLockWakingWaiters { $0.entries[index] = nil }
    }
}
