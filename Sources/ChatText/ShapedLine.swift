/// One line of text shaped on its own, ready to measure or draw.
struct ShapedLine {
    /// The segments in logical order.
    var segments: [Segment]
    /// Indices into `segments` in visual (left-to-right) order: rule L2 of UAX #9 applied to the
    /// segments' levels (each segment has one level).
    var visualOrder: [Int]
    /// The sum of the segments' advances in points (in logical order).
    var width: Double
    /// The font faces that provided glyphs (`FontFace.description`: the path, `path#index` for another face of a
    /// collection), in first-use order.
    var fontFaces: [String]
    /// The number of Unicode scalars the line was shaped from.
    var scalarCount: Int

    /// The line made of `segments` (logical order), shaped from `scalarCount` scalars.
    init(segments: [Segment], scalarCount: Int) {
        self.segments = segments
        self.scalarCount = scalarCount
        self.visualOrder = BidiReordering.visualOrder(levels: segments.map(\.level))
        var width = 0.0
        var faces: [String] = []
        for segment in segments {
            width += segment.width
            let face = segment.font.face.description
            if !faces.contains(face) { faces.append(face) }
        }
        self.width = width
        self.fontFaces = faces
    }
}
