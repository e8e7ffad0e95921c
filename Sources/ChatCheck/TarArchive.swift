import ChatCodec

/// POSIX ustar members, as GNU tar, bsdtar and Python's `tarfile` read them (a WebDataset shard is such a tar):
/// regular files only, every header with mtime 0, uid and gid 0, no owner names and mode 0644, so the same members
/// in the same order are the same bytes on any machine. Names are at most 100 bytes (no prefix field is used).
enum TarArchive {
    /// The longest member name.
    static let maximumNameLength = 100

    /// The 512-byte header of a regular file `name` of `size` bytes.
    static func header(name: String, size: Int) -> [UInt8] {
        precondition(name.utf8.count <= maximumNameLength && size >= 0 && size < 1 << 33, "checked by the caller")
        var block = [UInt8](repeating: 0, count: 512)
        func put(_ text: String, at offset: Int) {
            for (index, byte) in text.utf8.enumerated() { block[offset + index] = byte }
        }
        func octal(_ value: Int, digits: Int) -> String {
            let text = String(value, radix: 8)
            return String(repeating: "0", count: max(0, digits - text.count)) + text
        }
        put(name, at: 0)
        put("0000644", at: 100)             // mode
        put("0000000", at: 108)             // uid
        put("0000000", at: 116)             // gid
        put(octal(size, digits: 11), at: 124)
        put("00000000000", at: 136)         // mtime
        put("        ", at: 148)            // checksum, counted as spaces
        put("0", at: 156)                   // typeflag: regular file
        put("ustar", at: 257)               // magic "ustar\0"
        put("00", at: 263)                  // version
        let checksum = block.reduce(0) { $0 + Int($1) }
        put(octal(checksum, digits: 6), at: 148)
        block[154] = 0
        block[155] = UInt8(ascii: " ")
        return block
    }

    /// Writes one member: its header, its bytes, and zeros up to the next 512-byte block.
    static func writeMember(name: String, bytes: [UInt8], to sink: any ChatByteSink) throws(CodecError) {
        try sink.write(header(name: name, size: bytes.count))
        try sink.write(bytes)
        let padding = (512 - bytes.count % 512) % 512
        if padding > 0 { try sink.write([UInt8](repeating: 0, count: padding)) }
    }

    /// The end of an archive: two zero blocks.
    static func writeEnd(to sink: any ChatByteSink) throws(CodecError) {
        try sink.write([UInt8](repeating: 0, count: 1024))
    }
}
