/// Applies a horizontal and a vertical `AxisResampleTable` to a pixmap: two 1-D convolutions in premultiplied
/// space with fixed-point weights. After each pass every value is rounded, alpha clamped to `0...255` and each
/// colour channel to `0...alpha` (filters with negative lobes may overshoot), so the output is always valid
/// premultiplied RGBA. Only the source rows and columns the tables read are processed, and the pass order
/// with less work is chosen (a pure function of the sizes, so output stays deterministic).
enum SeparableResampler {
    /// The whole resample, in the pass order with less work for these exact tables.
    static func resample(_ source: Pixmap, horizontal: AxisResampleTable, vertical: AxisResampleTable) -> Pixmap {
        let horizontalFirst = prefersHorizontalFirst(
            sourceRows: vertical.sourceRange.count, sourceColumns: horizontal.sourceRange.count,
            outputWidth: horizontal.outputCount, outputHeight: vertical.outputCount,
            horizontalWeights: horizontal.weights.count, verticalWeights: vertical.weights.count)
        return resample(source, horizontal: horizontal, vertical: vertical, horizontalFirst: horizontalFirst)
    }

    /// Whether running the horizontal pass first reads fewer taps than the vertical pass first: a pure function of
    /// the sizes, so the choice (which decides where intermediate values are rounded) is always the same for the
    /// same problem.
    static func prefersHorizontalFirst(sourceRows: Int, sourceColumns: Int, outputWidth: Int, outputHeight: Int,
                                       horizontalWeights: Int, verticalWeights: Int) -> Bool {
        let horizontalFirst = sourceRows &* horizontalWeights &+ outputWidth &* verticalWeights
        let verticalFirst = sourceColumns &* verticalWeights &+ outputHeight &* horizontalWeights
        return horizontalFirst <= verticalFirst
    }

    /// Resamples in the given pass order. `vertical` may be a window of the output rows (see
    /// `AxisResampleTable.init(sourceCount:segments:filter:outputs:)`): the result is then those rows only, each
    /// byte for byte what the whole resample in the same order gives.
    static func resample(_ source: Pixmap, horizontal: AxisResampleTable, vertical: AxisResampleTable,
                         horizontalFirst: Bool) -> Pixmap {
        precondition(horizontal.sourceCount == source.width && vertical.sourceCount == source.height,
                     "resample tables do not match the \(source.width)×\(source.height) source")
        precondition(horizontal.outputStart == 0, "only the vertical table may be a window")
        let outWidth = horizontal.outputCount, outHeight = vertical.outputCount
        if outWidth == 0 || outHeight == 0 { return Pixmap(width: outWidth, height: outHeight) }
        let wholeHeight = vertical.outputStart == 0 && outHeight == source.height
        if horizontal.isIdentity && vertical.isIdentity && wholeHeight { return source }

        var out = Pixmap(width: outWidth, height: outHeight)
        source.pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                if vertical.isIdentity {
                    horizontalPass(src, sourceWidth: source.width,
                                   rows: vertical.outputStart..<(vertical.outputStart + outHeight), columnOffset: 0,
                                   table: horizontal, into: dst)
                } else if horizontal.isIdentity {
                    verticalPass(src, sourceWidth: source.width, columns: 0..<source.width, rowOffset: 0,
                                 table: vertical, into: dst)
                } else {
                    let rows = vertical.sourceRange, columns = horizontal.sourceRange
                    if horizontalFirst {
                        var middle = [UInt8](repeating: 0, count: outWidth * rows.count * 4)
                        middle.withUnsafeMutableBufferPointer { mid in
                            horizontalPass(src, sourceWidth: source.width, rows: rows, columnOffset: 0,
                                           table: horizontal, into: mid)
                            verticalPass(UnsafeBufferPointer(mid), sourceWidth: outWidth, columns: 0..<outWidth,
                                         rowOffset: rows.lowerBound, table: vertical, into: dst)
                        }
                    } else {
                        var middle = [UInt8](repeating: 0, count: columns.count * outHeight * 4)
                        middle.withUnsafeMutableBufferPointer { mid in
                            verticalPass(src, sourceWidth: source.width, columns: columns, rowOffset: 0,
                                         table: vertical, into: mid)
                            horizontalPass(UnsafeBufferPointer(mid), sourceWidth: columns.count, rows: 0..<outHeight,
                                           columnOffset: columns.lowerBound, table: horizontal, into: dst)
                        }
                    }
                }
            }
        }
        return out
    }

    /// Resamples the given `rows` of `src` (a buffer `sourceWidth` pixels wide whose column 0 is table column
    /// `columnOffset`) along x into `dst` (`table.outputCount` wide, `rows.count` high).
    private static func horizontalPass(_ src: UnsafeBufferPointer<UInt8>, sourceWidth: Int, rows: Range<Int>,
                                       columnOffset: Int, table: AxisResampleTable,
                                       into dst: UnsafeMutableBufferPointer<UInt8>) {
        let outWidth = table.outputCount
        let half = AxisResampleTable.one / 2
        table.first.withUnsafeBufferPointer { first in
        table.count.withUnsafeBufferPointer { count in
        table.offset.withUnsafeBufferPointer { offset in
        table.weights.withUnsafeBufferPointer { weights in
            guard let base = src.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            for (outRow, y) in rows.enumerated() {
                let rowBase = y * sourceWidth * 4
                var d = outRow * outWidth * 4
                for x in 0..<outWidth {
                    var sum = SIMD4<Int32>(repeating: half)
                    var p = rowBase + (first[x] - columnOffset) * 4
                    var w = offset[x]
                    let wEnd = w + count[x]
                    while w < wEnd {
                        let pixel = SIMD4<Int32>(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: p, as: SIMD4<UInt8>.self))
                        sum &+= pixel &* weights[w]
                        p += 4
                        w += 1
                    }
                    store(sum[0], sum[1], sum[2], sum[3], at: d, in: dst)
                    d += 4
                }
            }
        }}}}
    }

    /// Resamples the given `columns` of `src` (`sourceWidth` pixels wide, whose row 0 is table row `rowOffset`)
    /// along y into `dst` (`columns.count` wide, `table.outputCount` high).
    private static func verticalPass(_ src: UnsafeBufferPointer<UInt8>, sourceWidth: Int, columns: Range<Int>,
                                     rowOffset: Int, table: AxisResampleTable,
                                     into dst: UnsafeMutableBufferPointer<UInt8>) {
        guard let base = src.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        let outWidth = columns.count
        let sourceRowBytes = sourceWidth * 4
        let columnByteOffset = columns.lowerBound * 4
        let half = SIMD4<Int32>(repeating: AxisResampleTable.one / 2)
        var accumulator = [SIMD4<Int32>](repeating: half, count: outWidth)
        accumulator.withUnsafeMutableBufferPointer { acc in
        table.weights.withUnsafeBufferPointer { weights in
            for y in 0..<table.outputCount {
                for i in 0..<outWidth { acc[i] = half }
                let firstRow = table.first[y] - rowOffset
                let weightBase = table.offset[y]
                for k in 0..<table.count[y] {
                    let weight = weights[weightBase + k]
                    var s = (firstRow + k) * sourceRowBytes + columnByteOffset
                    for i in 0..<outWidth {
                        let pixel = SIMD4<Int32>(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: s, as: SIMD4<UInt8>.self))
                        acc[i] &+= pixel &* weight
                        s += 4
                    }
                }
                var d = y * outWidth * 4
                for i in 0..<outWidth {
                    let sum = acc[i]
                    store(sum[0], sum[1], sum[2], sum[3], at: d, in: dst)
                    d += 4
                }
            }
        }}
    }

    /// Writes one rounded, clamped premultiplied pixel from fixed-point sums (already biased by one half).
    @inline(__always)
    private static func store(_ r: Int32, _ g: Int32, _ b: Int32, _ a: Int32, at i: Int,
                              in dst: UnsafeMutableBufferPointer<UInt8>) {
        let shift = Int32(AxisResampleTable.precisionBits)
        let alpha = Swift.min(Swift.max(a >> shift, 0), 255)
        dst[i] = UInt8(truncatingIfNeeded: Swift.min(Swift.max(r >> shift, 0), alpha))
        dst[i + 1] = UInt8(truncatingIfNeeded: Swift.min(Swift.max(g >> shift, 0), alpha))
        dst[i + 2] = UInt8(truncatingIfNeeded: Swift.min(Swift.max(b >> shift, 0), alpha))
        dst[i + 3] = UInt8(truncatingIfNeeded: alpha)
    }
}
