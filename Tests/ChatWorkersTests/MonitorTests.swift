import ChatWorkers
import Testing

/// Monitor: a waiter sleeps until another thread's change makes its condition hold, and sees that change.
@Suite("Monitor")
struct MonitorTests {
    @Test("wait(until:then:) returns once a change made with withLockWakingWaiters makes the condition hold")
    func waitsForChange() {
        let monitor = Monitor((count: 0, seenAt: [Int]()))
        let pool = WorkerPool(threads: 3)
        // Three waiters, each for its own count; the calling thread counts up to 3, one change at a time.
        let waiters = (1...3).map { target in
            pool.submit {
                monitor.wait(until: { $0.count >= target }) { $0.seenAt.append($0.count) }
            }
        }
        for _ in 1...3 {
            monitor.withLockWakingWaiters { $0.count += 1 }
        }
        for waiter in waiters { waiter.wait() }
        let seen = monitor.withLock { $0.seenAt }
        #expect(seen.count == 3)
        #expect(seen.allSatisfy { (1...3).contains($0) })
    }

    @Test("a condition that already holds does not wait; withLock hands back what the body returns")
    func noWaitWhenReady() {
        let monitor = Monitor(5)
        #expect(monitor.wait(until: { $0 == 5 }) { value -> Int in
            value += 1
            return value
        } == 6)
        #expect(monitor.withLock { $0 } == 6)
    }
}
