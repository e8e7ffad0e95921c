/// Whole-buffer equality eight bytes at a time: pixelmatch's "identical images" fast path.
enum ByteComparison {
    /// True when `a` and `b` hold the same bytes.
    static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { ra in
            b.withUnsafeBytes { rb in
                let count = ra.count
                let words = count / 8
                var offset = 0
                for _ in 0..<words {
                    if ra.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        != rb.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
                    offset += 8
                }
                while offset < count {
                    if ra[offset] != rb[offset] { return false }
                    offset += 1
                }
                return true
            }
        }
    }
}
