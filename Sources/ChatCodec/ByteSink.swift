/// Where an encoder writes its bytes as it produces them: a file, a pipe, memory.
///
/// Encoders call `write` in order, from one thread at a time.
public protocol ChatByteSink: AnyObject {
    /// Writes all of `bytes`, or throws `CodecError.writeFailed` saying why not.
    func write(_ bytes: UnsafeRawBufferPointer) throws(CodecError)
}

extension ByteSink {
    /// Writes all of `bytes`.
    package func write(_ bytes: [UInt8]) throws(CodecError) {
        let result = bytes.withUnsafeBytes { buffer -> Result<Void, CodecError> in
            do throws(CodecError) {
                try write(buffer)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }
}

/// A sink that keeps everything in memory.
public final class ChatMemorySink: ByteSink {
    /// Everything written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty sink.
    public init() {}

    public func write(_ bytes: UnsafeRawBufferPointer) throws(CodecError) {
        self.bytes.append(contentsOf: bytes)
    }
}
