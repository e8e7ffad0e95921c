import CChatRenderCodec
import ChatRaster
import Testing
@testable import ChatCodec

/// Rows equal to the row above are Up-filtered to zeros and, in runs, written as compact blocks of their own
/// (`crs_deflate_strip`): the stream must still be one valid deflate stream, whatever the row length, where the
/// runs start and end (first rows, across strips, the last rows) and however many threads compress.
@Suite struct RepeatedRowRunTests {
    /// A picture `width` wide whose rows repeat in runs of the given lengths (cycled), each run a new pattern.
    static func runs(width: Int, height: Int, lengths: [Int], alpha: Bool = false) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height)
        var row = 0, index = 0
        while row < height {
            let length = min(lengths[index % lengths.count], height - row)
            for y in row..<(row + length) {
                for x in 0..<width {
                    let a: UInt8 = alpha ? UInt8(truncatingIfNeeded: 64 + index * 17) : 255
                    let v = UInt8(truncatingIfNeeded: (x &* 7 &+ index &* 29) % Int(a))
                    pixmap[x, y] = PremultipliedColor(red: v, green: UInt8(truncatingIfNeeded: index % Int(a)), blue: min(a, 200), alpha: a)
                }
            }
            row += length
            index += 1
        }
        return pixmap
    }

    /// Row lengths whose zeros end in every kind of tail: none of 258, a literal zero or two, a short copy, the
    /// longest copy (257), and several full 258-byte copies.
    @Test(arguments: [(1, false), (2, false), (86, false), (87, false), (88, false), (500, false), (1, true), (65, true), (130, true)])
    func runsOfEveryRowLengthDecode(width: Int, alpha: Bool) throws {
        // Long enough runs for the compact blocks (4 rows and 4 KiB), short ones that stay with libdeflate, and
        // a run at the very end.
        let height = max(40, 20_000 / (width * 3 + 1))
        let pixmap = Self.runs(width: width, height: height, lengths: [1, 3, height / 3, 2, 6, height / 2], alpha: alpha)
        for threads in [1, 3] {
            let png = try PNGStreamEncoderTests.streamed(pixmap, pieces: [height], threads: threads)
            #expect(try PNGDecoder.decode(png) == pixmap, "width \(width), alpha \(alpha), \(threads) threads")
        }
    }

    @Test func runsAcrossStripsAndAtTheEndOfEveryStrip() throws {
        // 301 px RGB: 904 bytes a filtered row, 289 rows a strip. Runs of 289 and 578 rows fill whole strips;
        // the others start and end inside strips.
        let pixmap = Self.runs(width: 301, height: 3_000, lengths: [289, 578, 17, 300, 1, 288, 900])
        let reference = try PNGStreamEncoderTests.streamed(pixmap, pieces: [3_000], threads: 1)
        #expect(try PNGDecoder.decode(reference) == pixmap)
        for (pieces, threads) in [([1], 2), ([290, 7], 4)] {
            #expect(try PNGStreamEncoderTests.streamed(pixmap, pieces: pieces, threads: threads) == reference)
        }
    }

    @Test(arguments: [0, 1, 6, 12])
    func everyLevelWritesRunsTheSameValidWay(level: Int) throws {
        let pixmap = Self.runs(width: 120, height: 2_000, lengths: [500, 1, 50, 1_000])
        let png = try PNGStreamEncoderTests.streamed(pixmap, pieces: [333], threads: 2,
                                                     options: PNGEncodeOptions(compressionLevel: level))
        #expect(try PNGDecoder.decode(png) == pixmap)
    }

    @Test func aRowEqualToTheRowAboveIsUpFilteredToZeros() throws {
        let pixmap = Self.runs(width: 40, height: 12, lengths: [5, 7])
        // Level 0 stores the filtered rows as they are (and writes no runs), so they can be read back.
        let png = try PNGStreamEncoderTests.streamed(pixmap, pieces: [12], threads: 1, options: PNGEncodeOptions(compressionLevel: 0))
        let rows = try #require(PNGFixture.filteredRows(png, rowBytes: 40 * 3))
        for (y, row) in rows.enumerated() where y != 0 && y != 5 {
            #expect(row.first == 2 && row.dropFirst().allSatisfy { $0 == 0 }, "row \(y)")
        }
        #expect(rows[5].dropFirst().contains { $0 != 0 })
    }

    @Test func aStripOfRepeatedRowsCostsAFewBytesARow() throws {
        // 1170 px RGB rows (3 511 bytes filtered): a run is a handful of bytes per row plus one block header.
        let rowLength = 1_170 * 3 + 1
        let rows = 70
        var input = [UInt8](repeating: 0, count: rows * rowLength)
        for row in 0..<rows { input[row * rowLength] = 2 }
        input[1] = 9  // the first row is not a repeat
        input[0] = 0
        let deflater = try #require(crs_deflater_new(1))
        defer { crs_deflater_free(deflater) }
        var output = [UInt8](repeating: 0, count: crs_deflate_strip_bound(input.count))
        var length = 0
        let status = output.withUnsafeMutableBufferPointer { out in
            crs_deflate_strip(deflater, input, input.count, rowLength, 1, out.baseAddress, out.count, &length)
        }
        #expect(status == Int32(CRS_DEFLATE_OK))
        #expect(length < 64 + rows * 8, "\(length) bytes for \(rows) rows")
    }
}
