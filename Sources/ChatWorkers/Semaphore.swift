#if canImport(Glibc)
import Glibc
#endif

/// A counting semaphore (POSIX `sem_t`): how a thread sleeps until another wakes it. `Mutex` guards the pool's
/// state; a semaphore is only ever waited on outside it, so a wake-up posted before the wait is never lost.
final class Semaphore: @unchecked Sendable {
    private let semaphore: UnsafeMutablePointer<sem_t>

    /// A semaphore at 0: the first `wait()` sleeps until a `signal()`.
    init() {
        semaphore = .allocate(capacity: 1)
        sem_init(semaphore, 0, 0)
    }

    deinit {
        sem_destroy(semaphore)
        semaphore.deallocate()
    }

    /// Wakes one waiter, or lets the next `wait()` return at once.
    func signal() {
        sem_post(semaphore)
    }

    /// Sleeps until a `signal()` (returns at once for one already posted).
    func wait() {
        while sem_wait(semaphore) != 0 && errno == EINTR {}
    }
}
