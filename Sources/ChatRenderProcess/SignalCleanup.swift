import CChatRenderProcess
import ChatRender

/// The temporary files that SIGINT, SIGTERM and SIGHUP remove before the process ends (`crs_cleanup.h`), once
/// `ProcessSetup.prepare` installed the handlers: a `ChatTemporaryFileRegistry` for `ChatAtomicFile`.
package final class SignalCleanup: ChatTemporaryFileRegistry {
    /// The process's one table of such files.
    package static let shared = SignalCleanup()

    private init() {}

    package func register(_ path: String) -> Int {
        Int(crs_cleanup_add(path))
    }

    package func unregister(_ token: Int) {
        guard let slot = Int32(exactly: token) else { return }
        crs_cleanup_remove(slot)
    }
}
