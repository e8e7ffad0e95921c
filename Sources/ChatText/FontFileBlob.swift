import CHarfBuzz
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of one font file, mapped once by HarfBuzz (`hb_blob_t`) and shared with FreeType,
/// which reads faces from the same memory. Releases the blob exactly once, in `deinit`.
final class FontFileBlob {
    let path: String
    /// The HarfBuzz blob (`hb_blob_t *`), for `hb_face_create`.
    let blob: OpaquePointer
    /// The file's bytes, valid as long as this object lives.
    let bytes: UnsafePointer<UInt8>
    let count: Int

    init(path: String) throws {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw access(path, F_OK) == 0 ? TextError.fontFileUnreadable(path: path) : .fontFileMissing(path: path)
        }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else {
            hb_blob_destroy(blob)
            throw TextError.notAFont(path: path, reason: "the file is empty")
        }
        self.path = path
        self.blob = blob
        self.bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
        self.count = Int(length)
    }

    deinit { hb_blob_destroy(blob) }
}
