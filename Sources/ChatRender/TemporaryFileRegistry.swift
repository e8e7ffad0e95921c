/// Hears of the temporary files `ChatAtomicFile` creates, for as long as each exists, so that something outside the
/// library can remove them should the process be interrupted: a command-line program's signal handlers
/// (`ChatRenderProcess`). The library itself keeps no process-wide state and installs no handlers.
package protocol ChatTemporaryFileRegistry: Sendable {
    /// Records `path` (about to be created); returns a token for `unregister`, or -1 when it could not be recorded
    /// (the file is then simply not removed on an interruption).
    func register(_ path: String) -> Int
    /// Forgets a registration (the file was renamed into place or removed). Accepts -1.
    func unregister(_ token: Int)
}
