import CHarfBuzz
import ChatFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of one font file, mapped once into memory and wrapped in a HarfBuzz blob (`hb_blob_t`) shared with
/// FreeType, which reads faces from the same memory. Releases the blob exactly once, in `deinit`; the mapping
/// goes when HarfBuzz drops its last reference.
///
/// Only a regular file is opened: a FIFO or device given as a font (`--font /dev/zero`, a pipe in `--fonts`)
/// would block or never end, and is refused before it is read.
final class FontFileBlob {
    let path: String
    /// The HarfBuzz blob (`hb_blob_t *`), for `hb_face_create`.
    let blob: OpaquePointer
    /// The file's bytes, valid as long as this object lives.
    let bytes: UnsafePointer<UInt8>
    let count: Int

    init(path: String) throws {
        let (descriptor, size): (Int32, Int)
        do {
            (descriptor, size) = try InputFile.openRegular(path)
        } catch {
            switch error {
            case .missing: throw TextError.fontFileMissing(path: path)
            case .notRegular(_, .directory): throw TextError.fontFileUnreadable(path: path)
            case .notRegular(_, let kind): throw TextError.fontFileNotRegular(path: path, kind: "\(kind)")
            default: throw TextError.fontFileUnreadable(path: path)
            }
        }
        defer { close(descriptor) }
        guard size > 0 else { throw TextError.notAFont(path: path, reason: "the file is empty") }
        guard size <= Int(UInt32.max) else { throw TextError.notAFont(path: path, reason: "the file is larger than 4 GiB") }
        guard let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapping != MAP_FAILED else {
            throw TextError.fontFileUnreadable(path: path)
        }
        // HarfBuzz unmaps the file when the blob's last reference goes (faces keep their own references).
        let region = UnsafeMutablePointer<Int>.allocate(capacity: 2)
        region[0] = Int(bitPattern: mapping)
        region[1] = size
        guard let blob = hb_blob_create_or_fail(
            mapping.assumingMemoryBound(to: CChar.self), UInt32(size), HB_MEMORY_MODE_READONLY, region, { context in
                guard let region = context?.assumingMemoryBound(to: Int.self) else { return }
                munmap(UnsafeMutableRawPointer(bitPattern: region[0]), region[1])
                region.deallocate()
            })
        else {
            // On failure HarfBuzz has already called the destroy function above: the mapping is gone.
            throw TextError.harfBuzz(operation: "wrap the font file", path: path)
        }
        self.path = path
        self.blob = blob
        self.bytes = UnsafeRawPointer(mapping).assumingMemoryBound(to: UInt8.self)
        self.count = size
    }

    deinit { hb_blob_destroy(blob) }
}
