#if canImport(Glibc)
import Glibc
#endif
@testable import ChatWorkers
import Testing

/// The one pool: every job runs exactly once, on a worker or on whoever needs its result; forEach covers every
/// index; a pool without threads still finishes everything on the calling thread.
@Suite("WorkerPool")
struct WorkerPoolTests {
    @Test("forEach calls every index exactly once, for any pool size and count", arguments: [0, 1, 2, 3, 8])
    func forEachCoversEveryIndex(threads: Int) {
        let pool = WorkerPool(threads: threads)
        for count in [0, 1, 2, 7, 100] {
            let seen = Locked([Int](repeating: 0, count: count))
            pool.forEach(count) { index in seen.withLock { $0[index] += 1 } }
            #expect(seen.withLock { $0 } == [Int](repeating: 1, count: count), "\(threads) threads, \(count) iterations")
        }
    }

    @Test("forEach uses other threads when it may")
    func forEachRunsInParallel() {
        let pool = WorkerPool(threads: 3)
        let threads = Locked(Set<UInt>())
        for _ in 0..<20 {
            pool.forEach(4) { _ in
                _ = threads.withLock { $0.insert(UInt(bitPattern: Int(bitPattern: pthread_self()))) }
                var x = 0
                for i in 0..<200_000 { x &+= i }
                precondition(x != 1)
            }
        }
        #expect(threads.withLock { $0.count } > 1)
    }

    @Test("submitted jobs all run; a job nobody took runs on the thread that waits for it")
    func submitAndWait() {
        let pool = WorkerPool(threads: 2)
        let squares = Locked([Int](repeating: 0, count: 50))
        let jobs = (0..<50).map { i in pool.submit { squares.withLock { $0[i] = i * i } } }
        for job in jobs { job.wait() }
        #expect(jobs.allSatisfy { $0.isFinished })
        #expect(squares.withLock { $0 } == (0..<50).map { $0 * $0 })
        let none = WorkerPool(threads: 0)
        let ran = Locked(false)
        let job = none.submit { ran.withLock { $0 = true } }
        #expect(!job.isFinished && !ran.withLock { $0 })
        job.wait()
        #expect(job.isFinished && ran.withLock { $0 })
    }

    @Test("a cancelled job never runs; a job that ran cannot be cancelled")
    func cancel() {
        let pool = WorkerPool(threads: 0)
        let ran = Locked(0)
        let job = pool.submit { ran.withLock { $0 += 1 } }
        #expect(job.cancel())
        #expect(!job.runIfQueued())
        job.wait()
        #expect(ran.withLock { $0 } == 0)
        let other = pool.submit { ran.withLock { $0 += 1 } }
        #expect(other.runIfQueued() && !other.cancel() && !other.runIfQueued())
        #expect(ran.withLock { $0 } == 1)
    }

    @Test("a released pool still finishes what was queued")
    func releasedPoolDrains() {
        let done = Locked(0)
        var jobs: [PoolJob] = []
        do {
            let pool = WorkerPool(threads: 2)
            jobs = (0..<20).map { _ in pool.submit { done.withLock { $0 += 1 } } }
        }
        for job in jobs { job.wait() }
        #expect(done.withLock { $0 } == 20)
    }
}
