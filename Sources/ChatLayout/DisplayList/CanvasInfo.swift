/// The output surface in points: the PNG is `width × scale` by `height × scale` pixels.
public struct CanvasInfo: Sendable, Equatable {
    public var width: Double
    public var height: Double
    public var scale: Double

    /// A canvas `width` × `height` points at `scale` pixels per point.
    public init(width: Double, height: Double, scale: Double) {
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// Pixel size of the output image.
    public var pixelWidth: Int { Int((width * scale).rounded()) }
    public var pixelHeight: Int { Int((height * scale).rounded()) }
}
