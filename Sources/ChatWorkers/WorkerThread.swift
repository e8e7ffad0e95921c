#if canImport(Glibc)
import Glibc
#endif

/// Starts detached threads straight through pthreads: a thread the system refuses (a memory or process limit) is
/// a `false`, never a crash or an endless retry (libdispatch retries forever), so the caller can do the work itself.
enum WorkerThread {
    /// What a new thread runs.
    private final class Start {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs `body` on a new detached thread with a stack of `stackBytes` (0: the system's default); false when the
    /// thread could not be created (`body` is then not run).
    static func start(stackBytes: Int, _ body: @escaping @Sendable () -> Void) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        if stackBytes > 0 { pthread_attr_setstacksize(&attributes, stackBytes) }
        let context = Unmanaged.passRetained(Start(body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<Start>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        if status != 0 {
            Unmanaged<Start>.fromOpaque(context).release()
            return false
        }
        return true
    }
}
