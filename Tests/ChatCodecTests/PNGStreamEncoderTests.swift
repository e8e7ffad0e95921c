import CChatRenderCodec
import ChatRaster
import Testing
@testable import ChatCodec

/// The streamed PNG: many strips, any number of threads, rows appended in any pieces, always the same bytes.
@Suite struct PNGStreamEncoderTests {
    /// A tall image of flat bands, text-like edges and noisy rows: flat, detailed and incompressible strips.
    static func tallScene(width: Int = 301, height: Int = 2_400, alpha: Bool = false) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height, fill: PremultipliedColor(red: 242, green: 242, blue: 247, alpha: 255))
        var seed: UInt32 = 7
        for y in 0..<height {
            let band = (y / 97) % 4
            for x in 0..<width {
                switch band {
                case 1 where x % 13 < 3:
                    pixmap[x, y] = PremultipliedColor(red: 0, green: 122, blue: 255, alpha: 255)
                case 2:
                    seed = seed &* 1_664_525 &+ 1_013_904_223
                    pixmap[x, y] = PremultipliedColor(red: UInt8(truncatingIfNeeded: seed >> 24), green: UInt8(truncatingIfNeeded: seed >> 16),
                                                      blue: UInt8(truncatingIfNeeded: seed >> 8), alpha: 255)
                case 3:
                    pixmap[x, y] = PremultipliedColor(red: UInt8((x + y) % 256), green: UInt8(y % 256), blue: 90, alpha: 255)
                default:
                    break
                }
            }
        }
        if alpha {
            for x in 0..<width { pixmap[x, height / 2] = PremultipliedColor(red: 10, green: 20, blue: 30, alpha: 40) }
        }
        return pixmap
    }

    /// Encodes `pixmap` by appending its rows in pieces of the given heights (cycled), on `threads` threads.
    static func streamed(_ pixmap: Pixmap, pieces: [Int], threads: Int, options: PNGEncodeOptions = .default) throws -> [UInt8] {
        let sink = MemorySink()
        let encoder = try PNGStreamEncoder(width: pixmap.width, height: pixmap.height, hasAlpha: !pixmap.isOpaque,
                                           options: options, threads: threads, sink: sink)
        var row = 0, piece = 0
        try pixmap.pixels.withUnsafeBufferPointer { (all) throws(CodecError) in
            while row < pixmap.height {
                let count = min(pieces[piece % pieces.count], pixmap.height - row)
                try encoder.append(rows: UnsafeBufferPointer(rebasing: all[(row * pixmap.width * 4)...]), count: count)
                row += count
                piece += 1
            }
        }
        try encoder.finish()
        return sink.bytes
    }

    @Test func aTallImageRoundTripsThroughManyStrips() throws {
        for alpha in [false, true] {
            let pixmap = Self.tallScene(alpha: alpha)
            let png = try PNGEncoder.encode(pixmap)
            #expect(PNGFixture.chunkTypes(png).filter { $0 == "IDAT" }.count > 3)
            #expect(try PNGDecoder.decode(png) == pixmap)
        }
    }

    @Test func bytesDoNotDependOnThreadsOrHowRowsArrive() throws {
        let pixmap = Self.tallScene()
        let reference = try Self.streamed(pixmap, pieces: [pixmap.height], threads: 1)
        for (pieces, threads) in [([1], 1), ([7, 64, 3], 2), ([256], 4), ([33, 1000], 8), ([2_399, 1], 3)] {
            #expect(try Self.streamed(pixmap, pieces: pieces, threads: threads) == reference,
                    "pieces \(pieces) on \(threads) threads")
        }
        #expect(try PNGEncoder.encode(pixmap, threads: 2) == reference)
    }

    @Test(arguments: [0, 1, 4, 6, 9, 12])
    func everyLevelJoinsStripsIntoOneValidStream(level: Int) throws {
        let pixmap = Self.tallScene(width: 120, height: 3_000)
        let png = try Self.streamed(pixmap, pieces: [500], threads: 2, options: PNGEncodeOptions(compressionLevel: level))
        #expect(try PNGDecoder.decode(png) == pixmap)
    }

    @Test func theTrailerIsTheAdlerOfAllFilteredRows() throws {
        let pixmap = Self.tallScene(width: 64, height: 5_000)
        let png = try Self.streamed(pixmap, pieces: [999], threads: 2, options: PNGEncodeOptions(compressionLevel: 0))
        let rows = try #require(PNGFixture.filteredRows(png, rowBytes: 64 * 3))
        #expect(rows.count == 5_000)
        var stream: [UInt8] = []
        var offset = 8
        while offset + 12 <= png.count, let length = png.bigEndianUInt32(at: offset).map(Int.init) {
            if png[(offset + 4)..<(offset + 8)].elementsEqual("IDAT".utf8) { stream += png[(offset + 8)..<(offset + 8 + length)] }
            offset += 12 + length
        }
        #expect(Array(stream.suffix(4)) == PNGFixture.bigEndian(PNGFixture.adler32(rows.flatMap { $0 })))
    }

    @Test func adlerChecksumsCombine() {
        let first: [UInt8] = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let second: [UInt8] = (0..<123_457).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
        let whole = (first + second).withUnsafeBufferPointer { crs_adler32(1, $0.baseAddress, $0.count) }
        let a = first.withUnsafeBufferPointer { crs_adler32(1, $0.baseAddress, $0.count) }
        let b = second.withUnsafeBufferPointer { crs_adler32(1, $0.baseAddress, $0.count) }
        #expect(crs_adler32_combine(a, b, second.count) == whole)
        #expect(crs_adler32_combine(1, b, second.count) == b)
        #expect(whole == PNGFixture.adler32(first + second))
    }

    @Test func misuseIsAnErrorNotATrap() throws {
        let sink = MemorySink()
        let encoder = try PNGStreamEncoder(width: 4, height: 2, hasAlpha: false, sink: sink)
        #expect(throws: CodecError.self) { try encoder.append(Pixmap(width: 3, height: 1)) }
        #expect(throws: CodecError.self) { try encoder.finish() }
        try encoder.append(Pixmap(width: 4, height: 2, fill: .black))
        #expect(throws: CodecError.self) { try encoder.append(Pixmap(width: 4, height: 1, fill: .black)) }
        try encoder.finish()
        #expect(try PNGDecoder.decode(sink.bytes) == Pixmap(width: 4, height: 2, fill: .black))
    }

    @Test func aFailingSinkStopsTheStreamWithItsReason() throws {
        final class FullDisk: ByteSink {
            var written = 0
            func write(_ bytes: UnsafeRawBufferPointer) throws(CodecError) {
                written += bytes.count
                if written > 2_000 { throw .writeFailed("No space left on device") }
            }
        }
        let pixmap = Self.tallScene(width: 200, height: 2_000)
        let encoder = try PNGStreamEncoder(width: 200, height: 2_000, hasAlpha: false, threads: 2, sink: FullDisk())
        #expect(throws: CodecError.writeFailed("No space left on device")) {
            try encoder.append(pixmap)
            try encoder.finish()
        }
    }
}
