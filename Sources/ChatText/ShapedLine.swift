/// One line of text shaped on its own, ready to measure or draw.
struct ShapedLine {
    var segments: [Segment]
    /// The sum of the segments' advances in points (in segment order).
    var width: Double
    /// Paths of the fonts that provided glyphs, in first-use order.
    var fontPaths: [String]

    init(segments: [Segment]) {
        self.segments = segments
        var width = 0.0
        var paths: [String] = []
        for segment in segments {
            width += segment.width
            if !paths.contains(segment.font.face.path) { paths.append(segment.font.face.path) }
        }
        self.width = width
        self.fontPaths = paths
    }
}
