#if canImport(Glibc)
import Glibc
#endif

/// A value behind a lock that threads can wait on until it reaches some state: the element prefetcher's frontier
/// and work list, and the elements being made that another thread waits for. `Locked` is for state nobody waits
/// on; `Monitor` adds waiting (a pthread mutex and condition variable, which ThreadSanitizer follows as they are).
///
/// A thread changes the state with `withLockWakingWaiters` (every waiting thread then checks its condition again),
/// or with `withLock` when no waiter can care; it waits with `wait(until:then:)`, which sleeps with the lock released
/// and runs its body holding it once the condition holds.
package final class Monitor<State>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>
    private var state: State

    /// A monitor around `state`.
    package init(_ state: State) {
        self.state = state
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the state, holding the lock.
    package func withLock<Result, E: Error>(_ body: (inout State) throws(E) -> Result) throws(E) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }

    /// Runs `body` with the state, holding the lock, then wakes every thread waiting in `wait(until:then:)`.
    package func withLockWakingWaiters<Result, E: Error>(_ body: (inout State) throws(E) -> Result) throws(E) -> Result {
        pthread_mutex_lock(mutex)
        defer {
            pthread_cond_broadcast(condition)
            pthread_mutex_unlock(mutex)
        }
        return try body(&state)
    }

    /// Waits until `ready` holds for the state (sleeping with the lock released, checking again after each change
    /// made with `withLockWakingWaiters`), then runs `body` with the state, holding the lock throughout.
    package func wait<Result>(until ready: (inout State) -> Bool, then body: (inout State) -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while !ready(&state) {
            pthread_cond_wait(condition, mutex)
        }
        return body(&state)
    }
}
