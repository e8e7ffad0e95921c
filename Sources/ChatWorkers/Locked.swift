import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A value behind a `Synchronization.Mutex`: the state chatrender's threads share (the worker pool's queue and jobs,
/// what jobs hand back). `withLock` is `Mutex.withLock` plus annotations for ThreadSanitizer.
///
/// Swift's `Mutex` on Linux hands a contended lock over in the kernel (a priority-inheritance futex), where
/// ThreadSanitizer cannot see that one critical section ends before the next begins, so `make sanitize` would
/// report races that cannot happen (four threads appending to one array under a `Mutex` are enough). Under
/// ThreadSanitizer each critical section says so itself (`__tsan_acquire` on entry, `__tsan_release` on exit,
/// looked up at run time); in any other process the lookup finds nothing and nothing more is called.
public final class Locked<Value>: @unchecked Sendable {
    @usableFromInline
    let mutex: Mutex<Value>

    /// A lock around `value`.
    public init(_ value: sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value, holding the lock. (Public and inlinable, not `package`: only so is it specialised
    /// in the modules that call it, instead of looking up generic metadata at every call.)
    @inlinable
    public func withLock<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result {
        try mutex.withLock { (value) throws(E) -> sending Result in
            let address = Unmanaged.passUnretained(self).toOpaque()
            ThreadSanitizer.acquire?(address)
            defer { ThreadSanitizer.release?(address) }
            return try body(&value)
        }
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
