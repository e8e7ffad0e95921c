import ChatGeometry
import Testing
@testable import ChatRaster

/// The compositing loops (C, vectorised) against the scalar definition of premultiplied source-over they replace:
/// the same byte for every alpha, every destination value and every coverage or opacity level.
@Suite("Compositing loops")
struct CompositeLoopTests {
    /// The definition: a solid source replaces, a fully transparent black one leaves the pixel, anything else is
    /// `s + d × (255 − a) / 255`, rounded to nearest and capped at 255.
    static func over(_ s: [UInt32], _ d: [UInt8]) -> [UInt8] {
        let a = s[3]
        if a == 255 { return s.map { UInt8($0) } }
        if s.allSatisfy({ $0 == 0 }) { return d }
        return (0..<4).map { UInt8(min(255, s[$0] + PixelMath.div255(UInt32(d[$0]) * (255 - a)))) }
    }

    /// 256 destination pixels: every value in each channel, channels out of step.
    static let destination: [UInt8] = {
        var bytes: [UInt8] = []
        for v in 0..<256 {
            let channels: [Int] = [v, (v * 7) & 255, (v * 13 + 5) & 255, 255 - v]
            bytes += channels.map { UInt8($0) }
        }
        return bytes
    }()

    static func pixels(_ bytes: [UInt8]) -> [[UInt8]] { stride(from: 0, to: bytes.count, by: 4).map { Array(bytes[$0..<($0 + 4)]) } }

    @Test func solidFillMatchesTheDefinitionForEveryAlpha() {
        for a in 0...255 as ClosedRange<UInt32> {
            for colour in Set([0, a / 3, a / 2, a]) {
                let source = [colour, a / 2, min(a, colour + 1), a]
                var pixmap = Pixmap(width: 256, height: 1, pixels: Self.destination)
                pixmap.fill(PixelRect(x: 0, y: 0, width: 256, height: 1),
                            color: PremultipliedColor(red: UInt8(source[0]), green: UInt8(source[1]), blue: UInt8(source[2]), alpha: UInt8(a)))
                #expect(Self.pixels(pixmap.pixels) == Self.pixels(Self.destination).map { Self.over(source, $0) }, "alpha \(a)")
            }
        }
    }

    @Test func maskedFillMatchesTheDefinitionForEveryCoverage() {
        let coverage = CoverageMask(width: 256, height: 1, values: (0...255).map { UInt8($0) })
        for a in stride(from: 0, through: 255, by: 5).map(UInt32.init) + [254, 255] {
            let color = PremultipliedColor(red: UInt8(a / 2), green: UInt8(a), blue: 0, alpha: UInt8(a))
            var pixmap = Pixmap(width: 256, height: 1, pixels: Self.destination)
            pixmap.fill(coverage, x: 0, y: 0, color: color)
            let expected = Self.pixels(Self.destination).enumerated().map { c, d -> [UInt8] in
                let scaled = [UInt32(color.red), UInt32(color.green), UInt32(color.blue), a].map { PixelMath.div255($0 * UInt32(c)) }
                return c == 0 ? d : (c == 255 ? Self.over([UInt32(color.red), UInt32(color.green), UInt32(color.blue), a], d) : Self.over(scaled, d))
            }
            #expect(Self.pixels(pixmap.pixels) == expected, "alpha \(a)")
        }
    }

    @Test(arguments: [1.0, 0.5, 0.2, 0.999])
    func drawMatchesTheDefinitionForEverySourceAlpha(opacity: Double) {
        let level = UInt32(PixelMath.unitToByte(opacity))
        // Source row: every alpha, colours at, below and far below it.
        var source: [UInt8] = []
        for a in 0..<256 { source += [UInt8(a), UInt8(a / 2), UInt8(a / 7), UInt8(a)] }
        for shift in [0, 1, 128] {
            let destination = Array(Self.destination[(shift * 4)...] + Self.destination[..<(shift * 4)])
            var pixmap = Pixmap(width: 256, height: 1, pixels: destination)
            pixmap.draw(Pixmap(width: 256, height: 1, pixels: source), x: 0, y: 0, opacity: opacity)
            let expected = zip(Self.pixels(source), Self.pixels(destination)).map { s, d -> [UInt8] in
                let scaled = s.map { level == 255 ? UInt32($0) : PixelMath.div255(UInt32($0) * level) }
                return Self.over(scaled, d)
            }
            #expect(Self.pixels(pixmap.pixels) == expected, "opacity \(opacity), shift \(shift)")
        }
    }

    /// Rows made of runs (opaque, all zero, transparent with colour left in it, mixed), at every alignment and
    /// length around the loops' eight-pixel steps, against the definition.
    static func runs(offset: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        let runs: [(Int, [UInt8])] = [(offset, [9, 8, 7, 255]), (8, [1, 2, 3, 255]), (11, [0, 0, 0, 0]), (3, [40, 20, 10, 80]),
                                      (16, [200, 100, 50, 255]), (9, [5, 0, 0, 0]), (8, [0, 0, 0, 0]), (7, [17, 17, 17, 255])]
        for (length, pixel) in runs { for _ in 0..<length { bytes += pixel } }
        return bytes
    }

    @Test(arguments: 0..<9)
    func runsOfOpaqueAndEmptyPixelsMatchTheDefinition(offset: Int) {
        let source = Self.runs(offset: offset)
        let width = source.count / 4
        let destination = Array(Self.destination.prefix(source.count))
        var pixmap = Pixmap(width: width, height: 1, pixels: destination)
        pixmap.draw(Pixmap(width: width, height: 1, pixels: source), x: 0, y: 0, opacity: 1)
        let expected = zip(Self.pixels(source), Self.pixels(destination)).map { s, d in Self.over(s.map(UInt32.init), d) }
        #expect(Self.pixels(pixmap.pixels) == expected, "offset \(offset)")

        // Coverage in runs of none, full and partial, for an opaque and a translucent colour.
        let coverage = Self.pixels(source).map { $0[3] == 255 ? UInt8(255) : ($0[3] == 0 ? 0 : UInt8(128)) }
        for color in [PremultipliedColor(red: 10, green: 200, blue: 30, alpha: 255), PremultipliedColor(red: 10, green: 60, blue: 30, alpha: 90)] {
            var filled = Pixmap(width: width, height: 1, pixels: destination)
            filled.fill(CoverageMask(width: width, height: 1, values: coverage), x: 0, y: 0, color: color)
            let a = UInt32(color.alpha)
            let expectedFill = zip(coverage, Self.pixels(destination)).map { c, d -> [UInt8] in
                let scaled = [UInt32(color.red), UInt32(color.green), UInt32(color.blue), a].map { PixelMath.div255($0 * UInt32(c)) }
                return c == 0 ? d : Self.over(scaled, d)
            }
            #expect(Self.pixels(filled.pixels) == expectedFill, "offset \(offset), alpha \(a)")
        }
    }
}
