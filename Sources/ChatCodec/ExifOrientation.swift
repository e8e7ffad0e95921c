/// The EXIF orientation tag (0x0112): how a camera's stored pixels must be turned to appear upright.
/// Raw values are the tag's values 1–8.
enum ExifOrientation: Int, Equatable, CaseIterable {
    case identity = 1
    case flipHorizontal = 2
    case rotate180 = 3
    case flipVertical = 4
    /// Mirror across the top-left to bottom-right diagonal.
    case transpose = 5
    /// Stored rotated left: turn 90° clockwise to display (the usual portrait phone photo).
    case rotate90Clockwise = 6
    /// Mirror across the top-right to bottom-left diagonal.
    case transverse = 7
    case rotate90CounterClockwise = 8

    /// Whether displaying swaps width and height.
    var swapsDimensions: Bool { rawValue >= 5 }

    /// Reads the orientation from the TIFF structure inside an Exif APP1 segment (the bytes after
    /// "Exif\0\0"). Both byte orders ("II" little-endian, "MM" big-endian) are handled. Returns nil
    /// when the structure is malformed or has no valid orientation: EXIF is optional metadata, so a
    /// damaged block never makes an image unreadable.
    static func parse(tiff: [UInt8]) -> ExifOrientation? {
        let littleEndian: Bool
        switch (tiff.first, tiff.dropFirst().first) {
        case (0x49, 0x49): littleEndian = true   // "II"
        case (0x4D, 0x4D): littleEndian = false  // "MM"
        default: return nil
        }
        guard tiff.uint16(at: 2, littleEndian: littleEndian) == 42,
              let ifdOffset = tiff.uint32(at: 4, littleEndian: littleEndian).map(Int.init),
              let entryCount = tiff.uint16(at: ifdOffset, littleEndian: littleEndian) else { return nil }
        for entry in 0..<Int(entryCount) {
            let entryOffset = ifdOffset + 2 + entry * 12
            guard let tag = tiff.uint16(at: entryOffset, littleEndian: littleEndian),
                  let type = tiff.uint16(at: entryOffset + 2, littleEndian: littleEndian),
                  let count = tiff.uint32(at: entryOffset + 4, littleEndian: littleEndian) else { return nil }
            guard tag == 0x0112 else { continue }
            guard count >= 1 else { return nil }
            // The value sits left-aligned in the 4-byte value field: SHORT (3) as the spec says,
            // LONG (4) as a few writers store it.
            let value: Int?
            switch type {
            case 3: value = tiff.uint16(at: entryOffset + 8, littleEndian: littleEndian).map(Int.init)
            case 4: value = tiff.uint32(at: entryOffset + 8, littleEndian: littleEndian).map(Int.init)
            default: value = nil
            }
            return value.flatMap(ExifOrientation.init(rawValue:))
        }
        return nil
    }
}
