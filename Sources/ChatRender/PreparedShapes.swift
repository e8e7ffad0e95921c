import ChatRaster
import Synchronization

/// Avatar discs and rings, made once per render and drawn in every band they reach: an avatar that straddles
/// band boundaries would otherwise rasterize the same circle once per band.
///
/// Only small shapes are kept, up to `keptBytes` in all (a group chat of many participants' colours stops there);
/// any other is made for each draw, as before. What is kept is small against the smallest memory budget (128 MiB).
final class PreparedShapes: @unchecked Sendable {
    /// The widest shape kept, in pixels.
    static let maximumDiameter = 512
    /// The most bytes of pixels kept in all.
    static let keptBytes = 4 << 20

    private struct Key: Hashable {
        var diameter: Int
        var color: PremultipliedColor
        /// The ring's width (its bit pattern, so that equal widths are equal keys); nil for a disc.
        var ringWidth: UInt64?
    }

    /// Each shape made, or nil where it was made without room to keep it.
    private let shapes = LockedCache<Key, Pixmap?>()
    private let kept = Mutex(0)

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
        guard side <= Self.maximumDiameter else { return make() }
        let bytes = side * side * 4
        return shapes.value(for: key) { () -> Pixmap? in
            // Room is taken before making, so the total never passes the cap whatever threads draw.
            let room = kept.withLock { total -> Bool in
                guard total + bytes <= Self.keptBytes else { return false }
                total += bytes
                return true
            }
            return room ? make() : nil
        } ?? make()
    }
}
