import ChatRaster

/// Pixmaps made for one display-list element (a photo resampled and masked, a location's map) and kept while
/// the band sweep is inside the element, so an element spanning several bands is prepared once. The sweep drops
/// each entry when the element is finished, so at most the elements crossing the current band are held.
final class PreparedElements: @unchecked Sendable {
    private var pixmaps: [Int: (pixmap: Pixmap, bytes: Int)] = [:]
    private let ledger: MemoryLedger

    init(ledger: MemoryLedger) {
        self.ledger = ledger
    }

    /// The pixmap kept for element `index`, made by `make` the first time; making it may hold up to `bytes`
    /// (counted against the budget while it is kept; `what` names it in the error).
    func pixmap(for index: Int, bytes: Int, what: @autoclosure () -> String,
                make: () throws(RenderError) -> Pixmap) throws(RenderError) -> Pixmap {
        if let known = pixmaps[index] { return known.pixmap }
        try ledger.reserve(bytes, for: what())
        do {
            let made = try make()
            pixmaps[index] = (made, bytes)
            return made
        } catch {
            ledger.release(bytes)
            throw error
        }
    }

    /// Forgets what was kept for element `index`.
    func drop(_ index: Int) {
        if let dropped = pixmaps.removeValue(forKey: index) { ledger.release(dropped.bytes) }
    }

    /// The number of elements with something kept (for tests of the sweep).
    var count: Int { pixmaps.count }
}
