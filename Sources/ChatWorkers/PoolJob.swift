/// A piece of work handed to a `WorkerPool` (`submit`). Its results go wherever the work puts them; once the job is
/// finished (`isFinished`, or `wait()` returned) they are visible to the thread that saw it finish.
///
/// Whoever needs the work done first runs it: a worker thread that takes it from the queue, or a thread that calls
/// `wait()` (or `runIfQueued()`) before any worker did. So work is never stuck behind busy or missing threads, and
/// every job runs exactly once unless `cancel()` drops it before it starts. A job that has run or was cancelled
/// holds nothing of its work (the closure and what it captured are released).
package final class PoolJob: Sendable {
    private enum Phase {
        case queued(@Sendable () -> Void)
        case running(waiters: [Semaphore])
        case finished
        case cancelled
    }

    private let phase: Locked<Phase>

    init(_ work: @escaping @Sendable () -> Void) {
        phase = Locked(.queued(work))
    }

    /// Runs the work on this thread if no thread has started it yet; true when it ran here.
    @discardableResult
    package func runIfQueued() -> Bool {
        guard runClaimed() else { return false }
        let waiters = phase.withLock { phase -> [Semaphore] in
            guard case .running(let waiters) = phase else { return [] }
            phase = .finished
            return waiters
        }
        for waiter in waiters { waiter.signal() }
        return true
    }

    /// Takes the work if it is still queued and runs it. The closure (and what it captured) is released when this
    /// returns, before anyone can learn that the job is done (`WorkerPool.forEach` relies on it).
    @inline(never)
    private func runClaimed() -> Bool {
        let work: (@Sendable () -> Void)? = phase.withLock { phase in
            guard case .queued(let work) = phase else { return nil }
            phase = .running(waiters: [])
            return work
        }
        guard let work else { return false }
        work()
        return true
    }

    /// True once the work has run.
    package var isFinished: Bool {
        phase.withLock { phase in
            if case .finished = phase { return true }
            return false
        }
    }

    /// Returns once the work has run: runs it here if no thread has started it, otherwise sleeps until the thread
    /// running it is done. Returns at once for a cancelled job.
    package func wait() {
        if runIfQueued() { return }
        var waiter: Semaphore?
        while true {
            let done: Bool = phase.withLock { phase in
                switch phase {
                case .finished, .cancelled, .queued:
                    return true
                case .running(let waiters):
                    if let waiter { phase = .running(waiters: waiters + [waiter]) }
                    return false
                }
            }
            if done { return }
            // Running on another thread: register, then sleep until it is done.
            if let waiter { waiter.wait() } else { waiter = Semaphore() }
        }
    }

    /// Drops the work if no thread has started it; true when it will never run. A running or finished job is not
    /// affected (false).
    @discardableResult
    package func cancel() -> Bool {
        phase.withLock { phase in
            switch phase {
            case .queued:
                phase = .cancelled
                return true
            case .cancelled:
                return true
            case .running, .finished:
                return false
            }
        }
    }
}
