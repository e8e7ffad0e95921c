import ChatGeometry

/// A 2-D affine transform: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct AffineTransform: Sendable, Hashable {
    package var a: Double
    package var b: Double
    package var c: Double
    package var d: Double
    package var tx: Double
    package var ty: Double

    /// A transform from its six coefficients.
    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that changes nothing.
    package static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Scales about the origin.
    package static func scale(x sx: Double, y sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Moves by (`x`, `y`).
    package static func translation(x dx: Double, y dy: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    /// Rotates about the origin by `radians` (clockwise on screen, since y points down).
    package static func rotation(radians: Double) -> AffineTransform {
        let cosine = CMath.cosine(radians), sine = CMath.sine(radians)
        return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Mirrors left to right within a box `width` wide: x becomes `width − x`.
    package static func horizontalFlip(width: Double) -> AffineTransform {
        AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0)
    }

    /// Mirrors top to bottom within a box `height` high: y becomes `height − y`.
    package static func verticalFlip(height: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: height)
    }

    /// This transform followed by `next`.
    package func concatenating(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * next.a + b * next.c, b: a * next.b + b * next.d,
                        c: c * next.a + d * next.c, d: c * next.b + d * next.d,
                        tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// The transformed point.
    package func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
