import CChatRaster
import ChatWorkers

/// Applies a horizontal and a vertical `AxisResampleTable` to a pixmap: two 1-D convolutions in premultiplied
/// space with fixed-point weights. After each pass every value is rounded, alpha clamped to `0...255` and each
/// colour channel to `0...alpha` (filters with negative lobes may overshoot), so the output is always valid
/// premultiplied RGBA. Only the source rows and columns the tables read are processed, and the pass order
/// with less work is chosen (a pure function of the sizes, so output stays deterministic).
///
/// With `threads` above 1, a large pass has its output rows split into up to that many runs (at most
/// `maximumParts`), computed on the calling thread and a `WorkerPool`'s threads; each row is computed as on one
/// thread, so the bytes never depend on the thread count.
enum SeparableResampler {
    /// Filter taps (pixels read × weights) below which a pass is not worth another thread: starting one costs
    /// about as much as 100 000 taps.
    static let tapsPerThread = 500_000
    /// At most this many runs (threads) for one pass.
    static let maximumParts = 8

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

    /// Runs `rows(part, begin, end)` for the `parts` nearly equal runs `begin ..< end` of `total` output rows (at
    /// most `maximumParts`, at most one a row), on the calling thread and `pool`'s threads.
    private static func split(_ total: Int, parts: Int, pool: WorkerPool?, _ rows: (_ part: Int, _ begin: Int, _ end: Int) -> Void) {
        let parts = max(1, min(parts, maximumParts, total))
        func run(_ part: Int) {
            let begin = total * part / parts, end = total * (part + 1) / parts
            if begin < end { rows(part, begin, end) }
        }
        if parts == 1 {
            run(0)
        } else {
            (pool ?? WorkerPool(threads: parts - 1)).forEach(parts, run)
        }
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

        // One set of threads for both passes, started only if a pass is large enough to split.
        let pool = threads > 1 ? WorkerPool(threads: min(threads, maximumParts) - 1) : nil
        // Every output pixel is written by the last pass (and every intermediate one by the first): no clearing.
        return Pixmap(width: outWidth, height: outHeight) { dst in
            source.pixels.withUnsafeBufferPointer { src in
                if vertical.isIdentity {
                    horizontalPass(src, sourceWidth: source.width,
                                   rows: vertical.outputStart..<(vertical.outputStart + outHeight), columnOffset: 0,
                                   table: horizontal, threads: threads, pool: pool, into: dst)
                } else if horizontal.isIdentity {
                    verticalPass(src, sourceWidth: source.width, columns: 0..<source.width, rowOffset: 0,
                                 table: vertical, threads: threads, pool: pool, into: dst)
                } else {
                    let rows = vertical.sourceRange, columns = horizontal.sourceRange
                    if horizontalFirst {
                        let mid = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: outWidth * rows.count * 4)
                        defer { mid.deallocate() }
                        horizontalPass(src, sourceWidth: source.width, rows: rows, columnOffset: 0,
                                       table: horizontal, threads: threads, pool: pool, into: mid)
                        verticalPass(UnsafeBufferPointer(mid), sourceWidth: outWidth, columns: 0..<outWidth,
                                     rowOffset: rows.lowerBound, table: vertical, threads: threads, pool: pool, into: dst)
                    } else {
                        let mid = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: columns.count * outHeight * 4)
                        defer { mid.deallocate() }
                        verticalPass(src, sourceWidth: source.width, columns: columns, rowOffset: 0,
                                     table: vertical, threads: threads, pool: pool, into: mid)
                        horizontalPass(UnsafeBufferPointer(mid), sourceWidth: columns.count, rows: 0..<outHeight,
                                       columnOffset: columns.lowerBound, table: horizontal, threads: threads, pool: pool, into: dst)
                    }
                }
            }
        }
    }

    /// Resamples the given `rows` of `src` (a buffer `sourceWidth` pixels wide whose column 0 is table column
    /// `columnOffset`) along x into `dst` (`table.outputCount` wide, `rows.count` high), on up to `threads` threads.
    private static func horizontalPass(_ src: UnsafeBufferPointer<UInt8>, sourceWidth: Int, rows: Range<Int>,
                                       columnOffset: Int, table: AxisResampleTable, threads: Int, pool: WorkerPool?,
                                       into dst: UnsafeMutableBufferPointer<UInt8>) {
        guard !rows.isEmpty, let source = src.baseAddress, let target = dst.baseAddress else { return }
        let parts = parts(taps: rows.count &* table.weights.count, threads: threads)
        let outWidth = table.outputCount
        table.first.withUnsafeBufferPointer { first in
        table.count.withUnsafeBufferPointer { count in
        table.offset.withUnsafeBufferPointer { offset in
        table.weights.withUnsafeBufferPointer { weights in
            split(rows.count, parts: parts, pool: pool) { _, begin, end in
                crs_resample_horizontal(source, sourceWidth, rows.lowerBound + begin, end - begin, columnOffset,
                                        first.baseAddress, count.baseAddress, offset.baseAddress, weights.baseAddress,
                                        outWidth, target + begin * outWidth * 4)
            }
        }}}}
    }

    /// Resamples the given `columns` of `src` (`sourceWidth` pixels wide, whose row 0 is table row `rowOffset`)
    /// along y into `dst` (`columns.count` wide, `table.outputCount` high), on up to `threads` threads. Each run of
    /// output rows sums in its own `columns.count × 4` accumulators, starting at its own table entries.
    private static func verticalPass(_ src: UnsafeBufferPointer<UInt8>, sourceWidth: Int, columns: Range<Int>,
                                     rowOffset: Int, table: AxisResampleTable, threads: Int, pool: WorkerPool?,
                                     into dst: UnsafeMutableBufferPointer<UInt8>) {
        guard !columns.isEmpty, table.outputCount > 0, let source = src.baseAddress, let target = dst.baseAddress else { return }
        let parts = max(1, min(parts(taps: columns.count &* table.weights.count, threads: threads), maximumParts,
                               table.outputCount))
        let width = columns.count
        var accumulators = [Int32](repeating: 0, count: parts * width * 4)
        accumulators.withUnsafeMutableBufferPointer { sums in
        table.first.withUnsafeBufferPointer { first in
        table.count.withUnsafeBufferPointer { count in
        table.offset.withUnsafeBufferPointer { offset in
        table.weights.withUnsafeBufferPointer { weights in
            guard let sums = sums.baseAddress, let first = first.baseAddress, let count = count.baseAddress,
                  let offset = offset.baseAddress else { return }
            split(table.outputCount, parts: parts, pool: pool) { part, begin, end in
                crs_resample_vertical(source, sourceWidth, columns.lowerBound, width, rowOffset, first + begin,
                                      count + begin, offset + begin, weights.baseAddress, end - begin,
                                      sums + part * width * 4, target + begin * width * 4)
            }
        }}}}}
    }
}
