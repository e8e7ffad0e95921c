import CChatRenderColor

/// The colour chunks of a PNG (sRGB, iCCP, cHRM, gAMA), read before decoding. libpng's simplified reader applies
/// gAMA itself and ignores the rest; so a tagged image is decoded from a copy without these chunks (its samples
/// as stored) and converted to sRGB by `ColorManagement` with the whole description.
struct PNGColorChunks: Equatable {
    /// An sRGB chunk: the image is sRGB whatever else is there (PNG specification, 11.3.3).
    var hasSRGB = false
    /// The inflated iCCP profile.
    var iccProfile: [UInt8]?
    /// gAMA / 100000 (the encoding exponent).
    var gamma: Double?
    /// cHRM / 100000: white, red, green, blue x and y.
    var chromaticities: [Double]?
    /// Where the colour chunks lie in the file (length to CRC), to leave them out of the copy.
    var chunkRanges: [Range<Int>] = []

    /// Whether the image needs converting: colour chunks other than sRGB.
    var describesOtherThanSRGB: Bool { !hasSRGB && (iccProfile != nil || gamma != nil || chromaticities != nil) }

    /// Whether the file has no colour chunk but sRGB (what chatrender writes): its samples are sRGB as stored, so
    /// reading them row by row gives what `PNGDecoder` gives.
    var isPlainSRGB: Bool { chunkRanges.count == (hasSRGB ? 1 : 0) }

    /// Walks the chunks up to the first IDAT. A malformed chunk stops the walk: the decoder reports it.
    static func read(_ bytes: [UInt8]) -> PNGColorChunks {
        var chunks = PNGColorChunks()
        var offset = 8
        while let length = bytes.bigEndianUInt32(at: offset).map(Int.init), offset + 12 + length <= bytes.count {
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let range = offset..<(offset + 12 + length)
            offset = range.upperBound
            switch type {
            case "IDAT", "IEND":
                return chunks
            case "sRGB":
                chunks.hasSRGB = true
                chunks.chunkRanges.append(range)
            case "gAMA":
                chunks.chunkRanges.append(range)
                if let value = data.bigEndianUInt32(at: 0), value > 0, length == 4 { chunks.gamma = Double(value) / 100_000 }
            case "cHRM":
                chunks.chunkRanges.append(range)
                if length == 32 {
                    chunks.chromaticities = (0..<8).compactMap { data.bigEndianUInt32(at: $0 * 4).map { Double($0) / 100_000 } }
                }
            case "iCCP":
                chunks.chunkRanges.append(range)
                chunks.iccProfile = inflatedProfile(data)
            default:
                break
            }
        }
        return chunks
    }

    /// The PNG without its colour chunks (so libpng leaves the samples as stored).
    func stripped(_ bytes: [UInt8]) -> [UInt8] {
        var copy: [UInt8] = []
        copy.reserveCapacity(bytes.count)
        var start = 0
        for range in chunkRanges {
            copy.append(contentsOf: bytes[start..<range.lowerBound])
            start = range.upperBound
        }
        copy.append(contentsOf: bytes[start...])
        return copy
    }

    /// The profile of an iCCP chunk: a keyword of 1–79 bytes, NUL, compression method 0, zlib data.
    private static func inflatedProfile(_ data: [UInt8]) -> [UInt8]? {
        guard let nul = data.prefix(80).firstIndex(of: 0), nul >= 1, nul + 2 <= data.count, data[nul + 1] == 0 else { return nil }
        let compressed = Array(data[(nul + 2)...])
        // The inflated size is unknown: start small, double up to the limit.
        var capacity = 1 << 16
        while true {
            var profile = [UInt8](repeating: 0, count: capacity)
            var written = 0
            let status = compressed.withUnsafeBufferPointer { input in
                profile.withUnsafeMutableBufferPointer { output in
                    crs_inflate(input.baseAddress, input.count, output.baseAddress, output.count, &written)
                }
            }
            if status == 0 {
                profile.removeSubrange(written...)
                return profile
            }
            guard status == 2, capacity < ColorManagement.maximumProfileBytes else { return nil }
            capacity *= 2
        }
    }
}
