import Foundation

/// An independent reader of horizontal advances straight from a font file's `cmap` (format 4), `hhea`
/// and `hmtx` tables, to check the engine's measurements by a second path that shares no code with it.
struct SfntAdvanceReader {
    let data: [UInt8]
    private var tables: [String: Int] = [:]

    init(path: String) throws {
        data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let tableCount = u16(4)
        for i in 0..<tableCount {
            let record = 12 + i * 16
            let tag = String(decoding: data[record..<(record + 4)], as: UTF8.self)
            tables[tag] = u32(record + 8)
        }
    }

    func u16(_ offset: Int) -> Int { Int(data[offset]) << 8 | Int(data[offset + 1]) }
    func u32(_ offset: Int) -> Int { u16(offset) << 16 | u16(offset + 2) }
    func i16(_ offset: Int) -> Int { Int(Int16(bitPattern: UInt16(u16(offset)))) }

    var unitsPerEm: Int { u16(tables["head"]! + 18) }

    /// The glyph of a BMP scalar through the Windows Unicode BMP (3, 1) format 4 subtable.
    func glyph(for scalar: Int) -> Int? {
        let cmap = tables["cmap"]!
        for i in 0..<u16(cmap + 2) {
            let record = cmap + 4 + i * 8
            guard u16(record) == 3, u16(record + 2) == 1 else { continue }
            let table = cmap + u32(record + 4)
            guard u16(table) == 4 else { continue }
            let segments = u16(table + 6) / 2
            let ends = table + 14, starts = ends + segments * 2 + 2
            let deltas = starts + segments * 2, rangeOffsets = deltas + segments * 2
            for s in 0..<segments where u16(ends + s * 2) >= scalar {
                guard u16(starts + s * 2) <= scalar else { return nil }
                let rangeOffset = u16(rangeOffsets + s * 2)
                if rangeOffset == 0 { return (scalar + i16(deltas + s * 2)) & 0xFFFF }
                let address = rangeOffsets + s * 2 + rangeOffset + (scalar - u16(starts + s * 2)) * 2
                let glyph = u16(address)
                return glyph == 0 ? nil : (glyph + i16(deltas + s * 2)) & 0xFFFF
            }
        }
        return nil
    }

    /// The advance of `glyph` in font units from `hmtx`.
    func advance(ofGlyph glyph: Int) -> Int {
        let metricsCount = u16(tables["hhea"]! + 34)
        let hmtx = tables["hmtx"]!
        return u16(hmtx + min(glyph, metricsCount - 1) * 4)
    }

    /// The sum of the advances of `text`'s characters, in font units (no kerning).
    func advanceSum(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + advance(ofGlyph: glyph(for: Int($1.value)) ?? 0) }
    }
}
