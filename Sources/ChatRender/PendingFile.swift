import ChatCodec
import ChatPaint

/// An output being written — a file that appears whole on `commit()` (`ChatAtomicFile`), or a stream such as standard
/// output — as the library's writers hand it out (`ChatFileWriter`). Exactly one of `commit()` and `discard()` ends it.
public protocol ChatPendingFile: ChatByteSink {
    /// The path as the caller gave it, for messages.
    var path: String { get }
    /// Finishes the output (renaming a temporary file into place); throws `outputUnwritable` saying why not.
    func commit() throws(ChatRenderError)
    /// Gives up: nothing is left behind (a temporary file is removed).
    func discard()
}
