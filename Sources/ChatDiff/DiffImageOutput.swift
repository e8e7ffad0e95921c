import ChatCodec

/// Where `ImageComparison.compare(expected:actual:diffImage:)` writes pixelmatch's diff image: an RGB PNG encoded
/// band by band as the images are compared, so it never needs the whole image in memory.
///
/// The caller owns what `open` returns: once the comparison returns, the PNG is complete, and the caller keeps it
/// (`chatrender diff -o`, or a check whose golden changed) or throws it away (the images matched); when the
/// comparison throws, the PNG is incomplete and should be thrown away.
public struct ChatDiffImageOutput {
    /// Opens where the PNG goes. Called at most once: when the images are known to have the same size and, unless
    /// `evenWhenIdentical`, to be different files. Throws `CodecError.writeFailed` saying why it cannot.
    public var open: () throws(CodecError) -> any ByteSink
    /// Draw the diff image of identical files too (pixelmatch does: the expected image faded to grey), as
    /// `chatrender diff -o` does; otherwise identical files are not decoded at all.
    public var evenWhenIdentical: Bool

    /// An output opened by `open` when there is a diff image to write.
    public init(evenWhenIdentical: Bool = false, open: @escaping () throws(CodecError) -> any ByteSink) {
        self.open = open
        self.evenWhenIdentical = evenWhenIdentical
    }
}
