/// What a JPEG's APP segments say about its colours, read before decoding: the embedded ICC profile (APP2
/// `ICC_PROFILE` chunks, possibly split over several segments) and the Adobe APP14 marker, whose presence means
/// CMYK values are stored inverted (as Photoshop writes them).
struct JPEGColorMetadata: Equatable {
    /// The ICC profile, reassembled; nil when there is none or its chunks are inconsistent (then the image is
    /// treated as untagged, as browsers do).
    var iccProfile: [UInt8]?
    /// The transform byte of the Adobe APP14 marker (0 unknown/CMYK, 1 YCbCr, 2 YCCK); nil without the marker.
    var adobeTransform: UInt8?

    private static let iccIdentifier = Array("ICC_PROFILE".utf8) + [0]
    private static let adobeIdentifier = Array("Adobe".utf8)

    /// Walks the segments from SOI to the first scan (SOS). Damage stops the walk quietly: the decoder that follows
    /// reports it.
    static func read(_ bytes: [UInt8]) -> JPEGColorMetadata {
        var metadata = JPEGColorMetadata()
        var chunks: [Int: ArraySlice<UInt8>] = [:]
        var declaredCount: Int?
        var consistent = true
        var offset = 2
        while offset + 1 < bytes.count {
            guard bytes[offset] == 0xFF else { break }
            var markerOffset = offset + 1
            while markerOffset < bytes.count, bytes[markerOffset] == 0xFF { markerOffset += 1 }  // fill bytes
            guard markerOffset < bytes.count else { break }
            let marker = bytes[markerOffset]
            offset = markerOffset + 1
            if marker == 0x01 || (0xD0...0xD8).contains(marker) { continue }  // no length
            if marker == 0xDA || marker == 0xD9 { break }  // scan data or end: no more metadata
            guard let length = bytes.bigEndianUInt16(at: offset).map(Int.init), length >= 2, offset + length <= bytes.count else { break }
            let payload = bytes[(offset + 2)..<(offset + length)]
            offset += length
            if marker == 0xE2, payload.starts(with: iccIdentifier), payload.count >= iccIdentifier.count + 2 {
                let sequence = Int(payload[payload.startIndex + 12]), count = Int(payload[payload.startIndex + 13])
                if declaredCount == nil { declaredCount = count }
                if count != declaredCount || sequence < 1 || sequence > count || chunks[sequence] != nil { consistent = false }
                chunks[sequence] = payload.dropFirst(14)
            } else if marker == 0xEE, payload.starts(with: adobeIdentifier), payload.count >= 12 {
                metadata.adobeTransform = payload[payload.startIndex + 11]
            }
        }
        if consistent, let count = declaredCount, chunks.count == count {
            var profile: [UInt8] = []
            for sequence in 1...count {
                guard let chunk = chunks[sequence], profile.count + chunk.count <= ColorManagement.maximumProfileBytes else {
                    return metadata
                }
                profile.append(contentsOf: chunk)
            }
            metadata.iccProfile = profile
        }
        return metadata
    }
}
