import CChatRenderText
import ChatPaint
import Foundation

/// SHA-256 (FIPS 180-4), computed by CChatRenderText's `crs_sha256` (SHA-NI where the CPU has it, a portable C loop
/// elsewhere), so the project needs no crypto dependency and hashing stays fast in a debug build. Feed bytes with
/// `update` as often as needed, then read `finalize()`; `SHA256.hex(ofFile:)` streams a file in chunks.
package struct SHA256: Sendable {
    private var context = crs_sha256()

    /// A hash of nothing yet; `portable` keeps to the C loop even where SHA-NI is available (for tests).
    package init(portable: Bool = false) {
        if portable { crs_sha256_init_portable(&context) } else { crs_sha256_init(&context) }
    }

    /// True when this machine's blocks go through the CPU's SHA instructions.
    static var isAccelerated: Bool { crs_sha256_accelerated() != 0 }

    /// Appends `bytes` to the message.
    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        crs_sha256_update(&context, base, bytes.count)
    }

    /// Appends `bytes` to the message.
    package mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let array = Array(bytes)
        array.withUnsafeBytes { update($0) }
    }

    /// The 32-byte digest of everything appended (`self` can still be updated).
    package func finalize() -> [UInt8] {
        var copy = context
        return [UInt8](unsafeUninitializedCapacity: 32) { buffer, count in
            crs_sha256_final(&copy, buffer.baseAddress!)
            count = 32
        }
    }

    /// The digest as 64 lowercase hexadecimal digits, as `sha256sum` prints it.
    package func hexDigest() -> String {
        Self.hex(finalize())
    }

    /// The lowercase hexadecimal SHA-256 of `bytes`.
    package static func hex<Bytes: Sequence>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hash = SHA256()
        hash.update(bytes)
        return hash.hexDigest()
    }

    /// The lowercase hexadecimal SHA-256 of the file at `path`, read in 1 MiB chunks (font collections are
    /// tens of megabytes; the whole file is never held in memory).
    static func hex(ofFile path: String) throws(ChatRenderError) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .inputUnreadable(path: path, reason: "cannot open it to compute its SHA-256 (missing or permission denied)")
        }
        defer { try? handle.close() }
        var hash = SHA256()
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: 1 << 20)
            } catch {
                throw .inputUnreadable(path: path, reason: "reading it failed: \(error.localizedDescription)")
            }
            guard let chunk, !chunk.isEmpty else { break }
            chunk.withUnsafeBytes { hash.update($0) }
        }
        return hash.hexDigest()
    }

    private static func hex(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(digest.count * 2)
        for byte in digest {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension SHA256 {
    /// The 32-byte SHA-256 of `bytes`.
    package static func digest(of bytes: [UInt8]) -> [UInt8] {
        var hash = SHA256()
        hash.update(bytes)
        return hash.finalize()
    }
}
