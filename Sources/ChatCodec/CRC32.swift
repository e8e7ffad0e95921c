import CZlib

/// CRC-32 as PNG chunks use it (ISO 3309 / ITU-T V.42, polynomial 0xEDB88320, reflected), computed by zlib's
/// `crc32` (zlib is linked for PNG colour chunks already; docs/design.md).
enum CRC32 {
    /// The checksum of `bytes`.
    static func checksum<Bytes: Collection>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        let contiguous = Array(bytes)
        return contiguous.withUnsafeBufferPointer { buffer in
            UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress, uInt(buffer.count)))
        }
    }
}
