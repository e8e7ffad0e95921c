import ChatRaster
import ChatWorkers

/// Images one process made, handed to another that shares its cache's lineage: the render daemon's commands run in
/// copies of the daemon, whose cache would otherwise never hold the photos and avatars they decoded. A copy records
/// what it keeps (`recordAdditions`) and writes it out (`additions`); the daemon takes it in (`takeIn`), so the next
/// copy starts with it. Entries are keyed by content and made deterministically, so a taken-in image is the one a
/// render would make: the bytes never depend on it.
extension SharedImages {
    /// The format's first bytes.
    static let transferMagic = Array("CRIM1".utf8)

    /// From now on, remembers the keys of the images this cache keeps, for `additions`.
    package func recordAdditions() {
        recorded.withLock { $0 = $0 ?? [] }
    }

    /// The images kept since `recordAdditions` and still held, as bytes for `takeIn`; empty when there are none.
    package func additions() -> [UInt8] {
        let keys = recorded.withLock { $0 ?? [] }
        var entries: [(Key, Pixmap)] = []
        for key in keys {
            if let pixmap = pixmap(for: key) { entries.append((key, pixmap)) }
        }
        guard !entries.isEmpty else { return [] }
        var bytes = Self.transferMagic
        for (key, pixmap) in entries {
            Self.append(UInt32(key.content.count), to: &bytes)
            bytes += key.content
            bytes.append(Self.code(of: key.kind))
            for value in [key.width, key.height, key.sourceWidth, key.sourceHeight, pixmap.width, pixmap.height] {
                Self.append(UInt64(bitPattern: Int64(value)), to: &bytes)
            }
            bytes += pixmap.pixels
        }
        return bytes
    }

    /// Keeps the images `bytes` (from `additions`) hold, within the limit; returns how many it read. Stops at the first
    /// entry that does not read whole.
    @discardableResult
    package func takeIn(_ bytes: [UInt8]) -> Int {
        guard bytes.starts(with: Self.transferMagic) else { return 0 }
        var cursor = Self.transferMagic.count
        var taken = 0
        func next(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, count <= bytes.count - cursor else { return nil }
            defer { cursor += count }
            return bytes[cursor..<cursor + count]
        }
        func integer() -> Int? {
            guard let slice = next(8) else { return nil }
            let value = slice.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            let signed = Int64(bitPattern: value)
            return signed >= Int64(Int32.min) && signed <= Int64(Int32.max) ? Int(signed) : nil
        }
        while cursor < bytes.count {
            guard let countBytes = next(4) else { break }
            let contentCount = countBytes.reversed().reduce(0) { $0 << 8 | Int($1) }
            guard contentCount <= 64, let content = next(contentCount), let kindByte = next(1), let kind = Self.kind(of: kindByte.first!),
                  let width = integer(), let height = integer(), let sourceWidth = integer(), let sourceHeight = integer(),
                  let pixelWidth = integer(), let pixelHeight = integer(), pixelWidth >= 0, pixelHeight >= 0,
                  pixelWidth.multipliedReportingOverflow(by: pixelHeight).partialValue <= Int(Int32.max) / 4,
                  let pixels = next(pixelWidth * pixelHeight * 4) else { break }
            var pixmap = Pixmap(width: pixelWidth, height: pixelHeight)
            pixmap.pixels = Array(pixels)
            keep(pixmap, for: Key(content: Array(content), kind: kind, width: width, height: height, sourceWidth: sourceWidth,
                                  sourceHeight: sourceHeight))
            taken += 1
        }
        return taken
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    private static func code(of kind: Key.Kind) -> UInt8 {
        switch kind {
        case .decoded: 0
        case .resized: 1
        case .aspectFilled: 2
        case .circle: 3
        }
    }

    private static func kind(of code: UInt8) -> Key.Kind? {
        switch code {
        case 0: .decoded
        case 1: .resized
        case 2: .aspectFilled
        case 3: .circle
        default: nil
        }
    }
}
