import CTurboJPEG

/// Owns one turbojpeg compressor or decompressor handle and destroys it exactly once, when the
/// last reference goes away. Keeps the C handle type inside the module.
final class TurboJPEGHandle {
    /// The handle, valid for this object's lifetime.
    let raw: tjhandle

    private init(raw: tjhandle) {
        self.raw = raw
    }

    deinit {
        tjDestroy(raw)
    }

    /// A new decompressor.
    static func decompressor() throws(CodecError) -> TurboJPEGHandle {
        guard let raw = tjInitDecompress() else {
            throw CodecError.outOfMemory("while creating a JPEG decompressor (\(globalErrorMessage()))")
        }
        return TurboJPEGHandle(raw: raw)
    }

    /// A new compressor.
    static func compressor() throws(CodecError) -> TurboJPEGHandle {
        guard let raw = tjInitCompress() else {
            throw CodecError.outOfMemory("while creating a JPEG compressor (\(globalErrorMessage()))")
        }
        return TurboJPEGHandle(raw: raw)
    }

    /// turbojpeg's message for the last failed call on this handle.
    var errorMessage: String {
        guard let text = tjGetErrorStr2(raw) else { return "turbojpeg gave no reason" }
        return String(cString: text)
    }

    /// Whether the last failure on this handle was only a warning (the image was still fully coded).
    var lastFailureWasWarning: Bool {
        tjGetErrorCode(raw) == Int32(TJERR_WARNING.rawValue)
    }

    private static func globalErrorMessage() -> String {
        guard let text = tjGetErrorStr2(nil) else { return "turbojpeg gave no reason" }
        return String(cString: text)
    }
}
