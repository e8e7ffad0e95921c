import ChatRender
import ChatRenderProcess
#if canImport(Glibc)
import Glibc
#endif

/// What a daemon's copy hands back as it ends: the images its command decoded and resampled (the copy's cache dies
/// with it), so that the daemon keeps them for the next commands (a test suite's avatars, a batch of screens with the
/// same photos). The same bytes either way: images are kept by content, as a batch keeps them.
enum DaemonLearning {
    /// In a command's process: records what its cache keeps from now on and sends it when the process exits.
    static func start() {
        guard let cache = ChatRenderCache.processWide else { return }
        cache.recordLearning()
        atexit { DaemonLearning.send() }
    }

    /// Sends what was learned (nothing when nothing was); says so under `CHATRENDER_TRACE=1`.
    static func send() {
        guard let bytes = ChatRenderCache.processWide?.learned(), !bytes.isEmpty else { return }
        let sent = RenderDaemon.sendLearned(bytes)
        guard let trace = getenv("CHATRENDER_TRACE"), String(cString: trace) == "1" else { return }
        let line = "chatrender: trace: " + (sent ? "handed the daemon" : "could not hand the daemon")
            + " \(bytes.count) bytes of images it had not seen\n"
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }
}
