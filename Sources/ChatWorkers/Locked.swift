#if canImport(Glibc)
import Glibc
#endif

/// A value behind a lock: the state chatrender's threads share (the worker pool's queue and jobs, what jobs hand back,
/// the caches renders share).
///
/// The lock is a plain `pthread_mutex_t`, not `Synchronization.Mutex`: on Linux, Swift's `Mutex` is a priority-
/// inheritance futex whose word holds the owner's thread id, which Swift caches per thread. A process forked from a
/// Swift process (the render daemon, and each copy of it that runs a command) starts with its parent's cached id on
/// its main thread: once another thread waited on a lock that thread held, the kernel found no such thread in the
/// process and Swift stopped it ("Unknown error occurred while attempting to acquire a Mutex"), at random, under
/// load. A pthread mutex keeps no cached id, and ThreadSanitizer follows it as it is (the acquire and release
/// annotations `Mutex` needed are kept: outside ThreadSanitizer they are nil and cost a test).
public final class Locked<Value>: @unchecked Sendable {
    @usableFromInline
    let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline
    let storage: UnsafeMutablePointer<Value>

    /// A lock around `value`.
    public init(_ value: sending Value) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        storage = .allocate(capacity: 1)
        storage.initialize(to: value)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock. (Public and inlinable, not `package`: only so is it specialised
    /// in the modules that call it, instead of looking up generic metadata at every call.)
    @inlinable
    public func withLock<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let address = Unmanaged.passUnretained(self).toOpaque()
        ThreadSanitizer.acquire?(address)
        defer { ThreadSanitizer.release?(address) }
        return try body(&storage.pointee)
    }
}

/// ThreadSanitizer's annotation functions, when the process runs under it (nil otherwise).
@usableFromInline
enum ThreadSanitizer {
    @usableFromInline
    typealias Annotation = @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// `__tsan_acquire`: what was released at this address happened before.
    @usableFromInline
    static let acquire = function("__tsan_acquire")
    /// `__tsan_release`: what happened so far happens before the next acquire at this address.
    @usableFromInline
    static let release = function("__tsan_release")

    private static func function(_ name: String) -> Annotation? {
        dlsym(nil, name).map { unsafeBitCast($0, to: Annotation.self) }
    }
}
