extension Pixmap {
    /// The image stretched to `width × height` as a nine-slice with the given cap insets (UIKit's
    /// `resizableImageWithCapInsets:` in stretch mode):
    ///
    /// - the four corners are copied exactly, byte for byte;
    /// - the top and bottom edges stretch horizontally only, the left and right edges vertically only, and the
    ///   centre along both axes;
    /// - stretching is linear interpolation in premultiplied space with pixel centres mapped onto each other,
    ///   sampling clamped inside each slice, so no colour bleeds across slices and there are no seams
    ///   (a uniform centre stays exactly uniform);
    /// - a zero-width (zero-height) centre stretches the single pixel column (row) where the caps meet — the
    ///   middle column (row) for insets at the image centre;
    /// - when the target is smaller than the two caps of an axis, those caps are shrunk in proportion to their
    ///   sizes (resampled with a tent filter widened by the shrink factor, still clamped inside each cap) and
    ///   there is no centre on that axis.
    ///
    /// The insets are first made valid with `NineSliceInsets.clamped(imageWidth:imageHeight:)`. A negative
    /// target size counts as 0; an empty source gives a transparent image of the target size.
    public func nineSliced(width targetWidth: Int, height targetHeight: Int, insets: NineSliceInsets) -> Pixmap {
        nineSliced(width: targetWidth, height: targetHeight, insets: insets, rows: 0..<Swift.max(0, targetHeight))
    }

    /// The rows `rows` (clamped to the target) of `nineSliced(width:height:insets:)`, byte for byte, computed
    /// without the rest: a bubble thousands of rows tall is drawn band by band in memory proportional to the band.
    ///
    /// When the rows of the source's centre slice are all the same (as in every bubble template), every output
    /// row of the stretched centre is the same row: it is computed once and copied.
    public func nineSliced(width targetWidth: Int, height targetHeight: Int, insets: NineSliceInsets,
                           rows: Range<Int>) -> Pixmap {
        let w = Swift.max(0, targetWidth), h = Swift.max(0, targetHeight)
        let window = rows.clamped(to: 0..<h)
        if isEmpty || w == 0 || window.isEmpty { return Pixmap(width: w, height: window.count) }
        let caps = insets.clamped(imageWidth: width, imageHeight: height)
        let stretch = NineSliceStretch(source: self, caps: caps, width: w, height: h)
        guard h >= caps.top + caps.bottom else { return stretch.rows(window) }
        let centre = (caps.top..<(h - caps.bottom)).clamped(to: window)
        guard !centre.isEmpty, centreRowsAreEqual(caps: caps) else { return stretch.rows(window) }
        let rowBytes = w * 4
        let line = stretch.rows(centre.lowerBound..<(centre.lowerBound + 1))
        // The rows above the centre, the centre and the rows below it cover the window: every byte is written.
        return Pixmap(width: w, height: window.count) { target in
            func copy(_ part: Pixmap, to row: Int) {
                part.pixels.withUnsafeBufferPointer { source in
                    (target.baseAddress! + (row - window.lowerBound) * rowBytes).update(from: source.baseAddress!, count: source.count)
                }
            }
            if window.lowerBound < centre.lowerBound { copy(stretch.rows(window.lowerBound..<centre.lowerBound), to: window.lowerBound) }
            for row in centre { copy(line, to: row) }
            if centre.upperBound < window.upperBound { copy(stretch.rows(centre.upperBound..<window.upperBound), to: centre.upperBound) }
        }
    }

    /// Whether the rows of the centre slice between the top and bottom caps (the seam row when they meet) are
    /// byte-for-byte equal.
    private func centreRowsAreEqual(caps: NineSliceInsets) -> Bool {
        let first = caps.top < height - caps.bottom ? caps.top : Swift.min(caps.top, height - 1)
        let end = Swift.max(first + 1, height - caps.bottom)
        let rowBytes = width * 4
        return pixels.withUnsafeBytes { bytes in
            let reference = bytes[(first * rowBytes)..<((first + 1) * rowBytes)]
            return ((first + 1)..<end).allSatisfy { row in
                bytes[(row * rowBytes)..<((row + 1) * rowBytes)].elementsEqual(reference)
            }
        }
    }
}

/// One nine-slice stretch of a source to `width × height`, able to compute any window of its rows alone.
private struct NineSliceStretch {
    let source: Pixmap
    let horizontal: AxisResampleTable
    let verticalSegments: [ResampleSegment]
    let horizontalFirst: Bool

    init(source: Pixmap, caps: NineSliceInsets, width: Int, height: Int) {
        self.source = source
        let segments = NineSliceAxis.segments(sourceCount: source.width, leading: caps.left, trailing: caps.right, targetCount: width)
        let table = AxisResampleTable(sourceCount: source.width, segments: segments, filter: .triangle)
        // A centre slice whose columns are equal in every row (a bubble's straight top and bottom edges) gives
        // every centre output the same pixel: read one column instead of interpolating between equal ones.
        let centre = caps.left..<(source.width - caps.right)
        horizontal = centre.count > 1 && Self.columnsAreEqual(centre, in: source) ? table.collapsing(within: centre) : table
        verticalSegments = NineSliceAxis.segments(sourceCount: source.height, leading: caps.top, trailing: caps.bottom,
                                                  targetCount: height)
        // The pass order is decided for the whole target (estimated from the segments), never for a window, so
        // every window rounds exactly as the whole would.
        let estimate = AxisResampleTable.estimate(segments: verticalSegments, filter: .triangle)
        horizontalFirst = SeparableResampler.prefersHorizontalFirst(
            sourceRows: estimate.sourceCount, sourceColumns: horizontal.sourceRange.count, outputWidth: width,
            outputHeight: height, horizontalWeights: horizontal.weights.count, verticalWeights: estimate.weights)
    }

    /// Whether, in every row of `source`, the pixels of `columns` are byte for byte equal.
    static func columnsAreEqual(_ columns: Range<Int>, in source: Pixmap) -> Bool {
        source.pixels.withUnsafeBytes { bytes in
            for row in 0..<source.height {
                let base = row * source.width
                let reference = bytes.loadUnaligned(fromByteOffset: (base + columns.lowerBound) * 4, as: UInt32.self)
                for column in columns where bytes.loadUnaligned(fromByteOffset: (base + column) * 4, as: UInt32.self) != reference {
                    return false
                }
            }
            return true
        }
    }

    /// The output rows `rows`.
    func rows(_ rows: Range<Int>) -> Pixmap {
        let vertical = AxisResampleTable(sourceCount: source.height, segments: verticalSegments, filter: .triangle, outputs: rows)
        return SeparableResampler.resample(source, horizontal: horizontal, vertical: vertical, horizontalFirst: horizontalFirst)
    }
}
