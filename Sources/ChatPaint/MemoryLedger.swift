import Foundation

/// Counts the pixel memory a render holds against its `MemoryBudget`, at run time: every decoded image, image
/// made from one, prepared element and band reserves its bytes before it is made and releases them when it is
/// dropped. A reservation past the budget fails with `RenderError.memoryBudget` (the plan made before drawing
/// normally refuses such renders first; this is the guarantee). Thread-safe.
package final class MemoryLedger: @unchecked Sendable {
    let budget: MemoryBudget
    private let lock = NSLock()
    private var held = 0
    private var highWater = 0

    package init(budget: MemoryBudget) {
        self.budget = budget
    }

    /// Bytes held now.
    var current: Int { lock.withLock { held } }
    /// The most bytes held at once so far.
    package var peak: Int { lock.withLock { highWater } }

    /// Reserves `bytes` for `what` (a phrase naming it, for the error), or throws when they do not fit, after
    /// checking that the system can still hand out that much (an allocation that fails is an error, exit 70,
    /// never an abort).
    package func reserve(_ bytes: Int, for what: @autoclosure () -> String) throws(RenderError) {
        guard bytes > 0 else { return }
        lock.lock()
        let (total, overflow) = held.addingReportingOverflow(bytes)
        guard !overflow, total <= budget.bytes else {
            let inUse = held
            lock.unlock()
            throw .memoryBudget(what: what(), needs: bytes, held: inUse, budget: budget)
        }
        held = total
        highWater = max(highWater, held)
        lock.unlock()
        do {
            try Self.checkAvailable(bytes, for: what())
        } catch {
            release(bytes)
            throw error
        }
    }

    /// Gives back `bytes` reserved before.
    func release(_ bytes: Int) {
        guard bytes > 0 else { return }
        lock.withLock { held = max(0, held - bytes) }
    }

    /// Throws `outOfMemory` when the system cannot allocate `bytes` now (checked with a real allocation, given
    /// back at once): Swift aborts on a failed allocation, so big buffers are tried first.
    package static func checkAvailable(_ bytes: Int, for what: @autoclosure () -> String) throws(RenderError) {
        guard bytes >= 1 << 20 else { return }
        guard let probe = malloc(bytes) else {
            throw RenderError.outOfMemory(what: what(), bytes: bytes)
        }
        free(probe)
    }
}
