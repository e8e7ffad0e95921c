import ChatGeometry

extension Pixmap {
    /// The largest centred circle of this image, for round avatars: the centred `d × d` square
    /// (`d = min(width, height)`, offset `((width − d) / 2, (height − d) / 2)` rounded down) masked by an
    /// antialiased disc of diameter `d` touching the square's edges. Outside the disc is transparent.
    public func clippedToCircle() -> Pixmap {
        let diameter = Swift.min(width, height)
        guard diameter > 0 else { return Pixmap(width: diameter, height: diameter) }
        let square = cropped(to: PixelRect(x: (width - diameter) / 2, y: (height - diameter) / 2,
                                           width: diameter, height: diameter))
        let radius = Double(diameter) / 2
        var disc = Path()
        disc.addCircle(center: Point(x: radius, y: radius), radius: radius)
        return square.masked(by: rasterize(disc, width: diameter, height: diameter))
    }

    /// The image with its corners cut round by `radii` (in pixels; made to fit as `CornerRadii.fitted` does),
    /// antialiased: a quoted photo's thumbnail. Zero radii leave it as it is.
    package func clipped(toCorners radii: CornerRadii) -> Pixmap {
        guard width > 0, height > 0, radii != CornerRadii(topLeft: 0, topRight: 0, bottomRight: 0, bottomLeft: 0) else { return self }
        var shape = Path()
        shape.addRoundedRect(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), radii: radii)
        return masked(by: rasterize(shape, width: width, height: height))
    }

    /// A `diameter × diameter` image of an antialiased ring in `color`: the band between the circle touching the
    /// image edges and a concentric circle `width` pixels further in (SPH's 2 pt avatar border). A width of at
    /// least half the diameter gives a full disc; a non-positive or non-finite width gives a transparent image;
    /// a negative diameter counts as 0.
    public static func ring(diameter: Int, width: Double, color: PremultipliedColor) -> Pixmap {
        let size = Swift.max(0, diameter)
        var image = Pixmap(width: size, height: size)
        guard size > 0, width.isFinite, width > 0 else { return image }
        let radius = Double(size) / 2
        let center = Point(x: radius, y: radius)
        var band = Path()
        band.addCircle(center: center, radius: radius)
        if width < radius { band.addCircle(center: center, radius: radius - width) }
        image.fill(band, color: color, rule: .evenOdd)
        return image
    }
}
