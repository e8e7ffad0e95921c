/// Bounds-checked big- and little-endian integer reads from a byte array, for header parsers.
/// Each returns nil instead of trapping when the bytes run out.
extension Array where Element == UInt8 {
    /// The big-endian 16-bit value at `offset`, or nil past the end.
    func bigEndianUInt16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset <= count - 2 else { return nil }
        return UInt16(self[offset]) << 8 | UInt16(self[offset + 1])
    }

    /// The big-endian 32-bit value at `offset`, or nil past the end.
    func bigEndianUInt32(at offset: Int) -> UInt32? {
        guard offset >= 0, offset <= count - 4 else { return nil }
        return UInt32(self[offset]) << 24 | UInt32(self[offset + 1]) << 16 | UInt32(self[offset + 2]) << 8 | UInt32(self[offset + 3])
    }

    /// The 16-bit value at `offset` in the given byte order, or nil past the end.
    func uint16(at offset: Int, littleEndian: Bool) -> UInt16? {
        guard offset >= 0, offset <= count - 2 else { return nil }
        return littleEndian ? UInt16(self[offset]) | UInt16(self[offset + 1]) << 8 : UInt16(self[offset]) << 8 | UInt16(self[offset + 1])
    }

    /// The 32-bit value at `offset` in the given byte order, or nil past the end.
    func uint32(at offset: Int, littleEndian: Bool) -> UInt32? {
        guard offset >= 0, offset <= count - 4 else { return nil }
        let b0 = UInt32(self[offset]), b1 = UInt32(self[offset + 1]), b2 = UInt32(self[offset + 2]), b3 = UInt32(self[offset + 3])
        return littleEndian ? b0 | b1 << 8 | b2 << 16 | b3 << 24 : b0 << 24 | b1 << 16 | b2 << 8 | b3
    }
}
