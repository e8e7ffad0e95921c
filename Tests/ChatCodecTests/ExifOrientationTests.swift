import Testing
@testable import ChatCodec

@Suite struct ExifOrientationTests {
    /// The TIFF part of a hand-made Exif segment (after "Exif\0\0").
    private func tiff(orientation: UInt32, littleEndian: Bool, type: UInt16 = 3) -> [UInt8] {
        Array(JPEGFixture.exifSegment(orientation: orientation, littleEndian: littleEndian, type: type).dropFirst(10))
    }

    @Test func parsesBothByteOrders() {
        for value in 1...8 {
            let expected = ExifOrientation(rawValue: value)
            #expect(ExifOrientation.parse(tiff: tiff(orientation: UInt32(value), littleEndian: true)) == expected)
            #expect(ExifOrientation.parse(tiff: tiff(orientation: UInt32(value), littleEndian: false)) == expected)
            #expect(ExifOrientation.parse(tiff: tiff(orientation: UInt32(value), littleEndian: false, type: 4)) == expected)
        }
    }

    @Test func rejectsMalformedStructures() {
        let good = tiff(orientation: 6, littleEndian: true)
        #expect(ExifOrientation.parse(tiff: []) == nil)
        #expect(ExifOrientation.parse(tiff: tiff(orientation: 0, littleEndian: true)) == nil)
        #expect(ExifOrientation.parse(tiff: tiff(orientation: 9, littleEndian: false)) == nil)
        #expect(ExifOrientation.parse(tiff: tiff(orientation: 6, littleEndian: true, type: 7)) == nil)
        var badMagic = good
        badMagic[2] = 43
        #expect(ExifOrientation.parse(tiff: badMagic) == nil)
        var farOffset = good
        farOffset[4] = 0xF0  // IFD0 beyond the data
        #expect(ExifOrientation.parse(tiff: farOffset) == nil)
        // Every truncation of a good block is handled without trapping.
        for length in 0..<good.count {
            let parsed = ExifOrientation.parse(tiff: Array(good.prefix(length)))
            #expect(parsed == nil || parsed == .rotate90Clockwise)
        }
    }

    @Test func turnsPixelsAsTheSpecificationSays() {
        // 3 × 2 image; pixel value = 10·y + x + 1 in the red byte.
        let width = 3, height = 2
        var pixels: [UInt8] = []
        for y in 0..<height { for x in 0..<width { pixels += [UInt8(10 * y + x + 1), 0, 0, 255] } }
        // Displayed rows of red values, worked out by hand from the EXIF orientation definitions.
        let expected: [ExifOrientation: [[UInt8]]] = [
            .identity: [[1, 2, 3], [11, 12, 13]],
            .flipHorizontal: [[3, 2, 1], [13, 12, 11]],
            .rotate180: [[13, 12, 11], [3, 2, 1]],
            .flipVertical: [[11, 12, 13], [1, 2, 3]],
            .transpose: [[1, 11], [2, 12], [3, 13]],
            .rotate90Clockwise: [[11, 1], [12, 2], [13, 3]],
            .transverse: [[13, 3], [12, 2], [11, 1]],
            .rotate90CounterClockwise: [[3, 13], [2, 12], [1, 11]],
        ]
        for orientation in ExifOrientation.allCases {
            let turned = orientation.apply(to: pixels, width: width, height: height)
            let rows = (0..<turned.height).map { y in (0..<turned.width).map { x in turned.pixels[(y * turned.width + x) * 4] } }
            #expect(rows == expected[orientation], "\(orientation)")
            #expect(turned.pixels.count == pixels.count)
        }
    }
}
