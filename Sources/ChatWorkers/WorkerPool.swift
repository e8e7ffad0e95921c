/// Threads that run work handed to them, shared by every part of chatrender that works in parallel: the PNG
/// encoder's strips, a large resampling pass's rows, a batch's or a check's conversations, fontconfig's prewarm.
/// Built on pthreads, `Mutex` (through `Locked`) and semaphores.
///
/// - Up to `threads` worker threads are started as work arrives (never before), each with a stack of `stackBytes`;
///   idle ones sleep until there is work. A thread the system refuses is not an error: work that no thread takes
///   is run by whoever needs it (`PoolJob.wait()`, and `forEach`'s calling thread), so nothing waits forever.
/// - `submit` queues one job and returns it (`PoolJob`: wait for it, run it, or cancel it); `forEach` runs a
///   loop's iterations on the calling thread and the workers together and returns when all are done.
/// - When the pool is released, its threads finish the jobs queued and end.
///
/// Thread-safe: any thread may submit. The pool never decides what the work computes, only where it runs, so the
/// results do not depend on its size.
package final class WorkerPool: Sendable {
    /// The most worker threads this pool starts.
    package let threads: Int
    private let state: PoolState

    /// A pool of up to `threads` worker threads (0: none, everything runs on the calling threads), each with a
    /// stack of `stackBytes` (0: the system's default).
    package init(threads: Int, stackBytes: Int = 0) {
        self.threads = max(0, threads)
        state = PoolState(limit: self.threads, stackBytes: stackBytes)
    }

    deinit {
        state.close()
    }

    /// Queues `work` for a worker thread and returns its job: `wait()` waits for it (or runs it, when no thread has
    /// taken it yet), `cancel()` drops it before it starts.
    @discardableResult
    package func submit(_ work: @escaping @Sendable () -> Void) -> PoolJob {
        let job = PoolJob(work)
        state.enqueue { job.runIfQueued() }
        return job
    }

    /// Calls `body(0)`, …, `body(count − 1)`, each exactly once, on the calling thread and up to `count − 1` of the
    /// pool's threads at once, in no particular order; returns when every call has returned.
    package func forEach(_ count: Int, _ body: (Int) -> Void) {
        guard count > 1, threads > 0 else {
            for index in 0..<max(0, count) { body(index) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let loop = SharedLoop(count: count, body: body)
            let helpers = (0..<min(count - 1, threads)).map { _ in submit { loop.run() } }
            loop.run()
            // Helpers no thread has started never will; those running finish the iterations they took.
            for helper in helpers where !helper.cancel() {
                helper.wait()
            }
        }
    }
}

/// The iterations of one `forEach`, taken one at a time by whichever thread is free.
private final class SharedLoop: @unchecked Sendable {
    private let count: Int
    private let body: (Int) -> Void
    private let next = Locked(0)

    init(count: Int, body: @escaping (Int) -> Void) {
        self.count = count
        self.body = body
    }

    /// Runs iterations until none is left.
    func run() {
        while true {
            let index = next.withLock { next -> Int in
                defer { next += 1 }
                return next
            }
            guard index < count else { return }
            body(index)
        }
    }
}

/// The queue and the threads of a `WorkerPool`, which its worker threads keep alive until they end.
private final class PoolState: Sendable {
    private struct Queue {
        var jobs: [@Sendable () -> Void] = []
        var head = 0
        /// Workers asleep, each on its own semaphore.
        var idle: [Semaphore] = []
        var workers = 0
        var closing = false

        mutating func take() -> (@Sendable () -> Void)? {
            guard head < jobs.count else { return nil }
            let job = jobs[head]
            head += 1
            if head == jobs.count {
                jobs.removeAll(keepingCapacity: true)
                head = 0
            }
            return job
        }
    }

    private enum Decision {
        case wake(Semaphore)
        case start
        case none
    }

    private let limit: Int
    private let stackBytes: Int
    private let queue = Locked(Queue())

    init(limit: Int, stackBytes: Int) {
        self.limit = limit
        self.stackBytes = stackBytes
    }

    /// Queues `job`, waking an idle worker or starting a new one when the pool may.
    func enqueue(_ job: @escaping @Sendable () -> Void) {
        guard limit > 0 else { return }
        let decision = queue.withLock { queue -> Decision in
            queue.jobs.append(job)
            if let idle = queue.idle.popLast() { return .wake(idle) }
            guard queue.workers < limit else { return .none }
            queue.workers += 1
            return .start
        }
        switch decision {
        case .wake(let idle):
            idle.signal()
        case .start:
            if !WorkerThread.start(stackBytes: stackBytes, { [self] in work() }) {
                // No thread: the jobs stay with whoever needs their results (a job nobody waits for is dropped).
                queue.withLock { queue in
                    queue.workers -= 1
                    if queue.workers == 0 { queue.jobs.removeAll(); queue.head = 0 }
                }
            }
        case .none:
            break
        }
    }

    /// A worker thread: runs queued jobs, sleeps while there are none, ends once the pool is closed and drained.
    private func work() {
        let wake = Semaphore()
        while true {
            let next = queue.withLock { queue -> (@Sendable () -> Void)?? in
                if let job = queue.take() { return .some(job) }
                if queue.closing {
                    queue.workers -= 1
                    return .none
                }
                queue.idle.append(wake)
                return .some(nil)
            }
            switch next {
            case .some(.some(let job)): job()
            case .some(.none): wake.wait()
            case .none: return
            }
        }
    }

    /// Lets the workers end once the queue is empty, waking the idle ones.
    func close() {
        let idle = queue.withLock { queue -> [Semaphore] in
            queue.closing = true
            defer { queue.idle.removeAll() }
            return queue.idle
        }
        for worker in idle { worker.signal() }
    }
}
