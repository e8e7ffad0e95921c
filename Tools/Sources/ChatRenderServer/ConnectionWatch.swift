import Synchronization

/// Whether the client of a connection is still there to read an answer: set by `ConnectionGuard` when the
/// connection closes or the client closes its side of it, and asked by a render in progress between bands
/// (`ChatRenderOptions.shouldStop`), so that a render nobody waits for any more stops at the next band.
final class ConnectionWatch: Sendable {
    private let gone = Atomic<Bool>(false)

    /// The watch of the connection whose request the current task answers (nil outside the service's connections,
    /// e.g. in Hummingbird's router tests).
    @TaskLocal static var current: ConnectionWatch?

    /// True once the client disconnected or closed its side of the connection.
    var clientGone: Bool { gone.load(ordering: .relaxed) }

    /// Records that the client is gone.
    func markGone() { gone.store(true, ordering: .relaxed) }
}
