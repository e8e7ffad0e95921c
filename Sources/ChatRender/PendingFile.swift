import ChatCodec
import ChatPaint

/// An output being written — a file that appears whole on `commit()` (`AtomicFile`), or a stream such as standard
/// output — as the library's writers hand it out (`FileWriter`). Exactly one of `commit()` and `discard()` ends it.
public protocol PendingFile: ByteSink {
    /// The path as the caller gave it, for messages.
    var path: String { get }
    /// Finishes the output (renaming a temporary file into place); throws `outputUnwritable` saying why not.
    func commit() throws(RenderError)
    /// Gives up: nothing is left behind (a temporary file is removed).
    func discard()
}
