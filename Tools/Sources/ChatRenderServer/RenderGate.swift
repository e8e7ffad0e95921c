import Foundation

/// Admission control for renders: at most `capacity` at once, at most `queueLimit` waiting in arrival order,
/// and a refusal (never a wait) beyond that, so that the service's memory and latency stay bounded under any load.
final class RenderGate: @unchecked Sendable {
    /// What became of a request asking for a slot.
    enum Admission: Equatable {
        /// It holds a slot; call `leave()` when done.
        case admitted
        /// The queue is full: answer 503 at once.
        case full
        /// It waited until its deadline without getting a slot.
        case timedOut
    }

    let capacity: Int
    let queueLimit: Int
    private let lock = NSLock()
    private var running = 0
    private var waiting: [(id: UInt64, resume: CheckedContinuation<Bool, Never>)] = []
    private var nextID: UInt64 = 0
    /// Requests that chose to wait and are about to join `waiting` (they count against the queue limit already).
    private var joining = 0

    init(capacity: Int, queueLimit: Int) {
        self.capacity = max(1, capacity)
        self.queueLimit = max(0, queueLimit)
    }

    /// Renders running and requests waiting, for the metrics.
    var counts: (running: Int, waiting: Int) {
        lock.withLock { (running, waiting.count) }
    }

    /// Takes a slot, waiting in line until `deadline` when all are busy.
    func enter(deadline: ContinuousClock.Instant) async -> Admission {
        enum Immediate { case admitted, full, wait(UInt64) }
        let immediate: Immediate = lock.withLock {
            if running < capacity && waiting.isEmpty {
                running += 1
                return .admitted
            }
            guard waiting.count + joining < queueLimit else { return .full }
            nextID += 1
            joining += 1
            return .wait(nextID)
        }
        let id: UInt64
        switch immediate {
        case .admitted: return .admitted
        case .full: return .full
        case .wait(let number): id = number
        }
        let timer = Task { [weak self] in
            try? await Task.sleep(until: deadline, clock: .continuous)
            self?.expire(id)
        }
        defer { timer.cancel() }
        let admitted = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            lock.withLock {
                joining -= 1
                // A slot may have been freed between the check and now, or the deadline passed already.
                if running < capacity && waiting.isEmpty {
                    running += 1
                    continuation.resume(returning: true)
                } else if ContinuousClock.now >= deadline {
                    continuation.resume(returning: false)
                } else {
                    waiting.append((id, continuation))
                }
            }
        }
        return admitted ? .admitted : .timedOut
    }

    /// Gives the slot back, to the longest-waiting request when there is one.
    func leave() {
        let next: CheckedContinuation<Bool, Never>? = lock.withLock {
            if waiting.isEmpty {
                running -= 1
                return nil
            }
            return waiting.removeFirst().resume
        }
        next?.resume(returning: true)
    }

    /// Takes a request out of the line when its deadline passed before it got a slot.
    private func expire(_ id: UInt64) {
        let expired: CheckedContinuation<Bool, Never>? = lock.withLock {
            guard let index = waiting.firstIndex(where: { $0.id == id }) else { return nil }
            return waiting.remove(at: index).resume
        }
        expired?.resume(returning: false)
    }
}
