import ChatWorkers
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// `Locked` in a forked process, as the render daemon and each copy of it that runs a command are: the thread that
/// forked holds the lock while another thread of the child waits for it. Swift's `Mutex` stopped such a child
/// ("Unknown error occurred while attempting to acquire a Mutex": its cached thread id was the parent's).
@Suite("Locked after fork")
struct LockedAfterForkTests {
    final class Shared: @unchecked Sendable {
        let counter = Locked(0)
    }

    @Test("a forked child's threads contend for a lock its forking thread holds, and the child ends normally")
    func contendedInForkedChild() {
        let shared = Shared()
        // Taken once before the fork, so that whatever a lock caches about this thread is cached.
        shared.counter.withLock { $0 += 1 }
        let child = fork()
        if child == 0 {
            var waiter = pthread_t()
            shared.counter.withLock { value in
                pthread_create(&waiter, nil, { argument in
                    let shared = Unmanaged<Shared>.fromOpaque(argument!).takeUnretainedValue()
                    shared.counter.withLock { $0 += 1 }
                    return nil
                }, Unmanaged.passUnretained(shared).toOpaque())
                // Long enough for the waiter to find the lock held and wait in the kernel.
                usleep(200_000)
                value += 1
            }
            pthread_join(waiter, nil)
            _exit(shared.counter.withLock { $0 } == 3 ? 0 : 1)
        }
        #expect(child > 0)
        var status: Int32 = 0
        var waited = 0
        // At most 20 s: a child stuck on the lock is killed and the test fails.
        while waitpid(child, &status, WNOHANG) == 0 {
            if waited == 2_000 {
                kill(child, SIGKILL)
                waitpid(child, &status, 0)
                break
            }
            usleep(10_000)
            waited += 1
        }
        let signal = status & 0x7f
        #expect(signal == 0, "the child was ended by signal \(signal)")
        #expect((status >> 8) & 0xff == 0, "the child's count was wrong")
    }
}
