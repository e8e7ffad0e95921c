import CChatRaster

/// Applies a horizontal and a vertical `AxisResampleTable` to a pixmap: two 1-D convolutions in premultiplied
/// space with fixed-point weights. After each pass every value is rounded, alpha clamped to `0...255` and each
/// colour channel to `0...alpha` (filters with negative lobes may overshoot), so the output is always valid
/// premultiplied RGBA. Only the source rows and columns the tables read are processed, and the pass order
/// with less work is chosen (a pure function of the sizes, so output stays deterministic).
///
/// With `threads` above 1, a large pass has its rows split among up to that many threads; each row is computed
/// as on one thread, so the bytes never depend on the thread count.
enum SeparableResampler {
    /// Filter taps (pixels read × weights) below which a pass is not worth another thread: starting one costs
    /// about as much as 100 000 taps.
    static let tapsPerThread = 500_000

    /// The whole resample, in the pass order with less work for these exact tables.
    static func resample(_ source: Pixmap, horizontal: AxisResampleTable, vertical: AxisResampleTable,
                         threads: Int = 1) -> Pixmap {
        let horizontalFirst = prefersHorizontalFirst(
            sourceRows: vertical.sourceRange.count, sourceColumns: horizontal.sourceRange.count,
            outputWidth: horizontal.outputCount, outputHeight: vertical.outputCount,
            horizontalWeights: horizontal.weights.count, verticalWeights: vertical.weights.count)
        return resample(source, horizontal: horizontal, vertical: vertical, horizontalFirst: horizontalFirst,
                        threads: threads)
    }

    /// How many threads a pass of `taps` filter taps is split among, at most `threads`.
    static func parts(taps: Int, threads: Int) -> Int {
        max(1, min(threads, taps / tapsPerThread))
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
                         horizontalFirst: Bool, threads: Int = 1) -> Pixmap {
        precondition(horizontal.sourceCount == source.width && vertical.sourceCount == source.height,
                     "resample tables do not match the \(source.width)×\(source.height) source")
        precondition(horizontal.outputStart == 0, "only the vertical table may be a window")
        let outWidth = horizontal.outputCount, outHeight = vertical.outputCount
        if outWidth == 0 || outHeight == 0 { return Pixmap(width: outWidth, height: outHeight) }
        let wholeHeight = vertical.outputStart == 0 && outHeight == source.height
        if horizontal.isIdentity && vertical.isIdentity && wholeHeight { return source }

        // Every output pixel is written by the last pass (and every intermediate one by the first): no clearing.
        return Pixmap(width: outWidth, height: outHeight) { dst in
            source.pixels.withUnsafeBufferPointer { src in
                if vertical.isIdentity {
                    horizontalPass(src, sourceWidth: source.width,
                                   rows: vertical.outputStart..<(vertical.outputStart + outHeight), columnOffset: 0,
                                   table: horizontal, threads: threads, into: dst)
                } else if horizontal.isIdentity {
                    verticalPass(src, sourceWidth: source.width, columns: 0..<source.width, rowOffset: 0,
                                 table: vertical, threads: threads, into: dst)
                } else {
                    let rows = vertical.sourceRange, columns = horizontal.sourceRange
                    if horizontalFirst {
                        let mid = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: outWidth * rows.count * 4)
                        defer { mid.deallocate() }
                        horizontalPass(src, sourceWidth: source.width, rows: rows, columnOffset: 0,
                                       table: horizontal, threads: threads, into: mid)
                        verticalPass(UnsafeBufferPointer(mid), sourceWidth: outWidth, columns: 0..<outWidth,
                                     rowOffset: rows.lowerBound, table: vertical, threads: threads, into: dst)
                    } else {
                        let mid = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: columns.count * outHeight * 4)
                        defer { mid.deallocate() }
                        verticalPass(src, sourceWidth: source.width, columns: columns, rowOffset: 0,
                                     table: vertical, threads: threads, into: mid)
                        horizontalPass(UnsafeBufferPointer(mid), sourceWidth: columns.count, rows: 0..<outHeight,
                                       columnOffset: columns.lowerBound, table: horizontal, threads: threads, into: dst)
                    }
                }
            }
        }
    }

    /// Resamples the given `rows` of `src` (a buffer `sourceWidth` pixels wide whose column 0 is table column
    /// `columnOffset`) along x into `dst` (`table.outputCount` wide, `rows.count` high), on up to `threads` threads.
    private static func horizontalPass(_ src: UnsafeBufferPointer<UInt8>, sourceWidth: Int, rows: Range<Int>,
                                       columnOffset: Int, table: AxisResampleTable, threads: Int,
                                       into dst: UnsafeMutableBufferPointer<UInt8>) {
        guard !rows.isEmpty, let source = src.baseAddress, let target = dst.baseAddress else { return }
        let parts = parts(taps: rows.count &* table.weights.count, threads: threads)
        table.first.withUnsafeBufferPointer { first in
        table.count.withUnsafeBufferPointer { count in
        table.offset.withUnsafeBufferPointer { offset in
        table.weights.withUnsafeBufferPointer { weights in
            crs_resample_horizontal_parts(source, sourceWidth, rows.lowerBound, rows.count, columnOffset, first.baseAddress,
                                          count.baseAddress, offset.baseAddress, weights.baseAddress, table.outputCount,
                                          target, parts)
        }}}}
    }

    /// Resamples the given `columns` of `src` (`sourceWidth` pixels wide, whose row 0 is table row `rowOffset`)
    /// along y into `dst` (`columns.count` wide, `table.outputCount` high), on up to `threads` threads.
    private static func verticalPass(_ src: UnsafeBufferPointer<UInt8>, sourceWidth: Int, columns: Range<Int>,
                                     rowOffset: Int, table: AxisResampleTable, threads: Int,
                                     into dst: UnsafeMutableBufferPointer<UInt8>) {
        guard !columns.isEmpty, table.outputCount > 0, let source = src.baseAddress, let target = dst.baseAddress else { return }
        let parts = parts(taps: columns.count &* table.weights.count, threads: threads)
        var accumulators = [Int32](repeating: 0, count: parts * columns.count * 4)
        accumulators.withUnsafeMutableBufferPointer { sums in
        table.first.withUnsafeBufferPointer { first in
        table.count.withUnsafeBufferPointer { count in
        table.offset.withUnsafeBufferPointer { offset in
        table.weights.withUnsafeBufferPointer { weights in
            crs_resample_vertical_parts(source, sourceWidth, columns.lowerBound, columns.count, rowOffset, first.baseAddress,
                                        count.baseAddress, offset.baseAddress, weights.baseAddress, table.outputCount,
                                        sums.baseAddress, target, parts)
        }}}}}
    }
}
