import ChatRaster

/// Avatar discs and rings, made once per render and drawn in every band they reach: an avatar that straddles
/// band boundaries would otherwise rasterize the same circle once per band.
///
/// Only small shapes are kept (see `maximumBytes`); a larger one is made for each draw, as before. What is kept
/// is bounded by the distinct (diameter, colour, width) combinations of one display list.
final class PreparedShapes: @unchecked Sendable {
    /// The largest shape kept, in bytes of pixels (a disc 512 pixels across).
    static let maximumBytes = 512 * 512 * 4

    private struct Key: Hashable {
        var diameter: Int
        var color: PremultipliedColor
        /// The ring's width (its bit pattern, so that equal widths are equal keys); nil for a disc.
        var ringWidth: UInt64?
    }

    private let shapes = LockedCache<Key, Pixmap>()

    /// A `diameter × diameter` disc of `color`, antialiased, transparent outside.
    func disc(diameter: Int, color: PremultipliedColor) -> Pixmap {
        shape(Key(diameter: diameter, color: color, ringWidth: nil)) {
            Pixmap(width: diameter, height: diameter, fill: color).clippedToCircle()
        }
    }

    /// `Pixmap.ring(diameter:width:color:)`.
    func ring(diameter: Int, width: Double, color: PremultipliedColor) -> Pixmap {
        shape(Key(diameter: diameter, color: color, ringWidth: width.bitPattern)) {
            Pixmap.ring(diameter: diameter, width: width, color: color)
        }
    }

    private func shape(_ key: Key, make: () -> Pixmap) -> Pixmap {
        let side = max(0, key.diameter)
        guard side <= 512, side * side * 4 <= Self.maximumBytes else { return make() }
        return shapes.value(for: key, make: make)
    }
}
